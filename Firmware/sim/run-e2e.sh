#!/usr/bin/env bash
# One firmware-in-the-loop run: the simavr harness plays a trace, `afterglow board monitor` reads the
# pseudo-terminal, analyze_run.py checks the stream and measures latency.
#   Firmware/sim/run-e2e.sh NAME TRACE SIM_SECONDS MONITOR_SECONDS [harness args --] [monitor args] -- [analyze args]
# The monitor runs until the harness has simulated SIM_SECONDS (then gets SIGINT and prints its
# summary), so a loaded machine that simulates slower than real time only makes the run longer;
# MONITOR_SECONDS is an upper bound on top of that, for a harness that never ends.
# Writes .build/firmware-e2e/NAME.{events,monitor}.jsonl and prints the analysis line.
# Exits non-zero when the harness, the monitor or the analysis does (the first of them that failed).
set -uo pipefail
cd "$(dirname "$0")/../.."
name=$1 trace=$2 sim_s=$3 mon_s=$4; shift 4
harness_args=(); monitor_args=(); analyze_args=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do harness_args+=("$1"); shift; done; [ $# -gt 0 ] && shift
while [ $# -gt 0 ] && [ "$1" != "--" ]; do monitor_args+=("$1"); shift; done; [ $# -gt 0 ] && shift
analyze_args=("$@")
out=.build/firmware-e2e; mkdir -p "$out"
# Never read a previous run's pty path: the harness's redirections may not have truncated yet.
rm -f "$out/$name".*
bin=${AFTERGLOW_BIN:-.build/debug/afterglow}
Firmware/build/afterglow-sim --trace "$trace" --duration "$sim_s" --events "$out/$name.events.jsonl" \
  "${harness_args[@]}" > "$out/$name.sim.out" 2> "$out/$name.sim.err" &
sim_pid=$!
for _ in $(seq 300); do [ -s "$out/$name.sim.out" ] && break; sleep 0.1; done # its pty comes first (bounded: 30 s)
pty=$(head -1 "$out/$name.sim.out")
if [ -z "$pty" ]; then echo "harness printed no pty"; cat "$out/$name.sim.err"; kill "$sim_pid" 2>/dev/null; exit 1; fi
"$bin" board monitor "$pty" --json --duration "$(python3 -c "print($mon_s * 4 + 10)")" "${monitor_args[@]}" \
  > "$out/$name.monitor.jsonl" 2> "$out/$name.monitor.err" &
mon_pid=$!
wait "$sim_pid"; sim_rc=$?
[ $sim_rc = 0 ] || { echo "harness exited $sim_rc"; tail -5 "$out/$name.sim.err"; }
sleep 0.3 # let the last frames through the pty
kill -INT "$mon_pid" 2>/dev/null
wait "$mon_pid"; mon_rc=$?
[ $mon_rc = 0 ] || { echo "monitor exited $mon_rc"; cat "$out/$name.monitor.err"; }
python3 Firmware/sim/analyze_run.py --events "$out/$name.events.jsonl" --monitor "$out/$name.monitor.jsonl" "${analyze_args[@]}"
an_rc=$?
for rc in $sim_rc $mon_rc $an_rc; do [ "$rc" = 0 ] || exit "$rc"; done
