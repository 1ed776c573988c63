"""Browser test of a page with two translations (issue 29): built from Tests/HIGEndToEndTests/Fixtures/two-translations
(a machine's bilingual translation beside Apple's English, and a person's Korean-only translation with an image beside
it), the page shows the person's Korean, lets the reader open the machine's beside it, and shows the person's local
image from file:// with no network. Run through Tests/browser/run.sh (HIG is the built `hig`).
"""
import os
import pathlib
import subprocess

import pytest
from chromium import start_chromium
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

ROOT = pathlib.Path(__file__).resolve().parents[2]
PAGE = "pages/components/selection-and-input/toggles.html"


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    folder = tmp_path_factory.mktemp("two-translations")
    hig = os.environ.get("HIG", str(ROOT / ".build/debug/hig"))
    fixture = ROOT / "Tests/HIGEndToEndTests/Fixtures/two-translations"
    subprocess.run([hig, "build", str(fixture), "-o", str(folder / "out"), "--quiet"], check=True)
    return folder / "out/site"


@pytest.fixture(scope="module")
def driver():
    browser = start_chromium()
    yield browser
    browser.quit()


def test_the_persons_translation_is_shown_and_the_machines_is_one_click_away(driver, site):
    driver.get((site / PAGE).as_uri() + "?mode=ko")
    alternatives = driver.find_elements(By.CSS_SELECTOR, "details.alts")
    assert len(alternatives) == 4
    first = alternatives[0]
    assert "사람 번역" in first.find_element(By.TAG_NAME, "summary").text
    item = first.find_element(By.CSS_SELECTOR, "li")
    assert not item.is_displayed(), "the other translations are folded"
    first.find_element(By.TAG_NAME, "summary").click()
    assert item.is_displayed()
    assert "기계 번역" in item.text and "two-translations/machine/bilingual" in item.text


def test_the_local_image_shows_from_file_without_network(driver, site):
    driver.get((site / PAGE).as_uri() + "?mode=ko")
    local = [image for image in driver.find_elements(By.CSS_SELECTOR, ".ko img") if "/media/" in image.get_attribute("src")]
    assert len(local) == 1
    assert local[0].get_attribute("src").startswith("file://")
    driver.execute_script("arguments[0].scrollIntoView()", local[0])
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("const i = arguments[0]; return i.complete && i.naturalWidth > 0;", local[0]),
                                    "the copied image loads from the site's own folder")
