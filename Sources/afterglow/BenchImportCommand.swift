import AfterglowApp
import ArgumentParser
import Foundation

/// `afterglow bench-import PATH…`: the SwiftUI importer's speed on this machine, the figures
/// docs/SWIFTUI.md quotes (issue 11: import + first render ≤ 1 s, re-import on save ≤ 200 ms).
/// A benchmark, not a test: it prints medians and spreads and exits 0 unless asked to hold a limit.
struct BenchImport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-import",
        abstract: "Time importing SwiftUI Live Activity sources: first import + render, and re-import on save.",
        discussion: """
        In one process: the first import and first render (fonts and caches cold), then --runs saves of a \
        copy of the sources, each timed from the write to the presented frame that shows it, through the \
        watcher, re-import and frame loop of `run --widget --headless`. The whole command's time from outside \
        (process start included) is measured with farm-bench: scripts/bench-swiftui.sh.
        """)

    @OptionGroup var options: DeviceDirectoryOption
    @Argument(help: "Swift files or directories (searched recursively).") var paths: [String] = []
    @Option(help: "Device id or name.") var device: String = "iphone-16-pro"
    @Option(help: "Timed saves.") var runs: Int = 20
    @Option(help: "Exit 1 when the median first import + render exceeds this (ms).") var maxFirstMs: Double?
    @Option(help: "Exit 1 when the median save → frame exceeds this (ms).") var maxSaveMs: Double?

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one .swift file or directory") }
        if runs < 1 || runs > 1000 { throw ValidationError("--runs must be 1…1000, got \(runs)") }
    }

    func run() throws {
        let catalog = try options.loadCatalog()
        let profile = try options.profile(device, in: catalog)
        let bench = ImportBenchmark(paths: paths, profile: profile, runs: runs)
        let result: ImportBenchmark.Result
        do { result = try bench.run(say: { print($0) }) } catch { throw failure(error, 1) }
        var failed = false
        if let maxFirstMs, result.firstMs > maxFirstMs { printError("over: first import + render \(result.firstMs) ms > \(maxFirstMs) ms"); failed = true }
        if let maxSaveMs, result.medianSaveMs > maxSaveMs { printError("over: median save → frame presented \(result.medianSaveMs) ms > \(maxSaveMs) ms"); failed = true }
        if failed { throw ExitCode(1) }
    }
}
