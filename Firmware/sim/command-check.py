#!/usr/bin/env python3
"""Talks to the simulated board directly over its pty and checks the command side of the protocol:
PING → PONG + HELLO; SET_RANGES → ACK + HELLO with the new scales; SET_RATE out of range → ACK
bad value; a command with a bad CRC, line noise and an unknown type → counted in STATUS
bad_commands, while the board keeps streaming at 200 Hz; STOP → samples stop.
usage: command-check.py PTY

Every exchange waits for the frames that answer it (select on the pty), bounded by TIMEOUT_S
wall-clock seconds; rates and "no samples after STOP" are judged on the board's own clock (the
microsecond timestamps in its sample and status frames), so a loaded machine that simulates
slower than real time makes the check slower, never wrong.
"""
import os, select, sys, time, tty
sys.path.insert(0, os.path.dirname(__file__))
mk = __import__("make-umockdev-script")

TIMEOUT_S = 20.0
HELLO, SAMPLE, STATUS, PONG, ACK = 0x01, 0x02, 0x03, 0x04, 0x05


def u16(p, i): return int.from_bytes(p[i:i + 2], "little")
def i16(p, i): return int.from_bytes(p[i:i + 2], "little", signed=True)
def u32(p, i): return int.from_bytes(p[i:i + 4], "little")


class Board:
    def __init__(self, path):
        self.fd = os.open(path, os.O_RDWR | os.O_NOCTTY)
        tty.setraw(self.fd)
        self.pending = b""

    def talk(self, wire, done):
        """Writes `wire`, then collects (type, payload) frames until done(frames) is true.
        Returns (frames, True), or (frames, False) after TIMEOUT_S without it."""
        if wire:
            os.write(self.fd, wire)
        got, end = [], time.monotonic() + TIMEOUT_S
        while not done(got):
            left = end - time.monotonic()
            if left <= 0:
                return got, False
            r, _, _ = select.select([self.fd], [], [], left)
            if not r:
                continue
            data = self.pending + os.read(self.fd, 65536)
            *chunks, self.pending = data.split(b"\0")
            for chunk in chunks:
                raw = mk.unframe(chunk) if chunk else b""
                if len(raw) >= 3 and mk.crc16(raw[:-2]) == raw[-2] | raw[-1] << 8:
                    got.append((raw[0], raw[1:-2]))
        return got, True


def main():
    board = Board(sys.argv[1])
    failures = []

    def check(ok, what):
        print(("ok   " if ok else "FAIL ") + what)
        if not ok:
            failures.append(what)

    def has(t, p=None):
        return lambda got: any(x == t and (p is None or y == p) for x, y in got)

    def all_of(*conds):
        return lambda got: all(c(got) for c in conds)

    got, ok = board.talk(mk.frame(0x85, (7).to_bytes(4, "little")), all_of(has(PONG, (7).to_bytes(4, "little")), has(HELLO)))
    check(has(PONG, (7).to_bytes(4, "little"))(got), "PING 7 answered with PONG 7")
    hello = [p for t, p in got if t == HELLO]
    check(bool(hello) and hello[-1][:4] == b"AGLW", "and a HELLO")

    def new_scale_samples(got):
        """Samples after the last HELLO that carries the new ranges."""
        idx = [i for i, (t, p) in enumerate(got) if t == HELLO and p[12:15] == bytes([2, 3, 2])]
        return [p for t, p in got[idx[-1] + 1:] if t == SAMPLE] if idx else []
    got, ok = board.talk(mk.frame(0x84, bytes([2, 3, 2])) + mk.frame(0x81),
                         all_of(has(ACK, bytes([0x84, 0])), lambda g: len(new_scale_samples(g)) >= 60))
    check(has(ACK, bytes([0x84, 0]))(got), "SET_RANGES ±8 g / ±2000 °/s / DLPF 2 acknowledged")
    h = [p for t, p in got if t == HELLO]
    check(bool(h) and h[-1][12:15] == bytes([2, 3, 2]) and u16(h[-1], 17) == 4096 and u16(h[-1], 19) == 164,
          "HELLO carries the new ranges and scales (4096 LSB/g, 16.4 LSB/°/s)")
    az = [i16(p, 10) for p in new_scale_samples(got)[-20:]]
    check(len(az) == 20 and all(abs(a / 4096 - 0.8) < 0.02 for a in az),
          f"samples streamed at the new scale (az = {az[-1] if az else None} counts = {az[-1] / 4096 if az else 0:.3f} g specific force)")

    got, ok = board.talk(mk.frame(0x83, (5000).to_bytes(2, "little")), lambda g: any(t == ACK and p[0] == 0x83 for t, p in g))
    check(has(ACK, bytes([0x83, 2]))(got), "SET_RATE 5000 Hz refused: ACK bad value")

    bad = bytearray(mk.frame(0x83, (100).to_bytes(2, "little")))
    bad[2] ^= 0x40  # corrupt the payload: CRC no longer matches
    def bad_counted(g):
        return any(t == STATUS and u16(p, 6) >= 3 for t, p in g)
    got, ok = board.talk(bytes(bad) + b"\x13\x37\xde\xad\0" + mk.frame(0x42, b"\x01"),
                         all_of(bad_counted, has(ACK, bytes([0x42, 4])), lambda g: sum(1 for t, _ in g if t == SAMPLE) >= 201))
    st = [p for t, p in got if t == STATUS]
    check(bad_counted(got), f"bad CRC, noise and an unknown type counted (bad_commands = {u16(st[-1], 6) if st else None})")
    check(has(ACK, bytes([0x42, 4]))(got), "unknown type answered with ACK unknown command")
    s = [p for t, p in got if t == SAMPLE]
    seq_ok = all((u16(b, 0) - u16(a, 0)) & 0xFFFF == 1 for a, b in zip(s, s[1:]))
    dts = [(u32(b, 2) - u32(a, 2)) & 0xFFFFFFFF for a, b in zip(s, s[1:])]
    check(len(s) > 200 and seq_ok and all(abs(d - 5000) <= 50 for d in dts),
          f"streaming went on at 200 Hz through the bad commands ({len(s)} samples, none missing, "
          f"{min(dts) if dts else 0}–{max(dts) if dts else 0} µs apart on the board's clock)")

    # STOP, then two status frames (the board reports status periodically, streaming or not):
    # no sample may follow the ACK within that stretch of board time.
    def stopped(g):
        a = [i for i, (t, p) in enumerate(g) if t == ACK and p == bytes([0x82, 0])]
        return bool(a) and sum(1 for t, _ in g[a[0]:] if t == STATUS) >= 2
    got, ok = board.talk(mk.frame(0x82), stopped)
    check(has(ACK, bytes([0x82, 0]))(got), "STOP acknowledged")
    a = [i for i, (t, p) in enumerate(got) if t == ACK and p == bytes([0x82, 0])]
    after = got[a[0] + 1:] if a else []
    st = [u32(p, 8) for t, p in after if t == STATUS]
    check(ok and not any(t == SAMPLE for t, _ in after),
          f"no samples after STOP ({(st[-1] - st[0]) / 1000 if len(st) >= 2 else 0:.0f} ms of board time between two status frames)")
    print(f"{len(failures)} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
