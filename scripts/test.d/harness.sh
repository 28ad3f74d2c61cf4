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

# The stale-module check (scripts/lib/stale_modules.py) on build directories laid out as the one
# that crashed the suite: a test target whose driver SwiftPM never reran after a re-exported
# struct changed layout.
if out=$(python3 -m unittest discover -s scripts/lib -p test_stale_modules.py 2>&1); then
  passed=$((passed + 1)); echo "ok   stale-module check: $(grep -E '^Ran ' <<<"$out")"
else failed=$((failed + 1)); echo "FAIL stale-module check unit tests:"; sed 's/^/     /' <<<"$out"; fi

# The fidelity check's scoring (issue 24): normalisation, timers, blank cards on synthetic PNGs
# (scripts/lib/test_fidelity.py, no tesseract needed).
if out=$(python3 -m unittest discover -s scripts/lib -p test_fidelity.py 2>&1); then
  passed=$((passed + 1)); echo "ok   fidelity scoring: $(grep -E '^Ran ' <<<"$out")"
else failed=$((failed + 1)); echo "FAIL fidelity scoring unit tests:"; sed 's/^/     /' <<<"$out"; fi
# One entry through the whole fidelity check (render, OCR, score; ~5 s), and the blank-card CLI on
# a real rendered card and on the same card with its text painted in the background's colour.
if command -v tesseract >/dev/null && [ -x .build/debug/afterglow ]; then
  out=$(scripts/swiftui-coverage.sh --fidelity --bin .build/debug/afterglow --out "$tmp/fidelity" \
          Examples/swiftui/iangdavis-livehive-delivery 2>&1)
  lock="$tmp/fidelity/iangdavis-livehive-delivery-lockScreen.png"
  python3 - "$lock" "$tmp/painted.png" <<'PY'
import sys
sys.path.insert(0, "scripts/lib")
import fidelity as f
w, h, rows = f.decode_png(sys.argv[1])
bg = tuple(int(f.card_metrics(sys.argv[1], 28, 72)["dominant"][i:i + 2], 16) for i in (1, 3, 5))
# every pixel of the card that is not the background becomes the background: text drawn in its colour
f.encode_png(sys.argv[2], [[px[:3] if not f.in_card(x, y, w, h, 28, 72) else bg for x, px in enumerate(r)]
                           for y, r in enumerate(rows)])
PY
  python3 scripts/lib/fidelity.py blank "$lock" Status --region lockScreen >/dev/null; good=$?
  python3 scripts/lib/fidelity.py blank "$tmp/painted.png" Status --region lockScreen >/dev/null; painted=$?
  if grep -q "^expected strings read: 3 of 3 (100 %)" <<<"$out" && grep -q "^blank cards: 0 of 2" <<<"$out" \
     && [ "$good" = 0 ] && [ "$painted" = 1 ]; then
    passed=$((passed + 1)); echo "ok   fidelity check on one rendered entry: 3 of 3 strings read, no blank card; its text painted out: blank"
  else failed=$((failed + 1)); echo "FAIL fidelity check on one entry (blank exit: real $good, painted $painted):"; sed 's/^/     /' <<<"$out"; fi
else echo "skip fidelity OCR smoke test (needs tesseract and .build/debug/afterglow)"; fi

# The firmware suite's second attempt (scripts/lib/e2e_twice.sh), on a stand-in run that passes,
# fails once, or fails every time.
e2e_check() {
  local d="$tmp/e2e"; rm -rf "$d"; mkdir -p "$d/.build/firmware-e2e"
  cat > "$d/run.sh" <<'SH'
#!/usr/bin/env bash
echo "{\"run\": \"$1\"}" > .build/firmware-e2e/$1.events.jsonl
case $1 in
  once) [ -e failed-once ] || { touch failed-once; echo '{"bad_frames": 175, "bad_kinds": {"bad_crc": 175}}'; echo "FAIL: bad frames: 175"; exit 1; } ;;
  never) echo '{"bad_frames": 3}'; echo "FAIL: bad frames: 3"; exit 1 ;;
