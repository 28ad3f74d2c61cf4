#!/usr/bin/env bash
# Runs every test: the Swift suites, then each extra suite in scripts/test.d (firmware under simavr,
# hardware under umockdev, window under Xvfb, the payload fuzzer, the Python rig example).
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
status=0
swift build --build-tests 2>&1 | grep -vE "^warning: prohibited flag|^\[[0-9]+/[0-9]+\]" ; [ "${PIPESTATUS[0]}" = 0 ] || exit 1
swift test --skip-build 2>&1 | tee .build/swift-test.log | grep -vE "^(◇|↳|􀟈|􁁛)? ?Test .* (started|passed)" || true
[ "${PIPESTATUS[0]}" = 0 ] || status=1
for suite in scripts/test.d/*.sh; do
  [ -e "$suite" ] || continue
  echo "== $suite"
  bash "$suite" || { echo "FAILED: $suite"; status=1; }
done
exit $status
