/// A shape view: SwiftUI's `Rectangle`, `RoundedRectangle`, `Capsule`, `Circle`, `Ellipse`, or a
/// `Color` used as a view (a filled rectangle).
public struct ShapeSpec: Hashable, Sendable {
    public enum Form: Hashable, Sendable {
        case rectangle
        case roundedRectangle(cornerRadius: Double)
        case capsule
        case circle
        case ellipse
    }
    public var form: Form
    /// The fill; nil fills with the inherited foreground colour (as SwiftUI does), unless the
    /// shape is only stroked.
    public var fill: ColorSpec?
    public var stroke: ColorSpec?
    public var lineWidth: Double
    /// True when only the stroke is drawn (`.stroke(…)` without a fill).
    public var strokeOnly: Bool

    public init(form: Form, fill: ColorSpec? = nil, stroke: ColorSpec? = nil, lineWidth: Double = 1, strokeOnly: Bool = false) {
        self.form = form; self.fill = fill; self.stroke = stroke; self.lineWidth = lineWidth; self.strokeOnly = strokeOnly
    }
}
