import AfterglowContent

/// WidgetKit's `DynamicIsland`: the expanded regions and the compact and minimal views.
public struct DynamicIsland {
    let expanded: [_ExpandedRegionContent]
    let compactLeading: AnyView, compactTrailing: AnyView, minimal: AnyView
    var keylineTint: ColorSpec?
    var widgetURL: URL?
    var insets: [String: Double] = [:]

    @MainActor
    public init<E: View, CL: View, CT: View, M: View>(
        @DynamicIslandExpandedContentBuilder expanded: () -> DynamicIslandExpandedContent<E>,
        @ViewBuilder compactLeading: () -> CL, @ViewBuilder compactTrailing: () -> CT, @ViewBuilder minimal: () -> M) {
        self.expanded = expanded().regions
        self.compactLeading = AnyView(compactLeading()); self.compactTrailing = AnyView(compactTrailing())
        self.minimal = AnyView(minimal())
    }

    /// No regions and empty compact and minimal views (a configuration that declares no island).
    @MainActor
    init(_empty: ()) {
        expanded = []
        compactLeading = AnyView(EmptyView()); compactTrailing = AnyView(EmptyView()); minimal = AnyView(EmptyView())
    }

    /// The island's outline colour (the template's `tint`).
    public func keylineTint(_ color: Color?) -> DynamicIsland { var d = self; d.keylineTint = color?.spec; return d }
    public func widgetURL(_ url: URL?) -> DynamicIsland { var d = self; d.widgetURL = url; return d }
    /// Margins of one presentation mode (the template's `insets`).
    public func contentMargins(_ length: CGFloat?, for mode: DynamicIslandMode) -> DynamicIsland {
        var d = self; d.insets[mode.name] = length.map(Double.init); return d
    }
    /// The template has one margin per presentation: edges that include both leading and
    /// trailing set it; other edge sets are not modelled (a warning says so).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode) -> DynamicIsland {
        guard edges.contains(.leading), edges.contains(.trailing) else {
            _LoweringContext._warn("DynamicIsland.contentMargins on some edges only (\(mode.name)) is not modelled; the presentation keeps its margins")
            return self
        }
        return contentMargins(length, for: mode)
    }
}

public struct DynamicIslandMode: Hashable, Sendable {
    let name: String
    public static let compact = Self(name: "compact"), minimal = Self(name: "minimal"), expanded = Self(name: "expanded")
    public static let compactLeading = Self(name: "compact"), compactTrailing = Self(name: "compact")
}

public struct _ExpandedRegionContent {
    let slot: ActivityTemplate.Slot
    let priority: Double
    let content: AnyView
}

public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable {
    let slot: ActivityTemplate.Slot
    public static let leading = Self(slot: .expandedLeading), trailing = Self(slot: .expandedTrailing)
    public static let center = Self(slot: .expandedCenter), bottom = Self(slot: .expandedBottom)
}

public struct DynamicIslandExpandedRegion<Content: View> {
    let position: DynamicIslandExpandedRegionPosition
    let priority: Double
    let content: Content
    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
        self.position = position; self.priority = priority; self.content = content()
    }
}

/// What `@DynamicIslandExpandedContentBuilder` builds, as WidgetKit names it, so a helper declared
/// `-> DynamicIslandExpandedContent<some View>` (Apple's Emoji Rangers sample does) compiles and its
/// regions can be used inside `DynamicIsland { helper() }`.
public struct DynamicIslandExpandedContent<Content: View> {
    let regions: [_ExpandedRegionContent]
}

/// The body of `DynamicIsland { … }`: regions, with `if`, `switch` and `if #available` around them,
/// and the result of a `@DynamicIslandExpandedContentBuilder` helper.
@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
    public static func buildExpression<C: View>(_ content: DynamicIslandExpandedContent<C>) -> [_ExpandedRegionContent] { content.regions }
    public static func buildFinalResult(_ parts: [_ExpandedRegionContent]) -> DynamicIslandExpandedContent<AnyView> { .init(regions: parts) }
    @MainActor
    public static func buildExpression<C: View>(_ region: DynamicIslandExpandedRegion<C>) -> [_ExpandedRegionContent] {
        [_ExpandedRegionContent(slot: region.position.slot, priority: region.priority, content: AnyView(region.content))]
    }
    public static func buildBlock(_ parts: [_ExpandedRegionContent]...) -> [_ExpandedRegionContent] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [_ExpandedRegionContent]?) -> [_ExpandedRegionContent] { part ?? [] }
    public static func buildEither(first: [_ExpandedRegionContent]) -> [_ExpandedRegionContent] { first }
    public static func buildEither(second: [_ExpandedRegionContent]) -> [_ExpandedRegionContent] { second }
    public static func buildLimitedAvailability(_ part: [_ExpandedRegionContent]) -> [_ExpandedRegionContent] { part }
    public static func buildArray(_ parts: [[_ExpandedRegionContent]]) -> [_ExpandedRegionContent] { parts.flatMap { $0 } }
}
