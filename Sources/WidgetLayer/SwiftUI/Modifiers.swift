import AfterglowContent
import AfterglowDisplay

/// A modifier that changes what its content inherits (`.font`, `.foregroundStyle` on a stack).
public struct _EnvironmentModified<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content
    let change: (inout EnvironmentValues) -> Void
    public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        context.with(change) { _lowerView(content, context) }
    }
}

/// A modifier that changes each node its content lowers to (`.padding`, `.frame`, `.background`).
public struct _NodeModified<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content
    let change: @MainActor (inout TemplateNode, _LoweringContext) -> Void
    public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        _lowerView(content, context).map { node in var n = node; change(&n, context); return n }
    }
}

/// A modifier that changes the content's nodes as a whole (several views become one stack first).
public struct _NodesModified<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content
    let change: @MainActor ([TemplateNode], _LoweringContext) -> [TemplateNode]
    var lowering: (@MainActor (Content, _LoweringContext) -> [TemplateNode])? = nil
    init(content: Content, change: @escaping @MainActor ([TemplateNode], _LoweringContext) -> [TemplateNode]) { self.content = content; self.change = change }
    /// Lowers the content itself (to change the environment it is lowered in).
    func withLowering(_ l: @escaping @MainActor (Content, _LoweringContext) -> [TemplateNode]) -> Self { var m = self; m.lowering = l; return m }
    public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        if let lowering { return lowering(content, context) }
        return change(_lowerView(content, context), context)
    }
}

/// An accepted modifier that changes nothing drawn (accessibility, gestures, lifecycle hooks,
/// effects the renderer does not draw); `warning` says so when it would change the picture.
public struct _Unchanged<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content
    let warning: String?
    public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        if let warning { context.warn(warning) }
        return _lowerView(content, context)
    }
}

extension View {
    public func _environment(_ change: @escaping (inout EnvironmentValues) -> Void) -> _EnvironmentModified<Self> {
        _EnvironmentModified(content: self, change: change)
    }
    public func _node(_ change: @escaping @MainActor (inout TemplateNode, _LoweringContext) -> Void) -> _NodeModified<Self> {
        _NodeModified(content: self, change: change)
    }
    func _style(_ change: @escaping (inout _TextStyle) -> Void) -> _EnvironmentModified<Self> {
        _EnvironmentModified(content: self) { change(&$0._textStyle) }
    }
    func _unchanged(_ warning: String? = nil) -> _Unchanged<Self> { _Unchanged(content: self, warning: warning) }
}

// MARK: Text style (inherited)

