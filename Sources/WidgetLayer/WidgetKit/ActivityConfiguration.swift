import AfterglowContent
import AfterglowPayloads

/// One Live Activity type as the host evaluates it: decode attributes and state with the
/// developer's own `Codable` types, run the real view closures, lower what they return.
public struct _ActivityEntry {
    public let typeName: String
    let render: @MainActor (_ attributes: Data, _ state: Data, _ environment: EnvironmentValues) throws -> _RenderedActivity
}

struct _RenderedActivity {
    var layouts: [ActivityTemplate.Slot: TemplateNode]
    var syntheticState: [String: Double]
}

public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration, _PrimitiveWidgetConfiguration {
    public typealias Body = Never
    public var body: Never { fatalError() }
    let lockScreen: @MainActor (ActivityViewContext<Attributes>) -> AnyView
    let island: @MainActor (ActivityViewContext<Attributes>) -> DynamicIsland

    public init<Content: View>(for attributesType: Attributes.Type = Attributes.self,
                               @ViewBuilder content: @escaping @MainActor (ActivityViewContext<Attributes>) -> Content,
                               dynamicIsland: @escaping @MainActor (ActivityViewContext<Attributes>) -> DynamicIsland) {
        lockScreen = { AnyView(content($0)) }
        island = dynamicIsland
    }

    public var _activities: [_ActivityEntry] {
        [_ActivityEntry(typeName: String(describing: Attributes.self)) { @MainActor attributesJSON, stateJSON, environment in
            let decoder = JSONDecoder()
            let attributes = try decoder.decode(Attributes.self, from: attributesJSON)
            let state = try decoder.decode(Attributes.ContentState.self, from: stateJSON)
            let context = ActivityViewContext(attributes: attributes, state: state)
            let lowering = _LoweringContext(environment: environment)
            var layouts: [ActivityTemplate.Slot: TemplateNode] = [:]
            @MainActor func put(_ slot: ActivityTemplate.Slot, _ view: some View) {
                let nodes = _lowerView(view, lowering)
                guard !nodes.isEmpty else { return }
                layouts[slot] = nodes.count == 1 ? nodes[0]
                    : TemplateNode(kind: .stack(axis: .vertical, children: nodes, spacing: nil, alignment: .center))
            }
            put(.lockScreen, lockScreen(context))
            let di = island(context)
            put(.compactLeading, di.compactLeading)
            put(.compactTrailing, di.compactTrailing)
            put(.minimal, di.minimal)
            for region in di.expanded {
                put(region.slot, region.content)
            }
            return _RenderedActivity(layouts: layouts, syntheticState: lowering.syntheticState)
        }]
    }
}
