#!/usr/bin/env python3
"""Fails when a target imports a module its Package.swift entry does not declare (issue 31: a layer's
dependencies are what Package.swift says, not what happens to be built before it).

Usage: swift package dump-package > PACKAGE.json && scripts/check-target-dependencies.py PACKAGE.json
Prints each target with its undeclared imports and exits 1; prints nothing and exits 0 when all are declared.
"""
import json
import os
import re
import sys

# Modules of the toolchain and the platform, never declared.
SYSTEM = {"Foundation", "Dispatch", "Glibc", "Darwin", "XCTest", "FoundationEssentials", "Synchronization", "os",
          "Musl", "Testing", "ucrt", "WinSDK", "CoreFoundation", "FoundationNetworking", "FoundationXML"}
IMPORT = re.compile(r"\s*(?:@[\w()]+\s+)*(?:package |public |internal |private )?import\s+"
                    r"(?:struct |class |enum |func |protocol |typealias )?(\w+)")


def imports(folder):
    found = set()
    for root, _, files in os.walk(folder):
        for name in files:
            if name.endswith(".swift"):
                with open(os.path.join(root, name), encoding="utf-8") as source:
                    found.update(match.group(1) for match in map(IMPORT.match, source) if match)
    return found


def main():
    package = json.load(open(sys.argv[1], encoding="utf-8"))
    failed = False
    for target in package["targets"]:
        if target["type"] == "system":
            continue
        declared = {names[0] for dependency in target["dependencies"] for names in dependency.values()}
        folder = target.get("path") or ("Tests/" if target["type"] == "test" else "Sources/") + target["name"]
        missing = sorted(imports(folder) - declared - SYSTEM - {target["name"]})
        if missing:
            print(f"{target['name']} imports undeclared: {', '.join(missing)}")
            failed = True
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
