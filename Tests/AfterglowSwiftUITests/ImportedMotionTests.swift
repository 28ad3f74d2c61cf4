import AfterglowKit
@testable import AfterglowSwiftUI
import Testing

/// The importer reads how imported views animate: `.contentTransition(…)` and `.transition(…)`
/// say what a change looks like, the `.animation(_:value:)` in scope says how long it takes
/// (SwiftUI's default, 0.35 s, without one); over 2 s is cut to 2 s with a warning (HIG Live
/// Activities, seeds/001_611357925a2c2c41.txt: "a maximum duration of two seconds").
@Suite struct ImportedMotionTests {
    /// A one-activity source whose Lock Screen view is `lock`.
    func imported(_ lock: String) throws -> ImportedActivity {
        let src = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var home: Int; var away: Int; var status: String } }
        struct W: Widget { var body: some WidgetConfiguration {
            ActivityConfiguration(for: A.self) { ctx in
        \(lock)
            } dynamicIsland: { ctx in
                DynamicIsland { DynamicIslandExpandedRegion(.bottom) { Text(ctx.state.status) } }
                compactLeading: { Text("\\(ctx.state.home)") } compactTrailing: { Text("\\(ctx.state.away)") } minimal: { EmptyView() }
            }
        } }
        """
        return try #require(SwiftUIImporter.importActivities(sources: [("A.swift", src)]).activities.first)
    }

    /// The transition each drawn text carries on the Lock Screen, by its text.
    func transitions(_ a: ImportedActivity) throws -> [String: ItemTransition?] {
        let f = try #require(PresentationGeometry(device: TestDevices.phone).frame(for: .lockScreen))
        let items = ActivityLayout.items(template: a.template, activity: a.template.previewActivity(), frame: f, appearance: .dark,
                                         now: .zero, measurer: ApproximateTextMeasurer()).items
        var out: [String: ItemTransition?] = [:]
        for i in items { if case .text(let s, _) = i.command { out[s] = i.transition } }
        return out
    }

    @Test func numericTextTakesTheTimingOfTheAnimationInScope() throws {
        let a = try imported("""
                VStack {
                    Text("\\(ctx.state.home) – \\(ctx.state.away)").contentTransition(.numericText(value: Double(ctx.state.home)))
                    Text(ctx.state.status)
                }.animation(.easeInOut(duration: 0.6), value: ctx.state.home)
        """)
        let t = try transitions(a)
        let score = try #require(t.first { $0.key.contains("–") }?.value)
        #expect(score.effects == .numericText && score.durationS == 0.6)
        // The status has no transition of its own: the animation's cross-fade, same timing.
        let status = try #require(t.first { !$0.key.contains("–") }?.value)
        #expect(status.effects == .opacity && status.durationS == 0.6)
        #expect(a.diagnostics.isEmpty, "\(a.diagnostics)")
    }

    @Test func aTransitionWithoutAnAnimationTakesTheDefaultTiming() throws {
        let a = try imported("""
                Text(ctx.state.status).transition(.move(edge: .top).combined(with: .opacity))
        """)
        let tr = try #require(try transitions(a).values.first ?? nil)
        #expect(tr.effects == [.move, .opacity] && tr.edge == .top)
        #expect(tr.durationS == ItemTransition.defaultDurationS)
    }

    @Test func pushAndScaleAndTheInnerAnimationWins() throws {
        let a = try imported("""
                VStack {
                    Text(ctx.state.status).transition(.push(from: .leading))
                    Text("\\(ctx.state.home)").transition(.scale).animation(.spring(duration: 0.25), value: ctx.state.home)
                }.animation(.linear(duration: 1), value: ctx.state.status)
        """)
        let t = try transitions(a)
        let push = try #require(t["Status"] ?? nil)
        #expect(push.effects == .push && push.edge == .leading && push.durationS == 1)
        let scale = try #require(t.first { $0.key != "Status" }?.value)
        #expect(scale.effects == .scale && scale.durationS == 0.25)
    }

    @Test func animationNilTurnsItOff() throws {
        let a = try imported("""
                Text("\\(ctx.state.home)").contentTransition(.numericText()).animation(nil, value: ctx.state.home)
        """)
        let tr = try #require(try transitions(a).values.first ?? nil)
        #expect(tr.isIdentity)
    }

    @Test func overTwoSecondsIsCutAndWarned() throws {
        let a = try imported("""
                Text(ctx.state.status).animation(.easeIn(duration: 3), value: ctx.state.status)
        """)
        let tr = try #require(try transitions(a).values.first ?? nil)
        #expect(tr.durationS == 2 && tr.requestedDurationS == 3)
        let w = try #require(a.diagnostics.first { $0.construct?.hasPrefix(".animation") == true })
        #expect(w.message.contains("3 s") && w.message.contains("cut to 2 s"), "\(w.message)")
        // The template keeps what was asked, so `afterglow lint` reports it too.
        #expect(a.template.layouts[.lockScreen]?.allNodes.contains { $0.animation?.durationS == 3 } == true)
    }
}
