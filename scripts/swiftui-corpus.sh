#!/usr/bin/env bash
# Import coverage of SwiftUI Live Activities: for every corpus entry (a directory of Swift
# sources), `afterglow import --json`, then a screenshot of the Lock Screen, expanded, compact
# and minimal presentations on iPhone 16 Pro and the Smart Stack on Apple Watch 45 mm. An entry
# passes when it imports at least one activity and all five render with exit 0.
#   scripts/swiftui-corpus.sh [--bin PATH] [--out DIR] ENTRY_DIR...   (default: Examples/swiftui/*/)
set -uo pipefail
BIN=.build/release/afterglow
OUT=out/swiftui-corpus
while [ $# -gt 0 ]; do
  case "$1" in
    --bin) BIN=$2; shift 2 ;;
    --out) OUT=$2; shift 2 ;;
    *) break ;;
  esac
done
if [ $# -eq 0 ]; then set -- Examples/swiftui/*/; fi
mkdir -p "$OUT"
pass=0; total=0; activities=0; mapped=0; views=0
printf '%-52s %-7s %-5s %-12s %s\n' ENTRY IMPORT ACTS VIEWS "RENDERED (lock expanded compact minimal smartStack)"
for entry in "$@"; do
  entry=${entry%/}; name=$(basename "$entry"); total=$((total + 1))
  json=$("$BIN" import --json "$entry" 2>/dev/null); rc=$?
  acts=$(printf '%s' "$json" | python3 -c 'import json,sys
try: d=json.load(sys.stdin); print(len(d["activities"]), sum(a["mappedViews"] for a in d["activities"]), sum(a["totalViews"] for a in d["activities"]))
except Exception: print(0, 0, 0)')
  read -r n m v <<<"$acts"
  activities=$((activities + n)); mapped=$((mapped + m)); views=$((views + v))
  ok=1; marks=""
  if [ $rc -ne 0 ]; then ok=0; marks="-"; else
    for spec in "iphone-16-pro lockScreen" "iphone-16-pro expanded" "iphone-16-pro compact" "iphone-16-pro minimal" "apple-watch-45mm smartStack"; do
      read -r dev pres <<<"$spec"
      if "$BIN" screenshot --widget "$entry" --device "$dev" --presentation "$pres" --crop -o "$OUT/$name-$pres.png" >/dev/null 2>"$OUT/$name-$pres.log"; then
        marks="$marks ok"; else marks="$marks FAIL"; ok=0; fi
    done
  fi
  [ $ok -eq 1 ] && pass=$((pass + 1))
  printf '%-52s %-7s %-5s %-12s %s\n' "$name" "$([ $rc -eq 0 ] && echo yes || echo "no($rc)")" "$n" "$m/$v" "$marks"
done
echo "entries passing: $pass of $total ($(python3 -c "print(round(100*$pass/max(1,$total)))") %); activities: $activities; views mapped: $mapped of $views ($(python3 -c "print(round(100*$mapped/max(1,$views)))") %)"
[ "$pass" -gt 0 ]
