import AfterglowContent
import AfterglowDisplay

/// What lowering a view tree carries down: the environment (inherited font, colour, scheme…),
/// the synthetic fields that dates for timers are written to, and the warnings about what was
/// drawn approximately.
public final class _LoweringContext {
    public var environment: EnvironmentValues
    /// The emulator's clock when the body runs (decides whether `Text(date, style: .timer)` counts
    /// down or up): as set, else the request's "now" (`_hostEnvironment`), else the wall clock.
    public var now: Date {
        get { nowOverride ?? Self._now ?? Date() }
        set { nowOverride = newValue }
    }
    var nowOverride: Date?
    /// The size `GeometryReader` reports (the layer lowers before layout): the host sets the
    /// presentation's size, else a Lock Screen card's.
    public var containerSize: CGSize
    /// Values the template binds to (timers count on the emulator's clock, so their dates stay data).
    public private(set) var syntheticState: [String: Double] = [:]
    /// Environment keys the evaluated code read; the host evaluates again for the other values.
    public private(set) var environmentReads: Set<String> = []
    /// What was drawn approximately (a gradient as one colour, an asset colour's stand-in…), once
    /// each, in the order met. The host reports them with the template.
    public private(set) var warnings: [String] = []
    /// Preference values set in the subtree being lowered (Preferences.swift), by key type.
    var preferenceValues: [ObjectIdentifier: Any] = [:]

    public init(environment: EnvironmentValues, now: Date? = nil, containerSize: CGSize = CGSize(width: 360, height: 160)) {
        self.environment = environment; nowOverride = now; self.containerSize = containerSize
        // Stand-ins made before this render (a global `let brand = Color("Brand")` is built once)
        // are reported with every render.
        _standInWarnings.forEach(warn)
    }

    /// A binding to a date the template reads (seconds since 1970, `dateEncoding: unix`).
    public func bind(date: Date, format: ValueFormat = .automatic) -> FieldBinding {
        let key = "d\(syntheticState.count)"
        syntheticState[key] = date.timeIntervalSince1970
        return FieldBinding(root: .state, path: "__afterglow.\(key)", format: format)
    }

    public func noteRead(_ key: String) { environmentReads.insert(key) }

    /// Records an approximation (once per message).
    public func warn(_ message: String) {
        if !warnings.contains(message) { warnings.append(message) }
        Self._warn(message)
    }

    /// Lowers `view` with `environment` changed by `change`, restoring it after.
    public func with(_ change: (inout EnvironmentValues) -> Void, _ body: () -> [TemplateNode]) -> [TemplateNode] {
        let saved = environment
        change(&environment)
        defer { environment = saved }
        return body()
    }

    /// The context code runs in while lowering (property wrappers read it).
    nonisolated(unsafe) public static var current: _LoweringContext?
}

/// Records a warning on the context being lowered; one raised while no context is lowering (a
/// view built before the host lowers it) goes to the next context that starts lowering.
func _warn(_ message: String) {
    if let c = _LoweringContext.current { c.warn(message) } else if !_orphanWarnings.contains(message) { _orphanWarnings.append(message) }
}
nonisolated(unsafe) var _orphanWarnings: [String] = []
/// Warnings about stand-ins (asset colours), repeated on every context.
nonisolated(unsafe) var _standInWarnings: [String] = []

/// Lowers any view: a primitive draws itself; any other view is its `body`, evaluated now.
@MainActor
public func _lowerView<V: View>(_ view: V, _ context: _LoweringContext) -> [TemplateNode] {
    let previous = _LoweringContext.current
    _LoweringContext.current = context
    defer { _LoweringContext.current = previous }
    if previous == nil, !_orphanWarnings.isEmpty {
        _orphanWarnings.forEach(context.warn)
        _orphanWarnings = []
    }
    if let primitive = view as? _PrimitiveView { return primitive._lower(context) }
    return _lowerView(view.body, context)
}

/// Lowers a view to one node: several become a stack on `axis` (a `Group`'s children in a card).
@MainActor
public func _lowerOne<V: View>(_ view: V, _ context: _LoweringContext, axis: TemplateNode.Axis = .vertical,
                               spacing: Double? = nil, alignment: TemplateNode.Alignment = .center) -> TemplateNode? {
    let nodes = _lowerView(view, context)
    if nodes.count == 1 { return nodes[0] }
    if nodes.isEmpty { return nil }
    return TemplateNode(kind: .stack(axis: axis, children: nodes, spacing: spacing, alignment: alignment))
}

