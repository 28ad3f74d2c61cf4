"""Another local user's listener, for scripts/test.d/control-users.sh: listens on a Unix socket
path or on [::1]:PORT, writes READY to a file, and appends every byte it receives to a capture
file until killed. Whatever lands in the capture file is what the attack stole."""
import os
import select
import socket
import sys
import time

kind, where, capture, ready = sys.argv[1:5]
if kind == "unix":
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.bind(where)
    os.chmod(where, 0o777)
else:
    s = socket.socket(socket.AF_INET6, socket.SOCK_STREAM)
    s.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)
    s.bind(("::1", int(where)))
s.listen(16)
open(capture, "ab").close()
with open(ready, "w") as f:
    f.write("READY\n")
conns = []
deadline = time.monotonic() + 120
while time.monotonic() < deadline:
    r, _, _ = select.select([s] + conns, [], [], 0.2)
    for x in r:
        if x is s:
            c, _ = s.accept()
            conns.append(c)
        else:
            data = x.recv(65536)
            if not data:
                conns.remove(x)
                x.close()
                continue
            with open(capture, "ab") as f:
                f.write(data)
            # Answer like an emulator would, so a client that trusts it would print success.
            x.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}")
            conns.remove(x)
            x.close()
