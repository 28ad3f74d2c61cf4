import AfterglowContent
import AfterglowDisplay
import AfterglowRender
import ArgumentParser
import Foundation

/// Regenerates the numbers of `InterAdvances` (Sources/AfterglowContent/Templates/InterAdvances.swift)
/// from Pango: `swift run render-tools inter-advances /tmp/advances.txt`.
/// Each line is a family (text, display), a weight, whether digits are tabular, and the advances
/// of U+0020…U+007E in thousandths of an em; or the extras. Paste them into the table after a font change.
struct InterAdvancesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "inter-advances", abstract: "Measure Inter's advances with Pango for InterAdvances.swift.")

    @Argument(help: "Output text file.")
    var output: String

    func run() throws {
        let pango = PangoTextMeasurer()
        var out = ""
        // The renderer draws text under 20 pt with Inter and larger text with Inter Display
        // (SF Text / SF Display, seeds/003). Each family's advance e (in em) is recovered from
        // several sizes; glyph positions are no longer rounded (OwnedFontMap), so every size gives
        // e itself and the interval [(a − ½)/s, (a + ½)/s] (kept from when Pango rounded) holds it.
        let extras = ["–", "—", "…", "é", "·", "’", "•"]
        for (family, sizes) in [("text", Array(stride(from: 11.0, through: 19, by: 1))), ("display", [20.0, 22, 24, 26, 28, 32, 36, 40, 48])] {
            func em(_ c: String, weight: FontWeight, tabular: Bool) -> Int {
                var lo = 0.0, hi = 10.0, sum = 0.0
                for size in sizes {
                    let style = TextStyle(sizePt: size, weight: weight, monospacedDigits: tabular)
                    // (width("H" + c×n + "H") − width("HH")) / n: one advance, side bearings excluded.
                    let n = 20
                    // The renderer sizes and tracks Inter to SF's metrics (`SystemFontSizing`):
                    // undo both to get Inter's own advance at `size`.
                    let sizing = SystemFontSizing(style)
                    let measured = (pango.measure("H" + String(repeating: c, count: n) + "H", style: style).width - pango.measure("HH", style: style).width) / Double(n)
                    let a = (measured - sizing.letterSpacingPt) * size / sizing.fontSizePt
                    lo = max(lo, (a - 0.5) / size); hi = min(hi, (a + 0.5) / size); sum += a / size
                }
                let e = lo <= hi ? (lo + hi) / 2 : sum / Double(sizes.count)
                return Int((e * 1000).rounded())
            }
            for weight in FontWeight.allCases {
                for tabular in [false, true] {
                    let row = (0x20...0x7E).map { String(em(String(UnicodeScalar($0)!), weight: weight, tabular: tabular)) }
                    out += "\(family) \(weight.rawValue) \(tabular): " + row.joined(separator: ",") + "\n"
                }
                out += "\(family) \(weight.rawValue) extra: " + extras.map { "\($0)=\(em($0, weight: weight, tabular: false))" }.joined(separator: ",") + "\n"
            }
        }
        try out.write(toFile: output, atomically: true, encoding: .utf8)
    }
}
