#!/usr/bin/env bash
# Developer tool (optional; never run by tests or CI, which use the committed traces): Blake
# Edwards' Apple Watch SensorLog recordings at the pinned commit (they were deleted from the
# repository after it), converted into Afterglow traces in OUTDIR (default
# Examples/real/sensorlog-watch) by scripts/real-data/sensorlog_watch.py, which keeps only the
# accelerometer columns (the recordings also hold the phone's GPS position: dropped).
#   scripts/real-data/fetch-sensorlog-watch.sh [OUTDIR]                  # network: github.com
#   SENSORLOG_SRC=DIR scripts/real-data/fetch-sensorlog-watch.sh [OUTDIR] # DIR/debug_raw_data/... already there
# Licence: MIT (c) 2020 Blake Edwards (Examples/real/sensorlog-watch/LICENSE-wearable-data-analysis.txt).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${1:-$here/../../Examples/real/sensorlog-watch}"
commit=e0fb9795fa8b80026a3837c044dd5caaa4ee49ee
src="${SENSORLOG_SRC:-}"
if [ -z "$src" ]; then
    src="$(mktemp -d)"; trap 'rm -rf "$src"' EXIT
    git clone --quiet --filter=blob:none --no-checkout https://github.com/blakete/Wearable-Data-Analysis "$src"
    git -C "$src" checkout --quiet "$commit" -- debug_raw_data/left-hand
fi
python3 "$here/sensorlog_watch.py" "$src" "$out"
