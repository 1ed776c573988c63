#!/usr/bin/env python3
"""`hig serve`: from saving one source file to the open page reloaded with the edit, in Chromium.

Usage: bench/serve_reload.py [--runs N] [--hig PATH] SOURCE…   (run from the repository root)

For each SOURCE folder (copied to a temporary folder first, never edited in place): builds it once with `hig build` to
learn which page each file makes, starts `hig serve` on the copy, opens in headless Chromium the page of one file
that is the only source of its page (the median-sized such file: a typical page, chosen by rule before any timing),
waits until the page listens for builds, then N times appends a new sentence to that file's first English paragraph
and measures, on the machine's wall clock shared by this script and the browser:

  - save → reload: the write of the file to the reloaded document's navigation start (`performance.timeOrigin`),
  - save → served: to the reloaded document's response end (the edited page served anew),
  - save → shown: to its load event end (what a reader waits for),
  - save → built: to the full build's summary line in the server's log (seen by polling it every 10 ms; the
    reloaded page is a preview served from memory when the log says `serving pages/…`, else the full build's),

and prints each run and the medians. Each run waits for the full build before the next edit. The serve process's log goes to the temporary folder, removed at the end.
Needs Debian's chromium and chromium-driver, and selenium (scripts/setup installs them).
"""
import argparse
import json
import os
import pathlib
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "Tests" / "browser"))
from chromium import start_chromium  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

# How long a reload may take before the run counts as failed: generous, this is a limit, not a measure.
RELOAD_LIMIT = 120
ENGLISH_PARAGRAPH = re.compile(r"^[A-Z][A-Za-z ,;'()-]{40,}\.$")


def canonical_sources(corpus):
    """(source path, page id) for the canonical source of each page (the copy whose English the page shows)."""
    for page in corpus["pages"]:
        for source in page.get("sources", []):
            if source.get("relation") == "canonical":
                yield source["path"], page["id"]


def chosen_file(tree, build_dir, hig):
    """The median-sized canonical source of a page with an English paragraph line to append to."""
    subprocess.run([hig, "build", tree.name, "--output", str(build_dir), "--no-cache"], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=tree.parent)
    corpus = json.loads((build_dir / "corpus.json").read_text(encoding="utf-8"))
    candidates = []
    for path, page_id in canonical_sources(corpus):
        file = tree.parent / path
        if not file.is_file():
            continue
        lines = file.read_text(encoding="utf-8").split("\n")
        if any(ENGLISH_PARAGRAPH.match(line) for line in lines):
            candidates.append((file.stat().st_size, str(path), page_id))
    if not candidates:
        sys.exit(f"serve_reload: no canonical source with an English paragraph in {tree}")
    candidates.sort()
    _, path, page_id = candidates[len(candidates) // 2]
    return tree.parent / path, page_id


def paragraph_line(file):
    """The index of the file's first English paragraph line, the one each run appends to."""
    lines = file.read_text(encoding="utf-8").split("\n")
    return next(i for i, line in enumerate(lines) if ENGLISH_PARAGRAPH.match(line))


def append_sentence(file, index, marker):
    """Appends ` Edited MARKER.` to line INDEX of the file, written as an editor saves."""
    lines = file.read_text(encoding="utf-8").split("\n")
    lines[index] = lines[index] + f" Edited {marker}."
    text = "\n".join(lines)
    saved_at = time.time()
    file.write_text(text, encoding="utf-8")
    return saved_at


def summary_lines(log_path):
    """The build summary lines (`hig: 5 files → …`) the server has logged so far."""
    text = log_path.read_text(encoding="utf-8", errors="replace")
    return [line for line in text.split("\n") if line.startswith("hig: ") and " files" in line]


def wait_for_build(log_path, builds):
    """Waits until the log holds BUILDS summary lines; returns the time the last was seen."""
    deadline = time.time() + RELOAD_LIMIT
    while len(summary_lines(log_path)) < builds:
        if time.time() > deadline:
            sys.exit(f"serve_reload: no build summary {builds} in {log_path.read_text(encoding='utf-8')}")
        time.sleep(0.01)
    return time.time()


def navigation_times(driver):
    """(timeOrigin, responseEnd, loadEventEnd) of the current document, epoch seconds."""
    origin, response_end, load_end = driver.execute_script(
        "const n = performance.getEntriesByType('navigation')[0];"
        "return [performance.timeOrigin, n.responseEnd, n.loadEventEnd];")
    return origin / 1000, (origin + response_end) / 1000, (origin + load_end) / 1000


def measure(source, runs, hig, driver):
    with tempfile.TemporaryDirectory(prefix="hig-serve-reload-") as folder:
        folder = pathlib.Path(folder)
        tree = folder / source.name
        shutil.copytree(source, tree)
        file, page_id = chosen_file(tree, folder / "build", hig)
        log = open(folder / "serve.log", "w", encoding="utf-8")
        server = subprocess.Popen([hig, "serve", tree.name, "--port", "0"], cwd=folder,
                                  stdout=subprocess.PIPE, stderr=log, text=True)
        try:
            url = re.search(r"http://127\.0\.0\.1:\d+/", server.stdout.readline()).group(0)
            driver.get(f"{url}pages/{page_id}.html")
            index = paragraph_line(file)
            rows = []
            previews = 0
            wait_for_build(folder / "serve.log", 1)
            for run in range(runs):
                WebDriverWait(driver, RELOAD_LIMIT).until(
                    lambda d: d.execute_script("return document.documentElement.dataset.higLive") == "open")
                marker = f"serve{run}x{int(time.time() * 1000)}"
                saved_at = append_sentence(file, index, marker)
                WebDriverWait(driver, RELOAD_LIMIT, poll_frequency=0.01).until(
                    lambda d: d.execute_script(
                        "return document.readyState === 'complete' && document.body.textContent.includes(arguments[0])",
                        marker))
                origin, served, shown = navigation_times(driver)
                built = wait_for_build(folder / "serve.log", run + 2)
                previewed = "; serving pages/" in (folder / "serve.log").read_text(encoding="utf-8").split("hig serve: ")[-1]
                previews += previewed
                rows.append((origin - saved_at, served - saved_at, shown - saved_at, built - saved_at))
                print(f"  {source.name} run {run + 1}: save→reload {rows[-1][0]:.3f} s, save→served "
                      f"{rows[-1][1]:.3f} s, save→shown {rows[-1][2]:.3f} s, save→built {rows[-1][3]:.3f} s"
                      f"{' (preview)' if previewed else ''}", flush=True)
            return file.relative_to(tree), page_id, rows, previews
        finally:
            server.send_signal(signal.SIGINT)
            server.wait(timeout=RELOAD_LIMIT)
            log.close()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--hig", default=str(ROOT / ".build/release/hig"))
    parser.add_argument("sources", nargs="+", type=pathlib.Path)
    options = parser.parse_args()
    hig = str(pathlib.Path(options.hig).resolve())
    driver = start_chromium()
    try:
        for source in options.sources:
            file, page_id, rows, previews = measure(source.resolve(), options.runs, hig, driver)
            medians = [statistics.median(column) for column in zip(*rows)]
            print(f"{source}: edited {file} (page {page_id}), medians of {len(rows)}: save→reload "
                  f"{medians[0]:.3f} s, save→served {medians[1]:.3f} s, save→shown {medians[2]:.3f} s, "
                  f"save→built {medians[3]:.3f} s; {previews} of {len(rows)} previewed; "
                  f"load average {os.getloadavg()[0]:.1f}", flush=True)
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
