#!/usr/bin/env python3
"""Read every `hig export` file back with translate-toolkit and compare it with the corpus it came from.

    validate_exports.py EXPORT_DIR CORPUS_JSON

Checks, for hig.po, hig.xliff, hig.tmx and hig.csv: each parses with translate-toolkit's own reader; it holds
exactly the translatable blocks of corpus.json (TMX: the translated ones), with English and Korean unchanged
(round trip: no text lost or altered) and the page#block context. Then runs `pofilter` on the PO and prints how
many entries each pofilter test flagged. Exit 0 when all hold; 1 with the differences on stderr; 77 when
translate-toolkit is not installed.
"""
import collections
import json
import os
import subprocess
import sys
import tempfile

try:
    from translate.storage import csvl10n, po, tmx, xliff2
except ImportError:
    print("translate-toolkit is not installed (pip install translate-toolkit)", file=sys.stderr)
    sys.exit(77)

TRANSLATABLE = {"abstract", "paragraph", "list-item", "quote"}
failures = []


def fail(message):
    failures.append(message)


def expected_units(corpus_path):
    with open(corpus_path, encoding="utf-8") as f:
        corpus = json.load(f)
    units = []
    for page in corpus["pages"]:
        for block in page["blocks"]:
            if block["kind"] in TRANSLATABLE:
                units.append((page["id"] + "#" + block["id"], block["text"]["en"], block["text"]["ko"] or "",
                              "%s:%d" % (block["source"]["path"], block["source"]["line"])))
    return units


def compare(name, expected, actual):
    """expected/actual: lists of (key, en, ko)."""
    if len(expected) != len(actual):
        fail(f"{name}: {len(actual)} units, expected {len(expected)}")
    for want, got in zip(expected, actual):
        if want != got:
            fail(f"{name}: unit {want[0]} differs:\n  want {want!r}\n  got  {got!r}")
            break


def main():
    folder, corpus_path = sys.argv[1], sys.argv[2]
    units = expected_units(corpus_path)
    triples = [(key, en, ko) for key, en, ko, _ in units]

    # PO: context, texts, and the English path:line among the references.
    store = po.pofile.parsefile(os.path.join(folder, "hig.po"))
    entries = [u for u in store.units if not u.isheader()]
    compare("hig.po", triples, [(u.getcontext(), u.source, u.target or "") for u in entries])
    for (key, _, _, location), unit in zip(units, entries):
        if location not in unit.getlocations():
            fail(f"hig.po: {key} lacks the reference {location} (has {unit.getlocations()})")
            break

    # XLIFF 2.0: one unit per block, id = block id, file original = page id.
    store = xliff2.Xliff2File.parsefile(os.path.join(folder, "hig.xliff"))
    got = [(u.getid(), u.source, u.target or "") for u in store.units]
    compare("hig.xliff", [(key.split("#", 1)[1], en, ko) for key, en, ko in triples], got)

    # TMX: translated blocks only, as en/ko pairs.
    store = tmx.tmxfile.parsefile(os.path.join(folder, "hig.tmx"))
    want = collections.Counter((en, ko) for _, en, ko in triples if ko)
    have = collections.Counter((u.source, u.target) for u in store.units)
    if want != have:
        fail(f"hig.tmx: pairs differ: missing {list((want - have).items())[:2]}, extra {list((have - want).items())[:2]}")

    # CSV: location, source, target, context.
    with open(os.path.join(folder, "hig.csv"), "rb") as f:
        store = csvl10n.csvfile(f)
    rows = [u for u in store.units if not u.isheader()]
    compare("hig.csv", triples, [(u.getcontext(), u.source, u.target or "") for u in rows])

    # pofilter runs on the PO and its output parses.
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "pofilter.po")
        result = subprocess.run([sys.executable, "-m", "translate.filters.pofilter", "-i", os.path.join(folder, "hig.po"), "-o", out,
                                 "--language=ko", "--progress=none"], capture_output=True, text=True)
        if result.returncode != 0:
            fail(f"pofilter failed: {result.stderr[-500:]}")
        else:
            flagged = collections.Counter()
            for unit in po.pofile.parsefile(out).units:
                for note in unit.getnotes("translator").splitlines():
                    if note.startswith("(pofilter) "):
                        flagged[note[len("(pofilter) "):].split(":")[0]] += 1
            print("pofilter:", ", ".join(f"{test} {n}" for test, n in flagged.most_common()) or "nothing flagged")

    for message in failures:
        print(message, file=sys.stderr)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
