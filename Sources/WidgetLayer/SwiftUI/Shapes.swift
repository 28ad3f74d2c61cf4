import AfterglowContent
import AfterglowDisplay

/// SwiftUI's shapes the layer draws: Rectangle, RoundedRectangle, Capsule, Circle, Ellipse,
/// ContainerRelativeShape. A custom `Shape` (its own `path(in:)`) is drawn as the rectangle it
/// is given, with a warning: the renderer draws no arbitrary paths.
public protocol Shape: View, _PrimitiveView where Body == Never {
    func path(in rect: CGRect) -> Path
    var _form: ShapeSpec.Form { get }
}
extension Shape {
    public var _form: ShapeSpec.Form {
        _warn("custom Shape \(Self.self) is drawn as the rectangle it is given (the renderer draws no paths)")
        return .rectangle
    }
}
public protocol InsettableShape: Shape {}

extension Shape {
    @MainActor public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        _ShapeView(shape: self, fill: nil, stroke: nil, lineWidth: 1, strokeOnly: false, trim: nil)._lower(context)
    }
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: .style(AnyShapeStyle(content)), stroke: nil, lineWidth: 1, strokeOnly: false, trim: nil)
    }
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: .style(AnyShapeStyle(ForegroundStyle())), stroke: nil, lineWidth: 1, strokeOnly: false, trim: nil)
    }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil, stroke: AnyShapeStyle(content), lineWidth: Double(lineWidth), strokeOnly: true, trim: nil)
    }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil, stroke: AnyShapeStyle(content), lineWidth: Double(style.lineWidth), strokeOnly: true, trim: nil)
    }
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil, stroke: AnyShapeStyle(ForegroundStyle()), lineWidth: Double(lineWidth), strokeOnly: true, trim: nil)
    }
    public func stroke(style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil, stroke: AnyShapeStyle(ForegroundStyle()), lineWidth: Double(style.lineWidth), strokeOnly: true, trim: nil)
    }
    /// `.trim(from:to:)`: on a circle or ellipse a stroked ring's progress; on other shapes the
    /// whole shape (a warning says so).
    public func trim(from start: CGFloat = 0, to end: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(base: self, from: Double(start), to: Double(end))
    }
    public func inset(by amount: CGFloat) -> Self { self }
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> Self { self }
    public func size(width: CGFloat, height: CGFloat) -> Self { self }
}

extension InsettableShape {
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> { stroke(content, lineWidth: lineWidth) }
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> { stroke(content, style: style) }
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> { stroke(lineWidth: lineWidth) }
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> { stroke(style: style) }
}

public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool, isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}

public enum CGLineCap: Int32, Sendable { case butt, round, square }
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat, miterLimit: CGFloat, dash: [CGFloat], dashPhase: CGFloat
    public var lineCap: CGLineCap, lineJoin: CGLineJoin
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin; self.miterLimit = miterLimit
        self.dash = dash; self.dashPhase = dashPhase
    }
}

public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

public struct Rectangle: InsettableShape {
    public init() {}
    public var _form: ShapeSpec.Form { .rectangle }
    public func path(in rect: CGRect) -> Path { Path(rect) }
}
public struct Circle: InsettableShape {
    public init() {}
    public var _form: ShapeSpec.Form { .circle }
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}
public struct Ellipse: InsettableShape {
    public init() {}
    public var _form: ShapeSpec.Form { .ellipse }
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}
public struct Capsule: InsettableShape {
    public init(style: RoundedCornerStyle = .continuous) {}
    public var _form: ShapeSpec.Form { .capsule }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
}
public struct RoundedRectangle: InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { cornerSize = CGSize(width: cornerRadius, height: cornerRadius); self.style = style }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { self.cornerSize = cornerSize; self.style = style }
    public var _form: ShapeSpec.Form { .roundedRectangle(cornerRadius: Double(min(cornerSize.width, cornerSize.height))) }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize) }
}
/// Corners of different radii: drawn with the largest (a warning says so).
public struct UnevenRoundedRectangle: InsettableShape {
    let radius: CGFloat
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        radius = max(topLeadingRadius, bottomLeadingRadius, bottomTrailingRadius, topTrailingRadius)
        if Set([topLeadingRadius, bottomLeadingRadius, bottomTrailingRadius, topTrailingRadius]).count > 1 {
            _warn("UnevenRoundedRectangle is drawn with its largest corner radius on every corner")
        }
    }
    public var _form: ShapeSpec.Form { .roundedRectangle(cornerRadius: Double(radius)) }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: radius) }
}
/// The container's shape: a Live Activity's rounded card (its corner radius, about 22 pt here).
public struct ContainerRelativeShape: InsettableShape {
    public init() {}
    public var _form: ShapeSpec.Form { .roundedRectangle(cornerRadius: 22) }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: 22) }
}

extension Shape where Self == Rectangle { public static var rect: Rectangle { Rectangle() } }
extension Shape where Self == Circle { public static var circle: Circle { Circle() } }
extension Shape where Self == Ellipse { public static var ellipse: Ellipse { Ellipse() } }
extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle { RoundedRectangle(cornerRadius: cornerRadius, style: style) }
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle { RoundedRectangle(cornerSize: cornerSize, style: style) }
}
extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}
extension Shape where Self == ContainerRelativeShape { public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() } }

/// A type-erased shape (`AnyShape(Capsule())`).
public struct AnyShape: InsettableShape {
    public let _form: ShapeSpec.Form
    let makePath: @Sendable (CGRect) -> Path
    public init<S: Shape>(_ shape: S) { _form = shape._form; let p = shape.path(in: CGRect(x: 0, y: 0, width: 100, height: 100)); makePath = { _ in p } }
    public func path(in rect: CGRect) -> Path { makePath(rect) }
}

