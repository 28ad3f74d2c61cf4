import AfterglowDisplay

/// How Inter, the stand-in for SF Pro, is sized so that text takes SF's width where it decides
/// layout (truncation, wrapping, a compact view's width). Both measurers and the renderer take
/// their font size and letter spacing from here, so what is measured is what is drawn.
///
/// Two corrections, both from published figures (`SFProMetricsData`):
/// - **Width** (a CSS `size-adjust`): from 20 pt, where Inter Display stands in for SF Pro
///   Display, the font is drawn at the size × SF Display's average advance ÷ Inter Display's, so
///   English text averages SF's width. Under 20 pt no average for SF Pro Text is published, so
///   Inter's own size stands (factor 1).
/// - **Tracking**: SF adds Apple's per-size tracking to every glyph (HIG tracking tables); it is
///   applied as letter spacing, interpolated between whole point sizes.
public struct SystemFontSizing: Equatable, Sendable {
    /// The size Inter is set at, in points.
    public var fontSizePt: Double
    /// Space added between characters, in points (negative tightens).
    public var letterSpacingPt: Double

    public init(_ style: TextStyle) {
        let size = style.sizePt
        fontSizePt = size * Self.widthScale(sizePt: size)
        letterSpacingPt = size * Self.trackingEm(sizePt: size)
    }

    /// SF's tracking at `sizePt`, in em: the Text table under 20 pt, the Display table from 20 pt,
    /// 0 from 80 pt; below 6 pt the 6 pt value. Between whole sizes, linear.
    public static func trackingEm(sizePt: Double) -> Double {
        let display = sizePt >= SFProMetricsData.displayFromPt
        func at(_ pt: Int) -> Double {
            let table = display ? SFProMetricsData.displayTracking : SFProMetricsData.textTracking
            let range = display ? 20...80 : 6...19
            let clamped = min(max(pt, range.lowerBound), range.upperBound)
            return Double(table[clamped] ?? 0) / 1000
        }
        let lower = Int(sizePt.rounded(.down)), t = sizePt - Double(lower)
        return t == 0 ? at(lower) : at(lower) * (1 - t) + at(lower + 1) * t
    }

    /// The factor Inter's size is multiplied by at `sizePt`: SF Pro Display's published average
    /// advance over Inter Display's (the same Capsize weighting) from 20 pt, else 1.
    public static func widthScale(sizePt: Double) -> Double {
        sizePt >= SFProMetricsData.displayFromPt ? displayWidthScale : 1
    }

    /// SF Pro Display Regular's `xWidthAvg` ÷ Inter Display Regular's. Applied to every weight: SF's
    /// other weights are not published.
    public static let displayWidthScale: Double =
        SFProMetricsData.displayRegularXWidthAvg / SFProMetricsData.unitsPerEm
            / InterAdvances.weightedAverage(display: true, weight: .regular)
}

extension InterAdvances {
    /// Inter's average advance in em under Capsize's weighting (Σ weight × advance), the way
    /// Capsize computes `xWidthAvg`, from this table.
    static func weightedAverage(display: Bool, weight: FontWeight) -> Double {
        let sizePt = display ? displayThresholdPt : displayThresholdPt - 1
        return SFProMetricsData.capsizeWeights.reduce(0) { sum, entry in
            sum + entry.value * (advance(entry.key, weight, tabular: false, sizePt: sizePt) ?? 0)
        }
    }
}
