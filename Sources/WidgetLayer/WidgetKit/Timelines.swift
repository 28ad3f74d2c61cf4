import AppIntents

// Home Screen and Lock Screen widgets: their configurations compile and the host skips them
// (only Live Activities are drawn), so a widget extension's whole bundle builds unchanged.

public protocol TimelineEntry {
    var date: Date { get }
    var relevance: TimelineEntryRelevance? { get }
}
extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

public struct TimelineEntryRelevance: Hashable, Sendable {
    public var score: Float
    public var duration: TimeInterval
    public init(score: Float, duration: TimeInterval = 0) { self.score = score; self.duration = duration }
}

public struct TimelineReloadPolicy: Hashable, Sendable {
    let name: String
    public static let atEnd = Self(name: "atEnd"), never = Self(name: "never")
    public static func after(_ date: Date) -> Self { Self(name: "after \(date.timeIntervalSince1970)") }
}

public struct Timeline<EntryType: TimelineEntry> {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy
    public init(entries: [EntryType], policy: TimelineReloadPolicy) { self.entries = entries; self.policy = policy }
}

public struct TimelineProviderContext: @unchecked Sendable {
    public var family: WidgetFamily = .systemMedium
    public var isPreview = true
    public var displaySize = CGSize(width: 338, height: 158)
    public var environmentVariants: [String: Any] = [:]
    public init() {}
}

public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void)
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
}

public protocol AppIntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: WidgetConfigurationIntent
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
}

/// `StaticConfiguration(kind:provider:content:)`: compiled, not drawn.
public struct StaticConfiguration<Content: View>: WidgetConfiguration, _PrimitiveWidgetConfiguration {
    public typealias Body = Never
    public let kind: String
    public init<Provider: TimelineProvider>(kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        self.kind = kind
    }
    public var _activities: [_ActivityEntry] { [] }
}

/// `AppIntentConfiguration(kind:intent:provider:content:)`: compiled, not drawn.
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration, _PrimitiveWidgetConfiguration {
    public typealias Body = Never
    public let kind: String
    public init<Provider: AppIntentTimelineProvider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider,
                                                     @ViewBuilder content: @escaping (Provider.Entry) -> Content) where Provider.Intent == Intent {
        self.kind = kind
    }
    public var _activities: [_ActivityEntry] { [] }
}

/// Asks the system to reload widgets; in the emulator nothing to do.
public final class WidgetCenter: @unchecked Sendable {
    public static let shared = WidgetCenter()
    public struct WidgetInfo: Sendable { public let kind: String; public let family: WidgetFamily }
    public func reloadAllTimelines() {}
    public func reloadTimelines(ofKind kind: String) {}
    public func getCurrentConfigurations(_ completion: @escaping (Result<[WidgetInfo], Error>) -> Void) { completion(.success([])) }
    public func currentConfigurations() async throws -> [WidgetInfo] { [] }
    public func invalidateConfigurationRecommendations() {}
}

/// The old `PreviewProvider` way of naming a widget family.
public struct WidgetPreviewContext: Sendable {
    public let family: WidgetFamily
    public init(family: WidgetFamily) { self.family = family }
}

extension View {
    public func previewContext(_ context: WidgetPreviewContext) -> Self { self }
}

/// SiriKit-configured widgets (iOS 14–16, an `.intentdefinition`'s generated intent): compiled, not
/// drawn. `Intent` is unconstrained so the intent class Xcode generates, which a folder never holds,
/// can be a stand-in.
public protocol IntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(for configuration: Intent, in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// `IntentConfiguration(kind:intent:provider:content:)`: compiled, not drawn.
public struct IntentConfiguration<Intent, Content: View>: WidgetConfiguration, _PrimitiveWidgetConfiguration {
    public typealias Body = Never
    public let kind: String
    public init<Provider: IntentTimelineProvider>(kind: String, intent: Intent.Type, provider: Provider,
                                                  @ViewBuilder content: @escaping (Provider.Entry) -> Content) where Provider.Intent == Intent {
        self.kind = kind
    }
    public var _activities: [_ActivityEntry] { [] }
}

/// The Intents framework's base class, which generated configuration intents subclass.
open class INIntent: NSObject, @unchecked Sendable {
    public override init() {}
}
