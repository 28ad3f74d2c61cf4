"""A small client for Afterglow's control API (docs/CONTROL_API.md), stdlib only.

It speaks HTTP/1.1 over the emulator's Unix domain socket (http.client with an AF_UNIX socket),
or over a loopback TCP port. A rig's test script imports it:

    emu = AfterglowClient.from_environment()      # $AFTERGLOW_SOCKET or the newest socket
    emu.gesture("face-up")
    emu.wait("always-on", timeout=5)
    png = emu.screenshot(downsample=3)
    print(mean_luma(png))
"""
import glob
import http.client
import json
import os
import socket
import struct
import zlib


class AfterglowError(Exception):
    def __init__(self, status, reason):
        super().__init__(f"{status}: {reason}")
        self.status = status
        self.reason = reason


class _UnixHTTPConnection(http.client.HTTPConnection):
    def __init__(self, path, timeout):
        super().__init__("afterglow", timeout=timeout)
        self._path = path

    def connect(self):
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        s.settimeout(self.timeout)
        s.connect(self._path)
        self.sock = s


def default_socket_dir():
    xdg = os.environ.get("XDG_RUNTIME_DIR")
    return os.path.join(xdg, "afterglow") if xdg else f"/tmp/afterglow-{os.getuid()}"


class AfterglowClient:
    def __init__(self, socket_path=None, port=None, timeout=30.0):
        if socket_path is None and port is None:
            raise ValueError("give a socket path or a port")
        self.socket_path, self.port, self.timeout = socket_path, port, timeout

    @classmethod
    def from_environment(cls):
        if os.environ.get("AFTERGLOW_SOCKET"):
            return cls(socket_path=os.environ["AFTERGLOW_SOCKET"])
        if os.environ.get("AFTERGLOW_PORT"):
            return cls(port=int(os.environ["AFTERGLOW_PORT"]))
        socks = sorted(glob.glob(os.path.join(default_socket_dir(), "*.sock")), key=os.path.getmtime, reverse=True)
        if not socks:
            raise AfterglowError(0, f"no running emulator in {default_socket_dir()}: start `afterglow run`")
        return cls(socket_path=socks[0])

    def request(self, method, path, body=None, timeout=None):
        t = timeout or self.timeout
        conn = (_UnixHTTPConnection(self.socket_path, t) if self.socket_path
                else http.client.HTTPConnection("127.0.0.1", self.port, timeout=t))
        try:
            data = body if isinstance(body, (bytes, type(None))) else json.dumps(body).encode()
            headers = {"Content-Type": "application/json"} if data is not None else {}
            conn.request(method, path, body=data, headers=headers)
            resp = conn.getresponse()
            payload = resp.read()
            return resp.status, resp.getheader("Content-Type", ""), payload
        finally:
            conn.close()

    def _json(self, method, path, body=None, timeout=None, ok=(200,)):
        status, _, payload = self.request(method, path, body, timeout)
        doc = json.loads(payload) if payload else {}
        if status not in ok:
            raise AfterglowError(status, doc.get("error", payload[:200]))
        return doc

    # Endpoints -------------------------------------------------------------------------------
    def state(self):
        return self._json("GET", "/v1/state")

    def transitions(self, since=0):
        return self._json("GET", f"/v1/transitions?since={since}")["transitions"]

    def stats(self):
        return self._json("GET", "/v1/stats")

    def gesture(self, name):
        return self._json("POST", "/v1/gesture", {"gesture": name})

    def tap(self, x=None, y=None):
        return self._json("POST", "/v1/tap", {} if x is None else {"x": x, "y": y})

    def push(self, payload):
        return self._json("POST", "/v1/push", payload if isinstance(payload, bytes) else json.dumps(payload).encode())

    def settings(self, **changes):
        if not changes:
            return self._json("GET", "/v1/settings")
        return self._json("PATCH", "/v1/settings", changes)

    def wait(self, state, timeout=10.0):
        """Long-polls until the display is in `state`; returns the result or raises on timeout."""
        return self._json("GET", f"/v1/wait?state={state}&timeout={timeout}", timeout=timeout + 10)

    def screenshot(self, downsample=1):
        status, ctype, payload = self.request("GET", f"/v1/screenshot?downsample={downsample}")
        if status != 200:
            raise AfterglowError(status, payload[:200])
        assert ctype == "image/png", ctype
        return payload


# PNG decoding (stdlib zlib) for screenshot assertions --------------------------------------------

def decode_png(data):
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
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows, prev = [], bytearray(stride)
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


def mean_luma(png, region=None):
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
