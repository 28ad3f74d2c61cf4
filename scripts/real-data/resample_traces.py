#!/usr/bin/env python3
"""Writes copies of Afterglow CSV traces as a slower sensor would have delivered them: the first
sample at or after each tick of RATE Hz (the same rule as `sensors evaluate --resample`), metadata
kept. For measuring a build without `--resample` (docs/SENSORS.md › Worn watches: the detector
before issue 26 at 12.5 Hz).

    scripts/real-data/resample_traces.py Examples/real/sensorlog-watch out/r125/sensorlog-watch 12.5
"""
import os
import sys


def main():
    if len(sys.argv) != 4:
        sys.exit(f"usage: {sys.argv[0]} IN_DIR OUT_DIR RATE_HZ")
    src, dst, rate = sys.argv[1], sys.argv[2], float(sys.argv[3])
    if not rate > 0:
        sys.exit(f"RATE_HZ must be > 0, got {rate}")
    step = round(1e9 / rate)
    os.makedirs(dst, exist_ok=True)
    names = sorted(n for n in os.listdir(src) if n.endswith(".csv"))
    if not names:
        sys.exit(f"{src}: no .csv traces")
    for name in names:
        head, rows = [], []
        with open(os.path.join(src, name)) as f:
            for line in f:
                (head if line.startswith("#") or line.startswith("t_ns") else rows).append(line)
        kept, first, nxt = [], None, None
        for r in rows:
            t = int(r.split(",", 1)[0])
            if first is None:
                first = nxt = t
            if t >= nxt:
                kept.append(r)
                nxt = first + ((t - first) // step + 1) * step
        with open(os.path.join(dst, name), "w") as o:
            o.writelines(head)
            o.writelines(kept)
    print(f"wrote {len(names)} traces at {rate:g} Hz to {dst}")


if __name__ == "__main__":
    main()