extension View {
    public func font(_ font: Font?) -> _EnvironmentModified<Self> { _style { if font?._inherited != true { $0.font = font } } }
    public func fontWeight(_ weight: Font.Weight?) -> _EnvironmentModified<Self> { _style { $0.weight = weight } }
    public func fontDesign(_ design: Font.Design?) -> _EnvironmentModified<Self> { _style { $0.design = design } }
    public func fontWidth(_ width: Font.Width?) -> _EnvironmentModified<Self> { _style { $0.width = width } }
    public func bold(_ isActive: Bool = true) -> _EnvironmentModified<Self> { _style { if isActive { $0.weight = .bold } } }
    public func italic(_ isActive: Bool = true) -> _EnvironmentModified<Self> { _style { if isActive { $0.italic = true } } }
    public func monospacedDigit() -> _EnvironmentModified<Self> { _style { $0.monospacedDigit = true } }
    public func monospaced(_ isActive: Bool = true) -> _EnvironmentModified<Self> { _style { if isActive { $0.design = .monospaced } } }
    public func foregroundColor(_ color: Color?) -> _EnvironmentModified<Self> { _style { $0.color = color?.spec } }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> _EnvironmentModified<Self> {
        _environment { env in env._textStyle.color = style._colorSpec(env) }
    }
    /// Primary and secondary styles: the primary is drawn (hierarchical levels resolve against it).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> _EnvironmentModified<Self> {
        _environment { env in env._textStyle.color = primary._colorSpec(env) }
    }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> _EnvironmentModified<Self> {
        _environment { env in env._textStyle.color = primary._colorSpec(env) }
    }
    public func tint(_ tint: Color?) -> _EnvironmentModified<Self> { _style { $0.tint = tint?.spec } }
    public func tint<S: ShapeStyle>(_ tint: S?) -> _EnvironmentModified<Self> {
        _environment { env in env._textStyle.tint = tint?._colorSpec(env) }
    }
    public func accentColor(_ color: Color?) -> _EnvironmentModified<Self> { tint(color) }
    public func lineLimit(_ number: Int?) -> _EnvironmentModified<Self> { _style { $0.lineLimit = number ?? 100 } }
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> _EnvironmentModified<Self> { _style { $0.lineLimit = limit } }
    public func lineLimit(_ limit: ClosedRange<Int>) -> _EnvironmentModified<Self> { _style { $0.lineLimit = limit.upperBound } }
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> _EnvironmentModified<Self> { _style { $0.lineLimit = 100 } }
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> _EnvironmentModified<Self> { _style { $0.lineLimit = limit.upperBound } }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> _EnvironmentModified<Self> { _style { $0.alignment = alignment } }
    public func textCase(_ textCase: Text.Case?) -> _EnvironmentModified<Self> { _style { $0.textCase = textCase } }
    public func imageScale(_ scale: Image.Scale) -> _EnvironmentModified<Self> { _style { $0.imageScale = scale } }
    public func symbolVariant(_ variant: SymbolVariants) -> _EnvironmentModified<Self> { _style { $0.symbolVariant = variant } }
    public func labelStyle<S: LabelStyle>(_ style: S) -> _EnvironmentModified<Self> {
        _style { s in
            if let kind = style._kind { s.labelStyle = kind; s.customLabel = nil } else { s.customLabel = { AnyView(style.makeBody(configuration: $0)) } }
        }
    }
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> _EnvironmentModified<Self> {
        let tint: Color? = (style as? LinearProgressViewStyle)?.tint ?? (style as? CircularProgressViewStyle)?.tint
        return _style { s in
            if style._kind == .custom { s.customProgress = { AnyView(style.makeBody(configuration: $0)) }; return }
            s.progressStyle = style._kind; s.customProgress = nil
            if let tint { s.tint = tint.spec }
        }
    }
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> _EnvironmentModified<Self> {
        _style { s in s.customButton = { AnyView(style.makeBody(configuration: $0)) } }
    }
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> _EnvironmentModified<Self> { _style { $0.gaugeStyle = style._kind } }
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> _EnvironmentModified<Self> { _style { $0.buttonStyle = style._kind; $0.customButton = nil } }
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> _EnvironmentModified<Self> { _style { $0.toggleStyle = style._kind } }
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> _EnvironmentModified<Self> { _environment { $0[ButtonBorderShapeKey.self] = shape } }
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> _EnvironmentModified<Self> { _environment { $0.dynamicTypeSize = size } }
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> _EnvironmentModified<Self> where T.Bound == DynamicTypeSize {
        _environment { env in
            let now = env[DynamicTypeSizeKey.self]
            if !range.contains(now) {
                let inside = DynamicTypeSize.allCases.filter { range.contains($0) }
                if let lo = inside.first, let hi = inside.last { env.dynamicTypeSize = now < lo ? lo : hi }
            }
        }
    }
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> _EnvironmentModified<Self> {
        _environment { $0[keyPath: keyPath] = value }
    }
    public func environment<T: AnyObject>(_ object: T?) -> _EnvironmentModified<Self> {
        _environment { if let object { $0._objects[ObjectIdentifier(T.self)] = object } }
    }
    public func environmentObject<T: ObservableObject>(_ object: T) -> _EnvironmentModified<Self> {
        _environment { $0._objects[ObjectIdentifier(T.self)] = object }
    }
    public func redacted(reason: RedactionReasons) -> _EnvironmentModified<Self> {
        _environment { $0.redactionReasons.formUnion(reason); $0._textStyle.unredacted = false }
    }
    public func unredacted() -> _EnvironmentModified<Self> { _style { $0.unredacted = true } }
    public func preferredColorScheme(_ scheme: ColorScheme?) -> _EnvironmentModified<Self> {
        _environment { if let scheme { $0.colorScheme = scheme } }
    }
    public func disabled(_ disabled: Bool) -> _EnvironmentModified<Self> { _environment { if disabled { $0.isEnabled = false } } }
    public func minimumScaleFactor(_ factor: CGFloat) -> _EnvironmentModified<Self> {
        _style { $0.minimumScaleFactor = max(0.01, min(1, Double(factor))) }
    }
    public func allowsTightening(_ flag: Bool) -> Self { self }
    public func truncationMode(_ mode: Text.TruncationMode) -> Self { self }
    public func lineSpacing(_ lineSpacing: CGFloat) -> Self { self }
    public func kerning(_ kerning: CGFloat) -> Self { self }
    public func tracking(_ tracking: CGFloat) -> Self { self }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Self { self }
    public func controlSize(_ size: ControlSize) -> Self { self }
    public func textSelection<T: TextSelectability>(_ selectability: T) -> Self { self }
    public func headerProminence(_ prominence: Prominence) -> Self { self }
}
public enum Prominence: Hashable, Sendable { case standard, increased }
public protocol TextSelectability {}
public struct EnabledTextSelectability: TextSelectability { public init() {} }
public struct DisabledTextSelectability: TextSelectability { public init() {} }
extension TextSelectability where Self == EnabledTextSelectability { public static var enabled: EnabledTextSelectability { .init() } }
extension TextSelectability where Self == DisabledTextSelectability { public static var disabled: DisabledTextSelectability { .init() } }
public enum AccessibilityHeadingLevel: UInt, Sendable { case unspecified, h1, h2, h3, h4, h5, h6 }

