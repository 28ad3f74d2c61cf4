#!/usr/bin/env python3
"""Convert Blake Edwards' Apple Watch SensorLog recordings (MIT) into Afterglow traces.

github.com/blakete/Wearable-Data-Analysis at commit e0fb9795fa8b80026a3837c044dd5caaa4ee49ee
(the data was removed from the repository later): `debug_raw_data/left-hand/<activity>/*.csv`,
SensorLog's "stream" export from an Apple Watch on the left wrist of one person, 2019, with the
folder naming the activity (walk, run, drive, lay, sit, stair). Columns used:
accelerometerTimestamp_sinceReboot(s) and accelerometerAcceleration{X,Y,Z}(G) — Core Motion's raw
accelerometer in g with gravity, in Core Motion's axes, which are Afterglow's (face up z = −1 g, a
hanging left arm x ≈ +1 g): copied as they are. Every other column — the phone's GPS position,
altitude, speed, the local wall-clock time, battery — is dropped: it is not needed, and the
position is personal. SensorLog wrote 12–25 samples per second (the watch throttled it at times);
files under 10 samples/s (gaps of minutes) are left out.

No glance or gesture is labelled: every raise is judged by the probable-glance hindsight
(docs/SENSORS.md › Probable glances), as for PebbleOS.

Usage: sensorlog_watch.py SRC OUTDIR   (SRC holds debug_raw_data/left-hand/<activity>/*.csv)
"""
import csv
import os
import sys

COMMIT = "e0fb9795fa8b80026a3837c044dd5caaa4ee49ee"
ACTIVITIES = {"walk": "walking", "run": "running", "drive": "driving", "lay": "lying-down",
              "sit": "sitting", "stair": "stairs"}
MIN_RATE = 10.0
T, X, Y, Z = ("accelerometerTimestamp_sinceReboot(s)", "accelerometerAccelerationX(G)",
              "accelerometerAccelerationY(G)", "accelerometerAccelerationZ(G)")


def main(argv):
    if len(argv) != 3:
        sys.exit(__doc__)
    src, out = os.path.join(argv[1], "debug_raw_data", "left-hand"), argv[2]
    os.makedirs(out, exist_ok=True)
    kept = skipped = 0
    for folder, activity in ACTIVITIES.items():
        d = os.path.join(src, folder)
        for k, name in enumerate(sorted(f for f in os.listdir(d) if f.endswith(".csv")), start=1):
            with open(os.path.join(d, name), newline="", encoding="utf-8") as f:
                rows = [r for r in csv.DictReader(f) if r.get(T)]
            try:
                samples = [(float(r[T]), float(r[X]), float(r[Y]), float(r[Z])) for r in rows]
            except (KeyError, ValueError) as e:
                sys.exit(f"{d}/{name}: unreadable row ({e})")
            span = samples[-1][0] - samples[0][0] if len(samples) > 1 else 0
            rate = (len(samples) - 1) / span if span > 0 else 0
            if rate < MIN_RATE:
                skipped += 1
                continue
            t0 = samples[0][0]
            trace = f"sensorlog-watch-{activity}-{k:02d}"
            lines = ["# afterglow-imu-trace 1", f"# source: sensorlog-watch:{folder}/{k:02d}", "# device: watch",
                     f"# activity: {activity}", "# wrist: left", "# gyroscope: none", f"# rate_hz: {rate:.1f}",
                     f"# origin: github.com/blakete/Wearable-Data-Analysis@{COMMIT[:12]} debug_raw_data/left-hand/{folder}/{name}, "
                     "MIT (c) 2020 Blake Edwards; Apple Watch SensorLog export, accelerometer columns only (g, Core Motion axes = ours)",
                     "t_ns,ax_g,ay_g,az_g,gx_dps,gy_dps,gz_dps"]
            lines += [f"{round((t - t0) * 1e9)},{x:.4f},{y:.4f},{z:.4f},0,0,0" for t, x, y, z in samples]
            with open(os.path.join(out, trace + ".csv"), "w") as f:
                f.write("\n".join(lines) + "\n")
            kept += 1
    print(f"{kept} SensorLog recordings converted into {out} ({skipped} under {MIN_RATE:.0f} samples/s left out)")


if __name__ == "__main__":
    main(sys.argv)
