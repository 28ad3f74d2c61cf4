import AfterglowKit
@testable import AfterglowSwiftUI
import Testing

@Suite struct SwiftUIImporterTests {
    @Test func findsTheActivityItsPresentationsAndPreviews() throws {
        let r = Fixtures.importDelivery()
        #expect(r.files == 1)
        let a = try #require(r.activities.first)
        #expect(a.attributesType == "DeliveryAttributes")
        #expect(a.presentations == ["compactLeading", "compactTrailing", "expandedBottom", "expandedLeading", "expandedTrailing", "lockScreen", "minimal"])
        #expect(a.previewSource == .previews)
        #expect(a.previewStates.count == 2)
        #expect(a.template.previewAttributes?.value(atPath: "restaurant") == .string("Pho Saigon"))
        // Enum cases encode as their raw value; dates as Swift encodes them (seconds since 2001).
        #expect(a.previewStates[0].value(atPath: "status") == .string("Preparing"))
        #expect(a.previewStates[1].value(atPath: "status") == .string("delivered"))
        let ref = SwiftUIImporter.previewAnchor.unixSecondsAtZero - 978_307_200
        #expect(a.previewStates[0].value(atPath: "eta") == .number(ref + 900))
        #expect(a.template.dateEncoding == .reference)
        #expect(a.template.tint == .fixed(ColorSpec.namedColors["orange"]!))
        #expect(a.mappedViews <= a.totalViews && a.mappedViews > 10)
    }