// MARK: Layout

extension View {
    public func padding(_ length: CGFloat? = nil) -> _NodeModified<Self> { padding(.all, length) }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> _NodeModified<Self> {
        let v = Double(length ?? 16)
        let e = TemplateNode.EdgeInsets(top: edges.contains(.top) ? v : 0, leading: edges.contains(.leading) ? v : 0,
                                        bottom: edges.contains(.bottom) ? v : 0, trailing: edges.contains(.trailing) ? v : 0)
        return _node { n, _ in n._addPadding(e) }
    }
    public func padding(_ insets: EdgeInsets) -> _NodeModified<Self> {
        let e = insets._template
        return _node { n, _ in n._addPadding(e) }
    }
    /// iOS 16's scene padding: on iPhone the platform's default padding, the 16 pt `padding()`
    /// gives (SwiftUI documents `.minimum` as "the minimum padding for the platform").
    public func scenePadding(_ edges: Edge.Set = .all) -> _NodeModified<Self> { padding(edges, 16) }
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> _NodeModified<Self> { self.padding(edges, 16) }

    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> _NodeModified<Self> {
        _node { n, context in
            // A fixed frame around an SF Symbol: the symbol keeps its size inside (a resizable one fills it).
            n._setFrame(width: width.map(Double.init), height: height.map(Double.init), alignment: alignment)
        }
    }
    /// `minWidth`/`idealWidth` (and heights) are not kept (the core's frame has fixed and maximum sizes).
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> _NodeModified<Self> {
        _node { n, context in
            if (minWidth ?? 0) > 0 || (minHeight ?? 0) > 0 { context.warn("frame(minWidth:/minHeight:) is not kept (only fixed and maximum sizes)") }
            // A maximum equal to a minimum is a fixed size.
            let w: Double? = minWidth != nil && minWidth == maxWidth ? maxWidth.map(Double.init) : nil
            let h: Double? = minHeight != nil && minHeight == maxHeight ? maxHeight.map(Double.init) : nil
            n._setFrame(width: w, height: h, maxWidth: w == nil ? maxWidth.map(Double.init) : nil,
                        maxHeight: h == nil ? maxHeight.map(Double.init) : nil, alignment: alignment)
        }
    }
    /// The view at its ideal size on the given axes, whatever its parent offers (it may overflow).
    public func fixedSize() -> _NodeModified<Self> { fixedSize(horizontal: true, vertical: true) }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> _NodeModified<Self> {
        _node { n, _ in n._setFixedSize(.init(horizontal: horizontal, vertical: vertical)) }
    }
    /// Which children of a stack short of space are offered it first (higher first; 0 by default).
    public func layoutPriority(_ value: Double) -> _NodeModified<Self> {
        _node { n, _ in n.layoutPriority = value.isFinite ? value : 0 }
    }
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> Self { self }
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> Self { self }
    public func scaledToFit() -> Self { self }
    public func scaledToFill() -> Self { self }
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> Self { self }
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> Self { self }
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> Self { self }
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> Self { self }
    public func zIndex(_ value: Double) -> Self { self }
    public func offset(_ offset: CGSize) -> _Unchanged<Self> { self.offset(x: offset.width, y: offset.height) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _Unchanged<Self> {
        _unchanged(x == 0 && y == 0 ? nil : "offset(x:y:) is not applied (views stay where the layout puts them)")
    }
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> _Unchanged<Self> { _unchanged("position(x:y:) is not applied") }
    public func position(_ position: CGPoint) -> _Unchanged<Self> { _unchanged("position(_:) is not applied") }
}

public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = Self(rawValue: 1), keyboard = Self(rawValue: 2), all: Self = [.container, .keyboard]
}
public struct ViewDimensions {
    public let width: CGFloat, height: CGFloat
    public subscript(guide: HorizontalAlignment) -> CGFloat { guide == .leading ? 0 : guide == .trailing ? width : width / 2 }
    public subscript(guide: VerticalAlignment) -> CGFloat { guide == .top ? 0 : guide == .bottom ? height : height / 2 }
}

