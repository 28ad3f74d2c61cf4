#!/usr/bin/env python3
"""Turns a harness --capture (every byte the real firmware sent, with simulated time) into an
umockdev script for /dev/ttyACM0, so udev discovery and `afterglow sensors monitor` run against
the firmware's own byte stream under umockdev-run (scripts/test.d/firmware.sh).

A script is one dialog between the host and the board, one open of the port:
  probe:  w PING (the discovery probe, BoardFrameHelloRecognizer.probeRequest), r PONG + HELLO
  stream: w PING(1) + START (BoardSerialSource opening the stream), r everything the firmware sent
          from its PONG on, in blocks with the captured timing
(umockdev replays one script per device, so a run that probes and then streams would need both
dialogs in one file; the stream test runs with --no-probe and the probe is tested on its own.)
Data escaping (umockdev docs/script-format.txt): bytes < 32 as '^' + chr(b + 64), '^' as "^`".
usage: make-umockdev-script.py probe|stream CAPTURE OUT.script [SECONDS]
"""
import sys

def crc16(data):
    c = 0xFFFF
    for b in data:
        c ^= b << 8
        for _ in range(8):
            c = ((c << 1) ^ 0x1021) & 0xFFFF if c & 0x8000 else (c << 1) & 0xFFFF
    return c

def cobs(data):
    out, code_at, code = bytearray([0]), 0, 1
    for b in data:
        if b == 0:
            out[code_at] = code; code_at = len(out); out.append(0); code = 1
        else:
            out.append(b); code += 1
            if code == 0xFF:
                out[code_at] = code; code_at = len(out); out.append(0); code = 1
    out[code_at] = code
    return bytes(out)

def frame(t, payload=b""):
    raw = bytes([t]) + payload
    c = crc16(raw)
    return cobs(raw + bytes([c & 0xFF, c >> 8])) + b"\0"

def unframe(wire):
    out, i = bytearray(), 0
    while i < len(wire):
        code = wire[i]; i += 1
        out += wire[i:i + code - 1]; i += code - 1
        if code != 0xFF and i < len(wire):
            out.append(0)
    return bytes(out)

def esc(data):
    s = []
    for b in data:
        if b < 32: s.append("^" + chr(b + 64))
        elif b == ord("^"): s.append("^`")
        else: s.append(chr(b))
    return "".join(s)

def main():
    mode, cap, out = sys.argv[1], sys.argv[2], sys.argv[3]
    if mode not in ("probe", "stream"):
        sys.exit(f"make-umockdev-script: mode {mode!r}: expected probe or stream")
    seconds = float(sys.argv[4]) if len(sys.argv) > 4 else 1e9
    chunks = []
    for line in open(cap):
        ms, hexes = line.split()
        chunks.append((float(ms), bytes.fromhex(hexes)))
    # Frame boundaries with the time each frame ended.
    frames, buf = [], bytearray()
    for ms, data in chunks:
        for b in data:
            buf.append(b)
            if b == 0:
                frames.append((ms, bytes(buf))); buf = bytearray()
    types = [unframe(f[:-1])[0] if len(f) > 1 else None for _, f in frames]
    hello = next(f for (_, f), t in zip(frames, types) if t == 0x01)
    start = next(i for i, t in enumerate(types) if t == 0x04)  # the PONG answering PING(1) + START
    probe_nonce = (0x50524F42).to_bytes(4, "little")
    if mode == "probe":
        lines = [f"w 0 {esc(frame(0x85, probe_nonce))}", f"r 2 {esc(frame(0x04, probe_nonce) + hello)}"]
        with open(out, "w", encoding="latin-1") as fh:
            fh.write("\n".join(lines) + "\n")
        print(f"{out}: probe dialog")
        return
    lines = [f"w 0 {esc(frame(0x85, (1).to_bytes(4, 'little')) + frame(0x81))}"]
    # Replay in blocks of >= 10 ms of simulated time, each with its delay since the previous.
    t0 = last = frames[start][0]
    block, block_t = bytearray(), None
    for ms, f in frames[start:]:
        if ms - t0 > seconds * 1e3:
            break
        if block and ms - block_t >= 10:
            lines.append(f"r {max(0, round(block_t - last))} {esc(block)}")
            last, block = block_t, bytearray()
        if not block:
            block_t = ms
        block += f
    if block:
        lines.append(f"r {max(0, round(block_t - last))} {esc(block)}")
    with open(out, "w", encoding="latin-1") as fh:
        fh.write("\n".join(lines) + "\n")
    print(f"{out}: {len(lines)} operations, {len(frames) - start} frames, {(frames[-1][0] - t0) / 1e3:.2f} s")

if __name__ == "__main__":
    main()
