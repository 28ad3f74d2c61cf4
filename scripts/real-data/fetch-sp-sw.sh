#!/usr/bin/env bash
# Developer tool (optional; never run by tests or CI, which use the committed excerpt in
# Examples/real/sp-sw): the whole sp-sw-har dataset (23 people, 223 timed up-and-go runs, phone and
# watch) at the pinned commit, converted into Afterglow traces in OUTDIR (default out/real/sp-sw)
# by scripts/real-data/sp_sw_har.py.
#   scripts/real-data/fetch-sp-sw.sh [OUTDIR]              # network: github.com
#   SP_SW_SRC=DIR scripts/real-data/fetch-sp-sw.sh [OUTDIR] # a checkout (or copy) with DATA/ under DIR
# Licence: CC BY 4.0, (c) 2023 Matey-Sanz, Casteleyn, Granell (Examples/real/sp-sw/NOTICE).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${1:-$here/../../out/real/sp-sw}"
commit=1408d85a512a53861de7bc4729dee283fff2ea9d
src="${SP_SW_SRC:-}"
if [ -z "$src" ]; then
    src="$(mktemp -d)"; trap 'rm -rf "$src"' EXIT
    git clone --quiet https://github.com/GeoTecINIT/sp-sw-har-dataset "$src"
    git -C "$src" checkout --quiet "$commit"
fi
[ -f "$src/DATA/executions_info.csv" ] || { echo "$src: no DATA/executions_info.csv (not the sp-sw-har dataset?)" >&2; exit 1; }
python3 "$here/sp_sw_har.py" "$src/DATA" "$out"
