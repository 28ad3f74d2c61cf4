#!/usr/bin/env python3
"""Convert three short real recordings of worn wrist devices into Afterglow traces (issue 26's
held-out worn-watch material; Examples/real/MANIFEST.md › worn-wrists):

  flirt  github.com/im-ethz/flirt @ d9bdcc56 (MIT, (c) 2020 ETH Zurich, Chair of Information
         Management), the test data of its wearable-data readers:
         test/wearable-data/garmin/acc.csv  a Garmin watch, 25 Hz, "ISO-time;x;y;z" in milli-g
                                            (Connect IQ's unit), 2019-10-16, three stretches;
         test/wearable-data/empatica/ACC.csv an Empatica E4 wrist band, 32 Hz, 1/64 g, the first two
                                            rows the start time and the rate (Empatica's format).
  geneactiv  github.com/cran/GENEAread @ 3bb5a574 (GPL-2 | GPL-3), inst/binfile/TESTfile.bin: a
         GENEActiv on the left wrist, 100 Hz, "Some sample activities" (the file's subject note),
         2012-05-23, in GENEActiv's published .bin format: a text header with the calibration
         (x/y/z gain and offset), then pages of 300 samples, each a 12-hex-digit word — x, y, z as
         12-bit two's complement, then light and button bits; g = (raw * 100 - offset) / gain.

Axes, into Afterglow's frame (gravity's direction; face up z = -1 g):
  Garmin: copied (milli-g -> g). Connect IQ documents the unit, not the sign; read off the signal:
          the wrist at rest reads z = -0.78..-0.83 g with y = +0.5 g — face up, rolled as a typing
          wrist — which is our frame (the other sign would put a resting worn watch face down).
  E4:     Empatica documents x toward the USB slot, y toward the shorter strap, z toward the bottom
          (the skin) and a MEMS part reading specific force; into ours: (-x, y, z) / 64.
  GENEActiv: x, y, z negated (specific force -> gravity's direction); GENEActiv's axis directions
          on the case are not documented in the file, so raises on this trace are judged in a frame
          the hanging arm decides (crown learnt), and face up vs face down may be swapped — both
          lock a watch, so the lock count does not depend on it.
No glance or rest is labelled: the activity is `daily-life` (FLIRT's recordings: unstated) or
`sample-activities` (GENEActiv's note); each Garmin stretch carries the steps the watch's own step
counter (garmin/data.csv, STEPS) counted over it.

  matrix github.com/wadpac/GGIRread @ 45ef623c (Apache-2.0), inst/testfiles/mtx_{12.5Hz_acc,
         25Hz_acc_HR,100Hz_acc_HR_temp}.BIN: a Parmay Tech Matrix wrist band, 2025-01-24, in its
         binary format as GGIRread's readParmayMatrix documents it: "MDTC" at byte 512, then packets
         starting "MDTCPACK" — CRC-32 of the rest of the packet, start and end time (s), sample
         counts (acc, gyro, temperature, heart), then the acceleration as int16 triplets scaled by
         the range (bytes 520–521) over 32767 (32768 below zero). Sample times are spread evenly
         over each packet. Whether it was worn the files do not say (activity `wear-unstated`):
         their spread (0.3–0.6 g for minutes, then still) is an arm's, but a still stretch of the
         100 Hz file (4 mg) could be a table. Axes copied (the Matrix's convention is not stated).

Usage: worn_wrists.py FLIRT_DIR GENEAREAD_DIR [GGIRREAD_DIR] OUTDIR   (each DIR a checkout at the
pinned commit; without GGIRREAD_DIR the Matrix recordings are not converted)
"""
import os
import struct
import sys
import zlib
from datetime import datetime, timedelta, timezone

FLIRT = "d9bdcc56107edaa3457db5428b32fbe2080778d0"
GENEAREAD = "3bb5a574ada775603d49b19b7709b7b916410bd9"
GGIRREAD = "45ef623c0f71c0e34ad02c3300709cbb4f6bc03f"
MATRIX = ["mtx_12.5Hz_acc.BIN", "mtx_25Hz_acc_HR.BIN", "mtx_100Hz_acc_HR_temp.BIN"]
GAP_S = 2.0     # a Garmin pause longer than this starts a new recording


