"""The rig's view of the control API under attack and load (issue 28), measured, not asserted:
N half-open TCP connections held open by an "attacker" (reopened as the server closes them), K
clients polling screenshots over the Unix socket, and the rig meanwhile timing
  - GET /v1/state on the Unix socket (p50, p99, max over REQUESTS sequential requests), and
  - events: PATCH /v1/settings (ambientLux) sent → its `settings` event read on the rig's open
    event stream (round trip: includes waiting for the frame that applies it), and how late each
    event arrived after it was stamped: (arrival − event `time`) minus the smallest such gap in
    the run (the emulator's real clock and the rig's monotonic clock differ by a constant), so
    0 is the fastest delivery seen (p50, p99, max over EVENTS).
The load runs in a child process (its own interpreter), so the rig's timings are not waits for
the load's threads on one Python lock. Prints one JSON line. Usage: control_bench.py SOCKET PORT
[--half-open 250] [--pollers 3] [--requests 2000] [--events 200]"""
import argparse
import json
import os
import socket
import subprocess
import sys
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "clients", "python"))
from afterglow_client import AfterglowClient  # noqa: E402


def pct(xs, p):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p / 100 * (len(xs) - 1))))]


def summary(xs):
    return {"n": len(xs), "p50_ms": round(pct(xs, 50) * 1000, 3), "p99_ms": round(pct(xs, 99) * 1000, 3),
            "max_ms": round(max(xs) * 1000, 3)}


def attacker(port, count, stop, stats):
    socks = []
    while not stop.is_set():
        while len(socks) < count and not stop.is_set():
            s = socket.socket()
            s.setblocking(False)
            try:
                s.connect(("127.0.0.1", port))
            except BlockingIOError:
                pass
            except OSError:
                s.close(); time.sleep(0.01); continue
            socks.append(s); stats["opened"] += 1
        # Reopen what the server closed (503 at the cap, 408 at the deadline).
        alive = []
        for s in socks:
            try:
                if s.recv(4096, socket.MSG_PEEK) == b"":
                    s.close(); continue
                s.recv(4096); s.close(); stats["answered"] += 1; continue
            except BlockingIOError:
                alive.append(s)
            except OSError:
                s.close()
        socks = alive
        time.sleep(0.02)
    for s in socks:
        s.close()


def poller(sock, stop, stats):
    c = AfterglowClient(socket_path=sock, timeout=30)
    while not stop.is_set():
        try:
            status, _, body = c.request("GET", "/v1/screenshot")
            stats["shots" if status == 200 else "busy"] += 1
        except OSError:
            stats["errors"] += 1


def main():
    a = argparse.ArgumentParser()
    a.add_argument("socket"); a.add_argument("port", type=int)
    a.add_argument("--half-open", type=int, default=250); a.add_argument("--pollers", type=int, default=3)
    a.add_argument("--requests", type=int, default=2000); a.add_argument("--events", type=int, default=200)
    a.add_argument("--load-only", action="store_true", help=argparse.SUPPRESS)
    args = a.parse_args()
    if args.load_only:
        # The child: hold the load until stdin closes, then print what it did.
        stop = threading.Event()
        stats = {"opened": 0, "answered": 0, "shots": 0, "busy": 0, "errors": 0}
        threads = [threading.Thread(target=attacker, args=(args.port, args.half_open, stop, stats), daemon=True)] if args.half_open else []
        threads += [threading.Thread(target=poller, args=(args.socket, stop, stats), daemon=True) for _ in range(args.pollers)]
        for t in threads:
            t.start()
        sys.stdin.read()
        stop.set()
        for t in threads:
            t.join(timeout=5)
        print(json.dumps(stats))
        return
    rig = AfterglowClient(socket_path=args.socket, timeout=30)
    load = None
    if args.half_open or args.pollers:
        load = subprocess.Popen([sys.executable, __file__, args.socket, str(args.port), "--load-only",
                                 "--half-open", str(args.half_open), "--pollers", str(args.pollers)],
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        time.sleep(2)   # let the load build up
    state_times, failures = [], 0
    for _ in range(args.requests):
        t0 = time.perf_counter()
        try:
            rig.state()
            state_times.append(time.perf_counter() - t0)
        except Exception:
            failures += 1
    round_trips, gaps = [], []
    with rig.events(types=["settings"]) as stream:
        for i in range(args.events):
            t0 = time.perf_counter()
            rig.settings(ambientLux=1000 + i)
            e = stream.wait_for(lambda e: e["type"] == "settings" and e["settings"]["ambientLux"] == 1000 + i, timeout=30)
            arrived = time.monotonic()
            round_trips.append(time.perf_counter() - t0)
            gaps.append(arrived - e["time"])
    late = [g - min(gaps) for g in gaps]
    stats = {}
    if load:
        out, _ = load.communicate("", timeout=60)
        stats = json.loads(out.strip().splitlines()[-1])
    print(json.dumps({"halfOpen": args.half_open, "pollers": args.pollers, "stateFailures": failures,
                      "state": summary(state_times), "settingsEventRoundTrip": summary(round_trips), "eventLateness": summary(late), "load": stats}))


if __name__ == "__main__":
    main()
