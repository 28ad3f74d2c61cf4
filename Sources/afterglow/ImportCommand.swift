import AfterglowApp
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
        Prints, per activity: the attributes type, the presentations found, the preview states, how \
        many views were mapped, and compiler-style diagnostics for what is drawn as a fallback.

        Render one with:
          afterglow screenshot --widget PATH --device iphone-16-pro \\
            --presentation expanded -o out.png

        With -o DIR, writes DIR/<AttributesType>/template.json, preview-N.json (start payloads) \
        and assets/:
          afterglow screenshot --template DIR/X/template.json \\
            --payload DIR/X/preview-1.json --device iphone-16-pro -o out.png
        """)

    @Argument(help: "Swift files or directories (searched recursively).") var paths: [String] = []
    @Flag(help: "Print the report as JSON.") var json = false
    @Option(name: .shortAndLong, help: "Write one template directory per activity here (template.json, preview-N.json, assets/).")
    var output: String?

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one .swift file or directory") }
    }

    func run() throws {
        // The compiled path (docs/SWIFTUI.md › Compiled path): which activities it draws, and why not
        // the others. Its build runs beside the interpreter.
        let pending = PendingBuild(paths: paths)
        let result = SwiftUIImporter.importActivities(paths: paths)
        let compiled = CompiledImport.load(paths: paths, interpreted: result, pending: pending, log: { printError("afterglow: \($0)") })
        let usable = result.activities.filter { !$0.template.layouts.isEmpty }
        ImportReport.printReport(result, compiled: compiled, json: json, out: { print($0) }, err: printError)
        if usable.isEmpty && compiled.activities.isEmpty {
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
