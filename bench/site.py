#!/usr/bin/env python3
"""Weight and speed of the site `hig build` writes, for the seeds and for the large benchmark corpus.

    bench/site.py [--hig PATH] [--skip-large] [--reference-hig PATH]

Builds both with the given hig binary (default .build/release/hig), then prints:
  - bytes a page loads before images: its HTML plus the CSS and the two scripts (the search index loads
    only when someone searches), as median and maximum over all pages;
  - the search index: manifest, term shards, per-page document files (count, total, largest);
  - time to first search result in headless Chromium from file://: from focusing the box and typing the
    query on a freshly loaded page (search.js, the manifest, term shards and result pages all load on demand)
    to rendered results, and again warm (everything loaded, the typing debounce of 60 ms left out), next to a reference in the same browser: a naive scan (String.includes) over all page texts
    already in memory, so the ratio shows what the index buys.
Needs: chromium, chromium-driver, pip selenium. Large corpus: ../shared/tools/make-bench-corpus.
"""
import argparse
import os
import pathlib
import resource
import shutil
import statistics
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
WORK = ROOT / "bench" / "work"
QUERIES = ["스크롤을", "시트", "sheets", "grabber를 크기", "앱", "action sheet", "버튼", "notification"]


def run(command, **kwargs):
    print("$ " + " ".join(str(c) for c in command), flush=True)
    return subprocess.run(command, check=True, **kwargs)


