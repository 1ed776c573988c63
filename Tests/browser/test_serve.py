"""Browser tests of `hig serve`: a copy of the seeds served over HTTP, edited while a page is open in Chromium
(the edited page served first as a preview, then the full build).
Run through Tests/browser/run.sh, which builds hig and sets HIG (the binary).
"""
import os
import pathlib
import re
import shutil
import signal
import subprocess
import tempfile

import pytest
from chromium import start_chromium
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

ROOT = pathlib.Path(__file__).resolve().parents[2]
HIG = pathlib.Path(os.environ.get("HIG", ROOT / ".build/debug/hig")).resolve()
ARTIFACTS = pathlib.Path(os.environ.get("HIG_ARTIFACTS", ROOT / "test-artifacts")).resolve()
ACTION_SHEETS_SOURCE = "001_3cef73f6a796ebe9.txt"
ACTION_SHEETS_PAGE = "pages/components/presentation/action-sheets.html"
KOREAN_LINE = "> 작업 시트를 사용하지 마십시오."
EDITED_LINE = "> 작업 시트를 실시간 미리보기로 고쳤습니다."


class Served:
    """`hig serve` running on a copy of the seeds, on a free port."""

    def __init__(self, folder):
        self.folder = folder
        self.sources = folder / "seeds"
        shutil.copytree(ROOT / "seeds", self.sources)
        self.log = open(folder / "serve.log", "w+", encoding="utf-8")
        self.process = subprocess.Popen([str(HIG), "serve", "seeds", "--port", "0"], cwd=folder,
                                        stdout=subprocess.PIPE, stderr=self.log, text=True)
        line = self.process.stdout.readline()
        match = re.search(r"http://127\.0\.0\.1:\d+/", line)
        assert match, f"no address in {line!r}; log: {self.read_log()}"
        self.url = match.group(0)

    def read_log(self):
        self.log.flush()
        return (self.folder / "serve.log").read_text(encoding="utf-8")

    def edit(self, name, old, new):
        path = self.sources / name
        text = path.read_text(encoding="utf-8")
        assert old in text, f"{old!r} not in {name}"
        path.write_text(text.replace(old, new, 1), encoding="utf-8")

    def stop(self):
        self.process.send_signal(signal.SIGINT)
        return self.process.wait(timeout=LOAD)


@pytest.fixture(scope="module")
def served():
    if not HIG.exists():
        pytest.fail(f"no hig binary at {HIG}: run Tests/browser/run.sh (it builds hig first)")
    with tempfile.TemporaryDirectory(prefix="hig-serve-test-") as folder:
        server = Served(pathlib.Path(folder))
        yield server
        if server.process.poll() is None:
            server.process.kill()
        (ARTIFACTS / "serve.log").write_text(server.read_log(), encoding="utf-8")


@pytest.fixture(scope="module")
def driver():
    browser = start_chromium()
    yield browser
    browser.quit()


# Waits are for events, not clocks: each passes as soon as its condition holds and fails only on a real hang. A
# rebuild is a debug build of hig on a machine that may be busy, so an event that follows one gets a minute.
LOAD = 30
REBUILD = 60


def wait(driver, condition, timeout):
    return WebDriverWait(driver, timeout, poll_frequency=0.05).until(lambda d: condition(d))


def loaded(driver):
    wait(driver, lambda d: d.execute_script("return document.readyState") == "complete", LOAD)


def listening(driver):
    """Waits until the page's live-reload socket is open (live.js marks the root), so an edit saved now reloads it."""
    wait(driver, lambda d: d.execute_script("return document.documentElement.dataset.higLive") == "open", LOAD)


def served_build(driver):
    """The build the open page was served from (live.js's data-build)."""
    return driver.execute_script("var s = document.querySelector('script[data-build]'); return s ? s.getAttribute('data-build') : null")


def main_text(driver):
    """The page's main text; empty while a reload replaces the page."""
    return driver.execute_script("var m = document.getElementById('main'); return m ? m.innerText : ''") or ""


# The id of the first block whose bottom is below the top of the window: what the reader is looking at.
TOP_BLOCK = """var blocks = document.querySelectorAll('.blk[id]');
for (var i = 0; i < blocks.length; i++) { if (blocks[i].getBoundingClientRect().bottom > 1) return blocks[i].id; }
return null;"""


def settled(driver):
    """Waits until every image has loaded or been replaced by its placeholder (site.js does that on `error`: an
    image that failed is complete with no width until then, or loading again from its fallback), so the page's
    text no longer changes by itself."""
    wait(driver, lambda d: d.execute_script(
        "return Array.from(document.images).every(function (i) { return i.complete && i.naturalWidth > 0; })"), LOAD)


def overlay_text(driver):
    return driver.execute_script("var o = document.getElementById('hig-serve-errors'); return o ? o.textContent : null")


