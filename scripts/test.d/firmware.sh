#!/usr/bin/env bash
# Firmware in the loop (Firmware/README.md): builds the AVR image, checks the committed protocol
# test vectors are what the firmware's encoder writes today, builds the simavr harness, then runs
# the real firmware against `afterglow board monitor` over a pseudo-terminal:
# face-up and wrist-drop traces through gesture detection to the display-power model's Always On
# (pose + latency), the wrist-drop bytes again under umockdev (udev discovery + probe + source),
# a sensor fault, an unplug/replug, the command set, 1000 Hz, and the 115200-baud build.
set -uo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
passed=0; failed=0
step() { # step NAME command...
  local name=$1; shift
  if out=$("$@" 2>&1); then passed=$((passed + 1)); echo "ok   $name${out:+  $(echo "$out" | tail -1)}"
  else failed=$((failed + 1)); echo "FAIL $name"; echo "$out" | tail -15 | sed "s/^/     /"; return 1; fi
}
vectors_current() {
  local tmp; tmp=$(mktemp -d)
  make -s -C Firmware build/make-vectors >/dev/null && Firmware/build/make-vectors "$tmp" >/dev/null &&
    diff -r "$tmp" Firmware/test-vectors && rm -rf "$tmp"
}
firmware_image() {
  make -s -C Firmware >/dev/null && test -s Firmware/build/afterglow-board.elf && test -s Firmware/build/afterglow-board.hex &&
    make -s -C Firmware size
}

afterglow_build() {
  mkdir -p .build/firmware-e2e
  swift build --product afterglow >.build/firmware-e2e/build.log 2>&1 || { grep -E "error:" .build/firmware-e2e/build.log | head -20; return 1; }
  test -x .build/debug/afterglow
}
# A failed build stops the suite: the runs below would otherwise use a stale image or binary.
builds_ok=1
step "firmware image (avr-gcc)" firmware_image || builds_ok=0
step "test vectors up to date" vectors_current
step "simavr harness builds" make -s -C Firmware sim || builds_ok=0
step "afterglow builds" afterglow_build || builds_ok=0
if [ "$builds_ok" = 0 ]; then
  echo "firmware: a build failed, the end-to-end runs are skipped"
  echo "firmware: $passed passed, $failed failed"
  exit 1
fi
# One end-to-end run, and a second when the first fails (scripts/lib/e2e_twice.sh says why).
retries=.build/firmware-e2e/second-attempts; mkdir -p .build/firmware-e2e; : > "$retries"
source scripts/lib/e2e_twice.sh
e2e=e2e_twice
# The lay-down ends 2.93 s into the run; the rest wait (0.8 s) and the dim (1 s) put Always On at 4.72 s.
# 8 s leaves the monitor 3.3 s to catch up on a loaded machine (6.5 s once ended mid-dim in CI).
step "face-up: pose, no bad frames, face-up detected, iPhone goes to Always On" \
  $e2e faceup face-up 8 7 -- --device iphone-16-pro -- --expect face-up --expect-gesture face-up --expect-state alwaysOn
step "wrist-drop: pose, no bad frames, wrist-drop detected, watch goes to Always On" \
  $e2e wristdrop wrist-drop 8 7 --capture .build/firmware-e2e/wristdrop.capture -- --device apple-watch-45mm -- --expect wrist-drop --expect-gesture wrist-drop --expect-state alwaysOn
# The trace (6.27 s) starts 2.15 s into the board's run; 9 s plays all of it and the 1 s dim after
# its drop (7 s cut it 0.6 s after the drop's label, so Always On fell outside the run).
step "Examples/traces/wrist-drop.csv (the sensors module's trace) through the firmware: watch to Always On" \
  $e2e csvdrop Examples/traces/wrist-drop.csv 9 8 -- --device apple-watch-45mm -- --expect-gesture wrist-drop --expect-state alwaysOn
