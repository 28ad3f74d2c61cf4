#!/usr/bin/env python3
"""Counts SF Symbol names used in Swift sources of git repositories (how Symbols/usage.tsv was made).

usage: count-usage.py GIT_DIR... > usage.tsv

For each repository (a git directory; its HEAD is read, no work tree needed) every `.swift` file
is scanned for string literals passed as `systemName:`, `systemImage:` or `systemSymbol:` (the
arguments of Image, Label, UIImage, NSImage …). A file that imports WidgetKit or ActivityKit
counts as widget / Live Activity code. Output: one row per name with the number of repositories
using it, the number whose widget code uses it, and the number of uses, sorted by
2 × widget repositories + repositories (then uses), the ranking Symbols/README.md describes.
"""
import collections, re, subprocess, sys

PATTERN = re.compile(r'(?:systemName|systemImage|systemSymbol)\s*:\s*"([A-Za-z0-9.]+)"')

def swift_files(git):
    names = subprocess.check_output(["git", "-C", git, "ls-tree", "-r", "--name-only", "HEAD"], text=True).split("\n")
    names = [n for n in names if n.endswith(".swift")]
    out = subprocess.run(["git", "-C", git, "cat-file", "--batch"], input="".join(f"HEAD:{n}\n" for n in names).encode(),
                         capture_output=True, check=True).stdout
    i = 0
    for n in names:
        nl = out.index(b"\n", i)
        header = out[i:nl].split()
        if len(header) < 3 or header[1] == b"missing":
            i = nl + 1
            continue
        size = int(header[2])
        yield n, out[nl + 1:nl + 1 + size].decode("utf8", "replace")
        i = nl + 1 + size + 1

def main(gits):
    repos, wrepos, uses = collections.defaultdict(set), collections.defaultdict(set), collections.Counter()
    print("# name\trepositories\twidget_repositories\tuses")
    for git in gits:
        head = subprocess.check_output(["git", "-C", git, "rev-parse", "HEAD"], text=True).strip()
        print(f"# source\t{git}\t{head}")
        for _, text in swift_files(git):
            widget = "WidgetKit" in text or "ActivityKit" in text
            for name in PATTERN.findall(text):
                uses[name] += 1
                repos[name].add(git)
                if widget:
                    wrepos[name].add(git)
    for name in sorted(uses, key=lambda n: (-(2 * len(wrepos[n]) + len(repos[n])), -uses[n], n)):
        print(f"{name}\t{len(repos[name])}\t{len(wrepos[name])}\t{uses[name]}")

if __name__ == "__main__":
    main(sys.argv[1:])