def test_edit_reloads_the_open_page_keeping_scroll_and_mode(served, driver):
    driver.get(served.url + ACTION_SHEETS_PAGE)
    loaded(driver)
    wait(driver, lambda d: KOREAN_LINE[2:] in main_text(d), LOAD)
    driver.find_element(By.CSS_SELECTOR, "[data-set-mode='ko']").click()
    settled(driver)
    driver.execute_script("window.scrollTo(0, 600)")
    wait(driver, lambda d: d.execute_script("return window.scrollY") == 600, LOAD)
    reading = driver.execute_script(TOP_BLOCK)
    # The page's socket is open before the edit, as it is when a person is reading.
    listening(driver)

    served.edit(ACTION_SHEETS_SOURCE, KOREAN_LINE, EDITED_LINE)
    wait(driver, lambda d: EDITED_LINE[2:] in main_text(d), REBUILD)
    # The reader sees the same block at the top of the window (images that fail to load again may become
    # placeholders a moment after the reload, and the browser's scroll anchoring then keeps that block in view).
    wait(driver, lambda d: d.execute_script(TOP_BLOCK) == reading, LOAD)
    assert driver.execute_script("return document.documentElement.getAttribute('data-mode')") == "ko"


def test_an_edited_page_is_served_from_a_preview_before_the_full_build(served, driver):
    driver.get(served.url + ACTION_SHEETS_PAGE)
    loaded(driver)
    listening(driver)
    builds = served.read_log().count("\nhig: ")
    served.edit(ACTION_SHEETS_SOURCE, "> 제목을 한 줄에 표시할 수 있을 정도로 짧게 유지합니다.", "> 제목을 한 줄에 맞게 짧게 씁니다.")
    wait(driver, lambda d: "제목을 한 줄에 맞게 짧게 씁니다." in main_text(d), REBUILD)
    # The server said it served the page before the rebuild, and the rebuild that follows keeps the new text.
    assert f"changed; serving {ACTION_SHEETS_PAGE}, rebuilding" in served.read_log()
    wait(driver, lambda d: served.read_log().count("\nhig: ") > builds, REBUILD)
    listening(driver)
    assert "제목을 한 줄에 맞게 짧게 씁니다." in main_text(driver)


def test_broken_build_shows_its_errors_and_the_fix_clears_them(served, driver):
    driver.get(served.url + ACTION_SHEETS_PAGE)
    loaded(driver)
    settled(driver)
    listening(driver)
    before = main_text(driver)

    manifest = served.sources / "hig-manifest.json"
    manifest.write_text('{"pages": {', encoding="utf-8")
    wait(driver, lambda d: overlay_text(d) is not None, REBUILD)
    assert "seeds/hig-manifest.json:1:1: error: invalid manifest" in overlay_text(driver)
    assert main_text(driver) == before, "the last good page stays"
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    driver.save_screenshot(str(ARTIFACTS / "serve-error-overlay.png"))

    # A page opened while the build is broken shows the errors too, over the last good site.
    driver.get(served.url + "index.html")
    wait(driver, lambda d: overlay_text(d) is not None, LOAD)
    broken = served_build(driver)
    assert broken, "the page names the build it was served from"

    manifest.unlink()
    # The good build reloads the page: a newer build, loaded, with no overlay.
    wait(driver, lambda d: served_build(d) not in (None, broken) and d.execute_script("return document.readyState") == "complete", REBUILD)
    assert overlay_text(driver) is None
    # The home page lists the pages again (by their Korean name in Korean mode, which an earlier test chose).
    text = main_text(driver)
    assert "Action sheets" in text or "액션 시트" in text, text


def test_search_works_over_http(served, driver):
    driver.get(served.url + "index.html")
    box = driver.find_element(By.ID, "q")
    box.send_keys("시트")
    wait(driver, lambda d: d.find_element(By.ID, "results").get_attribute("data-done"), LOAD)
    titles = " ".join(a.text for a in driver.find_elements(By.CSS_SELECTOR, "#results .hit-title"))
    assert "Sheets" in titles and "Action sheets" in titles


def test_missing_page_is_404_and_nothing_outside_the_site_is_served(served, driver):
    import urllib.error
    import urllib.request
    # A page that is not there is 404; a path that tries to leave the site is refused as a bad request (400).
    for path, status in [("pages/nothing.html", 404), ("../seeds/" + ACTION_SHEETS_SOURCE, 400), ("%2e%2e/seeds/" + ACTION_SHEETS_SOURCE, 400),
                         ("%c0%ae%c0%ae/seeds/" + ACTION_SHEETS_SOURCE, 400)]:
        with pytest.raises(urllib.error.HTTPError) as error:
            urllib.request.urlopen(served.url + path)
        assert error.value.code == status, path
    # The site's own 404 page, whose links lead from the site root at any depth, offers search.
    driver.get(served.url + "pages/deep/nothing-here.html")
    assert driver.find_element(By.ID, "q404").get_attribute("value") == "nothing here"
    assert driver.execute_script("return getComputedStyle(document.querySelector('header.top')).position") == "sticky", "site.css loaded"
    assert driver.find_element(By.CSS_SELECTOR, ".not-found a").get_attribute("href").split("?")[0] == served.url + "index.html"


def test_ctrl_c_stops_cleanly_and_writes_no_output_folder(served):
    assert served.stop() == 0
    assert "hig serve: stopped" in served.read_log()
    assert not (served.folder / "Output").exists(), "serve builds into a temporary folder, never Output/"
