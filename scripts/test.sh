#!/usr/bin/env bash
# Runs every test: the Swift suites, then each extra suite in scripts/test.d (firmware under simavr,
# hardware under umockdev, window under Xvfb, the payload fuzzer, the Python rig example), and
# closes with one summary line over all of them.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
mkdir -p .build
passed=0; failed=0; status=0

echo "== swift build --build-tests"
swift build --build-tests 2>&1 | grep -vE "^warning: prohibited flag|^\[[0-9]+/[0-9]+\] (Compiling|Emitting|Write|Linking|Applying)"
[ "${PIPESTATUS[0]}" = 0 ] || { echo "total: 0 passed, 1 failed"; exit 1; }

echo "== swift test"
swift test --skip-build 2>&1 | tee .build/swift-test.log | awk '/ started\.$/ { next } /^✔ Test / && !/^✔ Test run with/ { next } { print }'
[ "${PIPESTATUS[0]}" = 0 ] || status=1
# Swift Testing: "Test run with N tests"; failures are the "✘ Test x() failed" lines.
n=$(grep -oE "Test run with [0-9]+ tests?" .build/swift-test.log | grep -oE "[0-9]+" | tail -1)
f=$(grep -cE "^✘ Test [^r].* failed" .build/swift-test.log)
passed=$((passed + ${n:-0} - f)); failed=$((failed + f))
# XCTest, if any suite uses it: "Executed N tests, with M failures".
read -r xn xf < <(grep -oE "Executed [0-9]+ tests?, with [0-9]+ failures?" .build/swift-test.log | tail -1 | grep -oE "[0-9]+" | tr '\n' ' ')
passed=$((passed + ${xn:-0} - ${xf:-0})); failed=$((failed + ${xf:-0}))
[ "$status" = 0 ] || [ "$failed" -gt 0 ] || failed=$((failed + 1))

for suite in scripts/test.d/*.sh; do
  [ -e "$suite" ] || continue
  echo "== $suite"
  log=".build/$(basename "$suite" .sh).log"
  bash "$suite" 2>&1 | tee "$log"
  rc=${PIPESTATUS[0]}
  line=$(grep -E "^([A-Za-z-]+: )?[0-9]+ passed, [0-9]+ failed" "$log" | tail -1 | sed -E 's/^[A-Za-z-]+: //')
  sp=$(echo "$line" | grep -oE "^[0-9]+"); sf=$(echo "$line" | grep -oE "[0-9]+ failed" | grep -oE "[0-9]+")
  passed=$((passed + ${sp:-0})); failed=$((failed + ${sf:-0}))
  if [ "$rc" != 0 ]; then
    echo "FAILED: $suite (exit $rc)"; status=1
    [ "${sf:-0}" -gt 0 ] || failed=$((failed + 1))
  fi
done
echo "total: $passed passed, $failed failed"
exit $status
