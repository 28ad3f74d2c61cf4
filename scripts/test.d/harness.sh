#!/usr/bin/env bash
# The harness's own checks. scripts/lib/count_tests.py (how scripts/test.sh counts Swift tests)
# on a recorded failing run — scripts/test.d/fixtures/failing-swift-run: the console log and
# xUnit file of a real `swift test` (Swift Testing 6.3.1) of a small package whose tests are in
# LibTests.swift.txt: passing, failing, parameterized and skipped tests, a failing test named
# "r…", a failure message containing "recorded an issue", a passing test that prints
# "✘ Test fake() failed" — and on broken reports: a crash that leaves the xUnit file empty, no
# report at all, a summary that disagrees with the xUnit file.
set -uo pipefail
cd "$(dirname "$0")/../.."
fx=scripts/test.d/fixtures/failing-swift-run
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
passed=0; failed=0
expect() { # expect NAME WANTED-LAST-LINE WANTED-EXIT -- count_tests args…
  local name=$1 want=$2 want_rc=$3; shift 4
  local out rc; out=$(python3 scripts/lib/count_tests.py "$@" 2>&1); rc=$?
  if [ "$(tail -1 <<<"$out")" = "$want" ] && [ "$rc" = "$want_rc" ]; then
    passed=$((passed + 1)); echo "ok   $name"
  else
    failed=$((failed + 1)); echo "FAIL $name: wanted \"$want\" (exit $want_rc), got exit $rc:"; sed 's/^/     /' <<<"$out"
  fi
}

expect "recorded failing run: 3 passed, 3 failed (one named r…), 1 skipped" \
  "swift: 3 passed, 3 failed, 1 skipped" 1 -- --exit 1 --log $fx/swift-test.log $fx/xunit-swift-testing.xml
out=$(python3 scripts/lib/count_tests.py --exit 1 --log $fx/swift-test.log $fx/xunit-swift-testing.xml)
if grep -q "^FAILED LibTests.Arithmetic.roundTripFails()" <<<"$out" && grep -q "^FAILED LibTests.Arithmetic.twoIssuesOneTest(): .*(+1 more)" <<<"$out" \
   && ! grep -q "printsFailedButPasses" <<<"$out"; then
  passed=$((passed + 1)); echo "ok   the failed tests are named, two issues in one test count once, a printed ✘ line is not a failure"
else failed=$((failed + 1)); echo "FAIL failed tests named"; echo "$out"; fi
# The counter this replaces: "Test run with N tests" minus lines matching "^✘ Test [^r].* failed".
old_f=$(grep -cE "^✘ Test [^r].* failed" $fx/swift-test.log)
if [ "$old_f" != 3 ]; then passed=$((passed + 1)); echo "ok   the old grep miscounts this run ($old_f failures instead of 3): the fixture would catch it"
else failed=$((failed + 1)); echo "FAIL the fixture does not tell the old counter from the new"; fi

expect "xUnit failures count even when the exit status is 0" \
  "swift: 3 passed, 3 failed, 1 skipped" 1 -- --exit 0 --log $fx/swift-test.log $fx/xunit-swift-testing.xml

printf '<?xml version="1.0" encoding="UTF-8"?>\n<testsuites>\n</testsuites>\n' > "$tmp/empty.xml"
head -8 $fx/swift-test.log > "$tmp/crashed.log"
expect "a crash mid-run (empty xUnit, no summary, exit 134) fails" \
  "swift: 0 passed, 1 failed, 0 skipped" 1 -- --exit 134 --log "$tmp/crashed.log" "$tmp/empty.xml"
expect "no report at all fails" "swift: 0 passed, 2 failed, 0 skipped" 1 -- --exit 1 --log "$tmp/none.log" "$tmp/none.xml"
sed 's/Test run with 7 tests/Test run with 9 tests/' $fx/swift-test.log > "$tmp/mismatch.log"
expect "a runner summary that disagrees with the xUnit file fails" \
  "swift: 3 passed, 4 failed, 1 skipped" 1 -- --exit 1 --log "$tmp/mismatch.log" $fx/xunit-swift-testing.xml
python3 - "$fx/xunit-swift-testing.xml" "$tmp/passing.xml" <<'PY'
import re, sys
x = open(sys.argv[1]).read()
x = re.sub(r' >\s*<failure[^>]*/>(\s*<failure[^>]*/>)*\s*</testcase>', ' />', x)
open(sys.argv[2], "w").write(x)
PY
sed -E 's/^✘ Test run with 7 tests in 1 suite failed.*/✔ Test run with 7 tests in 1 suite passed after 0.005 seconds./' $fx/swift-test.log > "$tmp/passing.log"
expect "the same run with every failure removed passes" "swift: 6 passed, 0 failed, 1 skipped" 0 -- --exit 0 --log "$tmp/passing.log" "$tmp/passing.xml"

# Package.swift says what each target uses: every target's imports of the project's own modules
# are exactly its declared dependencies, and no test imports the executable (scripts/lib/module_graph.py).
if out=$(PATH="/opt/swift/usr/bin:$PATH" python3 scripts/lib/module_graph.py 2>&1); then
  passed=$((passed + 1)); echo "ok   $(tail -1 <<<"$out")"
else failed=$((failed + 1)); echo "FAIL the module graph and Package.swift disagree:"; sed 's/^/     /' <<<"$out"; fi

echo "harness: $passed passed, $failed failed"
[ "$failed" = 0 ]
