#!/usr/bin/env python3
"""Runs a command with its output passed through, then adds its peak resident memory to standard error.

Usage: max_rss.py COMMAND [ARGUMENT...]. The last line of standard error is `max-rss-kib: N`; the exit status is
the command's.
"""
import resource
import subprocess
import sys

completed = subprocess.run(sys.argv[1:])
print(f"max-rss-kib: {resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss}", file=sys.stderr)
sys.exit(completed.returncode)
