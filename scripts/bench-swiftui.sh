#!/usr/bin/env bash
# The SwiftUI importer's speed (issue 11's figures; docs/SWIFTUI.md › Speed):
#  1. the whole `afterglow screenshot --widget` command from outside (process start, import, first
#     render, PNG), with farm-bench: median of RUNS runs;
#  2. `afterglow bench-import`: first import + render in process, then re-import on save
#     (write → watcher → re-import → frame) over SAVES saves.
# CONFIG=release|debug (default release: what `make run` builds); the binary must be built.
# Usage: scripts/bench-swiftui.sh [SOURCES…]   (default: the ~300-line rootstrap activity and the
# 8-file ittybittyapps race activity from Examples/swiftui)
set -euo pipefail
cd "$(dirname "$0")/.."
config="${CONFIG:-release}"
runs="${RUNS:-10}"; saves="${SAVES:-20}"
bin=".build/$config/afterglow"
[ -x "$bin" ] || { echo "no $bin: build it first (swift build -c $config --product afterglow)" >&2; exit 2; }
if [ $# -eq 0 ]; then set -- Examples/swiftui/rootstrap-rn-notification Examples/swiftui/ittybittyapps-race; fi
echo "# $(date -u +%FT%TZ) $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), load $(cut -d' ' -f1-3 /proc/loadavg), $config build"
out=$(mktemp -d); trap 'rm -rf "$out"' EXIT
for src in "$@"; do
  echo "## $src"
  farm-bench -n "$runs" --timeout 600 -- "$bin" screenshot --widget "$src" --device iphone-16-pro --presentation lockScreen -o "$out/shot.png"
  "$bin" bench-import "$src" --runs "$saves"
done
