import AfterglowContent
import AfterglowDisplay

/// What lowering a view tree carries down: the environment (inherited font, colour, scheme…)
/// and the synthetic fields that dates for timers are written to.
public final class _LoweringContext {
    public var environment: EnvironmentValues
    /// Values the template binds to (timers count on the emulator's clock, so their dates stay data).
    public private(set) var syntheticState: [String: Double] = [:]
    /// Environment keys the evaluated code read; the host evaluates again for the other values.
    public private(set) var environmentReads: Set<String> = []

    public init(environment: EnvironmentValues) { self.environment = environment }

    /// A binding to a date the template reads (seconds since 1970, `dateEncoding: unix`).
    public func bind(date: Date) -> FieldBinding {
        let key = "d\(syntheticState.count)"
        syntheticState[key] = date.timeIntervalSince1970
        return FieldBinding(root: .state, path: "__afterglow.\(key)")
    }

    func noteRead(_ key: String) { environmentReads.insert(key) }

    /// Lowers `view` with `environment` changed by `change`, restoring it after.
    public func with(_ change: (inout EnvironmentValues) -> Void, _ body: () -> [TemplateNode]) -> [TemplateNode] {
        let saved = environment
        change(&environment)
        defer { environment = saved }
        return body()
    }

    /// The context code runs in while lowering (property wrappers read it).
    public static var current: _LoweringContext?
}

/// Lowers any view: a primitive draws itself; any other view is its `body`, evaluated now.
@MainActor
public func _lowerView<V: View>(_ view: V, _ context: _LoweringContext) -> [TemplateNode] {
    if let primitive = view as? _PrimitiveView { return primitive._lower(context) }
    let previous = _LoweringContext.current
    _LoweringContext.current = context
    defer { _LoweringContext.current = previous }
    return _lowerView(view.body, context)
}
