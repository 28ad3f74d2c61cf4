#!/usr/bin/env python3
"""Convert the Oxford step-counter validation set (CC BY 4.0) into Afterglow traces.

github.com/Oxford-step-counter/DataSet at commit 922cc0d8511a7189f7a667d173c21e9472729603,
`validation/user{1,2}_<placement>_<unix ms>.csv`: two people walking with a Samsung Galaxy S6
carried in the hand, a front pocket, a back pocket, a neck pouch, a bag or an armband, recorded by
the Step-Counter-Android-Implementation app (Brajdic & Harle, "Walk detection and step counting on
unconstrained smartphones", UbiComp 2013, is the project's paper). Columns: timestamp (ns since
boot), accx, accy, accz (m/s², gravity included, Android axes reading specific force: face up
z = +9.8), then step counts (algorithm, ground truth, hardware) — not used.

Into Afterglow's frame (face up z = −1 g): acceleration negated and divided by 9.80665. Time from
each file's first sample. Activity `walking-phone-<placement>`; the phone in the hand while walking
is in use (its screen read as one walks), so only its false face-up / face-down count, and pick-up
while in use is reported, not a goal.

Usage: oxford_steps.py VALIDATION_DIR OUTDIR
"""
import csv
import os
import re
import sys

G = 9.80665
COMMIT = "922cc0d8511a7189f7a667d173c21e9472729603"


def main(argv):
    if len(argv) != 3:
        sys.exit(__doc__)
    src, out = argv[1], argv[2]
    os.makedirs(out, exist_ok=True)
    n = 0
    for name in sorted(os.listdir(src)):
        m = re.fullmatch(r"(user\d+)_([a-z]+)_(\d+)\.csv", name)
        if not m:
            continue
        user, placement, _ = m.groups()
        with open(os.path.join(src, name), newline="") as f:
            rows = [r for r in csv.reader(f) if r]
        try:
            samples = [(int(r[0]), float(r[1]), float(r[2]), float(r[3])) for r in rows]
        except (ValueError, IndexError) as e:
            sys.exit(f"{src}/{name}: unreadable row ({e})")
        t0 = samples[0][0]
        span = (samples[-1][0] - t0) / 1e9
        lines = ["# afterglow-imu-trace 1", f"# source: oxford-steps:{user}_{placement}", "# device: phone",
                 f"# activity: walking-phone-{placement}", "# gyroscope: none", f"# rate_hz: {(len(samples) - 1) / span:.1f}",
                 f"# origin: github.com/Oxford-step-counter/DataSet@{COMMIT[:12]} validation/{name}, CC BY 4.0 "
                 "(c) Oxford step counter project; acceleration negated (specific force -> gravity direction), m/s2 -> g",
                 "t_ns,ax_g,ay_g,az_g,gx_dps,gy_dps,gz_dps"]
        lines += [f"{t - t0},{-x / G:.4f},{-y / G:.4f},{-z / G:.4f},0,0,0" for t, x, y, z in samples]
        with open(os.path.join(out, f"{user}_{placement}.csv"), "w") as f:
            f.write("\n".join(lines) + "\n")
        n += 1
    print(f"{n} Oxford step-counter recordings converted into {out}")


if __name__ == "__main__":
    main(sys.argv)
