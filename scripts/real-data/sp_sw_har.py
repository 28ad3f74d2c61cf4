#!/usr/bin/env python3
"""Convert the sp-sw-har dataset (CC BY 4.0) into Afterglow traces (docs/SENSORS.md › sp-sw).

Matey-Sanz, Casteleyn, Granell, "Dataset of inertial measurements of smartphones and smartwatches
for human activity recognition", Data in Brief 51 (2023) 109809, doi:10.1016/j.dib.2023.109809;
github.com/GeoTecINIT/sp-sw-har-dataset. 23 people each did 6–11 "timed up and go" runs: seated,
stand up, walk 3 m, turn, walk back, turn, sit down — with an Android phone in a trouser pocket
(`executions_info.csv` gives its orientation) and a Wear OS watch on the wrist, recording both.

Upstream: DATA/sXX/sXX_YY_{sp|sw}.csv, columns x_acc,y_acc,z_acc (m/s², gravity included,
Android axes reading specific force: flat face up is z = +9.8), x_gyro,y_gyro,z_gyro (rad/s),
timestamp (Unix ms), label (SEATED, STANDING_UP, WALKING, TURNING, SITTING_DOWN) per sample.
About 104 Hz (watch) and 102 Hz (phone).

Into Afterglow's frame (gravity direction, face up z = −1 g): acceleration negated and divided by
9.80665 (a hanging arm then reads x ≈ +1 g: the watch is on the left wrist, as Core Motion's
frame has it); angular rate rad/s → °/s, same axes. Time from the run's first sample. The
per-sample labels become `# phase: NAME START END` lines (seated, standing-up, walking, turning,
sitting-down); no gesture is labelled and nobody looks at the watch in the protocol
(`# glances: none`), so every gesture detected is a false trigger of its phase.

Usage: sp_sw_har.py DATA_DIR OUTDIR [--subjects s01,s02,...] [--device sw|sp|both]
Writes OUTDIR/watch/sXX_YY.csv and OUTDIR/phone/sXX_YY.csv.
"""
import csv
import math
import os
import sys

G = 9.80665
PHASES = {"SEATED": "seated", "STANDING_UP": "standing-up", "WALKING": "walking",
          "TURNING": "turning", "SITTING_DOWN": "sitting-down"}
COMMIT = "1408d85a512a53861de7bc4729dee283fff2ea9d"


def convert(path, out_path, device, run, orientation):
    with open(path, newline="") as f:
        rows = list(csv.reader(f))
    header = rows[0]
    want = ["x_acc", "y_acc", "z_acc", "x_gyro", "y_gyro", "z_gyro", "timestamp", "label"]
    if header != want:
        sys.exit(f"{path}: expected columns {','.join(want)}, found {','.join(header)}")
    rows = [r for r in rows[1:] if r]
    t0 = int(rows[0][6])
    phases, lines = [], []
    for n, r in enumerate(rows, start=2):
        try:
            ax, ay, az, gx, gy, gz = (float(v) for v in r[:6])
            t = int(r[6]) - t0
        except ValueError:
            sys.exit(f"{path}:{n}: not a number in {r[:7]}")
        if r[7] not in PHASES:
            sys.exit(f"{path}:{n}: unknown label {r[7]!r} (known: {', '.join(PHASES)})")
        name = PHASES[r[7]]
        if phases and phases[-1][0] == name:
            phases[-1][2] = t
        else:
            if phases:
                phases[-1][2] = t  # a phase ends where the next begins
            phases.append([name, t, t])
        d = 180 / math.pi
        lines.append(f"{t * 1_000_000},{-ax / G:.4f},{-ay / G:.4f},{-az / G:.4f},{gx * d:.2f},{gy * d:.2f},{gz * d:.2f}")
    kind = "watch" if device == "sw" else "phone"
    head = ["# afterglow-imu-trace 1", f"# source: sp-sw-har:{run}_{device}", f"# device: {kind}",
            "# activity: up-and-go", "# gyroscope: yes", "# glances: none",
            f"# origin: github.com/GeoTecINIT/sp-sw-har-dataset@{COMMIT[:12]} DATA/{run[:3]}/{run}_{device}.csv, "
            "CC BY 4.0 (c) 2023 Matey-Sanz, Casteleyn, Granell; acceleration negated (specific force -> gravity direction), "
            "m/s2 -> g, rad/s -> deg/s, phases from the per-sample labels"]
    if kind == "phone":
        head.append(f"# pocket: {orientation}")
    else:
        head.append("# wrist: left")
    for name, s, e in phases:
        if e > s:
            head.append(f"# phase: {name} {s / 1000:.3f} {e / 1000:.3f}")
    head.append("t_ns,ax_g,ay_g,az_g,gx_dps,gy_dps,gz_dps")
    with open(out_path, "w") as f:
        f.write("\n".join(head + lines) + "\n")


def main(argv):
    if len(argv) < 3:
        sys.exit(__doc__)
    data, out = argv[1], argv[2]
    subjects, devices = None, ("sw", "sp")
    rest = argv[3:]
    while rest:
        if rest[0] == "--subjects" and len(rest) > 1:
            subjects = set(rest[1].split(","))
        elif rest[0] == "--device" and len(rest) > 1:
            devices = ("sw", "sp") if rest[1] == "both" else (rest[1],)
        else:
            sys.exit(f"unknown argument {rest[0]!r}\n{__doc__}")
        rest = rest[2:]
    with open(os.path.join(data, "executions_info.csv"), newline="") as f:
        orientation = {r["execution_id"]: r["orientation"] for r in csv.DictReader(f)}
    n = 0
    for subject in sorted(os.listdir(data)):
        d = os.path.join(data, subject)
        if not os.path.isdir(d) or (subjects and subject not in subjects):
            continue
        for name in sorted(os.listdir(d)):
            if not name.endswith(".csv"):
                continue
            run, device = name[:-4].rsplit("_", 1)
            if device not in devices:
                continue
            kind = "watch" if device == "sw" else "phone"
            os.makedirs(os.path.join(out, kind), exist_ok=True)
            convert(os.path.join(d, name), os.path.join(out, kind, run + ".csv"), device, run, orientation.get(run, "unknown"))
            n += 1
    print(f"{n} sp-sw-har recordings converted into {out}")


if __name__ == "__main__":
    main(sys.argv)
