#!/usr/bin/env bash
# Hardware suite: the real libudev / evdev / IIO / serial code of `afterglow sensors`, run under
# umockdev with the hand-written device descriptions in Tests/AfterglowHardwareTests/Fixtures.
# Needs: umockdev, libumockdev-dev, gcc, python3 (scripts/setup.sh). No devices, no udev daemon.
set -uo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
F="$PWD/Tests/AfterglowHardwareTests/Fixtures"
OUT="$PWD/.build/hw"
mkdir -p "$OUT"
passed=0; failed=0
ok()   { echo "  ok   $1"; passed=$((passed + 1)); }
fail() { echo "  FAIL $1"; [ -n "${2:-}" ] && sed 's/^/       /' <<<"$2" | head -30; failed=$((failed + 1)); }

# A failed build stops the suite: never test a stale binary.
if ! swift build --product afterglow >"$OUT/build.log" 2>&1; then
  grep -E "error:" "$OUT/build.log" | head -20 || tail -20 "$OUT/build.log"
  echo "hardware: afterglow did not build (log: $OUT/build.log)"; echo "0 passed, 1 failed"; exit 1
fi
B="$(swift build --show-bin-path)/afterglow"
[ -x "$B" ] || { echo "hardware: afterglow was not built"; echo "0 passed, 1 failed"; exit 1; }
gcc -O1 -Wall -o "$OUT/hotplug-driver" scripts/test.d/hardware/hotplug-driver.c $(pkg-config --cflags --libs umockdev-1.0) \
  || { echo "hardware: cannot build the hotplug driver (libumockdev-dev missing?)"; echo "0 passed, 1 failed"; exit 1; }

# check NAME PYTHON-ASSERTION JSON-FILE: runs a Python expression over the parsed JSON (`d`) or
# the JSON lines (`lines`), passes when it is true.
check() {
  local name="$1" expr="$2" file="$3"
  if python3 - "$file" "$expr" <<'PY'
import json, sys
text = open(sys.argv[1]).read()
try: d = json.loads(text)
except Exception: d = None
lines = [json.loads(l) for l in text.splitlines() if l.startswith("{") and l.endswith("}")]
src = {s["id"]: s for s in d["sources"]} if isinstance(d, dict) and "sources" in d else {}
gestures = [(l["gesture"], l["source"]) for l in lines if l.get("event") == "gesture"]
issues = [l["message"] for l in lines if l.get("event") == "issue"]
sys.exit(0 if eval(sys.argv[2]) else 1)
PY
  then ok "$name"; else fail "$name" "$(cat "$file")"; fi
}

echo "-- discovery (sensors list --json under umockdev-run)"
umockdev-run -d "$F/board-ttyACM0.umockdev" -d "$F/unknown-ttyUSB0.umockdev" \
  -d "$F/evdev-accelerometer.umockdev" -i "/dev/input/event5=$F/evdev-accelerometer.ioctl" \
  -d "$F/iio-accelerometer.umockdev" -s "/dev/ttyACM0=$F/board-hello.script" \
  -- "$B" sensors list --json --probe-timeout 400 > "$OUT/list.json" 2> "$OUT/list.err"
check "board on ttyACM0 matched by USB id 2341:0043" 'src["board:ttyACM0"]["usb"]["vendorID"] == "2341" and src["board:ttyACM0"]["verdict"] == "accepted"' "$OUT/list.json"
# board-hello.script: the firmware's PONG + HELLO answering the probe's PING (from a simavr capture, Firmware/sim/make-umockdev-script.py)
check "board tty probed: PING written, the firmware's HELLO read and decoded (umockdev -s script)" 'src["board:ttyACM0"]["board"]["identity"]["sensor"] == "MPU-6050" and src["board:ttyACM0"]["board"]["bytesRead"] == 36' "$OUT/list.json"
check "CP210x on ttyUSB0 rejected: id not in the board list" 'src["board:ttyUSB0"]["verdict"] == "rejected" and "10c4:ea60" in src["board:ttyUSB0"]["reason"]' "$OUT/list.json"
check "evdev accelerometer accepted, gyro axes found through EVIOCGABS" 'src["evdev:event5"]["verdict"] == "accepted" and src["evdev:event5"]["hasGyroscope"] and "8192" in src["evdev:event5"]["reason"]' "$OUT/list.json"
check "IIO accelerometer accepted with its scale" 'src["iio:device0"]["verdict"] == "accepted" and "0.038307" in src["iio:device0"]["reason"]' "$OUT/list.json"
check "IIO light sensor rejected: no in_accel_x_raw" 'src["iio:device1"]["verdict"] == "rejected" and "in_accel_x_raw" in src["iio:device1"]["reason"]' "$OUT/list.json"

