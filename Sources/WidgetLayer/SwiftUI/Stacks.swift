import AfterglowContent

/// SwiftUI's default spacing between adjacent views in a stack (about 8 pt).
let _defaultSpacing = 8.0

public struct VStack<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let alignment: HorizontalAlignment, spacing: CGFloat?, content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        [TemplateNode._stack(.vertical, _lowerView(content, context), spacing: spacing.map(Double.init) ?? _defaultSpacing, alignment: alignment._template)]
    }
}

public struct HStack<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment, spacing: CGFloat?, content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        [TemplateNode._stack(.horizontal, _verticalDividers(_lowerView(content, context)), spacing: spacing.map(Double.init) ?? _defaultSpacing, alignment: alignment._template)]
    }
}

/// A `Divider` directly in an HStack is a vertical hairline.
func _verticalDividers(_ nodes: [TemplateNode]) -> [TemplateNode] {
    nodes.map { n in
        guard n.sourcePath == "Divider", n.frame == .init(height: 1, maxWidth: .infinity) else { return n }
        var v = n; v.frame = .init(width: 1, maxHeight: .infinity); return v
    }
}

public struct ZStack<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment, content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { self.alignment = alignment; self.content = content() }
    public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        var children = _lowerView(content, context)
        let corner = alignment.horizontal != .center && (alignment.vertical == .top || alignment.vertical == .bottom)
        guard corner else {
            return [TemplateNode._stack(.depth, children, spacing: 0, alignment: alignment._template(context))]
        }
        // A corner: when a child fills the height anyway (a colour or shape, a frame to infinity),
        // the others are placed at the top (bottom) of that height and the stack aligns the
        // horizontal part; otherwise the stack hugs its children and only the horizontal part holds.
        func fills(_ n: TemplateNode) -> Bool {
            if n.frame?.maxHeight == .infinity { return true }
            if case .shape = n.kind { return n.frame?.height == nil }
            return false
        }
        if children.contains(where: fills) {
            children = children.map { c in
                guard !fills(c) else { return c }
                var w = c; w._wrap(); w.frame = .init(maxHeight: .infinity, alignment: alignment.vertical._template); return w
            }
        } else if children.count > 1 {
            context.warn("ZStack with a corner alignment and no child filling its height aligns on the horizontal edge only")
        }
        return [TemplateNode._stack(.depth, children, spacing: 0, alignment: alignment.horizontal._template)]
    }
}

public typealias LazyVStack = VStack
public typealias LazyHStack = HStack

extension VStack {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews, @ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, spacing: spacing, content: content)
    }
}
extension HStack {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews, @ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, spacing: spacing, content: content)
    }
}
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = Self(rawValue: 1), sectionFooters = Self(rawValue: 2)
}

/// `Grid`: its rows as a vertical stack of horizontal stacks (columns are not aligned across
/// rows; a warning says so).
public struct Grid<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment, hSpacing: CGFloat?, vSpacing: CGFloat?, content: Content
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; hSpacing = horizontalSpacing; vSpacing = verticalSpacing; self.content = content()
    }
    public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        context.warn("Grid is drawn as stacked rows (columns are not aligned across rows)")
        let rows = context.with({ $0[GridSpacingKey.self] = hSpacing.map(Double.init) }) { _lowerView(content, context) }
        return [TemplateNode._stack(.vertical, rows, spacing: vSpacing.map(Double.init) ?? _defaultSpacing, alignment: alignment.horizontal._template)]
    }
}
struct GridSpacingKey: EnvironmentKey { static let defaultValue: Double? = nil }

public struct GridRow<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment?, content: Content
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) { self.alignment = alignment; self.content = content() }
    public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        [TemplateNode._stack(.horizontal, _lowerView(content, context), spacing: context.environment[GridSpacingKey.self] ?? _defaultSpacing,
                             alignment: (alignment ?? .center)._template)]
    }
}

public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: Size, spacing: CGFloat?, alignment: Alignment?
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }
}

/// `LazyVGrid`/`LazyHGrid`: children laid in rows (columns) of as many as there are grid items.
public struct LazyVGrid<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let columns: [GridItem], alignment: HorizontalAlignment, spacing: CGFloat?, content: Content
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns; self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        let items = _lowerView(content, context)
        let n = max(1, columns.count)
        let rows = stride(from: 0, to: items.count, by: n).map { i -> TemplateNode in
            let cells = items[i..<min(i + n, items.count)].map { c -> TemplateNode in
                var c = c; c._setFrame(.init(maxWidth: .infinity)); return c
            }
            return TemplateNode._stack(.horizontal, Array(cells), spacing: columns.first?.spacing.map(Double.init) ?? _defaultSpacing)
        }
        return [TemplateNode._stack(.vertical, rows, spacing: spacing.map(Double.init) ?? _defaultSpacing, alignment: alignment._template)]
    }
}
public struct LazyHGrid<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let rows: [GridItem], alignment: VerticalAlignment, spacing: CGFloat?, content: Content
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows; self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        let items = _lowerView(content, context)
        let n = max(1, rows.count)
        let columns = stride(from: 0, to: items.count, by: n).map { i in
            TemplateNode._stack(.vertical, Array(items[i..<min(i + n, items.count)]), spacing: rows.first?.spacing.map(Double.init) ?? _defaultSpacing)
        }
        return [TemplateNode._stack(.horizontal, columns, spacing: spacing.map(Double.init) ?? _defaultSpacing, alignment: alignment._template)]
    }
}

