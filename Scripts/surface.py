#!/usr/bin/env python3
"""The size of DemoKit's surface, as STYLE.md asks a change to count it.

Prints the public protocols of the library products, the public functions
per module, the assert/verify/with functions users call, the lines of
Sources, the longest functions and the types with the most stored
properties. Usage: Scripts/surface.py [--limit-function 80] [--limit-stored 20]
(exits 1 when a limit is passed, naming the places).

The reading is lexical (comments, strings and braces), not the compiler's:
a stored property is a `var`/`let` written directly in a type's braces with
no accessor block; a function's length is from its `func`/`init` line to its
closing brace.
"""
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
SOURCES = os.path.join(ROOT, "Sources")


def swift_files():
    for folder, _, names in os.walk(SOURCES):
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(folder, name)


def strip(text):
    """The text with comments and string contents blanked, lines kept."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c == '"':
            quote = '"""' if text.startswith('"""', i) else '"'
            j = i + len(quote)
            while j < n and not text.startswith(quote, j):
                j += 2 if text[j] == "\\" else 1
            j = min(n, j + len(quote))
            out.append('"' + re.sub(r"[^\n]", " ", text[i + 1:j - 1]) + '"')
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


TYPE = re.compile(r"\b(struct|class|actor|enum|extension|protocol)\s+([A-Za-z_][\w.]*)")
FUNC = re.compile(r"\b(func\s+[^\s(<]+|init[?!]?\s*[(<]|subscript\s*[(<]|(?:static\s+)?(?:var|let)\s+\w+[^=\n{]*\{)")
STORED = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|open)(?:\(set\))?\s+)*(?:nonisolated(?:\(unsafe\))?\s+)?(?:weak\s+|unowned\s+|lazy\s+)*(var|let)\s+(\w+)")


def analyse(path):
    raw = open(path, encoding="utf-8").read()
    text = strip(raw)
    lines = text.split("\n")
    functions, types = [], []
    # a stack of open braces: (kind, name, start line, stored count)
    stack = []
    pending_type = None
    pending_func = None
    for number, line in enumerate(lines, 1):
        match = TYPE.search(line)
        if match and match.group(1) != "protocol":
            pending_type = (match.group(1), match.group(2), number)
        fmatch = FUNC.search(line)
        if fmatch and not pending_type:
            pending_func = (fmatch.group(1).strip(), number)
        stored = STORED.match(line)
        if stored and stack and stack[-1][0] in ("struct", "class", "actor", "enum"):
            rest = line[stored.end():]
            is_static = re.search(r"\bstatic\b|\bclass\s+var\b", line[:stored.start(1)])
            if not is_static and "{" not in rest:
                stack[-1][3].append(stored.group(2))
        for c in line:
            if c == "{":
                if pending_type:
                    stack.append([pending_type[0], pending_type[1], pending_type[2], []])
                    pending_type = None
                    pending_func = None
                elif pending_func:
                    stack.append(["func", pending_func[0], pending_func[1], []])
                    pending_func = None
                else:
                    stack.append(["block", "", number, []])
            elif c == "}":
                if not stack:
                    continue
                kind, name, start, stored_names = stack.pop()
                if kind == "func":
                    functions.append((number - start + 1, path, start, name))
                elif kind in ("struct", "class", "actor", "enum"):
                    types.append((len(stored_names), path, start, name))
    return raw, functions, types


def main():
    limit_function = None
    limit_stored = None
    args = sys.argv[1:]
    if "--limit-function" in args:
        limit_function = int(args[args.index("--limit-function") + 1])
    if "--limit-stored" in args:
        limit_stored = int(args[args.index("--limit-stored") + 1])
    total_lines = 0
    protocols, functions, types = [], [], []
    public_functions = {}
    entry_points = []
    for path in swift_files():
        raw, fns, tys = analyse(path)
        total_lines += raw.count("\n")
        functions += fns
        types += tys
        module = os.path.relpath(path, SOURCES).split(os.sep)[0]
        for line in strip(raw).split("\n"):
            protocol = re.search(r"\bpublic\s+protocol\s+(\w+)", line)
            if protocol:
                protocols.append(f"{module}.{protocol.group(1)}")
            function = re.search(r"\bpublic\s+(?:static\s+)?func\s+(\w+)", line)
            if function:
                public_functions[module] = public_functions.get(module, 0) + 1
                name = function.group(1)
                if re.match(r"(assert|verify|with)Demo", name):
                    entry_points.append(f"{module}.{name}")
    print(f"Sources: {total_lines} lines")
    print(f"public protocols: {len(protocols)}: {', '.join(sorted(protocols))}")
    print(f"assert/verify/with functions: {len(entry_points)}: {', '.join(sorted(entry_points))}")
    print("public functions per module: " + ", ".join(f"{m} {c}" for m, c in sorted(public_functions.items())))
    rel = lambda p: os.path.relpath(p, ROOT)
    functions.sort(reverse=True)
    types.sort(reverse=True)
    print("longest functions: " + "; ".join(f"{n} lines {rel(p)}:{l} {name}" for n, p, l, name in functions[:5]))
    print("most stored properties: " + "; ".join(f"{n} {rel(p)}:{l} {name}" for n, p, l, name in types[:5]))
    failed = False
    if limit_function is not None:
        for n, p, l, name in functions:
            if n > limit_function:
                print(f"{rel(p)}:{l}: {name} is {n} lines (limit {limit_function})")
                failed = True
    if limit_stored is not None:
        for n, p, l, name in types:
            if n > limit_stored:
                print(f"{rel(p)}:{l}: {name} has {n} stored properties (limit {limit_stored})")
                failed = True
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
