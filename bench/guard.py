#!/usr/bin/env python3
"""Times raw cmark-gfm against `hig build` on inputs that make cmark-gfm super-linear (docs/robustness.md).

    bench/guard.py [--hig .build/debug/hig] [--cap 60] [--big] [--worst]

For each generator of the cmark-gfm measurement study (a title line is put first so hig sees a page),
prints the CPU seconds (user + sys) of `cmark-gfm -e table -e strikethrough -e autolink -e tagfilter -t html`
(killed after --cap seconds) and of `hig build FILE --output TMP`, the ratio, and the guard id hig reports.
--big adds sizes where cmark-gfm takes 7-45 s. --worst also times the worst inputs that pass: every measure
near its limit in one page, padded to the size limit with each of the heaviest linear fillers (they must be
parsed, not rejected). Needs cmark-gfm (apt-get install cmark-gfm) and a built hig.
"""
import argparse, os, re, resource, subprocess, sys, tempfile

def tbl(c, r, row=None):
    return "|a" * c + "|\n" + "|-" * c + "|\n" + (row if row is not None else "|x" * c + "|\n") * r

CASES = [
    ("tbl(16000,1)", lambda: tbl(16000, 1)),
    ("tbl(1000,1000,'x')", lambda: tbl(1000, 1000, "x\n")),
    ("tbl(64,64000,'x')", lambda: tbl(64, 64000, "x\n")),
    ("'a'*40000 + |-|-|", lambda: "a\n" * 40000 + "|-|-|\n"),
    ("'a / |-|-|'*4000", lambda: "a\n|-|-|\n" * 4000),
    ("' -'*8000 + blank*8000", lambda: " -" * 8000 + "x" + "\n" * 8000),
    ("'- '*4000 + lazy*4000", lambda: "- " * 4000 + "x\n" + "y\n" * 4000),
    ("marker staircase 1000", lambda: "".join("- " * i + "a\n" for i in range(1, 1001))),
    ("'- '*32 + blank*65536", lambda: "- " * 32 + "x\n" + "\n" * 65536),
    ("'![[]()'*16000", lambda: "![[]()" * 16000),
    ("'**b** [l](u) '*8000", lambda: "**b** [l](u) " * 8000),
    ("issue389 16000", lambda: "*a " * 16000 + "_a*_ " * 16000),
    ("'www._'*8000", lambda: "www._" * 8000),
    ("'a'+'<?'*16000", lambda: "a" + "<?" * 16000),
    ("'a'+'<![CDATA['*8000", lambda: "a" + "<![CDATA[" * 8000),
    ("'x@x.y '*64000", lambda: "x@x.y " * 64000),
]
BIG = [
    ("' -'*16000 + blank*16000", lambda: " -" * 16000 + "x" + "\n" * 16000),
    ("'![[]()'*32000", lambda: "![[]()" * 32000),
    ("'www._'*16000", lambda: "www._" * 16000),
    ("'![[]()'*64000", lambda: "![[]()" * 64000),
]

SIZE_LIMIT = 2_097_152  # ParserGuard.Limits.bytes

def near_limits():
    """Most measures close to their limits at once (each part a paragraph or block of its own)."""
    parts = [
        "> " + "|a" * 63 + "|\n> " + "|-" * 63 + "|\n" + "> x\n" * 200,   # table-cells 12,928 of 16,384
        "a\n" * 600 + "|-|-|",                                            # delim-cost 720,600 of 1,000,000
        "**b** [l](u) " * 700,                                             # inline-sq under 10,000,000
        "www._" * 400,                                                     # autolink-scan 800,000 of 1,000,000
        "x@x.y " * 2000,                                                   # at-count 2,000 of 2,048
        "a" + "<?" * 600,                                                  # html-scan 721,200 of 1,000,000
    ]
    return "\n\n".join(parts) + "\n\n"

FILLERS = [("- x lines", "- x\n"), ("[x] paragraphs", "[x]\n\n"), ("*x* paragraphs", "*x*\n\n"), ("x paragraphs", "x\n\n"),
           ("`x` paragraphs", "`x`\n\n"), ("prose paragraphs", "A paragraph of ordinary guideline prose, long enough to read like a real page.\n\n")]

