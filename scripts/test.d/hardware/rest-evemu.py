#!/usr/bin/env python3
"""Writes an evemu recording of an input accelerometer without ABS resolution (256 units per g,
as iio-sensor-proxy's test device): 1.5 s of handling, then a device lying face up for REST_S
seconds, read with +-1 unit of noise at 25 Hz (integers: a quantised sensor at rest repeats
values exactly, which must not look like a stuck axis).
Usage: rest-evemu.py REST_S [--sensor-z-inverted]   (inverted: the sensor is mounted upside
down, so its raw z reads +256 face up, for the ACCEL_MOUNT_MATRIX test)."""
import math, random, sys

rest = float(sys.argv[1])
sign = -1 if "--sensor-z-inverted" in sys.argv else 1
rng = random.Random(7)
print("# EVEMU 1.3")
print("# rest-evemu.py: handling, then face up at rest; 256 units per g")
t, dt = 0.0, 0.04
def emit(x, y, z):
    global t
    for code, v in ((0, x), (1, y), (2, z)):
        print(f"E: {t:.6f} 0003 {code:04x} {int(round(v))}")
    print(f"E: {t:.6f} 0000 0000 0")
    t += dt
for i in range(int(1.5 / dt)):           # handling: tilted, moving
    a = i * dt * 5
    emit(120 * math.sin(a), -180 + 60 * math.cos(a), sign * (-150 + 40 * math.sin(2 * a)))
for i in range(int(rest / dt)):
    emit(rng.choice((-1, 0, 0, 1)), rng.choice((0, 0, 1)), sign * (-256 + rng.choice((0, 0, -1, 1))))
