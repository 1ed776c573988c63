#!/usr/bin/env python3
"""Lists and samples `hig check` findings by side of the split of ../shared/corpus, for reading them by hand.

The split is fixed BEFORE tuning (docs/qa.md, "Precision, measured on pages not tuned on"): the measure pages are
listed in docs/qa-measure-pages.txt (page ids); every other page is a tuning page. Checks are tuned only on
findings of tuning pages; findings of measure pages are read once, on the final code.

    S="../shared/corpus/hig-ko ../shared/corpus/repo-components ../shared/corpus/two-repos"
    hig build $S --output /tmp/qa-build --emit corpus
    hig check $S --format json > /tmp/qa.json            # as QAPrecisionTests runs it
    hig check $S --format json --glossary scripts/qa-measure-glossary.txt --enable terminology > /tmp/qa-terms.json
    scripts/qa-sample.py /tmp/qa.json /tmp/qa-build/corpus.json --side measure            # counts per check
    scripts/qa-sample.py /tmp/qa.json /tmp/qa-build/corpus.json --side measure --check numbers --seed 28
    scripts/qa-sample.py ... --side measure --check numbers --tsv > verdicts.tsv         # rows to write verdicts in
    scripts/qa-sample.py /tmp/qa-terms.json /tmp/qa-build/corpus.json --side measure --check terminology --severity warning

A sample is `random.Random(seed).sample` over the check's findings (warnings and notes apart when `--severity` is
given) in output order; all of them when there are fewer than `--count`.
"""
import argparse
import json
import os
import random
import sys

SPLIT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "docs", "qa-measure-pages.txt")


def measure_pages(path=SPLIT):
    with open(path, encoding="utf-8") as handle:
        return {line.strip() for line in handle if line.strip() and not line.startswith("#")}


def side(page, measure):
    return "measure" if page in measure else "tuning"


def key(finding):
    """A finding's identity in a verdict file: check, page, block and message (stable across runs)."""
    return "\t".join([finding["id"], finding["page"], finding["block"], finding["message"]])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("findings", help="output of `hig check --format json`")
    parser.add_argument("corpus", help="the corpus.json the findings were made on (for the block's text)")
    parser.add_argument("--side", choices=["tuning", "measure"], required=True)
    parser.add_argument("--check", help="a check id, with or without the hig.qa. prefix; without it: counts")
    parser.add_argument("--severity", choices=["warning", "note"], help="only findings of this severity")
    parser.add_argument("--seed", type=int, default=28)
    parser.add_argument("--count", type=int, default=30, help="how many to sample (all when fewer)")
    parser.add_argument("--all", action="store_true", help="list every finding instead of a sample")
    parser.add_argument("--tsv", action="store_true", help="print verdict-file rows (key, then empty verdict and reason)")
    args = parser.parse_args()

    measure = measure_pages()
    findings = [f for f in json.load(open(args.findings))["findings"] if side(f["page"], measure) == args.side]
    if args.severity:
        findings = [f for f in findings if f["severity"] == args.severity]
    if not args.check:
        counts = {}
        for finding in findings:
            counts[(finding["id"], finding["severity"])] = counts.get((finding["id"], finding["severity"]), 0) + 1
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
    if args.tsv:
        for finding in chosen:
            print(f"{key(finding)}\t{finding['severity']}\t\t")
        return
    print(f"{check}: {total} findings on {args.side} pages; showing {len(chosen)} (seed {args.seed})")
    for number, finding in enumerate(chosen, 1):
        block = blocks.get((finding["page"], finding["block"]), {})
        text = block.get("text", {})
        print(f"\n[{number}] {finding['path']}:{finding['line']}:{finding['column']}: {finding['severity']}: {finding['message']}")
        for note in finding.get("notes") or []:
            print(f"    note: {note}")
        print(f"    lead: {block.get('lead')}")
        print(f"    en: {text.get('en')}")
        print(f"    ko: {text.get('ko')}")


if __name__ == "__main__":
    sys.exit(main())
