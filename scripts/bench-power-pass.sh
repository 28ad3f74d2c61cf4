#!/usr/bin/env bash
# The panel-power pass against a memset of the same frame, without building the whole package:
# compiles the analyzer's real source (this tree's, and OLD_REV's beside it) with `swiftc -O`
# into one small program and times, in the same run, alternating: a memset of the frame, the
# old analyzer and the new one, full frame (no damage), on one worker and on the default workers.
# The frame is a rendered golden (iPhone 16 Pro Lock Screen with a Live Activity, 1206 × 2622),
# decoded to PPM (`convert FILE.png ppm:-`) and made opaque ARGB32.
# Usage: scripts/bench-power-pass.sh [OLD_REV (default: HEAD~1)] [SAMPLES (default 400)]
# Prints p0 / p10 / p50 in µs per case and the ratios to memset. A benchmark, not a test: a loaded
# machine moves p50 (say the load average with the figures).
set -euo pipefail
cd "$(dirname "$0")/.."
OLD=${1:-HEAD~1}; N=${2:-400}
W=out/bench-power-pass; mkdir -p "$W"
PNG=${PNG:-Tests/AfterglowRenderTests/Goldens/screens/lockscreen-light.png}
convert "$PNG" ppm:- > "$W/frame.ppm"
A=Sources/AfterglowPower/Power/PixelPowerAnalyzer.swift
grep -v '^import Afterglow' "$A" > "$W/new.swift"
git show "$OLD:$A" | grep -v '^import Afterglow' | sed 's/PixelPowerAnalyzer/OldPixelPowerAnalyzer/g' > "$W/old.swift"
grep -v '^import Afterglow' Sources/AfterglowDisplay/Pixels/PixelBuffer.swift > "$W/buffer.swift"
grep -v "^import Afterglow" Sources/AfterglowDisplay/DisplayList/RowBackground.swift > "$W/rows.swift"
cat > "$W/main.swift" <<'SWIFT'
import Foundation
/// The two tables the analyzer reads from the power model (same definitions as PanelPowerModel).
enum PanelPowerModel {
    static let linearScale: Double = 65535
    static let linearTable: [UInt32] = (0..<256).map { UInt32((srgbToLinear(Double($0) / 255) * linearScale).rounded()) }
    static func srgbToLinear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
}
let args = CommandLine.arguments
let n = Int(args[2])!
// Binary PPM: "P6", width, height, maxval 255 (whitespace-separated), then R, G, B bytes.
let data = [UInt8](FileManager.default.contents(atPath: args[1])!)
var fields: [Int] = [], at = 2
while fields.count < 3 {
    while data[at] == 0x20 || data[at] == 0x0A || data[at] == 0x0D || data[at] == 0x09 { at += 1 }
    var x = 0; while data[at] >= 0x30 && data[at] <= 0x39 { x = x * 10 + Int(data[at] - 0x30); at += 1 }
    fields.append(x)
}
at += 1
precondition(data[0] == 0x50 && data[1] == 0x36 && fields[2] == 255, "not an 8-bit P6 PPM")
let (fw, fh) = (fields[0], fields[1])
var frame = PixelBuffer(width: fw, height: fh)
for i in 0..<(fw * fh) {
    let o = at + 3 * i
    frame.pixels[i] = 0xFF00_0000 | UInt32(data[o]) << 16 | UInt32(data[o + 1]) << 8 | UInt32(data[o + 2])
}
var target = PixelBuffer(width: fw, height: fh)
func now() -> UInt64 { var t = timespec(); clock_gettime(CLOCK_MONOTONIC, &t); return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec) }
var v: UInt32 = 0xFF00_0000
var cases: [(String, () -> Double)] = [
    ("memset", { v &+= 1; target.pixels.withUnsafeMutableBufferPointer { $0.update(repeating: v) }; return Double(target.pixels[fw]) }),
    ("old, default workers", { var a = OldPixelPowerAnalyzer(width: fw, height: fh); return a.analyze(frame, damage: nil).meanR }),
    ("new, default workers", { var a = PixelPowerAnalyzer(width: fw, height: fh); return a.analyze(frame, damage: nil).meanR }),
    ("old, one worker", { var a = OldPixelPowerAnalyzer(width: fw, height: fh, parallelism: 1); return a.analyze(frame, damage: nil).meanR }),
    ("new, one worker", { var a = PixelPowerAnalyzer(width: fw, height: fh, parallelism: 1); return a.analyze(frame, damage: nil).meanR }),
]
var oldA = OldPixelPowerAnalyzer(width: fw, height: fh), newA = PixelPowerAnalyzer(width: fw, height: fh)
let (ro, rn) = (oldA.analyze(frame, damage: nil), newA.analyze(frame, damage: nil))
precondition(ro.meanR == rn.meanR && ro.meanG == rn.meanG && ro.meanB == rn.meanB && ro.litShare == rn.litShare, "old and new analyzers disagree")
// COUNT=k: run case k alone n times and print nothing else (for an instruction count under
// `valgrind --tool=callgrind`, which a loaded machine does not move); COUNT=-1 runs none.
if let k = ProcessInfo.processInfo.environment["COUNT"].flatMap({ Int($0) }) {
    var s = 0.0
    if k >= 0 { for _ in 0..<n { s += cases[k].1() } }
    print("case \(k) x \(n): \(s > -1 ? "done" : "")"); exit(0)
}
var samples = [[Double]](repeating: [], count: cases.count)
var sink = 0.0
for _ in 0..<n { for (k, c) in cases.enumerated() { let t0 = now(); sink += c.1(); samples[k].append(Double(now() - t0) / 1000) } }
func q(_ s: [Double], _ p: Double) -> Double { let s = s.sorted(); return s[min(s.count - 1, Int(Double(s.count) * p))] }
let m0 = q(samples[0], 0), m50 = q(samples[0], 0.5)
print("frame \(fw) x \(fh), \(n) samples per case, interleaved; µs p0 / p10 / p50; ratio to memset p0 / p50")
for (k, c) in cases.enumerated() {
    let s = samples[k]
    print(String(format: "%-22@ %7.0f / %7.0f / %7.0f   %5.2fx / %5.2fx", c.0, q(s, 0), q(s, 0.1), q(s, 0.5), q(s, 0) / m0, q(s, 0.5) / m50))
}
if sink.isNaN { print(sink) }
SWIFT
/opt/swift/usr/bin/swiftc -O -o "$W/power-pass" "$W/main.swift" "$W/buffer.swift" "$W/rows.swift" "$W/old.swift" "$W/new.swift"
uptime
if [ "${INSTRUCTIONS:-0}" = 1 ]; then
  # Instructions per frame for each case (callgrind's total less a run of no case, ÷ N).
  base=$(COUNT=-1 valgrind --tool=callgrind --callgrind-out-file=/dev/null "$W/power-pass" "$W/frame.ppm" "$N" 2>&1 | sed -nE 's/.*Collected : ([0-9]+).*/\1/p')
  for k in 0 1 2 3 4; do
    ir=$(COUNT=$k valgrind --tool=callgrind --callgrind-out-file=/dev/null "$W/power-pass" "$W/frame.ppm" "$N" 2>&1 | sed -nE 's/.*Collected : ([0-9]+).*/\1/p')
    echo "case $k: $(( (ir - base) / N )) instructions per frame"
  done
  exit 0
fi
"$W/power-pass" "$W/frame.ppm" "$N"
uptime
