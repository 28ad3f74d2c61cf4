"""PNG decoding (stdlib zlib) for screenshot assertions."""
from __future__ import annotations

import struct
import zlib
from typing import List, Optional, Tuple


def decode_png(data: bytes) -> Tuple[int, int, int, List[bytearray]]:
    """Returns (width, height, rows) of an 8-bit RGBA or RGB PNG; rows are bytearrays."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat, width = 8, b"", None
    while pos < len(data):
        length, ctype = struct.unpack(">I4s", data[pos:pos + 8])
        chunk = data[pos + 8:pos + 8 + length]
        if ctype == b"IHDR":
            width, height, depth, color = struct.unpack(">IIBB", chunk[:10])
            if depth != 8 or color not in (2, 6):
                raise ValueError(f"unsupported PNG: depth {depth}, colour type {color}")
            bpp = 4 if color == 6 else 3
        elif ctype == b"IDAT":
            idat += chunk
        elif ctype == b"IEND":
            break
        pos += 12 + length
    if width is None:
        raise ValueError("PNG without IHDR")
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows: List[bytearray] = []
    prev = bytearray(stride)
    for y in range(height):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        if f == 1:
            for i in range(bpp, stride):
                line[i] = (line[i] + line[i - bpp]) & 0xFF
        elif f == 2:
            for i in range(stride):
                line[i] = (line[i] + prev[i]) & 0xFF
        elif f == 3:
            for i in range(stride):
                left = line[i - bpp] if i >= bpp else 0
                line[i] = (line[i] + ((left + prev[i]) >> 1)) & 0xFF
        elif f == 4:
            for i in range(stride):
                a = line[i - bpp] if i >= bpp else 0
                b, c = prev[i], (prev[i - bpp] if i >= bpp else 0)
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 0xFF
        rows.append(line)
        prev = line
    return width, height, bpp, rows


def mean_luma(png: bytes, region: Optional[Tuple[int, int, int, int]] = None) -> float:
    """Mean Rec. 709 luma (0…1) of a PNG, optionally of (x, y, w, h); transparent pixels count as black."""
    width, height, bpp, rows = decode_png(png)
    x0, y0, w, h = region or (0, 0, width, height)
    total = 0.0
    for y in range(y0, y0 + h):
        line = rows[y]
        for x in range(x0, x0 + w):
            i = x * bpp
            a = line[i + 3] / 255 if bpp == 4 else 1
            total += a * (0.2126 * line[i] + 0.7152 * line[i + 1] + 0.0722 * line[i + 2])
    return total / (w * h) / 255
