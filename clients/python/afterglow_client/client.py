"""The control API client (docs/CONTROL_API.md): HTTP/1.1 over the emulator's Unix socket, or over
loopback TCP with the bearer token from the 0600 token file beside the socket. Stdlib only.

    emu = AfterglowClient.from_environment()      # $AFTERGLOW_SOCKET, $AFTERGLOW_PORT or the newest socket
    with emu.events(types=["transition"]) as stream:   # subscribe first, then act: nothing is missed
        emu.gesture("face-up")
        stream.wait_for_state("always-on", timeout=5)
"""
from __future__ import annotations

import glob
import http.client
import json
import os
import socket
import time
from typing import Any, Callable, Dict, Iterable, List, Optional, Sequence, Tuple, Union

from .runtime import UnsafeRuntimeFile, check_owned, check_private_dir, default_socket_dir

Json = Dict[str, Any]


class AfterglowError(Exception):
    """A refused request (its HTTP status and the server's reason), or 0 and why no request was made."""

    def __init__(self, status: int, reason: Any) -> None:
        super().__init__(f"{status}: {reason}")
        self.status = status
        self.reason = reason


class _UnixHTTPConnection(http.client.HTTPConnection):
    def __init__(self, path: str, timeout: float) -> None:
        super().__init__("afterglow", timeout=timeout)
        self._path = path

    def connect(self) -> None:
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        s.settimeout(self.timeout)
        s.connect(self._path)
        self.sock = s


def read_token_file(path: str) -> Tuple[str, int, str]:
    """(host, port, token) from a token file the user owns (0600, not a symlink)."""
    try:
        check_owned(path, socket=False)
    except UnsafeRuntimeFile as e:
        raise AfterglowError(0, f"cannot use the token file: {e}") from e
    with open(path) as f:
        doc = json.load(f)
    return doc.get("host", "127.0.0.1"), int(doc["port"]), str(doc["token"])


def find_token(port: int, directories: Optional[Sequence[str]] = None) -> Tuple[str, str]:
    """(host, token) for a loopback port: $AFTERGLOW_TOKEN, $AFTERGLOW_TOKEN_FILE, or the token file
    ({"host", "port", "token", "pid"}) beside a socket whose port matches."""
    if os.environ.get("AFTERGLOW_TOKEN"):
        return "127.0.0.1", os.environ["AFTERGLOW_TOKEN"]
    if os.environ.get("AFTERGLOW_TOKEN_FILE"):
        host, _, token = read_token_file(os.environ["AFTERGLOW_TOKEN_FILE"])
        return host, token
    dirs = list(directories or [default_socket_dir()])
    for d in dirs:
        for path in sorted(glob.glob(os.path.join(d, "*.token"))):
            try:
                host, p, token = read_token_file(path)
            except (OSError, ValueError, KeyError, AfterglowError):
                continue
            if p == port:
                return host, token
    raise AfterglowError(0, f"no token for port {port} in {', '.join(dirs)}: the token file is beside the emulator's "
                            f"socket, so set AFTERGLOW_SOCKET to that socket (for a socket outside the default "
                            f"directory), or set AFTERGLOW_TOKEN_FILE or AFTERGLOW_TOKEN")