def header(source, activity, rate, origin, extra=()):
    return ["# afterglow-imu-trace 1", f"# source: {source}", "# device: watch", f"# activity: {activity}",
            "# gyroscope: none", f"# rate_hz: {rate:.1f}", *extra, f"# origin: {origin}",
            "t_ns,ax_g,ay_g,az_g,gx_dps,gy_dps,gz_dps"]


def write(out, name, lines, rows):
    with open(os.path.join(out, name + ".csv"), "w") as f:
        f.write("\n".join(lines + rows) + "\n")


def fail(path, line, why):
    sys.exit(f"{path}:{line}: {why}")


def garmin_steps(path):
    """(time, steps) from the Garmin export's STEPS rows: the watch's own step counter."""
    out = []
    for n, line in enumerate(open(path, encoding="utf-8"), start=1):
        p = line.strip().split(";")
        if len(p) == 3 and p[1] == "STEPS":
            out.append((datetime.fromisoformat(p[0]).timestamp(), float(p[2])))
    return out


def convert_garmin(src, out):
    path = os.path.join(src, "test/wearable-data/garmin/acc.csv")
    samples = []
    for n, line in enumerate(open(path, encoding="utf-8"), start=1):
        p = line.strip().split(";")
        if len(p) != 4:
            fail(path, n, f"{line.strip()!r} is not 'time;x;y;z'")
        try:
            samples.append((datetime.fromisoformat(p[0]), *(int(v) / 1000 for v in p[1:])))
        except ValueError as e:
            fail(path, n, str(e))
    steps = garmin_steps(os.path.join(src, "test/wearable-data/garmin/data.csv"))
    runs, start = [], 0
    for i in range(1, len(samples) + 1):
        if i == len(samples) or (samples[i][0] - samples[i - 1][0]).total_seconds() > GAP_S:
            runs.append(samples[start:i]); start = i
    for k, run in enumerate(runs, start=1):
        d0 = run[0][0]
        t0, t1 = d0.timestamp(), run[-1][0].timestamp()
        before = [s for t, s in steps if t <= t0 + 1]
        after = [s for t, s in steps if t <= t1 + 1]
        counted = (after[-1] - before[-1]) if before and after else None
        rate = (len(run) - 1) / (t1 - t0) if t1 > t0 else 25.0
        extra = [f"# steps: {counted:.0f} (the watch's own step counter over this stretch)"] if counted is not None else []
        lines = header(f"flirt-garmin:{k}", "daily-life", rate,
                       f"github.com/im-ethz/flirt@{FLIRT[:12]} test/wearable-data/garmin/acc.csv "
                       f"({d0.isoformat()}, stretch {k}), MIT (c) 2020 ETH Zurich; "
                       "Garmin watch, milli-g -> g, axes as recorded", extra)
        write(out, f"flirt-garmin-{k}", lines,
              [f"{(t - d0) // timedelta(microseconds=1) * 1000},{x:g},{y:g},{z:g},0,0,0" for t, x, y, z in run])
    return len(runs)


def convert_e4(src, out):
    path = os.path.join(src, "test/wearable-data/empatica/ACC.csv")
    rows = open(path, encoding="utf-8").read().splitlines()
    try:
        t0 = float(rows[0].split(",")[0]); rate = float(rows[1].split(",")[0])
    except (IndexError, ValueError):
        fail(path, 1, "the first two rows must be the start time and the rate")
    body = []
    for n, line in enumerate(rows[2:], start=3):
        try:
            x, y, z = (int(v) for v in line.split(","))
        except ValueError:
            fail(path, n, f"{line!r} is not 'x,y,z' in 1/64 g")
        i = n - 3
        body.append(f"{round(i * 1e9 / rate)},{-x / 64:g},{y / 64:g},{z / 64:g},0,0,0")
    lines = header("flirt-e4", "daily-life", rate,
                   f"github.com/im-ethz/flirt@{FLIRT[:12]} test/wearable-data/empatica/ACC.csv "
                   f"({datetime.fromtimestamp(t0, timezone.utc).isoformat()}), MIT (c) 2020 ETH Zurich; Empatica E4 "
                   "wrist band, 1/64 g -> g, axes (-x, y, z): Empatica's x to the USB slot, z to the skin, specific force")
    write(out, "flirt-e4", lines, body)


