import AfterglowKit
@testable import AfterglowSwiftUI
import Foundation
import Testing

/// Constructs the corpus drew wrongly (docs/SWIFTUI.md › Real material, "still wrong"), each now
/// evaluated the way the source means it.
@Suite struct RenderGapTests {
    static let models = """
    struct Team: Codable, Hashable {
        let name: String
        let colorName: String
        static let redBull = Team(name: "Red Bull", colorName: "RedBull")
        static let mercedes: Team = .init(name: "Mercedes", colorName: "Mercedes")
    }
    extension Team { var color: Color { Color(colorName, bundle: .module) } }
    struct Driver: Codable, Hashable {
        var name: String
        var team: Team
        static let max: Driver = .init(name: "Max Verstappen", team: .redBull)
        static let lewis: Driver = .init(name: "Lewis Hamilton", team: Team.mercedes)
    }
    struct Track: Codable, Hashable { let name: String; let laps: Int; static let albertPark: Track = .init(name: "Albert Park", laps: 58) }
    struct A: ActivityAttributes {
        struct ContentState: Codable, Hashable { var leader: Driver; var second: Driver; var lap: Int }
        var track: Track
    }
    extension A.ContentState {
        static let midRace: Self = .init(leader: .max, second: Driver.lewis, lap: 24)
    }
    struct W: Widget { var body: some WidgetConfiguration {
        ActivityConfiguration(for: A.self) { context in
            HStack {
                Capsule().foregroundColor(context.state.leader.team.color).frame(width: 5, height: 20)
                Text(context.state.leader.name)
                Text(context.attributes.track.name)
            }
        } dynamicIsland: { context in DynamicIsland { DynamicIslandExpandedRegion(.bottom) { Text("b") } } compactLeading: { Text("l") } compactTrailing: { Text("t") } minimal: { Text("m") } }
    } }
    #Preview("Race", as: .content, using: A(track: .albertPark)) { W() } contentStates: { A.ContentState.midRace }
    """

