import Testing
import Foundation
import AfterglowContent
import AfterglowPayloads
import AfterglowDisplay
import SwiftUI
import WidgetKit
import ActivityKit

/// The host's protocol v1 (docs/SWIFTUI.md › Compiled path › Protocol), driven through its reply
/// function with widgets built here, as a compiled program's entry point builds them.
@MainActor
struct HostProtocolTests {
    struct OrderAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable {
            var courier: String
            var eta: Date
            static let picked = ContentState(courier: "Sam", eta: Date(timeIntervalSinceReferenceDate: 785_000_000))
            static let late = ContentState(courier: "Ana", eta: Date(timeIntervalSinceReferenceDate: 785_000_600))
        }
        var shop: String
    }

    struct Card: View {
        let context: ActivityViewContext<OrderAttributes>
        @Environment(\.isLuminanceReduced) var dimmed
        var body: some View {
            VStack {
                Text(context.attributes.shop)
                Text(dimmed ? "…" : context.state.courier)
                if context.isStale { Text("Out of date") }
            }
        }
    }

    struct OrderWidget: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: OrderAttributes.self) { context in
                Card(context: context)
                    .activityBackgroundTint(Color.black)
                    .widgetURL(URL(string: "shop://order/1"))
            } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.leading, priority: 2) { Text(context.attributes.shop) }
                    DynamicIslandExpandedRegion(.bottom) {
                        Text(timerInterval: Date.now...context.state.eta).dynamicIsland(verticalPlacement: .belowIfTooWide)
                    }
                } compactLeading: { Text("S") } compactTrailing: { Text(context.state.courier) } minimal: { Text("S") }
                .keylineTint(.orange)
            }
            .supplementalActivityFamilies([.small])
            .configurationDisplayName("Orders")
        }
    }

    func served() -> _WidgetHost.Served {
        _WidgetHost.Served(activities: _collectActivities(widget: OrderWidget()), previews: [
            _AfterglowPreview("Order", as: .content, using: OrderAttributes(shop: "Pho"), widget: { OrderWidget() },
                              contentStates: { OrderAttributes.ContentState.picked; .late }),
        ])
    }

    func reply(_ request: String) -> JSONObject {
        guard case .object(let o) = _WidgetHost.reply(to: request, served()) else { Issue.record("reply is not an object"); return JSONObject() }
        return o
    }

    @Test func describeListsTypesAndPreviewsEncodedAsActivityKitEncodes() {
        let o = reply(#"{"op":"describe","id":1}"#)
        #expect(o["ok"] == .bool(true))
        #expect(o["protocol"] == .number(1))
        #expect(o["id"] == .number(1))
        guard case .array(let activities)? = o["activities"], case .object(let a)? = activities.first else { Issue.record("\(o)"); return }
        #expect(a["type"] == .string("HostProtocolTests.OrderAttributes"))
        #expect(a["displayName"] == .string("Orders"))
        #expect(a["families"] == .array([.string("medium"), .string("small")]))
        guard case .array(let previews)? = a["previews"], case .object(let p)? = previews.first else { Issue.record("no previews"); return }
        #expect(p["name"] == .string("Order"))
        #expect(p["kind"] == .string("content"))
        #expect(p["attributes"]?.objectValue?["shop"] == .string("Pho"))
        // Dates as ActivityKit's default JSONEncoder writes them: seconds since 2001.
        #expect(p["states"]?.arrayValue?.first?.objectValue?["eta"] == .number(785_000_000))
        #expect(p["states"]?.arrayValue?.count == 2)
    }

    @Test func renderFoldsTheVariantsTheCodeReadIntoOneTemplate() throws {
        let o = reply(#"{"op":"render","type":"HostProtocolTests.OrderAttributes","attributes":{"shop":"Pho"},"state":{"courier":"Sam","eta":2000000000},"environment":{"now":1700000000,"colorScheme":"dark"}}"#)
        #expect(o["ok"] == .bool(true), "\(o)")
        #expect(o["type"] == .string("HostProtocolTests.OrderAttributes"))
        #expect(o["reads"] == .array([.string("isLuminanceReduced"), .string("isStale")]))
        let template = try TemplateParser.parse(data: Array(#require(o["template"]).compactJSON.utf8))
        guard case .stack(_, let children, _, _)? = template.layouts[ActivityTemplate.Slot.lockScreen]?.kind else { Issue.record("no lock screen stack"); return }
        // The shop name is shared; the courier and "…" are guarded by Always On; "Out of date" by staleness.
        let texts = children.map { n -> String in
            guard case .text(let s, _) = n.kind, case .literal(let t)? = s.segments.first else { return "?" }
            return t
        }
        #expect(texts == ["Pho", "Sam", "…", "Out of date"])
        #expect(children.map(\.predicate) == [nil, .not(.luminanceReduced), .luminanceReduced, .status(.stale)])
        // The same tree (the parser names each node's place, so compare without those names).
        func unplaced(_ n: TemplateNode?) -> String {
            String(describing: n).replacing(/sourcePath: "[^"]*"/, with: "")
        }
        #expect(unplaced(template.layouts[ActivityTemplate.Slot.smartStack]) == unplaced(template.layouts[ActivityTemplate.Slot.lockScreen]))
        #expect(template.background == ColorSpec.fixed(AfterglowDisplay.Color.black))
        #expect(template.tint == Color.orange.spec)
        // d0 is Date.now: the request's now in a compiled widget (CompiledWidgetTests checks it); a
        // test runner that links the layer statically may not route Date() through it.
        // The test process does not route Date() through the layer (only a compiled widget does), so the
        // end date, not the start, is what is certain here.
        #expect(o["synthetic"]?.objectValue?["d1"] == .number(2_000_000_000 + 978_307_200))
        let meta = o["metadata"]?.objectValue
        #expect(meta?["widgetURL"] == .string("shop://order/1"))
        #expect(template.layouts[ActivityTemplate.Slot.lockScreen]?.widgetURL == "shop://order/1")   // on the view's node
        #expect(meta?["regionPriority"]?.objectValue?["expandedLeading"] == .number(2))
        #expect(meta?["verticalPlacement"]?.objectValue?["expandedBottom"] == .string("belowIfTooWide"))
    }

    @Test func aStateThatDoesNotDecodeIsAnErrorNamingTheKeyPath() {
        let o = reply(#"{"op":"render","type":"HostProtocolTests.OrderAttributes","attributes":{"shop":"Pho"},"state":{"courier":"Sam","eta":"soon"}}"#)
        #expect(o["ok"] == .bool(false))
        #expect(o["type"] == .string("HostProtocolTests.OrderAttributes"))
        #expect(o["errorKind"] == .string("decoding"))
        #expect(o["codingPath"] == .string("state.eta"))
        let missing = reply(#"{"op":"render","type":"HostProtocolTests.OrderAttributes","attributes":{},"state":{}}"#)
        #expect(missing["codingPath"] == .string("attributes.shop"))
    }

    @Test func badRequestsAreAnsweredNotFatal() {
        #expect(reply("not json")["errorKind"] == .string("request"))
        #expect(reply(#"{"op":"paint"}"#)["errorKind"] == .string("request"))
        let unknown = reply(#"{"op":"render","type":"Nope"}"#)
        #expect(unknown["errorKind"] == .string("unknownType"))
        #expect(unknown["type"] == .string("Nope"))
    }

    @Test func activityTypesAreNamedAsWrittenWithoutModules() {
        #expect(_activityTypeName(OrderAttributes.self) == "HostProtocolTests.OrderAttributes")
        #expect(_activityTypeName(Optional<OrderAttributes>.self) == "Optional<HostProtocolTests.OrderAttributes>")
    }
}
