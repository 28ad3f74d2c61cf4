"""A small client for Afterglow's control API (docs/CONTROL_API.md), stdlib only.

It speaks HTTP/1.1 over the emulator's Unix domain socket (http.client with an AF_UNIX socket),
or over a loopback TCP port with the bearer token the emulator made at start (found on its own).
A rig's test script imports it:

    emu = AfterglowClient.from_environment()      # $AFTERGLOW_SOCKET, $AFTERGLOW_PORT or the newest socket
    with emu.events(types=["transition"]) as stream:   # subscribe first, then act: nothing is missed
        emu.gesture("face-up")
        stream.wait_for_state("always-on", timeout=5)
    png = emu.screenshot(downsample=3)
    print(mean_luma(png))
"""
import glob
import http.client
import json
import os
import socket
import struct
import time
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


def find_token(port, directories=None):
    """The bearer token for a loopback port: $AFTERGLOW_TOKEN, $AFTERGLOW_TOKEN_FILE, or the 0600
    token file ({"port", "token", "pid"}) beside a socket whose port matches."""
    if os.environ.get("AFTERGLOW_TOKEN"):
        return os.environ["AFTERGLOW_TOKEN"]
    if os.environ.get("AFTERGLOW_TOKEN_FILE"):
        with open(os.environ["AFTERGLOW_TOKEN_FILE"]) as f:
            return json.load(f)["token"]
    dirs = directories or [default_socket_dir()]
    for d in dirs:
        for path in sorted(glob.glob(os.path.join(d, "*.token"))):
            try:
                with open(path) as f:
                    doc = json.load(f)
            except (OSError, ValueError):
                continue
            if doc.get("port") == port:
                return doc["token"]
    raise AfterglowError(0, f"no token for port {port} in {', '.join(dirs)}: set AFTERGLOW_TOKEN or AFTERGLOW_TOKEN_FILE")


class AfterglowClient:
    def __init__(self, socket_path=None, port=None, timeout=30.0, token=None):
        if socket_path is None and port is None:
            raise ValueError("give a socket path or a port")
        self.socket_path, self.port, self.timeout = socket_path, port, timeout
        # TCP needs the token; the Unix socket (0600 in a 0700 directory) does not.
        self.token = token if token or port is None else find_token(port)

    @classmethod
    def from_environment(cls):
        if os.environ.get("AFTERGLOW_PORT"):
            # TCP; with AFTERGLOW_SOCKET too, the token file is looked for beside that socket first.
            port = int(os.environ["AFTERGLOW_PORT"])
            dirs = [default_socket_dir()]
            if os.environ.get("AFTERGLOW_SOCKET"):
                dirs.insert(0, os.path.dirname(os.environ["AFTERGLOW_SOCKET"]))
            return cls(port=port, token=find_token(port, dirs))
        if os.environ.get("AFTERGLOW_SOCKET"):
            return cls(socket_path=os.environ["AFTERGLOW_SOCKET"])
        if os.environ.get("AFTERGLOW_PORT"):
            return cls(port=int(os.environ["AFTERGLOW_PORT"]))
        socks = sorted(glob.glob(os.path.join(default_socket_dir(), "*.sock")), key=os.path.getmtime, reverse=True)
        if not socks:
            raise AfterglowError(0, f"no running emulator in {default_socket_dir()}: start `afterglow run`")
        return cls(socket_path=socks[0])

    def _connection(self, timeout):
        if self.socket_path:
            return _UnixHTTPConnection(self.socket_path, timeout)
        return http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)

    def _headers(self, extra=None):
        h = dict(extra or {})
        if self.port is not None and not self.socket_path:
            h["Host"] = f"127.0.0.1:{self.port}"
            h["Authorization"] = f"Bearer {self.token}"
        return h

    def request(self, method, path, body=None, timeout=None):
        t = timeout or self.timeout
        conn = self._connection(t)
        try:
            data = body if isinstance(body, (bytes, type(None))) else json.dumps(body).encode()
            headers = self._headers({"Content-Type": "application/json"} if data is not None else {})
            conn.request(method, path, body=data, headers=headers)
            resp = conn.getresponse()
            payload = resp.read()
            return resp.status, resp.getheader("Content-Type", ""), payload
        finally:
            conn.close()

    def events(self, types=None, since=None, timeout=30.0):
        """Opens GET /v1/events (Server-Sent Events). Use as a context manager; the stream is open
        (its hello read) when this returns, so an action taken after it cannot be missed."""
        query = []
        if types:
            query.append("types=" + ",".join(types))
        if since is not None:
            query.append(f"since={since}")
        return EventStream(self, "/v1/events" + ("?" + "&".join(query) if query else ""), timeout)

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


class EventStream:
    """An open event stream: `next()` returns the next event (a dict with id, type, time and the
    detail named like its type); `wait_for(...)` and `wait_for_state(...)` read until a match."""

    def __init__(self, client, path, timeout):
        self._conn = client._connection(timeout)
        self._conn.request("GET", path, headers=client._headers({"Accept": "text/event-stream"}))
        # http.client hands the socket to the response of a `Connection: close` answer: keep it
        # to set read timeouts and to close it.
        self._sock = self._conn.sock
        self._resp = self._conn.getresponse()
        if self._resp.status != 200:
            body = self._resp.read()
            self._conn.close()
            try:
                reason = json.loads(body).get("error", body[:200])
            except ValueError:
                reason = body[:200]
            raise AfterglowError(self._resp.status, reason)
        self.log = []   # every event read so far, in order
        self.hello = self._read_message()
        if self.hello is None or self.hello[0] != "hello":
            raise AfterglowError(0, f"event stream did not start with hello: {self.hello}")
        self.state = json.loads(self.hello[1])["state"]

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def close(self):
        self._resp.close()
        self._conn.close()
        self._sock.close()

    def _read_message(self):
        event, data = "", []
        while True:
            line = self._resp.fp.readline()
            if not line:
                return None
            line = line.decode("utf-8").rstrip("\r\n")
            if line == "":
                if data or event:
                    return event or "message", "\n".join(data)
                continue
            if line.startswith(":"):
                continue
            field, _, value = line.partition(":")
            value = value[1:] if value.startswith(" ") else value
            if field == "event":
                event = value
            elif field == "data":
                data.append(value)

    def next(self, timeout=None):
        """The next event as a dict (a "missed" notice is returned as {"type": "missed", ...})."""
        if timeout is not None:
            self._sock.settimeout(timeout)
        msg = self._read_message()
        if msg is None:
            raise AfterglowError(0, "event stream closed by the emulator")
        event = json.loads(msg[1])
        self.log.append(event)
        return event

    def wait_for(self, predicate, timeout=10.0):
        """Reads events until `predicate(event)` is true; returns that event, and the events
        before it as `self.seen`. Raises TimeoutError after `timeout` seconds of real time."""
        deadline = time.monotonic() + timeout
        self.seen = []
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"no matching event within {timeout} s (saw {[e.get('type') for e in self.seen]})")
            try:
                event = self.next(timeout=left)
            except (socket.timeout, TimeoutError):
                raise TimeoutError(f"no matching event within {timeout} s (saw {[e.get('type') for e in self.seen]})")
            if predicate(event):
                return event
            self.seen.append(event)

    def wait_for_state(self, state, timeout=10.0):
        """Waits for the transition into `state` (at once if the stream opened in it); returns
        the transition event (or None when it was already there)."""
        if self.state["displayState"] == state:
            return None
        return self.wait_for(lambda e: e.get("type") == "transition" and e["transition"]["to"] == state, timeout)


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
