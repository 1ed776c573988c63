#!/usr/bin/env python3
"""Times raw cmark-gfm against `hig build` on inputs that make cmark-gfm super-linear (docs/robustness.md).

    bench/guard.py [--hig .build/debug/hig] [--cap 60] [--big]

For each generator of the cmark-gfm measurement study (a title line is put first so hig sees a page),
prints the CPU seconds (user + sys) of `cmark-gfm -e table -e strikethrough -e autolink -e tagfilter -t html`
(killed after --cap seconds) and of `hig build FILE --output TMP`, the ratio, and the guard id hig reports.
--big adds sizes where cmark-gfm takes 7-45 s. Needs cmark-gfm (apt-get install cmark-gfm) and a built hig.
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

main()
