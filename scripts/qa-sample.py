#!/usr/bin/env python3
"""Lists and samples `hig check` findings by half of ../shared/corpus, for reading them by hand.

The corpus is split by category BEFORE tuning (docs/qa.md, "Precision, measured on pages not tuned on"):
checks are tuned only on findings of the tuning half and measured on the measure half. A finding belongs to
the category named in its source path (`components/<category>/…` or `components-<category>-…`).

    hig build ../shared/corpus/hig-ko ../shared/corpus/repo-components --output /tmp/qa-build
    hig check --corpus /tmp/qa-build/corpus.json --format json > /tmp/qa.json
    scripts/qa-sample.py /tmp/qa.json /tmp/qa-build/corpus.json --half measure              # counts per check
    scripts/qa-sample.py /tmp/qa.json /tmp/qa-build/corpus.json --half measure --check numbers --seed 14
"""
import argparse
import json
import random
import re
import sys

TUNING = ["presentation", "selection-and-input", "layout-and-organization", "content"]
MEASURE = ["navigation-and-search", "menus-and-actions", "status", "system-experiences"]
CATEGORY = re.compile(r"components[/-](" + "|".join(TUNING + MEASURE) + r")(?=[/-])")


def half(path):
    match = CATEGORY.search(path)
    if not match:
        return "other"
    return "tuning" if match.group(1) in TUNING else "measure"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("findings", help="output of `hig check --format json`")
    parser.add_argument("corpus", help="the corpus.json the findings were made on (for the block's text)")
    parser.add_argument("--half", choices=["tuning", "measure", "other"], required=True)
    parser.add_argument("--check", help="a check id, with or without the hig.qa. prefix; without it: counts")
    parser.add_argument("--seed", type=int, default=14)
    parser.add_argument("--count", type=int, default=20, help="how many to sample (all when fewer)")
    parser.add_argument("--all", action="store_true", help="list every finding instead of a sample")
    args = parser.parse_args()

    findings = [f for f in json.load(open(args.findings))["findings"] if half(f["path"]) == args.half]
    if not args.check:
        counts = {}
        for finding in findings:
            key = (finding["id"], finding["severity"])
            counts[key] = counts.get(key, 0) + 1
        for (check, severity), count in sorted(counts.items()):
            print(f"{check}\t{severity}\t{count}")
        return
    check = args.check if args.check.startswith("hig.qa.") else "hig.qa." + args.check
    chosen = [f for f in findings if f["id"] == check]
    total = len(chosen)
    if not args.all and total > args.count:
        chosen = random.Random(args.seed).sample(chosen, args.count)
    blocks = {}
    for page in json.load(open(args.corpus))["pages"]:
        for block in page["blocks"]:
            blocks[(page["id"], block["id"])] = block
    print(f"{check}: {total} findings in the {args.half} half; showing {len(chosen)} (seed {args.seed})")
    for number, finding in enumerate(chosen, 1):
        block = blocks.get((finding["page"], finding["block"]), {})
        text = block.get("text", {})
        print(f"\n[{number}] {finding['path']}:{finding['line']}:{finding['column']}: {finding['severity']}: {finding['message']}")
        print(f"    lead: {block.get('lead')}")
        print(f"    en: {text.get('en')}")
        print(f"    ko: {text.get('ko')}")


if __name__ == "__main__":
    sys.exit(main())
