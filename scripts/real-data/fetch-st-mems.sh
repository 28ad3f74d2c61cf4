#!/usr/bin/env bash
# Developer tool (optional; never run by tests or CI, which use the committed traces): downloads
# STMicroelectronics' LSM6DSOX datalogs at the pinned commits, checks each file's git blob id, and
# converts them into Afterglow traces in OUTDIR (default: Examples/real/st-mems) with
# scripts/real-data/st_mems.py, which holds the list, the axis conversion and our labels.
#   scripts/real-data/fetch-st-mems.sh [OUTDIR]         # network: raw.githubusercontent.com
#   ST_MEMS_SRC=DIR scripts/real-data/fetch-st-mems.sh   # files already under DIR/<repo>/<path>
# Source licence: BSD-3-Clause (c) 2025 STMicroelectronics (Examples/real/st-mems/LICENSE-st.txt).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${1:-$here/../../Examples/real/st-mems}"
src="${ST_MEMS_SRC:-}"
if [ -z "$src" ]; then
    src="$(mktemp -d)"; trap 'rm -rf "$src"' EXIT
fi
bad=0
while IFS='|' read -r repo commit path blob; do
    f="$src/$repo/$path"
    if [ ! -f "$f" ]; then
        mkdir -p "$(dirname "$f")"
        curl -fsSL "https://raw.githubusercontent.com/STMicroelectronics/$repo/$commit/$path" -o "$f"
    fi
    got="$(git hash-object "$f")"
    [ "$got" = "$blob" ] || { echo "$f: git blob $got, upstream $blob" >&2; bad=1; }
done < <(python3 - "$here" <<'PY'
import sys; sys.path.insert(0, sys.argv[1]); import st_mems
for r in st_mems.RECORDINGS: print(f"{r[1][0]}|{r[1][1]}|{r[2]}|{r[3]}")
PY
)
[ $bad = 0 ] || exit 1
python3 "$here/st_mems.py" "$src" "$out"
