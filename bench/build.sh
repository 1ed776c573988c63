#!/usr/bin/env bash
# Benchmark `hig build` on the 3,380-page corpus against cmark-gfm rendering the same files, in one run.
#
#   bench/build.sh [RUNS]
#
# Makes bench/work/distinct (3,380 distinct pages from ../shared/corpus/hig-ko and seeds/, 39 MB) and
# bench/work/doubled (every file twice, the second copy English-only), then prints for each the median
# wall time and peak memory of `cmark-gfm` rendering the files to HTML as one stream, of `hig build --emit corpus`
# (every compiler pass, corpus.json only) and of the full `hig build` (also rules.json, search.sqlite, site/).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
shared=../shared
[ -d "$shared/corpus/hig-ko" ] || { echo "bench: needs ../shared/corpus (not present)" >&2; exit 1; }
command -v cmark-gfm >/dev/null || { echo "bench: needs cmark-gfm (apt-get install cmark-gfm)" >&2; exit 1; }

swift build -c release --product hig >/dev/null
hig=.build/release/hig
work=bench/work
rm -rf "$work" && mkdir -p "$work"
python3 "$shared/tools/make-bench-corpus" "$work/distinct" 20 "$shared/corpus/hig-ko" seeds >/dev/null
python3 - "$work/distinct" "$work/doubled" <<'PY'
import os, re, sys
source, target = sys.argv[1], sys.argv[2]
os.makedirs(target)
hangul = re.compile(r"[\uac00-\ud7a3]")
for name in sorted(os.listdir(source)):
    text = open(os.path.join(source, name), encoding="utf-8").read()
    open(os.path.join(target, name), "w", encoding="utf-8").write(text)
    # The English-only copy: quote lines and Korean lines removed, as an English re-export would be.
    english = "\n".join(l for l in text.split("\n") if not l.lstrip().startswith((">", "- >")) and not hangul.search(l))
    open(os.path.join(target, "en-" + name), "w", encoding="utf-8").write(english)
PY

# Prints "<median seconds> <median peak MiB>" for a command run $runs times.
measure() {
  local times=() mems=()
  for _ in $(seq "$runs"); do
    /usr/bin/time -f "%e %M" -o "$work/time.txt" "$@" >/dev/null 2>"$work/stderr.txt" || { cat "$work/stderr.txt" >&2; exit 1; }
    read -r t m < "$work/time.txt"
    times+=("$t"); mems+=("$m")
  done
  python3 -c "import statistics,sys; t=[float(x) for x in sys.argv[1].split()]; m=[int(x) for x in sys.argv[2].split()]; print(f'{statistics.median(t):.2f} {statistics.median(m)/1024:.0f}')" "${times[*]}" "${mems[*]}"
}

pages() { python3 -c "import json,sys; print(len(json.load(open(sys.argv[1]))['pages']))" "$1/corpus.json"; }

for corpus in distinct doubled; do
  files=$(ls "$work/$corpus" | wc -l)
  megabytes=$(du -sm "$work/$corpus" | cut -f1)
  read -r cmark_s cmark_mb < <(measure bash -c "cat $work/$corpus/* | cmark-gfm -e table -e strikethrough -e autolink -e tagfilter")
  read -r corpus_s corpus_mb < <(measure "$hig" build "$work/$corpus" --emit corpus --output "$work/out-$corpus")
  read -r hig_s hig_mb < <(measure "$hig" build "$work/$corpus" --output "$work/out-$corpus")
  echo "$corpus: $files files, $megabytes MB, $(pages "$work/out-$corpus") pages"
  echo "  cmark-gfm (one stream)             ${cmark_s} s  ${cmark_mb} MiB peak"
  echo "  hig build --emit corpus            ${corpus_s} s  ${corpus_mb} MiB peak   ratio $(python3 -c "print(f'{$corpus_s/$cmark_s:.2f}')")x"
  echo "  hig build (corpus, rules, search, site)  ${hig_s} s  ${hig_mb} MiB peak   ratio $(python3 -c "print(f'{$hig_s/$cmark_s:.2f}')")x"
done
