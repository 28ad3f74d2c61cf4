import AfterglowApp
import AfterglowDisplay
import AfterglowPower
import AfterglowScene
import AfterglowEmulator
import ArgumentParser
import Foundation

/// `afterglow bench`: runs a scenario headless and prints frame-budget and power figures per
/// display state; exits 1 when a threshold is breached (docs/POWER.md › Bench output).
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a scenario headless and report frame budgets, hitches and panel power per display state.")

    @OptionGroup var devicesOption: DeviceDirectoryOption
    @Option(help: "Device id (default: the scenario's device).") var device: String?
    @Option(help: "Scenario file (Examples/scenarios/*.json).") var scenario: String
    @Flag(help: "Print the report as JSON.") var json = false
    @Option(help: "Write a Chrome trace-event JSON (opens in Perfetto) to this file.") var trace: String?
    @Option(name: .customLong("max-p99-ms"), help: "Fail (exit 1) when any state's p99 frame time exceeds this.") var maxP99Ms: Double?
    @Option(name: .customLong("max-hitch-ratio"), help: "Fail (exit 1) when any state's hitch time ratio (ms/s) exceeds this.") var maxHitchRatio: Double?
    @Option(name: .customLong("burn-in-map"), help: "Write the Always On burn-in heat map (PGM, one pixel per 32 px tile; flagged tiles below) to this file.") var burnInMap: String?
    @Flag(help: "Run on the real clock (the scenario takes its own duration) instead of the virtual one.") var realtime = false
    @Flag(help: "Override the scenario: no wallpaper in Always On (Show Wallpaper off; the fallback scene draws none at all).") var noWallpaper = false
    @Option(help: "light or dark (default) appearance of the composed scene; it picks the wallpaper Always On dims.") var appearance: Appearance = .dark
    @Option(name: .customLong("ambient-lux"), help: "Override the scenario: ambient light in lux (0…120000; default the scenario's, else 1000, the Always On fit's condition).") var ambientLux: Double?
    @Option(help: "cairo (AfterglowRender, default) or flat (the core's rasterizer).") var renderer: EmulatorAssembly.RendererKind = .cairo
    @Option(help: "composed (content stores + SceneComposer; default with cairo) or fallback (the core's scene; default with flat).") var scene: EmulatorAssembly.SceneKind?
    @Option(name: .customLong("report"), help: "Write the full report (JSON) to this file and print a short summary instead of the table.") var reportFile: String?

    func validate() throws {
        if let ambientLux, !DisplaySettings.ambientLuxRange.contains(ambientLux) {
            throw ValidationError("--ambient-lux \(ambientLux) is outside 0…120000")
        }
        if let maxP99Ms, !(maxP99Ms > 0) { throw ValidationError("--max-p99-ms must be above 0, got \(maxP99Ms)") }
        if let maxHitchRatio, maxHitchRatio.isNaN { throw ValidationError("--max-hitch-ratio must be a number") }
        if json && reportFile != nil { throw ValidationError("--json prints the report; --report writes it to a file and prints a summary: pick one") }
    }

    func run() throws {
        var parsed: Scenario
        do { parsed = try ScenarioParser.load(path: scenario) } catch { throw failure(error, 2) }
        if let ambientLux { parsed.settings.append(.ambientLux(ambientLux)) }
        let catalog = try devicesOption.loadCatalog(quiet: json)
        let profile = try devicesOption.profile(device ?? parsed.device ?? "iphone-14-pro", in: catalog)
        var bench = ScenarioBench(scenario: parsed, scenarioFile: scenario, profile: profile, examplesBesideDevices: try devicesOption.resolveDirectory())
        bench.realtime = realtime; bench.trace = trace; bench.burnInMap = burnInMap; bench.noWallpaper = noWallpaper
        bench.appearance = appearance; bench.renderer = renderer; bench.scene = scene; bench.maxP99Ms = maxP99Ms; bench.maxHitchRatio = maxHitchRatio
        let out: BenchOutput
        do { out = try bench.run(warn: json ? { _ in } : { printError("warning: \($0)") }) } catch let e as ScenarioBench.OutputError { throw failure(e, 2) }
        let report = out.report, breaches = out.breaches
        if let reportFile {
            do { try Data(try jsonString(out).utf8).write(to: URL(fileURLWithPath: reportFile)) } catch {
                printError("error: cannot write the report to \(reportFile): \(error.localizedDescription)")
                throw ExitCode(2)
            }
            print(BenchSummary.render(out, reportPath: reportFile))
        } else if json {
            print(try jsonString(out))
        } else {
            print(BenchTable.render(out))
        }
        for p in report.problems { printError("warning: at \(p.timestamp): \(p.message)") }
        if !breaches.isEmpty {
            for b in breaches { printError("breach: \(b)") }
            throw ExitCode(1)
        }
    }
}
