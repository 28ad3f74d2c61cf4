import AfterglowContent
import AfterglowDisplay

/// Anything that paints: a colour, a gradient, a material, `.secondary`, `.tint`. The layer
/// resolves each to one `ColorSpec` (gradients as the mean of their stops, with a warning).
public protocol ShapeStyle {
    /// The colour this style paints with, given the inherited environment.
    func _colorSpec(_ environment: EnvironmentValues) -> ColorSpec
}

/// SwiftUI's `Color`: a view (it fills what it is offered) and a style.
public struct Color: Hashable, Sendable, View, _PrimitiveView, ShapeStyle, CustomStringConvertible {
    public typealias Body = Never
    public var spec: ColorSpec
    public init(_spec: ColorSpec) { spec = _spec }

    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        spec = .fixed(AfterglowDisplay.Color(r: red, g: green, b: blue, a: opacity))
    }
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }
    public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) { self.init(white: white, opacity: opacity) }
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let c = brightness * saturation, x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = brightness - c
        let (r, g, b): (Double, Double, Double) = switch Int(h) {
        case 0: (c, x, 0); case 1: (x, c, 0); case 2: (0, c, x); case 3: (0, x, c); case 4: (x, 0, c); default: (c, 0, x)
        }
        self.init(red: r + m, green: g + m, blue: b + m, opacity: opacity)
    }
    /// An asset catalog colour: the catalog's light and dark values when the program was given
    /// its catalogs (`_AssetCatalog`); else "AccentColor" is the tint, any other name a neutral,
    /// visible stand-in (never the text colour), with a warning.
    public init(_ name: String, bundle: Bundle? = nil) {
        if let found = _AssetCatalog.color(name) { spec = found; return }
        if name == "AccentColor" { spec = Color.blue.spec; return }
        spec = .fixed(_standInAssetColor(name))
        let message = "asset colour \"\(name)\" is not available here; drawn in a stand-in colour"
        if !_standInWarnings.contains(message) { _standInWarnings.append(message) }
        _warn(message)
    }
    public init<S: ShapeStyle>(_ style: S) { spec = style._colorSpec(EnvironmentValues()) }

    static func rgb(_ hex: UInt32, _ darkHex: UInt32) -> Color {
        func c(_ v: UInt32) -> AfterglowDisplay.Color {
            AfterglowDisplay.Color(r: Double((v >> 16) & 0xFF) / 255, g: Double((v >> 8) & 0xFF) / 255, b: Double(v & 0xFF) / 255, a: 1)
        }
        return Color(_spec: .adaptive(light: c(hex), dark: c(darkHex)))
    }

    public static let black = Color(_spec: .fixed(.black)), white = Color(_spec: .fixed(.white))
    public static let clear = Color(_spec: .fixed(.clear))
    // iOS system colours, light and dark appearance.
    public static let red = rgb(0xFF3B30, 0xFF453A), orange = rgb(0xFF9500, 0xFF9F0A), yellow = rgb(0xFFCC00, 0xFFD60A)
    public static let green = rgb(0x34C759, 0x30D158), mint = rgb(0x00C7BE, 0x63E6E2), teal = rgb(0x30B0C7, 0x40C8E0)
    public static let cyan = rgb(0x32ADE6, 0x64D2FF), blue = rgb(0x007AFF, 0x0A84FF), indigo = rgb(0x5856D6, 0x5E5CE6)
    public static let purple = rgb(0xAF52DE, 0xBF5AF2), pink = rgb(0xFF2D55, 0xFF375F), brown = rgb(0xA2845E, 0xAC8E68)
    public static let gray = rgb(0x8E8E93, 0x8E8E93)
    public static let primary = Color(_spec: .semantic(.label)), secondary = Color(_spec: .semantic(.secondaryLabel))
    /// The widget extension's accent colour: its `AccentColor` asset when the sources have one
    /// with a value, else the system's default accent, blue (an Xcode template's empty
    /// `AccentColor` set leaves it blue). It is not the island's keyline tint: a button drawn on
    /// `.background(Color.accentColor)` is blue on a device, and was white here, hiding its label.
    public static var accentColor: Color { _AssetCatalog.color("AccentColor").map { Color(_spec: $0) } ?? .blue }

    public func opacity(_ o: Double) -> Color { Color(_spec: spec._withOpacity(o)) }
    public var gradient: AnyGradient { AnyGradient(color: self) }
    public func mix(with other: Color, by fraction: Double) -> Color {
        Color(_spec: ColorSpec._mean([(spec, 1 - fraction), (other.spec, fraction)]))
    }

    public func _colorSpec(_ environment: EnvironmentValues) -> ColorSpec { spec }
    public var description: String { "\(spec)" }

    public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        [TemplateNode(kind: .shape(ShapeSpec(form: .rectangle, fill: spec)))]
    }
}