def build(hig, sources, out):
    """Wall-clock and CPU (user + system) seconds of one build; CPU is steadier on a shared machine."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    run([hig, "build", *sources, "--output", str(out)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.perf_counter() - started, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def kb(n):
    return f"{n / 1024:.1f} KB"


def weights(site):
    assets = sum((site / "assets" / name).stat().st_size for name in ["site.css", "site.js"])
    on_search = (site / "assets" / "search.js").stat().st_size
    guideline = sorted(p.stat().st_size for p in (site / "pages").rglob("*.html"))
    home, rules = (site / "index.html").stat().st_size, (site / "rules.html").stat().st_size
    per_page = [h + assets for h in guideline]
    search = site / "search"
    shards = sorted(p.stat().st_size for p in search.glob("t*.js"))
    docs = sorted(p.stat().st_size for p in search.glob("d*.js"))
    manifest = (search / "manifest.js").stat().st_size
    print(f"  {len(guideline)} guideline pages; every page loads site.css + site.js = {kb(assets)};"
          f" search.js {kb(on_search)} loads on first search")
    print(f"  guideline page before images (HTML+CSS+JS): median {kb(statistics.median(per_page))},"
          f" max {kb(per_page[-1])} ({sum(1 for w in per_page if w < 60 * 1024)}/{len(per_page)} under 60 KB);"
          f" HTML alone median {kb(statistics.median(guideline))}, max {kb(guideline[-1])}")
    category_rules = sorted(p.stat().st_size for p in (site / "rules").glob("*.html")) if (site / "rules").exists() else []
    split = f"; {len(category_rules)} category rule pages, largest {kb(category_rules[-1] + assets)}" if category_rules else ""
    print(f"  home (lists every page) {kb(home + assets)}; rules index {kb(rules + assets)}{split}")
    print(f"  search index: manifest {kb(manifest)}; {len(shards)} term shards, {kb(sum(shards))} in all, largest {kb(shards[-1])};"
          f" {len(docs)} page text files, {kb(sum(docs))} in all, median {kb(statistics.median(docs))}, largest {kb(docs[-1])}")
    print(f"  search index total {kb(manifest + sum(shards) + sum(docs))}"
          f" = {kb((manifest + sum(shards) + sum(docs)) / len(docs))} per page")


def browser():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,900", "--disable-dev-shm-usage"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"), options=options)
    driver.set_script_timeout(600)
    return driver


COLD_QUERY = """
var query = arguments[0], done = arguments[arguments.length - 1];
var box = document.getElementById('q'), panel = document.getElementById('results');
var started = performance.now();
box.focus();
box.value = query;
box.dispatchEvent(new Event('input'));
(function poll() {
  if (panel.getAttribute('data-done')) done([performance.now() - started, HIGSearch.stats.last.results]);
  else setTimeout(poll, 1);
})();
"""

TIME_QUERY = """
var query = arguments[0], done = arguments[arguments.length - 1];
var box = document.getElementById('q'), panel = document.getElementById('results');
panel.removeAttribute('data-done');
var started = performance.now();
box.value = query;
HIGSearch.run();
(function poll() {
  if (panel.getAttribute('data-done')) done([performance.now() - started, HIGSearch.stats.last.results]);
  else setTimeout(poll, 1);
})();
"""

NAIVE = """
var query = arguments[0], done = arguments[arguments.length - 1];
var pages = window.__all, started = performance.now(), hits = 0;
var needle = query.toLowerCase();
for (var i = 0; i < pages.length; i++) {
  var d = pages[i].d;
  for (var j = 0; j < d.length; j++) {
    if ((d[j][2] + '\\n' + (d[j][3] || '')).toLowerCase().indexOf(needle) >= 0) { hits++; break; }
  }
}
done([performance.now() - started, hits]);
"""

LOAD_ALL = """
var count = arguments[0], done = arguments[arguments.length - 1], loaded = 0, started = performance.now();
window.__all = [];
var original = HIGSearch.docs;
HIGSearch.docs = function (n, d) { window.__all[n] = d; };
for (var i = 0; i < count; i++) {
  var s = document.createElement('script'); s.src = 'search/d' + i + '.js';
  s.onload = s.onerror = function () { if (++loaded === count) done(performance.now() - started); };
  document.head.appendChild(s);
}
"""


def timings(site):
    page = (site / "index.html").as_uri()
    driver = browser()
    try:
        cold, warm = [], []
        for query in QUERIES:
            driver.get(page)
            ms, results = driver.execute_async_script(COLD_QUERY, query)
            cold.append(ms)
            ms2, _ = driver.execute_async_script(TIME_QUERY, query)
            warm.append(ms2)
            print(f"    {query!r}: {results} pages, cold {ms:.0f} ms, warm {ms2:.1f} ms")
        print(f"  time to first result: cold median {statistics.median(cold):.0f} ms, max {max(cold):.0f} ms;"
              f" warm median {statistics.median(warm):.1f} ms, max {max(warm):.1f} ms")
        count = len(list((site / "search").glob("d*.js")))
        driver.get(page)
        driver.execute_async_script(COLD_QUERY, "x")
        load = driver.execute_async_script(LOAD_ALL, count)
        naive = [driver.execute_async_script(NAIVE, q)[0] for q in QUERIES]
        print(f"  reference, naive scan of all page texts in memory: median {statistics.median(naive):.1f} ms"
              f" (after {load:.0f} ms loading all {count} page files);"
              f" indexed cold/naive ratio {statistics.median(cold) / max(statistics.median(naive), 0.01):.2f},"
              f" indexed warm/naive ratio {statistics.median(warm) / max(statistics.median(naive), 0.01):.2f}")
    finally:
        driver.quit()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--hig", default=str(ROOT / ".build" / "release" / "hig"))
    parser.add_argument("--skip-large", action="store_true")
    parser.add_argument("--reference-hig", help="a hig without the site emitter (e.g. main's), timed on the same inputs")
    args = parser.parse_args()
    WORK.mkdir(parents=True, exist_ok=True)
    os.chdir(ROOT)
    cases = [("seeds", ["seeds"])]
    shared = ROOT.parent / "shared"
    if not args.skip_large:
        if not (shared / "tools" / "make-bench-corpus").exists():
            print("bench/site.py: ../shared is absent; large corpus skipped", file=sys.stderr)
        else:
            large = WORK / "large-corpus"
            if not large.exists():
                run([sys.executable, str(shared / "tools" / "make-bench-corpus"), str(large), "20",
                     str(shared / "corpus" / "hig-ko"), "seeds"])
            cases.append(("large (3,380 pages)", [str(large)]))
    for name, sources in cases:
        out = WORK / ("out-" + name.split()[0])
        seconds, cpu = build(args.hig, sources, out)
        line = f"{name}: hig build {seconds:.2f} s wall, {cpu:.2f} s CPU"
        if args.reference_hig:
            ref_seconds, ref_cpu = build(args.reference_hig, sources, WORK / ("reference-" + name.split()[0]))
            line += (f"; reference {args.reference_hig} {ref_seconds:.2f} s wall, {ref_cpu:.2f} s CPU;"
                     f" ratio {seconds / ref_seconds:.2f} wall, {cpu / ref_cpu:.2f} CPU")
        print(line)
        weights(out / "site")
        timings(out / "site")


if __name__ == "__main__":
    main()