esac
echo '{"bad_frames": 0}'
SH
  chmod +x "$d/run.sh"
  ( cd "$d" && retries=.build/firmware-e2e/second-attempts && : > "$retries" && RUN_E2E=./run.sh && source "$OLDPWD/scripts/lib/e2e_twice.sh" &&
    a=$(e2e_twice good x) && [ "$(tail -1 <<<"$a")" = '{"bad_frames": 0}' ] &&
    b=$(e2e_twice once x) && grep -q '^{"bad_frames": 0}  \[passed on a second attempt; the first: .*"bad_crc": 175.*FAIL: bad frames: 175' <<<"$(tail -1 <<<"$b")" &&
    ! c=$(e2e_twice never x) && grep -q "(failed twice; the first: FAIL: bad frames: 3 )" <<<"$c" &&
    [ "$(cat "$retries")" = once ] && [ -e .build/firmware-e2e/first-attempt-once.events.jsonl ] )
}
if e2e_check; then passed=$((passed + 1)); echo "ok   firmware end-to-end runs: a pass is kept, one failure is run again and said, two fail"
else failed=$((failed + 1)); echo "FAIL firmware end-to-end second attempt (scripts/lib/e2e_twice.sh)"; fi

# scripts/mutate.py's time limit ends the whole tree, also a child in a session of its own (as
# `swift test` starts its test binary): a looping mutant's test once ran on for 38 CPU minutes.
if timeout 20 python3 - <<'PY'
import importlib.util, subprocess, sys, time
spec = importlib.util.spec_from_file_location("mutate", "scripts/mutate.py"); m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)
rc, secs, _ = m.run(["bash", "-c", "setsid bash -c 'while :; do :; done # afterglow-mutate-check' & wait"], 1)
time.sleep(0.3)
left = subprocess.run(["pgrep", "-f", "afterglow-mutate-check"], capture_output=True, text=True).stdout.split()
sys.exit(0 if rc is None and not left else 1)
PY
then passed=$((passed + 1)); echo "ok   mutate.py's time limit kills the test binary too, in a session of its own"
else failed=$((failed + 1)); echo "FAIL mutate.py left a process running after its time limit"; pkill -f afterglow-mutate-check; fi

# A mutant in a public declaration's default argument names its callee, so mutate.py rebuilds
# the callers (each holds its own copy of the default; session 15's hold mutant never reached the
# tests); a mutant in a body or in an internal declaration names none.
if python3 - <<'PY'
import sys; sys.path.insert(0, "scripts/lib"); import mutants
src = """public struct Hold {
    public init(refresh: Int, hold: Double = 0.5) { self.h = hold > 1 ? 1 : hold }
    public func ladder(top: Int,
                       step: Int = 2) -> [Int] {
        let x = top + step
        return [x]
    }
    init(internalOnly: Int = 3) {}
}"""
got = [mutants.serialized_callee(src, n) for n in range(1, 9)]
sys.exit(0 if got == [None, "Hold", None, "ladder", None, None, None, None] else print(got) or 1)
PY
then passed=$((passed + 1)); echo "ok   mutate.py rebuilds the callers of a mutated public default argument"
else failed=$((failed + 1)); echo "FAIL mutants.serialized_callee"; fi

# A removed statement keeps its text in the mutant's comment, so an equivalent entry can name
# that statement and no other removal in the file.
if python3 - <<'PY'
import importlib.util, sys; sys.path.insert(0, "scripts/lib"); import mutants
spec = importlib.util.spec_from_file_location("mutate", "scripts/mutate.py"); m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)
src = "func f() {\n    count = 0\n    total = 0\n}\n"
removed = [(line, text.split("\n")[line - 1]) for _, line, what, text in mutants.swift_mutants("S.swift", src) if what == "statement removed"]
rows = [("S.swift", "// mutant: removed: total = 0", "statement removed", "why")]
got = [(line, m.equivalent_reason(rows, "S.swift", text, "statement removed")) for line, text in removed]
sys.exit(0 if got == [(2, None), (3, "why")] else print(got) or 1)
PY
then passed=$((passed + 1)); echo "ok   an equivalent entry names one removed statement"
else failed=$((failed + 1)); echo "FAIL equivalent entries for removed statements"; fi

echo "harness: $passed passed, $failed failed"
[ "$failed" = 0 ]
