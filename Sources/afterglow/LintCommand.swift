import AfterglowLint
import AfterglowApp
import AfterglowContent
import ArgumentParser
import Foundation

/// `afterglow lint TEMPLATE [--payload P] [--device D] [--json]`: checks a Live Activity
/// template against the HIG rules; exits 1 when an error-severity finding is reported.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check a Live Activity template against the HIG rules (sizes, margins, island shape, legibility, Always On contrast, redaction).")

    @OptionGroup var deviceOptions: DeviceDirectoryOption
    @Argument(help: "Template JSON file, or SwiftUI Live Activity source (a .swift file or a directory) to import and check.") var template: String
    @Option(help: "A .apns payload or a sequence.json whose states to check (default: the template's preview data).")
    var payload: String?
    @Option(help: "Check on this device only (default: every device in the catalog).") var device: String?
    @Flag(help: "Print findings as JSON.") var json = false
    @Flag(help: "Measure text with the core's approximate metrics instead of Pango's (the renderer's).")
    var approximateText = false

    /// The template file, or every activity imported from SwiftUI source.
    func templates() throws -> [ActivityTemplate] {
        do { return try LintInputs.templates(template, warn: printError) } catch let e as LintInputs.Failure { throw failure(e, e.exitCode) }
    }

    func run() throws {
        var failed = false
        for t in try templates() {
            do { try lint(t) } catch let e as ExitCode where e == .failure { failed = true }
        }
        if failed { throw ExitCode(1) }
    }

    func lint(_ t: ActivityTemplate) throws {
        let catalog = try deviceOptions.loadCatalog(quiet: json)
        let devices = try device.map { [try deviceOptions.profile($0, in: catalog)] } ?? catalog.profiles
        let samples: [TemplateLinter.Sample]
        do { samples = try LintInputs.samples(for: t, payload: payload, warn: printError) } catch let e as LintInputs.Failure { throw failure(e, e.exitCode) }
        let errors = try LintInputs.lint(t, named: template, samples: samples, devices: devices, approximateText: approximateText, json: json)
        if errors > 0 { throw ExitCode(1) }
    }
}
