import AfterglowDisplay

/// SwiftUI's `Font`: a text style (scaled by Dynamic Type as iOS scales it), a system font of a
/// fixed size, or a custom font (drawn in the system face at its size; a warning says so).
public struct Font: Hashable, Sendable {
    public struct Weight: Hashable, Sendable {
        let _rank: Int
        public static let ultraLight = Weight(_rank: 1), thin = Weight(_rank: 2), light = Weight(_rank: 3)
        public static let regular = Weight(_rank: 4), medium = Weight(_rank: 5), semibold = Weight(_rank: 6)
        public static let bold = Weight(_rank: 7), heavy = Weight(_rank: 8), black = Weight(_rank: 9)
    }
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        case extraLargeTitle, extraLargeTitle2
    }
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }
    public struct Width: Hashable, Sendable {
        public var value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3), condensed = Width(-0.2), standard = Width(0), expanded = Width(0.2)
    }
    public enum Leading: Hashable, Sendable { case standard, tight, loose }

    enum Base: Hashable, Sendable {
        case style(TextStyle)
        case fixed(Double)
        /// A custom font's size, scaled like `relativeTo` (body unless said).
        case custom(name: String, size: Double, relativeTo: TextStyle?)
    }
    var base: Base
    var _weight: Weight?
    var _design: Design?
    var _italic = false
    var _monospacedDigit = false
    var _width: Width?
    var _inherited = false

    init(base: Base, weight: Weight? = nil, design: Design? = nil) { self.base = base; _weight = weight; _design = design }

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .fixed(Double(size)), weight: weight, design: design)
    }
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .style(style), weight: weight, design: design)
    }
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(base: .custom(name: name, size: Double(size), relativeTo: .body)) }
    public static func custom(_ name: String, size: CGFloat, relativeTo style: TextStyle) -> Font {
        Font(base: .custom(name: name, size: Double(size), relativeTo: style))
    }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(base: .custom(name: name, size: Double(fixedSize), relativeTo: nil)) }

    public static let largeTitle = system(.largeTitle), title = system(.title), title2 = system(.title2)
    public static let title3 = system(.title3), headline = system(.headline), subheadline = system(.subheadline)
    /// iOS 26's `Font.default`: "the effective SwiftUI font used in any given environment" — the
    /// inherited font. `.font(.default)` therefore changes nothing (`_isInherited`); read on its
    /// own (`UIFont(...)`-style conversions) it is the body style, SwiftUI's default for text.
    public static var `default`: Font { var f = system(.body); f._inherited = true; return f }
    public static let body = system(.body), callout = system(.callout), footnote = system(.footnote)
    public static let caption = system(.caption), caption2 = system(.caption2)
    public static let extraLargeTitle = system(.extraLargeTitle), extraLargeTitle2 = system(.extraLargeTitle2)

    public func weight(_ w: Weight) -> Font { var f = self; f._weight = w; return f }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font { var f = self; f._italic = true; return f }
    public func monospacedDigit() -> Font { var f = self; f._monospacedDigit = true; return f }
    public func monospaced() -> Font { var f = self; f._design = .monospaced; return f }
    public func width(_ w: Width) -> Font { var f = self; f._width = w; return f }
    public func leading(_ l: Leading) -> Font { self }
    public func smallCaps() -> Font { self }
    public func lowercaseSmallCaps() -> Font { self }
    public func uppercaseSmallCaps() -> Font { self }

    /// iOS's text style sizes at each Dynamic Type size, xSmall … accessibility5 (HIG › Typography).
    static let sizes: [TextStyle: [Double]] = [
        .extraLargeTitle2: [26, 27, 28, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .extraLargeTitle: [34, 35, 36, 36, 38, 40, 42, 46, 51, 56, 61, 66],
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The point size at `dynamicTypeSize`.
    public func _pointSize(_ d: DynamicTypeSize) -> Double {
        switch base {
        case .style(let s): return Self.sizes[s]![d.rawValue]
        case .fixed(let size): return size
        case .custom(_, let size, let rel):
            guard let rel else { return size }
            let row = Self.sizes[rel]!
            return (size * row[d.rawValue] / row[DynamicTypeSize.large.rawValue]).rounded()
        }
    }

    /// The weight the style has when none is set (headline is semibold).
    var _defaultWeight: Weight {
        if case .style(.headline) = base { return .semibold }
        return .regular
    }

    var _customName: String? { if case .custom(let n, _, _) = base { return n }; return nil }
}

extension Font.Weight {
    var _template: FontWeight {
        switch _rank {
        case ...4: .regular
        case 5: .medium
        case 6: .semibold
        case 7: .bold
        default: .heavy
        }
    }
}
