#!/usr/bin/env bash
# Developer tool (optional; never run by tests or CI, which use the committed copies):
# checks that Examples/real/pebbleos/*.c are byte for byte PebbleOS's step-counter fixtures at the
# pinned commit, or fetches them again from GitHub into OUTDIR.
#   scripts/real-data/fetch-pebbleos.sh --verify            # the committed copies (no network)
#   scripts/real-data/fetch-pebbleos.sh OUTDIR              # download from github.com (network)
# Source: github.com/teslabs/pebbleos (Apache-2.0), tests/fixtures/activity/step_samples/ at the
# commit below; each file's git blob id is in pebbleos-step-samples.blobs, so `git hash-object`
# proves a copy is the upstream file (Examples/real/MANIFEST.md).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
commit=4084e7ee6e474ba7162e921d0042cb46ce771789
blobs="$here/pebbleos-step-samples.blobs"
mode="${1:---verify}"
if [ "$mode" = "--verify" ]; then
    dir="$here/../../Examples/real/pebbleos"
else
    dir="$mode"; mkdir -p "$dir"
    while read -r _ name; do
        curl -fsSL "https://raw.githubusercontent.com/teslabs/pebbleos/$commit/tests/fixtures/activity/step_samples/$name" -o "$dir/$name"
    done < "$blobs"
fi
bad=0
while read -r want name; do
    if [ ! -f "$dir/$name" ]; then echo "missing: $dir/$name" >&2; bad=1; continue; fi
    got="$(git hash-object "$dir/$name")"
    [ "$got" = "$want" ] || { echo "$dir/$name: git blob $got, upstream $want" >&2; bad=1; }
done < "$blobs"
[ $bad = 0 ] && echo "$(wc -l < "$blobs") PebbleOS step-sample fixtures match teslabs/pebbleos@${commit:0:12}"
exit $bad
