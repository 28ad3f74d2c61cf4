import AfterglowKit
import AfterglowRender
import Foundation

/// The repository's example templates (Examples/activities/*/template.json) with their preview
/// data, drawn by the real layout engine with Pango metrics.
enum ExampleActivities {
    static let names = ["food-delivery", "sports-score", "workout"]
    static let measurer = PangoTextMeasurer()
    /// Ten minutes after the examples' anchor (2025-11-21 10:00 UTC), so timers show a real countdown.
    static let now = Timestamp(seconds: 600)
    static let wallClock = WallClock(unixSeconds: WallClockAnchor.examples.unixSeconds(now))

    static func template(_ name: String) throws -> ActivityTemplate {
        let path = (TestDevices.repositoryRoot as NSString).appendingPathComponent("Examples/activities/\(name)/template.json")
        return try TemplateParser.parse(contentsOf: path)
    }

    static func activity(_ name: String, id: String? = nil, relevance: Double = 0) throws -> TemplateSceneActivity {
        let t = try template(name)
        var a = t.previewActivity(at: .zero, anchor: .examples)
        a.id = id ?? name
        a.relevanceScore = relevance
        return TemplateSceneActivity(template: t, activity: a, measurer: measurer, now: now)
    }

    static func all() throws -> [TemplateSceneActivity] {
        try names.enumerated().map { i, n in try activity(n, relevance: Double(names.count - i)) }
    }
}