echo "-- evdev accelerometer found by INPUT_PROP_ACCELEROMETER alone (EVIOCGPROP)"
grep -v "ID_INPUT_ACCELEROMETER" "$F/evdev-accelerometer.umockdev" > "$OUT/evdev-prop-only.umockdev"
umockdev-run -d "$OUT/evdev-prop-only.umockdev" -i "/dev/input/event5=$F/evdev-accelerometer.ioctl" \
  -- "$B" sensors list --json > "$OUT/prop.json" 2>&1
check "accepted through INPUT_PROP_ACCELEROMETER" 'src["evdev:event5"]["verdict"] == "accepted" and "INPUT_PROP_ACCELEROMETER" in src["evdev:event5"]["reason"]' "$OUT/prop.json"
grep -v "EVIOCGPROP" "$F/evdev-accelerometer.ioctl" > "$OUT/no-prop.ioctl"
umockdev-run -d "$OUT/evdev-prop-only.umockdev" -i "/dev/input/event5=$OUT/no-prop.ioctl" \
  -- "$B" sensors list --json > "$OUT/noprop.json" 2>&1
check "rejected without either marker, with the reason" 'src["evdev:event5"]["verdict"] == "rejected" and "not an accelerometer" in src["evdev:event5"]["reason"]' "$OUT/noprop.json"

echo "-- a replayed wrist drop reaches the detector (evdev: evemu events; IIO: sysfs values)"
umockdev-run -d "$F/evdev-accelerometer.umockdev" -i "/dev/input/event5=$F/evdev-accelerometer.ioctl" \
  -e "/dev/input/event5=$F/wrist-drop.evemu" \
  -- "$B" sensors monitor evdev:event5 --duration 9 --quiet --json > "$OUT/evdev-drop.jsonl" 2>&1
check "evdev: wrist raise then wrist drop detected" '[g for g, _ in gestures] == ["wrist-raise", "wrist-drop"]' "$OUT/evdev-drop.jsonl"
umockdev-wrapper "$OUT/hotplug-driver" iio-drop "$F" "$B" "$F/wrist-drop.iio" > "$OUT/iio-drop.jsonl" 2>&1
check "IIO: wrist drop detected from polled in_accel_*_raw" '"wrist-drop" in [g for g, _ in gestures]' "$OUT/iio-drop.jsonl"

echo "-- record a live evdev stream to CSV, then replay it"
rm -f "$OUT/recorded.csv"
umockdev-run -d "$F/evdev-accelerometer.umockdev" -i "/dev/input/event5=$F/evdev-accelerometer.ioctl" \
  -e "/dev/input/event5=$F/wrist-drop.evemu" \
  -- "$B" sensors record -o "$OUT/recorded.csv" --source evdev:event5 --duration 8 > "$OUT/record.log" 2>&1
rows=$(grep -cE '^[0-9]' "$OUT/recorded.csv" 2>/dev/null || echo 0)
if [ "$rows" -ge 500 ] && head -1 "$OUT/recorded.csv" | grep -q '^# afterglow-imu-trace 1$'; then ok "recorded $rows samples with the trace header"; else fail "record wrote $rows rows" "$(cat "$OUT/record.log")"; fi
"$B" sensors replay "$OUT/recorded.csv" --json > "$OUT/replayed.jsonl" 2>&1
check "replayed recording: wrist raise then wrist drop" '[g for g, _ in gestures] == ["wrist-raise", "wrist-drop"]' "$OUT/replayed.jsonl"

echo "-- unplug and replug mid-stream (libumockdev testbed: remove/add uevents)"
umockdev-wrapper "$OUT/hotplug-driver" evdev-replug "$F" "$B" > "$OUT/replug.jsonl" 2>&1
check "unplug reported" 'any("lost: unplugged" in m for m in issues)' "$OUT/replug.jsonl"
check "state held while unplugged" 'any("holding state" in m for m in issues)' "$OUT/replug.jsonl"
check "replugged device picked up again" 'any("reconnected on /dev/input/event6" in m for m in issues)' "$OUT/replug.jsonl"
check "wrist drop detected after the replug" '("wrist-drop", "evdev:event6") in gestures' "$OUT/replug.jsonl"

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
