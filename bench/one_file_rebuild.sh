#!/usr/bin/env bash
# One-file rebuilds of the bench corpus, with where each went: for each BINARY given, a clean build (cache written)
# and then RUNS times one line appended to one file and an incremental build, each under /usr/bin/time.
#
#   bench/one_file_rebuild.sh [--runs N] [--corpus DIR] BINARY…
#
# DIR defaults to a fresh bench corpus (`make-bench-corpus distinct 20 ../shared/corpus/hig-ko seeds`, 3,380 files);
# it is copied for each binary, never edited in place. Prints, per build: wall and CPU (user + system) seconds, peak
# memory, and the steps of `--report timings` over 0.1 s wall; then each binary's median rebuild as a share of its
# clean build. Binaries are run one after another, so give the load average with the figures (printed at each).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=3
corpus=""
binaries=()
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=$2; shift 2 ;;
    --corpus) corpus=$2; shift 2 ;;
    *) binaries+=("$(realpath "$1")"); shift ;;
  esac
done
[ ${#binaries[@]} -gt 0 ] || { echo "usage: bench/one_file_rebuild.sh [--runs N] [--corpus DIR] BINARY…" >&2; exit 2; }
work=$(mktemp -d /tmp/hig-rebuild.XXXXXX)
trap 'rm -rf "$work"' EXIT
if [ -z "$corpus" ]; then
  corpus=$work/distinct
  python3 ../shared/tools/make-bench-corpus "$corpus" 20 ../shared/corpus/hig-ko seeds >/dev/null
fi
edited=$(ls "$corpus" | sort | sed -n 381p)

measure() {  # LABEL BINARY ARGS… → one line of figures, then the slow steps
  local label=$1; shift
  /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$@" --report timings --quiet >"$work/report" 2>&1
  read -r wall user system rss <"$work/time"
  printf '%-12s wall %6.2f s  CPU %6.2f s  peak %4d MiB  load %s\n' "$label" "$wall" "$(awk "BEGIN { print $user + $system }")" \
    $((rss / 1024)) "$(cut -d' ' -f1 /proc/loadavg)"
  awk 'NF >= 3 && $(NF-1) ~ /^[0-9]+\.[0-9]+$/ && $(NF-1) + 0 >= 0.1 { print "             " $0 }' "$work/report"
  echo "$wall $(awk "BEGIN { print $user + $system }")" >>"$work/$label.figures"
}

for binary in "${binaries[@]}"; do
  echo "== $binary (edited file: $edited)"
  rm -rf "$work/src" "$work/out" "$work/.out.hig-cache" "$work"/*.figures
  cp -r "$corpus" "$work/src"
  measure clean "$binary" build "$work/src" -o "$work/out"
  for run in $(seq "$runs"); do
    echo "A sentence added for rebuild $run." >>"$work/src/$edited"
    measure "rebuild-$run" "$binary" build "$work/src" -o "$work/out"
  done
  read -r clean_wall clean_cpu <"$work/clean.figures"
  middle=$(( (runs + 1) / 2 ))
  median_wall=$(cat "$work"/rebuild-*.figures | cut -d' ' -f1 | sort -n | sed -n "${middle}p")
  median_cpu=$(cat "$work"/rebuild-*.figures | cut -d' ' -f2 | sort -n | sed -n "${middle}p")
  awk -v w="$median_wall" -v cw="$clean_wall" -v c="$median_cpu" -v cc="$clean_cpu" \
    'BEGIN { printf "median rebuild / clean: %.2f by wall, %.2f by CPU\n", w / cw, c / cc }'
done
