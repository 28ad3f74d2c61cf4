"""Round-trip latency of the control API: N sequential GET /v1/state (and a few screenshots).

    AFTERGLOW_SOCKET=… python3 Examples/rig/measure_latency.py [N]
Prints p50/p99/max in milliseconds, measured with time.perf_counter around each request.
"""
import statistics
import sys
import time

from afterglow_client import AfterglowClient


def measure(fn, n):
    out = []
    for _ in range(n):
        t0 = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t0) * 1000)
    out.sort()
    return out[len(out) // 2], out[min(len(out) - 1, int(len(out) * 0.99))], out[-1]


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    emu = AfterglowClient.from_environment()
    state = measure(emu.state, n)
    shot = measure(lambda: emu.screenshot(downsample=3), max(5, n // 20))
    print(f"GET /v1/state x{n}: p50 {state[0]:.2f} ms, p99 {state[1]:.2f} ms, max {state[2]:.2f} ms")
    print(f"GET /v1/screenshot?downsample=3 x{max(5, n // 20)}: p50 {shot[0]:.1f} ms, p99 {shot[1]:.1f} ms, max {shot[2]:.1f} ms")


if __name__ == "__main__":
    main()
