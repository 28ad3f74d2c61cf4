#!/usr/bin/env bash
# Budget misses of the default headless scenario (what `make run` prints), over N runs of the
# release binary: one line per run (misses per state, each state's total p50/p99/max ms) and the
# load average before each run, since a 2-core machine's other work shows up as misses.
#   scripts/bench-default-misses.sh [RUNS] [BINARY]     (defaults: 10, .build/release/afterglow)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-10}
bin=${2:-.build/release/afterglow}
[ -x "$bin" ] || { echo "bench-default-misses: $bin is not built (make build)" >&2; exit 2; }
total=0
for i in $(seq 1 "$runs"); do
  load=$(cut -d' ' -f1 /proc/loadavg)
  line=$("$bin" bench --device iphone-16-pro --scenario Examples/scenarios/phone-idle-always-on.json --json |
    python3 -c '
import json, sys
r = json.load(sys.stdin)["report"]
parts, misses = [], 0
for s in r["states"]:
    t = s["phases"]["total"]
    misses += s["budgetMisses"]
    parts.append("%s %d (%.2f/%.2f/%.2f)" % (s["state"], s["budgetMisses"], t["p50Ms"], t["p99Ms"], t["maxMs"]))
print(misses, " · ".join(parts))')
  m=${line%% *}; total=$((total + m))
  echo "run $i  load $load  misses $m  ${line#* }"
done
echo "runs $runs, budget misses $total (per state: misses (total p50/p99/max ms))"
