import AfterglowApp
import AfterglowDevices
import ArgumentParser
import Foundation

/// `--devices DIR` and `--device NAME`, shared by every verb that needs a profile.
struct DeviceDirectoryOption: ParsableArguments {
    @Option(name: .long, help: "Directory of device profiles (default: the repository's Devices/, or $AFTERGLOW_DEVICES).")
    var devices: String?

    /// Loads the catalog and prints every broken profile to stderr; the others stay usable.
    func loadCatalog(quiet: Bool = false) throws -> DeviceCatalog {
        let dir = try resolveDirectory()
        let catalog = DeviceCatalog.load(directory: dir)
        if !quiet { for e in catalog.errors { printError("warning: skipped \(e)") } }
        return catalog
    }

    /// Examples/activities beside the Devices/ directory: the templates the example payloads use.
    func examplesDirectory() throws -> String {
        ((try resolveDirectory() as NSString).deletingLastPathComponent as NSString).appendingPathComponent("Examples/activities")
    }

    func resolveDirectory() throws -> String {
        if let devices { return devices }
        if let env = ProcessInfo.processInfo.environment["AFTERGLOW_DEVICES"] { return env }
        for candidate in defaultCandidates() where FileManager.default.fileExists(atPath: candidate) {
            return candidate
        }
        throw ValidationError("no Devices/ directory found: pass --devices DIR or set AFTERGLOW_DEVICES")
    }

    /// Next to the repository the binary was built in (…/.build/<config>/afterglow), then the cwd.
    private func defaultCandidates() -> [String] {
        let exe = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var out: [String] = []
        var dir = exe.deletingLastPathComponent()
        for _ in 0..<5 {
            out.append(dir.appendingPathComponent("Devices").path)
            dir = dir.deletingLastPathComponent()
        }
        out.insert(FileManager.default.currentDirectoryPath + "/Devices", at: 0)
        return out
    }

    /// Finds a profile or exits 2 suggesting the closest names.
    func profile(_ name: String, in catalog: DeviceCatalog) throws -> DeviceProfile {
        if let p = catalog.profile(named: name) { return p }
        let near = catalog.suggestions(for: name)
        let hint = near.isEmpty ? "run 'afterglow devices' for the list" : "did you mean \(near.map { "'\($0)'" }.joined(separator: ", "))?"
        printError("error: unknown device '\(name)': \(hint)")
        throw ExitCode(2)
    }
}

