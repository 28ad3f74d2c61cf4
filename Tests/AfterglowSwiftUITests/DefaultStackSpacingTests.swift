import AfterglowKit
import Foundation
@testable import AfterglowSwiftUI
import Testing

/// A stack written without `spacing:` (issue 30: lowering it with 0 instead of SwiftUI's default
/// passed every test). SwiftUI leaves the gap to the stack ("nil … to choose a default distance",
/// VStack.init docs); between two Text views on iOS that is 8 pt, the figure `TemplateLowering`
/// cites and the commonly measured one. It matters because every imported Live Activity that
/// relies on it — most do — would lay out its lines touching, shorter than on a device.
@Suite struct DefaultStackSpacingTests {
    static let iphone: DeviceProfile = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }  // this file, AfterglowSwiftUITests, Tests
        return DeviceCatalog.load(directory: url.path + "/Devices").profile(named: "iphone-15-pro")!
    }()

    static func imported(_ view: String) throws -> ImportedActivity {
        let src = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int }; var name: String }
        struct W: Widget { var body: some WidgetConfiguration {
            ActivityConfiguration(for: A.self) { context in
                \(view)
            } dynamicIsland: { context in DynamicIsland { DynamicIslandExpandedRegion(.bottom) { Text("b") } } compactLeading: { Text("l") } compactTrailing: { Text("t") } minimal: { Text("m") } }
        } }
        """
        return try #require(SwiftUIImporter.importActivities(sources: [("S.swift", src)]).activities.first)
    }

    /// The gap between the laid-out lines, in points.
    static func gap(_ view: String) throws -> Double {
        let t = try imported(view).template
        let activity = t.previewActivity()
        let measurer = ApproximateTextMeasurer()
        let frame = try #require(ActivityLayout.frame(.lockScreen, geometry: PresentationGeometry(device: iphone), template: t,
                                                      activity: activity, now: .zero, measurer: measurer))
        let items = ActivityLayout.items(template: t, activity: activity, frame: frame, appearance: .dark, now: .zero, measurer: measurer).items
        func line(_ s: String) throws -> Rect {
            try #require(items.first { if case .text(let x, _) = $0.command { return x == s }; return false }?.bounds, "no \(s) in \(items.map(\.id))")
        }
        return try line("Second").minY - line("First").maxY
    }

    @Test func twoLinesInAVStackWithoutSpacingAre8PointsApart() throws {
        #expect(try Self.gap(#"VStack { Text("First"); Text("Second") }"#) == 8)
    }

    /// The control: an explicit spacing is used as written, so the 8 above is the default's.
    @Test func anExplicitSpacingIsKept() throws {
        #expect(try Self.gap(#"VStack(spacing: 3) { Text("First"); Text("Second") }"#) == 3)
    }
}
