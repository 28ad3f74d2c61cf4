#!/usr/bin/env bash
# The compiled path's speed (issue 24's figures; docs/SWIFTUI.md › Compiled path › Speed), for
# `afterglow screenshot --widget` from outside with farm-bench (process start, pre-pass, swiftc or
# the cache, the child's first render, PNG) and `afterglow bench-import` in process:
#  0. first compile: the widget cache AND the clang module cache empty (what the very first compile
#     after `swift build` would pay if swift build's ModuleCache did not serve it);
#  1. cold: an empty widget cache (a new XDG_CACHE_HOME each run), the layer's module cache as
#     `swift build` and earlier compiles left it;
#  2. new sources: the module cache warm, a function appended to the first file, so swiftc runs
#     (incrementally: that file is recompiled and the program relinked);
#  3. warm: the same sources again (a cache hit: no swiftc);
#  4. save → new frame in `run --widget` (bench-import: each save a new edit of a view's body — a
#     number in front of the first Text("…") — so a recompile).
# CONFIG=release|debug (default debug), RUNS (default 5), SAVES (default 5), PAIRED=0 (no row 5),
# ONLY_PAIRED=1 (only row 5), BUILD_DIR (default
# .build; another --scratch-path). The layer must be built beside the binary (`swift build
# --product AfterglowWidgetLayer`, with the same CONFIG).
# Usage: scripts/bench-compiled.sh [SOURCES…]   (default: Tests/Fixtures/compiled/PizzaDelivery)
set -euo pipefail
cd "$(dirname "$0")/.."
config="${CONFIG:-debug}"
runs="${RUNS:-5}"; saves="${SAVES:-5}"
build="${BUILD_DIR:-.build}"
bin="$PWD/$build/$config/afterglow"
[ -x "$bin" ] || { echo "no $bin: build it first (swift build -c $config --product afterglow)" >&2; exit 2; }
[ -e "$build/$config/libAfterglowWidgetLayer.so" ] || { echo "no widget layer beside $bin: swift build -c $config --product AfterglowWidgetLayer" >&2; exit 2; }
if [ $# -eq 0 ]; then set -- Tests/Fixtures/compiled/PizzaDelivery; fi
echo "# $(date -u +%FT%TZ) $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), load $(cut -d' ' -f1-3 /proc/loadavg), $config build, $(/opt/swift/usr/bin/swiftc -version 2>&1 | head -1)"
out=$(mktemp -d); trap 'rm -rf "$out"' EXIT
export AFTERGLOW_WIDGET_PATH=auto
for src in "$@"; do
  [ "${ONLY_PAIRED:-0}" = 1 ] && break
  echo "## $src ($(cat $(find "$src" -name '*.swift') | wc -l) lines of Swift)"
  # Does it compile at all? (The path taken and why, from import --json.)
  XDG_CACHE_HOME="$out/probe" "$bin" import --json "$src" 2>/dev/null | python3 -c 'import json,sys; [print("   ", a["attributesType"], a.get("path"), "-", a.get("pathReason")) for a in json.load(sys.stdin)["activities"]]'
  echo "### first compile: empty widget cache and an empty clang module cache"
  farm-bench -n "$runs" --timeout 1200 -- sh -c 'd=$(mktemp -d); XDG_CACHE_HOME=$d AFTERGLOW_WIDGET_MODULE_CACHE=$d/mc "$0" screenshot --widget "$1" --device iphone-16-pro -o "$2" >/dev/null 2>&1; s=$?; rm -rf "$d"; exit $s' "$bin" "$src" "$out/shot.png"
  echo "### cold: empty widget cache (the layer's module cache warm)"
  farm-bench -n "$runs" --timeout 1200 -- sh -c 'd=$(mktemp -d); XDG_CACHE_HOME=$d "$0" screenshot --widget "$1" --device iphone-16-pro -o "$2" >/dev/null 2>&1; s=$?; rm -rf "$d"; exit $s' "$bin" "$src" "$out/shot.png"
  echo "### new sources: module cache warm, the sources edited (swiftc runs)"
  cp -r "$src" "$out/edited"; first=$(find "$out/edited" -name '*.swift' | sort | head -1)
  mkdir -p "$out/shared"
  XDG_CACHE_HOME="$out/shared" "$bin" screenshot --widget "$out/edited" --device iphone-16-pro -o "$out/shot.png" >/dev/null 2>&1
  farm-bench -n "$runs" --timeout 1200 -- sh -c 'echo "private func __bench$(date +%s%N)() -> Int { 1 }" >> "$3"; XDG_CACHE_HOME="$4" "$0" screenshot --widget "$1" --device iphone-16-pro -o "$2" >/dev/null 2>&1' "$bin" "$out/edited" "$out/shot.png" "$first" "$out/shared"
  echo "### warm: the same sources again (cache hit, no swiftc)"
  farm-bench -n "$runs" --timeout 600 -- env XDG_CACHE_HOME="$out/shared" "$bin" screenshot --widget "$src" --device iphone-16-pro -o "$out/shot.png"
  echo "### save → new frame in run --widget (each save a new edit: a recompile)"
  XDG_CACHE_HOME="$out/shared" "$bin" bench-import "$src" --runs "$saves"
  rm -rf "$out/edited"
done

# 5. The compile of one save alone, paired: the incremental build the builder runs (its own work
#    directory: the developer's rewritten files, the entry, the stand-ins, one batch job, relink)
#    against the whole-module build it replaced (-wmo over the same files), each after the edit
#    bench-import makes (a number put in front of the first Text("…"): a change in a view's body).
if [ "${PAIRED:-1}" = 1 ]; then
  # The layer's real path, as the builder has it from /proc/self/exe: the module cache must see one
  # spelling of each module's path.
  src="$1"; layer=$(readlink -f "$build/$config")
  XDG_CACHE_HOME="$out/paired" "$bin" screenshot --widget "$src" --device iphone-16-pro -o "$out/shot.png" >/dev/null 2>&1
  work=$(ls -d "$out"/paired/afterglow/widgets/incremental/*/ | head -1)
  # The edit bench-import makes: the first Text("…") of the first file with one gets a number.
  edited=$(grep -l 'Text("' "$work"/src/*.swift | grep -v __afterglow | head -1)
  # The builder's own command (swiftc-args: the driver reuses its record only for the same
  # arguments), and the same without the incremental flags, with -wmo.
  python3 - "$work/swiftc-args" "$out" <<'PY'
import sys
args = open(sys.argv[1]).read().split("\n")
drop1 = {"-incremental", "-enable-incremental-file-hashing", "-enable-batch-mode", "-driver-show-incremental"}
wmo, i = [], 0
while i < len(args):
    a = args[i]
    if a in drop1: i += 1; continue
    if a in ("-j", "-output-file-map"): i += 2; continue
    if a == "-o": wmo += ["-wmo", "-o", sys.argv[2] + "/wmo-widget"]; i += 2; continue
    wmo.append(a); i += 1
open(sys.argv[2] + "/inc.args", "w").write("\n".join(args))
open(sys.argv[2] + "/wmo.args", "w").write("\n".join(wmo))
PY
  for k in inc wmo; do
    printf '%s\n' "sed -i \"0,/Text(\\\"/s//Text(\\\"\$(date +%N) /\" \"$edited\"" "mapfile -t a < \"$out/$k.args\"" 'exec "${a[@]}" >/dev/null 2>&1' > "$out/$k.sh"
  done
  echo "### one save's compile alone: incremental (A) vs whole module (B), paired"
  farm-bench -n "$runs" --timeout 1200 --vs "bash $out/wmo.sh" -- bash "$out/inc.sh"
fi
