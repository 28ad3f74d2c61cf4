import AfterglowKit
import Foundation
import Testing
@testable import AfterglowSwiftUI

/// The compiled path's stand-ins for names a folder uses and does not declare: learnt from the
/// compiler's own messages (the strings below are swiftc 6.3's wording), then one real build of a
/// widget that uses an SDK's attributes type, the app's intent and its localisation helper.
struct StandInPlanTests {
    typealias E = CompiledWidgetBuilder.CompilerError
    static func error(_ m: String) -> E { E(file: "/src/W.swift", line: 1, column: 1, message: m) }

    @Test func aCalledNameBecomesATypeWithItsCallSitesInitialisers() {
        var plan = StandInPlan(sources: ["let a = PauseIntent(alarmID: id); let b = PauseIntent(); let c = PauseIntent(alarmID: x, tint: .red) { 1 }"])
        let learnt = plan.learn(from: [Self.error("cannot find 'PauseIntent' in scope")])
        #expect(!learnt.isEmpty)
        let source = plan.render()
        #expect(source.contains("public struct PauseIntent: Codable, Hashable, Sendable"))
        #expect(source.contains("public init<A0>(alarmID a0: A0) { _value.text = \"\\(a0)\" }"))
        #expect(source.contains("public init<A0, A1, A2>(alarmID a0: A0, tint a1: A1, _ a2: A2) { }"))
        // The empty call is the struct's own `init()`, not a second, generic one.
        #expect(!source.contains("public init<>()"))
    }

    @Test func anUncalledCapitalisedNameIsANamespaceUntilSomethingConstructsIt() {
        var plan = StandInPlan(sources: ["Text(AppColors.title)"])
        _ = plan.learn(from: [Self.error("cannot find 'AppColors' in scope")])
        #expect(plan.kinds["AppColors"] == .namespace)
        _ = plan.learn(from: [Self.error("'AppColors' cannot be constructed because it has no accessible initializers")])
        #expect(plan.kinds["AppColors"] == .type)
    }

    @Test func aStandInUsedAsTextBecomesAFunctionReturningItsArgument() {
        var plan = StandInPlan(sources: ["String(format: LocalizedString(\"%@ left\"), n); LocalizedString(\"Hi\", comment: \"\")"])
        _ = plan.learn(from: [Self.error("cannot find 'LocalizedString' in scope")])
        #expect(plan.kinds["LocalizedString"] == .type)
        _ = plan.learn(from: [Self.error("cannot convert value of type 'LocalizedString' to expected argument type 'String'")])
        #expect(plan.kinds["LocalizedString"] == .stringFunction)
        let source = plan.render()
        #expect(source.contains("public func LocalizedString(_ a0: String) -> String { a0 }"))
        #expect(source.contains("public func LocalizedString<A1>(_ a0: String, comment a1: A1) -> String { a0 }"))
    }

    @Test func conformancesTheLayerCanSatisfyAreAddedAndOthersAreNot() {
        var plan = StandInPlan(sources: ["ActivityConfiguration(for: OrderAttributes.self) {}; Button(intent: CancelIntent(id: 1))"])
        _ = plan.learn(from: [Self.error("cannot find 'OrderAttributes' in scope"), Self.error("cannot find 'CancelIntent' in scope")])
        let learnt = plan.learn(from: [
            Self.error("generic struct 'ActivityConfiguration' requires that 'OrderAttributes' conform to 'ActivityAttributes'"),
            Self.error("initializer 'init(intent:label:)' requires that 'CancelIntent' conform to 'AppIntent'"),
            Self.error("type 'CancelIntent' does not conform to protocol 'Widget'"),
        ])
        #expect(learnt.count == 2)
        let source = plan.render()
        #expect(source.contains("extension OrderAttributes: ActivityAttributes { public typealias ContentState = _AfterglowStandInValue }"))
        #expect(source.contains("extension CancelIntent: AppIntent"))
        #expect(!source.contains(": Widget"))
        // Nothing new in the same errors again: the builder stops retrying.
        #expect(plan.learn(from: [Self.error("type 'CancelIntent' does not conform to protocol 'Widget'")]).isEmpty)
    }

