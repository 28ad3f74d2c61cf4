import AppIntents

// Controls (iOS 18: Control Center, the Lock Screen, the Action button). Xcode's widget-extension
// template adds one beside the Live Activity, so a bundle holds it: it compiles and is skipped, as
// Home Screen widgets are (only Live Activities are drawn).

@MainActor @preconcurrency
public protocol ControlWidget {
    associatedtype Body: ControlWidgetConfiguration
    init()
    @ControlWidgetConfigurationBuilder var body: Self.Body { get }
}

public protocol ControlWidgetConfiguration {}

/// What `StaticControlConfiguration` / `AppIntentControlConfiguration` and their modifiers give.
public struct _ControlConfiguration: ControlWidgetConfiguration {
    public init() {}
    public func displayName(_ name: LocalizedStringResource) -> Self { self }
    public func displayName(_ name: String) -> Self { self }
    public func description(_ text: LocalizedStringResource) -> Self { self }
    public func description(_ text: String) -> Self { self }
    public func promptsForUserConfiguration() -> Self { self }
}

@resultBuilder
public enum ControlWidgetConfigurationBuilder {
    public static func buildBlock<C: ControlWidgetConfiguration>(_ content: C) -> C { content }
    public static func buildExpression<C: ControlWidgetConfiguration>(_ content: C) -> C { content }
    public static func buildEither<C: ControlWidgetConfiguration>(first: C) -> C { first }
    public static func buildEither<C: ControlWidgetConfiguration>(second: C) -> C { second }
    public static func buildLimitedAvailability<C: ControlWidgetConfiguration>(_ content: C) -> _ControlConfiguration { _ControlConfiguration() }
}

/// What a control shows: a button or a toggle (compiled, not drawn).
public protocol ControlWidgetTemplate {}
public struct _ControlTemplate: ControlWidgetTemplate { public init() {} }

@resultBuilder
public enum ControlWidgetTemplateBuilder {
    public static func buildBlock<T: ControlWidgetTemplate>(_ content: T) -> T { content }
    public static func buildExpression<T: ControlWidgetTemplate>(_ content: T) -> T { content }
    public static func buildEither<T: ControlWidgetTemplate>(first: T) -> _ControlTemplate { _ControlTemplate() }
    public static func buildEither<T: ControlWidgetTemplate>(second: T) -> _ControlTemplate { _ControlTemplate() }
}

public struct ControlWidgetButton: ControlWidgetTemplate {
    public init<A: AppIntent, L: View>(action: A, @ViewBuilder label: () -> L) {}
    public init<A: AppIntent, L: View, V: View>(action: A, @ViewBuilder label: () -> L, @ViewBuilder actionLabel: (Bool) -> V) {}
    public init<A: AppIntent>(_ title: LocalizedStringResource, systemImage: String, action: A) {}
    public init<A: AppIntent>(_ title: String, systemImage: String, action: A) {}
    public func disabled(_ disabled: Bool) -> Self { self }
    public func tint(_ color: Color?) -> Self { self }
}

public struct ControlWidgetToggle: ControlWidgetTemplate {
    public init<A: SetValueIntent, L: View>(_ title: LocalizedStringResource, isOn: Bool, action: A, @ViewBuilder valueLabel: (Bool) -> L) {}
    public init<A: SetValueIntent, L: View>(_ title: String, isOn: Bool, action: A, @ViewBuilder valueLabel: (Bool) -> L) {}
    public init<A: SetValueIntent>(_ title: LocalizedStringResource, systemImage: String, isOn: Bool, action: A) {}
    public init<A: SetValueIntent>(_ title: String, systemImage: String, isOn: Bool, action: A) {}
    public init<A: SetValueIntent, L: View, V: View>(isOn: Bool, action: A, @ViewBuilder label: () -> L, @ViewBuilder valueLabel: (Bool) -> V) {}
    public func disabled(_ disabled: Bool) -> Self { self }
    public func tint(_ color: Color?) -> Self { self }
}

/// A control's value, read by the system (never here).
public protocol ControlValueProvider {
    associatedtype Value
    var previewValue: Value { get }
    func currentValue() async throws -> Value
}

public protocol AppIntentControlValueProvider {
    associatedtype Value
    associatedtype Configuration: ControlConfigurationIntent
    func previewValue(configuration: Configuration) -> Value
    func currentValue(configuration: Configuration) async throws -> Value
}

public func StaticControlConfiguration<T: ControlWidgetTemplate>(kind: String, @ControlWidgetTemplateBuilder content: () -> T) -> _ControlConfiguration {
    _ControlConfiguration()
}
public func StaticControlConfiguration<P: ControlValueProvider, T: ControlWidgetTemplate>(
    kind: String, provider: P, @ControlWidgetTemplateBuilder content: @escaping (P.Value) -> T) -> _ControlConfiguration {
    _ControlConfiguration()
}
public func AppIntentControlConfiguration<P: AppIntentControlValueProvider, T: ControlWidgetTemplate>(
    kind: String, provider: P, @ControlWidgetTemplateBuilder content: @escaping (P.Value) -> T) -> _ControlConfiguration {
    _ControlConfiguration()
}
public func AppIntentControlConfiguration<I: ControlConfigurationIntent, T: ControlWidgetTemplate>(
    kind: String, intent: I.Type, @ControlWidgetTemplateBuilder content: @escaping (I) -> T) -> _ControlConfiguration {
    _ControlConfiguration()
}

extension WidgetBundleBuilder {
    /// A control in a bundle: compiled, not drawn.
    @MainActor public static func buildExpression<W: ControlWidget>(_ widget: W) -> _WidgetTuple { _WidgetTuple() }
}
