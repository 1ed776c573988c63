#!/usr/bin/env bash
# Benchmark `hig build` on the 3,380-file corpus against reference tools, in one run (medians of RUNS, default 3).
#
#   bench/build.sh [RUNS] [--doubled]
#
# Makes bench/work/distinct (3,380 distinct pages from ../shared/corpus/hig-ko and seeds/, 39 MB) with
# ../shared/tools/make-bench-corpus and prints, for the release build of hig:
#   - the full `hig build` (corpus, rules, search index, site) against Hugo (Debian's `hugo`) rendering the same
#     files as a plain site with the minimal layout in bench/hugo/ (each file's content, one list page);
#   - compile only (`--emit corpus`: every compiler pass, corpus.json) against `cmark-gfm` rendering the files to
#     HTML as one stream;
#   - what each emitter adds to compile-only (`--emit corpus --emit X`, minus compile-only);
#   - clean build (no build cache) against an incremental rebuild after editing one file (the build cache beside
#     the output in place: only the edited file is read again; unchanged output files are not rewritten), and the
#     same rebuild with corpus.json as the only output (the compiler passes' part of it);
#   - where a clean build's time goes: `hig build --report timings` (wall and CPU seconds of each pass and emitter);
#   - search.sqlite written alone (`hig-bench index --part sqlite`, wall seconds), what a clean build spends on it (a
#     rebuild patches the last build's file instead);
# each with wall seconds, CPU seconds (user + system, steadier on a shared machine) and peak memory (max RSS).
# --doubled also runs bench/work/doubled: every file twice, the second copy English-only (the dedup load).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=3
doubled=false
for argument in "$@"; do
  case "$argument" in
    --doubled) doubled=true ;;
    *) runs=$argument ;;
  esac
done
shared=../shared
[ -d "$shared/corpus/hig-ko" ] || { echo "bench: needs ../shared/corpus (not present)" >&2; exit 1; }
for tool in cmark-gfm hugo /usr/bin/time; do
  command -v "$tool" >/dev/null || { echo "bench: needs $tool (./scripts/setup installs it)" >&2; exit 1; }
done

swift build -c release --product hig >/dev/null
swift build -c release --product hig-bench >/dev/null
hig=$PWD/.build/release/hig
hig_bench=$PWD/.build/release/hig-bench
work=bench/work
rm -rf "$work" && mkdir -p "$work"
python3 "$shared/tools/make-bench-corpus" "$work/distinct" 20 "$shared/corpus/hig-ko" seeds >/dev/null
corpora=(distinct)
if $doubled; then
  corpora+=(doubled)
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
fi

