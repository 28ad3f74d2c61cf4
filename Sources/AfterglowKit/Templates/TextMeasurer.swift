/// Measures a single line of text. The layout engine only needs natural sizes; the renderer can
/// plug in real (Pango) metrics so layout and rasterization agree exactly.
public protocol TextMeasurer: Sendable {
    /// The natural size of `text` on one line: advance width and line height, in points.
    func measure(_ text: String, style: TextStyle) -> Size
}

/// Width estimates from per-character classes of Inter's advance widths (units of the em,
/// rounded from the font's metrics), so layout is plausible without a font engine. Line height
/// is 1.21 em, Inter's ascender + descender.
public struct ApproximateTextMeasurer: TextMeasurer {
    public init() {}

    public func measure(_ text: String, style: TextStyle) -> Size {
        var em = 0.0
        for ch in text {
            em += advance(ch, monospacedDigits: style.monospacedDigits)
        }
        let weightFactor: Double = switch style.weight {
        case .regular: 1.0
        case .medium: 1.02
        case .semibold: 1.04
        case .bold: 1.06
        case .heavy: 1.08
        }
        return Size(width: (em * style.sizePt * weightFactor * 100).rounded(.up) / 100, height: lineHeight(style))
    }

    public func lineHeight(_ style: TextStyle) -> Double { (style.sizePt * 1.21 * 100).rounded(.up) / 100 }

    func advance(_ ch: Character, monospacedDigits: Bool) -> Double {
        if ch.isNumber { return monospacedDigits ? 0.62 : 0.58 }
        switch ch {
        case " ": return 0.28
        case "i", "l", "j", "I", "!", "|", "'", ".", ",", ":", ";": return 0.26
        case "f", "t", "r": return 0.36
        case "m", "w": return 0.86
        case "M", "W": return 0.95
        case "—": return 1.0
        case "•": return 0.45
        default:
            if ch.isUppercase { return 0.70 }
            if ch.isLowercase { return 0.55 }
            if ch.unicodeScalars.first.map({ $0.value > 0x2E80 }) == true { return 1.0 } // CJK, emoji
            return 0.6
        }
    }
}
