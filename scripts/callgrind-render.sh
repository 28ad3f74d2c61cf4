#!/usr/bin/env bash
# Instructions spent in CairoRenderer.render (warm-up included) for one headless scenario, counted
# by callgrind, whatever else the machine is doing, so a renderer change can be judged on a busy
# machine. Compare two binaries with the same scenario:
#   scripts/callgrind-render.sh [BINARY] [SCENARIO]
# (defaults: .build/release/afterglow, Benchmarks/scenarios/dim-wake-short.json). Prints the total
# and the top libraries' inclusive shares; the raw profile stays in .build/callgrind-render.out.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-.build/release/afterglow}
scenario=${2:-Benchmarks/scenarios/dim-wake-short.json}
command -v valgrind >/dev/null || { echo "callgrind-render: valgrind is missing (apt-get install valgrind)" >&2; exit 2; }
[ -x "$bin" ] || { echo "callgrind-render: $bin is not built (swift build -c release --product afterglow)" >&2; exit 2; }
sym=$(nm "$bin" | awk '/ T .*13CairoRendererC6render_4into6damage/ { s = $3 } END { print s }')
[ -n "$sym" ] || { echo "callgrind-render: CairoRenderer.render not found in $bin" >&2; exit 2; }
out=.build/callgrind-render.out
valgrind --tool=callgrind --callgrind-out-file="$out" --toggle-collect="$sym" "$bin" bench --scenario "$scenario" \
  > .build/callgrind-render.log 2>&1
total=$(grep -E '^summary:|^totals:' "$out" | head -1 | awk '{print $2}')
# The bench drops frames that run late, and under callgrind every frame is late: how many frames
# are drawn varies between runs, so compare instructions per render call, not totals.
calls=$(callgrind_annotate --tree=caller "$out" 2>/dev/null | grep -F "$sym" | grep -oE "\(([0-9]+)x\)" | tr -dc '0-9\n' | sort -n | tail -1)
echo "render instructions: $total in ${calls:-?} calls, $(( total / ${calls:-1} )) per call ($bin, $scenario)"
callgrind_annotate --inclusive=yes "$out" 2>/dev/null |
  grep -E "cairo_fill |cairo_show_glyphs |pango_layout_get_extents |pixman_image_composite32 " | head -4 | cut -c1-110
