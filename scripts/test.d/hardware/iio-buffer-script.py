#!/usr/bin/env python3
"""Writes an umockdev script (docs/script-format.txt) that feeds /dev/iio:device0 with buffer
records in the layout of Tests/AfterglowHardwareTests/Fixtures/iio-accel-buffer.umockdev:
x, y, z as le:s10/16>>6 at offsets 0, 2, 4, then the s64 timestamp aligned to 8 — 16 bytes a
record, 25 Hz. 1 s of handling, then REST_S seconds face up (z = -256 LSB = -1 g at 0.038307
m/s² per LSB) with one LSB of noise.
Usage: iio-buffer-script.py REST_S"""
import math, random, struct, sys

rest = float(sys.argv[1])
rng = random.Random(3)
def enc(data):
    s = []
    for b in data:
        if b < 32: s.append("^" + chr(b + 64))
        elif b == ord("^"): s.append("^`")
        else: s.append(chr(b))
    return "".join(s)
t_ns, dt = 1_700_000_000_000_000_000, 40_000_000
def record(x, y, z):
    global t_ns
    r = struct.pack("<hhhxxq", int(x) << 6, int(y) << 6, int(z) << 6, t_ns)
    t_ns += dt
    return r
lines = []
for i in range(25):
    a = i * 0.2
    lines.append(record(100 * math.sin(a), -150 + 50 * math.cos(a), -140 + 30 * math.sin(2 * a)))
for i in range(int(rest * 25)):
    lines.append(record(rng.choice((-1, 0, 1)), rng.choice((0, 1)), -256 + rng.choice((0, 0, 1))))
out = sys.stdout.buffer
for rec in lines:
    out.write(b"r 40 " + enc(rec).encode("latin-1") + b"\n")
