#!/usr/bin/env bash
# Search speed on the 3,380-page benchmark corpus (../shared/tools/make-bench-corpus, 20 copies of
# ../shared/corpus/hig-ko and seeds/), with the release binary:
#   1. the build of the index (wall time, size of search.sqlite);
#   2. query latency inside one process: `hig-bench search` (a bench-only executable) opens the index once
#      and times every query of Tests/HIGSearchTests/Fixtures/queries.json, 20 rounds, p50/p99; then again with
#      --cold-postings (no decoded postings kept from earlier searches);
#   3. the wall time of one whole `hig search` process beside `rg` searching the same source files,
#      in the same run (hyperfine when installed, else a timing loop), and their ratio.
# Usage: bench/search.sh [COPIES]   (default 20 → 3,380 pages)
set -euo pipefail
cd "$(dirname "$0")/.."

copies="${1:-20}"
shared=../shared
work=bench/work/search
queries=Tests/HIGSearchTests/Fixtures/queries.json
if [ ! -d "$shared/corpus/hig-ko" ]; then
  echo "bench/search.sh: needs $shared/corpus/hig-ko and $shared/tools/make-bench-corpus" >&2
  exit 1
fi
command -v rg >/dev/null || { echo "bench/search.sh: needs ripgrep (apt-get install -y ripgrep)" >&2; exit 1; }

swift build -c release --product hig >/dev/null
swift build -c release --product hig-bench >/dev/null
hig=.build/release/hig
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"

rm -rf "$work"
mkdir -p "$work"
python3 "$shared/tools/make-bench-corpus" "$work/sources" "$copies" "$shared/corpus/hig-ko" seeds
files=$(find "$work/sources" -type f | wc -l)
megabytes=$(du -sm "$work/sources" | cut -f1)

echo "== build: $files source files, $megabytes MB"
start=$(date +%s.%N)
"$hig" build "$work/sources" --output "$work/Output" 2>"$work/build.log" || { tail -3 "$work/build.log"; exit 1; }
end=$(date +%s.%N)
tail -1 "$work/build.log"
python3 -c "import os,sys; print('build wall %.2f s; search.sqlite %.1f MB; corpus.json %.1f MB' % (float(sys.argv[2]) - float(sys.argv[1]), os.path.getsize(sys.argv[3] + '/search.sqlite') / 1e6, os.path.getsize(sys.argv[3] + '/corpus.json') / 1e6))" "$start" "$end" "$work/Output"

echo
echo "== in-process query latency ($queries)"
.build/release/hig-bench search "$queries" --output "$work/Output" --rounds 20
echo "-- the same, every search reading and decoding its postings again (--cold-postings):"
.build/release/hig-bench search "$queries" --output "$work/Output" --rounds 20 --cold-postings

echo
echo "== one process: hig search vs rg over the same $files files"
# Words that occur all over the corpus, one Korean, one English; rg prints every matching line.
for word in 시트 sheet; do
  hig_command="$hig search --output $work/Output $word"
  rg_command="rg $word $work/sources"
  if command -v hyperfine >/dev/null; then
    hyperfine --shell=none --warmup 3 --runs 30 --style basic --export-json "$work/$word.json" \
      "$hig_command" "$rg_command" >/dev/null 2>"$work/hyperfine-$word.log"
    python3 - "$work/$word.json" "$word" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
hig, rg = results[0], results[1]
print(f"{sys.argv[2]}: hig search {hig['mean']*1000:.1f} ms ± {hig['stddev']*1000:.1f} (median {hig['median']*1000:.1f}); "
      f"rg {rg['mean']*1000:.1f} ms ± {rg['stddev']*1000:.1f} (median {rg['median']*1000:.1f}); "
      f"hig/rg {hig['mean']/rg['mean']:.2f}")
PY
  else
    python3 - "$word" "$hig_command" "$rg_command" <<'PY'
import statistics, subprocess, sys, time
def run(command):
    samples = []
    for i in range(33):
        start = time.perf_counter()
        subprocess.run(command.split(), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if i >= 3:
            samples.append(time.perf_counter() - start)
    return statistics.mean(samples), statistics.median(samples)
hig, rg = run(sys.argv[2]), run(sys.argv[3])
print(f"{sys.argv[1]}: hig search {hig[0]*1000:.1f} ms (median {hig[1]*1000:.1f}); rg {rg[0]*1000:.1f} ms (median {rg[1]*1000:.1f}); hig/rg {hig[0]/rg[0]:.2f}")
PY
  fi
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
