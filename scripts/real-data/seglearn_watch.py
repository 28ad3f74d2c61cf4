#!/usr/bin/env python3
"""Convert seglearn's smartwatch recordings into Afterglow traces (docs/SENSORS.md › Real recordings).

seglearn (BSD-3-Clause, PyPI) ships `seglearn/data/watch_dataset.npy`: 140 recordings of 10
people doing sets of shoulder-physiotherapy exercises with a smartwatch on the exercising wrist
(Burns et al. 2018, arXiv:1802.01489). 50 Hz, 6 channels: ax, ay, az in g (gravity included) and
wx, wy, wz in rad/s. The axes read like Core Motion's (a hanging left arm reads x ≈ +1 g, the right
arm x ≈ −1 g: the watch is mirrored on the right wrist), so only rad/s → °/s changes here.

Usage: seglearn_watch.py WATCH_DATASET.npy OUTDIR [--only N,N,...] [--every K]
(--every 2 keeps every second sample: the same recordings at 25 Hz, as a Pebble or Bangle.js reads.)
Writes one `seglearn-watch-NNN-<exercise>.csv` per recording, unlabelled (no gesture is labelled
in the source: every detection counts as a false trigger of the activity "exercise-<name>").
"""
import math
import os
import sys

import numpy as np

EXERCISES = {
    "PEN": "pendulum", "ABD": "abduction", "FEL": "forward-elevation", "IR": "internal-rotation",
    "ER": "external-rotation", "TRAP": "trapezius-extension", "ROW": "upright-row",
}


def main(argv):
    if len(argv) < 3:
        sys.exit(__doc__)
    src, out = argv[1], argv[2]
    only, every = None, 1
    rest = argv[3:]
    while rest:
        if rest[0] == "--only" and len(rest) > 1:
            only = {int(v) for v in rest[1].split(",")}
        elif rest[0] == "--every" and len(rest) > 1:
            every = int(rest[1])
        else:
            sys.exit(f"unknown argument {rest[0]!r}\n{__doc__}")
        rest = rest[2:]
    d = np.load(src, allow_pickle=True).item()
    os.makedirs(out, exist_ok=True)
    rate = 50.0 / every
    k = 180.0 / math.pi
    for i, x in enumerate(d["X"]):
        if only is not None and i not in only:
            continue
        code = d["y_labels"][d["y"][i]]
        name = EXERCISES.get(code, code.lower())
        side = "right" if d["side"][i] == 1 else "left"
        path = os.path.join(out, f"seglearn-watch-{i:03d}-{name}{'' if every == 1 else f'-{rate:g}hz'}.csv")
        with open(path, "w") as f:
            f.write("# afterglow-imu-trace 1\n")
            f.write(f"# source: seglearn:watch_dataset[{i}]\n")
            f.write("# device: watch\n")
            f.write(f"# activity: exercise-{name}\n")
            f.write(f"# wrist: {side}\n")
            f.write(f"# subject: {int(d['subject'][i])}\n")
            f.write(f"# rate_hz: {rate}\n")
            f.write("# origin: seglearn 1.2.5 (PyPI), seglearn/data/watch_dataset.npy, BSD-3-Clause; Burns et al. 2018, arXiv:1802.01489\n")
            f.write("t_ns,ax_g,ay_g,az_g,gx_dps,gy_dps,gz_dps\n")
            for n, row in enumerate(np.asarray(x, dtype=np.float64)[::every].tolist()):
                t = int(round(n * 1e9 / rate))
                f.write(f"{t},{row[0]:.7g},{row[1]:.7g},{row[2]:.7g},{row[3] * k:.6g},{row[4] * k:.6g},{row[5] * k:.6g}\n")
    print(f"wrote {len(d['X']) if only is None else len(only)} traces to {out}", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv)
