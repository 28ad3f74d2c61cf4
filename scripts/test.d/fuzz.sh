#!/usr/bin/env bash
# Builds the content pipeline's libFuzzer target (payload parser → stores → template layout;
# swiftc -sanitize=fuzzer,address over the content pipeline's core targets) and runs it for a short budget
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

# The content pipeline's targets (docs/ARCHITECTURE.md › Modules), each compiled as its own module
# in dependency order with the fuzzer's coverage instrumentation, then the fuzzer linked against them.
# None of them needs a SwiftPM dependency, so bare swiftc builds them.
modules=(AfterglowTime AfterglowGeometry AfterglowDevices AfterglowDisplay AfterglowPayloads AfterglowContent)
mods="$out/modules"; rm -rf "$mods"; mkdir -p "$mods"
objects=()
build_failed() { cat "$out/build.log"; echo "fuzz: build failed ($1)"; echo "0 passed, 1 failed"; exit 1; }
for m in "${modules[@]}"; do
  mapfile -t sources < <(find "Sources/$m" -name '*.swift' | sort)
  swiftc -sanitize=fuzzer,address -parse-as-library -O -wmo -module-name "$m" \
    -I "$mods" -emit-module -emit-module-path "$mods/$m.swiftmodule" -c "${sources[@]}" -o "$mods/$m.o" \
    2>"$out/build.log" || build_failed "$m"
  objects+=("$mods/$m.o")
done
swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name ContentFuzz -I "$mods" \
  Fuzz/PayloadFuzzer.swift "${objects[@]}" -o "$out/payload-fuzz" 2>"$out/build.log" || build_failed "PayloadFuzzer"

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
