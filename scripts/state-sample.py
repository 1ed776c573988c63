#!/usr/bin/env python3
"""Counts and samples blocks by translation state, for reading them by hand (docs/qa.md, "Translation state").

Held-out pages are those under components/status/ and components/system-experiences/ (the split docs/dedup.md
uses, set before tuning); the rest is the tuning slice.

    hig build ../shared/corpus/repo-components --output /tmp/out-rc --emit corpus --quiet
    scripts/state-sample.py counts /tmp/out-rc/corpus.json
    scripts/state-sample.py sample outdated /tmp/out-rc/corpus.json --per-slice 15 --seed 12
"""
import argparse
import collections
import json
import random

HELD_OUT = ("components/status/", "components/system-experiences/")


def slice_of(page_id):
    return "held-out" if page_id.startswith(HELD_OUT) else "tuning"


def blocks(corpus_path):
    corpus = json.load(open(corpus_path, encoding="utf-8"))
    for page in corpus["pages"]:
        for block in page["blocks"]:
            state = block.get("translationState")
            if state:
                yield page["id"], block, state


def word_diff(diff):
    marks = {"delete": "[-{}-] ", "insert": "{{+{}+}} "}
    return "".join(marks[s["op"]].format(s["text"].strip()) if s["op"] in marks else s["text"] for s in diff)


def counts(paths):
    for path in paths:
        tally = collections.defaultdict(collections.Counter)
        for page_id, _, state in blocks(path):
            tally["whole"][state["status"]] += 1
            tally[slice_of(page_id)][state["status"]] += 1
        for name in ("whole", "tuning", "held-out"):
            row = tally[name]
            print(f"{path} {name}: " + ", ".join(f"{k} {row[k]}" for k in sorted(row)) + f"; total {sum(row.values())}")


def sample(status, paths, per_slice, seed):
    by_slice = collections.defaultdict(list)
    for path in paths:
        for page_id, block, state in blocks(path):
            if state["status"] == status:
                by_slice[slice_of(page_id)].append((page_id, block, state))
    rng = random.Random(seed)
    number = 0
    for name in ("tuning", "held-out"):
        items = by_slice[name]
        for page_id, block, state in rng.sample(items, min(per_slice, len(items))):
            number += 1
            print(f"### {number}. [{name}] {page_id}#{block['id']}")
            print("EN:", block["text"]["en"][:400])
            print("KO:", (block["text"]["ko"] or "")[:400])
            if "diff" in state:
                print("similarity", state.get("similarity"), "| DIFF:", word_diff(state["diff"])[:900])
            for suggestion in state.get("suggestions", [])[:1]:
                print("SUGGESTION:", json.dumps(suggestion, ensure_ascii=False)[:600])
            print()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    c = sub.add_parser("counts")
    c.add_argument("corpus", nargs="+")
    s = sub.add_parser("sample")
    s.add_argument("status", choices=["outdated", "suggested"])
    s.add_argument("corpus", nargs="+")
    s.add_argument("--per-slice", type=int, default=15)
    s.add_argument("--seed", type=int, default=12)
    args = parser.parse_args()
    if args.command == "counts":
        counts(args.corpus)
    else:
        sample(args.status, args.corpus, args.per_slice, args.seed)


if __name__ == "__main__":
    main()
