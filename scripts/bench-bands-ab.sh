#!/usr/bin/env bash
# Interleaved A/B of the renderer's bands (issue 27): runs a scenario headless with
# AFTERGLOW_RENDER_BANDS set to each value given, round after round, and prints per run the dim and
# wake ramps' budget misses, render p50/p99, present (power estimate) p50 and frame total
# p50/p99/max in ms, with the load average before each run.
#   scripts/bench-bands-ab.sh [SCENARIO] [ROUNDS] [BANDS...]
#   (defaults: Benchmarks/scenarios/ramps-24.json, 4, "1 8"; binary: $BIN or .build/release/afterglow)
set -euo pipefail
cd "$(dirname "$0")/.."
scenario=${1:-Benchmarks/scenarios/ramps-24.json}; rounds=${2:-4}; shift $(( $# > 2 ? 2 : $# ))
values=("$@"); [ ${#values[@]} -gt 0 ] || values=(1 8)
bin=${BIN:-.build/release/afterglow}
[ -x "$bin" ] || { echo "bench-bands-ab: $bin is not built (make build)" >&2; exit 2; }
for i in $(seq 1 "$rounds"); do
  for bands in "${values[@]}"; do
    load=$(cut -d' ' -f1 /proc/loadavg)
    AFTERGLOW_RENDER_BANDS=$bands "$bin" bench --device iphone-16-pro --scenario "$scenario" --json | python3 -c '
import json, sys
r = json.load(sys.stdin)["report"]
out = []
for s in r["states"]:
    if s["state"] in ("dimming", "waking"):
        p = s["phases"]
        out.append("%s misses %d render %.2f/%.2f present %.2f total %.2f/%.2f/%.2f" % (s["state"], s["budgetMisses"],
                   p["render"]["p50Ms"], p["render"]["p99Ms"], p["present"]["p50Ms"], p["total"]["p50Ms"], p["total"]["p99Ms"], p["total"]["maxMs"]))
print(" | ".join(out))' | sed "s/^/round $i bands $bands load $load: /"
  done
done
