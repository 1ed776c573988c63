#!/usr/bin/env python3
"""cmark-gfm parse time against file size on real guideline pages, 10 KB to 2 MB (docs/robustness.md, "Size").

    bench/size.py [--pages ../shared/corpus/hig-ko] [--hig .build/release/hig] [--runs 7] [--big]

Two kinds of input, both made only of real pages' text:
  prose     distinct real pages concatenated (in path order, cycling), cut at a page boundary;
  repeated  one real page (the largest) repeated whole, as older revisions in the community repository are.
For each size it prints the CPU seconds (user + sys, best of --runs) of
`cmark-gfm -e table -e strikethrough -e autolink -e tagfilter -t html` and, when --hig exists, of
`hig build FILE --emit corpus` (the whole process). Repeated inputs below the largest page's size repeat the
smallest page instead., then a least-squares line t = a + b * MB with its R^2.
"""
import argparse, os, resource, subprocess, sys, tempfile

SIZES_KB = [10, 25, 50, 100, 250, 500, 750, 1000, 1500, 2000]
BIG_KB = [4000, 8000, 16000]

def cpu(command, runs):
    """Best CPU seconds of `runs` runs of `command`."""
    best = None
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        seconds = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
        best = seconds if best is None else min(best, seconds)
    return best

def fit(points):
    """Least squares t = a + b x, and R^2."""
    n = len(points)
    mx = sum(x for x, _ in points) / n
    my = sum(y for _, y in points) / n
    sxx = sum((x - mx) ** 2 for x, _ in points)
    sxy = sum((x - mx) * (y - my) for x, y in points)
    b = sxy / sxx
    a = my - b * mx
    ss_res = sum((y - a - b * x) ** 2 for x, y in points)
    ss_tot = sum((y - my) ** 2 for _, y in points)
    return a, b, (1 - ss_res / ss_tot) if ss_tot else 1.0

def pages(folder):
    found = []
    for root, _, files in os.walk(folder):
        for name in files:
            if name.endswith(".md"):
                found.append(os.path.join(root, name))
    return sorted(found)

def build(texts, target):
    """Whole texts, cycling through them, skipping any that would pass `target` bytes, until within 5% of it."""
    out, size, i, misses = [], 0, 0, 0
    while size < target * 0.95 and misses < len(texts):
        text = texts[i % len(texts)]
        i += 1
        if size + len(text.encode()) + 2 > target:
            misses += 1
            continue
        misses = 0
        out.append(text)
        size += len(text.encode()) + 2
    return "\n\n".join(out) + "\n"

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--pages", default=os.path.join(os.path.dirname(__file__), "..", "..", "shared", "corpus", "hig-ko"))
    parser.add_argument("--hig", default=".build/release/hig")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--big", action="store_true", help="also 4, 8 and 16 MB")
    options = parser.parse_args()
    files = pages(options.pages)
    if not files:
        sys.exit(f"bench: no .md pages under {options.pages}")
    texts = [open(path, encoding="utf-8").read().strip() for path in files]
    largest = max(texts, key=len)
    smallest = min(texts, key=len)
    work = tempfile.mkdtemp(prefix="hig-size-bench-")
    cmark = ["cmark-gfm", "-e", "table", "-e", "strikethrough", "-e", "autolink", "-e", "tagfilter", "-t", "html"]
    have_hig = os.path.exists(options.hig)
    print(f"{len(files)} real pages from {options.pages}; largest {len(largest.encode())} bytes")
    print(f"{'input':9s} {'bytes':>9s} {'cmark CPU s':>12s} {'hig CPU s':>10s}")
    series = {"prose": ([], []), "repeated": ([], [])}
    for kind in ("prose", "repeated"):
        for kb in SIZES_KB + (BIG_KB if options.big else []):
            text = build(texts, kb * 1000) if kind == "prose" else build([largest if kb * 1000 >= len(largest.encode()) else smallest], kb * 1000)
            path = os.path.join(work, f"{kind}-{kb}.md")
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(text)
            size = os.path.getsize(path)
            c = cpu(cmark + [path], options.runs)
            h = cpu([options.hig, "build", path, "--emit", "corpus", "--output", os.path.join(work, "out")], options.runs) if have_hig else None
            series[kind][0].append((size / 1e6, c))
            if h is not None:
                series[kind][1].append((size / 1e6, h))
            print(f"{kind:9s} {size:9d} {c:12.4f} {h if h is not None else float('nan'):10.4f}")
    for kind, (cmark_points, hig_points) in series.items():
        a, b, r2 = fit(cmark_points)
        print(f"{kind}: cmark-gfm t = {a * 1000:.1f} ms + {b * 1000:.1f} ms/MB, R^2 {r2:.4f}")
        if hig_points:
            a, b, r2 = fit(hig_points)
            print(f"{kind}: hig build t = {a * 1000:.1f} ms + {b * 1000:.1f} ms/MB, R^2 {r2:.4f}")

if __name__ == "__main__":
    main()
