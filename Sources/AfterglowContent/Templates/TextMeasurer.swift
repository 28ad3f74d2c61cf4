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
/// a class estimate. Line height is 1.21 em, Inter's ascender + descender. Sizes and tracking
/// follow SF's metrics as the renderer's do (`SystemFontSizing`).
public struct ApproximateTextMeasurer: TextMeasurer {
    /// Round each advance to a whole point, as Pango does when it rounds glyph positions at 1 px
    /// per point. The renderer and `PangoTextMeasurer` no longer round (fractional advances, as
    /// SF's are), so the default is off.
    public var roundsAdvancesToPoints: Bool

    public init(roundsAdvancesToPoints: Bool = false) { self.roundsAdvancesToPoints = roundsAdvancesToPoints }

    public func measure(_ text: String, style: TextStyle) -> Size {
        // Inter sized and tracked to SF's metrics, as the renderer draws it (`SystemFontSizing`).
        let sizing = SystemFontSizing(style)
        var width = 0.0, count = 0
        for ch in text {
            let em = InterAdvances.advance(ch, style.weight, tabular: style.monospacedDigits, sizePt: style.sizePt) ?? fallback(ch)
            width += roundsAdvancesToPoints ? (em * sizing.fontSizePt).rounded() : em * sizing.fontSizePt
            count += 1
        }
        // Pango puts letter spacing between characters, not after the last one.
        width += sizing.letterSpacingPt * Double(max(0, count - 1))
        return Size(width: (max(0, width) * 100).rounded(.up) / 100, height: lineHeight(style))
    }

    public func lineHeight(_ style: TextStyle) -> Double { (SystemFontSizing(style).fontSizePt * 1.21 * 100).rounded(.up) / 100 }

    /// Letters and digits outside the tables: Inter's typical widths; wide scripts and emoji: 1 em.
    func fallback(_ ch: Character) -> Double {
        if ch.unicodeScalars.first.map({ $0.value > 0x2E80 }) == true { return 1.0 }
        if ch.isNumber { return 0.6 }
        if ch.isUppercase { return 0.7 }
        if ch.isLowercase { return 0.57 }
        return 0.6
    }
}
