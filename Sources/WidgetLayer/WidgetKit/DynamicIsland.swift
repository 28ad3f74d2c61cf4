import AfterglowContent

/// WidgetKit's `DynamicIsland`: the expanded regions and the compact and minimal views.
public struct DynamicIsland {
    let expanded: [_ExpandedRegionContent]
    let compactLeading: AnyView, compactTrailing: AnyView, minimal: AnyView

    @MainActor
    public init<CL: View, CT: View, M: View>(
        @DynamicIslandExpandedContentBuilder expanded: () -> [_ExpandedRegionContent],
        @ViewBuilder compactLeading: () -> CL, @ViewBuilder compactTrailing: () -> CT, @ViewBuilder minimal: () -> M) {
        self.expanded = expanded()
        self.compactLeading = AnyView(compactLeading()); self.compactTrailing = AnyView(compactTrailing())
        self.minimal = AnyView(minimal())
    }
}

public struct _ExpandedRegionContent {
    let slot: ActivityTemplate.Slot
    let content: AnyView
}

public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable {
    let slot: ActivityTemplate.Slot
    public static let leading = Self(slot: .expandedLeading), trailing = Self(slot: .expandedTrailing)
    public static let center = Self(slot: .expandedCenter), bottom = Self(slot: .expandedBottom)
}

public struct DynamicIslandExpandedRegion<Content: View> {
    let position: DynamicIslandExpandedRegionPosition
    let content: Content
    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
        self.position = position; self.content = content()
    }
}

@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
    @MainActor
    public static func buildExpression<C: View>(_ region: DynamicIslandExpandedRegion<C>) -> [_ExpandedRegionContent] {
        [_ExpandedRegionContent(slot: region.position.slot, content: AnyView(region.content))]
    }
    public static func buildBlock(_ parts: [_ExpandedRegionContent]...) -> [_ExpandedRegionContent] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [_ExpandedRegionContent]?) -> [_ExpandedRegionContent] { part ?? [] }
    public static func buildEither(first: [_ExpandedRegionContent]) -> [_ExpandedRegionContent] { first }
    public static func buildEither(second: [_ExpandedRegionContent]) -> [_ExpandedRegionContent] { second }
}
