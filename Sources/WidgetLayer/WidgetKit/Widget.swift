@_exported import SwiftUI
@_exported import ActivityKit

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

@MainActor
func _collectActivities<C: WidgetConfiguration>(_ configuration: C) -> [_ActivityEntry] {
    if let primitive = configuration as? _PrimitiveWidgetConfiguration { return primitive._activities }
    return _collectActivities(configuration.body)
}

@resultBuilder
public enum WidgetConfigurationBuilder {
    public static func buildBlock<C: WidgetConfiguration>(_ content: C) -> C { content }
    public static func buildBlock<each C: WidgetConfiguration>(_ content: repeat each C) -> _WidgetConfigurationTuple {
        var all: [_ActivityEntry] = []
        for c in repeat each content { all += MainActor.assumeIsolated { _collectActivities(c) } }
        return _WidgetConfigurationTuple(_activities: all)
    }
}

public struct _WidgetConfigurationTuple: WidgetConfiguration, _PrimitiveWidgetConfiguration {
    public typealias Body = Never
    public var body: Never { fatalError() }
    public let _activities: [_ActivityEntry]
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
    public static func buildBlock<each W: Widget>(_ widgets: repeat each W) -> _WidgetTuple {
        var all: [_ActivityEntry] = []
        for w in repeat each widgets { all += MainActor.assumeIsolated { _collectActivities(w.body) } }
        return _WidgetTuple(activities: all)
    }
    public static func buildExpression<W: Widget>(_ widget: W) -> W { widget }
}

public struct _WidgetTuple: Widget {
    public let activities: [_ActivityEntry]
    public init() { activities = [] }
    init(activities: [_ActivityEntry]) { self.activities = activities }
    public var body: _WidgetConfigurationTuple { _WidgetConfigurationTuple(_activities: activities) }
}

extension WidgetBundle {
    public static func main() {
        MainActor.assumeIsolated { _WidgetHost.serve(activities: _collectActivities(Self().body.body)) }
    }
}

extension Widget {
    public static func main() {
        MainActor.assumeIsolated { _WidgetHost.serve(activities: _collectActivities(Self().body)) }
    }
}
