import AfterglowContent
import AfterglowPayloads

/// The emulator's side of a render: the four values the host folds variants over, and the rest
/// of the request's environment (docs/SWIFTUI.md › Protocol).
public struct _RenderEnvironment: Hashable {
    public var dark = false
    public var luminanceReduced = false
    public var small = false
    public var stale = false
    /// "redacted", "dynamicTypeSize", "locale", "now": handed to SwiftUI (`_LoweringContext._hostEnvironment`).
    public var host: [String: String] = [:]
    public init(dark: Bool = false, luminanceReduced: Bool = false, small: Bool = false, stale: Bool = false, host: [String: String] = [:]) {
        self.dark = dark; self.luminanceReduced = luminanceReduced; self.small = small; self.stale = stale; self.host = host
    }

    public var environmentValues: EnvironmentValues {
        var e = EnvironmentValues()
        e.colorScheme = dark ? .dark : .light
        e.isLuminanceReduced = luminanceReduced
        e.activityFamily = small ? .small : .medium
        if host["redacted"] == "privacy" { e.redactionReasons = .privacy } else if host["redacted"] == "placeholder" { e.redactionReasons = .placeholder }
        if let name = host["dynamicTypeSize"], let size = DynamicTypeSize.allCases.first(where: { "\($0)" == name }) { e.dynamicTypeSize = size }
        if let id = host["locale"] { e.locale = Locale(identifier: id) }
        return e
    }
}

/// One Live Activity type as the host evaluates it: decode attributes and state with the
/// developer's own `Codable` types, run the real view closures, lower what they return.
public struct _ActivityEntry {
    public let typeName: String
    public var displayName: String?
    public var description: String?
    public var families: [ActivityFamily] = [.medium]
    /// `contentMargins` per presentation family ("lockScreen", "expanded", "compact", "minimal").
    public var insets: [String: Double] = [:]
    public var contentMarginsDisabled = false
    /// Sample values the attributes type brings (`_ActivityDefaultPreviews`), used when no `#Preview` names it.
    /// Computed at `describe`, under its `now`.
    public var defaultPreviews: () -> [(name: String, attributes: Data, states: [Data])] = { [] }
    let render: @MainActor (_ attributes: Data, _ state: Data, _ environment: _RenderEnvironment) throws -> _RenderedActivity
    public init(typeName: String, render: @escaping @MainActor (Data, Data, _RenderEnvironment) throws -> _RenderedActivity) {
        self.typeName = typeName; self.render = render
    }
}

/// A decoding failure, named as `DecodingError` names it, with which JSON it was in.
public struct _DecodingFailure: Error, CustomStringConvertible {
    public let root: String
    public let codingPath: String
    public let message: String
    public var description: String { "\(codingPath.isEmpty ? root : codingPath): \(message)" }

    init(root: String, _ error: Error) {
        self.root = root
        func path(_ keys: [CodingKey]) -> String {
            keys.reduce(root) { p, k in k.intValue.map { "\(p)[\($0)]" } ?? "\(p).\(k.stringValue)" }
        }
        switch error as? DecodingError {
        case .keyNotFound(let key, let c)?:
            codingPath = path(c.codingPath + [key]); message = "key not found (\(c.debugDescription))"
        case .typeMismatch(let t, let c)?:
            codingPath = path(c.codingPath); message = "type mismatch: expected \(t) (\(c.debugDescription))"
        case .valueNotFound(let t, let c)?:
            codingPath = path(c.codingPath); message = "value not found: expected \(t), found null (\(c.debugDescription))"
        case .dataCorrupted(let c)?:
            codingPath = path(c.codingPath); message = "data corrupted (\(c.debugDescription))"
        default:
            codingPath = root; message = "\(error)"
        }
    }
}

/// What one evaluation produced.
public struct _RenderedActivity {
    public var layouts: [ActivityTemplate.Slot: TemplateNode]
    public var syntheticState: [String: Double]
    public var reads: Set<String>
    public var meta: _ActivityMetadata
}

/// What modifiers said about the activity beyond its views (per render: they may depend on state).
public struct _ActivityMetadata: Hashable {
    public var backgroundTint: ColorSpec?
    public var systemActionForegroundColor: ColorSpec?
    public var keylineTint: ColorSpec?
    public var widgetURL: String?
    public var islandWidgetURL: String?
    /// Extra insets from `DynamicIsland.contentMargins` ("expanded", "compact", "minimal").
    public var insets: [String: Double] = [:]
    /// Expanded regions: `priority` and `.dynamicIsland(verticalPlacement:)`, by slot name.
    public var regionPriority: [String: Double] = [:]
    public var verticalPlacement: [String: String] = [:]
}