// MARK: Decoration

/// A shape's corner radius when it is a clip or a background (a capsule's or circle's is half its side).
func _radius(_ form: ShapeSpec.Form) -> Double {
    switch form {
    case .rectangle: 0
    case .roundedRectangle(let r): r
    case .capsule, .circle, .ellipse: 10_000
    }
}

/// Wraps several nodes into one (background and overlay views sit in a ZStack when several).
func _one(_ nodes: [TemplateNode], _ alignment: Alignment, _ context: _LoweringContext) -> TemplateNode? {
    guard !nodes.isEmpty else { return nil }
    var n = nodes.count == 1 ? nodes[0] : TemplateNode._stack(.depth, nodes, spacing: 0, alignment: alignment._template(context))
    if alignment != .center {
        n._setFrame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
    }
    return n
}

extension View {
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> _NodeModified<Self> {
        _node { n, context in n._setBackground(.init(color: style._colorSpec(context.environment), cornerRadiusPt: 0)) }
    }
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> _NodeModified<Self> { background(BackgroundStyle()) }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> _NodeModified<Self> {
        _node { n, context in
            let form = shape._form
            switch form {
            case .rectangle, .roundedRectangle, .capsule:
                n._setBackground(.init(color: style._colorSpec(context.environment), cornerRadiusPt: _radius(form)))
            default:
                n._addUnderlay(TemplateNode(kind: .shape(ShapeSpec(form: form, fill: style._colorSpec(context.environment)))))
            }
        }
    }
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> _NodeModified<Self> { background(BackgroundStyle(), in: shape) }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> _NodeModified<Self> {
        let v = content()
        return _node { n, context in if let u = _one(_lowerView(v, context), alignment, context) { n._addUnderlay(u) } }
    }
    @_disfavoredOverload
    public func background<V: View>(_ view: V, alignment: Alignment = .center) -> _NodeModified<Self> {
        _node { n, context in if let u = _one(_lowerView(view, context), alignment, context) { n._addUnderlay(u) } }
    }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> _NodeModified<Self> {
        let v = content()
        return _node { n, context in if let o = _one(_lowerView(v, context), alignment, context) { n._addOverlay(o) } }
    }
    @_disfavoredOverload
    public func overlay<V: View>(_ view: V, alignment: Alignment = .center) -> _NodeModified<Self> {
        _node { n, context in if let o = _one(_lowerView(view, context), alignment, context) { n._addOverlay(o) } }
    }
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> _NodeModified<Self> {
        _node { n, context in n._addOverlay(TemplateNode(kind: .shape(ShapeSpec(form: .rectangle, fill: style._colorSpec(context.environment))))) }
    }
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> _NodeModified<Self> {
        _node { n, context in n._addOverlay(TemplateNode(kind: .shape(ShapeSpec(form: shape._form, fill: style._colorSpec(context.environment))))) }
    }
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> _NodeModified<Self> {
        _node { n, context in
            n._addOverlay(TemplateNode(kind: .shape(ShapeSpec(form: .rectangle, stroke: content._colorSpec(context.environment), lineWidth: Double(width), strokeOnly: true))))
        }
    }
    public func opacity(_ opacity: Double) -> _NodeModified<Self> {
        _node { n, _ in n.opacity = (n.opacity ?? 1) * max(0, min(1, opacity)) }
    }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> _NodeModified<Self> { _node { n, _ in n._clip(Double(radius)) } }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> _NodeModified<Self> {
        _node { n, _ in n._clip(_radius(shape._form)) }
    }
    public func clipped(antialiased: Bool = false) -> _NodeModified<Self> { _node { n, _ in n._clip(0) } }
    public func containerShape<T: InsettableShape>(_ shape: T) -> Self { self }
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> Self { self }
    public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> _Unchanged<Self> { _unchanged("mask is not applied") }
    @_disfavoredOverload
    public func mask<M: View>(_ mask: M) -> _Unchanged<Self> { _unchanged("mask is not applied") }
    /// `.hidden()`: keeps its space, draws nothing.
    public func hidden() -> _NodeModified<Self> { _node { n, _ in n.opacity = 0 } }
    public func id<ID: Hashable>(_ id: ID) -> _NodeModified<Self> { _node { n, _ in n.id = "\(id)" } }
    public func tag<V: Hashable>(_ tag: V) -> Self { self }
    /// Marks the content sensitive (the core's `sensitive` role); when the environment's
    /// redaction reasons include `.privacy` (the device locked), it is drawn redacted, as iOS does.
    public func privacySensitive(_ sensitive: Bool = true) -> _NodesModified<Self> {
        _NodesModified(content: self) { _, _ in [] }.withLowering { content, context in
            guard sensitive else { return _lowerView(content, context) }
            let locked = context.environment.redactionReasons.contains(.privacy)
            let nodes = context.with({ if locked { $0[RedactionReasonsKey.self].insert(.placeholder); $0._textStyle.unredacted = false } }) {
                _lowerView(content, context)
            }
            return nodes.map { var n = $0; n.role = .sensitive; return n }
        }
    }

