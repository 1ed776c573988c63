"""One ranking, two places, in Chromium: the site's search (search.js over the site's index files, loaded on demand
from file://) and `hig search --json` over the same build return the same top ten pages for every written test query
(Tests/HIGSearchTests/Fixtures/queries.json, topic-queries.json). Runs on the repository's components build when
../shared is present (HIG_REPO_SITE), else on the seeds."""
import json
import os
import subprocess
from pathlib import Path

import pytest
from selenium.webdriver.support.ui import WebDriverWait

from chromium import chromium_for

ROOT = Path(__file__).resolve().parents[2]
SITE = Path(os.environ.get("HIG_REPO_SITE") or "")
if not (SITE / "index.html").exists():
    SITE = Path(os.environ.get("HIG_SITE", ROOT / "test-artifacts/seeds/site"))
HIG = os.environ.get("HIG", str(ROOT / ".build/debug/hig"))


def queries():
    found = []
    for name in ["queries.json", "topic-queries.json"]:
        document = json.loads((ROOT / "Tests/HIGSearchTests/Fixtures" / name).read_text(encoding="utf-8"))
        found += [entry["query"] for entry in document["queries"]]
    return found + ["앱 아이콘", "앱아이콘", "홈킷", "애플 펜슬"]


def page_path(page_id):
    """SitePaths.page for ids made of safe characters (every id of these builds)."""
    return "pages/" + page_id + ".html"


@pytest.fixture(scope="module")
def driver():
    browser = chromium_for(SITE)
    yield browser
    browser.quit()


def test_site_and_hig_search_rank_the_same_top_ten_pages(driver):
    driver.get((SITE / "index.html").as_uri())
    driver.find_element("id", "q").click()
    # The click loads search.js on demand; ask it nothing before it has defined its entry point.
    WebDriverWait(driver, 20).until(lambda d: d.execute_script("return typeof HIGSearch !== 'undefined'"))
    differences = []
    checked = 0
    for query in queries():
        site = driver.execute_async_script("""
            var done = arguments[arguments.length - 1];
            HIGSearch.search(arguments[0]).then(function (o) {
              done(o.results.slice(0, 10).map(function (r) { return r.url; }));
            }).catch(function (e) { done('error ' + e.message); });
        """, query)
        run = subprocess.run([HIG, "search", "--json", "--limit", "10", "--output", str(SITE.parent), query],
                             capture_output=True, text=True, check=True)
        cli = [page_path(page["page"]) for page in json.loads(run.stdout)["pages"]]
        checked += 1
        if site != cli:
            differences.append((query, site, cli))
    assert checked > 60
    assert differences == []
