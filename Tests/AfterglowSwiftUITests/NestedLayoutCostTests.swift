import AfterglowKit
import AfterglowSwiftUI
import Foundation
import Synchronization
import Testing

/// Measuring is linear in the depth of nested stacks: a stack probes each child at its smallest,
/// largest and offered size, which without the layout's size cache cost 3^depth text measurements
/// (a fuzzer-found view 12 stacks deep took seconds per frame).
@Suite struct NestedLayoutCostTests {
    final class CountingMeasurer: TextMeasurer {
        let calls = Atomic<Int>(0)
        func measure(_ text: String, style: TextStyle) -> Size {
            calls.add(1, ordering: .relaxed)
            return ApproximateTextMeasurer().measure(text, style: style)
        }
    }

    /// Text measurements for one Lock Screen layout of `depth` alternating H/VStacks around two texts.
    func measurements(depth: Int) throws -> Int {
        var body = "Text(\"left\"); Text(\"right\")"
        for level in 0..<depth { body = "\(level % 2 == 0 ? "HStack" : "VStack") { Text(\"\(level)\"); \(body) }" }
        let src = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var v: Int } }
        struct W: Widget { var body: some WidgetConfiguration { ActivityConfiguration(for: A.self) { _ in \(body) } dynamicIsland: { _ in
            DynamicIsland { DynamicIslandExpandedRegion(.bottom) { Text("x") } } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("m") } } } }
        """
        let a = try #require(SwiftUIImporter.importActivities(sources: [("A.swift", src)]).activities.first)
        let f = try #require(PresentationGeometry(device: TestDevices.phone).frame(for: .lockScreen))
        let m = CountingMeasurer()
        let items = ActivityLayout.items(template: a.template, activity: a.template.previewActivity(), frame: f, appearance: .dark,
                                         now: .zero, measurer: m, luminanceReduced: false).items
        #expect(items.contains { if case .text("right", _) = $0.command { true } else { false } })
        return m.calls.load(ordering: .relaxed)
    }

    @Test func measuringGrowsLinearlyWithNesting() throws {
        let shallow = try measurements(depth: 4), deep = try measurements(depth: 12)
        // Linear: 3× the depth costs about 3× the measurements (3^8 = 6561× without the cache).
        #expect(deep < shallow * 8, "depth 4: \(shallow) measurements, depth 12: \(deep)")
    }
}