extension ColorSpec {
    /// Light and dark values (semantic label colours as the surface resolves them).
    var _pair: (AfterglowDisplay.Color, AfterglowDisplay.Color)? {
        switch self {
        case .fixed(let c): return (c, c)
        case .adaptive(let l, let d): return (l, d)
        case .semantic(.label): return (.black, .white)
        case .semantic(.secondaryLabel): return (AfterglowDisplay.Color.black.withAlpha(0.55), AfterglowDisplay.Color.white.withAlpha(0.6))
        case .semantic(.track): return (AfterglowDisplay.Color.black.withAlpha(0.12), AfterglowDisplay.Color.white.withAlpha(0.2))
        case .semantic(.tint): return nil
        }
    }

    func _withOpacity(_ o: Double) -> ColorSpec {
        if o >= 1 { return self }
        switch self {
        case .fixed(let c): return .fixed(c.withAlpha(c.a * o))
        case .adaptive(let l, let d): return .adaptive(light: l.withAlpha(l.a * o), dark: d.withAlpha(d.a * o))
        default:
            guard let (l, d) = _pair else {
                _warn("the accent colour with an opacity is drawn opaque")
                return self
            }
            return .adaptive(light: l.withAlpha(l.a * o), dark: d.withAlpha(d.a * o))
        }
    }

    /// The weighted mean of colours, per appearance.
    static func _mean(_ parts: [(ColorSpec, Double)]) -> ColorSpec {
        let pairs = parts.compactMap { p in p.0._pair.map { ($0, p.1) } }
        guard !pairs.isEmpty else { return parts.first?.0 ?? .semantic(.tint) }
        let total = pairs.reduce(0) { $0 + $1.1 }
        func mean(_ pick: ((AfterglowDisplay.Color, AfterglowDisplay.Color)) -> AfterglowDisplay.Color) -> AfterglowDisplay.Color {
            var r = 0.0, g = 0.0, b = 0.0, a = 0.0
            for (pair, w) in pairs { let c = pick(pair); r += c.r * w; g += c.g * w; b += c.b * w; a += c.a * w }
            return AfterglowDisplay.Color(r: r / total, g: g / total, b: b / total, a: a / total)
        }
        let l = mean { $0.0 }, d = mean { $0.1 }
        return l == d ? .fixed(l) : .adaptive(light: l, dark: d)
    }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var clear: Color { .clear }
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var gray: Color { .gray }
    public static var accentColor: Color { .accentColor }
}

/// `.primary`, `.secondary`, `.tertiary`…: the inherited foreground at decreasing emphasis.
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0), secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2), quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)
    public func _colorSpec(_ environment: EnvironmentValues) -> ColorSpec {
        let base = environment._textStyle.color
        switch (level, base) {
        case (0, let b): return b ?? .semantic(.label)
        case (1, nil): return .semantic(.secondaryLabel)
        case (_, let b):
            let o = [1, 0.6, 0.3, 0.18, 0.1][min(level, 4)]
            return (b ?? .semantic(.label))._withOpacity(o)
        }
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle {
    public var secondary: _OpacityShapeStyle<Self> { _OpacityShapeStyle(base: self, opacity: 0.6) }
    public var tertiary: _OpacityShapeStyle<Self> { _OpacityShapeStyle(base: self, opacity: 0.3) }
    public var quaternary: _OpacityShapeStyle<Self> { _OpacityShapeStyle(base: self, opacity: 0.18) }
    public func opacity(_ opacity: Double) -> _OpacityShapeStyle<Self> { _OpacityShapeStyle(base: self, opacity: opacity) }
}

public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base, opacity: Double
    public func _colorSpec(_ environment: EnvironmentValues) -> ColorSpec { base._colorSpec(environment)._withOpacity(opacity) }
}

/// `.tint`: the environment's tint, else the accent colour.
public struct TintShapeStyle: ShapeStyle {
    public init() {}
    public func _colorSpec(_ environment: EnvironmentValues) -> ColorSpec { environment._textStyle.tint ?? .semantic(.tint) }
}
extension ShapeStyle where Self == TintShapeStyle { public static var tint: TintShapeStyle { TintShapeStyle() } }

/// `.foreground`: the inherited foreground.
public struct ForegroundStyle: ShapeStyle {
    public init() {}
    public func _colorSpec(_ environment: EnvironmentValues) -> ColorSpec { environment._textStyle.color ?? .semantic(.label) }
}
extension ShapeStyle where Self == ForegroundStyle { public static var foreground: ForegroundStyle { ForegroundStyle() } }

