@_exported import SwiftUI
@_exported import ActivityKit
import AfterglowContent

/// WidgetKit's `Widget`: its `body` is a configuration; Live Activities are `ActivityConfiguration`s.
@MainActor @preconcurrency
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    @WidgetConfigurationBuilder var body: Self.Body { get }
}

@MainActor @preconcurrency
public protocol WidgetConfiguration {
    associatedtype Body: WidgetConfiguration
    @WidgetConfigurationBuilder var body: Self.Body { get }
}

/// A configuration the layer understands itself; everything else is its `body`.
@MainActor
public protocol _PrimitiveWidgetConfiguration {
    var _activities: [_ActivityEntry] { get }
}

extension Never: WidgetConfiguration {}

extension WidgetConfiguration where Body == Never {
    public var body: Never { fatalError("\(Self.self) is read by the layer, it has no body") }
}

/// Every Live Activity a configuration declares, in source order.
@MainActor
public func _collectActivities<C: WidgetConfiguration>(_ configuration: C) -> [_ActivityEntry] {
    if let primitive = configuration as? _PrimitiveWidgetConfiguration { return primitive._activities }
    return _collectActivities(configuration.body)
}

@MainActor
public func _collectActivities<W: Widget>(widget: W) -> [_ActivityEntry] { _collectActivities(widget.body) }

@MainActor
public func _collectActivities<B: WidgetBundle>(bundle: B) -> [_ActivityEntry] { _collectActivities(widget: bundle.body) }

@resultBuilder
public enum WidgetConfigurationBuilder {
    public static func buildBlock() -> _WidgetConfigurationTuple { _WidgetConfigurationTuple(_activities: []) }
    public static func buildBlock<C: WidgetConfiguration>(_ content: C) -> C { content }
    @MainActor
    public static func buildBlock<each C: WidgetConfiguration>(_ content: repeat each C) -> _WidgetConfigurationTuple {
        var all: [_ActivityEntry] = []
        for c in repeat each content { all += _collectActivities(c) }
        return _WidgetConfigurationTuple(_activities: all)
    }
    public static func buildExpression<C: WidgetConfiguration>(_ content: C) -> C { content }
    @MainActor public static func buildOptional<C: WidgetConfiguration>(_ content: C?) -> _WidgetConfigurationTuple {
        _WidgetConfigurationTuple(_activities: content.map { _collectActivities($0) } ?? [])
    }
    @MainActor public static func buildEither<T: WidgetConfiguration>(first: T) -> _WidgetConfigurationTuple {
        _WidgetConfigurationTuple(_activities: _collectActivities(first))
    }
    @MainActor public static func buildEither<F: WidgetConfiguration>(second: F) -> _WidgetConfigurationTuple {
        _WidgetConfigurationTuple(_activities: _collectActivities(second))
    }
    @MainActor public static func buildLimitedAvailability<C: WidgetConfiguration>(_ content: C) -> _WidgetConfigurationTuple {
        _WidgetConfigurationTuple(_activities: _collectActivities(content))
    }
}

public struct _WidgetConfigurationTuple: WidgetConfiguration, _PrimitiveWidgetConfiguration {
    public typealias Body = Never
    public let _activities: [_ActivityEntry]
    public init(_activities: [_ActivityEntry]) { self._activities = _activities }
}

/// A configuration that is not a Live Activity (`StaticConfiguration`, `AppIntentConfiguration`,
/// `EmptyWidgetConfiguration`): it compiles and the host skips it.
public struct EmptyWidgetConfiguration: WidgetConfiguration, _PrimitiveWidgetConfiguration {
    public typealias Body = Never
    public init() {}
    public var _activities: [_ActivityEntry] { [] }
}

/// WidgetKit's `WidgetBundle`: `@main` on one starts the layer's host (as on a device it starts the extension).
@MainActor @preconcurrency
public protocol WidgetBundle {
    associatedtype Body: Widget
    init()
    @WidgetBundleBuilder var body: Self.Body { get }
}

@resultBuilder
public enum WidgetBundleBuilder {
    @MainActor public static func buildExpression<W: Widget>(_ widget: W) -> _WidgetTuple {
        _WidgetTuple(activities: _collectActivities(widget: widget))
    }
    public static func buildBlock(_ parts: _WidgetTuple...) -> _WidgetTuple { _WidgetTuple(activities: parts.flatMap(\.activities)) }
    public static func buildOptional(_ part: _WidgetTuple?) -> _WidgetTuple { part ?? _WidgetTuple(activities: []) }
    public static func buildEither(first: _WidgetTuple) -> _WidgetTuple { first }
    public static func buildEither(second: _WidgetTuple) -> _WidgetTuple { second }
    public static func buildLimitedAvailability(_ part: _WidgetTuple) -> _WidgetTuple { part }
    public static func buildArray(_ parts: [_WidgetTuple]) -> _WidgetTuple { _WidgetTuple(activities: parts.flatMap(\.activities)) }
}

public struct _WidgetTuple: Widget {
    public let activities: [_ActivityEntry]
    public init() { activities = [] }
    init(activities: [_ActivityEntry]) { self.activities = activities }
    public var body: _WidgetConfigurationTuple { _WidgetConfigurationTuple(_activities: activities) }
}

extension WidgetBundle {
    /// `@main` on a bundle: serve the emulator's protocol (docs/SWIFTUI.md › Protocol).
    public static func main() {
        MainActor.assumeIsolated { _WidgetHost.serve(activities: _collectActivities(bundle: Self()), previews: []) }
    }
}

extension Widget {
    /// `@main` on a single widget.
    public static func main() {
        MainActor.assumeIsolated { _WidgetHost.serve(activities: _collectActivities(widget: Self()), previews: []) }
    }
}
