#!/usr/bin/env bash
# Measures what an idle `afterglow run` costs: CPU share of one core (utime + stime from
# /proc/<pid>/stat over wall time) while it shows a static Lock Screen with one Live Activity
# (the sports-score example: no timer), under Xvfb, in three cases:
#   window-interactive  the SDL window, screen on      (goal ≤ 2 %)
#   window-always-on    the SDL window, Always On      (goal ≤ 0.5 %)
#   headless-interactive --headless, screen on          (goal ≤ 0.5 %)
# Each case settles for SETTLE seconds, then is measured over IDLE_SECONDS (default 12) wall
# seconds, IDLE_RUNS times (default 3). Other builds may share the machine: the load average is
# printed with each figure. Exits 1 if a case misses its goal in every run (MEASURE_STRICT=1).
# Usage: scripts/measure-idle.sh [case…]   (AFTERGLOW_BIN picks the binary; default release)
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
bin=${AFTERGLOW_BIN:-.build/release/afterglow}
seconds=${IDLE_SECONDS:-12}
runs=${IDLE_RUNS:-3}
settle=${SETTLE:-4}
device=${DEVICE:-iphone-16-pro}
payload=Examples/activities/sports-score/01-kickoff.apns

if [ "${1:-}" != "--inner" ]; then
  if [ ! -x "$bin" ]; then
    echo "building $bin"; swift build -c release --product afterglow 2>&1 | grep -E "error|Compiling afterglow" || true
  fi
  command -v xvfb-run >/dev/null || { echo "measure-idle: xvfb-run is missing (scripts/setup.sh installs it)"; exit 2; }
  exec xvfb-run -a -s "-screen 0 1280x1024x24" bash "$0" --inner "$@"
fi
shift
cases=("$@"); [ ${#cases[@]} -gt 0 ] || cases=(window-interactive window-always-on headless-interactive)
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
hz=$(getconf CLK_TCK)
echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores; $bin; ${seconds} s per run, $runs runs"

cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }
now() { date +%s.%N; }

goal_of() { case $1 in window-interactive) echo 2 ;; *) echo 0.5 ;; esac; }

run_case() {
  local name=$1 run=$2 sock="$tmp/$1-$2.sock" log="$tmp/$1-$2.log" extra=() want=interactive
  case $name in
    headless-*) extra=(--headless) ;;
  esac
  case $name in *always-on) want=always-on ;; esac
  SDL_VIDEODRIVER=x11 "$bin" run --device "$device" --control-socket "$sock" "${extra[@]}" >"$log" 2>&1 &
  local pid=$!
  for _ in $(seq 1 100); do [ -S "$sock" ] && break; sleep 0.1; done
  if [ ! -S "$sock" ]; then echo "$name: the emulator did not start"; cat "$log"; kill "$pid" 2>/dev/null; return 1; fi
  "$bin" push --control-socket "$sock" "$payload" >/dev/null || { echo "$name: push failed"; kill "$pid"; return 1; }
  if [ "$want" = always-on ]; then
    "$bin" gesture --control-socket "$sock" face-up >/dev/null
    "$bin" wait --control-socket "$sock" always-on --timeout 15 >/dev/null || { echo "$name: never reached Always On"; kill "$pid"; return 1; }
  else
    "$bin" tap --control-socket "$sock" >/dev/null
  fi
  sleep "$settle"
  local t0 w0 t1 w1 state
  t0=$(cpu_ticks "$pid"); w0=$(now)
  sleep "$seconds"
  t1=$(cpu_ticks "$pid"); w1=$(now)
  state=$("$bin" state --control-socket "$sock" | head -1)
  kill "$pid"; wait "$pid" 2>/dev/null
  case $state in *": $want "*) ;; *) echo "$name: the display left $want during the measurement ($state)"; return 1 ;; esac
  awk -v a="$t0" -v b="$t1" -v s="$w0" -v e="$w1" -v hz="$hz" -v n="$name" -v r="$run" -v goal="$(goal_of "$name")" \
      -v load="$(cut -d' ' -f1 /proc/loadavg)" \
    'BEGIN { pct = (b - a) * 100 / hz / (e - s); printf "%-22s run %d: %5.2f %% of one core over %.1f s (goal <= %s %%; load %s)\n", n, r, pct, e - s, goal, load; exit !(pct <= goal) }'
}

status=0
for c in "${cases[@]}"; do
  met=0
  for r in $(seq 1 "$runs"); do run_case "$c" "$r" && met=1; done
  [ "$met" = 1 ] || { [ -n "${MEASURE_STRICT:-}" ] && status=1; }
done
exit $status
