import AfterglowContent

/// What an activity's views are given: its attributes and the content state now shown.
/// Reading `isStale` is recorded, so the host folds the stale variant into the template.
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    public let attributes: Attributes
    public let state: Attributes.ContentState
    let _isStale: Bool
    public let activityID: String
    public var isStale: Bool { _LoweringContext.current?._noteRead("isStale"); return _isStale }
    public init(attributes: Attributes, state: Attributes.ContentState, isStale: Bool = false, activityID: String = "preview") {
        self.attributes = attributes; self.state = state; self._isStale = isStale; self.activityID = activityID
    }
}

/// The size class an activity is drawn in: `.medium` on the Lock Screen, `.small` on the watch's
/// Smart Stack and in CarPlay (`supplementalActivityFamilies([.small])`).
public enum ActivityFamily: Hashable, Sendable, CaseIterable { case small, medium }

/// Home Screen and Lock Screen widget sizes.
public enum WidgetFamily: String, Hashable, Sendable, CaseIterable, CustomStringConvertible, Codable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCorner, accessoryCircular, accessoryRectangular, accessoryInline
    public var description: String { rawValue }
}

/// How the system draws a widget: full colour, accented (tinted Home Screen), vibrant (Lock Screen, StandBy at night).
public struct WidgetRenderingMode: Hashable, Sendable, CustomStringConvertible {
    let name: String
    public static let fullColor = Self(name: "fullColor"), accented = Self(name: "accented"), vibrant = Self(name: "vibrant")
    public var description: String { name }
}

struct ActivityFamilyKey: EnvironmentKey { static let defaultValue = ActivityFamily.medium }
struct WidgetFamilyKey: EnvironmentKey { static let defaultValue = WidgetFamily.systemMedium }
struct WidgetRenderingModeKey: EnvironmentKey { static let defaultValue = WidgetRenderingMode.fullColor }
struct ShowsWidgetContainerBackgroundKey: EnvironmentKey { static let defaultValue = true }
struct IsActivityFullscreenKey: EnvironmentKey { static let defaultValue = false }
struct IsActivityUpdateReducedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// `.small` on the watch Smart Stack and CarPlay; read → the host folds both families.
    public var activityFamily: ActivityFamily {
        get { _LoweringContext.current?._noteRead("activityFamily"); return self[ActivityFamilyKey.self] }
        set { self[ActivityFamilyKey.self] = newValue }
    }
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }
    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }
    public var showsWidgetContainerBackground: Bool {
        get { self[ShowsWidgetContainerBackgroundKey.self] }
        set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }
    /// StandBy draws an activity full screen (iOS 17).
    public var isActivityFullscreen: Bool {
        get { self[IsActivityFullscreenKey.self] }
        set { self[IsActivityFullscreenKey.self] = newValue }
    }
    public var isActivityUpdateReduced: Bool {
        get { self[IsActivityUpdateReducedKey.self] }
        set { self[IsActivityUpdateReducedKey.self] = newValue }
    }
}

/// The name an activity type is known by: the attributes type as written in source, without
/// module names — "PizzaAttributes", "Outer.Attributes", "AlarmAttributes<TimerData>".
public func _activityTypeName(_ type: Any.Type) -> String {
    // A type declared inside a function is named "(unknown context at $…)": drop that part.
    var qualified = _typeName(type, qualified: true)
    while let open = qualified.range(of: "(unknown context at "), let close = qualified[open.upperBound...].firstIndex(of: ")") {
        qualified.removeSubrange(open.lowerBound...close)
    }
    while qualified.contains("..") { qualified = qualified.replacingOccurrences(of: "..", with: ".") }
    var out = "", token = ""
    func flush() {
        // Every dotted path in a qualified name starts with its module: drop that component.
        if let dot = token.firstIndex(of: "."), !token.hasPrefix("(") { out += token[token.index(after: dot)...] } else { out += token }
        token = ""
    }
    for ch in qualified {
        if ch.isLetter || ch.isNumber || ch == "_" || ch == "." { token.append(ch) } else { flush(); out.append(ch) }
    }
    flush()
    return out
}