class AfterglowClient:
    def __init__(self, socket_path: Optional[str] = None, port: Optional[int] = None, timeout: float = 30.0,
                 token: Optional[str] = None, host: str = "127.0.0.1",
                 token_dirs: Optional[Sequence[str]] = None) -> None:
        if socket_path is None and port is None:
            raise ValueError("give a socket path or a port")
        self.socket_path, self.port, self.timeout, self.host = socket_path, port, timeout, host
        # TCP needs the token; the Unix socket (0600 in a 0700 directory) does not.
        self.token = token
        if port is not None and not socket_path and not token:
            # Connect to exactly the address the emulator wrote beside its token.
            self.host, self.token = find_token(port, token_dirs)

    @classmethod
    def from_environment(cls) -> "AfterglowClient":
        sock = os.environ.get("AFTERGLOW_SOCKET")
        if os.environ.get("AFTERGLOW_PORT"):
            port = int(os.environ["AFTERGLOW_PORT"])
            dirs = [default_socket_dir()]
            if sock:
                dirs.insert(0, os.path.dirname(sock))
            return cls(port=port, token_dirs=dirs)
        if sock:
            return cls(socket_path=sock)
        d = default_socket_dir()
        if not os.path.lexists(d):
            raise AfterglowError(0, f"no running emulator: {d} does not exist; start `afterglow run`")
        try:
            check_private_dir(d)
        except UnsafeRuntimeFile as e:
            raise AfterglowError(0, str(e)) from e
        socks = []
        for p in glob.glob(os.path.join(d, "*.sock")):
            try:
                check_owned(p, socket=True)
                socks.append(p)
            except UnsafeRuntimeFile:
                continue
        socks.sort(key=os.path.getmtime, reverse=True)
        if not socks:
            raise AfterglowError(0, f"no running emulator in {d}: start `afterglow run`")
        return cls(socket_path=socks[0])

    def _connection(self, timeout: float) -> http.client.HTTPConnection:
        if self.socket_path:
            try:
                check_owned(self.socket_path, socket=True)
            except UnsafeRuntimeFile as e:
                raise AfterglowError(0, f"cannot use the emulator's socket: {e}") from e
            return _UnixHTTPConnection(self.socket_path, timeout)
        return http.client.HTTPConnection(self.host, self.port, timeout=timeout)

    def _headers(self, extra: Optional[Dict[str, str]] = None) -> Dict[str, str]:
        h = dict(extra or {})
        if self.port is not None and not self.socket_path:
            h["Host"] = f"{self.host}:{self.port}"
            h["Authorization"] = f"Bearer {self.token}"
        return h

    def request(self, method: str, path: str, body: Union[bytes, Json, None] = None,
                timeout: Optional[float] = None) -> Tuple[int, str, bytes]:
        t = timeout or self.timeout
        conn = self._connection(t)
        try:
            data = body if isinstance(body, (bytes, type(None))) else json.dumps(body).encode()
            headers = self._headers({"Content-Type": "application/json"} if data is not None else {})
            conn.request(method, path, body=data, headers=headers)
            resp = conn.getresponse()
            payload = resp.read()
            return resp.status, resp.getheader("Content-Type", "") or "", payload
        finally:
            conn.close()

    def events(self, types: Optional[Iterable[str]] = None, since: Optional[int] = None,
               timeout: float = 30.0) -> "EventStream":
        """Opens GET /v1/events (Server-Sent Events). Use as a context manager; the stream is open
        (its hello read) when this returns, so an action taken after it cannot be missed."""
        query = []
        if types:
            query.append("types=" + ",".join(types))
        if since is not None:
            query.append(f"since={since}")
        return EventStream(self, "/v1/events" + ("?" + "&".join(query) if query else ""), timeout)

    def _json(self, method: str, path: str, body: Union[bytes, Json, None] = None,
              timeout: Optional[float] = None, ok: Sequence[int] = (200,)) -> Json:
        status, _, payload = self.request(method, path, body, timeout)
        doc: Json = json.loads(payload) if payload else {}
        if status not in ok:
            raise AfterglowError(status, doc.get("error", payload[:200]))
        return doc

    # Endpoints -------------------------------------------------------------------------------
    def health(self) -> Json:
        return self._json("GET", "/v1/health")

    def state(self) -> Json:
        return self._json("GET", "/v1/state")

    def transitions(self, since: int = 0) -> List[Json]:
        transitions: List[Json] = self._json("GET", f"/v1/transitions?since={since}")["transitions"]
        return transitions

    def stats(self) -> Json:
        return self._json("GET", "/v1/stats")

    def gesture(self, name: str) -> Json:
        """Injects a gesture; returns the state once the emulator has applied it."""
        return self._json("POST", "/v1/gesture", {"gesture": name})

    def tap(self, x: Optional[float] = None, y: Optional[float] = None) -> Json:
        """Taps (the centre by default); returns the state once the emulator has applied it."""
        return self._json("POST", "/v1/tap", {} if x is None else {"x": x, "y": y})

    def swipe(self, x: float, y: float, dx: float) -> Json:
        """Swipes from (x, y) by dx points (negative: left; on a Lock Screen Live Activity a swipe
        left shows its dismiss button); returns the state once the emulator has applied it."""
        return self._json("POST", "/v1/swipe", {"x": x, "y": y, "dx": dx})

    def push(self, payload: Union[bytes, Json]) -> Json:
        return self._json("POST", "/v1/push", payload if isinstance(payload, bytes) else json.dumps(payload).encode())

    def settings(self, **changes: Any) -> Json:
        if not changes:
            return self._json("GET", "/v1/settings")
        return self._json("PATCH", "/v1/settings", changes)

    def wait(self, state: str, timeout: float = 10.0) -> Json:
        """Long-polls until the display is in `state`; returns the result or raises on timeout."""
        return self._json("GET", f"/v1/wait?state={state}&timeout={timeout}", timeout=timeout + 10)

    def wait_for_animation(self, timeout: float = 10.0) -> Json:
        """Long-polls until every input sent so far (taps, pushes) has been applied and the frame
        that draws every animation's rest state has run (`/v1/wait?animation=finished`); returns
        the result or raises on timeout (seconds on the emulator's clock)."""
        return self._json("GET", f"/v1/wait?animation=finished&timeout={timeout}", timeout=timeout + 10)

    def screenshot(self, downsample: int = 1) -> bytes:
        status, ctype, payload = self.request("GET", f"/v1/screenshot?downsample={downsample}")
        if status != 200:
            raise AfterglowError(status, payload[:200])
        if ctype != "image/png":
            raise AfterglowError(status, f"expected image/png, got {ctype}")
        return payload


