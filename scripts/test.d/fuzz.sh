#!/usr/bin/env bash
# Builds the content pipeline's libFuzzer target (payload parser → stores → template layout;
# swiftc -sanitize=fuzzer,address over the core's sources) and runs it for a short budget
# (FUZZ_SECONDS, default 45) from a seed corpus of the examples' payloads.
# Fails on a crash, a sanitizer report or a broken invariant. Crashing inputs land in .build/fuzz/.
# Leak detection is off: the Swift runtime's lazily filled metadata caches read as leaks to LSan.
set -uo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
seconds="${FUZZ_SECONDS:-45}"
out=.build/fuzz
mkdir -p "$out"
rm -rf "$out/corpus" && mkdir -p "$out/corpus"
find Examples -name '*.apns' -exec cp {} "$out/corpus/" \;
k=0; for f in $(find Examples -name '*.json'); do k=$((k+1)); cp "$f" "$out/corpus/seed-$k.json"; done

# The core without the frame scheduler and what drives it: the scheduler imports Histogram, a
# SwiftPM dependency module that a bare swiftc invocation doesn't have.
mapfile -t sources < <(find Sources/AfterglowKit -name '*.swift' -not -path '*/Scheduler/*' -not -path '*/Emulator/*' -not -path '*/Scenario/*' | sort)
if ! swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name ContentFuzz \
      "${sources[@]}" Fuzz/PayloadFuzzer.swift -o "$out/payload-fuzz" 2>"$out/build.log"; then
  cat "$out/build.log"
  echo "fuzz: build failed"
  echo "0 passed, 1 failed"
  exit 1
fi

ASAN_OPTIONS=detect_leaks=0 "$out/payload-fuzz" "$out/corpus" -dict=Fuzz/apns.dict -max_total_time="$seconds" -max_len=6000 -timeout=10 \
  -rss_limit_mb=2048 -detect_leaks=0 -artifact_prefix="$out/" -print_final_stats=1 >"$out/run.log" 2>&1
rc=$?
grep -E "^(#[0-9]+ +DONE|stat::number_of_executed_units|stat::average_exec_per_sec|stat::peak_rss_mb|INFO: Loaded|==[0-9]+==ERROR|SUMMARY)" "$out/run.log" | head -20
if [ $rc -ne 0 ]; then
  tail -40 "$out/run.log"
  echo "fuzz: the content pipeline failed (exit $rc); reproducer in $out/crash-*"
  echo "0 passed, 1 failed"
  exit 1
fi
echo "fuzz: payload parser, stores and layout, ${seconds}s, no crash"
echo "1 passed, 0 failed"