    // Effects the renderer does not draw: accepted, the view drawn as it is.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
    public func blur(radius: CGFloat, opaque: Bool = false) -> _Unchanged<Self> { _unchanged(radius > 0 ? "blur is not drawn" : nil) }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> _Unchanged<Self> { _unchanged(s == 1 ? nil : "scaleEffect is not applied") }
    public func scaleEffect(_ s: CGSize, anchor: UnitPoint = .center) -> _Unchanged<Self> { _unchanged(s == CGSize(width: 1, height: 1) ? nil : "scaleEffect is not applied") }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _Unchanged<Self> { _unchanged(x == 1 && y == 1 ? nil : "scaleEffect is not applied") }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> Self { self }
    public func brightness(_ amount: Double) -> Self { self }
    public func contrast(_ amount: Double) -> Self { self }
    public func saturation(_ amount: Double) -> Self { self }
    public func grayscale(_ amount: Double) -> Self { self }
    public func colorMultiply(_ color: Color) -> Self { self }
    public func colorInvert() -> Self { self }
    public func blendMode(_ mode: BlendMode) -> Self { self }
    public func compositingGroup() -> Self { self }
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> Self { self }
    public func luminanceToAlpha() -> Self { self }
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> Self { self }
    public func symbolEffect<T: SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> Self { self }
    public func symbolEffect<T: SymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> Self { self }
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> Self { self }
}

// MARK: Liquid Glass (iOS 26)

extension View {
    /// iOS 26's Liquid Glass: the glass itself (a blur of what is behind, tinted) is not drawn;
    /// the content is, so its text stays readable. Said once as a warning.
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = Capsule(), isEnabled: Bool = true) -> _Unchanged<Self> {
        _unchanged(isEnabled && glass != .identity ? "glassEffect is not drawn (the content is)" : nil)
    }
    public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> Self { self }
    public func glassEffectUnion<ID: Hashable & Sendable>(id: ID?, namespace: Namespace.ID) -> Self { self }
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> Self { self }
}
public struct Glass: Hashable, Sendable {
    var kind: String, tint: Color?, interactive: Bool
    public static let regular = Glass(kind: "regular", tint: nil, interactive: false)
    public static let clear = Glass(kind: "clear", tint: nil, interactive: false)
    public static let identity = Glass(kind: "identity", tint: nil, interactive: false)
    public func tint(_ color: Color?) -> Glass { var g = self; g.tint = color; return g }
    public func interactive(_ isEnabled: Bool = true) -> Glass { var g = self; g.interactive = isEnabled; return g }
}
public struct GlassEffectTransition: Hashable, Sendable {
    let kind: String
    public static let matchedGeometry = Self(kind: "matchedGeometry"), materialize = Self(kind: "materialize"), identity = Self(kind: "identity")
}
/// Groups glass shapes so they blend; its content is drawn as a ZStack would.
public struct GlassEffectContainer<Content: View>: View {
    let spacing: CGFloat?
    let content: Content
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { self.spacing = spacing; self.content = content() }
    public var body: some View { ZStack { content } }
}
public struct ScenePadding: Hashable, Sendable {
    let kind: String
    public static let minimum = Self(kind: "minimum"), navigationBar = Self(kind: "navigationBar")
}