    @Test func bindsTextToStateAndAttributesThroughCustomViews() throws {
        let t = try #require(Fixtures.importDelivery().activities.first).template
        let lock = try #require(t.layouts[.lockScreen])
        let texts = lock.allNodes.compactMap { n -> TextSource? in if case .text(let s, _) = n.kind { return s }; return nil }
        #expect(texts.contains(TextSource(segments: [.binding(FieldBinding(root: .attributes, path: "restaurant"))])))
        #expect(texts.contains(TextSource(segments: [.binding(FieldBinding(root: .state, path: "driver")), .literal(" is "),
                                                      .binding(FieldBinding(root: .state, path: "status"))])))
        // .font(.headline) from the custom view: 17 pt semibold.
        let headline = lock.allNodes.first { if case .text(let s, let spec) = $0.kind { return s.bindings.first?.path == "restaurant" && spec.sizePt == 17 && spec.weight == .semibold }; return false }
        #expect(headline != nil)
        // privacySensitive → the sensitive role.
        #expect(lock.allNodes.contains { $0.role == .sensitive })
    }

    @Test func ifElseBecomesPredicatesOnState() throws {
        let t = try #require(Fixtures.importDelivery().activities.first).template
        let lock = try #require(t.layouts[.lockScreen])
        let delivered = TemplatePredicate.compare(FieldBinding(root: .state, path: "status"), .equal, .string("delivered"))
        #expect(lock.allNodes.contains { $0.predicate == delivered })
        #expect(lock.allNodes.contains { $0.predicate == .all([.not(.any([delivered])), .constant(true)]) || $0.predicate == .not(.any([delivered])) })
        #expect(lock.allNodes.contains { $0.predicate == .truthy(FieldBinding(root: .state, path: "note")) })
        // The progress: value / 10.
        #expect(lock.allNodes.contains { if case .progress(.scaled(let b, 10), .bar, _, _) = $0.kind { return b.path == "stops" }; return false })
    }

    @Test func layoutShowsOnlyTheBranchTheStateSelects() throws {
        let a = try #require(Fixtures.importDelivery().activities.first)
        func texts(_ state: JSONValue) -> [String] {
            var act = a.template.previewActivity()
            act.contentState = state
            let g = PresentationGeometry(device: TestDevices.phone)
            let f = g.frame(for: .lockScreen)!
            return ActivityLayout.items(template: a.template, activity: act, frame: f, appearance: .dark, now: .zero,
                                        measurer: ApproximateTextMeasurer()).items.compactMap { if case .text(let s, _) = $0.command { return s }; return nil }
        }
        #expect(!texts(a.previewStates[0]).contains("Enjoy!"))
        #expect(texts(a.previewStates[1]).contains("Enjoy!"))
        #expect(texts(a.previewStates[1]).contains("Left at door"))
    }

    @Test func unsupportedConstructsAreCompilerStyleWarnings() throws {
        let a = try #require(Fixtures.importDelivery().activities.first)
        let blur = try #require(a.diagnostics.first { $0.construct?.hasPrefix(".blur") == true })
        #expect(blur.description == "Delivery.swift:\(blur.line):\(blur.column): warning: .blur(radius: 3) is not supported; drawn without it")
        // The line of `.blur(` in the fixture.
        let line = Fixtures.delivery.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(".blur(radius: 3)") }! + 1
        #expect(blur.line == line)
    }

    @Test func synthesizesValuesWhenThereAreNoPreviews() throws {
        let src = """
        struct TimerAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var endsAt: Date; var label: String; var laps: Int; var paused: Bool }
            var name: String
        }
        struct W: Widget { var body: some WidgetConfiguration {
            ActivityConfiguration(for: TimerAttributes.self) { ctx in Text(ctx.state.label) } dynamicIsland: { ctx in
                DynamicIsland { DynamicIslandExpandedRegion(.center) { Text(ctx.attributes.name) } }
                compactLeading: { Text("\\(ctx.state.laps)") } compactTrailing: { Text(ctx.state.endsAt, style: .timer) } minimal: { EmptyView() }
            }
        } }
        """
        let a = try #require(SwiftUIImporter.importActivities(sources: [("T.swift", src)]).activities.first)
        #expect(a.previewSource == .synthesized)
        #expect(a.previewStates[0].value(atPath: "label") == .string("Label"))
        #expect(a.previewStates[0].value(atPath: "laps") == .number(3))
        #expect(a.template.previewAttributes?.value(atPath: "name") == .string("Name"))
        // A closure parameter named other than `context` still binds.
        if case .text(let s, _)? = a.template.layouts[.lockScreen]?.kind { #expect(s.bindings.first?.path == "label") } else { Issue.record("lock screen is not text") }
        if case .timer(let t, _)? = a.template.layouts[.compactTrailing]?.kind { #expect(t.end?.path == "endsAt") } else { Issue.record("no timer") }
    }

    @Test func nothingImportableSaysSo() {
        let r = SwiftUIImporter.importActivities(sources: [("A.swift", "struct A: View { var body: some View { Text(\"x\") } }")])
        #expect(r.activities.isEmpty)
        #expect(r.files == 1)
    }

    @Test func isLuminanceReducedSelectsTheAlwaysOnBranch() throws {
        let src = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var v: Int } }
        struct V: View {
            @Environment(\\.isLuminanceReduced) var isLuminanceReduced
            var body: some View { if isLuminanceReduced { Text("dim") } else { Text("bright") } }
        }
        struct W: Widget { var body: some WidgetConfiguration { ActivityConfiguration(for: A.self) { _ in V() } dynamicIsland: { _ in
            DynamicIsland { DynamicIslandExpandedRegion(.bottom) { V() } } compactLeading: { V() } compactTrailing: { V() } minimal: { V() } } } }
        """
        let a = try #require(SwiftUIImporter.importActivities(sources: [("A.swift", src)]).activities.first)
        let f = PresentationGeometry(device: TestDevices.phone).frame(for: .lockScreen)!
        func shown(_ reduced: Bool) -> [String] {
            ActivityLayout.items(template: a.template, activity: a.template.previewActivity(), frame: f, appearance: .dark, now: .zero,
                                 measurer: ApproximateTextMeasurer(), luminanceReduced: reduced).items.compactMap { if case .text(let s, _) = $0.command { return s }; return nil }
        }
        #expect(shown(false) == ["bright"])
        #expect(shown(true) == ["dim"])
    }
}

enum TestDevices {
    /// iPhone 16 Pro from the repository's device profiles.
    static var phone: DeviceProfile {
        let dir = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        let catalog = DeviceCatalog.load(directory: "/" + dir + "/Devices")
        return catalog.profiles.first { $0.id == "iphone-16-pro" }!
    }
}