/// Collects what view modifiers declared while one render runs (`.activityBackgroundTint`, `.widgetURL`).
public final class _ActivityRecorder {
    nonisolated(unsafe) public static var current: _ActivityRecorder?
    public var meta = _ActivityMetadata()
    public var slot: ActivityTemplate.Slot = .lockScreen
    public init() {}
}

public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration, _PrimitiveWidgetConfiguration {
    public typealias Body = Never
    let lockScreen: @MainActor (ActivityViewContext<Attributes>) -> AnyView
    let island: @MainActor (ActivityViewContext<Attributes>) -> DynamicIsland

    public init<Content: View>(for attributesType: Attributes.Type = Attributes.self,
                               @ViewBuilder content: @escaping @MainActor (ActivityViewContext<Attributes>) -> Content,
                               dynamicIsland: @escaping @MainActor (ActivityViewContext<Attributes>) -> DynamicIsland) {
        lockScreen = { AnyView(content($0)) }
        island = dynamicIsland
    }

    /// The iOS 16 beta spelling.
    public init<Content: View>(attributesType: Attributes.Type,
                               @ViewBuilder content: @escaping @MainActor (ActivityViewContext<Attributes>) -> Content,
                               dynamicIsland: @escaping @MainActor (ActivityViewContext<Attributes>) -> DynamicIsland) {
        self.init(for: attributesType, content: content, dynamicIsland: dynamicIsland)
    }

    /// The iOS 16 beta spelling with no Dynamic Island (before the island existed): the Lock
    /// Screen view alone; the island's presentations are empty.
    public init<Content: View>(attributesType: Attributes.Type,
                               @ViewBuilder content: @escaping @MainActor (ActivityViewContext<Attributes>) -> Content) {
        self.init(for: attributesType, content: content, dynamicIsland: { _ in DynamicIsland(_empty: ()) })
    }

    public var _activities: [_ActivityEntry] {
        let lockScreen = self.lockScreen, island = self.island
        var entry = _ActivityEntry(typeName: _activityTypeName(Attributes.self)) { @MainActor attributesJSON, stateJSON, env in
            let decoder = JSONDecoder()   // ActivityKit's: dates as seconds since 2001 (.deferredToDate)
            let attributes: Attributes, state: Attributes.ContentState
            do { attributes = try decoder.decode(Attributes.self, from: attributesJSON) } catch { throw _DecodingFailure(root: "attributes", error) }
            do { state = try decoder.decode(Attributes.ContentState.self, from: stateJSON) } catch { throw _DecodingFailure(root: "state", error) }
            return _evaluateActivity(env: env) { put, recorder in
                let context = ActivityViewContext(attributes: attributes, state: state, isStale: env.stale)
                recorder.slot = .lockScreen
                put(.lockScreen, lockScreen(context))
                let di = island(context)
                recorder.meta.keylineTint = di.keylineTint ?? recorder.meta.keylineTint
                recorder.meta.islandWidgetURL = di.widgetURL?.absoluteString
                for (k, v) in di.insets { recorder.meta.insets[k] = v }
                recorder.slot = .compactLeading; put(.compactLeading, di.compactLeading)
                recorder.slot = .compactTrailing; put(.compactTrailing, di.compactTrailing)
                recorder.slot = .minimal; put(.minimal, di.minimal)
                var bySlot: [ActivityTemplate.Slot: [AnyView]] = [:]
                for region in di.expanded {
                    bySlot[region.slot, default: []].append(region.content)
                    if region.priority != 0 { recorder.meta.regionPriority[region.slot.rawValue] = region.priority }
                }
                for slot in [ActivityTemplate.Slot.expandedLeading, .expandedTrailing, .expandedCenter, .expandedBottom] {
                    guard let views = bySlot[slot] else { continue }
                    recorder.slot = slot
                    for v in views { put(slot, v) }
                }
            }
        }
        if let d = Attributes.self as? _ActivityDefaultPreviews.Type {
            entry.defaultPreviews = { d._afterglowDefaultPreviews }
        } else {
            // Values made up from the developer's own types (`_SampleValues`), so a source with no
            // preview still has a state its ContentState decodes.
            entry.defaultPreviews = {
                let e = JSONEncoder()
                guard let a = _SampleValues.make(Attributes.self).flatMap({ try? e.encode($0) }),
                      let s = _SampleValues.make(Attributes.ContentState.self).flatMap({ try? e.encode($0) }) else { return [] }
                return [(name: "synthesized", attributes: a, states: [s])]
            }
        }
        return [entry]
    }
}