/// `.background`: the system background (white, or black in the dark).
public struct BackgroundStyle: ShapeStyle {
    public init() {}
    public func _colorSpec(_ environment: EnvironmentValues) -> ColorSpec { .adaptive(light: .white, dark: .black) }
}
extension ShapeStyle where Self == BackgroundStyle { public static var background: BackgroundStyle { BackgroundStyle() } }

public struct SeparatorShapeStyle: ShapeStyle {
    public init() {}
    public func _colorSpec(_ environment: EnvironmentValues) -> ColorSpec { .semantic(.track) }
}
extension ShapeStyle where Self == SeparatorShapeStyle { public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() } }

/// A blur material, drawn as a flat translucent fill (a warning says so).
public struct Material: ShapeStyle {
    let alpha: Double
    public static let ultraThin = Material(alpha: 0.35), thin = Material(alpha: 0.45), regular = Material(alpha: 0.6)
    public static let thick = Material(alpha: 0.75), ultraThick = Material(alpha: 0.85), bar = Material(alpha: 0.6)
    public func _colorSpec(_ environment: EnvironmentValues) -> ColorSpec {
        _warn("materials are drawn as a flat translucent fill (no blur)")
        return .adaptive(light: AfterglowDisplay.Color(r: 0.97, g: 0.97, b: 0.97, a: alpha),
                         dark: AfterglowDisplay.Color(r: 0.17, g: 0.17, b: 0.18, a: alpha))
    }
}
extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}

public struct AnyShapeStyle: ShapeStyle {
    let resolve: (EnvironmentValues) -> ColorSpec
    public init<S: ShapeStyle>(_ style: S) { resolve = style._colorSpec }
    public func _colorSpec(_ environment: EnvironmentValues) -> ColorSpec { resolve(environment) }
}

// MARK: Gradients — drawn as the mean colour of their stops (the renderer has no gradients).

public struct Gradient: Hashable, ShapeStyle {
    public struct Stop: Hashable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }
    public var stops: [Stop]
    public init(stops: [Stop]) { self.stops = stops }
    public init(colors: [Color]) {
        stops = colors.enumerated().map { Stop(color: $0.element, location: colors.count > 1 ? CGFloat($0.offset) / CGFloat(colors.count - 1) : 0) }
    }
    public func _colorSpec(_ environment: EnvironmentValues) -> ColorSpec {
        _warn("gradients are drawn as the mean colour of their stops")
        return ColorSpec._mean(stops.map { ($0.color.spec, 1) })
    }
}

public struct AnyGradient: Hashable, ShapeStyle {
    let color: Color
    public func _colorSpec(_ environment: EnvironmentValues) -> ColorSpec {
        _warn("gradients are drawn as the mean colour of their stops")
        return color.spec
    }
}

/// A gradient as a view fills what it is offered with its mean colour.
public protocol _GradientView: View, _PrimitiveView, ShapeStyle where Body == Never {
    var gradient: Gradient { get }
}
extension _GradientView {
    public func _colorSpec(_ environment: EnvironmentValues) -> ColorSpec { gradient._colorSpec(environment) }
    public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        [TemplateNode(kind: .shape(ShapeSpec(form: .rectangle, fill: gradient._colorSpec(context.environment))))]
    }
}

public struct LinearGradient: _GradientView {
    public let gradient: Gradient
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) { self.gradient = gradient }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) { gradient = Gradient(colors: colors) }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) { gradient = Gradient(stops: stops) }
}
public struct RadialGradient: _GradientView {
    public let gradient: Gradient
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) { self.gradient = gradient }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) { gradient = Gradient(colors: colors) }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) { gradient = Gradient(stops: stops) }
}
public struct EllipticalGradient: _GradientView {
    public let gradient: Gradient
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) { self.gradient = gradient }
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) { gradient = Gradient(colors: colors) }
}
public struct AngularGradient: _GradientView {
    public let gradient: Gradient
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) { self.gradient = gradient }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) { gradient = Gradient(colors: colors) }
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) { self.gradient = gradient }
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) { gradient = Gradient(colors: colors) }
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) { gradient = Gradient(stops: stops) }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}
extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}

/// `.fill` (iOS 17): the system fill behind controls and containers, iOS's `systemFill`
/// (#787880 at 20 % light, 36 % dark); `.fill.secondary` and the rest fade it further.
public struct FillShapeStyle: ShapeStyle {
    public init() {}
    public func _colorSpec(_ environment: EnvironmentValues) -> ColorSpec {
        .adaptive(light: AfterglowDisplay.Color(r: 120 / 255, g: 120 / 255, b: 128 / 255, a: 0.2),
                  dark: AfterglowDisplay.Color(r: 120 / 255, g: 120 / 255, b: 128 / 255, a: 0.36))
    }
}

extension ShapeStyle where Self == FillShapeStyle {
    public static var fill: FillShapeStyle { FillShapeStyle() }
}
