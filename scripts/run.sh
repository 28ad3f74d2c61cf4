#!/usr/bin/env bash
# The main job: the window when a display is available, otherwise the default headless scenario.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.build/release/afterglow
device="${DEVICE:-iphone-16-pro}"
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && $bin run --help >/dev/null 2>&1; then
  exec $bin run --device "$device"
fi
mkdir -p out
if $bin bench --help >/dev/null 2>&1; then
  # A short summary on stdout; the whole report (every state, phase, budget, transition) in the file.
  echo "no display: the default scenario, headless on a virtual clock"
  $bin bench --device "$device" --scenario Examples/scenarios/phone-idle-always-on.json --report out/report.json
else
  $bin devices
fi
