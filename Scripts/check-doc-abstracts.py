#!/usr/bin/env python3
"""Fails when a public symbol of the named modules has no documentation.

Usage: check-doc-abstracts.py SYMBOL-GRAPH-FOLDER MODULE...

Reads the symbol graphs `swift package dump-symbol-graph` writes. A symbol
counts when it is public or open, written in the module's sources (members
the compiler synthesizes, such as `hash(into:)`, have no source location),
and not named with a leading underscore. Its documentation comment's first
sentence is the abstract DocC shows.
"""
import glob
import json
import os
import sys


def missing_abstracts(folder, module):
    missing = []
    files = glob.glob(os.path.join(folder, module + ".symbols.json"))
    files += glob.glob(os.path.join(folder, module + "@*.symbols.json"))
    for path in sorted(files):
        with open(path, encoding="utf-8") as handle:
            graph = json.load(handle)
        for symbol in graph["symbols"]:
            components = symbol["pathComponents"]
            if any(part.startswith("_") for part in components):
                continue
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            location = symbol.get("location")
            if not location:
                continue
            lines = (symbol.get("docComment") or {}).get("lines", [])
            if not any(line["text"].strip() for line in lines):
                file = location["uri"].removeprefix("file://")
                line = location["position"]["line"] + 1
                missing.append(f"{file}:{line}: error: public '{'.'.join(components)}' has no documentation comment; "
                               "add a one-sentence summary")
    return missing


def main():
    if len(sys.argv) < 3:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 64
    folder, modules = sys.argv[1], sys.argv[2:]
    problems = []
    for module in modules:
        problems += missing_abstracts(folder, module)
    for problem in sorted(set(problems)):
        print(problem, file=sys.stderr)
    if problems:
        print(f"{len(set(problems))} public symbols have no documentation", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