/// A trimmed shape: a ring's progress when it is a circle or ellipse.
public struct _TrimmedShape<Base: Shape>: Shape {
    let base: Base, from: Double, to: Double
    public var _form: ShapeSpec.Form { base._form }
    public func path(in rect: CGRect) -> Path { base.path(in: rect) }
    var _isRing: Bool { base._form == .circle || base._form == .ellipse }
}

/// A shape filled or stroked.
public struct _ShapeView<S: Shape>: View, _PrimitiveView {
    public typealias Body = Never
    enum Fill { case style(AnyShapeStyle) }
    let shape: S
    let fill: Fill?
    let stroke: AnyShapeStyle?
    let lineWidth: Double
    let strokeOnly: Bool
    let trim: Never?

    public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        let env = context.environment
        let inherited = env._textStyle.color
        let fillSpec: ColorSpec? = fill.map { f -> ColorSpec in switch f { case .style(let s): return s._colorSpec(env) } } ?? (strokeOnly ? nil : inherited)
        let strokeSpec = stroke?._colorSpec(env)
        if let trimmed = shape as? _AnyTrimmed {
            let fraction = max(0, min(1, trimmed._to - trimmed._from))
            if trimmed._isRing {
                // A trimmed circle is a ring's progress, as SwiftUI draws it.
                var n = TemplateNode(kind: .progress(.constant(fraction), style: .ring, thicknessPt: strokeOnly ? lineWidth : 4, sizePt: 0))
                n.color = strokeSpec ?? fillSpec ?? inherited
                return [n]
            }
            if fraction < 1 { context.warn("trim on a \(trimmed._formName) is drawn whole") }
        }
        var n = TemplateNode(kind: .shape(ShapeSpec(form: shape._form, fill: strokeOnly ? nil : fillSpec, stroke: strokeSpec,
                                                    lineWidth: lineWidth, strokeOnly: strokeOnly)))
        n.color = inherited
        return [n]
    }

    // Chained styling: `.fill(…).stroke(…)` (iOS 17) and a second fill.
    public func fill<T: ShapeStyle>(_ content: T, style: FillStyle = FillStyle()) -> _ShapeView<S> {
        _ShapeView(shape: shape, fill: .style(AnyShapeStyle(content)), stroke: stroke, lineWidth: lineWidth, strokeOnly: false, trim: nil)
    }
    public func stroke<T: ShapeStyle>(_ content: T, lineWidth: CGFloat = 1) -> _ShapeView<S> {
        _ShapeView(shape: shape, fill: fill, stroke: AnyShapeStyle(content), lineWidth: Double(lineWidth), strokeOnly: fill == nil, trim: nil)
    }
    public func stroke<T: ShapeStyle>(_ content: T, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<S> {
        stroke(content, lineWidth: style.lineWidth)
    }
    public func strokeBorder<T: ShapeStyle>(_ content: T, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<S> {
        stroke(content, lineWidth: lineWidth)
    }
}

protocol _AnyTrimmed {
    var _from: Double { get }
    var _to: Double { get }
    var _isRing: Bool { get }
    var _formName: String { get }
}
extension _TrimmedShape: _AnyTrimmed {
    var _from: Double { from }
    var _to: Double { to }
    var _formName: String { "\(Base.self)" }
}
extension _TrimmedShape {
    @MainActor public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        _ShapeView(shape: self, fill: nil, stroke: nil, lineWidth: 1, strokeOnly: false, trim: nil)._lower(context)
    }
}

/// SwiftUI's `Path`: built so custom shapes compile; the renderer does not draw paths, so a
/// `Path` (or a shape made of one) is drawn as the rectangle it is given, with a warning.
public struct Path: Shape, Equatable, @unchecked Sendable {
    public private(set) var boundingRect: CGRect = .null
    var current: CGPoint = .zero
    public init() {}
    public init(_ rect: CGRect) { addRect(rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { addRect(rect) }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { addRect(rect) }
    public init(ellipseIn rect: CGRect) { addRect(rect) }
    public init(_ build: (inout Path) -> Void) { build(&self) }
    public var isEmpty: Bool { boundingRect.isNull }
    public var currentPoint: CGPoint? { isEmpty ? nil : current }
    mutating func include(_ p: CGPoint) {
        boundingRect = boundingRect.union(CGRect(origin: p, size: .zero)); current = p
    }
    public mutating func move(to p: CGPoint) { include(p) }
    public mutating func addLine(to p: CGPoint) { include(p) }
    public mutating func addLines(_ points: [CGPoint]) { points.forEach { include($0) } }
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) { include(control); include(p) }
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) { include(control1); include(control2); include(p) }
    public mutating func addRect(_ r: CGRect, transform: CGAffineTransform = .identity) {
        include(CGPoint(x: r.minX, y: r.minY)); include(CGPoint(x: r.maxX, y: r.maxY))
    }
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) { rects.forEach { addRect($0) } }
    public mutating func addRoundedRect(in r: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity) { addRect(r) }
    public mutating func addEllipse(in r: CGRect, transform: CGAffineTransform = .identity) { addRect(r) }
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity) {
        addRect(CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) { include(p1); include(p2) }
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: false)
    }
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) { if !path.isEmpty { addRect(path.boundingRect) } }
    public mutating func closeSubpath() {}
    public func path(in rect: CGRect) -> Path { self }
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { var p = Path(); if !isEmpty { p.addRect(boundingRect.offsetBy(dx: dx, dy: dy)) }; return p }
    public func applying(_ transform: CGAffineTransform) -> Path { self }
    public static func == (a: Path, b: Path) -> Bool { a.boundingRect == b.boundingRect }
}
