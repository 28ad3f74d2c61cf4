import AfterglowKit
import Foundation
import Testing
@testable import AfterglowSwiftUI

/// What a widget extension holds besides its Live Activity, built for real in one compile (our own
/// fixture, written for this): an SDK's attributes whose content is a dictionary of `AnyCodable`
/// values read with `asDict()`/`asString()`, an intent whose `perform()` calls app code the folder
/// lacks (SwiftData, a manager), a control (iOS 18) and a SiriKit-configured widget in the bundle,
/// an island built by a `@DynamicIslandExpandedContentBuilder` helper returning
/// `DynamicIslandExpandedContent<some View>`, and a helper using `URLSession`.
struct WidgetBreadthTests {
    static let source = #"""
    import ActivityKit
    import AppIntents
    import SwiftData
    import SwiftUI
    import WidgetKit
    import Intents
    import PushSDKLiveActivities

    struct SDKLiveActivity: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: DefaultLiveActivityAttributes.self) { context in
                VStack {
                    Text(context.attributes.data["title"]?.asDict()?["en"]?.asString() ?? "No title")
                    if let status = context.state.data["status"]?.asString() { Text(status) }
                    if let eta = context.state.data["minutes"]?.asInt() { Text("\(eta + 1) min") }
                    Text(context.state.data["missing"]?.asString() ?? "Fallback")
                    if context.state.data["showNote"] == nil { Text("Note shown") }
                    if context.state.data["status"] != nil { Text("Has status") }
                    Button(intent: RefreshIntent()) { Text("Refresh") }
                }
            } dynamicIsland: { context in
                DynamicIsland {
                    regions(status: context.state.data["status"]?.asString() ?? "?")
                } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
            }
        }

        @DynamicIslandExpandedContentBuilder
        func regions(status: String) -> DynamicIslandExpandedContent<some View> {
            DynamicIslandExpandedRegion(.leading) { Text("Lead") }
            DynamicIslandExpandedRegion(.bottom) { Text(status) }
        }
    }

    struct RefreshIntent: LiveActivityIntent {
        static var title: LocalizedStringResource = "Refresh"
        func perform() async throws -> some IntentResult {
            let context = try ModelContext(.init(for: Order.self))
            try OrderManager.shared.refresh(context, FetchDescriptor<Order>(predicate: #Predicate { $0.open }))
            return .result()
        }
    }

    enum Feed {
        static func load(_ url: URL) { URLSession.shared.dataTask(with: URLRequest(url: url)) { _, _, _ in }.resume() }
    }

    struct TimerControl: ControlWidget {
        var body: some ControlWidgetConfiguration {
            StaticControlConfiguration(kind: "timer") {
                ControlWidgetButton(action: RefreshIntent()) { Label("Refresh", systemImage: "arrow.clockwise") }
            }
            .displayName("Refresh")
        }
    }

    struct Entry: TimelineEntry { let date: Date }
    struct Provider: IntentTimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: .now) }
        func getSnapshot(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: .now)) }
        func getTimeline(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            completion(Timeline(entries: [Entry(date: .now)], policy: .atEnd))
        }
    }
    struct HomeWidget: Widget {
        var body: some WidgetConfiguration {
            IntentConfiguration(kind: "home", intent: ConfigurationIntent.self, provider: Provider()) { entry in Text(entry.date, style: .time) }
        }
    }

    @main
    struct Extension: WidgetBundle {
        var body: some Widget {
            HomeWidget()
            TimerControl()
            SDKLiveActivity()
        }
    }
    """#

    static let builder: CompiledWidgetBuilder? = {
        guard case .success(var b) = CompiledWidgetBuilder.standard() else { return nil }
        b.cacheRoot = NSTemporaryDirectory() + "afterglow-breadth-tests-\(getuid())/cache"
        return b
    }()

    @Test(.enabled(if: builder != nil, "no widget layer beside the test runner, or no swiftc"))
    func aWidgetExtensionWithAnSDKsAnyCodableContentControlsAndIntentsCompilesAndDraws() throws {
        let dir = NSTemporaryDirectory() + "afterglow-breadth-tests-\(getuid())/src"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try Self.source.write(toFile: dir + "/Extension.swift", atomically: true, encoding: .utf8)
        let outcome = Self.builder!.build(paths: [dir])
        if case .failed(let errors, let log, _) = outcome { Issue.record("did not compile: \(errors) \(log.prefix(2000))") }
        let build = try #require(outcome.build)
        #expect(build.standIns.contains { $0.hasPrefix("perform() of 1 App Intent not compiled") })
        #expect(build.standIns.contains { $0.hasPrefix("type DefaultLiveActivityAttributes:") && $0.contains("ActivityAttributes") })
        let widget = CompiledWidget(build: build)
        defer { widget.stop() }
        let attributes = JSONValue.object(JSONObject(["data": .object(JSONObject(["title": .object(JSONObject(["en": .string("Flight 12")]))]))]))
        let state = JSONValue.object(JSONObject(["data": .object(JSONObject(["status": .string("Boarding"), "minutes": .number(4)]))]))
        let r = try widget.render(type: "DefaultLiveActivityAttributes", attributes: attributes, state: state, environment: .init(now: 785412000 + 978307200))
        // The payload's nested dictionary through the accessors; a key the payload lacks takes the
        // developer's own fallback ("Fallback"), as nil from `asString()` does on a device; a key
        // the payload lacks compares equal to nil, one it holds does not.
        #expect(CompiledFixture.texts(r.template.layouts[.lockScreen]) == ["Flight 12", "Boarding", "5 min", "Fallback", "Note shown", "Has status", "Refresh"])
        // The helper's regions, filled from the state.
        #expect(CompiledFixture.texts(r.template.layouts[.expandedLeading]) == ["Lead"])
        #expect(CompiledFixture.texts(r.template.layouts[.expandedBottom]) == ["Boarding"])
    }
}
