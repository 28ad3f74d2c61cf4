#!/usr/bin/env bash
# The control API against a second local user (issue 28), as a shared lab machine has them:
#  - takeover: the other user makes the default runtime directory first (0777) and plants a socket;
#    the CLI, the Python client and `afterglow run` must refuse it, saying why, and send nothing;
#  - squatting: the other user listens on [::1]:PORT; `afterglow run --control-port PORT` must not
#    start, and once it runs nobody else can take [::1] on its port.
# Needs root to create the second user (useradd); otherwise prints why and counts nothing.
set -uo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
bin=.build/debug/afterglow
user=afterglow-squat

if [ "$(id -u)" != 0 ]; then
  echo "control-users: skipped: not root, so no second user can be created (CI runs as root)"
  echo "control-users: 0 passed, 0 failed"; exit 0
fi
[ -x "$bin" ] || swift build --product afterglow >/dev/null 2>&1 || { echo "control-users: build failed"; echo "0 passed, 1 failed"; exit 1; }
id "$user" >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin "$user" ||
  { echo "control-users: cannot create user $user"; echo "control-users: 0 passed, 1 failed"; exit 1; }
# The other user runs the system Python: a per-user interpreter (pyenv under /root) is not theirs to run.
as_other() { setpriv --reuid="$user" --regid="$user" --clear-groups -- "$@"; }
syspy=/usr/bin/python3

tmp=$(mktemp -d); chmod 755 "$tmp"
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done; rm -rf "$tmp"; }
trap cleanup EXIT
pass=0; fail=0
# What the other user captures, in a directory of theirs.
theirs=$tmp/theirs; mkdir "$theirs"; chown "$user" "$theirs"
ok()  { echo "ok   $1"; pass=$((pass + 1)); }
bad() { echo "FAIL $1${2:+: $2}"; fail=$((fail + 1)); }
# expect_refusal NAME PATTERN CMD… — CMD exits non-zero and its stderr matches PATTERN.
expect_refusal() {
  local name=$1 pattern=$2; shift 2
  if "$@" >"$tmp/out" 2>"$tmp/err"; then bad "$name" "exited 0: $(head -c 300 "$tmp/out")"
  elif grep -qE "$pattern" "$tmp/err"; then ok "$name"
  else bad "$name" "message does not say why: $(head -c 300 "$tmp/err")"; fi
}
wait_file() { for _ in $(seq 1 100); do [ -s "$1" ] && return 0; sleep 0.1; done; return 1; }
nothing_sent() { if [ -s "$1" ]; then bad "$2" "the other user received $(wc -c <"$1") bytes"; else ok "$2"; fi; }

# --- Takeover of the default runtime directory ------------------------------------------------
# A /tmp-like parent (1777); the other user makes <it>/afterglow 0777 and listens in it.
xdg=$tmp/xdg; mkdir -m 1777 "$xdg"
as_other mkdir -m 0777 "$xdg/afterglow"; as_other chmod 0777 "$xdg/afterglow"
as_other "$syspy" scripts/test.d/control-users/squat.py unix "$xdg/afterglow/999.sock" "$theirs/unix.capture" "$theirs/unix.ready" >"$tmp/squat-unix.log" 2>&1 &
pids+=($!)
wait_file "$theirs/unix.ready" || bad "other user's socket planted"
export XDG_RUNTIME_DIR=$xdg
expect_refusal "CLI push refuses a runtime directory another user made" "refusing $xdg/afterglow: it is owned by uid [0-9]+, not by you" \
  "$bin" push Examples/rig/hello.apns
expect_refusal "CLI refuses another user's socket named with --control-socket" "owned by uid [0-9]+, not by you.*socket" \
  "$bin" state --control-socket "$xdg/afterglow/999.sock"
expect_refusal "afterglow run refuses to use that directory" "refusing $xdg/afterglow" \
  timeout 60 "$bin" run --headless --output-dir "$tmp/out-run"
expect_refusal "Python from_environment() refuses it" "refusing $xdg/afterglow: it is owned by uid" \
  env PYTHONPATH=clients/python python3 -c 'import afterglow_client as a; a.AfterglowClient.from_environment().state()'
expect_refusal "Python client refuses another user's socket" "owned by uid [0-9]+, not by you" \
  env PYTHONPATH=clients/python python3 -c "import afterglow_client as a; a.AfterglowClient(socket_path='$xdg/afterglow/999.sock').state()"
nothing_sent "$theirs/unix.capture" "the other user's socket received nothing"
unset XDG_RUNTIME_DIR

# --- Squatting on the IPv6 loopback ----------------------------------------------------------
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
as_other "$syspy" scripts/test.d/control-users/squat.py v6 "$port" "$theirs/v6.capture" "$theirs/v6.ready" >"$tmp/squat-v6.log" 2>&1 &
pids+=($!)
if wait_file "$theirs/v6.ready"; then
  mkdir -m 700 "$tmp/own"
  expect_refusal "afterglow run refuses a port another user holds on [::1]" "\[::1\]:$port.*another process" \
    timeout 60 "$bin" run --headless --control-port "$port" --control-socket "$tmp/own/c.sock" --output-dir "$tmp/out-v6"
  nothing_sent "$theirs/v6.capture" "the [::1] squatter received nothing"
  kill "${pids[-1]}" 2>/dev/null; wait "${pids[-1]}" 2>/dev/null
else
  bad "other user listens on [::1]:$port" "no IPv6 loopback?"
fi
# The emulator up on both families: the other user cannot take [::1] on its port.
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"$bin" run --headless --control-port "$port" --control-socket "$tmp/own/d.sock" --output-dir "$tmp/out-dual" >"$tmp/dual.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 300); do "$bin" state --control-socket "$tmp/own/d.sock" >/dev/null 2>&1 && break; sleep 0.2; done
if "$bin" state --control-port "$port" --control-token-file "$tmp/own/d.token" >/dev/null 2>"$tmp/err"; then ok "client reaches the emulator at the address in its token file"
else bad "client reaches the emulator at the address in its token file" "$(head -c 300 "$tmp/err")"; fi
grep -q '"host":"127.0.0.1"' "$tmp/own/d.token" && ok "token file names the exact address (127.0.0.1)" || bad "token file names the exact address" "$(cat "$tmp/own/d.token")"
if as_other "$syspy" -c "import socket,sys; s=socket.socket(socket.AF_INET6); s.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1); s.bind(('::1', $port))" 2>"$tmp/err"; then
  bad "another user cannot bind [::1]:$port while the emulator runs"
else grep -q "Address already in use" "$tmp/err" && ok "another user cannot bind [::1]:$port while the emulator runs" || bad "another user cannot bind [::1]" "$(cat "$tmp/err")"; fi

echo "control-users: $pass passed, $fail failed"
[ "$fail" = 0 ]
