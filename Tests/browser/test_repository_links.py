"""Links between guideline pages of a whole repository stay in the site and keep the reading mode: the site of
../shared/corpus/repo-components (built by run.sh when ../shared is present, as HIG_REPO_SITE), opened from file://.
Skipped when that site is absent."""
import os
import pathlib
from urllib.parse import urlparse, unquote

import pytest
from selenium.webdriver.common.by import By

from test_site import driver, fresh_storage, script_errors, wait  # noqa: F401  (pytest fixtures)

REPO_SITE = pathlib.Path(os.environ.get("HIG_REPO_SITE", "test-artifacts/repo-components/site")).resolve()
START = "pages/components/presentation/action-sheets.html"

pytestmark = pytest.mark.skipif(not (REPO_SITE / START).exists(), reason="no repo-components site (../shared is absent)")


def test_three_links_between_pages_lead_to_the_pages_and_keep_the_mode(driver):
    driver.get((REPO_SITE / START).as_uri() + "?mode=ko")
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("data-mode") == "ko"
    visited = [START]
    for _ in range(3):
        links = [a for a in driver.find_elements(By.CSS_SELECTOR, "article .blk a[data-internal]")
                 if "/pages/" in (a.get_attribute("href") or "")
                 and unquote(urlparse(a.get_attribute("href")).path).split("/site/", 1)[-1] not in visited]
        assert links, f"no link to another page on {visited[-1]}"
        href = links[0].get_attribute("href")
        assert "mode=ko" in href, href
        driver.execute_script("arguments[0].scrollIntoView(); arguments[0].click();", links[0])
        target = unquote(urlparse(href).path).split("/site/", 1)[-1]
        wait(driver, lambda d: unquote(urlparse(d.current_url).path).endswith(target))
        assert (REPO_SITE / target).exists(), target
        assert driver.find_element(By.TAG_NAME, "html").get_attribute("data-mode") == "ko"
        assert driver.find_element(By.CSS_SELECTOR, "main h1").text
        visited.append(target)
    assert len(set(visited)) == 4, visited
    assert script_errors(driver) == []


def test_external_links_are_marked(driver):
    driver.get((REPO_SITE / START).as_uri())
    external = driver.find_elements(By.CSS_SELECTOR, "article .blk a.external")
    assert external, "no external link on the page"
    assert all(a.get_attribute("href").startswith("http") for a in external)
