#!/usr/bin/env bash
# Runs every test: the Swift suites, then each extra suite in scripts/test.d (firmware under simavr,
# hardware under umockdev, window under Xvfb, the browser, the harness's own checks) one after the
# other, with the fuzz pass beside them, and closes with one line over all of them:
# "total: N passed, N failed". Each phase's wall time is printed.
#
# The Swift count comes from the runner's xUnit reports (scripts/lib/count_tests.py, checked
# against the runner's summary), never from matching console lines. Each extra suite ends with
# "N passed, N failed" and its exit status; a non-zero exit with no counted failure is a failure.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
# A test run never rewrites goldens (see Tests/AfterglowRenderTests/Support/GoldenImage.swift).
unset AFTERGLOW_RECORD_GOLDENS
mkdir -p .build
passed=0; failed=0; status=0

started=$SECONDS
# An incremental build can keep a target compiled against a struct's old layout when only a
# re-exported module changed (it crashed the suite once): rerun those targets' drivers first.
python3 scripts/lib/stale_modules.py --fix .build/*/debug || { echo "total: 0 passed, 1 failed (stale-module check)"; exit 1; }
echo "== swift build --build-tests"
swift build --build-tests 2>&1 | grep -vE "^warning: prohibited flag|^\[[0-9]+/[0-9]+\] (Compiling|Emitting|Write|Linking|Applying)"
[ "${PIPESTATUS[0]}" = 0 ] || { echo "total: 0 passed, 1 failed (the build failed)"; exit 1; }

echo "   (build: $((SECONDS - started)) s)"; t0=$SECONDS
echo "== swift test"
rm -f .build/swift-test.xml .build/swift-test-swift-testing.xml
# Console: drop the per-test "started"/"passed" lines, keep failures and the runner's summary.
swift test --skip-build --xunit-output .build/swift-test.xml 2>&1 | tee .build/swift-test.log |
  awk '/ started\.$/ { next } /^✔ Test / && !/^✔ Test run with/ { next } { print }'
rc=${PIPESTATUS[0]}
# Shown as it is (not through `tee /dev/stderr`, which truncates a log file that stderr points at).
counted=$(python3 scripts/lib/count_tests.py --exit "$rc" --log .build/swift-test.log \
  .build/swift-test-swift-testing.xml .build/swift-test.xml)
echo "$counted"
line=$(tail -1 <<<"$counted")
sp=$(grep -oE "[0-9]+ passed" <<<"$line" | grep -oE "[0-9]+"); sf=$(grep -oE "[0-9]+ failed" <<<"$line" | grep -oE "[0-9]+")
passed=$((passed + ${sp:-0})); failed=$((failed + ${sf:-1}))
[ "$rc" = 0 ] && [ "${sf:-1}" = 0 ] || status=1
echo "   (swift test: $((SECONDS - t0)) s)"

# count SUITE LOG EXIT SECONDS: adds a suite's "N passed, N failed" line to the totals.
count() {
  local suite=$1 log=$2 rc=$3 took=$4 line sp sf
  line=$(grep -E "^([A-Za-z-]+: )?[0-9]+ passed, [0-9]+ failed" "$log" | tail -1 | sed -E 's/^[A-Za-z-]+: //')
  sp=$(echo "$line" | grep -oE "^[0-9]+"); sf=$(echo "$line" | grep -oE "[0-9]+ failed" | grep -oE "[0-9]+")
  passed=$((passed + ${sp:-0})); failed=$((failed + ${sf:-0}))
  if [ "$rc" != 0 ]; then
    echo "FAILED: $suite (exit $rc)"; status=1
    [ "${sf:-0}" -gt 0 ] || failed=$((failed + 1))
  elif [ -z "$line" ]; then
    echo "FAILED: $suite printed no \"N passed, N failed\" line"; status=1; failed=$((failed + 1))
  fi
  echo "   ($(basename "$suite" .sh): $took s)"
}

# Beside the suites below, each in the background with its output shown when it is done: the fuzz
# pass (CPU work on no device, while the suites mostly wait on one: umockdev, Xvfb, Chromium) and
# the firmware suite (simavr paced to real time, so mostly waiting too; it shares nothing with the
# hardware suite it overlaps but the no-op `swift build`, which SwiftPM's lock serialises).
background=(scripts/test.d/fuzz.sh scripts/test.d/firmware.sh)
bg_pids=()
for suite in "${background[@]}"; do
  [ -e "$suite" ] || continue
  bg_log=".build/$(basename "$suite" .sh).log"
  ( t=$SECONDS; bash "$suite" > "$bg_log" 2>&1; echo $? > "$bg_log.rc"; echo $((SECONDS - t)) > "$bg_log.seconds" ) &
  bg_pids+=("$suite:$!")
done
for suite in scripts/test.d/*.sh; do
  [ -e "$suite" ] || continue
  [[ " ${background[*]} " == *" $suite "* ]] && continue
  echo "== $suite"; t0=$SECONDS
  log=".build/$(basename "$suite" .sh).log"
  bash "$suite" 2>&1 | tee "$log"
  count "$suite" "$log" "${PIPESTATUS[0]}" $((SECONDS - t0))
done
for entry in "${bg_pids[@]}"; do
  suite=${entry%:*}; pid=${entry##*:}; bg_log=".build/$(basename "$suite" .sh).log"
  wait "$pid"
  echo "== $suite (ran beside the suites above)"
  cat "$bg_log"
  count "$suite" "$bg_log" "$(cat "$bg_log.rc" 2>/dev/null || echo 1)" "$(cat "$bg_log.seconds" 2>/dev/null || echo "?")"
done
echo "   (make test: $((SECONDS - started)) s)"
echo "total: $passed passed, $failed failed"
[ "$failed" = 0 ] || status=1
exit $status
