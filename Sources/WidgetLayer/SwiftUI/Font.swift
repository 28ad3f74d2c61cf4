import AfterglowDisplay

public struct Font: Hashable, Sendable {
    public enum Weight: Hashable, Sendable { case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
    public var size: Double
    public var weight: Weight
    public var _monospacedDigit = false

    public static func system(size: Double, weight: Weight = .regular) -> Font { Font(size: size, weight: weight) }
    /// iOS's default (Large) Dynamic Type sizes, in points.
    public static func system(_ style: TextStyle, weight: Weight? = nil) -> Font {
        let (size, w): (Double, Weight) = switch style {
        case .largeTitle: (34, .regular); case .title: (28, .regular); case .title2: (22, .regular)
        case .title3: (20, .regular); case .headline: (17, .semibold); case .subheadline: (15, .regular)
        case .body: (17, .regular); case .callout: (16, .regular); case .footnote: (13, .regular)
        case .caption: (12, .regular); case .caption2: (11, .regular)
        }
        return Font(size: size, weight: weight ?? w)
    }
    public static let largeTitle = system(.largeTitle), title = system(.title), title2 = system(.title2)
    public static let title3 = system(.title3), headline = system(.headline), subheadline = system(.subheadline)
    public static let body = system(.body), callout = system(.callout), footnote = system(.footnote)
    public static let caption = system(.caption), caption2 = system(.caption2)

    public func weight(_ w: Weight) -> Font { var f = self; f.weight = w; return f }
    public func bold() -> Font { weight(.bold) }
    public func monospacedDigit() -> Font { var f = self; f._monospacedDigit = true; return f }

    var fontWeight: FontWeight {
        switch weight {
        case .ultraLight, .thin, .light, .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy, .black: .heavy
        }
    }
}