    /// AlarmKit's `AlarmAttributes<Metadata>` with a metadata type from another package: the
    /// stand-in conforms to `AlarmMetadata` (iammccc-mcccalarm, fromf-alarmkitsample in held-out 1).
    /// An SDK's protocols (OneSignal's `OneSignalLiveActivityAttributes`, adopted by the folder's
    /// attributes and its `ContentState`) are stand-in protocols, not structs one cannot adopt; once
    /// the compiler says an adopter is not `Codable`/`ActivityAttributes`, they refine `Codable, Hashable`.
    @Test func namesAdoptedByTheFoldersTypesAreStandInProtocols() {
        let source = """
        struct GoldAttributes: ActivityAttributes, SDKAttributes {
            public struct ContentState: SDKContentState { var title: String; var sdk: SDKStateData? }
            var sdk: SDKAttributeData
        }
        final class Bridge: NSObject, SDKDelegate {}
        """
        var plan = StandInPlan(sources: [source])
        _ = plan.learn(from: ["SDKAttributes", "SDKContentState", "SDKStateData", "SDKAttributeData", "SDKDelegate"].map { Self.error("cannot find type '\($0)' in scope") })
        #expect(plan.kinds["SDKAttributes"] == .protocolType && plan.kinds["SDKContentState"] == .protocolType)
        #expect(plan.kinds["SDKStateData"] == .type && plan.kinds["SDKAttributeData"] == .type)
        // A class's clause may name its superclass: a type until the compiler says it is adopted.
        #expect(plan.kinds["SDKDelegate"] == .type)
        _ = plan.learn(from: [Self.error("inheritance from non-protocol type 'SDKDelegate'")])
        #expect(plan.kinds["SDKDelegate"] == .protocolType)
        #expect(plan.render().contains("public protocol SDKAttributes {}"))
        let learnt = plan.learn(from: [Self.error("type 'GoldAttributes' does not conform to protocol 'ActivityAttributes'")])
        #expect(learnt.count == 2)
        let rendered = plan.render()
        #expect(rendered.contains("public protocol SDKAttributes: Codable, Hashable {}"))
        #expect(rendered.contains("public protocol SDKContentState: Codable, Hashable {}"))
        #expect(rendered.contains("public protocol SDKDelegate {}"))
    }

    @Test func anAlarmsMetadataTypeFromElsewhereConformsToAlarmMetadata() {
        var plan = StandInPlan(sources: ["ActivityConfiguration(for: AlarmAttributes<TeaMetadata>.self) { _ in }"])
        _ = plan.learn(from: [Self.error("cannot find type 'TeaMetadata' in scope")])
        let learnt = plan.learn(from: [Self.error("type 'TeaMetadata' does not conform to protocol 'AlarmMetadata'")])
        #expect(learnt == ["type TeaMetadata: conforms to AlarmMetadata as a stand-in"])
        let source = plan.render()
        #expect(source.contains("import AlarmKit\n"))
        #expect(source.contains("extension TeaMetadata: AlarmMetadata {}"))
    }

    static let source = #"""
    import ActivityKit
    import SwiftUI
    import WidgetKit
    import AppIntents
    import DeliveryKit

    // OrderAttributes (an SDK's attributes), LocalizedString (the app's localisation helper) and
    // CancelIntent (the app's intent) are not in this folder.
    struct OrderLiveActivity: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: OrderAttributes.self) { context in
                VStack {
                    Text(context.state.order.title)
                    Text(String(format: LocalizedString("%@ min left"), "\(context.state.minutes)"))
                    Text(Self.eta.string(from: 3610) ?? "")
                    Button(intent: CancelIntent(orderID: "42")) { Text("Cancel") }
                }
            } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.center) { Text(context.state.order.title) }
                } compactLeading: { Text("\(context.state.minutes)") } compactTrailing: { Text("min") } minimal: { Text("M") }
            }
        }

        static let eta: DateComponentsFormatter = {
            let f = DateComponentsFormatter()
            f.allowedUnits = [.hour, .minute, .second]
            f.unitsStyle = .positional
            return f
        }()
    }

    // The app's preview fixtures are not in the folder either: the previews cannot compile, the widget can.
    #Preview("Order", as: .content, using: OrderAttributes()) {
        OrderLiveActivity()
    } contentStates: {
        OrderAttributes.ContentState(order: AppFixtures.order, minutes: 3)
    }
    """#

    static let builder: CompiledWidgetBuilder? = {
        guard case .success(var b) = CompiledWidgetBuilder.standard() else { return nil }
        b.cacheRoot = NSTemporaryDirectory() + "afterglow-standin-tests-\(getuid())/cache"
        return b
    }()

    @Test(.enabled(if: builder != nil, "no widget layer beside the test runner, or no swiftc"))
    func aWidgetUsingAnSDKsAttributesAndTheAppsHelpersCompilesAndShowsThePayload() throws {
        let dir = NSTemporaryDirectory() + "afterglow-standin-tests-\(getuid())/src"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try Self.source.write(toFile: dir + "/OrderLiveActivity.swift", atomically: true, encoding: .utf8)
        let outcome = Self.builder!.build(paths: [dir])
        if case .failed(let errors, let log, _) = outcome { Issue.record("did not compile: \(errors) \(log.prefix(1500))") }
        let build = try #require(outcome.build)
        #expect(build.standIns.contains { $0.hasPrefix("type OrderAttributes:") && $0.contains("ActivityAttributes") })
        #expect(build.standIns.contains { $0.hasPrefix("type CancelIntent:") && $0.contains("AppIntent") })
        #expect(build.standIns.contains { $0.hasPrefix("LocalizedString(…)") })
        #expect(build.standIns.contains { $0.hasPrefix("#Preview blocks dropped") })
        let widget = CompiledWidget(build: build)
        let state = JSONValue.object(JSONObject(["order": .object(JSONObject(["title": .string("Pad Thai")])), "minutes": .number(12)]))
        let r = try widget.render(type: "OrderAttributes", attributes: .object(JSONObject([:])), state: state, environment: .init())
        // The payload's nested member through the stand-in, the format string filled, and Apple's
        // documented positional example (ZeroFormattingBehavior.default: one hour and 10 s is "1:00:10").
        #expect(CompiledFixture.texts(r.template.layouts[.lockScreen]) == ["Pad Thai", "12 min left", "1:00:10", "Cancel"])
    }
}
