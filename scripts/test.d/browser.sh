#!/usr/bin/env bash
# Web pages against the control API in a real browser: headless Chromium (Debian's package) opens
# hostile pages — a DNS-rebinding page on the emulator's own port, a page from a second loopback
# server, a file:// page — that try fetch/XHR/form posts/no-cors/EventSource against the running
# emulator; the harness checks nothing changed, nothing was written, and every request was refused
# (scripts/lib/browser_attack.py; docs/CONTROL_API.md › Security).
set -uo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
bin=.build/debug/afterglow
command -v chromium >/dev/null || { echo "FAIL chromium is not installed (scripts/setup.sh installs it)"; echo "browser: 0 passed, 1 failed"; exit 1; }
[ -x "$bin" ] || swift build --product afterglow >/dev/null 2>&1 || { echo "browser: build failed"; echo "browser: 0 passed, 1 failed"; exit 1; }
tmp=$(mktemp -d)
# Bounded: a hung browser or emulator fails the suite instead of stalling `make test`.
timeout 600 python3 scripts/lib/browser_attack.py "$bin" "$tmp"; rc=$?
[ $rc = 124 ] && { echo "FAIL browser suite timed out"; echo "browser: 0 passed, 1 failed"; }
if [ $rc = 0 ] && [ -z "${BROWSER_KEEP:-}" ]; then rm -rf "$tmp"; else echo "browser: artefacts kept in $tmp"; fi
exit $rc
