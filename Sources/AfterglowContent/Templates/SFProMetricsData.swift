/// SF Pro's published metrics: the facts `SystemFontSizing` uses to size Inter like the system font
/// where widths decide layout. Data only; no SF Pro font file is read or shipped (its licence forbids
/// redistribution). docs/RENDERING.md › System font metrics says what is applied and what is not.
enum SFProMetricsData {
    /// The character weighting Capsize's `xWidthAvg` is defined with (seek-oss/capsize,
    /// packages/unpack/src/index.ts at 8a15c86, MIT; "Ref: Wikipedia, Letter frequency"): the
    /// average advance is Σ weight × advance over these characters, not normalised (the weights sum
    /// to 1.0001).
    static let capsizeWeights: [Character: Double] = [
        "a": 0.0668, "b": 0.0122, "c": 0.0228, "d": 0.0348, "e": 0.1039, "f": 0.0182, "g": 0.0165,
        "h": 0.0499, "i": 0.057, "j": 0.0013, "k": 0.0063, "l": 0.0329, "m": 0.0197, "n": 0.0552,
        "o": 0.0614, "p": 0.0158, "q": 0.0008, "r": 0.049, "s": 0.0518, "t": 0.0741, "u": 0.0226,
        "v": 0.008, "w": 0.0193, "x": 0.0012, "y": 0.0162, "z": 0.0006, " ": 0.1818,
    ]

    /// SF Pro's `xWidthAvg` with those weights, in font units, and its units per em: Capsize's
    /// `-apple-system` entry (packages/metrics/scripts/systemFonts.json at 8a15c86, extracted with
    /// fontkit from Apple's `SF Pro.ttf`, regular weight). Fontkit reads the variable font's default
    /// instance, and SF's `opsz` axis runs 17 … 28 … 96 with its default at 28, the Display cut
    /// (`SFNS.ttf` read with fontkit, sidorares/ntk issue 332), so this is SF Pro **Display**
    /// Regular. Capsize at c2091af (weights with a measured space frequency) gives 853 for the
    /// same font, and the same again for `SFNS.ttf` (121eb42).
    static let displayRegularXWidthAvg = 842.0
    static let unitsPerEm = 2048.0

    /// Capsize's figure for Inter Regular under the same weights (googleFonts.json at 8a15c86:
    /// 1335 of 2816 units): what our own Inter must reproduce for the ratio to mean anything
    /// (`SFProMetricsTests`).
    static let interRegularXWidthAvg = 1335.0
    static let interUnitsPerEm = 2816.0

    /// SF Pro's tracking in thousandths of an em per point size, from Apple's HIG Typography
    /// tracking tables (SF Pro Text 6–19 pt, SF Pro Display 20–79 pt; 80 pt and up: 0), as
    /// transcribed in charliecm/figma-fix-sf (code.ts, MIT), whose table lists only the sizes where
    /// the value changes; the sizes between carry the last value, expanded here to one per point.
    /// Cross-checked with kylehickinson/Sketch-SF-UI-Font-Fixer's per-size spacings (points): within
    /// 2/1000 em at 6–16 and 20–28 pt.
    static let textTracking: [Int: Int] = [
        6: 41, 7: 34, 8: 26, 9: 19, 10: 12, 11: 6, 12: 0, 13: -6, 14: -11, 15: -16, 16: -20,
        17: -26, 18: -25, 19: -24,
    ]
    static let displayTracking: [Int: Int] = {
        let changes: [Int: Int] = [20: 19, 21: 17, 22: 16, 24: 15, 25: 14, 27: 13, 30: 12, 33: 11, 36: 10,
                                   41: 9, 44: 8, 49: 7, 52: 6, 56: 5, 60: 4, 66: 3, 68: 2, 76: 1]
        var table: [Int: Int] = [:], value = 0
        for size in 20...79 { value = changes[size] ?? value; table[size] = value }
        return table
    }()

    /// SF switches from its Text to its Display cut at 20 pt (seeds/003, Typography: "SF UI Text
    /// for text 19 points or smaller, and SF UI Display for text 20 points or larger").
    static let displayFromPt = 20.0
}
