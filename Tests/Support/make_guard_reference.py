#!/usr/bin/env python3
"""Writes guard-reference.json: small tricky inputs and their guard measures from guard_reference.py.

Run from this folder: python3 make_guard_reference.py. Deterministic (fixed seed)."""
import json, random, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from guard_reference import measure

MEASURES = ["bytes", "max_pipes", "table_cells", "delim_cost", "max_depth", "nest_cost",
            "inline_sq", "html_scan", "autolink_scan", "at_count"]
PIECES = ["|", "|", "-", "-", ":", " ", " ", "  ", "\t", "\n", "\n", "\n\n", "\r", "\r\n", "\v", "\f",
          ">", "> ", "- ", "* ", "+ ", "1. ", "12) ", "1234567890.", "9.", "*", "**", "_", "~~", "[", "]",
          "![", "](u)", "<?", "<![", "<!", "www.", "WwW.", "wwww.", "@", "x@y.z", "a", "word", "한글", "é",
          "|-|-|", "| a | b |", ":-:", "\t-", "    ", "\u00a0"]

TABLE_PIECES = ["|", "-", ":", " ", "\n", "\n", "a", "|-", "-|", "|a", "> ", "- ", "1. ", "\t", "  ", "\n\n"]

def case(rng, pieces):
    n = rng.randint(1, 60)
    return "".join(rng.choice(pieces) for _ in range(n))

def main():
    rng = random.Random(20261121)
    texts = [case(rng, PIECES) for _ in range(300)] + [case(rng, TABLE_PIECES) for _ in range(200)]
    texts += ["", "\n", "a", "a\n", "|a|b|\n|-|-|\n|x|y|\n", "a\n" * 5 + "|-|-|\n", "- " * 5 + "x\n" + "y\n" * 5,
              "  " * 3 + "- a\n" + "\n" * 4, "![[]()" * 7, "**b** [l](u) " * 5, "a" + "<?" * 9, "a" + "<![CDATA[" * 4,
              "www._" * 6, "x@" * 5 + "a" * 9, "> " + "|a" * 3 + "|\n> " + "|-" * 3 + "|\n" + "> x\n" * 4,
              " -" * 5 + " > ```" + "\n" * 3, "1. " * 4 + "x" + "\n" * 4, "\t\t- x\n\t1) y\n"]
    cases = [{"text": t, "measures": {k: measure(t)[k] for k in MEASURES}} for t in texts]
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "guard-reference.json"), "w") as f:
        json.dump(cases, f, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
        f.write("\n")

main()
