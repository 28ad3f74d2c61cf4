@testable import AfterglowContent
import AfterglowDisplay
import Testing

/// The published SF figures `SystemFontSizing` applies, and that the ratio it forms is the one
/// Capsize's definition gives (docs/RENDERING.md › System font metrics).
@Suite("SF Pro metrics")
struct SFProMetricsTests {
    @Test("our weighting of Inter reproduces Capsize's published Inter figure, so the SF ratio compares like with like")
    func interReproducesCapsize() {
        // Capsize (googleFonts.json at 8a15c86): Inter Regular 1335 / 2816 em = 0.47408 em, with
        // the weights in SFProMetricsData. Our Inter (Debian fonts-inter 4.0) through InterAdvances
        // (advances to 1/1000 em) must give the same within 0.002 em, or the fonts differ.
        let ours = InterAdvances.weightedAverage(display: false, weight: .regular)
        #expect(abs(ours - 1335.0 / 2816.0) < 0.002, "Inter text regular weighted average \(ours)")
    }

    @Test("the Display size adjustment is SF Pro Display's average advance over Inter Display's")
    func displayScale() {
        // Hand calculation: SF Pro Display Regular xWidthAvg 842 / 2048 = 0.41113 em (Capsize);
        // Inter Display Regular under the same weights, Σ weight × advance over InterAdvances'
        // display-regular row = 0.42913 em; 0.41113 / 0.42913 = 0.9581.
        #expect(abs(SystemFontSizing.displayWidthScale - 0.9581) < 0.0005)
        #expect(SystemFontSizing.widthScale(sizePt: 19.9) == 1, "no SF Pro Text average is published: Inter's size stands")
        #expect(SystemFontSizing.widthScale(sizePt: 20) == SystemFontSizing.displayWidthScale)
    }

    @Test("tracking follows Apple's HIG tables per point size, Text under 20 pt and Display from 20 pt")
    func trackingTable() {
        // HIG Typography tracking values (1/1000 em): SF Pro Text 11 pt +6, 12 pt 0, 15 pt −16,
        // 17 pt −26, 19 pt −24; SF Pro Display 20 pt +19, 28 pt +13, 34 pt +11, 48 pt +8.
        let cases: [(Double, Double)] = [(11, 6), (12, 0), (15, -16), (17, -26), (19, -24),
                                         (20, 19), (28, 13), (34, 11), (48, 8), (80, 0), (120, 0)]
        for (size, expected) in cases {
            #expect(abs(SystemFontSizing.trackingEm(sizePt: size) * 1000 - expected) < 1e-9, "\(size) pt")
        }
        // Between whole sizes, linear: 16.5 pt is halfway between −20 and −26.
        #expect(abs(SystemFontSizing.trackingEm(sizePt: 16.5) * 1000 - -23) < 1e-9)
        // Below the table's 6 pt the 6 pt value (+41).
        #expect(abs(SystemFontSizing.trackingEm(sizePt: 4) * 1000 - 41) < 1e-9)
        // In points at 17 pt: −0.026 × 17 = −0.442 pt between characters.
        let sizing = SystemFontSizing(TextStyle(sizePt: 17))
        #expect(abs(sizing.letterSpacingPt - -0.442) < 1e-9)
        #expect(sizing.fontSizePt == 17)
    }

    @Test("the approximate measurer adds SF's tracking between characters")
    func approximateTracking() {
        // Ten 'n's at 17 pt: 10 × Inter's n (0.587 em, InterAdvances text regular) × 17 pt
        // + 9 gaps × −0.442 pt = 99.79 − 3.978 = 95.812 pt.
        let width = ApproximateTextMeasurer().measure(String(repeating: "n", count: 10), style: TextStyle(sizePt: 17)).width
        #expect(abs(width - 95.812) < 0.01, "\(width)")
    }
}
