"""Hostile web pages in a real headless Chromium against a running emulator (scripts/test.d/browser.sh).

    python3 scripts/lib/browser_attack.py AFTERGLOW_BINARY WORKDIR

1. DNS rebinding: Chromium opens http://rebind.test:PORT/rebind.html (rebind.test resolves to
   127.0.0.1 by --host-resolver-rules) served by an "attacker" server; the harness stops that server
   and starts the emulator on the same PORT; the page, told to go, fires same-origin requests.
2. Cross-origin: http://evil.test:C/attack.html (a second loopback server) and the same page as a
   file:// URL (Origin: null) try simple fetches, no-cors fetches, CORS fetches, XHR, form posts,
   an image and an EventSource against 127.0.0.1, localhost, rebind.test and [::1] on PORT.
Then it checks that nothing changed (state, settings, transitions, activities; no push, gesture,
settings, recording or transition event on the emulator's own event stream), that nothing was
written (the output directory and the pages' target paths), that no page read an answer, and that
the emulator's stream shows the browser's requests arriving and being refused. A positive control
(the rig's client with the token) proves the same requests work when they are legitimate.
Prints "ok"/"FAIL" lines and "browser: N passed, M failed".
"""
import http.server
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.parse

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "Examples", "rig"))
from afterglow_client import AfterglowClient  # noqa: E402

PAGES = os.path.join(ROOT, "scripts", "lib", "browser")
passed, failed = 0, 0


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
        print(f"ok   {name}", flush=True)
    else:
        failed += 1
        print(f"FAIL {name}{': ' + str(detail)[:800] if detail else ''}", flush=True)


class Reports:
    """What the pages sent to the collector, and a condition to wait on."""

    def __init__(self):
        self.cond = threading.Condition()
        self.items = []
        self.go = False

    def add(self, doc):
        with self.cond:
            self.items.append(doc)
            self.cond.notify_all()

    def wait(self, label, kind, timeout):
        deadline = time.monotonic() + timeout
        with self.cond:
            while True:
                for d in self.items:
                    if d.get("label") == label and d.get("kind") == kind:
                        return d
                left = deadline - time.monotonic()
                if left <= 0:
                    return None
                self.cond.wait(left)


