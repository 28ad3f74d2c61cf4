"""Image assertions for scripts/test.d/window.sh: luminance of API screenshots (PNG) and of X11
root-window dumps (xwd), using only the standard library."""
import struct
import sys

sys.path.insert(0, "Examples/rig")
from afterglow_client import decode_png  # noqa: E402


def read_xwd(path):
    """(width, height, get(x, y) -> (r, g, b)) of a 24/32-bit ZPixmap xwd dump."""
    data = open(path, "rb").read()
    header_size = struct.unpack(">I", data[:4])[0]
    f = struct.unpack(">25I", data[:100])
    width, height, byte_order, bpp, bytes_per_line, ncolors = f[4], f[5], f[7], f[11], f[12], f[19]
    red_mask, green_mask, blue_mask = f[14], f[15], f[16]
    if bpp not in (24, 32):
        raise SystemExit(f"xwd: {bpp} bits per pixel unsupported (run Xvfb at depth 24)")
    step = bpp // 8   # Xvfb's depth-24 dumps are packed 3 bytes per pixel
    pixels = data[header_size + 12 * ncolors:]
    fmt = "<I" if byte_order == 0 else ">I"

    def shift(mask):
        return (mask & -mask).bit_length() - 1

    rs, gs, bs = shift(red_mask), shift(green_mask), shift(blue_mask)

    def get(x, y):
        o = y * bytes_per_line + x * step
        b = pixels[o:o + step] + (b"\0" if step == 3 else b"")
        v = struct.unpack(fmt, b if byte_order == 0 or step == 4 else b"\0" + b[:3])[0]
        return (v & red_mask) >> rs, (v & green_mask) >> gs, (v & blue_mask) >> bs
    return width, height, get


def luma(rgb):
    r, g, b = rgb
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255


def png_luma(path, region=None):
    w, h, bpp, rows = decode_png(open(path, "rb").read())
    x0, y0, rw, rh = region or (0, 0, w, h)
    total = 0.0
    for y in range(y0, y0 + rh):
        line = rows[y]
        for x in range(x0, x0 + rw):
            i = x * bpp
            a = line[i + 3] / 255 if bpp == 4 else 1
            total += a * (0.2126 * line[i] + 0.7152 * line[i + 1] + 0.0722 * line[i + 2]) / 255
    return total / (rw * rh)


def xwd_luma(path, region, step=3):
    _, _, get = read_xwd(path)
    x0, y0, w, h = region
    vals = [luma(get(x, y)) for y in range(y0, y0 + h, step) for x in range(x0, x0 + w, step)]
    return sum(vals) / len(vals)


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "png-luma":          # png-luma FILE [x y w h]
        region = tuple(map(int, sys.argv[3:7])) if len(sys.argv) > 3 else None
        print(f"{png_luma(sys.argv[2], region):.4f}")
    elif cmd == "xwd-luma":        # xwd-luma FILE x y w h
        print(f"{xwd_luma(sys.argv[2], tuple(map(int, sys.argv[3:7]))):.4f}")
    elif cmd == "xwd-size":
        w, h, _ = read_xwd(sys.argv[2])
        print(w, h)
    elif cmd == "png-size":        # png-size FILE → "W H"
        w, h = struct.unpack(">II", open(sys.argv[2], "rb").read()[16:24])
        print(w, h)
    elif cmd == "apng-frames":     # apng-frames FILE → number of frames in acTL
        data = open(sys.argv[2], "rb").read()
        i = data.find(b"acTL")
        print(struct.unpack(">I", data[i + 4:i + 8])[0] if i > 0 else 0)
    else:
        raise SystemExit(f"unknown command {cmd}")