class EventStream:
    """An open event stream: `next()` returns the next event (a dict with id, type, time and the
    detail named like its type); `wait_for(...)` and `wait_for_state(...)` read until a match."""

    def __init__(self, client: AfterglowClient, path: str, timeout: float) -> None:
        self._client = client
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
        self.log: List[Json] = []   # every event read so far, in order
        self.seen: List[Json] = []
        self._pending: List[Json] = []   # read ahead by wait_for_state, not yet returned
        hello = self._read_message()
        if hello is None or hello[0] != "hello":
            raise AfterglowError(0, f"event stream did not start with hello: {hello}")
        doc = json.loads(hello[1])
        self.hello: Json = doc
        self.state: Json = doc["state"]   # the state when the stream opened

    def __enter__(self) -> "EventStream":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def close(self) -> None:
        self._resp.close()
        self._conn.close()
        if self._sock is not None:
            self._sock.close()

    def _read_message(self) -> Optional[Tuple[str, str]]:
        event, data = "", []  # type: str, List[str]
        while True:
            line = self._resp.fp.readline()
            if not line:
                return None
            text = line.decode("utf-8").rstrip("\r\n")
            if text == "":
                if data or event:
                    return event or "message", "\n".join(data)
                continue
            if text.startswith(":"):
                continue
            field, _, value = text.partition(":")
            value = value[1:] if value.startswith(" ") else value
            if field == "event":
                event = value
            elif field == "data":
                data.append(value)

    def next(self, timeout: Optional[float] = None) -> Json:
        """The next event as a dict (a "missed" notice is returned as {"type": "missed", ...})."""
        if self._pending:
            return self._pending.pop(0)
        if timeout is not None and self._sock is not None:
            self._sock.settimeout(max(timeout, 0.001))
        msg = self._read_message()
        if msg is None:
            raise AfterglowError(0, "event stream closed by the emulator")
        event: Json = json.loads(msg[1])
        self.log.append(event)
        return event

    def wait_for(self, predicate: Callable[[Json], bool], timeout: float = 10.0) -> Json:
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

    def wait_for_state(self, state: str, timeout: float = 10.0) -> Optional[Json]:
        """Waits until the display is in `state`, judged now — not when the stream opened: the
        server's current state carries the id of the last event it reflects; when the display is
        in `state` this returns None at once, else it returns the first transition into `state`
        after that event. Taps and gestures answer once applied, so `tap(); wait_for_state(...)`
        never sees the state from before the tap."""
        now = self._client.state()
        mark = now.get("lastEventId")
        if now["displayState"] == state:
            return None

        def into(e: Json) -> bool:
            return (e.get("type") == "transition" and e["transition"]["to"] == state
                    and (mark is None or e.get("id", 0) > mark))
        return self.wait_for(into, timeout)
