#!/usr/bin/env bash
# The short fuzz pass (CI): builds every libFuzzer target in Fuzz/ (scripts/lib/fuzz.sh) and runs
# each for FUZZ_SECONDS (default 6; the whole suite stays under 15 minutes) from its corpus in Fuzz/corpus/<name>, which starts by
# replaying every committed input (seeds and the regression inputs of fixed bugs). New
# interesting inputs go to .build/fuzz/<name>/new, not into the repository; scripts/fuzz-long.sh
# merges them. One test per target: it fails on a crash, a sanitizer report, a timeout (10 s) or a
# broken contract, and leaves the reproducer in .build/fuzz/<name>/.
# Leak detection is off: the Swift runtime's lazily filled metadata caches read as leaks to LSan.
set -uo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
# The short pass builds the targets in debug (scripts/lib/fuzz.sh › FUZZ_CONFIG): the build, not
# the 6 seconds a target, was most of its time.
export FUZZ_CONFIG="${FUZZ_CONFIG:-debug}"
source scripts/lib/fuzz.sh
seconds="${FUZZ_SECONDS:-6}"
passed=0; failed=0

if ! fuzz_build; then echo "fuzz: 0 passed, 1 failed"; exit 1; fi
# Targets with an open contract bug (Fuzz/known-failures/README.md): reported as skipped, not run.
# None today; e.g. FUZZ_KNOWN_FAILING="trace-csv profile".
known_failing="${FUZZ_KNOWN_FAILING-}"
skipped=0
for name in $(fuzz_target_names); do
  if [[ " $known_failing " == *" $name "* ]]; then
    echo "SKIP $name (open bug: Fuzz/known-failures/README.md)"; skipped=$((skipped + 1)); continue
  fi
  rm -rf ".build/fuzz/$name"
  if fuzz_run "$name" ".build/fuzz/$name" -max_total_time="$seconds"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1)); echo "FAIL $name (log: .build/fuzz/$name/run.log)"
  fi
done
echo "fuzz: $passed passed, $failed failed, $skipped skipped"
[ "$failed" = 0 ]
