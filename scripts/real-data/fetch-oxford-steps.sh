#!/usr/bin/env bash
# Developer tool (optional; never run by tests or CI, which use the committed traces): the Oxford
# step-counter validation recordings at the pinned commit, converted into Afterglow traces in
# OUTDIR (default Examples/real/oxford-steps) by scripts/real-data/oxford_steps.py.
#   scripts/real-data/fetch-oxford-steps.sh [OUTDIR]                 # network: github.com
#   OXFORD_SRC=DIR scripts/real-data/fetch-oxford-steps.sh [OUTDIR]  # DIR/validation/*.csv already there
# Licence: CC BY 4.0 (Examples/real/oxford-steps/NOTICE).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${1:-$here/../../Examples/real/oxford-steps}"
commit=922cc0d8511a7189f7a667d173c21e9472729603
src="${OXFORD_SRC:-}"
if [ -z "$src" ]; then
    src="$(mktemp -d)"; trap 'rm -rf "$src"' EXIT
    git clone --quiet --filter=blob:none --no-checkout https://github.com/Oxford-step-counter/DataSet "$src"
    git -C "$src" checkout --quiet "$commit" -- validation
fi
python3 "$here/oxford_steps.py" "$src/validation" "$out"
