import AfterglowPayloads

/// Which presentation a `#Preview(as:using:)` shows.
public enum ActivityPreviewViewKind: Hashable, Sendable, CustomStringConvertible {
    case content
    case dynamicIsland(DynamicIslandPreviewViewKind)
    public enum DynamicIslandPreviewViewKind: String, Hashable, Sendable { case compact, expanded, minimal }
    public var description: String {
        switch self { case .content: "content"; case .dynamicIsland(let k): "dynamicIsland.\(k.rawValue)" }
    }
}

/// The `contentStates:` closure of a `#Preview`: one state per line, `for` loops and `if`s allowed.
@resultBuilder
public struct _ContentStateBuilder<State> {
    public static func buildExpression(_ state: State) -> [State] { [state] }
    public static func buildExpression(_ states: [State]) -> [State] { states }
    public static func buildBlock(_ parts: [State]...) -> [State] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [State]?) -> [State] { part ?? [] }
    public static func buildEither(first: [State]) -> [State] { first }
    public static func buildEither(second: [State]) -> [State] { second }
    public static func buildArray(_ parts: [[State]]) -> [State] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [State]) -> [State] { part }
}

/// The `timeline:` closure of a widget `#Preview(as: .systemSmall)`: compiled, not drawn.
@resultBuilder
public struct _TimelineEntryBuilder {
    public static func buildExpression<E: TimelineEntry>(_ entry: E) -> [any TimelineEntry] { [entry] }
    public static func buildBlock(_ parts: [any TimelineEntry]...) -> [any TimelineEntry] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [any TimelineEntry]?) -> [any TimelineEntry] { part ?? [] }
    public static func buildEither(first: [any TimelineEntry]) -> [any TimelineEntry] { first }
    public static func buildEither(second: [any TimelineEntry]) -> [any TimelineEntry] { second }
    public static func buildArray(_ parts: [[any TimelineEntry]]) -> [any TimelineEntry] { parts.flatMap { $0 } }
}

/// A `#Preview` the driver's pre-pass rewrote into a call of `_AfterglowPreview` (docs/SWIFTUI.md › Protocol).
/// Its values are computed when `describe` asks, under the request's `now`, so a preview state
/// built with `Date()` is relative to the emulator's clock.
public struct _PreviewRegistration {
    public var typeName: String?
    public var name: String
    public var kind: String
    /// The activities of the widget the preview shows (served even if the entry point lacks it).
    public var activities: [_ActivityEntry]
    let evaluate: @MainActor () -> (attributes: JSONValue, states: [JSONValue], warnings: [String])

    public init(typeName: String?, name: String, kind: String, activities: [_ActivityEntry],
                evaluate: @escaping @MainActor () -> (attributes: JSONValue, states: [JSONValue], warnings: [String])) {
        self.typeName = typeName; self.name = name; self.kind = kind; self.activities = activities; self.evaluate = evaluate
    }
}

/// Encodes a value as ActivityKit would send it to the extension (default `JSONEncoder`: dates as
/// seconds since 2001) and reads it back as a `JSONValue`.
func _previewJSON<T: Encodable>(_ value: T, _ what: String, _ warnings: inout [String]) -> JSONValue {
    do {
        let data = try JSONEncoder().encode(value)
        return try JSONParser.parse(String(decoding: data, as: UTF8.self))
    } catch {
        warnings.append("\(what) could not be encoded: \(error)")
        return .null
    }
}

/// `#Preview("name", as: .content, using: Attrs.preview) { MyWidget() } contentStates: { … }`.
@MainActor
public func _AfterglowPreview<A: ActivityAttributes, W: Widget>(
    _ name: String? = nil, as kind: ActivityPreviewViewKind, using attributes: @autoclosure @escaping () -> A,
    widget: () -> W, @_ContentStateBuilder<A.ContentState> contentStates: @escaping () -> [A.ContentState]) -> _PreviewRegistration {
    let typeName = _activityTypeName(A.self)
    return _PreviewRegistration(typeName: typeName, name: name ?? typeName, kind: kind.description,
                                activities: _collectActivities(widget: widget())) {
        var warnings: [String] = []
        let attributesJSON = _previewJSON(attributes(), "preview attributes of \(typeName)", &warnings)
        let states = contentStates().enumerated().map { i, s in _previewJSON(s, "preview content state \(i) of \(typeName)", &warnings) }
        return (attributesJSON, states, warnings)
    }
}

/// `#Preview(as: .content, using: …) { … }` with the states given as an array.
@MainActor
public func _AfterglowPreview<A: ActivityAttributes, W: Widget>(
    _ name: String? = nil, as kind: ActivityPreviewViewKind, using attributes: @autoclosure @escaping () -> A,
    widget: () -> W, contentStates states: @autoclosure @escaping () -> [A.ContentState]) -> _PreviewRegistration {
    _AfterglowPreview(name, as: kind, using: attributes(), widget: widget, contentStates: { states() })
}

/// A Home Screen widget's `#Preview(as: .systemSmall) { W() } timeline: { … }`: compiles, drawn by nobody.
@MainActor
public func _AfterglowPreview<W: Widget>(_ name: String? = nil, as family: WidgetFamily, widget: () -> W,
                                         @_TimelineEntryBuilder timeline: () -> [any TimelineEntry]) -> _PreviewRegistration {
    _PreviewRegistration(typeName: nil, name: name ?? "\(W.self)", kind: family.rawValue, activities: []) { (.null, [], []) }
}

/// A Home Screen widget's `#Preview(as: .systemSmall, using: Intent()) { W() } timeline: { … }`.
@MainActor
public func _AfterglowPreview<W: Widget, I>(_ name: String? = nil, as family: WidgetFamily, using intent: I, widget: () -> W,
                                            @_TimelineEntryBuilder timeline: () -> [any TimelineEntry]) -> _PreviewRegistration {
    _AfterglowPreview(name, as: family, widget: widget, timeline: timeline)
}

extension ActivityAttributes {
    /// iOS 16's `PreviewProvider` spelling: `attributes.previewContext(state, viewKind: .content)`. Compiles; the
    /// previews that reach the emulator are the `#Preview` macros.
    @MainActor public func previewContext(_ state: ContentState, viewKind: ActivityPreviewViewKind) -> EmptyView { EmptyView() }
    @MainActor public func previewContext(_ state: ContentState, isStale: Bool = false, viewKind: ActivityPreviewViewKind) -> EmptyView { EmptyView() }
}
