#!/usr/bin/env bash
# The window and the control API end to end: under Xvfb with SDL's x11 driver, start
# `afterglow run`, drive it through the control API and the CLI verbs, compare API screenshots
# (interactive vs Always On, the Dynamic Island) and X11 root-window dumps (xwd) of the window,
# record an APNG, run the Python rig example (pytest), and check the server survives bad clients.
set -uo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
bin=.build/debug/afterglow
results=${WINDOW_RESULTS:-}

if [ "${1:-}" != "--inner" ]; then
  [ -x "$bin" ] || swift build --product afterglow >/dev/null 2>&1 || { echo "window: build failed"; echo "0 passed, 1 failed"; exit 1; }
  tmp=$(mktemp -d)
  export WINDOW_RESULTS="$tmp/results"; : > "$WINDOW_RESULTS"
  # Depth 24 so xwd dumps are 32 bits per pixel; big enough for the phone window at zoom 1.
  # Bounded: a hung emulator fails the suite instead of stalling `make test`.
  timeout 600 xvfb-run -a -s "-screen 0 1280x1024x24" bash "$0" --inner "$tmp" || echo "FAIL inner run exited $?" >> "$WINDOW_RESULTS"
  pass=$(grep -c '^ok' "$WINDOW_RESULTS"); fail=$(grep -c '^FAIL' "$WINDOW_RESULTS")
  echo "window: $pass passed, $fail failed"
  [ "$fail" = 0 ] && [ "$pass" -gt 0 ]; status=$?
  if [ $status = 0 ] && [ -z "${WINDOW_KEEP:-}" ]; then rm -rf "$tmp"; else echo "window: artefacts kept in $tmp"; fi
  exit $status
fi

tmp=$2
sock=$tmp/control.sock
device=iphone-14-pro
ok()   { echo "ok   $1" | tee -a "$results"; }
bad()  { echo "FAIL $1${2:+: $2}" | tee -a "$results"; }
check() { local name=$1; shift; if "$@" >>"$tmp/commands.log" 2>&1; then ok "$name"; else bad "$name"; fi; }
ctl() { "$bin" "$@" --control-socket "$sock"; }
py() { python3 scripts/lib/image_checks.py "$@"; }
lt() { python3 -c "import sys; sys.exit(0 if float(sys.argv[1]) < float(sys.argv[2]) else 1)" "$1" "$2"; }
# until_ok SECONDS CMD… — re-checks CMD every 0.1 s until it holds or SECONDS pass (then fails).
# Every wait on what the window or the API shows is a bounded wait on that condition, never a
# settle sleep: on a loaded machine a frame can take seconds, and a sleep long enough for that
# would make every run slow.
until_ok() {
  local deadline=$((SECONDS + $1)); shift
  until "$@" 2>/dev/null; do [ $SECONDS -ge $deadline ] && return 1; sleep 0.1; done
}
# shot NAME — the API screenshot at points (downsample 3) into $tmp/NAME.png.
shot() { curl -sf --unix-socket "$sock" "http://x/v1/screenshot?downsample=3" -o "$tmp/$1.png"; }
# luma_cmp NAME X Y W H OP VALUE [TOL] — takes screenshot NAME; its mean luma in the region is
# lt / gt VALUE, or differs from VALUE by more than TOL (ne), or by at most TOL (near).
luma_cmp() {
  shot "$1" || return 1
  python3 -c "import sys; a,v,t=float(sys.argv[1]),float(sys.argv[3]),float(sys.argv[4]); sys.exit(0 if {'lt':a<v,'gt':a>v,'ne':abs(a-v)>t,'near':abs(a-v)<=t}[sys.argv[2]] else 1)" \
    "$(py png-luma "$tmp/$1.png" $2 $3 $4 $5)" "$6" "$7" "${8:-0}"
}
# last_event_id — the id of the newest event in the emulator's log (from the stream's hello).
last_event_id() { "$bin" events --json --count 1 --types recording --timeout 0.5 --control-socket "$sock" 2>/dev/null | python3 -c 'import json,sys; print(json.loads(sys.stdin.readline())["after"])'; }

