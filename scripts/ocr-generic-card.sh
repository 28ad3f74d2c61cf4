#!/usr/bin/env bash
# Reads the generic Live Activity card back with OCR (issue 31): renders a real payload whose
# attributes type has no template (expo-live-activity's README start, MIT) in the presentations
# that show its rows, runs tesseract on each PNG and counts how many of the strings it should
# show — the type's name, GENERIC, each key and value drawn — were read back.
# Usage: scripts/ocr-generic-card.sh [afterglow binary]   (needs tesseract-ocr)
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-.build/debug/afterglow}
PAYLOAD=Examples/payloads/real/expo-live-activity-start.uncommented.apns
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
command -v tesseract >/dev/null || { echo "tesseract is not installed (apt-get install tesseract-ocr)"; exit 2; }
# What each presentation draws: the Lock Screen and StandBy 4 rows + "+2 more keys", the expanded island 1 row + "+5 more keys".
rows4='title|Live activity title!|subtitle|Live activity subtitle.|timerEndDateInMilliseconds|1754410997000|progress|0.5|+2 more keys'
rows1='title|Live activity title!|+5 more keys'
total=0; found=0
for spec in "lockScreen|light|$rows4" "lockScreen|dark|$rows4" "standByExpanded|light|$rows4" "expanded|light|$rows1"; do
  IFS='|' read -r presentation appearance rest <<<"$spec"
  png="$OUT/$presentation-$appearance.png"
  "$BIN" screenshot --device iphone-16-pro --payload "$PAYLOAD" --presentation "$presentation" --appearance "$appearance" --crop -o "$png" >/dev/null 2>&1
  text=$(tesseract "$png" - 2>/dev/null | tr -s ' \n' ' ')
  IFS='|' read -r -a expected <<<"LiveActivityAttributes|GENERIC|$rest"
  n=0
  for s in "${expected[@]}"; do
    total=$((total + 1))
    if grep -qF -- "$s" <<<"$text"; then found=$((found + 1)); n=$((n + 1)); else echo "  $presentation ($appearance): not read: $s"; fi
  done
  echo "$presentation ($appearance): $n of ${#expected[@]} strings read back"
done
echo "total: $found of $total strings read back by tesseract $(tesseract --version 2>&1 | head -1 | awk '{print $2}')"