LIMITS = dict(bytes=SIZE_LIMIT, max_pipes=64, table_cells=16_384, delim_cost=1_000_000, max_depth=32, nest_cost=500_000,
              inline_sq=10_000_000, html_scan=1_000_000, autolink_scan=1_000_000, at_count=2_048)

def passes(text):
    """Whether the reference guard (Tests/Support/guard_reference.py) lets `text` through."""
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "Tests", "Support"))
    from guard_reference import measure
    values = measure(text)
    return all(values[name] <= limit for name, limit in LIMITS.items())

def worst(filler):
    """As much of `filler` as passes the guard (fillers first, so nesting later does not multiply their lines),
    then near_limits(), then a line of depth 32: found by bisection on the filler count."""
    head, tail = "# **[guard] worst**\n\n", near_limits() + "- " * 32 + "x\n"
    def text(count):
        return head + filler * count + "\n" + tail
    low, high = 0, (SIZE_LIMIT - len((head + tail).encode())) // len(filler.encode())
    while low < high:
        middle = (low + high + 1) // 2
        if passes(text(middle)): low = middle
        else: high = middle - 1
    return text(low)

def cpu(command, cap):
    """CPU seconds of `command`, or None when it ran past `cap` seconds."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(["timeout", str(cap)] + command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    seconds = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    return (None if done.returncode == 124 else seconds), done.stderr

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--hig", default=".build/debug/hig")
    parser.add_argument("--cap", type=int, default=60)
    parser.add_argument("--big", action="store_true")
    parser.add_argument("--worst", action="store_true")
    options = parser.parse_args()
    if not os.path.exists(options.hig):
        sys.exit(f"bench: {options.hig} not found (swift build first)")
    work = tempfile.mkdtemp(prefix="hig-guard-bench-")
    print(f"{'input':28s} {'bytes':>9s} {'cmark CPU s':>12s} {'hig CPU s':>10s} {'ratio':>8s}  guard")
    for name, make in CASES + (BIG if options.big else []):
        path = os.path.join(work, "page.md")
        with open(path, "w") as f:
            f.write("# **[guard] bench**\n\n" + make())
        cmark, _ = cpu(["cmark-gfm", "-e", "table", "-e", "strikethrough", "-e", "autolink", "-e", "tagfilter", "-t", "html", path], options.cap)
        hig, stderr = cpu([options.hig, "build", path, "--output", os.path.join(work, "out")], options.cap)
        found = re.search(r"\[(hig\.guard\.[a-z-]+)\]", stderr)
        cmark_text = f"{cmark:12.2f}" if cmark is not None else f"{'>' + str(options.cap):>12s}"
        ratio = f"{cmark / hig:7.0f}x" if cmark is not None and hig else "       -"
        hig_text = f"{hig:10.3f}" if hig is not None else f"{'>' + str(options.cap):>10s}"
        print(f"{name:28s} {os.path.getsize(path):9d} {cmark_text} {hig_text} {ratio}  {found.group(1) if found else 'NOT REJECTED'}", flush=True)
    if options.worst:
        print(f"\nworst inputs that pass (padded to {SIZE_LIMIT} bytes)")
        for name, filler in FILLERS:
            path = os.path.join(work, "worst.md")
            with open(path, "w") as f:
                f.write(worst(filler))
            cmark, _ = cpu(["cmark-gfm", "-e", "table", "-e", "strikethrough", "-e", "autolink", "-e", "tagfilter", "-t", "html", path], options.cap)
            hig, stderr = cpu([options.hig, "build", path, "--emit", "corpus", "--output", os.path.join(work, "out")], options.cap)
            found = re.search(r"\[(hig\.guard\.[a-z-]+)\]", stderr)
            print(f"{name:28s} {os.path.getsize(path):9d} {cmark:12.2f} {hig:10.3f}  {found.group(1) if found else 'passes'}", flush=True)

main()
