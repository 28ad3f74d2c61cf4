import AfterglowKit
import AfterglowSwiftUI
import ArgumentParser
import Foundation

/// `afterglow import PATH… [--json] [-o DIR]`: finds every `ActivityConfiguration(for:)` in SwiftUI
/// source and reports what the importer makes of it (docs/SWIFTUI.md). Exit 0 when at least
/// one activity imported (warnings allowed), 1 when none did, 2 on usage errors.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import SwiftUI Live Activity source (.swift files or directories) and report what can be drawn.",
        discussion: """
        Prints, per activity: the attributes type, the presentations found, the preview states, how
        many views were mapped, and compiler-style diagnostics for what is drawn as a fallback.
        Render one with: afterglow screenshot --widget PATH --device iphone-16-pro --presentation expanded -o out.png
        With -o DIR, writes DIR/<AttributesType>/template.json, preview-N.json (start payloads) and assets/:
          afterglow screenshot --template DIR/X/template.json --payload DIR/X/preview-1.json --device iphone-16-pro -o out.png
        """)

    @Argument(help: "Swift files or directories (searched recursively).") var paths: [String] = []
    @Flag(help: "Print the report as JSON.") var json = false
    @Option(name: .shortAndLong, help: "Write one template directory per activity here (template.json, preview-N.json, assets/).")
    var output: String?

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one .swift file or directory") }
    }

    func run() throws {
        let result = SwiftUIImporter.importActivities(paths: paths)
        let usable = result.activities.filter { !$0.template.layouts.isEmpty }
        if json {
            print(ImportReport.json(result))
        } else {
            for d in result.diagnostics { printError(d.description) }
            for a in result.activities {
                print(ImportReport.summary(a))
                for d in a.diagnostics { printError(d.description) }
            }
        }
        if usable.isEmpty {
            printError("error: \(ImportReport.whyNothing(result, paths: paths))")
            throw ExitCode(1)
        }
        if !json { print("\(usable.count) activit\(usable.count == 1 ? "y" : "ies") imported from \(result.files) file(s)") }
        guard let output else { return }
        let written: [ImportOutput.Written]
        do { written = try ImportOutput.write(usable, to: output) } catch {
            printError("error: -o \(output): \(error)")
            throw ExitCode(1)
        }
        for w in written {
            // On stderr under --json, so stdout stays one JSON document.
            let line = "wrote \(w.template), \(w.payloads.count) preview payload(s)\(w.images > 0 ? ", \(w.images) image(s)" : "")"
            if json { printError(line) } else { print(line) }
        }
    }
}

/// The text and JSON forms of an import's report.
enum ImportReport {
    static func summary(_ a: ImportedActivity) -> String {
        let previews = a.previewSource == .previews ? "\(a.previewStates.count) preview state(s)" : "no previews (values synthesized from the declared types)"
        return "\(a.attributesType) (\(a.file):\(a.line)): \(a.presentations.joined(separator: ", ")); \(previews); \(a.mappedViews) of \(a.totalViews) views mapped, \(a.diagnostics.count) diagnostic(s)"
    }

    static func whyNothing(_ r: ImportResult, paths: [String]) -> String {
        if r.files == 0 {
            return "no .swift files in \(paths.joined(separator: ", "))" + (r.diagnostics.isEmpty ? "" : " (" + r.diagnostics.map(\.description).joined(separator: "; ") + ")")
        }
        if r.activities.isEmpty {
            return "no ActivityConfiguration(for:) in \(r.files) Swift file(s) under \(paths.joined(separator: ", ")); a Live Activity is declared as `ActivityConfiguration(for: X.self) { context in … } dynamicIsland: { … }`"
        }
        return r.activities.map { "\($0.file):\($0.line): ActivityConfiguration(for: \($0.attributesType).self) has no view the importer can draw" }.joined(separator: "; ")
    }

    static func json(_ r: ImportResult) -> String {
        var acts: [JSONValue] = []
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
            acts.append(.object(o))
        }
        var root = JSONObject()
        root["files"] = .number(Double(r.files))
        root["activities"] = .array(acts)
        return JSONValue.object(root).compactJSON
    }
}
