#!/usr/bin/env bash
# The long fuzz pass: each target (default: all; or name them) runs until FUZZ_RUNS inputs
# (default 10,000,000) or FUZZ_MAX_SECONDS per target (default: no limit), from its repository
# corpus. Afterwards what it found interesting is merged back, minimised, into Fuzz/corpus/<name>
# (libFuzzer -merge=1: only inputs that add coverage are kept) — commit those. Figures per target
# (inputs, inputs/s, seconds, corpus, edges, crashes) go to stdout and .build/fuzz-long/results.tsv.
# FUZZ_PARALLEL=N runs N targets at once (default 1; use more only on an idle machine).
# Exits non-zero if any target found a crash, a sanitizer report or a broken contract; the
# reproducer is left in .build/fuzz-long/<name>/ — fix the bug, then copy the input into
# Fuzz/corpus/<name>/ as regress-<what>.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
source scripts/lib/fuzz.sh
runs="${FUZZ_RUNS:-10000000}"
limit="${FUZZ_MAX_SECONDS:-0}"
parallel="${FUZZ_PARALLEL:-1}"
targets=("$@"); [ ${#targets[@]} -gt 0 ] || mapfile -t targets < <(fuzz_target_names)
out=.build/fuzz-long
mkdir -p "$out"

fuzz_build "${targets[@]}" || exit 1
machine="$(nproc)-core $(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //'), load $(cut -d' ' -f1-3 /proc/loadavg) at start"
echo "machine: $machine"

one() {
  local name=$1 dir="$out/$1" extra=()
  rm -rf "$dir"; mkdir -p "$dir"
  [ "$limit" != 0 ] && extra=(-max_total_time="$limit")
  local line rc
  line=$(fuzz_run "$name" "$dir" -runs="$runs" "${extra[@]}"); rc=$?
  local before after
  before=$(find "Fuzz/corpus/$name" -type f | wc -l)
  fuzz_target "$name"
  ASAN_OPTIONS=detect_leaks=0 "$FUZZ_BIN/$exe" -merge=1 -max_len="$max_len" -timeout=10 -rss_limit_mb=2048 \
    "Fuzz/corpus/$name" "$dir/new" >"$dir/merge.log" 2>&1
  after=$(find "Fuzz/corpus/$name" -type f | wc -l)
  local crashes; crashes=$(ls "$dir" | grep -cE "^(crash|leak|timeout|oom)-")
  echo "$line; merged $((after - before)) into Fuzz/corpus/$name ($after files); crashes $crashes (exit $rc)"
  local n rate secs edges
  n=$(grep -oE "^stat::number_of_executed_units: [0-9]+" "$dir/run.log" | grep -oE "[0-9]+$")
  rate=$(grep -oE "^stat::average_exec_per_sec: +[0-9]+" "$dir/run.log" | grep -oE "[0-9]+$")
  edges=$(grep -oE "cov: [0-9]+" "$dir/run.log" | tail -1 | grep -oE "[0-9]+")
  secs=$(grep -oE "^[0-9]+ s" <<<"${line#*inputs in }" | grep -oE "[0-9]+")
  printf "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n" "$name" "${n:-0}" "${rate:-0}" "${secs:-0}" "$after" "${edges:-0}" "$crashes" "$machine" >>"$out/results.tsv"
  [ "$rc" = 0 ] && [ "$crashes" = 0 ]
}

status=0
if [ "$parallel" -le 1 ]; then
  for t in "${targets[@]}"; do one "$t" || status=1; done
else
  pids=()
  for t in "${targets[@]}"; do
    while [ "$(jobs -rp | wc -l)" -ge "$parallel" ]; do wait -n || status=1; done
    one "$t" & pids+=($!)
  done
  for p in "${pids[@]}"; do wait "$p" || status=1; done
fi
echo "results: $out/results.tsv (name, inputs, inputs/s, seconds, corpus files, edges, crashes, machine)"
exit $status
