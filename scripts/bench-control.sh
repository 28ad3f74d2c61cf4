#!/usr/bin/env bash
# Benchmark (not a test): the rig's GET /v1/state and event latency on the Unix socket, idle and
# under attack/load — 250 half-open TCP connections and 3 clients polling screenshots (issue 28).
# Usage: scripts/bench-control.sh [debug|release] [runs]. Prints the machine, then one JSON line
# per run and condition (scripts/lib/control_bench.py says what each figure is).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
config=${1:-debug}; runs=${2:-3}
swift build -c "$config" --product afterglow >/dev/null 2>&1
bin=.build/$config/afterglow
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), load $(cut -d' ' -f1-3 /proc/loadavg); build: $config; runs: $runs"
tmp=$(mktemp -d); trap 'kill $pid 2>/dev/null; rm -rf "$tmp"' EXIT
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"$bin" run --headless --control-socket "$tmp/c.sock" --control-port "$port" --output-dir "$tmp/out" >"$tmp/run.log" 2>&1 &
pid=$!
for _ in $(seq 1 300); do "$bin" state --control-socket "$tmp/c.sock" >/dev/null 2>&1 && break; sleep 0.2; done
for r in $(seq 1 "$runs"); do
  echo "run $r idle:        $(python3 scripts/lib/control_bench.py "$tmp/c.sock" "$port" --half-open 0 --pollers 0)"
  echo "run $r under load:  $(python3 scripts/lib/control_bench.py "$tmp/c.sock" "$port" --half-open 250 --pollers 3)"
done