public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}
public enum ColorRenderingMode: Hashable, Sendable { case nonLinear, linear, extendedLinear }
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = Self(rawValue: 1), size = Self(rawValue: 2), frame: Self = [.position, .size]
}
/// SF Symbol effects (`.pulse`, `.bounce`, `.variableColor.iterative`…): accepted; a frame is
/// drawn at rest.
public protocol SymbolEffect {}
public struct _SymbolEffect: SymbolEffect, Hashable, Sendable {
    let kind: String
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
    public var iterative: Self { self }
    public var cumulative: Self { self }
    public var reversing: Self { self }
    public var nonReversing: Self { self }
    public var hideInactiveLayers: Self { self }
    public var dimInactiveLayers: Self { self }
    public var up: Self { self }
    public var down: Self { self }
    public var downUp: Self { self }
    public var upUp: Self { self }
    public var offUp: Self { self }
    public var clockwise: Self { self }
    public var counterClockwise: Self { self }
    public var pulse: Self { self }
    public var periodic: Self { self }
}
extension SymbolEffect where Self == _SymbolEffect {
    public static var pulse: _SymbolEffect { .init(kind: "pulse") }
    public static var bounce: _SymbolEffect { .init(kind: "bounce") }
    public static var variableColor: _SymbolEffect { .init(kind: "variableColor") }
    public static var scale: _SymbolEffect { .init(kind: "scale") }
    public static var appear: _SymbolEffect { .init(kind: "appear") }
    public static var disappear: _SymbolEffect { .init(kind: "disappear") }
    public static var replace: _SymbolEffect { .init(kind: "replace") }
    public static var wiggle: _SymbolEffect { .init(kind: "wiggle") }
    public static var breathe: _SymbolEffect { .init(kind: "breathe") }
    public static var rotate: _SymbolEffect { .init(kind: "rotate") }
    public static var automatic: _SymbolEffect { .init(kind: "automatic") }
}

public struct SymbolEffectOptions: Sendable {
    public static let `default` = SymbolEffectOptions(), repeating = SymbolEffectOptions(), nonRepeating = SymbolEffectOptions()
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { .default }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { .default }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

// MARK: Animation (kept as the node's animation, capped at two seconds as the HIG says)

public struct Animation: Hashable, Sendable {
    public var _kind: String
    public var _duration: Double
    init(_ kind: String, _ duration: Double) { _kind = kind; _duration = duration }
    public static let `default` = Animation("default", 0.35)
    public static let linear = Animation("linear", 0.35), easeIn = Animation("easeIn", 0.35)
    public static let easeOut = Animation("easeOut", 0.35), easeInOut = Animation("easeInOut", 0.35)
    public static let spring = Animation("spring", 0.5), bouncy = Animation("bouncy", 0.5)
    public static let smooth = Animation("smooth", 0.5), snappy = Animation("snappy", 0.5), interactiveSpring = Animation("interactiveSpring", 0.15)
    public static func linear(duration: Double) -> Animation { Animation("linear", duration) }
    public static func easeIn(duration: Double) -> Animation { Animation("easeIn", duration) }
    public static func easeOut(duration: Double) -> Animation { Animation("easeOut", duration) }
    public static func easeInOut(duration: Double) -> Animation { Animation("easeInOut", duration) }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { Animation("spring", response) }
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation { Animation("spring", duration) }
    public static func interpolatingSpring(stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation { Animation("spring", 0.5) }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation("bouncy", duration) }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation("smooth", duration) }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation("snappy", duration) }
    public func delay(_ delay: Double) -> Animation { Animation(_kind, _duration + delay) }
    public func speed(_ speed: Double) -> Animation { Animation(_kind, speed > 0 ? _duration / speed : _duration) }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation { Animation(_kind, _duration * Double(max(1, count))) }
    var _spec: TemplateNode.AnimationSpec { .init(kind: _kind, durationS: min(2, max(0, _duration))) }
}

