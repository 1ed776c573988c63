#!/usr/bin/env python3
"""Read every `hig export` file back with translate-toolkit and compare it with the corpus it came from.

    validate_exports.py EXPORT_DIR CORPUS_JSON

Checks, for hig.po, hig.xliff, hig.tmx and hig.csv: each parses with translate-toolkit's own reader; it holds
exactly the translatable blocks of corpus.json (TMX: the translated ones), with English and Korean unchanged
(round trip: no text lost or altered) and the page#block context. Translation states survive: in the PO exactly the
outdated and suggested blocks are fuzzy, with the previous English (or the suggestion's English) as `#| msgid`
and a suggestion's Korean as msgstr; in the XLIFF they are `state="initial"` with `subState="hig:outdated"` /
`"hig:suggested"` and an `<mtc:match>` holding the previous English; the TMX pairs an outdated block's Korean with
the English it was made for. Then runs `pofilter` on the PO and prints how many entries each pofilter test
flagged; a test that only a fault of the writer could trigger (escapes, newlines, tabs, XML tags) fails. Exit 0 when all hold; 1 with the differences on stderr; 77 when
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
                STATES[units[-1][0]] = block.get("translationState") or {"status": "current" if block["text"]["ko"] else "untranslated"}
    return units


STATES = {}
# printf and pythonbraceformat fire on Apple's own text ("0, 50%, and 100%", "Command-Left Brace ({)"), not on anything hig adds.
WRITER_FAULTS = {"escapes", "newlines", "tabs", "xmltags"}


def offered(key, ko):
    """The Korean an exchange file carries for a block: its own, or for a suggested block the best suggestion's."""
    state = STATES[key]
    if state["status"] == "suggested" and state.get("suggestions"):
        return state["suggestions"][0]["ko"]
    return ko


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
    compare("hig.po", [(key, en, offered(key, ko)) for key, en, ko in triples], [(u.getcontext(), u.source, u.target or "") for u in entries])
    for (key, _, _), unit in zip(triples, entries):
        state = STATES[key]
        fuzzy = state["status"] in ("outdated", "suggested") and (state["status"] == "outdated" or state.get("suggestions"))
        if bool(unit.isfuzzy()) != bool(fuzzy):
            fail(f"hig.po: {key} is {'not ' if fuzzy else ''}expected fuzzy ({state['status']})")
            break
        previous = state.get("previousEn") if state["status"] == "outdated" else (state.get("suggestions") or [{}])[0].get("en")
        if fuzzy and unit.prev_source != previous:
            fail(f"hig.po: {key}: #| msgid is {unit.prev_source!r}, expected {previous!r}")
            break
    for (key, _, _, location), unit in zip(units, entries):
        if location not in unit.getlocations():
            fail(f"hig.po: {key} lacks the reference {location} (has {unit.getlocations()})")
            break

    # XLIFF 2.0: one unit per block, id = block id, file original = page id.
    store = xliff2.Xliff2File.parsefile(os.path.join(folder, "hig.xliff"))
    got = [(u.getid().split("::", 1)[0], u.source, u.target or "") for u in store.units]
    compare("hig.xliff", [(key.split("#", 1)[1], en, ko) for key, en, ko in triples], got)
    # States and matches, from the XML itself (translate-toolkit does not expose subState or the mtc module).
    import xml.etree.ElementTree as ET
    ns = {"x": "urn:oasis:names:tc:xliff:document:2.0", "mtc": "urn:oasis:names:tc:xliff:matches:2.0"}
    xml_units = ET.parse(os.path.join(folder, "hig.xliff")).getroot().findall(".//x:unit", ns)
    # Inline codes: every <pc> of a source reaches translate-toolkit's rich source.
    for unit, tt in zip(xml_units, store.units):
        codes = len(unit.findall("x:segment/x:source//x:pc", ns))
        read = sum(str(type(e).__name__) == "UnknownXML" for e in tt.rich_source[0].flatten()) if codes else 0
        if codes and read < codes:
            fail(f"hig.xliff: unit {unit.get('id')}: {codes} inline codes, translate-toolkit read {read}")
            break
    for (key, _, _), unit in zip(triples, xml_units):
        state = STATES[key]
        segment = unit.find("x:segment", ns)
        sub = segment.get("subState")
        want = "hig:" + state["status"] if state["status"] == "outdated" or (state["status"] == "suggested" and state.get("suggestions")) else None
        if sub != want or (want and segment.get("state") != "initial"):
            fail(f"hig.xliff: {key}: state {segment.get('state')} subState {sub}, expected initial {want}")
            break
        if state["status"] == "outdated":
            sources = [m.find("x:source", ns).text for m in unit.findall("mtc:matches/mtc:match", ns)]
            if state["previousEn"] not in sources:
                fail(f"hig.xliff: {key}: no <mtc:match> holds the previous English")
                break

    # TMX: translated blocks only, as en/ko pairs.
    store = tmx.tmxfile.parsefile(os.path.join(folder, "hig.tmx"))
    want = collections.Counter((STATES[key].get("previousEn", en) if STATES[key]["status"] == "outdated" else en, ko)
                               for key, en, ko in triples if ko)
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
            faults = sorted(set(flagged) & WRITER_FAULTS)
            if faults:
                fail(f"pofilter flags what only the writer could cause: {', '.join(faults)}")

    for message in failures:
        print(message, file=sys.stderr)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
