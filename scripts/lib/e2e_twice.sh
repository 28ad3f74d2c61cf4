# Sourced by scripts/test.d/firmware.sh (and checked by scripts/test.d/harness.sh).
# e2e_twice NAME ARGS...: runs "$RUN_E2E NAME ARGS..." (default Firmware/sim/run-e2e.sh), and once
# more when it fails. The runs pace simavr to real time beside the other suites, so a starved
# process can spoil one (CI once saw 175 bad frames in face-up, never reproduced in 17 runs under
# load); a second failure fails. A pass on the second attempt says so on its last line with the
# first attempt's failure, the first attempt's files are kept as .build/firmware-e2e/first-attempt-*,
# and NAME is appended to the file "$retries" (the caller's `step` runs this in a subshell).
e2e_twice() {
  local name=$1 out first run=${RUN_E2E:-Firmware/sim/run-e2e.sh}
  if out=$("$run" "$@" 2>&1); then echo "$out"; return 0; fi
  first=$(echo "$out" | grep -E '^(FAIL|harness|monitor)|"bad_kinds"' | head -4 | tr '\n' ' ')
  for f in .build/firmware-e2e/"$name".*; do [ -e "$f" ] && cp "$f" ".build/firmware-e2e/first-attempt-${f##*/}"; done
  echo "$out" | tail -2 | sed "s/^/first attempt: /"
  out=$("$run" "$@" 2>&1) || { echo "$out"; echo "(failed twice; the first: $first)"; return 1; }
  echo "$name" >> "$retries"
  echo "$out" | head -n -1
  echo "$(echo "$out" | tail -1)  [passed on a second attempt; the first: $first]"
}
