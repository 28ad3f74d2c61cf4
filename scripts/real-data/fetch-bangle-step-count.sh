#!/usr/bin/env bash
# Developer tool (never run by CI): issue 26's held-out Bangle.js wrist recordings — 36 files,
# 16.7 h at 12.5 Hz of desk work, housework, daily life, driving, a train and walks — from
# github.com/gfwilliams/step-count at the pinned commit, each upstream file checked against its git
# blob id and each converted trace against its sha256 (scripts/real-data/bangle-step-count.files),
# converted by scripts/real-data/bangle_step_count.py. The recordings are NOT committed (upstream
# states no licence; fetched material is not committed): they live in out/, which git ignores.
#   scripts/real-data/fetch-bangle-step-count.sh [OUTDIR] [SRC]   # default OUTDIR out/real/bangle-step-count
#   scripts/real-data/fetch-bangle-step-count.sh --verify [SRC]   # convert into a temporary directory and
#         check every blob id and every trace's sha256 (exit 1 on any difference)
# SRC holds the upstream repository already: a clone or mirror (git), or a folder with data/*.csv;
# without it the files are downloaded from raw.githubusercontent.com (network).
# Tests that need the traces (GesturesBangleHeldOutTests) skip, saying why, when OUTDIR is absent.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
mode="${1:-$here/../../out/real/bangle-step-count}"
given="${2:-}"
repo=gfwilliams/step-count
commit=d4b015c09483ff671f5b3998b2aefdfe67ac27e6
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
mkdir -p "$work/src/data"
bad=0
while IFS='|' read -r path blob trace sha; do
    case "$path" in '#'*|'') continue;; esac
    f="$work/src/$path"
    if [ -n "$given" ] && git -C "$given" rev-parse --git-dir >/dev/null 2>&1; then
        git -C "$given" show "$commit:$path" > "$f"
    elif [ -n "$given" ] && [ -f "$given/$path" ]; then
        cp "$given/$path" "$f"
    else
        curl -fsSL "https://raw.githubusercontent.com/$repo/$commit/$path" -o "$f"
    fi
    got="$(git hash-object "$f")"
    [ "$got" = "$blob" ] || { echo "$repo@${commit:0:12} $path: git blob $got, expected $blob" >&2; bad=1; }
done < "$here/bangle-step-count.files"
[ $bad = 0 ] || exit 1
out="$mode"; [ "$mode" = "--verify" ] && out="$work/out"
python3 "$here/bangle_step_count.py" "$work/src/data" "$out" >/dev/null
n=0
while IFS='|' read -r path blob trace sha; do
    case "$path" in '#'*|'') continue;; esac
    got="$(sha256sum "$out/$trace" | cut -d' ' -f1)"
    [ "$got" = "$sha" ] || { echo "$out/$trace: sha256 $got, expected $sha (the conversion changed)" >&2; bad=1; }
    n=$((n + 1))
done < "$here/bangle-step-count.files"
[ $bad = 0 ] && echo "$n Bangle.js traces converted from $repo@${commit:0:12}, blob ids and sha256 checked${mode:+ ($out)}"
exit $bad