    /// A temporary widget folder with the models above and an asset catalog holding two colour sets.
    static func widgetFolder() throws -> String {
        let dir = NSTemporaryDirectory() + "afterglow-gaps-\(UUID().uuidString)"
        let fm = FileManager.default
        for (name, hex) in [("RedBull", ("0x1E", "0x41", "0xFF")), ("Mercedes", ("0x86", "0xD1", "0xBF"))] {
            let set = dir + "/Media.xcassets/\(name).colorset"
            try fm.createDirectory(atPath: set, withIntermediateDirectories: true)
            try """
            {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","red":"\(hex.0)","green":"\(hex.1)","blue":"\(hex.2)"}},"idiom":"universal"}]}
            """.write(toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
        }
        try models.write(toFile: dir + "/Race.swift", atomically: true, encoding: .utf8)
        return dir
    }

    /// `static let x: T = .init(…)`, `static let x: Self = .init(…)`, `T(…)` statics, and `.member`
    /// arguments naming a struct's static, in preview data (ittybittyapps-race showed "Name").
    @Test func staticsBuiltWithInitAreEvaluatedInPreviews() throws {
        let a = try #require(SwiftUIImporter.importActivities(sources: [("Race.swift", Self.models)]).activities.first)
        let state = try #require(a.previewStates.first)
        #expect(state.value(atPath: "leader.name") == .string("Max Verstappen"))
        #expect(state.value(atPath: "leader.team.colorName") == .string("RedBull"), "`.redBull` is Team's static, not an enum case")
        #expect(state.value(atPath: "second.team.name") == .string("Mercedes"))
        #expect(state.value(atPath: "lap") == .number(24))
        #expect(a.template.previewAttributes?.value(atPath: "track.name") == .string("Albert Park"))
        #expect(a.template.previewAttributes?.value(atPath: "track.laps") == .number(58))
    }

    /// A static that refers to itself ends at the recursion limit instead of looping.
    @Test func selfReferentialStaticsTerminate() {
        let src = """
        struct Loop: Codable, Hashable { var next: Int; static let a: Loop = .b; static let b: Loop = .a }
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var l: Loop }; var n: String }
        extension A.ContentState { static let s: Self = .init(l: .a) }
        struct W: Widget { var body: some WidgetConfiguration { ActivityConfiguration(for: A.self) { c in Text("x") } dynamicIsland: { c in DynamicIsland { DynamicIslandExpandedRegion(.bottom) { Text("b") } } compactLeading: { Text("l") } compactTrailing: { Text("t") } minimal: { Text("m") } } } }
        #Preview("x", as: .content, using: A(n: "n")) { W() } contentStates: { A.ContentState.s }
        """
        #expect(SwiftUIImporter.importActivities(sources: [("L.swift", src)]).activities.count == 1)
    }

    /// `Color(model.colorName)`: one alternative per colour set, each shown when the field names it.
    @Test func assetColourNamedByAFieldIsChosenPerColourSet() throws {
        let dir = try Self.widgetFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let a = try #require(SwiftUIImporter.importActivities(paths: [dir]).activities.first)
        #expect(a.diagnostics.filter { $0.message.contains("not supported") }.isEmpty, "\(a.diagnostics)")
        let lock = try #require(a.template.layouts[.lockScreen])
        let field = FieldBinding(root: .state, path: "leader.team.colorName")
        // Nested alternatives: the later ones carry "not the earlier" with their own comparison.
        let red = lock.allNodes.first { n in n.predicate.map { "\($0)".contains("RedBull") } ?? false }
        #expect(lock.allNodes.contains { $0.predicate == .compare(field, .equal, .string("Mercedes")) })
        // Laid out with the preview state, the one capsule drawn is Red Bull's blue.
        var act = a.template.previewActivity()
        act.contentState = try #require(a.previewStates.first)
        let frame = try #require(PresentationGeometry(device: TestDevices.phone).frame(for: .lockScreen))
        let items = ActivityLayout.items(template: a.template, activity: act, frame: frame, appearance: .light,
                                         now: .zero, measurer: ApproximateTextMeasurer()).items
        let fills = items.compactMap { if case .roundedRect(_, _, let c) = $0.command { return c }; return nil }
        #expect(red != nil)
        #expect(fills.contains(Color(hex: "#1E41FF")!), "\(fills)")
        #expect(!fills.contains(Color(hex: "#86D1BF")!), "\(fills)")
    }

    /// The real activity: ittybittyapps-race's drivers, track and team colours from its Media.xcassets.
    @Test func ittybittyappsRaceShowsItsPreviewDrivers() throws {
        let a = try #require(SwiftUIImporter.importActivities(paths: [CorpusImportTests.corpus + "/ittybittyapps-race"]).activities.first)
        let state = try #require(a.previewStates.first)
        #expect(state.value(atPath: "raceOrder.first.name") == .string("Charles Leclerc"))
        #expect(state.value(atPath: "fastestLap.driver.name") == .string("Lando Norris"))
        #expect(state.value(atPath: "raceOrder.first.team.colorName") == .string("Ferari"))
        #expect(a.template.previewAttributes?.value(atPath: "track.name") == .string("Albert Park"))
        #expect(!a.diagnostics.contains { $0.message.contains("team.color") })
    }

    /// A warning inside a computed property with `let`s, in another file, names that file and the
    /// place (it named the first file, past its end: a syntax collection's `filter` copied the tree).
    @Test func diagnosticsInComputedPropertiesNameTheirFile() throws {
        let model = """
        struct Lap: Codable, Hashable {
            var time: Double
            var label: String {
                let minutes = time / 60
                return "\\(Int(minutes)) min"
            }
        }
        """
        let widget = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var lap: Lap }; var n: String }
        struct W: Widget { var body: some WidgetConfiguration { ActivityConfiguration(for: A.self) { c in Text(c.state.lap.label) } dynamicIsland: { c in DynamicIsland { DynamicIslandExpandedRegion(.bottom) { Text("b") } } compactLeading: { Text("l") } compactTrailing: { Text("t") } minimal: { Text("m") } } } }
        """
        let r = SwiftUIImporter.importActivities(sources: [("A.swift", widget), ("Lap.swift", model)])
        let d = try #require(r.activities.first?.diagnostics.first { $0.message.contains("Int(minutes)") })
        #expect(d.file == "Lap.swift" && d.line == 5 && d.column == 19, "\(d)")
    }
}
