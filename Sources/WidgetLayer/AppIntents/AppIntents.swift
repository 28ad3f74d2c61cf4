@_exported import Foundation
@_exported import SwiftUI

// The part of AppIntents a widget extension's source touches: intents a Live Activity's buttons
// run (`LiveActivityIntent`), their `@Parameter`s and results. `perform()` compiles; the emulator
// does not run it (a tap is an event in the emulator, docs/SWIFTUI.md › Protocol).

public protocol IntentResult: Sendable {}
public protocol ProvidesDialog: IntentResult {}
public protocol OpensIntent: IntentResult {}
public protocol ShowsSnippetView: IntentResult {}
public protocol ReturnsValue<Value>: IntentResult { associatedtype Value }

/// The result `perform()` returns: `.result()`, `.result(dialog:)`, `.result(value:)`.
public struct _IntentResultValue: IntentResult, ProvidesDialog, OpensIntent, ShowsSnippetView {
    public init() {}
}
extension IntentResult where Self == _IntentResultValue {
    public static func result() -> Self { Self() }
    public static func result(dialog: IntentDialog) -> Self { Self() }
    public static func result<V: View>(dialog: IntentDialog, view: V) -> Self { Self() }
    public static func result<V: View>(view: V) -> Self { Self() }
}
public struct _IntentValueResult<Value>: ReturnsValue, ProvidesDialog, @unchecked Sendable {
    public let value: Value
}
extension IntentResult {
    public static func result<V>(value: V) -> _IntentValueResult<V> where Self == _IntentValueResult<V> { Self(value: value) }
    public static func result<V>(value: V, dialog: IntentDialog) -> _IntentValueResult<V> where Self == _IntentValueResult<V> { Self(value: value) }
}

public struct IntentDialog: Hashable, Sendable, ExpressibleByStringInterpolation {
    public let text: String
    public init(_ text: LocalizedStringResource) { self.text = text.key }
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: DefaultStringInterpolation) { text = String(stringInterpolation: stringInterpolation) }
}

public struct IntentDescription: Hashable, Sendable, ExpressibleByStringInterpolation {
    public let text: String
    public init(_ text: LocalizedStringResource, categoryName: LocalizedStringResource? = nil, searchKeywords: [LocalizedStringResource] = []) { self.text = text.key }
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: DefaultStringInterpolation) { text = String(stringInterpolation: stringInterpolation) }
}

public enum IntentAuthenticationPolicy: Sendable { case alwaysAllowed, requiresAuthentication, requiresLocalDeviceAuthentication }

/// An action: a button in a Live Activity runs one (`Button(intent:)`).
public protocol AppIntent: Sendable {
    init()
    associatedtype PerformResult: IntentResult
    static var title: LocalizedStringResource { get }
    static var description: IntentDescription? { get }
    static var openAppWhenRun: Bool { get }
    static var isDiscoverable: Bool { get }
    static var authenticationPolicy: IntentAuthenticationPolicy { get }
    func perform() async throws -> PerformResult
}
extension AppIntent where PerformResult == _IntentResultValue {
    /// An intent that only configures a widget (`WidgetConfigurationIntent`, Xcode's template)
    /// declares no `perform()`; iOS gives it one that does nothing.
    public func perform() async throws -> _IntentResultValue { .result() }
}
extension AppIntent {
    public static var description: IntentDescription? { nil }
    public static var openAppWhenRun: Bool { false }
    public static var isDiscoverable: Bool { true }
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
}

public protocol LiveActivityIntent: AppIntent {}
public protocol AudioPlaybackIntent: AppIntent {}
public protocol AudioRecordingIntent: AppIntent {}
public protocol ForegroundContinuableIntent: AppIntent {}
public protocol SystemIntent: AppIntent {}
/// A widget's configuration intent (`AppIntentConfiguration`).
public protocol WidgetConfigurationIntent: AppIntent {}
/// A control's configuration intent (`AppIntentControlConfiguration`, iOS 18).
public protocol ControlConfigurationIntent: AppIntent {}
/// `Toggle(isOn:intent:)`'s intent: the system sets `value` before `perform()`.
public protocol SetValueIntent: AppIntent {
    associatedtype ValueType
    var value: ValueType { get set }
}

public protocol _OptionalValue { static var _none: Self { get } }
extension Optional: _OptionalValue { public static var _none: Optional<Wrapped> { nil } }

/// `@Parameter(title: "Alarm ID") var alarmID: String`: a value the intent is given. Reading one
/// never set is nil for optionals and a trap otherwise, naming the parameter.
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable {
    var storage: Value?
    public let title: LocalizedStringResource?
    public init(title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil, default value: Value? = nil,
                requestValueDialog: IntentDialog? = nil) {
        self.title = title; storage = value
    }
    public init(wrappedValue: Value, title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil) {
        self.title = title; storage = wrappedValue
    }
    public init(title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil, default value: Value? = nil,
                inclusiveRange: (Value, Value)) {
        self.title = title; storage = value
    }
    public var wrappedValue: Value {
        get {
            if let v = storage { return v }
            if let o = Value.self as? _OptionalValue.Type { return o._none as! Value }
            fatalError("@Parameter \(title?.key ?? "") of type \(Value.self) was read before it was set")
        }
        set { storage = newValue }
    }
    public var projectedValue: IntentParameter<Value> { self }
}
public typealias Parameter = IntentParameter

public struct DisplayRepresentation: Hashable, Sendable, ExpressibleByStringInterpolation {
    public let title: String
    public let subtitle: String?
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil) { self.title = title.key; self.subtitle = subtitle?.key }
    public init(stringLiteral value: String) { title = value; subtitle = nil }
    public init(stringInterpolation: DefaultStringInterpolation) { title = String(stringInterpolation: stringInterpolation); subtitle = nil }
}
public struct TypeDisplayRepresentation: Hashable, Sendable, ExpressibleByStringInterpolation {
    public let name: String
    public init(name: LocalizedStringResource) { self.name = name.key }
    public init(stringLiteral value: String) { name = value }
    public init(stringInterpolation: DefaultStringInterpolation) { name = String(stringInterpolation: stringInterpolation) }
}

/// An enum an intent takes (`enum Mode: String, AppEnum`).
public protocol AppEnum: CaseIterable, Hashable, Sendable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}
extension AppEnum {
    public static var typeDisplayRepresentation: TypeDisplayRepresentation { TypeDisplayRepresentation(stringLiteral: "\(Self.self)") }
    public static var caseDisplayRepresentations: [Self: DisplayRepresentation] { [:] }
}

/// An app type an intent can refer to, reduced to what compiles.
public protocol AppEntity: Identifiable, Sendable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    var displayRepresentation: DisplayRepresentation { get }
}

public enum AppIntentError: Error, Sendable { case restartPerform, unknown }