public struct Spacer: View, _PrimitiveView {
    public typealias Body = Never
    let minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public func _lower(_ context: _LoweringContext) -> [TemplateNode] { [TemplateNode(kind: .spacer(minLength: minLength.map(Double.init) ?? 0))] }
}

/// A hairline across the stack it is in (vertical in an HStack: the layer cannot tell, so a
/// Divider is horizontal unless it sits directly in an HStack — the stack fixes it up).
public struct Divider: View, _PrimitiveView {
    public typealias Body = Never
    public init() {}
    public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        var d = TemplateNode(kind: .shape(ShapeSpec(form: .rectangle, fill: .semantic(.track))))
        d.id = nil
        d.frame = .init(height: 1, maxWidth: .infinity)
        d.sourcePath = "Divider"
        return [d]
    }
}

/// `Group`: its children, as if written in the parent; modifiers apply to each.
public struct Group<Content>: _PrimitiveView {
    let content: Content
    public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        if let v = content as? any View { return _lowerAny(v, context) }
        return []
    }
}
extension Group: View where Content: View {
    public typealias Body = Never
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

@MainActor func _lowerAny(_ v: any View, _ context: _LoweringContext) -> [TemplateNode] {
    func open<V: View>(_ v: V) -> [TemplateNode] { _lowerView(v, context) }
    return open(v)
}

/// `ForEach`: its content for each element, in order.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content>: _PrimitiveView {
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID
    public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        data.flatMap { element -> [TemplateNode] in
            guard let v = content(element) as? any View else { return [] }
            let nodes = _lowerAny(v, context)
            let key = "\(id(element))"
            return nodes.count == 1 ? nodes.map { var n = $0; if n.id == nil { n.id = key }; return n } : nodes
        }
    }
}
extension ForEach: View where Content: View {
    public typealias Body = Never
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) where Data.Element: Identifiable, ID == Data.Element.ID {
        self.data = data; self.content = content; id = { $0.id }
    }
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data; self.content = content; self.id = { $0[keyPath: id] }
    }
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) where Data == Range<Int>, ID == Int {
        self.data = data; self.content = content; id = { $0 }
    }
}

/// `ViewThatFits`: the first child (the layer lowers before layout, so it cannot measure).
public struct ViewThatFits<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) { self.content = content() }
    public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        let all = _lowerView(content, context)
        if all.count > 1 { context.warn("ViewThatFits draws its first child (the layer does not measure)") }
        return Array(all.prefix(1))
    }
}

/// `GeometryReader`: its content given the presentation's size (the layer lowers before layout);
/// it takes all the space it is offered, its content at the top leading corner.
public struct GeometryReader<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        context.warn("GeometryReader is given the presentation's size, not its own")
        let proxy = GeometryProxy(size: context.containerSize, safeAreaInsets: EdgeInsets())
        var n = TemplateNode._stack(.depth, _lowerView(content(proxy), context), spacing: 0, alignment: .leading)
        n.frame = .init(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        return [n]
    }
}

/// `ScrollView`: its content (widgets do not scroll).
public struct ScrollView<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let axes: Axis.Set, content: Content
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) { self.axes = axes; self.content = content() }
    public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        let all = _lowerView(content, context)
        return all.count <= 1 ? all : [TemplateNode._stack(axes.contains(.horizontal) ? .horizontal : .vertical, all, spacing: _defaultSpacing)]
    }
}

/// `TimelineView`: its content for the render's date (a widget's timeline, not an animation: the
/// view is drawn as of now and does not update between renders).
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    public struct Context {
        public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
        public let date: Date
        public let cadence: Cadence
    }
    let content: (Context) -> Content
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) { self.content = content }
    public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        context.warn("TimelineView is drawn as of the render's time (it does not update between renders)")
        return _lowerView(content(Context(date: context.now, cadence: .seconds)), context)
    }
}
public protocol TimelineSchedule {}
public struct PeriodicTimelineSchedule: TimelineSchedule { public init(from startDate: Date, by interval: TimeInterval) {} }
public struct EveryMinuteTimelineSchedule: TimelineSchedule { public init() {} }
public struct AnimationTimelineSchedule: TimelineSchedule { public init(minimumInterval: Double? = nil, paused: Bool = false) {} }
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date { public init(_ dates: Entries) {} }
extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule { .init(from: startDate, by: interval) }
}
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule { public static var everyMinute: EveryMinuteTimelineSchedule { .init() } }
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { .init() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule { .init(minimumInterval: minimumInterval, paused: paused) }
}

public enum ScenePhase: Comparable, Hashable, Sendable { case background, inactive, active }
struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
extension EnvironmentValues {
    public var scenePhase: ScenePhase { get { self[ScenePhaseKey.self] } set { self[ScenePhaseKey.self] = newValue } }
}

extension View {
    /// Marks content that goes stale while an interaction is pending (iOS 17 widgets): drawn as is.
    public func invalidatableContent(_ invalidatable: Bool = true) -> Self { self }
}
