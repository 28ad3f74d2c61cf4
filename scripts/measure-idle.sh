#!/usr/bin/env bash
# Measures what an idle `afterglow run` costs: CPU share of one core (the time on CPU of every
# thread, from /proc/<pid>/task/*/schedstat in nanoseconds — /proc/<pid>/stat counts 10 ms ticks,
# too coarse for 0.5 % of 12 s — over wall time) while it shows a static Lock Screen with one Live Activity
# (the sports-score example: no timer), under Xvfb, in three cases:
#   window-interactive  the SDL window, screen on      (goal ≤ 2 %)
#   window-always-on    the SDL window, Always On      (goal ≤ 0.5 %)
#   headless-interactive --headless, screen on          (goal ≤ 0.5 %)
# Each case settles for SETTLE seconds, then is measured over IDLE_SECONDS (default 12) wall
# seconds, IDLE_RUNS times (default 3). Other builds may share the machine: the load average is
# printed with each figure, and the CPU share of the Xvfb server the window draws to (presents
# cost there too). Exits 1 if a case misses its goal in every run (MEASURE_STRICT=1).
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
echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores; $bin; ${seconds} s per run, $runs runs"

# Nanoseconds on CPU, all threads (an idle run starts no threads, so none exit in between).
cpu_ns() { cat /proc/"$1"/task/*/schedstat 2>/dev/null | awk '{ s += $1 } END { printf "%.0f", s }'; }
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
  local t0 w0 t1 w1 x0 x1 state threads
  # The X server this run draws to (xvfb-run's, found by its display): presents cost there too.
  local xpid; xpid=$(pgrep -f "^Xvfb ${DISPLAY} " | head -1)
  threads=$(ls "/proc/$pid/task" | wc -l)
  t0=$(cpu_ns "$pid"); x0=$(cpu_ns "${xpid:-0}"); w0=$(now)
  sleep "$seconds"
  t1=$(cpu_ns "$pid"); x1=$(cpu_ns "${xpid:-0}"); w1=$(now)
  [ "$(ls "/proc/$pid/task" | wc -l)" = "$threads" ] || echo "$name: threads came or went during the measurement (their time may be missing)"
  state=$("$bin" state --control-socket "$sock" | head -1)
  kill "$pid"; wait "$pid" 2>/dev/null
  case $state in *": $want "*) ;; *) echo "$name: the display left $want during the measurement ($state)"; return 1 ;; esac
  awk -v a="$t0" -v b="$t1" -v xa="$x0" -v xb="$x1" -v s="$w0" -v e="$w1" -v n="$name" -v r="$run" -v goal="$(goal_of "$name")" \
      -v load="$(cut -d' ' -f1 /proc/loadavg)" \
    'BEGIN { pct = (b - a) / 1e9 * 100 / (e - s); x = (xb - xa) / 1e9 * 100 / (e - s)
             printf "%-22s run %d: %5.2f %% of one core over %.1f s (goal <= %s %%; Xvfb %.2f %%; load %s)\n", n, r, pct, e - s, goal, x, load; exit !(pct <= goal) }'
}

status=0
for c in "${cases[@]}"; do
  met=0
  for r in $(seq 1 "$runs"); do run_case "$c" "$r" && met=1; done
  [ "$met" = 1 ] || { [ -n "${MEASURE_STRICT:-}" ] && status=1; }
done
exit $status
