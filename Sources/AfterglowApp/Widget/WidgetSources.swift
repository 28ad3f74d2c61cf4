import AfterglowPayloads
import AfterglowContent
import AfterglowSwiftUI
import Foundation

/// SwiftUI Live Activity sources given with `--widget`: imported into templates, with a start
/// payload per activity built from its first preview content state (or synthesized values).
public struct WidgetSources {
    public var result: ImportResult
    /// The activities that can be drawn, in the order of `templates`.
    public var activities: [ImportedActivity]
    public var templates: [ActivityTemplate]
    public var startPayloads: [(label: String, payload: APNsPayload)]
    /// A second instance of each activity (its next preview state), for the minimal presentation,
    /// which the system shows only when two activities are running.
    public var secondStarts: [(label: String, payload: APNsPayload)]
    /// Lines for stderr: where each activity's starting state came from, and the diagnostics.
    public var notes: [String]

    public struct NothingImportable: Error, CustomStringConvertible { public var description: String }

    /// Throws `NothingImportable` (exit 1) when no activity could be imported.
    public static func load(_ paths: [String], anchor: WallClockAnchor = SwiftUIImporter.previewAnchor) throws -> WidgetSources {
        try make(SwiftUIImporter.importActivities(paths: paths), paths: paths, anchor: anchor)
    }

    /// The start payloads and notes for an import already made (`run --widget`'s re-import).
    public static func make(_ result: ImportResult, paths: [String], anchor: WallClockAnchor) throws -> WidgetSources {
        let usable = result.activities.filter { !$0.template.layouts.isEmpty }
        guard !usable.isEmpty else { throw NothingImportable(description: ImportReport.whyNothing(result, paths: paths)) }
        var notes: [String] = result.allDiagnostics.map(\.description)
        var payloads: [(String, APNsPayload)] = [], seconds: [(String, APNsPayload)] = []
        for a in usable {
            let from = a.previewSource == .previews ? "its first preview content state" : "values synthesized from the declared types (the sources have no preview)"
            notes.append("\(a.attributesType): starting from \(from)")
            if let p = startPayload(a, anchor: anchor) { payloads.append(("\(a.file) preview", p)) }
            else { notes.append("\(a.attributesType): its preview state does not make a valid payload; not started") }
            let next = a.previewStates.count > 1 ? a.previewStates[1] : a.previewStates.first
            if let p = startPayload(a, anchor: anchor, state: next) { seconds.append(("\(a.file) second preview", p)) }
        }
        return WidgetSources(result: result, activities: usable, templates: usable.map(\.template), startPayloads: payloads,
                             secondStarts: seconds, notes: notes)
    }

    public static func startPayload(_ a: ImportedActivity, anchor: WallClockAnchor, state: JSONValue? = nil) -> APNsPayload? {
        let bytes = Array(startPayloadJSON(a, anchor: anchor, state: state).compactJSON.utf8)
        return try? PayloadParser.parse(bytes)
    }

    /// A Live Activity start push for the activity at the anchor's time, with `state` (default:
    /// its first preview content state) and its preview attributes.
    public static func startPayloadJSON(_ a: ImportedActivity, anchor: WallClockAnchor, state: JSONValue? = nil) -> JSONValue {
        var aps = JSONObject()
        aps["timestamp"] = .number(anchor.unixSecondsAtZero)
        aps["event"] = .string("start")
        aps["content-state"] = state ?? a.template.previewState ?? .object(JSONObject())
        aps["attributes-type"] = .string(a.attributesType)
        aps["attributes"] = a.template.previewAttributes ?? .object(JSONObject())
        var root = JSONObject()
        root["aps"] = .object(aps)
        return .object(root)
    }
}
