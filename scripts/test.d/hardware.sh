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

echo "-- an input accelerometer without ABS resolution (iio-sensor-proxy's own test device)"
# input-accel-nores.*: the uinput device of iio-sensor-proxy's src/fake-input-accelerometer.c
# ("iio-sensor-proxy test application", ABS_X/Y/Z in -512..512, no resolution), as udev sees it.
python3 scripts/test.d/hardware/rest-evemu.py 6 > "$OUT/rest.evemu"
umockdev-run -d "$F/input-accel-nores.umockdev" -i "/dev/input/event3=$F/input-accel-nores.ioctl" \
  -- "$B" sensors list --json > "$OUT/nores.json" 2>&1
check "accepted without resolution, at iio-sensor-proxy's 256 units per g (list says so)" 'src["evdev:event3"]["verdict"] == "accepted" and "256 units per g" in src["evdev:event3"]["scale"]' "$OUT/nores.json"
umockdev-run -d "$F/input-accel-nores.umockdev" -i "/dev/input/event3=$F/input-accel-nores.ioctl" \
  -- "$B" sensors list --json --evdev-scale gravity > "$OUT/nores-gravity.json" 2>&1
check "--evdev-scale gravity: list says calibrated from gravity" '"gravity at rest" in src["evdev:event3"]["scale"]' "$OUT/nores-gravity.json"
for mode in proxy-256 gravity; do
  umockdev-run -d "$F/input-accel-nores.umockdev" -i "/dev/input/event3=$F/input-accel-nores.ioctl" -e "/dev/input/event3=$OUT/rest.evemu" \
    -- "$B" sensors monitor evdev:event3 --duration 9 --quiet --json --device iphone-16-pro --evdev-scale $mode > "$OUT/nores-$mode.jsonl" 2>&1
  check "$mode: 6 s at rest face up → exactly one face-up, nothing dropped as stuck" '[g for g, _ in gestures] == ["face-up"] and [l for l in lines if l.get("event") == "summary"][0]["stuckAxis"] == 0' "$OUT/nores-$mode.jsonl"
done
check "gravity: calibration reported (≈256 units per g)" 'any("calibrated from gravity at rest: 25" in m for m in issues)' "$OUT/nores-gravity.jsonl"

echo "-- udev ACCEL_MOUNT_MATRIX (systemd/eudev hwdb form)"
python3 scripts/test.d/hardware/rest-evemu.py 6 --sensor-z-inverted > "$OUT/rest-inverted.evemu"
sed 's|^E: ID_INPUT_ACCELEROMETER=1$|E: ID_INPUT_ACCELEROMETER=1\nE: ACCEL_MOUNT_MATRIX=1, 0, 0; 0, 1, 0; 0, 0, -1|' "$F/input-accel-nores.umockdev" | awk 'NR==1,/^$/' > "$OUT/mounted.umockdev"
awk 'f;/^$/{f=1}' "$F/input-accel-nores.umockdev" >> "$OUT/mounted.umockdev"
umockdev-run -d "$OUT/mounted.umockdev" -i "/dev/input/event3=$F/input-accel-nores.ioctl" -e "/dev/input/event3=$OUT/rest-inverted.evemu" \
  -- "$B" sensors monitor evdev:event3 --duration 9 --quiet --json --device iphone-16-pro > "$OUT/mounted.jsonl" 2>&1