@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { try body() }

public struct ContentTransition: Hashable, Sendable {
    let kind: String
    public static let identity = ContentTransition(kind: "identity"), opacity = ContentTransition(kind: "opacity")
    public static let interpolate = ContentTransition(kind: "interpolate")
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(kind: "numericText") }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(kind: "numericText") }
    public static func symbolEffect<T: SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition { ContentTransition(kind: "symbolEffect") }
    public static var symbolEffect: ContentTransition { ContentTransition(kind: "symbolEffect") }
}

public struct AnyTransition: Sendable {
    let kind: String
    public static let opacity = AnyTransition(kind: "opacity"), identity = AnyTransition(kind: "identity")
    public static let scale = AnyTransition(kind: "scale"), slide = AnyTransition(kind: "slide")
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(kind: "scale") }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(kind: "move") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(kind: "push") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(kind: "offset") }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(kind: kind + "+" + other.kind) }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension View {
    public func contentTransition(_ transition: ContentTransition) -> _NodeModified<Self> {
        _node { n, _ in if n.animation == nil { n.animation = .init(kind: transition.kind, durationS: 0.35) } }
    }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> _NodeModified<Self> {
        _node { n, _ in if let a = animation { n.animation = .init(kind: n.animation?.kind ?? a._kind, durationS: a._spec.durationS) } }
    }
    public func animation(_ animation: Animation?) -> _NodeModified<Self> {
        _node { n, _ in if let a = animation { n.animation = .init(kind: n.animation?.kind ?? a._kind, durationS: a._spec.durationS) } }
    }
    public func transition(_ t: AnyTransition) -> _NodeModified<Self> {
        _node { n, _ in if n.animation == nil { n.animation = .init(kind: t.kind, durationS: 0.35) } }
    }
}

// MARK: Accepted, nothing drawn: accessibility, interaction, lifecycle

public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let isButton = Self(rawValue: 1), isHeader = Self(rawValue: 2), isSelected = Self(rawValue: 4), isLink = Self(rawValue: 8)
    public static let isImage = Self(rawValue: 16), isStaticText = Self(rawValue: 32), updatesFrequently = Self(rawValue: 64)
    public static let isSummaryElement = Self(rawValue: 128), isModal = Self(rawValue: 256), playsSound = Self(rawValue: 512)
}
public enum AccessibilityChildBehavior: Hashable, Sendable { case ignore, contain, combine }

extension View {
    public func accessibilityLabel(_ label: Text) -> Self { self }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> Self { self }
    @_disfavoredOverload public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Self { self }
    public func accessibilityValue(_ value: Text) -> Self { self }
    public func accessibilityValue(_ value: LocalizedStringKey) -> Self { self }
    @_disfavoredOverload public func accessibilityValue<S: StringProtocol>(_ value: S) -> Self { self }
    public func accessibilityHint(_ hint: Text) -> Self { self }
    public func accessibilityHint(_ hint: LocalizedStringKey) -> Self { self }
    @_disfavoredOverload public func accessibilityHint<S: StringProtocol>(_ hint: S) -> Self { self }
    public func accessibilityIdentifier(_ identifier: String) -> Self { self }
    public func accessibilityHidden(_ hidden: Bool) -> Self { self }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> Self { self }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> Self { self }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> Self { self }
    public func accessibilitySortPriority(_ p: Double) -> Self { self }
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Self { self }
    public func accessibility(label: Text) -> Self { self }
    public func accessibility(hidden: Bool) -> Self { self }
    public func help(_ text: LocalizedStringKey) -> Self { self }
    public func onAppear(perform action: (() -> Void)? = nil) -> Self { self }
    public func onDisappear(perform action: (() -> Void)? = nil) -> Self { self }
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> Self { self }
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> Self { self }
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> Self { self }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> Self { self }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> Self { self }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> Self { self }
    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> Self { self }
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> Self { self }
    public func onReceive<P>(_ publisher: P, perform action: @escaping (Any) -> Void) -> Self { self }
    public func allowsHitTesting(_ enabled: Bool) -> Self { self }
    public func labelsHidden() -> Self { self }
    public func textSelectionDisabled() -> Self { self }
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> Self { self }
}
public struct SensoryFeedback: Hashable, Sendable {
    public static let success = Self(), warning = Self(), error = Self(), selection = Self(), increase = Self(), decrease = Self(), impact = Self()
}
