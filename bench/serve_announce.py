#!/usr/bin/env python3
"""`hig serve`: from saving one source file to the server announcing the edited page's preview, without a browser.

Usage: bench/serve_announce.py [--hig PATH] [--runs N] SOURCE FILE   (run from the repository root)

Copies SOURCE to a temporary folder, starts `hig serve` on the copy (its log in that folder), waits 8 s after the
first build for the preview context, then N times (default 7) appends a sentence to FILE (relative to SOURCE) and
polls the log every millisecond for the next `serving pages/…` line: the time from the write to that line is the
watcher's wake-up, the preview's compile and render, and the reload's publication. Prints each run and the median.
`bench/serve_reload.py` measures the same save to the page served in Chromium.
"""
import argparse
import os
import pathlib
import shutil
import signal
import statistics
import subprocess
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--hig", default=str(ROOT / ".build" / "release" / "hig"))
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("source")
    parser.add_argument("file")
    arguments = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="hig-announce")
    try:
        copy = os.path.join(folder, "sources")
        shutil.copytree(arguments.source, copy)
        log_path = os.path.join(folder, "serve.log")
        with open(log_path, "w") as log:
            server = subprocess.Popen([arguments.hig, "serve", copy, "--port", "0"], stdout=log, stderr=subprocess.STDOUT)
        try:
            wait_for(log_path, "hig:", 0)
            time.sleep(8)
            times = []
            for run in range(arguments.runs):
                seen = read(log_path).count("serving")
                start = time.time()
                with open(os.path.join(copy, arguments.file), "a", encoding="utf-8") as edited:
                    edited.write(f"\nA new sentence, number {run}, for the page.\n")
                times.append(wait_for(log_path, "serving", seen) - start)
                print(f"  run {run + 1}: save → serving {times[-1]:.3f} s")
                time.sleep(4)
            print(f"{arguments.source}: median of {len(times)}: save → serving {statistics.median(times):.3f} s; "
                  f"load average {os.getloadavg()[0]:.1f}")
        finally:
            server.send_signal(signal.SIGINT)
            server.wait()
    finally:
        shutil.rmtree(folder)


def read(path):
    with open(path, encoding="utf-8", errors="replace") as log:
        return log.read()


def wait_for(path, text, seen, limit=120):
    """The time at which the log holds more than `seen` occurrences of `text`."""
    deadline = time.time() + limit
    while time.time() < deadline:
        if read(path).count(text) > seen:
            return time.time()
        time.sleep(0.001)
    raise SystemExit(f"bench: no '{text}' in the server's log after {limit} s")


if __name__ == "__main__":
    main()
