import AfterglowPayloads
import AfterglowSwiftUI

/// The text and JSON forms of an import's report.
public enum ImportReport {
    public static func summary(_ a: ImportedActivity) -> String {
        let previews = a.previewSource == .previews ? "\(a.previewStates.count) preview state(s)" : "no previews (values synthesized from the declared types)"
        return "\(a.attributesType) (\(a.file):\(a.line)): \(a.presentations.joined(separator: ", ")); \(previews); \(a.mappedViews) of \(a.totalViews) views mapped, \(a.diagnostics.count) diagnostic(s)"
    }

    public static func whyNothing(_ r: ImportResult, paths: [String]) -> String {
        if r.files == 0 {
            return "no .swift files in \(paths.joined(separator: ", "))" + (r.diagnostics.isEmpty ? "" : " (" + r.diagnostics.map(\.description).joined(separator: "; ") + ")")
        }
        if r.activities.isEmpty {
            return "no ActivityConfiguration(for:) in \(r.files) Swift file(s) under \(paths.joined(separator: ", ")); a Live Activity is declared as `ActivityConfiguration(for: X.self) { context in … } dynamicIsland: { … }`"
        }
        return r.activities.map { "\($0.file):\($0.line): ActivityConfiguration(for: \($0.attributesType).self) has no view the importer can draw" }.joined(separator: "; ")
    }

    /// With `compiled`, each activity says which path draws it (`"path": "compiled"|"interpreted"`,
    /// `"pathReason"`, `"standIns"`), and activities only the compiled program found are listed too.
    public static func json(_ r: ImportResult, compiled: CompiledImport? = nil) -> String {
        var acts: [JSONValue] = []
        func pathKeys(_ o: inout JSONObject, _ type: String) {
            guard let compiled else { return }
            let p = compiled.path(for: type)
            o["path"] = .string(p.path)
            o["pathReason"] = .string(p.reason)
            o["standIns"] = .array(compiled.standIns.map(JSONValue.string))
            if p.path == "interpreted", !compiled.errors.isEmpty {
                o["compilerErrors"] = .array(compiled.errors.prefix(5).map { e in
                    var j = JSONObject(["file": .string(e.file), "line": .number(Double(e.line)), "column": .number(Double(e.column)), "message": .string(e.message)])
                    // Swift's own rule, where the error is the language's (not a name the layer lacks).
                    if let n = e.languageNote { j["languageNote"] = .string(n) }
                    return .object(j)
                })
            }
        }
        for (type, c) in (compiled?.activities ?? [:]).sorted(by: { $0.key < $1.key }) where !r.activities.contains(where: { $0.attributesType == type }) {
            var o = JSONObject()
            o["attributesType"] = .string(type)
            o["file"] = .string("")
            o["line"] = .number(0)
            o["presentations"] = .array(c.first.template.layouts.keys.map(\.rawValue).sorted().map(JSONValue.string))
            o["previews"] = .number(Double(c.statesFrom == "previews" ? c.states.count : 0))
            o["mappedViews"] = .number(0); o["totalViews"] = .number(0); o["unsupported"] = .array([])
            pathKeys(&o, type)
            acts.append(.object(o))
        }
        for a in r.activities {
            var o = JSONObject()
            o["attributesType"] = .string(a.attributesType)
            o["file"] = .string(a.file)
            o["line"] = .number(Double(a.line))
            o["presentations"] = .array(a.presentations.map(JSONValue.string))
            o["previews"] = .number(Double(a.previewSource == .previews ? a.previewStates.count : 0))
            o["mappedViews"] = .number(Double(a.mappedViews))
            o["totalViews"] = .number(Double(a.totalViews))
            o["unsupported"] = .array(a.diagnostics.map { d in
                var u = JSONObject()
                u["file"] = .string(d.file); u["line"] = .number(Double(d.line)); u["column"] = .number(Double(d.column))
                u["construct"] = .string(d.construct ?? d.message)
                u["message"] = .string(d.message)
                return .object(u)
            })
            pathKeys(&o, a.attributesType)
            // Drawn by the compiled program: the interpreter's "not supported" list does not apply;
            // the program's own warnings (what the layer approximates) do.
            if let c = compiled?.activities[a.attributesType] {
                o["unsupported"] = .array([])
                o["warnings"] = .array(c.first.warnings.map(JSONValue.string))
            }
            acts.append(.object(o))
        }
        var root = JSONObject()
        root["files"] = .number(Double(r.files))
        root["activities"] = .array(acts)
        return JSONValue.object(root).compactJSON
    }
}

extension ImportReport {
    /// What `afterglow import` prints: the compiler's first errors when the sources do not
    /// compile, then JSON, or per activity the path that draws it, its summary and diagnostics.
    public static func printReport(_ result: ImportResult, compiled: CompiledImport, json: Bool,
                                   out: (String) -> Void, err: (String) -> Void) {
        if !compiled.errors.isEmpty {
            err("afterglow: the sources do not compile against the widget layer; the interpreting importer draws them. The compiler's first errors:")
            for e in compiled.errors.prefix(5) {
                err(e.description)
                if let n = e.languageNote { err("  note: \(n)") }
            }
        }
        if json { out(ImportReport.json(result, compiled: compiled)); return }
        for s in compiled.standIns { err("stand-in: \(s)") }
        for type in Set(result.activities.map(\.attributesType)).union(compiled.activities.keys).sorted() {
            let p = compiled.path(for: type)
            out("\(type): \(p.path) (\(p.reason))")
        }
        for d in result.diagnostics { err(d.description) }
        for a in result.activities {
            out(ImportReport.summary(a))
            for d in a.diagnostics { err(d.description) }
        }
    }
}
