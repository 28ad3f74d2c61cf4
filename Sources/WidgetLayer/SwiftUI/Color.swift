import AfterglowContent
import AfterglowDisplay

/// SwiftUI's `Color`: a view (it fills what it is offered) and a style.
public struct Color: Hashable, Sendable, View, _PrimitiveView {
    public typealias Body = Never
    public var spec: ColorSpec
    public init(_spec: ColorSpec) { spec = _spec }
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        spec = .fixed(AfterglowDisplay.Color(r: red, g: green, b: blue, a: opacity))
    }
    public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }
    static func rgb(_ r: Double, _ g: Double, _ b: Double) -> Color { Color(red: r / 255, green: g / 255, blue: b / 255) }

    public static let black = Color(_spec: .fixed(.black)), white = Color(_spec: .fixed(.white))
    public static let clear = Color(_spec: .fixed(.clear))
    // iOS system colours (light appearance).
    public static let red = rgb(255, 59, 48), orange = rgb(255, 149, 0), yellow = rgb(255, 204, 0)
    public static let green = rgb(52, 199, 89), mint = rgb(0, 199, 190), teal = rgb(48, 176, 199)
    public static let cyan = rgb(50, 173, 230), blue = rgb(0, 122, 255), indigo = rgb(88, 86, 214)
    public static let purple = rgb(175, 82, 222), pink = rgb(255, 45, 85), brown = rgb(162, 132, 94)
    public static let gray = rgb(142, 142, 147)
    public static let primary = Color(_spec: .semantic(.label)), secondary = Color(_spec: .semantic(.secondaryLabel))
    public static let accentColor = Color(_spec: .semantic(.tint))

    public func opacity(_ o: Double) -> Color {
        switch spec {
        case .fixed(let c): return Color(_spec: .fixed(c.withAlpha(c.a * o)))
        default: return self
        }
    }

    public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        [TemplateNode(kind: .shape(ShapeSpec(form: .rectangle, fill: spec)))]
    }
}