/// Runs `body` with a fresh lowering context and recorder; `put` lowers a view into a slot
/// (several views in one slot stack vertically, as SwiftUI's implicit VStack).
@MainActor
public func _evaluateActivity(env: _RenderEnvironment,
                              _ body: (_ put: (ActivityTemplate.Slot, AnyView) -> Void, _ recorder: _ActivityRecorder) -> Void) -> _RenderedActivity {
    let lowering = _LoweringContext(environment: env.environmentValues)
    let recorder = _ActivityRecorder()
    let previous = (_LoweringContext.current, _ActivityRecorder.current, _LoweringContext._hostEnvironment)
    _LoweringContext.current = lowering; _ActivityRecorder.current = recorder; _LoweringContext._hostEnvironment = env.host
    defer { (_LoweringContext.current, _ActivityRecorder.current, _LoweringContext._hostEnvironment) = previous }
    var layouts: [ActivityTemplate.Slot: TemplateNode] = [:]
    body({ slot, view in
        var nodes = _lowerView(view, lowering)
        if let existing = layouts[slot] { nodes.insert(existing, at: 0) }
        guard !nodes.isEmpty else { return }
        layouts[slot] = nodes.count == 1 ? nodes[0]
            : TemplateNode(kind: .stack(axis: .vertical, children: nodes, spacing: nil, alignment: .center))
    }, recorder)
    for w in lowering.warnings { _LoweringContext._warn(w) }
    return _RenderedActivity(layouts: layouts, syntheticState: lowering.syntheticState, reads: lowering.environmentReads, meta: recorder.meta)
}

// MARK: - Configuration modifiers

/// A configuration with its activities' options changed (`.supplementalActivityFamilies`, `.contentMargins`…).
public struct _ModifiedWidgetConfiguration<Base: WidgetConfiguration>: WidgetConfiguration, _PrimitiveWidgetConfiguration {
    public typealias Body = Never
    let base: Base
    let change: (inout _ActivityEntry) -> Void
    public var _activities: [_ActivityEntry] {
        _collectActivities(base).map { var e = $0; change(&e); return e }
    }
}

public struct ContentMarginPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = Self(name: "automatic")
}

extension WidgetConfiguration {
    func _modified(_ change: @escaping (inout _ActivityEntry) -> Void) -> _ModifiedWidgetConfiguration<Self> {
        _ModifiedWidgetConfiguration(base: self, change: change)
    }
    /// `.small` adds the watch Smart Stack and CarPlay (the template's smartStack presentation).
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> _ModifiedWidgetConfiguration<Self> {
        _modified { e in for f in families where !e.families.contains(f) { e.families.append(f) } }
    }
    public func supplementalActivityFamilies(_ families: Set<ActivityFamily>) -> _ModifiedWidgetConfiguration<Self> {
        supplementalActivityFamilies(ActivityFamily.allCases.filter(families.contains))
    }
    public func configurationDisplayName(_ name: String) -> _ModifiedWidgetConfiguration<Self> { _modified { $0.displayName = name } }
    public func configurationDisplayName(_ name: LocalizedStringResource) -> _ModifiedWidgetConfiguration<Self> { configurationDisplayName(name.key) }
    public func configurationDisplayName(_ name: Text) -> _ModifiedWidgetConfiguration<Self> { self._modified { _ in } }
    public func description(_ text: String) -> _ModifiedWidgetConfiguration<Self> { _modified { $0.description = text } }
    public func description(_ text: LocalizedStringResource) -> _ModifiedWidgetConfiguration<Self> { description(text.key) }
    public func description(_ text: Text) -> _ModifiedWidgetConfiguration<Self> { self._modified { _ in } }
    public func contentMarginsDisabled() -> _ModifiedWidgetConfiguration<Self> { _modified { $0.contentMarginsDisabled = true; $0.insets["lockScreen"] = 0 } }
    /// The Lock Screen presentation's margins.
    public func contentMargins(_ length: CGFloat) -> _ModifiedWidgetConfiguration<Self> { _modified { $0.insets["lockScreen"] = Double(length) } }
    public func contentMargins(_ edges: Edge.Set, _ length: CGFloat) -> _ModifiedWidgetConfiguration<Self> {
        edges.contains(.leading) && edges.contains(.trailing) ? contentMargins(length) : _modified { _ in }
    }
    public func supportedFamilies(_ families: [WidgetFamily]) -> _ModifiedWidgetConfiguration<Self> { _modified { _ in } }
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> _ModifiedWidgetConfiguration<Self> { _modified { _ in } }
    public func onBackgroundURLSessionEvents(matching: String? = nil, _ handler: @escaping (String, @escaping () -> Void) -> Void) -> _ModifiedWidgetConfiguration<Self> { _modified { _ in } }
    public func promptsForUserConfiguration() -> _ModifiedWidgetConfiguration<Self> { _modified { _ in } }
    public func pushHandler<T>(_ handler: T.Type) -> _ModifiedWidgetConfiguration<Self> { _modified { _ in } }
}

