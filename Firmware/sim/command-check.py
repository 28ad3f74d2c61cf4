#!/usr/bin/env python3
"""Talks to the simulated board directly over its pty and checks the command side of the protocol:
PING → PONG + HELLO; SET_RANGES → ACK + HELLO with the new scales; SET_RATE out of range → ACK
bad value; a command with a bad CRC, line noise and an unknown type → counted in STATUS
bad_commands, while the board keeps streaming; STOP → samples stop.
usage: command-check.py PTY
"""
import os, select, sys, time, tty
sys.path.insert(0, os.path.dirname(__file__))
mk = __import__("make-umockdev-script")

def frames(data):
    for chunk in data.split(b"\0"):
        if not chunk:
            continue
        raw = mk.unframe(chunk)
        if len(raw) >= 3 and mk.crc16(raw[:-2]) == raw[-2] | raw[-1] << 8:
            yield raw[0], raw[1:-2]

def main():
    fd = os.open(sys.argv[1], os.O_RDWR | os.O_NOCTTY)
    tty.setraw(fd)
    def talk(wire, seconds):
        os.write(fd, wire)
        buf, end = b"", time.time() + seconds
        while time.time() < end:
            r, _, _ = select.select([fd], [], [], 0.05)
            if r:
                buf += os.read(fd, 65536)
        return list(frames(buf))
    failures = []
    def check(ok, what):
        print(("ok   " if ok else "FAIL ") + what)
        if not ok:
            failures.append(what)

    got = talk(mk.frame(0x85, (7).to_bytes(4, "little")), 0.4)
    check((0x04, (7).to_bytes(4, "little")) in got, "PING 7 answered with PONG 7")
    hello = [p for t, p in got if t == 0x01]
    check(bool(hello) and hello[-1][:4] == b"AGLW", "and a HELLO")

    got = talk(mk.frame(0x84, bytes([2, 3, 2])) + mk.frame(0x81), 0.6)
    check((0x05, bytes([0x84, 0])) in got, "SET_RANGES ±8 g / ±2000 °/s / DLPF 2 acknowledged")
    h = [p for t, p in got if t == 0x01]
    check(bool(h) and h[-1][12:15] == bytes([2, 3, 2]) and int.from_bytes(h[-1][17:19], "little") == 4096
          and int.from_bytes(h[-1][19:21], "little") == 164, "HELLO carries the new ranges and scales (4096 LSB/g, 16.4 LSB/°/s)")
    samples = [p for t, p in got if t == 0x02]
    az = [int.from_bytes(p[10:12], "little", signed=True) for p in samples[-20:]]
    check(len(samples) > 50 and all(abs(a / 4096 - 0.8) < 0.02 for a in az),
          f"samples streamed at the new scale (az = {az[-1] if az else None} counts = {az[-1] / 4096 if az else 0:.3f} g specific force)")

    got = talk(mk.frame(0x83, (5000).to_bytes(2, "little")), 0.3)
    check((0x05, bytes([0x83, 2])) in got, "SET_RATE 5000 Hz refused: ACK bad value")

    bad = bytearray(mk.frame(0x83, (100).to_bytes(2, "little")))
    bad[2] ^= 0x40  # corrupt the payload: CRC no longer matches
    got = talk(bytes(bad) + b"\x13\x37\xde\xad\0" + mk.frame(0x42, b"\x01"), 1.3)
    st = [p for t, p in got if t == 0x03]
    check(bool(st) and int.from_bytes(st[-1][6:8], "little") >= 3, f"bad CRC, noise and an unknown type counted (bad_commands = {int.from_bytes(st[-1][6:8], 'little') if st else None})")
    check((0x05, bytes([0x42, 4])) in got, "unknown type answered with ACK unknown command")
    check(sum(1 for t, _ in got if t == 0x02) > 200, "streaming went on at 200 Hz through the bad commands")

    got = talk(mk.frame(0x82), 0.2)
    check((0x05, bytes([0x82, 0])) in got, "STOP acknowledged")
    later = talk(b"", 0.5)
    check(not any(t == 0x02 for t, _ in later), "no samples after STOP")
    print(f"{len(failures)} failed")
    sys.exit(1 if failures else 0)

if __name__ == "__main__":
    main()
