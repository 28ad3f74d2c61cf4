#!/usr/bin/env python3
"""Convert the Bangle.js wrist recordings of github.com/gfwilliams/step-count (the data Espruino's
step counter was tuned on) into Afterglow traces — issue 26's held-out worn-watch material of
desk work, housework, daily life, driving, a train and walks (docs/SENSORS.md › Bangle.js worn
days; Examples/real/MANIFEST.md › bangle-step-count). The upstream files are NOT committed here
(the repository states no licence, and fetched material is not committed): they are read from a
checkout or from SRC, converted into out/, and checked against the blob ids and output hashes in
scripts/real-data/bangle-step-count.files by fetch-bangle-step-count.sh --verify.

Upstream format (BangleApps' "Accel Log" app): `Time (ms),X,Y,Z`, one row per accelerometer
event at Bangle.js's 12.5 Hz, X/Y/Z = Bangle.getAccel() in g times 8192 (the app writes
accel.x*8192). Units: / 8192 -> g. Axes: copied. Bangle.getAccel() reads gravity's direction like
Core Motion (a watch lying face up reads z = -1 g), which the signal confirms: a worn wrist at a
desk or a wheel reads z < -0.7 g for most of each recording, face down seldom.

Which wrist (not stated upstream), read off the signal in the one frame a right-handed sensor
allows: a hanging arm while walking reads x ~ -1 g (Hugh B.'s recordings: 82,280 of 139,846
samples of the 3 h walk below -0.6 g, 1,799 above +0.6 g), so the button side points to the elbow; and the
resting forearm's roll reads y > 0 (its mean +0.14 to +0.61 g in every recording) — the little
finger's edge down, as a resting forearm lies. A right-handed frame with x to the elbow and
y > 0 on the little finger's side is a right wrist with the display upright: `# wrist: right`,
`# crown: right` (docs/SENSORS.md › Wrist and crown). The other people's short walks are decided
the same way per recording (hanging x > 0: the left wrist). Held out: nothing was tuned on them.

Labels: the activity from the file name (the author's own words in the commits: "3 hour
accelog of lunch break and 3 hrs sat at desk", "2hr housework log", "0 step train journey log for
1 hour", "mixed recording of 390 steps walking round house, driving sitting, standing"); the step
count the file name gives (`a` = counted by the wearer, or the single number) as `# steps:`.
No glance or rest is labelled.

Usage: bangle_step_count.py SRC_DATA_DIR OUTDIR   (SRC_DATA_DIR = the checkout's data/ folder)
"""
import os
import re
import sys

REPO = "gfwilliams/step-count"
COMMIT = "d4b015c09483ff671f5b3998b2aefdfe67ac27e6"
SCALE = 8192.0

# upstream file -> (activity, what the commits / main.c say, steps). main.c's EXPECTED_STEPS and
# the commit messages are the source of every entry.
FILES = {
    "HughB-work-0.csv": ("desk-work", "working, 1 h (first named HughB-working-1h.csv)", 0),
    "HughB-work-66.csv": ("desk-work", "work with a break, 66 steps", 66),
    "HughB-general-a260-b573.csv": ("daily-life", "3 hour accelog of lunch break and 3 hrs sat at desk", 260),
    "HughB-housework-a958-b2658.csv": ("housework", "2 hr housework log", 958),
    "HughB-mixed-390.csv": ("daily-life", "walking round house, driving, sitting, standing", 390),
    "0_HughB_train_journey_b31.csv": ("train", "0 step train journey log for 1 hour", 0),
    "HughB-drive-18.csv": ("driving", "drive", 18),
    "HughB-drive-29min-0.csv": ("driving", "driving 29 min", 0),
    "HughB-drive-36min-0.csv": ("driving", "driving 36 min", 0),
    "HughB-drive-a3-b136.csv": ("driving", "drive", 3),
    "HughB-walk-1834.csv": ("walking", "walk", 1834),
    "HughB-walk-2331.csv": ("walking", "walk", 2331),
    "HughB-walk-2350.csv": ("walking", "walk", 2350),
    "HughB-walk-6605.csv": ("walking", "walk", 6605),
    "HughB-walk-a10021-b10248.csv": ("walking", "10021 step accellog", 10021),
    "HughB-walk-a3070-b3046.csv": ("walking", "walk", 3070),
    "HughB-static-0.csv": ("not-walking", "static, 0 steps", 0),
    "HughB-nosteps1.csv": ("not-walking", "no steps", 0),
    "HughB-nosteps2.csv": ("not-walking", "no steps", 0),
    "HughB-nosteps3.csv": ("not-walking", "no steps", 0),
    "HughB0.csv": ("walking", "150 steps", 150),
    "HughB1.csv": ("walking", "150 steps", 150),
    "HughB2.csv": ("walking", "150 steps", 150),
    "100.csv": ("walking", "100 steps", 100),
    "100_1.csv": ("walking", "100 steps", 100),
    "100_2.csv": ("walking", "100 steps", 100),
    "100_3.csv": ("walking", "100 steps", 100),
    "100_4.csv": ("walking", "100 steps", 100),
    "100_5.csv": ("walking", "100 steps", 100),
    "100_6.csv": ("walking", "100 steps", 100),
    "100_7.csv": ("walking", "100 steps", 100),
    "Guillaume_G.csv": ("walking", "150 steps", 150),
    "Pablo.csv": ("walking", "150 steps", 150),
    "cartron.csv": ("walking", "150 steps", 150),
    "d3nd3-o0.csv": ("walking", "150 steps", 150),
    "MrPloppy-stationary-0.csv": ("not-walking", "stationary, 0 steps", 0),
}


