#!/usr/bin/env python3
"""Issue 27, third wave: the case list of held-out-headings-human.tsv, fixed before any derivation is read.

Every distinct title and heading of the seven two-repos pattern pages (Apple's English, Refactor export) whose English
has a Korean heading written by the human translator (human-interface-guidelines-kr): the gold alignment
(two-repos-gold/patterns.gold.json) pairs each English block with the human's block; a title is also named by the
human README's `한국어(English)` table-of-contents links. A case needs Hangul in the human's text: where the human kept
the English heading, there is no Korean to judge a derivation against (listed in the header, not a case).

usage: bench/held-out-human-cases.py [CORPUS]   (CORPUS defaults to ../shared/corpus) > bench/results/issue-27/held-out-human-cases.tsv
"""
import json, re, sys, os

HANGUL = re.compile('[\uac00-\ud7a3]')

def plain(text):
    text = re.sub(r'!\[[^\]]*\]\([^)]*\)', '', text)
    text = re.sub(r'\[([^\]]*)\]\([^)]*\)', r'\1', text)
    return re.sub(r'[*`]', '', text).strip()

def headings(markdown):
    """(kind, text) of the setext and ATX headings; the first is the page title."""
    lines, found = markdown.split('\n'), []
    for i, line in enumerate(lines):
        if i + 1 < len(lines) and line.strip() and re.fullmatch(r'[=-]{3,}', lines[i + 1].strip()):
            found.append(plain(line))
        elif line.startswith('#'):
            found.append(plain(line.lstrip('#')))
    return [('title' if i == 0 else 'heading', h) for i, h in enumerate(found)]

def readme_titles(readme):
    """English page title (lower case) → the human's Korean, from `[한국어(English)](./patterns/page.md)` links."""
    return {m.group(2).strip().lower(): m.group(1).strip()
            for m in re.finditer(r'\[([^\]()]*[\uac00-\ud7a3][^\]()]*)\(([^)]*)\)\]\(', readme)}

def main():
    corpus = sys.argv[1] if len(sys.argv) > 1 else '../shared/corpus'
    gold = json.load(open(os.path.join(corpus, 'two-repos-gold/patterns.gold.json')))
    human = os.path.join(corpus, 'two-repos/human-interface-guidelines-kr')
    titles = readme_titles(open(os.path.join(human, 'README.md')).read())
    cases, kept = {}, {}
    for page in gold['pages']:
        slug = os.path.basename(page['english_file'])[:-3]
        english = open(os.path.join(corpus, 'two-repos/Apple_HIG_Korean', page['english_file'])).read()
        heads = headings(english)
        for pair in page['pairs']:
            for kind, text in heads:
                # The gold's `en` is the block's first 60 characters; the export glues its change log before a title.
                if pair['en'] != text[:60]:
                    continue
                name = text.rsplit('. ', 1)[-1] if kind == 'title' else text
                korean = pair['ko'] if HANGUL.search(pair['ko']) else titles.get(name.lower()) if kind == 'title' else None
                source = 'gold' if korean and HANGUL.search(pair['ko']) else 'readme' if korean else None
                if korean:
                    cases.setdefault(name, (kind, slug, korean, source))
                else:
                    kept.setdefault(name, set()).add(slug)
                break
    kept = {en: pages for en, pages in kept.items() if en not in cases}
    print(f'# Issue 27, third wave: held-out titles and headings with a human translator\'s Korean, fixed before any derivation was read: `bench/held-out-human-cases.py {corpus}`.')
    print(f'# {len(cases)} cases. Not cases (the human kept the English heading, per the gold alignment): {len(kept)} distinct English: ' + '; '.join(sorted(kept)))
    print('# kind\tenglish\tpage\thuman korean\twhere the human wrote it')
    for en, (kind, slug, korean, source) in sorted(cases.items(), key=lambda c: (c[1][1], c[0])):
        print(f'{kind}\t{en}\t{slug}\t{korean}\t{source}')

main()