extension TemplateNode {
    static func _stack(_ axis: Axis, _ children: [TemplateNode], spacing: Double? = nil, alignment: Alignment = .center) -> TemplateNode {
        TemplateNode(kind: .stack(axis: axis, children: children, spacing: spacing, alignment: alignment))
    }

    var _hasDecorations: Bool {
        background != nil || !underlays.isEmpty || !overlays.isEmpty || opacity != nil || clipCornerRadius != nil || control != nil
    }

    /// Wraps the node in a one-child ZStack so a modifier applies outside the ones already set
    /// (SwiftUI's `.padding().background()` ≠ `.background().padding()`).
    mutating func _wrap() {
        var inner = self
        let predicate = inner.predicate, role = inner.role, id = inner.id
        inner.predicate = nil
        var outer = TemplateNode._stack(.depth, [inner], spacing: 0)
        outer.predicate = predicate; outer.role = role; outer.id = id
        // The stack around the view reads the priority from its outermost node; a fixed size
        // makes the wrapper as large as the view's ideal size, so it carries over too.
        outer.layoutPriority = inner.layoutPriority
        outer.fixedSize = inner.fixedSize
        self = outer
    }

    mutating func _addPadding(_ e: TemplateNode.EdgeInsets) {
        if frame != nil || _hasDecorations { _wrap() }
        padding = .init(top: padding.top + e.top, leading: padding.leading + e.leading,
                        bottom: padding.bottom + e.bottom, trailing: padding.trailing + e.trailing)
    }

    mutating func _setFrame(_ f: FrameSpec) {
        // A frame around a fixed-size view is its own size: the view keeps its ideal size inside.
        if frame != nil || padding != .zero || _hasDecorations || !fixedSize.isNone { _wrap(); fixedSize = .none }
        frame = f
    }

    /// `.fixedSize` outside the modifiers already set (padding and decorations are part of the
    /// ideal size, so they need no wrapper); a second one adds its axes.
    mutating func _setFixedSize(_ axes: FixedAxes) {
        fixedSize = .init(horizontal: fixedSize.horizontal || axes.horizontal, vertical: fixedSize.vertical || axes.vertical)
    }

    /// A frame whose alignment is a corner: the core aligns on one axis, so the horizontal part
    /// is an inner frame (widths) and the vertical part an outer one (heights).
    mutating func _setFrame(width: Double? = nil, height: Double? = nil, maxWidth: Double? = nil, maxHeight: Double? = nil,
                            alignment: SwiftUI.Alignment) {
        let corner = alignment.horizontal != .center && (alignment.vertical == .top || alignment.vertical == .bottom)
        guard corner else {
            _setFrame(.init(width: width, height: height, maxWidth: maxWidth, maxHeight: maxHeight, alignment: alignment._template(nil)))
            return
        }
        _setFrame(.init(width: width, maxWidth: maxWidth, alignment: alignment.horizontal._template))
        if height != nil || maxHeight != nil {
            _wrap()
            frame = .init(height: height, maxHeight: maxHeight, alignment: alignment.vertical._template)
        }
    }

    mutating func _setBackground(_ spec: BackgroundSpec) {
        if background != nil || !underlays.isEmpty || opacity != nil || clipCornerRadius != nil || control != nil { _wrap() }
        background = spec
    }

    mutating func _addUnderlay(_ n: TemplateNode) {
        if opacity != nil || clipCornerRadius != nil || control != nil { _wrap() }
        underlays.append(n)
    }

    mutating func _addOverlay(_ n: TemplateNode) {
        if opacity != nil || clipCornerRadius != nil || control != nil { _wrap() }
        overlays.append(n)
    }

    mutating func _clip(_ radius: Double) {
        if clipCornerRadius != nil { _wrap() }
        clipCornerRadius = radius
    }

    mutating func _setControl(_ c: ControlSpec) {
        if control != nil { _wrap() }
        control = c
    }
}