SDL_VIDEODRIVER=x11 "$bin" run --device "$device" --scale 1 --control-socket "$sock" --output-dir "$tmp" >"$tmp/run.log" 2>&1 &
pid=$!
trap 'kill -9 $pid 2>/dev/null' EXIT
for _ in $(seq 1 100); do ctl state >/dev/null 2>&1 && break; sleep 0.2; done
check "emulator answers on its control socket" ctl state
check "control socket is mode 0600" test "$(stat -c %a "$sock")" = 600
# The window's start-up line, waited for in the log (bounded: 10 s), not slept for.
for _ in $(seq 1 100); do grep -q "via x11/" "$tmp/run.log" && break; sleep 0.1; done
# The first frame is on screen once a per-second summary counts one (the event stream, not a guess).
{ "$bin" events --since 0 --types frames --json --timeout 120 --control-socket "$sock" 2>/dev/null || true; } |
  python3 -c 'import json,sys
for l in sys.stdin:
    if json.loads(l).get("frames", {}).get("frames", 0) > 0: sys.exit(0)
sys.exit(1)' && ok "first frame presented (frames event)" || bad "first frame presented (frames event)"
check "window opened with SDL's x11 driver" grep -q "via x11/" "$tmp/run.log"

# Interactive: screenshot from the API and an X11 dump of the whole display.
ctl screenshot -o "$tmp/interactive.png" >/dev/null && ok "screenshot (interactive)" || bad "screenshot (interactive)"
curl -s --unix-socket "$sock" "http://x/v1/screenshot?downsample=3" -o "$tmp/interactive-pt.png"
xwd -root -silent > "$tmp/interactive.xwd" && ok "xwd dump (interactive)" || bad "xwd dump (interactive)"

# The phone lies face up → Always On.
check "gesture face-up" ctl gesture face-up
check "wait always-on (5 s)" ctl wait always-on --timeout 5
ctl state --json > "$tmp/always-on-state.json"
check "Always On runs at 1 Hz" python3 -c "import json,sys; s=json.load(open('$tmp/always-on-state.json')); sys.exit(0 if s['refreshHz']<=1 and s['displayState']=='always-on' else 1)"
check "panel luminance drops below 25 % in Always On" python3 -c "import json,sys; s=json.load(open('$tmp/always-on-state.json')); sys.exit(0 if s['luminanceNits'] < 250 else 1)"
# `wait` returns once the Always On frame is presented (events go out after their frame); the
# X server may still be drawing it: wait (bounded) until the window's pixels dim.
ctl screenshot -o "$tmp/always-on.png" >/dev/null
shot always-on-pt
read -r rw rh < <(py xwd-size "$tmp/interactive.xwd")
wx=$(( (rw - (393 + 240)) / 2 )); wy=$(( (rh - 852) / 2 ))
region="$((wx + 40)) $((wy + 100)) 313 652"
xi=$(py xwd-luma "$tmp/interactive.xwd" $region)
x_dimmed() { xwd -root -silent > "$tmp/always-on.xwd" && lt "$(py xwd-luma "$tmp/always-on.xwd" $region)" "$(python3 -c "print($xi*0.6)")"; }
until_ok 15 x_dimmed

# Figures (printed, not asserted): the emulator's CPU time over 5 s of Always On, and API latency.
cpu0=$(awk '{print $14+$15}' /proc/$pid/stat); sleep 5; cpu1=$(awk '{print $14+$15}' /proc/$pid/stat)
echo "figure: emulator CPU in Always On (window, debug build): $(python3 -c "print(f'{($cpu1-$cpu0)/$(getconf CLK_TCK)/5*100:.1f}')") % of one core over 5 s"
(cd Examples/rig && AFTERGLOW_SOCKET="$sock" python3 measure_latency.py 200 | sed 's/^/figure: /')

curl -s --unix-socket "$sock" "http://x/v1/screenshot?downsample=3&hud=1" -o "$tmp/always-on-hud.png"
read -r hw hh < <(py png-size "$tmp/always-on-hud.png")
check "screenshot with the HUD beside the screen (${hw}x${hh})" test "$hw" = 633 -a "$hh" = 852
li=$(py png-luma "$tmp/interactive-pt.png"); la=$(py png-luma "$tmp/always-on-pt.png")
echo "luma interactive $li, always-on $la" >> "$tmp/commands.log"
check "Always On frame darker than interactive (API screenshot, < 60 %)" lt "$la" "$(python3 -c "print($li*0.6)")"
# Always On › Show Wallpaper off: the same Always On screen on black, darker still.
# In Always On content changes wait for the minute's update slot, so wake and re-enter it.
check "settings always-on-wallpaper=off" ctl settings always-on-wallpaper=off
ctl tap >/dev/null; ctl wait interactive --timeout 15 >/dev/null
ctl gesture face-up >/dev/null; ctl wait always-on --timeout 5 >/dev/null
check "Always On without wallpaper darker than with (< 70 %)" until_ok 15 luma_cmp always-on-black 0 0 393 852 lt "$(python3 -c "print($la*0.7)")"
echo "luma always-on, wallpaper off $(py png-luma "$tmp/always-on-black.png")" >> "$tmp/commands.log"
ctl settings always-on-wallpaper=on >/dev/null
# The Dynamic Island: black at its centre while the wallpaper beside it is lit (points at @1).
island=$(py png-luma "$tmp/interactive-pt.png" 186 20 20 12); beside=$(py png-luma "$tmp/interactive-pt.png" 60 20 20 12)
echo "island $island, beside $beside" >> "$tmp/commands.log"
check "Dynamic Island present (dark cut-out on a lit wallpaper)" lt "$island" "$(python3 -c "print(min(0.05, $beside*0.2))")"

