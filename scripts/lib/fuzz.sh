# Shared by scripts/test.d/fuzz.sh (the short CI pass) and scripts/fuzz-long.sh: the fuzz targets,
# their build (Fuzz/Package.swift with -sanitize=fuzzer,address) and one libFuzzer run.
# Source it from the repository root.

# name  executable  max_len  dictionary (or -)  [a read-only seed folder of real material, read
# recursively beside the corpus, so the repository's examples are not copied into Fuzz/corpus]
FUZZ_TARGETS=(
  "payload       PayloadFuzz      6000  Fuzz/dict/payload.dict"
  "payload-parser PayloadParserFuzz 6000 Fuzz/dict/payload.dict  Fuzz/corpus/payload"
  "board         BoardFuzz        1024  -"
  "trace-csv     TraceCSVFuzz     4096  Fuzz/dict/trace-csv.dict"
  "scenario      ScenarioFuzz     4096  Fuzz/dict/scenario.dict"
  "profile       ProfileFuzz      8192  Fuzz/dict/profile.dict"
  "http-request  HTTPRequestFuzz  2048  Fuzz/dict/http-request.dict"
  "importer      ImporterFuzz     16384 Fuzz/dict/importer.dict  Examples/swiftui"
)
# FUZZ_SANITIZE=fuzzer builds without AddressSanitizer (its own build folder): about 4× the inputs
# per second (board: 270 → 1,178/s measured on the same loaded machine), for long passes. Swift's
# bounds, overflow and precondition checks stay on; ASan adds checks only for unsafe pointers.
FUZZ_SANITIZE=${FUZZ_SANITIZE:-fuzzer,address}
# FUZZ_CONFIG=debug (the short CI pass): the targets compile in about a sixth of the time of a
# release build (48 s against about 300 s, 2-core EPYC) and run slower, which a 6-second pass and
# its corpus replay can afford; long passes keep release.
FUZZ_CONFIG=${FUZZ_CONFIG:-release}
if [ "$FUZZ_SANITIZE" = "fuzzer,address" ]; then FUZZ_BUILD=.build/fuzz-spm; else FUZZ_BUILD=.build/fuzz-spm-fast; fi
[ "$FUZZ_CONFIG" = release ] || FUZZ_BUILD="$FUZZ_BUILD-$FUZZ_CONFIG"
FUZZ_BIN="$FUZZ_BUILD/$FUZZ_CONFIG"

fuzz_target_names() { local t; for t in "${FUZZ_TARGETS[@]}"; do echo "${t%% *}"; done; }

# fuzz_target NAME → sets exe, max_len, dict, seed_dir
fuzz_target() {
  local t n
  for t in "${FUZZ_TARGETS[@]}"; do
    seed_dir=""; read -r n exe max_len dict seed_dir <<<"$t"
    [ "$n" = "$1" ] && return 0
  done
  echo "unknown fuzz target '$1' (known: $(fuzz_target_names | tr '\n' ' '))" >&2
  return 1
}

# fuzz_build [NAME…] — builds the targets (default: all) in release with libFuzzer and ASan.
# -enable-testing: the targets reach internal API through @testable import.
fuzz_build() {
  local log=.build/fuzz/build.log name
  mkdir -p .build/fuzz; : >"$log"
  if [ $# = 0 ]; then
    # Every target: one build graph (the root package's modules are compiled once and the
    # targets link in parallel) instead of one `swift build --product` per target.
    if ! swift build --package-path Fuzz --build-path "$FUZZ_BUILD" -c "$FUZZ_CONFIG" \
         -Xswiftc -sanitize="$FUZZ_SANITIZE" -Xswiftc -enable-testing >>"$log" 2>&1; then
      grep -E "error:" "$log" | head -30 || tail -30 "$log"
      echo "fuzz: the targets did not build (log: $log)"
      return 1
    fi
    return 0
  fi
  for name in "$@"; do
    fuzz_target "$name" || return 1
    if ! swift build --package-path Fuzz --build-path "$FUZZ_BUILD" -c "$FUZZ_CONFIG" --product "$exe" \
         -Xswiftc -sanitize="$FUZZ_SANITIZE" -Xswiftc -enable-testing >>"$log" 2>&1; then
      grep -E "error:" "$log" | head -30 || tail -30 "$log"
      echo "fuzz: $exe did not build (log: $log)"
      return 1
    fi
  done
}

# fuzz_run NAME OUT_DIR LIBFUZZER_ARGS… — runs one target from its repository corpus
# (Fuzz/corpus/NAME, read) into OUT_DIR/new (new interesting inputs are written there), logs to
# OUT_DIR/run.log, leaves crashing inputs as OUT_DIR/crash-* (or leak-, timeout-, oom-), and
# prints one line: "NAME: N inputs in S s (R/s), corpus C seeds + K new, E edges". Returns the
# fuzzer's exit status (0 when nothing was found).
fuzz_run() {
  local name=$1 out=$2; shift 2
  fuzz_target "$name" || return 2
  mkdir -p "$out/new" "Fuzz/corpus/$name"
  local dargs=(); [ "$dict" != "-" ] && dargs=(-dict="$dict")
  local t0 t1 rc
  t0=$(date +%s.%N)
  # No Swift backtracer: libFuzzer prints the stack, and symbolication takes a minute on a loaded machine.
  SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1 "$FUZZ_BIN/$exe" "$out/new" "Fuzz/corpus/$name" ${seed_dir:+"$seed_dir"} "${dargs[@]}" \
    -max_len="$max_len" -timeout=10 -rss_limit_mb=2048 -detect_leaks=0 -print_final_stats=1 \
    -artifact_prefix="$out/" "$@" >"$out/run.log" 2>&1
  rc=$?
  t1=$(date +%s.%N)
  local runs rate edges seeds new
  runs=$(grep -oE "^stat::number_of_executed_units: [0-9]+" "$out/run.log" | grep -oE "[0-9]+$")
  edges=$(grep -oE "cov: [0-9]+" "$out/run.log" | tail -1 | grep -oE "[0-9]+")
  seeds=$(find "Fuzz/corpus/$name" -type f | wc -l); new=$(find "$out/new" -type f | wc -l)
  rate=$(python3 -c "print(f'{${runs:-0}/max(1e-9, $t1 - $t0):,.0f}')")
  echo "$name: ${runs:-0} inputs in $(python3 -c "print(f'{$t1 - $t0:.0f}')") s (${rate}/s), corpus $seeds seeds + $new new, ${edges:-?} edges"
  if [ $rc -ne 0 ]; then
    grep -E "==[0-9]+==ERROR|SUMMARY|Fatal error|failed:|ERROR: libFuzzer" "$out/run.log" | head -8
    ls "$out"/{crash,leak,timeout,oom,slow-unit}-* 2>/dev/null | sed 's/^/reproducer: /'
  fi
  return $rc
}
