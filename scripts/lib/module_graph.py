#!/usr/bin/env python3
"""The module graph as the code has it, checked against Package.swift.

For every target under Sources/ it reads the `import` lines of its Swift files and compares the
project's own modules among them with the target's declared dependencies (`swift package
dump-package`). A target that imports a module it does not declare, or declares one it never
imports, is reported: Package.swift must say what each target uses (docs/ARCHITECTURE.md ›
Modules). The graph table in docs/ARCHITECTURE.md (between its module-graph markers) must be the
one the code has: --markdown prints it, --write-doc writes it there.

Exit 0 when the graph and Package.swift agree, 1 otherwise, 2 when the package cannot be read.
"""
import json, os, re, subprocess, sys

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

def package():
    try:
        out = subprocess.run(["swift", "package", "dump-package"], cwd=root, capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError) as e:
        print(f"module graph: cannot read Package.swift: {e}", file=sys.stderr)
        sys.exit(2)
    return json.loads(out)

def declared(target):
    deps = set()
    for d in target.get("dependencies", []):
        for kind in ("byName", "target"):
            if kind in d:
                deps.add(d[kind][0])
    return deps

def imports(path):
    found = set()
    for dirpath, _, files in os.walk(path):
        for f in files:
            if f.endswith(".swift"):
                in_literal = False  # Swift source held in a multi-line string (a test's fixture) is not an import
                for line in open(os.path.join(dirpath, f), encoding="utf-8"):
                    if line.count('"""') % 2 == 1:
                        in_literal = not in_literal
                        continue
                    if in_literal:
                        continue
                    m = re.match(r"\s*(?:@_exported\s+|@testable\s+)?import\s+(\w+)", line)
                    if m:
                        found.add(m.group(1))
    return found

def main():
    pkg = package()
    own = {t["name"] for t in pkg["targets"]}
    rows, problems = [], []
    for t in pkg["targets"]:
        if t["type"] == "system":
            continue
        base = "Tests" if t["type"] == "test" else "Sources"
        path = os.path.join(root, t.get("path") or os.path.join(base, t["name"]))
        used = imports(path) & own
        decl = declared(t) & own
        name = t["name"]
        for m in sorted(used - decl - {name}):
            problems.append(f"{name} imports {m} but Package.swift does not declare it")
        # A test target may depend on an executable only to have it built beside the tests.
        for m in sorted(decl - used):
            if t["type"] == "test" and m == "afterglow":
                continue
            # swift-testing's cross-import overlays (`_Testing_UIKit`) are linked, never imported.
            if t["type"] == "test" and m.startswith("_Testing_"):
                continue
            problems.append(f"{name} declares {m} but never imports it")
        if t["type"] == "test" and "afterglow" in used:
            problems.append(f"{name} imports the executable; tests import libraries")
        rows.append((t["type"], name, sorted(used - {name})))
    table = ["| target | imports (the project's own modules) |", "|---|---|"]
    for kind, name, used in rows:
        if kind != "test" and name != "AfterglowTestSupport":
            table.append(f"| `{name}` | {', '.join(used) or '—'} |")
    table = "\n".join(table)
    if "--markdown" in sys.argv:
        print(table)
    doc_path = os.path.join(root, "docs", "ARCHITECTURE.md")
    doc = open(doc_path, encoding="utf-8").read()
    begin, end = "<!-- module-graph:begin -->\n", "<!-- module-graph:end -->"
    if begin not in doc or end not in doc:
        problems.append("docs/ARCHITECTURE.md has no module-graph markers")
    else:
        i, j = doc.index(begin) + len(begin), doc.index(end)
        if "--write-doc" in sys.argv:
            open(doc_path, "w", encoding="utf-8").write(doc[:i] + table + "\n" + doc[j:])
        elif doc[i:j].strip() != table:
            problems.append("docs/ARCHITECTURE.md's module graph differs from the code's (scripts/lib/module_graph.py --write-doc)")
    for p in problems:
        print(f"module graph: {p}")
    print(f"module graph: {len(rows)} targets, {len(problems)} problem(s)")
    return 1 if problems else 0

sys.exit(main())