# The window on the X display shows the same (the screen centred, no window manager; region above).
xa=$(py xwd-luma "$tmp/always-on.xwd" $region)
si=$(py png-luma "$tmp/interactive-pt.png" 40 100 313 652)
echo "x11 window luma interactive $xi, always-on $xa; API same region $si" >> "$tmp/commands.log"
check "X11: window shows the interactive screen (matches API screenshot ±0.05)" python3 -c "import sys; sys.exit(0 if abs($xi-$si) < 0.05 and $xi > 0.1 else 1)"
check "X11: window dims in Always On (< 60 %)" lt "$xa" "$(python3 -c "print($xi*0.6)")"
hud=$(py xwd-luma "$tmp/interactive.xwd" $((wx + 393 + 10)) $((wy + 10)) 200 200)
echo "x11 HUD luma $hud" >> "$tmp/commands.log"
check "X11: HUD column drawn beside the screen" python3 -c "import sys; sys.exit(0 if 0.02 < $hud < 0.5 else 1)"

# Payload delivery by the CLI wakes the screen (the emulator lights it).
check "push hello.apns" ctl push Examples/rig/hello.apns
check "a notification lights the screen" ctl wait interactive --timeout 15
# The event stream, replayed from the emulator's log: the accepted push and the alert it showed.
check "afterglow events: the push and its alert on the stream" bash -c "'$bin' events --since 0 --types push,alert --count 2 --json --timeout 30 --control-socket '$sock' | grep '\"accepted\":true' >/dev/null"
check "afterglow events --until-state interactive (already there: at once)" ctl events --until-state interactive --timeout 30
check "wait times out (exit 1) on an unreached state" bash -c "! '$bin' wait off --timeout 0.3 --control-socket '$sock'"
# The settings event goes out once a frame with the new appearance is presented.
mark=$(last_event_id)
check "settings dark-mode=on" ctl settings dark-mode=on
check "the settings event (after its frame)" ctl events --types settings --count 1 --since "${mark:-0}" --timeout 15
shot dark; ld=$(py png-luma "$tmp/dark.png")
check "settings dark-mode=off" ctl settings dark-mode=off
check "light appearance is brighter than dark" until_ok 15 luma_cmp light 0 0 393 852 gt "$ld"
echo "luma dark $ld, light $(py png-luma "$tmp/light.png")" >> "$tmp/commands.log"
ctl settings dark-mode=on >/dev/null
check "settings reject unknown names" bash -c "! '$bin' settings blue-mode=on --control-socket '$sock'"

# Recording: start, change state, stop → an animated PNG with several frames.
check "record start" ctl record start -o "$tmp/rec.png"
# Face down turns the screen off at once, a tap wakes it: wait for each state (bounded), not a sleep.
ctl gesture face-down >/dev/null; ctl wait off --timeout 5 >/dev/null; ctl tap >/dev/null; ctl wait interactive --timeout 5 >/dev/null
check "record stop" ctl record stop
frames=$(py apng-frames "$tmp/rec.png" 2>/dev/null || echo 0)
check "APNG has several frames ($frames)" test "${frames:-0}" -ge 2

# Bad clients never stop the emulator.
python3 - "$sock" <<'PY' >>"$tmp/commands.log" 2>&1
import socket, sys
path = sys.argv[1]
def conn():
    s = socket.socket(socket.AF_UNIX); s.settimeout(5); s.connect(path); return s
s = conn(); s.sendall(bytes(range(256)) * 8 + b"\r\n\r\n"); print("garbage:", s.recv(100)[:20]); s.close()
s = conn(); s.sendall(b"POST /v1/push HTTP/1.1\r\nContent-Length: 99999999\r\n\r\n"); print("huge:", s.recv(100)[:20]); s.close()
half = [conn() for _ in range(10)]
for h in half: h.sendall(b"GET /v1/state HTTP/1.1\r\n")
for h in half: h.close()
PY
check "still serving after garbage, huge and half-open clients" ctl state