def collector_server(reports, port=0):
    """Serves the attack pages and takes reports (CORS open, as an attacker's server would be)."""

    class Handler(http.server.BaseHTTPRequestHandler):
        def log_message(self, *a):
            pass

        def _send(self, code, body, ctype="text/plain"):
            data = body.encode() if isinstance(body, str) else body
            self.send_response(code)
            self.send_header("Content-Type", ctype)
            self.send_header("Access-Control-Allow-Origin", "*")
            self.send_header("Cache-Control", "no-store")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_GET(self):
            path = urllib.parse.urlparse(self.path).path
            if path == "/status":
                return self._send(200, "go" if reports.go else "wait")
            if path == "/whoami":
                return self._send(200, "attacker")
            name = os.path.basename(path)
            if name in ("attack.html", "rebind.html"):
                with open(os.path.join(PAGES, name), "rb") as f:
                    return self._send(200, f.read(), "text/html")
            self._send(404, "no")

        def do_POST(self):
            n = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(n)
            try:
                reports.add(json.loads(body))
            except ValueError:
                pass
            self._send(200, "ok")

    srv = http.server.ThreadingHTTPServer(("127.0.0.1", port), Handler)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    return srv


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def chromium(url, profile):
    return subprocess.Popen(
        ["chromium", "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
         f"--user-data-dir={profile}", "--host-resolver-rules=MAP *.test 127.0.0.1", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", url],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)


def stop(proc):
    if proc and proc.poll() is None:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()


class EventTap:
    """The emulator's own event stream, read over the Unix socket for the whole attack."""

    def __init__(self, client):
        self.stream = client.events(timeout=600)
        self.events = []
        self.lock = threading.Lock()
        threading.Thread(target=self._run, daemon=True).start()

    def _run(self):
        try:
            while True:
                e = self.stream.next()
                with self.lock:
                    self.events.append(e)
        except Exception:
            pass

    def snapshot(self):
        with self.lock:
            return list(self.events)


def observable(client):
    s = client.state()
    return {k: s.get(k) for k in ("displayState", "settings", "activities", "lastGesture")}, len(client.transitions())


def files_under(path):
    out = []
    for d, _, names in os.walk(path):
        out += [os.path.join(d, n) for n in names]
    return out


def main():
    binary, work = sys.argv[1], sys.argv[2]
    out_dir, sock = os.path.join(work, "out"), os.path.join(work, "control.sock")
    escape = os.path.join(work, "escape", "pwned.png")       # an absolute path outside the output dir
    os.makedirs(os.path.dirname(escape), exist_ok=True)
    reports = Reports()
    collector = collector_server(reports)
    cport = collector.server_address[1]
    port = free_port()
    procs = []
    emu = None
    try:
        # 1. The attacker's server answers on PORT and the rebinding page loads from it.
        attacker = collector_server(reports, port)
        q = urllib.parse.urlencode({"collector": f"http://127.0.0.1:{cport}", "target": escape, "label": "rebind"})
        procs.append(chromium(f"http://rebind.test:{port}/rebind.html?{q}", os.path.join(work, "profile-rebind")))
        ready = reports.wait("rebind", "ready", 90)
        check("rebinding page loaded from the attacker's server on the emulator's future port",
              ready is not None and ready.get("first") == "attacker", ready)
        attacker.shutdown()
        attacker.server_close()

        # 2. The emulator takes over the port.
        emu = subprocess.Popen([binary, "run", "--headless", "--device", "iphone-14-pro", "--control-socket", sock,
                                "--control-port", str(port), "--output-dir", out_dir],
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        lines = []
        for line in emu.stdout:
            lines.append(line)
            if "files are written only under" in line:
                break
        threading.Thread(target=lambda: [lines.append(l) for l in emu.stdout], daemon=True).start()
        check("emulator listens on the same port with a token", any(f"127.0.0.1:{port} (token" in l for l in lines), "".join(lines))
        local = AfterglowClient(socket_path=sock)
        # A state nothing but an input leaves: face down, the screen off (no inactivity timer runs).
        # A tap, a gesture or a notification that got through would light it.
        with local.events(types=["transition"]) as stream:
            local.gesture("face-down")
            stream.wait_for_state("off", timeout=60)
        tap = EventTap(local)
        before, transitions_before = observable(local)
        check("baseline: face down, screen off", before["displayState"] == "off", before)
        check("token file beside the socket, mode 0600",
              oct(os.stat(os.path.join(work, "control.token")).st_mode & 0o777) == "0o600")

        # 3. Go: the rebinding page attacks same-origin; the cross-origin pages run meanwhile.
        reports.go = True
        for label, url in [
            ("second-server", f"http://evil.test:{cport}/attack.html?"),
            ("file-page", "file://" + os.path.join(PAGES, "attack.html") + "?"),
        ]:
            qs = urllib.parse.urlencode({"port": port, "collector": f"http://127.0.0.1:{cport}", "target": escape, "label": label})
            procs.append(chromium(url + qs, os.path.join(work, "profile-" + label)))
        done = {label: reports.wait(label, "done", 150) for label in ("rebind", "second-server", "file-page")}
        for p in procs:
            stop(p)
        for label, d in done.items():
            check(f"{label} page ran its attacks and reported", d is not None and not d.get("crashed"), d)
        with open(os.path.join(work, "page-results.json"), "w") as f:
            json.dump(done, f, indent=1)

        # 4. What the pages saw: no answer readable, nothing granted.
        rebind = (done["rebind"] or {}).get("results", [])
        leaked = [r for r in rebind if r.get("status") not in (None, 403) or "displayState" in r.get("body", "")]
        check("DNS rebinding: every same-origin request answered 403, nothing readable",
              rebind and not leaked and all(r.get("status") == 403 or "error" in r for r in rebind), leaked or rebind)
        check("DNS rebinding: the 403 body names the Host rule",
              any("not a loopback name" in r.get("body", "") for r in rebind), rebind[:2])
        cross = [r for label in ("second-server", "file-page") for r in (done[label] or {}).get("results", [])]
        readable = [r for r in cross if r.get("status") not in (None, 0) or r.get("loaded") or r.get("message")]
        check(f"cross-origin: none of {len(cross)} fetch/XHR/form/img/EventSource attempts read an answer",
              cross and not readable, readable)

        # 5. The emulator: refused them, changed nothing, wrote nothing.
        after, transitions_after = observable(local)
        check("state, settings, activities and last gesture unchanged", after == before, (before, after))
        check("no transition logged", transitions_after == transitions_before, (transitions_before, transitions_after))
        events = tap.snapshot()
        acted = [e for e in events if e["type"] in ("push", "gesture", "settings", "recording", "transition", "alert")]
        check("no push, gesture, settings, recording, alert or transition event", not acted, acted[:5])
        refused = [e["refused"] for e in events if e["type"] == "refused"]
        hosts = {r.get("host", "").split(":")[0] for r in refused}
        origins = {r.get("origin") for r in refused}
        # Repeats of one kind of refusal are counted into one event a second (issue 28).
        refusals = sum(r.get("count", 1) for r in refused)
        check(f"the browser's requests reached the emulator and were refused ({refusals} refusals in {len(refused)} events)", refusals >= 20, refusals)
        check("refused: DNS-rebinding Host (rebind.test) with 403",
              any(r["status"] == 403 and r.get("host", "").startswith("rebind.test") for r in refused), hosts)
        check("refused: the second server's Origin (evil.test)", any((o or "").startswith("http://evil.test") for o in origins), origins)
        check("refused: the file page's Origin (null)", "null" in origins, origins)
        check("nothing written in the output directory", files_under(out_dir) == [], files_under(out_dir))
        check("nothing written at the pages' target path", not os.path.exists(escape))

        # 6. Positive control: the same changes with the token, a loopback Host and JSON go through.
        with open(os.path.join(work, "control.token")) as f:
            rig = AfterglowClient(port=port, token=json.load(f)["token"])
        rig.settings(darkMode=not before["settings"]["darkMode"])
        check("positive control: the rig's client (token, JSON) changes a setting",
              local.state()["settings"]["darkMode"] != before["settings"]["darkMode"])
        status, _, body = rig.request("POST", "/v1/recording", {"action": "start", "path": "control.png"})
        rig.request("POST", "/v1/recording", {"action": "stop"})
        check("positive control: a recording inside the output directory is written",
              status == 200 and os.path.exists(os.path.join(out_dir, "control.png")), body)
        status, _, body = rig.request("POST", "/v1/recording", {"action": "start", "path": escape})
        check("even with the token, a path outside the output directory is 403", status == 403 and not os.path.exists(escape), body)
    finally:
        for p in procs:
            stop(p)
        if emu and emu.poll() is None:
            emu.send_signal(signal.SIGTERM)
            try:
                emu.wait(timeout=20)
            except subprocess.TimeoutExpired:
                emu.kill()
        collector.shutdown()
    check("token file removed when the emulator stops", not os.path.exists(os.path.join(work, "control.token")))
    print(f"browser: {passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