# measure NAME PREPARE COMMAND…: runs PREPARE and `sync` (untimed) then COMMAND, $runs times; sets NAME_s (median wall
# seconds), NAME_cpu (median user + system seconds) and NAME_mb (median peak MiB).
measure() {
  local name=$1 prepare=$2
  shift 2
  local walls=() cpus=() mems=()
  echo "bench: $name ($*)" >&2
  for _ in $(seq "$runs"); do
    eval "$prepare"
    # The last run's files reach the disk before this one starts: its write-back is not this run's time.
    sync
    /usr/bin/time -f "%e %U %S %M" -o "$work/time.txt" "$@" >/dev/null 2>"$work/stderr.txt" \
      || { cat "$work/stderr.txt" >&2; exit 1; }
    read -r wall user system kib < "$work/time.txt"
    walls+=("$wall"); cpus+=("$(python3 -c "print($user + $system)")"); mems+=("$kib")
  done
  read -r "${name}_s" "${name}_cpu" "${name}_mb" < <(python3 -c "
import statistics, sys
w, c, m = ([float(x) for x in a.split()] for a in sys.argv[1:])
print(f'{statistics.median(w):.2f} {statistics.median(c):.2f} {statistics.median(m) / 1024:.0f}')" "${walls[*]}" "${cpus[*]}" "${mems[*]}")
}

# ratio A B: "Nx" of wall seconds, "(Nx CPU)" of CPU seconds, for names A and B measured above.
ratio() {
  local a_s=${1}_s b_s=${2}_s a_cpu=${1}_cpu b_cpu=${2}_cpu
  python3 -c "print(f'{${!a_s} / ${!b_s}:.2f}x ({${!a_cpu} / ${!b_cpu}:.2f}x CPU) $2')"
}
row() { printf "  %-44s %7s s  %7s s CPU  %5s MiB peak%s\n" "$1" "$2" "$3" "$4" "${5:+   $5}"; }
pages() { python3 -c "import json,sys; print(len(json.load(open(sys.argv[1]))['pages']))" "$1/corpus.json"; }

for corpus in "${corpora[@]}"; do
  sources=$work/$corpus
  out=$work/out-$corpus
  files=$(find "$sources" -type f | wc -l)
  megabytes=$(du -sm "$sources" | cut -f1)

  # Hugo: the same files as Markdown content of a plain site (copied once, untimed).
  site=$work/hugo-$corpus
  mkdir -p "$site/content"
  cp -r bench/hugo/. "$site/"
  for file in "$sources"/*; do name=$(basename "$file"); cp "$file" "$site/content/${name%.*}.md"; done

  measure cmark "" bash -c "cat $sources/* | cmark-gfm -e table -e strikethrough -e autolink -e tagfilter"
  measure hugo "rm -rf $work/hugo-public" hugo --source "$site" --destination "$PWD/$work/hugo-public" --cacheDir "$PWD/$work/hugo-cache" --quiet
  clean="rm -rf $out $work/.out-$corpus.hig-cache"
  measure compile "$clean" "$hig" build "$sources" --emit corpus --output "$out"
  measure rules "$clean" "$hig" build "$sources" --emit corpus --emit rules --output "$out"
  measure search "$clean" "$hig" build "$sources" --emit corpus --emit search --output "$out"
  measure site "$clean" "$hig" build "$sources" --emit corpus --emit site --output "$out"
  measure nocache "$clean" "$hig" build "$sources" --no-cache --output "$out"
  # Last of the clean builds: its cache and output are what the incremental rebuilds below start from.
  measure full "$clean" "$hig" build "$sources" --output "$out"
  # One file edited between builds (a Korean line added to the first file), the previous output and its build
  # cache in place; then a rebuild with nothing changed.
  all=("$sources"/*)
  measure rebuild "printf '\n> 한 줄을 고쳤습니다.\n' >> ${all[0]}" "$hig" build "$sources" --output "$out"
  measure unchanged "" "$hig" build "$sources" --output "$out"
  # The same edit rebuilt with corpus.json as the only output (its own output and cache, made by one untimed build):
  # what the compiler passes that still go over every page cost a rebuild, with no site or search index to write.
  passes_out=$work/out-$corpus-passes
  rm -rf "$passes_out" "$work/.out-$corpus-passes.hig-cache"
  "$hig" build "$sources" --emit corpus --quiet --output "$passes_out" >/dev/null 2>&1
  measure passes "printf '\n> 한 줄을 고쳤습니다.\n' >> ${all[0]}" "$hig" build "$sources" --emit corpus --output "$passes_out"

  hugo_pages=$(find "$work/hugo-public" -name '*.html' | wc -l)
  echo "$corpus: $files files, $megabytes MB, $(pages "$out") pages; medians of $runs runs"
  row "hugo (plain site, $hugo_pages pages)" "$hugo_s" "$hugo_cpu" "$hugo_mb"
  row "hig build (corpus, rules, search, site)" "$full_s" "$full_cpu" "$full_mb" "$(ratio full hugo)"
  row "cmark-gfm (one stream)" "$cmark_s" "$cmark_cpu" "$cmark_mb"
  row "hig build --emit corpus (compile only)" "$compile_s" "$compile_cpu" "$compile_mb" "$(ratio compile cmark)"
  echo "  each emitter, added to compile only:"
  for emitter in rules search site; do
    s=${emitter}_s; cpu=${emitter}_cpu; mb=${emitter}_mb
    row "  + $emitter" "$(python3 -c "print(f'{${!s} - $compile_s:+.2f}')")" \
        "$(python3 -c "print(f'{${!cpu} - $compile_cpu:+.2f}')")" "${!mb}"
  done
  row "clean build (no build cache; writes one)" "$full_s" "$full_cpu" "$full_mb"
  row "clean build --no-cache (writes none)" "$nocache_s" "$nocache_cpu" "$nocache_mb" "$(ratio nocache hugo)"
  row "one file edited, rebuilt incrementally" "$rebuild_s" "$rebuild_cpu" "$rebuild_mb" \
      "$(python3 -c "print(f'{100 * $rebuild_s / $full_s:.0f}% ({100 * $rebuild_cpu / $full_cpu:.0f}% CPU) of clean')")"
  row "nothing changed, rebuilt incrementally" "$unchanged_s" "$unchanged_cpu" "$unchanged_mb" \
      "$(python3 -c "print(f'{100 * $unchanged_s / $full_s:.0f}% ({100 * $unchanged_cpu / $full_cpu:.0f}% CPU) of clean')")"
  row "one file edited, rebuilt, corpus.json only" "$passes_s" "$passes_cpu" "$passes_mb" \
      "$(python3 -c "print(f'{100 * $passes_s / $full_s:.0f}% of the full clean build: the compiler passes alone')")"
  echo "  where a clean build's time goes (one more run: hig build --no-cache --report timings):"
  rm -rf "$out" "$work/.out-$corpus.hig-cache"
  "$hig" build "$sources" --no-cache --quiet --output "$out" --report timings 2>/dev/null | sed 's/^/    /'
  # The floor under any rebuild that changes a page: search.sqlite is written whole (SQLite's bytes depend on the
  # order rows went in, so a patched file would not equal a clean build's), by one writer on one core.
  sqlite_s=$("$hig_bench" index "$sources" --rounds "$runs" --part sqlite | python3 -c "
import statistics, sys
print(f'{statistics.median(float(l.split()[3]) for l in sys.stdin if l.startswith(\"search.sqlite\")):.2f}')")
  printf "  %-44s %7s s%s\n" "search.sqlite alone (hig-bench index)" "$sqlite_s" \
      "   $(python3 -c "print(f'{100 * $sqlite_s / $full_s:.0f}% of clean: the floor under a one-file rebuild')")"
done
