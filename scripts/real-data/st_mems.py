#!/usr/bin/env python3
"""Converts STMicroelectronics' sensor datalogs (BSD-3-Clause) into Afterglow traces.

Used by scripts/real-data/fetch-st-mems.sh; Examples/real/MANIFEST.md lists each file's origin.
  st_mems.py SRC OUT   SRC holds the upstream files under their repository paths
                       (SRC/<repo>/<path>); OUT receives one trace per row of RECORDINGS.

Upstream: ST evaluation boards (LSM6DSOX) moved by hand, 26 Hz, acc_x/y/z in mg, no timestamps,
ENU board axes (x right, y up the screen, z out of it) reading *specific force*: flat face up is
z = +1000 mg. Afterglow's frame reads the direction of gravity (face up z = -1 g,
docs/SENSORS.md › The sample), so every axis is negated and divided by 1000. Sample i is at
i/26 s. The first 0.5 s is the sensor's filter settling (z about 930 mg, still at rest): a
recording that begins at rest has its rest period from 0 s.

The labels and rest periods are ours, read off the signal (docs/SENSORS.md › ST datalogs): the
upstream files are named by gesture but carry no times.
"""
import csv, os, sys

FSM = ("st-mems-finite-state-machine", "b4f27f68bdacdf84fc25728f52d6a1b4db8fa29b")
MLC = ("st-mems-machine-learning-core", "032786702a88cc0c972c3d97c7602fc3d5793e1d")

# name, repo, path, git blob id, device, activity, rests [(start, end)], labels [(gesture, role, start, end)]
# end None = the end of the recording.
RECORDINGS = [
    ("st-fsm-pick-up", FSM, "examples/pick_up_detection/lsm6dsox/datalogs/pick_up_detection_26Hz.csv",
     "af04c357899a889cd8013fd4342bde312166ac56", "phone", "pick-up",
     [(0.0, 6.5)], [("pick-up", "target", 6.6, 7.6)]),
    ("st-fsm-glance", FSM, "examples/glance_detection/lsm6dsox/datalogs/glance_detection_26Hz.csv",
     "650e0dc54c55dfc3d54028ad822a8b8e0931fddb", "phone", "pick-up",
     [(0.0, 8.4)], [("pick-up", "target", 8.45, 9.7), ("face-up", "incidental", 12.0, 13.45),
                    ("pick-up", "target", 13.45, 14.2), ("face-up", "incidental", 16.5, None)]),
    ("st-fsm-flip-down", FSM, "examples/flip_down_detection/lsm6dsox/datalogs/flip_down_detection_26Hz.csv",
     "e34bc723024bfb440d5506f007570dfa541bdebf", "phone", "flip-face-down",
     [(0.0, 7.2), (8.8, 10.5)], [("pick-up", "incidental", 7.2, 8.8)]),
    ("st-fsm-flip-up", FSM, "examples/flip_up_detection/lsm6dsox/datalogs/flip_up_detection_26Hz.csv",
     "f3fac25d1eb0b0df95c46cf90206711bdca184fb", "phone", "flip-face-up",
     [(0.0, 7.6)], [("pick-up", "incidental", 7.6, 9.2), ("face-up", "incidental", 8.8, None)]),
    ("st-mlc-mobile-stationary", MLC, "examples/activity_recognition_for_mobile/lsm6dsox/datalogs/stationary.csv",
     "c42d0c352bb4c050a6c5238767df0226eca8e611", "phone", "rest-on-table", [(0.0, None)], []),
    ("st-mlc-mobile-walking", MLC, "examples/activity_recognition_for_mobile/lsm6dsox/datalogs/walking.csv",
     "1e2e5664bad79c2675415b22474be59b04a5e49d", "phone", "walking-phone", [], []),
    ("st-mlc-mobile-jogging", MLC, "examples/activity_recognition_for_mobile/lsm6dsox/datalogs/jogging.csv",
     "ee039204bb0da35a408e07685413e67021530d07", "phone", "running-phone", [], []),
    ("st-mlc-mobile-biking", MLC, "examples/activity_recognition_for_mobile/lsm6dsox/datalogs/biking.csv",
     "fb56fcd483d9a9d98301cbc471b7325ad9f6ef70", "phone", "biking-phone", [], []),
    ("st-mlc-mobile-driving", MLC, "examples/activity_recognition_for_mobile/lsm6dsox/datalogs/driving.csv",
     "c47a4e7cf1a7fdaade38db1e3f1ef662d6076124", "phone", "driving-phone", [], []),
    ("st-mlc-asset-stationary", MLC, "examples/asset_tracking/lsm6dsox/datalogs/stationary.csv",
     "26719fa075c19b8c3db8db37e73bf2c8ceaeb3ed", "phone", "rest-on-table", [(0.0, None)], []),
]
RATE = 26.0


def convert(src, out, rec):
    name, (repo, commit), path, _blob, device, activity, rests, labels = rec
    with open(os.path.join(src, repo, path), newline="") as f:
        rows = [r for r in csv.reader(f) if r]
    header = [h.strip() for h in rows[0]]
    ix = [header.index(f"acc_{k}[mg]") for k in "xyz"]
    samples = [[-float(r[i]) / 1000 for i in ix] for r in rows[1:]]
    end = (len(samples) - 1) / RATE
    fmt = lambda v: f"{v:.6f}"
    lines = ["# afterglow-imu-trace 1", f"# source: st:{repo}/{path}", f"# device: {device}",
             f"# activity: {activity}", f"# rate_hz: {RATE}", "# gyroscope: none",
             f"# origin: github.com/STMicroelectronics/{repo}@{commit[:12]} {path}, BSD-3-Clause (c) 2025 STMicroelectronics; "
             "axes negated (specific force -> gravity direction), mg -> g, labels ours"]
    for s, e in rests:
        lines.append(f"# rest: {fmt(s)} {fmt(end if e is None else e)}")
    for g, role, s, e in labels:
        lines.append(f"# label: {g} {role} {fmt(s)} {fmt(end if e is None else e)}")
    lines.append("t_ns,ax_g,ay_g,az_g,gx_dps,gy_dps,gz_dps")
    for i, a in enumerate(samples):
        lines.append(f"{round(i * 1e9 / RATE)},{a[0]:.3f},{a[1]:.3f},{a[2]:.3f},0,0,0")
    with open(os.path.join(out, name + ".csv"), "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    src, out = sys.argv[1], sys.argv[2]
    os.makedirs(out, exist_ok=True)
    for rec in RECORDINGS:
        convert(src, out, rec)
    print(f"{len(RECORDINGS)} ST datalogs converted into {out}")
