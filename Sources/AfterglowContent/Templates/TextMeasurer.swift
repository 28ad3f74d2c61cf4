import AfterglowDisplay
import AfterglowGeometry

/// Measures a single line of text. The layout engine only needs natural sizes; the renderer can
/// plug in real (Pango) metrics so layout and rasterization agree exactly.
public protocol TextMeasurer: Sendable {
    /// The natural size of `text` on one line: advance width and line height, in points.
    func measure(_ text: String, style: TextStyle) -> Size
}

/// Widths from Inter's advance tables (`InterAdvances`, recovered from the renderer's Pango
/// setup), so layout matches the rendered text closely without a font engine;
/// `ApproximateMeasurerAccuracyTests` checks it against Pango. Characters outside the tables get
/// a class estimate. Line height is 1.21 em, Inter's ascender + descender.
public struct ApproximateTextMeasurer: TextMeasurer {
    /// Pango reports each glyph's advance rounded to a whole point (hinted metrics at 1 px per
    /// point); rounding the same way keeps the two in step.
    public var roundsAdvancesToPoints: Bool

    public init(roundsAdvancesToPoints: Bool = true) { self.roundsAdvancesToPoints = roundsAdvancesToPoints }

    public func measure(_ text: String, style: TextStyle) -> Size {
        var width = 0.0
        for ch in text {
            let em = InterAdvances.advance(ch, style.weight, tabular: style.monospacedDigits, sizePt: style.sizePt) ?? fallback(ch)
            width += roundsAdvancesToPoints ? (em * style.sizePt).rounded() : em * style.sizePt
        }
        return Size(width: (width * 100).rounded(.up) / 100, height: lineHeight(style))
    }

    public func lineHeight(_ style: TextStyle) -> Double { (style.sizePt * 1.21 * 100).rounded(.up) / 100 }

    /// Letters and digits outside the tables: Inter's typical widths; wide scripts and emoji: 1 em.
    func fallback(_ ch: Character) -> Double {
        if ch.unicodeScalars.first.map({ $0.value > 0x2E80 }) == true { return 1.0 }
        if ch.isNumber { return 0.6 }
        if ch.isUppercase { return 0.7 }
        if ch.isLowercase { return 0.57 }
        return 0.6
    }
}