def fail(path, line, why):
    sys.exit(f"{path}:{line}: {why}")


def read(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        head = f.readline().strip()
        if head != "Time (ms),X,Y,Z":
            fail(path, 1, f'header "{head}" is not "Time (ms),X,Y,Z"')
        for n, line in enumerate(f, start=2):
            p = line.strip().split(",")
            if p == [""]:
                continue
            if len(p) != 4:
                fail(path, n, f'"{line.strip()}" has {len(p)} fields, not 4 (Time (ms),X,Y,Z)')
            try:
                rows.append((float(p[0]), float(p[1]), float(p[2]), float(p[3])))
            except ValueError:
                fail(path, n, f'"{line.strip()}" is not four numbers')
    if not rows:
        fail(path, 2, "no samples")
    return rows


def wrist_from_hang(rows):
    """'left' when the hanging arm reads x > +0.6 g more often than x < -0.6 g, else 'right'
    (display upright either way; see the module's docstring)."""
    pos = sum(1 for r in rows if r[1] / SCALE > 0.6)
    neg = sum(1 for r in rows if r[1] / SCALE < -0.6)
    return ("left" if pos > neg else "right"), pos, neg


def fmt(v):
    s = f"{v:.6f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def main(src, out):
    os.makedirs(out, exist_ok=True)
    # The wearer decides the wrist once for all of their recordings: Hugh B.'s from all his walks.
    hugh = [r for name in FILES if name.startswith(("HughB", "0_HughB")) and FILES[name][0] == "walking"
            for r in read(os.path.join(src, name))]
    hugh_wrist, hp, hn = wrist_from_hang(hugh)
    total = 0.0
    for name, (activity, said, steps) in FILES.items():
        rows = read(os.path.join(src, name))
        if name.startswith(("HughB", "0_HughB")):
            wrist, why = hugh_wrist, f"Hugh B.'s walks hang x < -0.6 g {hn} samples, > +0.6 g {hp}"
        elif activity == "walking":
            wrist, p, n = wrist_from_hang(rows)
            why = f"this walk hangs x > +0.6 g {p} samples, < -0.6 g {n}"
        else:
            wrist, why = None, "not walking: no hanging arm to read the wrist from"
        t0 = rows[0][0]
        body, last = [], None
        for i, (t, x, y, z) in enumerate(rows):
            if last is not None and t < last:
                fail(os.path.join(src, name), i + 2, f"time {t} ms goes back from {last} ms")
            last = t
            body.append(f"{int(round((t - t0) * 1e6))},{fmt(x / SCALE)},{fmt(y / SCALE)},{fmt(z / SCALE)},0,0,0")
        hours = (rows[-1][0] - t0) / 3.6e6
        total += hours
        stem = re.sub(r"\.csv$", "", name).replace("_", "-").lower()
        lines = ["# afterglow-imu-trace 1", f"# source: bangle-step-count:{stem}", "# device: watch",
                 f"# activity: {activity}", "# gyroscope: none", "# rate_hz: 12.5",
                 *([f"# wrist: {wrist}", "# crown: right"] if wrist else []),
                 f"# steps: {steps} (from the file name: {said})",
                 f"# origin: github.com/{REPO}@{COMMIT[:12]} data/{name}, licence not stated upstream "
                 f"(not redistributed); Bangle.js Accel Log, g*8192 -> g, axes as recorded; wrist read "
                 f"off the signal ({why}; the resting roll y > 0)" if wrist else
                 f"# origin: github.com/{REPO}@{COMMIT[:12]} data/{name}, licence not stated upstream "
                 f"(not redistributed); Bangle.js Accel Log, g*8192 -> g, axes as recorded; wrist not stated ({why})",
                 "t_ns,ax_g,ay_g,az_g,gx_dps,gy_dps,gz_dps"]
        with open(os.path.join(out, f"bangle-{stem}.csv"), "w") as f:
            f.write("\n".join(lines + body) + "\n")
        print(f"bangle-{stem}.csv  {activity:12s} {wrist or '-':5s} {len(rows):7d} samples {hours:5.2f} h")
    print(f"{len(FILES)} recordings, {total:.2f} h")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: bangle_step_count.py SRC_DATA_DIR OUTDIR")
    main(sys.argv[1], sys.argv[2])
