#!/usr/bin/env python3
"""Scores a build against the hand-aligned pairs of two-repos, on each side of the split (two-repos-split.json).

    bench/alignment/score-split.py CORPUS_JSON [GOLD_JSON]

Runs ../shared/tools/score-aligned-pairs once per side on the gold pages of that side, then on all of them.
"""
import json, os, subprocess, sys, tempfile

here = os.path.dirname(os.path.abspath(__file__))
shared = os.path.normpath(os.path.join(here, "..", "..", "..", "shared"))
corpus = sys.argv[1]
gold_path = sys.argv[2] if len(sys.argv) > 2 else os.path.join(shared, "corpus", "two-repos-gold", "patterns.gold.json")
scorer = os.path.join(shared, "tools", "score-aligned-pairs")
split = json.load(open(os.path.join(here, "two-repos-split.json")))
gold = json.load(open(gold_path))
for side in ("tune", "measure", None):
    pages = [p for p in gold["pages"] if side is None or p["korean_file"] in split[side]]
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump({"pages": pages}, f)
    out = subprocess.run([scorer, corpus, f.name], capture_output=True, text=True).stdout.strip()
    os.unlink(f.name)
    print(f"{side or 'all':8} {out}")