public struct WidgetLocation: Hashable, Sendable {
    let name: String
    public static let homeScreen = Self(name: "homeScreen"), lockScreen = Self(name: "lockScreen"), standBy = Self(name: "standBy")
    public static let iPhoneWidgetsOnMac = Self(name: "iPhoneWidgetsOnMac")
}

// MARK: - View modifiers WidgetKit declares for activities

/// A view that records something about the activity when lowered, then draws its content.
public struct _ActivityRecordingView<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content
    let record: (_ActivityRecorder) -> Void
    public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        if let r = _ActivityRecorder.current { record(r) }
        return _lowerView(content, context)
    }
}

public enum DynamicIslandExpandedRegionVerticalPlacement: String, Hashable, Sendable {
    case belowIfTooWide
}

extension View {
    func _recording(_ record: @escaping (_ActivityRecorder) -> Void) -> _ActivityRecordingView<Self> {
        _ActivityRecordingView(content: self, record: record)
    }
    /// The Lock Screen card's background (the template's `background`).
    public func activityBackgroundTint(_ color: Color?) -> _ActivityRecordingView<Self> {
        _recording { r in if r.slot == .lockScreen { r.meta.backgroundTint = color?.spec } }
    }
    /// The colour of the system's "Clear" button and the like beside the card.
    public func activitySystemActionForegroundColor(_ color: Color?) -> _ActivityRecordingView<Self> {
        _recording { $0.meta.systemActionForegroundColor = color?.spec }
    }
    /// The URL a tap opens: on the nodes this view lowers to (`TemplateNode.widgetURL`, per
    /// presentation), and in the reply's `metadata`. A URL without a scheme opens nothing on a
    /// device (no app claims it): it is left out, with a warning, and the tap opens the app.
    public func widgetURL(_ url: URL?) -> _NodeModified<_ActivityRecordingView<Self>> {
        let url = url.flatMap { $0.scheme == nil ? nil : $0 }
        let dropped = url == nil
        return _recording { r in
            guard let url else { return }
            if r.slot == .lockScreen { r.meta.widgetURL = r.meta.widgetURL ?? url.absoluteString } else { r.meta.islandWidgetURL = r.meta.islandWidgetURL ?? url.absoluteString }
        }._node { n, context in
            if let url, n.widgetURL == nil { n.widgetURL = url.absoluteString }
            if dropped { context.warn("widgetURL without a scheme opens nothing; a tap opens the app") }
        }
    }
    /// Lets an expanded region's content drop below the TrueDepth camera when too wide.
    public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> _ActivityRecordingView<Self> {
        _recording { r in r.meta.verticalPlacement[r.slot.rawValue] = verticalPlacement.rawValue }
    }
    /// A widget's container background; Live Activities draw `activityBackgroundTint` instead, so it is not drawn.
    public func containerBackground<S: ShapeStyle>(_ style: S, for placement: ContainerBackgroundPlacement) -> Self { self }
    public func containerBackground<V: View>(for placement: ContainerBackgroundPlacement,
                                             @ViewBuilder content: () -> V) -> Self { self }
    public func widgetAccentable(_ accentable: Bool = true) -> Self { self }
    public func widgetLabel<S: StringProtocol>(_ label: S) -> Self { self }
    public func widgetLabel<V: View>(@ViewBuilder label: () -> V) -> Self { self }
    public func luminanceReducedContentMarginsDisabled() -> Self { self }
}

public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
    public static let widget = Self(name: "widget")
}

/// A Lock Screen accessory widget's standard backdrop.
public struct AccessoryWidgetBackground: View, _PrimitiveView {
    public typealias Body = Never
    public init() {}
    public func _lower(_ context: _LoweringContext) -> [TemplateNode] {
        [TemplateNode(kind: .shape(ShapeSpec(form: .rectangle, fill: .semantic(.track))))]
    }
}
