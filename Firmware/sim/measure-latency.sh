#!/usr/bin/env bash
# Motion -> host -> gesture -> display state latency over several firmware-in-the-loop runs (Firmware/README.md › Latency).
#   Firmware/sim/measure-latency.sh [RUNS=10] [TRACE=face-up] [RATE=200]
# Each run shifts the trace by a fraction of a sample period (--lead-in) so the gesture's end
# falls at a different phase of the 200 Hz sampling tick. Prints per-run figures and a summary.
set -uo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-10} trace=${2:-face-up} rate=${3:-200}
device=iphone-16-pro; [ "$trace" = wrist-drop ] && device=apple-watch-45mm
make -s -C Firmware >/dev/null && make -s -C Firmware sim >/dev/null
export PATH="/opt/swift/usr/bin:$PATH"
swift build --product afterglow 2>&1 | grep -E "error" || true
results=$(mktemp)
for i in $(seq 0 $((runs - 1))); do
  lead=$(python3 -c "print(1.0 + $i * (1.0 / $rate) / $runs + 0.00037)")
  secs=5.5; [ "$trace" = wrist-drop ] && secs=7.5
  Firmware/sim/run-e2e.sh "latency-$i" "$trace" "$secs" "$(python3 -c "print($secs - 0.9)")" --lead-in "$lead" -- --rate "$rate" --device "$device" -- --expect "$trace" --rate "$rate" --expect-gesture "$trace" --expect-state alwaysOn | tee -a "$results"
done
python3 - "$results" <<'PY'
import json, statistics, sys
rs = [json.loads(l) for l in open(sys.argv[1]) if l.startswith("{")]
ok = [r for r in rs if not r["failures"]]
print(f"{len(ok)}/{len(rs)} runs passed")
for k in ("latency_sim_read_ms", "latency_sim_ms", "latency_wire_to_host_ms", "latency_total_ms", "latency_wall_ms",
          "detect_after_end_ms", "detect_wall_ms", "state_change_wall_ms", "alwaysOn_after_end_ms", "alwaysOn_wall_ms"):
    v = sorted(r[k] for r in ok if k in r)
    if v:
        print(f"{k:26s} median {statistics.median(v):7.3f}  min {v[0]:7.3f}  max {v[-1]:7.3f}  (n={len(v)})")
PY
rm -f "$results"
