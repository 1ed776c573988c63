#!/usr/bin/env python3
"""Markdown markers and fragments left in a build: `bench/clean_pages.py OUTPUT...` prints, for each hig output
folder, the pages with a literal `**` (site HTML outside scripts, and rules.json), blocks whose text is a Setext
underline (`=====`), headings, and untranslated paragraphs that start in lower case (pieces of a hard-wrapped
paragraph left apart)."""
import json
import pathlib
import re
import sys

for folder in map(pathlib.Path, sys.argv[1:]):
    corpus = json.loads((folder / "corpus.json").read_text(encoding="utf-8"))
    blocks = [b for p in corpus["pages"] for b in p["blocks"]]
    html_with_bold = sum(1 for f in (folder / "site").rglob("*.html")
                         if "**" in re.sub(r"<script.*?</script>", "", f.read_text(encoding="utf-8"), flags=re.S))
    rules = (folder / "rules.json").read_text(encoding="utf-8")
    rule_count = len(json.loads(rules)["rules"]) if isinstance(json.loads(rules), dict) else len(json.loads(rules))
    underline = sum(1 for b in blocks if re.fullmatch(r"\s*(=+|-{3,})\s*", b["text"]["en"] or "")
                    or re.search(r"={4,}", (b["text"]["en"] or "") + (b["text"]["ko"] or "")))
    fragments = sum(1 for b in blocks if b["kind"] == "paragraph" and b["text"]["ko"] is None and b["text"]["en"][:1].islower())
    print(f"{folder}: pages {len(corpus['pages'])}, blocks {len(blocks)}, headings {sum(b['kind'] == 'heading' for b in blocks)}, "
          f"rules {rule_count}; html files with ** {html_with_bold}, ** in rules.json {rules.count('**')}, "
          f"blocks with a Setext underline as text {underline}, untranslated lower-case paragraphs {fragments}")
