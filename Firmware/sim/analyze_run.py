#!/usr/bin/env python3
"""Checks one firmware-in-the-loop run and measures latency.

Inputs: the harness's --events JSON lines and `afterglow board monitor --json` output.
Prints one JSON result line; exits 1 when an expectation fails (each failure is printed).

Latency (Firmware/README.md > Latency):
  sim:  trace time of the gesture's end -> last byte of the sample frame carrying it leaves the UART
  wall: the moment the simulation reached the gesture's end -> `afterglow` decoded that frame
"""
import argparse, json, statistics, sys

POSES = {  # final pose in the core's device frame (g), and the pose held before the gesture
    "face-up": {"after": (0.0, 0.0, -1.0), "before": (0.0, -0.6, -0.8)},
    "wrist-drop": {"after": (1.0, 0.0, 0.0), "before": (0.0, -0.5, -0.866)},
}

def lines(path):
    out = []
    with open(path) as f:
        for n, line in enumerate(f, 1):
            line = line.strip()
            if not line:
                continue
            try:
                out.append(json.loads(line))
            except json.JSONDecodeError as e:
                sys.exit(f"{path}:{n}: not JSON ({e}): {line[:80]}")
    return out

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--events", required=True)
    ap.add_argument("--monitor", required=True)
    ap.add_argument("--expect", choices=sorted(POSES), help="pose the trace ends in")
    ap.add_argument("--rate", type=float, default=200, help="expected sample rate, Hz")
    ap.add_argument("--allow-gaps", action="store_true", help="a fault run: gaps expected")
    ap.add_argument("--expect-fault", action="store_true", help="a sensor fault must show in status frames")
    ap.add_argument("--expect-unplug", action="store_true", help="an unplug and a reopen must be reported")
    ap.add_argument("--expect-watchdog", action="store_true", help="a watchdog reset must be reported and recovered from")
    ap.add_argument("--expect-gesture", help="gesture the detectors must report around the trace's mark")
    ap.add_argument("--expect-state", help="display state the power model must reach after that gesture")
    a = ap.parse_args()
    ev, mon = lines(a.events), lines(a.monitor)
    failures = []
    def check(ok, what):
        if not ok:
            failures.append(what)

    samples = [m for m in mon if m.get("type") == "sample"]
    summary = next((m for m in reversed(mon) if m.get("type") == "summary"), None)
    check(summary is not None, "monitor printed no summary")
    summary = summary or {}
    check(any(m.get("type") == "hello" for m in mon), "no hello decoded")
    check(len(samples) > 0, "no samples decoded")
    check(summary.get("bad_frames", 1) == 0, f"bad frames: {summary.get('bad_frames')}")
    if not a.allow_gaps:
        check(summary.get("gaps", 1) == 0, f"sequence gaps: {summary.get('gaps')}")
    rate = 0.0
    if len(samples) > 1:
        span = (samples[-1]["board_us"] - samples[0]["board_us"]) / 1e6
        rate = (len(samples) - 1) / span if span > 0 else 0
        if not a.allow_gaps and not a.expect_unplug:
            check(abs(rate - a.rate) / a.rate < 0.02, f"sample rate {rate:.1f} Hz, expected {a.rate}")
    result = {"samples": len(samples), "rate_hz": round(rate, 2), "bad_frames": summary.get("bad_frames"),
              "gaps": summary.get("gaps"), "missing": summary.get("missing_samples")}

    mark = next((e for e in ev if e.get("event") == "mark"), None)
    sent = next((e for e in ev if e.get("event") == "mark-sent"), None)
    if a.expect:
        check(mark is not None and sent is not None, "the trace's gesture end was never reached/sent")
    if mark and sent and a.expect:
        host = next((s for s in samples if s["seq"] == sent["seq"] and s["board_us"] == sent["board_us"]), None)
        check(host is not None, f"the gesture-end sample (seq {sent['seq']}) never reached the host")
        after = [s for s in samples if s["board_us"] >= sent["board_us"] + 100_000][:100]
        before = [s for s in samples if s["board_us"] < sent["board_us"] - 700_000][-50:]
        want = POSES[a.expect]
        def mean(ss, k):
            return statistics.fmean(s[k] for s in ss) if ss else float("nan")
        for label, ss, pose in (("after", after, want["after"]), ("before", before, want["before"])):
            got = tuple(mean(ss, k) for k in ("ax", "ay", "az"))
            check(len(ss) >= 20 and all(abs(g - w) < 0.05 for g, w in zip(got, pose)),
                  f"{a.expect}: pose {label} the gesture {tuple(round(g, 3) for g in got)} != {pose}")
            result[f"pose_{label}"] = [round(g, 3) for g in got]
        still = max((abs(s[k]) for s in after for k in ("gx", "gy", "gz")), default=99)
        check(still < 2.0, f"{a.expect}: still after the gesture, but |ω| up to {still:.2f} °/s")
        if host:
            result["latency_sim_ms"] = round((sent["sent_sim_us"] - mark["mark_sim_us"]) / 1e3, 3)
            result["latency_sim_read_ms"] = round((mark["read_sim_us"] - mark["mark_sim_us"]) / 1e3, 3)
            wall_mark = mark["read_wall_ns"] - (mark["read_sim_us"] - mark["mark_sim_us"]) * 1e3
            result["latency_wall_ms"] = round((host["wall_ns"] - wall_mark) / 1e6, 3)
            result["latency_wire_to_host_ms"] = round((host["wall_ns"] - sent["sent_wall_ns"]) / 1e6, 3)
            # Board side in exact simulated time + host side in wall time: the best estimate of
            # motion -> decoded sample (the harness paces in 0.5 ms slices, which blurs latency_wall_ms).
            result["latency_total_ms"] = round(result["latency_sim_ms"] + result["latency_wire_to_host_ms"], 3)
    if a.expect_gesture and mark and sent:
        # The gesture's end on the board's clock: the mark sample's tick minus how far past the mark it was read.
        end_us = sent["board_us"] - (mark["read_sim_us"] - mark["mark_sim_us"])
        wall_mark = mark["read_wall_ns"] - (mark["read_sim_us"] - mark["mark_sim_us"]) * 1e3
        gestures = [m for m in mon if m.get("type") == "gesture"]
        g = next((m for m in gestures if m["gesture"] == a.expect_gesture and m["board_us"] >= end_us - 1_500_000), None)
        check(g is not None, f"no {a.expect_gesture} gesture detected (saw {[m['gesture'] for m in gestures]})")
        result["gestures"] = [m["gesture"] for m in gestures]
        if g:
            result["detect_after_end_ms"] = round((g["board_us"] - end_us) / 1e3, 3)
            result["detect_wall_ms"] = round((g["wall_ns"] - wall_mark) / 1e6, 3)
            # Target (issue 6): reported no later than 100 ms after the gesture completes; face up
            # and face down wait for 800 ms of rest (issue 12, chosen on real walks: docs/SENSORS.md
            # › Thresholds), so theirs is 900 ms (GestureEvaluation.targetRestLatencyMs).
            limit = 900 if a.expect_gesture in ("face-up", "face-down") else 100
            check(result["detect_after_end_ms"] <= limit, f"{a.expect_gesture} detected {result['detect_after_end_ms']} ms after the motion ended (> {limit} ms)")
        if a.expect_state and g:
            trs = [m for m in mon if m.get("type") == "transition" and m["wall_ns"] >= g["wall_ns"]]
            result["transitions"] = [f"{m['from']}->{m['to']} ({m['cause']})" for m in trs]
            first = trs[0] if trs else None
            reached = next((m for m in trs if m["to"] == a.expect_state), None)
            check(reached is not None, f"display never reached {a.expect_state} after {a.expect_gesture} (transitions {result['transitions']})")
            if first:
                result["state_change_after_end_ms"] = round((first["t"] * 1e6 - end_us) / 1e3, 3)
                result["state_change_wall_ms"] = round((first["wall_ns"] - wall_mark) / 1e6, 3)
            if reached:
                result[f"{a.expect_state}_after_end_ms"] = round((reached["t"] * 1e6 - end_us) / 1e3, 3)
                result[f"{a.expect_state}_wall_ms"] = round((reached["wall_ns"] - wall_mark) / 1e6, 3)
    if a.expect_fault:
        statuses = [m for m in mon if m.get("type") == "status"]
        faulted = [m for m in statuses if "sensor-fault" in m["flags"] or "sensor-present" not in m["flags"]]
        check(len(faulted) > 0, "no status frame reported the sensor fault")
        check(any(m["i2c_errors"] > 0 for m in statuses), "no I2C errors counted")
        recovered = faulted and any(s["wall_ns"] > faulted[-1]["wall_ns"] for s in samples)
        check(bool(recovered), "samples did not resume after the fault")
        result["fault_status_frames"] = len(faulted)
        # Every sample the board dropped is a hole in its sequence numbers, so the host's gap count
        # must agree with the board's own dropped counter.
        check(statuses and summary.get("missing_samples") == statuses[-1]["dropped"],
              f"host counted {summary.get('missing_samples')} missing, board reports {statuses[-1]['dropped'] if statuses else '?'} dropped")
        result["board_dropped"] = statuses[-1]["dropped"] if statuses else None
        result["i2c_errors"] = max((m["i2c_errors"] for m in statuses), default=0)
    if a.expect_watchdog:
        wd = [m for m in mon if m.get("type") == "hello" and "watchdog-reset" in m["flags"]]
        check(len(wd) >= 1, "no hello reported a watchdog reset")
        if wd:
            after = [s for s in samples if s["wall_ns"] > wd[0]["wall_ns"]]
            check(len(after) > 100, f"only {len(after)} samples after the watchdog reset")
            ts = [s["t"] for s in samples]
            check(all(x < y for x, y in zip(ts, ts[1:])), "host timestamps went backwards across the board's reboot")
            check(summary.get("clock_resets", 0) >= 1, "the board clock's restart was not counted")
            result["samples_after_watchdog"] = len(after)
            result["clock_resets"] = summary.get("clock_resets")
    if a.expect_unplug:
        unplugged = [m for m in mon if m.get("type") == "unplugged"]
        opened = [m for m in mon if m.get("type") == "opened"]
        check(len(unplugged) >= 1, "the unplug was not reported")
        check(len(opened) >= 2, "the board was not reopened after replug")
        if unplugged and len(opened) >= 2:
            check(any(s["wall_ns"] > opened[-1]["wall_ns"] for s in samples), "no samples after the replug")
            result["reopen_after_ms"] = round((opened[-1]["wall_ns"] - unplugged[0]["wall_ns"]) / 1e6, 1)
    sim = next((e for e in ev if e.get("event") == "summary"), {})
    result["sim_per_wall"] = sim.get("sim_per_wall")
    if summary.get("bad_frames"):
        # What kind of bad frames, whether the board's own bytes were already bad (the harness decodes
        # them too) or lost on the way to the pty, and where the first ones were: enough to tell a
        # corrupted stream from a starved reader when a CI run is the only witness.
        result["bad_kinds"] = {k: summary.get(k) for k in ("bad_crc", "malformed", "short", "bad_length", "unknown_type") if summary.get(k)}
        result["harness"] = {k: sim.get(k) for k in ("samples_sent", "bad_frames_out", "dropped_to_pty", "bytes_out")}
        first_sample = samples[0]["wall_ns"] if samples else None
        anomalies = [m for m in mon if m.get("type") == "anomaly"]
        result["first_anomalies"] = [
            {"what": m.get("what"), "ms_from_first_sample": None if first_sample is None else round((m["wall_ns"] - first_sample) / 1e6, 1)}
            for m in anomalies[:5]]
    result["failures"] = failures
    print(json.dumps(result, sort_keys=True))
    for f in failures:
        print("FAIL:", f)
    sys.exit(1 if failures else 0)

if __name__ == "__main__":
    main()