# Real X11 input into the window: the U key lays the phone face up, a click taps it awake,
# H hides the HUD (the window shrinks to the screen).
ctl tap >/dev/null; ctl wait interactive --timeout 15 >/dev/null
wid=$(xdotool search --name "Afterglow" | head -1)
if [ -n "$wid" ]; then
  xdotool windowactivate --sync "$wid" 2>/dev/null || xdotool windowfocus --sync "$wid" 2>/dev/null
  xdotool key --window "$wid" u
  check "X11 key U: face up → Always On" ctl wait always-on --timeout 5
  check "key input recorded as the last gesture" bash -c "'$bin' state --json --control-socket '$sock' | grep -q '\"lastGesture\":\"face-up\"'"
  xdotool mousemove --window "$wid" 196 500 click 1
  check "X11 click: tap wakes the screen" ctl wait interactive --timeout 5
  xdotool key --window "$wid" h
  hud_gone() { xwd -root -silent > "$tmp/nohud.xwd" && python3 -c "import sys; sys.exit(0 if abs($(py xwd-luma "$tmp/nohud.xwd" $((wx + 393 + 10)) $((wy + 10)) 200 200) - $hud) > 0.01 else 1)"; }
  check "X11 key H: HUD hidden" until_ok 10 hud_gone
  xdotool key --window "$wid" h
  # Press and hold on a Live Activity: the expanded island; a tap closes it; drag down from the
  # top edge: Notification Center; StandBy with night mode: landscape, red.
  shot before-push; sp=$(py png-luma "$tmp/before-push.png")
  check "push a Live Activity (food-start)" ctl push Examples/scenarios/payloads/food-start.json
  check "the activity is on the Lock Screen (the screen changed)" until_ok 15 luma_cmp before-hold 0 0 393 852 ne "$sp" 0.002
  tb=$(py png-luma "$tmp/before-hold.png" 0 0 393 110)
  echo "screen luma before push $sp, with the activity $(py png-luma "$tmp/before-hold.png")" >> "$tmp/commands.log"
  # A press held for 0.8 s of real time is the gesture itself (the long-press threshold), not a wait.
  xdotool mousemove --window "$wid" 196 300 mousedown 1; sleep 0.8; xdotool mouseup 1
  expanded() { shot hold && python3 -c "import sys; sys.exit(0 if abs($(py png-luma "$tmp/hold.png" 0 0 393 110) - $tb) > 0.02 else 1)"; }
  check "X11 press and hold: the expanded island covers the top" until_ok 10 expanded
  mb=$(py png-luma "$tmp/before-hold.png" 0 200 393 120)
  xdotool mousemove --window "$wid" 196 500 click 1
  check "X11 tap: the expanded island closes" until_ok 10 luma_cmp closed 0 0 393 110 near "$tb" 0.02
  xdotool mousemove --window "$wid" 196 20 mousedown 1 mousemove --window "$wid" 196 60 mousemove --window "$wid" 196 200 mouseup 1
  check "X11 drag down from the top: Notification Center replaces the Lock Screen" until_ok 10 luma_cmp pull 0 200 393 120 ne "$mb" 0.01
  echo "activity band luma lock screen $mb, notification center $(py png-luma "$tmp/pull.png" 0 200 393 120)" >> "$tmp/commands.log"
  xdotool mousemove --window "$wid" 196 500 click 1
  ctl settings standby=on night-mode=on >/dev/null
  landscape() { shot standby && read -r sw sh < <(py png-size "$tmp/standby.png") && [ "$sw" -gt "$sh" ]; }
  check "StandBy: the screen turns landscape" until_ok 10 landscape
  ctl settings standby=off night-mode=off >/dev/null
else
  bad "X11: window not found by xdotool"
fi

# The Python rig example (pytest) against the same socket.
if AFTERGLOW_SOCKET="$sock" python3 -m pytest -q -p no:cacheprovider Examples/rig/test_rig.py >"$tmp/pytest.log" 2>&1; then
  ok "rig example: $(tail -1 "$tmp/pytest.log")"
else
  bad "rig example" "$(tail -1 "$tmp/pytest.log")"; cat "$tmp/pytest.log"
fi

kill -TERM $pid; wait $pid; rc=$?
check "SIGTERM stops the emulator cleanly" test $rc = 0
check "socket removed on exit" test ! -e "$sock"
