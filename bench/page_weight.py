#!/usr/bin/env python3
"""Bytes a reader downloads before images: `bench/page_weight.py SITE...` prints, for each built site folder, the
guideline pages' median and largest HTML, the home page, and the CSS and JavaScript every page loads."""
import pathlib
import statistics
import sys

for site in map(pathlib.Path, sys.argv[1:]):
    pages = [f.stat().st_size for f in (site / "pages").rglob("*.html")]
    assets = sum((site / "assets" / name).stat().st_size for name in ["site.css", "site.js"])
    print(f"{site}: {len(pages)} pages, median {statistics.median(pages) / 1024:.1f} KB, max {max(pages) / 1024:.1f} KB, "
          f"home {(site / 'index.html').stat().st_size / 1024:.1f} KB, site.css + site.js {assets / 1024:.1f} KB")
