#!/usr/bin/env python3
"""Copy a held-out set's Swift sources back from local git snapshots, as its MANIFEST.md lists them.

The held-out sets (Examples/swiftui-heldout*/) commit only labels, licences and a manifest: the
third-party sources stay out of the repository. This reads the manifest's table (entry, repository,
commit) and its "Files" list (entry: `path`, `path`, …) and writes each file, at the commit named,
to <set>/<entry>/<file name> with `git show`. The snapshots are bare git directories, one per
repository, found under MIRROR (default /work/.mirror/<owner>+<name>/repo, as the session's fetch
lays them out) or given with --git owner/name=DIR. Exits 1 naming every file it could not copy.

    scripts/heldout-sources.py Examples/swiftui-heldout2 [--mirror DIR] [--dry-run]
"""
import argparse
import os
import re
import subprocess
import sys

ROW = re.compile(r"^\|\s*`([^`]+)`\s*\|\s*\[([^\]]+)\]\([^)]*\)\s*\|\s*`([0-9a-f]{7,40})`")
FILES = re.compile(r"^-\s*`([^`]+)`:\s*(.+)$")


def parse_manifest(text):
    """Returns {entry: (repo, commit, [paths])}; raises ValueError naming the line at fault."""
    rows, files = {}, {}
    for number, line in enumerate(text.splitlines(), 1):
        row = ROW.match(line)
        if row:
            rows[row.group(1)] = (row.group(2), row.group(3))
            continue
        listed = FILES.match(line)
        if listed and listed.group(1) in rows:
            paths = re.findall(r"`([^`]+)`", listed.group(2))
            if not paths:
                raise ValueError(f"line {number}: no `path` listed for {listed.group(1)}")
            files[listed.group(1)] = paths
    missing = sorted(set(rows) - set(files))
    if missing:
        raise ValueError("no file list for " + ", ".join(missing))
    return {entry: (rows[entry][0], rows[entry][1], files[entry]) for entry in rows}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("set", help="a held-out directory holding MANIFEST.md")
    parser.add_argument("--mirror", default=os.environ.get("MIRROR", "/work/.mirror"))
    parser.add_argument("--git", action="append", default=[], help="owner/name=GITDIR")
    parser.add_argument("--dry-run", action="store_true")
    args = parser.parse_args()
    manifest = os.path.join(args.set, "MANIFEST.md")
    try:
        with open(manifest, encoding="utf-8") as handle:
            entries = parse_manifest(handle.read())
    except (OSError, ValueError) as error:
        print(f"{manifest}: {error}", file=sys.stderr)
        return 1
    overrides = dict(item.split("=", 1) for item in args.git)
    failures = []
    for entry, (repo, commit, paths) in sorted(entries.items()):
        gitdir = overrides.get(repo) or os.path.join(args.mirror, repo.replace("/", "+"), "repo")
        for path in paths:
            target = os.path.join(args.set, entry, os.path.basename(path))
            if args.dry_run:
                print(f"{repo}@{commit}:{path} -> {target}")
                continue
            shown = subprocess.run(["git", "--git-dir", gitdir, "show", f"{commit}:{path}"],
                                   capture_output=True)
            if shown.returncode != 0:
                failures.append(f"{entry}: {repo}@{commit}:{path}: "
                                + shown.stderr.decode(errors="replace").strip())
                continue
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as handle:
                handle.write(shown.stdout)
    for failure in failures:
        print(failure, file=sys.stderr)
    print(f"{len(entries)} entries; {len(failures)} file(s) not copied", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