check "a sensor mounted upside down reads face up through its matrix" '[g for g, _ in gestures] == ["face-up"]' "$OUT/mounted.jsonl"
umockdev-run -d "$OUT/mounted.umockdev" -i "/dev/input/event3=$F/input-accel-nores.ioctl" -- "$B" sensors list --json > "$OUT/mounted.json" 2>&1
check "list shows the matrix and where it came from" 'src["evdev:event3"]["mountMatrixOrigin"] == "udev ACCEL_MOUNT_MATRIX" and src["evdev:event3"]["mountMatrix"]["rows"][2] == [0, 0, -1]' "$OUT/mounted.json"
# iio-sensor-proxy's test-mount-matrix.c INVALID_MATRIX: "0, 1, 0; 1, 0, 0; 0, 0, 0"
sed 's|ACCEL_MOUNT_MATRIX=.*|ACCEL_MOUNT_MATRIX=0, 1, 0; 1, 0, 0; 0, 0, 0|' "$OUT/mounted.umockdev" > "$OUT/badmatrix.umockdev"
umockdev-run -d "$OUT/badmatrix.umockdev" -i "/dev/input/event3=$F/input-accel-nores.ioctl" -- "$B" sensors list > "$OUT/badmatrix.txt" 2>&1
if grep -q "evdev:event3" "$OUT/badmatrix.txt" && grep -q "error: evdev:event3 (/dev/input/event3): udev ACCEL_MOUNT_MATRIX: mount matrix \"0, 1, 0; 1, 0, 0; 0, 0, 0\": axis z (row 3) is all zeroes" "$OUT/badmatrix.txt"; then ok "malformed matrix: device still listed, error names the device and the row"; else fail "malformed matrix listing" "$(cat "$OUT/badmatrix.txt")"; fi
umockdev-run -d "$OUT/badmatrix.umockdev" -i "/dev/input/event3=$F/input-accel-nores.ioctl" -- "$B" sensors monitor evdev:event3 --duration 1 > "$OUT/badmatrix-monitor.txt" 2>&1
rc=$?
if [ $rc -ne 0 ] && grep -q "all zeroes" "$OUT/badmatrix-monitor.txt"; then ok "monitoring it exits non-zero with the matrix error"; else fail "monitor with a malformed matrix (exit $rc)" "$(cat "$OUT/badmatrix-monitor.txt")"; fi

echo "-- IIO: per-axis scale and offset over shared ones, fractional raw values"
# iio-accel-axes.umockdev: written for this test after Documentation/ABI/testing/sysfs-bus-iio
# (in_accel_x_scale / in_accel_x_offset beside the shared in_accel_scale / in_accel_offset);
# only the per-axis values give (0, 0, -1 g).
umockdev-run -d "$F/iio-accel-axes.umockdev" -- "$B" sensors monitor iio:device0 --duration 1 --json --iio-rate 25 > "$OUT/axes.jsonl" 2>&1
check "per-axis scale and offset, raw -1003.5: reads (0, 0, -1 g)" 'any(l.get("event") == "sample" and abs(l["a"][0]) < 1e-9 and abs(l["a"][1]) < 1e-9 and abs(l["a"][2] + 1) < 1e-4 for l in lines)' "$OUT/axes.jsonl"

echo "-- IIO buffered capture through /dev/iio:device0 (scan elements, trigger)"
# iio-accel-buffer.umockdev: a BMA250E as drivers/iio/accel/bmc150-accel-core.c exposes it (10-bit
# samples stored le:s10/16>>6, timestamp, trigger "bma250e-dev0"); records from iio-buffer-script.py.
python3 scripts/test.d/hardware/iio-buffer-script.py 5 > "$OUT/iio-buffer.script"
umockdev-run -d "$F/iio-accel-buffer.umockdev" -- "$B" sensors list --json > "$OUT/buffer.json" 2>&1
check "list: buffered through /dev/iio:device0" '"buffered through /dev/iio:device0" in src["iio:device0"]["reason"]' "$OUT/buffer.json"
umockdev-run -d "$F/iio-accel-buffer.umockdev" -s "/dev/iio:device0=$OUT/iio-buffer.script" \
  -- "$B" sensors monitor iio:device0 --duration 8 --json --device iphone-16-pro > "$OUT/buffer.jsonl" 2>&1
check "buffer records decoded: face up at rest (z = -1 g), one face-up" '[g for g, _ in gestures] == ["face-up"] and any(l.get("event") == "sample" and abs(l["a"][2] + 1) < 0.01 for l in lines)' "$OUT/buffer.jsonl"
if ! grep -q "buffered capture not possible" "$OUT/buffer.jsonl"; then ok "no fallback to polling"; else fail "fell back to polling" "$(grep -m3 "buffered" "$OUT/buffer.jsonl")"; fi
umockdev-run -d "$F/iio-accelerometer.umockdev" -- "$B" sensors monitor iio:device0 --duration 1 --json > "$OUT/nobuffer.jsonl" 2>&1
if grep -q "buffered capture not possible (.*no scan_elements" "$OUT/nobuffer.jsonl"; then ok "a device without a buffer is polled, and says why"; else fail "no-buffer fallback" "$(head -5 "$OUT/nobuffer.jsonl")"; fi

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