# The same run's bytes, replayed by umockdev on a mocked /dev/ttyACM0 (Arduino Uno USB ids), so
# libudev discovery, the hello probe and the board source run too.
fx=Tests/AfterglowHardwareTests/Fixtures; cap=.build/firmware-e2e/wristdrop.capture; scr=.build/firmware-e2e/wristdrop
umockdev_list() {
  python3 Firmware/sim/make-umockdev-script.py probe "$cap" "$scr.probe.script" >/dev/null &&
  umockdev-run -d $fx/board-ttyACM0.umockdev -s "/dev/ttyACM0=$scr.probe.script" -- .build/debug/afterglow sensors list --json --probe-timeout 1500 \
    > .build/firmware-e2e/umockdev-list.json 2>&1 &&
  python3 -c 'import json,sys; s={x["id"]: x for x in json.load(open(sys.argv[1]))["sources"]}["board:ttyACM0"]; i=s["board"]["identity"]
assert s["verdict"] == "accepted" and i["sensor"] == "MPU-6050" and i["protocolVersion"] == 1 and i["rateHz"] == 200, s
print("board:ttyACM0 accepted:", s["reason"])' .build/firmware-e2e/umockdev-list.json
}
umockdev_monitor() {
  python3 Firmware/sim/make-umockdev-script.py stream "$cap" "$scr.stream.script" >/dev/null &&
  umockdev-run -d $fx/board-ttyACM0.umockdev -s "/dev/ttyACM0=$scr.stream.script" -- .build/debug/afterglow sensors monitor board:ttyACM0 \
    --duration 8 --quiet --json --no-probe > .build/firmware-e2e/umockdev-monitor.jsonl 2>&1 &&
  python3 -c 'import json,sys; L=[json.loads(l) for l in open(sys.argv[1]) if l.startswith("{")]; g=[l["gesture"] for l in L if l.get("event")=="gesture"]
s=[l for l in L if l.get("event")=="summary"][-1]
assert "wrist-raise" in g and "wrist-drop" in g and g.index("wrist-raise") < g.index("wrist-drop"), g
assert s["accepted"] > 1000, s
print("gestures", g, "samples", s["accepted"])' .build/firmware-e2e/umockdev-monitor.jsonl
}
step "umockdev: udev discovery finds ttyACM0 and the firmware's hello confirms it" umockdev_list
step "umockdev: sensors monitor board:ttyACM0 replays the firmware stream to the detector" umockdev_monitor
step "sensor fault: status frames, retry, gap = board drops" $e2e fault face-up 7 6 --sensor-fault 3:4 -- -- --allow-gaps --expect-fault
step "unplug/replug: reported, reopened, streaming again" $e2e unplug face-up 7 6 --unplug 3:4 --link "/tmp/afterglow-board-e2e-$$" -- -- --allow-gaps --expect-unplug
command_check() {
  local o=.build/firmware-e2e/commands; rm -f $o.*
  Firmware/build/afterglow-sim --duration 10 > $o.sim.out 2> $o.sim.err & local pid=$!
  for _ in $(seq 300); do [ -s $o.sim.out ] && break; sleep 0.1; done # the harness prints its pty first (bounded: 30 s)
  python3 Firmware/sim/command-check.py "$(head -1 $o.sim.out)"; local rc=$?
  wait $pid; return $rc
}
step "watchdog: a stalled main loop resets the board, the host restarts the stream" \
  bash -c "make -s -C Firmware wdt-test >/dev/null && Firmware/sim/run-e2e.sh watchdog face-up 6 5 --firmware Firmware/build/wdt-test/afterglow-board.elf -- -- --allow-gaps --expect-watchdog"
step "commands: ping, set-ranges (new scales), bad rate refused, bad frames counted, stop" command_check
step "1000 Hz (the maximum at 500000 baud) on request, no drops" $e2e rate1000 face-up 4 3 -- --rate 1000 -- --rate 1000
step "115200-baud build" make -s -C Firmware BUILD=build/b115200 BAUD=115200UL
step "115200-baud firmware streams 200 Hz" $e2e b115200 face-up 4 3 --firmware Firmware/build/b115200/afterglow-board.elf -- -- --rate 200
[ -s "$retries" ] && echo "firmware: passed only on a second attempt: $(tr '\n' ' ' < "$retries")(see the lines above)"
echo "firmware: $passed passed, $failed failed"
[ "$failed" = 0 ]
