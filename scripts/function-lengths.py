#!/usr/bin/env python3
"""The longest functions of a Swift source tree, longest first: `scripts/function-lengths.py Sources [COUNT]`.

A rough brace counter (it does not parse strings or comments): from each line that declares a `func`, `init` or
`subscript` to the line where its braces close. Enough to hold the project's rule of functions under 80 lines;
not a Swift parser.
"""
import os
import re
import sys

DECLARATION = re.compile(r"\b(func|init|subscript)\b")


def body_length(lines, start):
    """Lines from `start` to the closing brace of the declaration there, or None when no body opens."""
    depth, opened = 0, False
    for end in range(start, len(lines)):
        for character in lines[end]:
            if character == "{":
                depth, opened = depth + 1, True
            elif character == "}":
                depth -= 1
        if opened and depth <= 0:
            return end - start + 1
        if not opened and end > start + 8:
            return None
    return None


def lengths(root):
    for folder, _, names in os.walk(root):
        for name in sorted(names):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(folder, name)
            lines = open(path, encoding="utf-8").read().split("\n")
            for number, line in enumerate(lines):
                if DECLARATION.search(line) and not line.strip().startswith("//"):
                    length = body_length(lines, number)
                    if length:
                        yield length, path, number + 1, line.strip()[:80]


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "Sources"
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    for length, path, line, text in sorted(lengths(root), reverse=True)[:count]:
        print(f"{length:4} {path}:{line} {text}")


if __name__ == "__main__":
    main()
