"""Browser test of the site's translation-state markers (issue 12): a page built from a bilingual seed and a newer
English export in which one sentence changed shows a banner, marks the outdated block with its English diff on
demand, and lets the reader show the current English instead of the outdated Korean (remembered), with no serious
axe-core violation in either colour scheme. Run through Tests/browser/run.sh (HIG is the built `hig`).
"""
import os
import pathlib
import subprocess

import pytest
from chromium import start_chromium
from selenium.webdriver.common.by import By

from test_site import run_axe

ROOT = pathlib.Path(__file__).resolve().parents[2]
PAGE = "pages/components/menus-and-actions/activity-views.html"


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    folder = tmp_path_factory.mktemp("outdated")
    src = folder / "src"
    src.mkdir()
    (src / "activity-views.md").write_bytes((ROOT / "seeds/000_c3d0f716da2af800.txt").read_bytes())
    english = (ROOT / "seeds/002_9d3027f931c07ad7.txt").read_text(encoding="utf-8")
    changed = english.replace("by choosing an Action button", "by tapping the Share button")
    assert changed != english
    (src / "activity-views-english.md").write_text(changed, encoding="utf-8")
    hig = os.environ.get("HIG", str(ROOT / ".build/debug/hig"))
    subprocess.run([hig, "build", "src", "-o", "out", "--quiet"], cwd=folder, check=True)
    return folder / "out/site"


@pytest.fixture(scope="module")
def driver():
    browser = start_chromium()
    yield browser
    browser.quit()


def test_outdated_block_is_marked_with_its_diff_and_the_reader_chooses(driver, site):
    driver.get((site / PAGE).as_uri())
    driver.execute_script("localStorage.clear()")
    driver.get((site / PAGE).as_uri() + "?mode=ko")
    assert driver.find_element(By.CSS_SELECTOR, ".outdated-banner").is_displayed()
    pair = driver.find_element(By.CSS_SELECTOR, ".pair.outdated")
    korean = pair.find_element(By.CSS_SELECTOR, ".ko")
    english = pair.find_element(By.CSS_SELECTOR, ".en")
    assert korean.is_displayed() and not english.is_displayed(), "old Korean shown by default, marked"
    note = driver.find_element(By.CSS_SELECTOR, ".outdated-note")
    assert not note.find_element(By.CSS_SELECTOR, "del").is_displayed()
    note.find_element(By.TAG_NAME, "summary").click()
    assert note.find_element(By.CSS_SELECTOR, "del").text.strip() == "choosing an Action"
    assert note.find_element(By.CSS_SELECTOR, "ins").text.strip() == "tapping the Share"
    driver.find_element(By.ID, "outdated-english").click()
    assert english.is_displayed() and not korean.is_displayed(), "current English instead"
    driver.refresh()
    pair = driver.find_element(By.CSS_SELECTOR, ".pair.outdated")
    assert pair.find_element(By.CSS_SELECTOR, ".en").is_displayed(), "the choice is remembered"
    assert driver.find_element(By.ID, "outdated-english").get_attribute("aria-pressed") == "true"
    assert len(driver.find_elements(By.CSS_SELECTOR, ".pair.outdated")) == 1


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_no_serious_violations_on_a_page_with_outdated_blocks(driver, site, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    try:
        problems = {}
        for mode in ["sbs", "ko"]:
            driver.get((site / PAGE).as_uri() + "?mode=" + mode)
            driver.find_element(By.CSS_SELECTOR, ".outdated-note summary").click()
            found = run_axe(driver)
            if found:
                problems[mode] = found
        assert problems == {}
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
