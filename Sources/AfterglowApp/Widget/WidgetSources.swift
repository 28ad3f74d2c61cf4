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
    /// The compiled path (docs/SWIFTUI.md › Compiled path): the program and the activities it draws;
    /// its `templates` provider draws those, the interpreted templates the rest.
    public var compiled = CompiledImport(reason: "not tried")

    public struct NothingImportable: Error, CustomStringConvertible { public var description: String }

    /// Throws `NothingImportable` (exit 1) when no activity could be imported.
    /// `given`: content states the request carries (its `--payload`s), tried first as the compiled
    /// path's starting state.
    public static func load(_ paths: [String], anchor: WallClockAnchor = SwiftUIImporter.previewAnchor,
                            mode: CompiledImport.Mode = CompiledImport.environmentMode,
                            given: [CompiledImport.GivenState] = []) throws -> WidgetSources {
        // swiftc and the interpreter side by side: the build goes first, on its own thread.
        let pending = PendingBuild(paths: paths, mode: mode)
        return try make(SwiftUIImporter.importActivities(paths: paths), paths: paths, anchor: anchor, mode: mode, pending: pending, given: given)
    }

    /// The start payloads and notes for an import already made (`run --widget`'s re-import), and
    /// the compiled path tried on the same sources (a cached build when they did not change).
    public static func make(_ result: ImportResult, paths: [String], anchor: WallClockAnchor,
                            mode: CompiledImport.Mode = CompiledImport.environmentMode, builder: CompiledWidgetBuilder? = nil,
                            pending: PendingBuild? = nil, given: [CompiledImport.GivenState] = []) throws -> WidgetSources {
        var compiledNotes: [String] = []
        let compiled = CompiledImport.load(paths: paths, interpreted: result, mode: mode, builder: builder, pending: pending, given: given,
                                           log: { compiledNotes.append($0) })
        var all = result.activities
        // What the compiled program draws: its previews are the starting states.
        for (type, c) in compiled.activities.sorted(by: { $0.key < $1.key }) {
            if let i = all.firstIndex(where: { $0.attributesType == type }) {
                all[i].template.previewState = c.states.first
                all[i].template.previewAttributes = c.attributes
                all[i].previewStates = c.states
                if c.statesFrom == "previews" { all[i].previewSource = .previews }
                if all[i].template.layouts.isEmpty { all[i].template = Self.withPreview(c.first.template, c) }
            } else {
                all.append(ImportedActivity(compiledType: type, file: compiled.build?.directory ?? "", line: 0,
                                            presentations: c.first.template.layouts.keys.map(\.rawValue).sorted(),
                                            template: Self.withPreview(c.first.template, c), previewStates: c.states,
                                            previewSource: c.statesFrom == "previews" ? .previews : .synthesized,
                                            mappedViews: 0, totalViews: 0, diagnostics: [], supplementalFamilies: []))
            }
        }
        let usable = all.filter { !$0.template.layouts.isEmpty }
        guard !usable.isEmpty else { throw NothingImportable(description: ImportReport.whyNothing(result, paths: paths)) }
        // Compiled: the interpreter's "not supported" warnings do not apply to what is drawn.
        var notes: [String] = result.diagnostics.map(\.description)
            + result.activities.filter { compiled.activities[$0.attributesType] == nil }.flatMap(\.diagnostics).map(\.description)
        notes += compiledNotes
        if !compiled.errors.isEmpty {
            notes.append("afterglow: the sources do not compile against the widget layer; drawn by the interpreting importer. The compiler's first errors:")
            notes += compiled.errors.prefix(5).flatMap { e in [e.description] + (e.languageNote.map { ["  note: \($0)"] } ?? []) }
        }
        for s in compiled.standIns { notes.append("stand-in: \(s)") }
        for a in usable {
            let p = compiled.path(for: a.attributesType)
            notes.append("\(a.attributesType): drawn \(p.path == "compiled" ? "by the compiled program" : "by the interpreting importer") (\(p.reason))")
        }
        var payloads: [(String, APNsPayload)] = [], seconds: [(String, APNsPayload)] = []
        for a in usable {
            let from = compiled.activities[a.attributesType]?.statesFrom == "payload" ? "the payload given"
                : a.previewSource == .previews ? "its first preview content state" : "values synthesized from the declared types (the sources have no preview)"
            notes.append("\(a.attributesType): starting from \(from)")
            if let p = startPayload(a, anchor: anchor) { payloads.append(("\(a.file) preview", p)) }
            else { notes.append("\(a.attributesType): its preview state does not make a valid payload; not started") }
            let next = a.previewStates.count > 1 ? a.previewStates[1] : a.previewStates.first
            if let p = startPayload(a, anchor: anchor, state: next) { seconds.append(("\(a.file) second preview", p)) }
        }
        return WidgetSources(result: result, activities: usable, templates: usable.map(\.template), startPayloads: payloads,
                             secondStarts: seconds, notes: notes, compiled: compiled)
    }

    /// The interpreter's diagnostics that apply: not those of activities the compiled program draws.
    public var interpretedDiagnostics: [ImportDiagnostic] {
        result.diagnostics + result.activities.filter { compiled.activities[$0.attributesType] == nil }.flatMap(\.diagnostics)
    }

    static func withPreview(_ t: ActivityTemplate, _ c: CompiledImport.Activity) -> ActivityTemplate {
        var t = t
        t.previewState = c.states.first
        t.previewAttributes = c.attributes
        return t
    }

    /// The provider that draws the compiled activities, nil when none compiled.
    public func makeTemplateProvider() -> CompiledTemplates? {
        compiled.activities.isEmpty ? nil : CompiledTemplates(compiled)
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
