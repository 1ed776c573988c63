"""Shared by the browser tests: headless Chromium (Debian's chromium + chromium-driver) through Selenium."""
import shutil

from selenium import webdriver
from selenium.webdriver.chrome.service import Service


def start_chromium():
    """A headless Chromium, 1280×900, keeping the page's console log."""
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,900",
                     "--disable-dev-shm-usage", "--lang=en-US"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    chromium = shutil.which("chromium")
    if chromium:
        options.binary_location = chromium
    service = Service(shutil.which("chromedriver") or "/usr/bin/chromedriver")
    browser = webdriver.Chrome(service=service, options=options)
    # axe-core on a long page of the repository's site takes tens of seconds on a busy 2-core machine: a generous
    # limit on the script finishing, not a timing.
    browser.set_script_timeout(120)
    return browser


def chromium_for(site):
    """A Chromium for the tests of one built site; fails the test when the site was not built."""
    if not (site / "index.html").exists():
        import pytest
        pytest.fail(f"no site at {site}: run Tests/browser/run.sh (it builds the seeds first)")
    return start_chromium()