def convert_geneactiv(src, out):
    path = os.path.join(src, "inst/binfile/TESTfile.bin")
    lines = open(path, encoding="latin-1").read().splitlines()
    cal, wrist, rate = {}, None, None
    for n, l in enumerate(lines, start=1):
        if l == "Recorded Data":
            break
        key, _, value = l.partition(":")
        if key in ("x gain", "x offset", "y gain", "y offset", "z gain", "z offset"):
            cal[key] = int(value)
        elif key == "Device Location Code":
            wrist = value.strip()
        elif key == "Measurement Frequency":
            rate = float(value.split()[0])
    if len(cal) != 6 or rate is None:
        fail(path, 1, f"header lacks calibration or rate (found {sorted(cal)})")

    def s12(u):
        return u - 4096 if u >= 2048 else u
    body, n, i = [], 0, 0
    while n < len(lines):
        if lines[n] != "Recorded Data":
            n += 1; continue
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
    extra = ["# wrist: left"] if wrist == "left wrist" else []
    lines_out = header("geneactiv-testfile", "sample-activities", rate,
                       f"github.com/cran/GENEAread@{GENEAREAD[:12]} inst/binfile/TESTfile.bin (GENEActiv, "
                       f"device location {wrist!r}), GPL-2 | GPL-3; calibrated with the file's gains and offsets, negated", extra)
    write(out, "geneactiv-testfile", lines_out, body)


def convert_matrix(src, out):
    for name in MATRIX:
        path = os.path.join(src, "inst/testfiles", name)
        b = open(path, "rb").read()
        if b[512:516] != b"MDTC":
            fail(path, 1, "no \"MDTC\" at byte 512: not a Matrix .BIN file")
        acc_range = struct.unpack_from("<h", b, 520)[0]
        starts, i = [], b.find(b"MDTCPACK")
        while i >= 0:
            starts.append(i); i = b.find(b"MDTCPACK", i + 1)
        body, t_first, rates = [], None, []
        for k, (s0, e) in enumerate(zip(starts, starts[1:] + [len(b)]), start=1):
            crc, t0, t1, n_acc = struct.unpack_from("<Iiii", b, s0 + 8)
            if zlib.crc32(b[s0 + 12:e]) != crc:
                fail(path, 1, f"packet {k} at byte {s0}: CRC-32 does not match")
            t_first = t0 if t_first is None else t_first
            values = struct.unpack_from(f"<{3 * n_acc}h", b, s0 + 36)
            rates.append(n_acc / (t1 - t0))
            for j in range(n_acc):
                g = [v * acc_range / (32767 if v >= 0 else 32768) for v in values[3 * j:3 * j + 3]]
                t_ns = (t0 - t_first) * 1_000_000_000 + j * (t1 - t0) * 1_000_000_000 // n_acc
                body.append(f"{t_ns},{g[0]:.4f},{g[1]:.4f},{g[2]:.4f},0,0,0")
        rate = float(name.split("_")[1][:-2])
        lines = header(f"matrix:{name}", "wear-unstated", rate,
                       f"github.com/wadpac/GGIRread@{GGIRREAD[:12]} inst/testfiles/{name} (Parmay Tech Matrix wrist "
                       f"band, {len(starts)} packets, CRC-32 checked), Apache-2.0; int16 -> g over the {acc_range} g range, axes as recorded")
        write(out, "matrix-" + name.split("_")[1].lower(), lines, body)
    return len(MATRIX)


def main(argv):
    if len(argv) not in (4, 5):
        sys.exit(__doc__)
    flirt, genea, out = argv[1], argv[2], argv[-1]
    os.makedirs(out, exist_ok=True)
    k = convert_garmin(flirt, out)
    convert_e4(flirt, out)
    convert_geneactiv(genea, out)
    m = convert_matrix(argv[3], out) if len(argv) == 5 else 0
    print(f"{k} Garmin stretches, 1 Empatica E4, 1 GENEActiv and {m} Matrix recordings converted into {out}")


if __name__ == "__main__":
    main(sys.argv)
