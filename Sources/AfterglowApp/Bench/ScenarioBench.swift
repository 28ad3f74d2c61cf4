import AfterglowDevices
import AfterglowDisplay
import AfterglowEmulator
import AfterglowPower
import AfterglowScheduler
import AfterglowTime
import Foundation

/// `afterglow bench`: a scenario run headless on the one assembly, with frame-budget and power
/// figures per display state and the breaches of the limits given (docs/POWER.md › Bench output).
public struct ScenarioBench {
    public var scenario: Scenario
    public var scenarioFile: String
    public var profile: DeviceProfile
    /// The Devices/ directory; the example templates beside it are the content.
    public var examplesBesideDevices: String
    public var realtime = false
    public var trace: String?
    public var burnInMap: String?
    public var noWallpaper = false
    public var appearance: Appearance = .dark
    public var renderer: EmulatorAssembly.RendererKind = .cairo
    public var scene: EmulatorAssembly.SceneKind?
    public var maxP99Ms: Double?
    public var maxHitchRatio: Double?

    /// A trace, map or report that could not be written.
    public struct OutputError: Error, CustomStringConvertible { public var description: String }

    public init(scenario: Scenario, scenarioFile: String, profile: DeviceProfile, examplesBesideDevices: String) {
        self.scenario = scenario; self.scenarioFile = scenarioFile; self.profile = profile; self.examplesBesideDevices = examplesBesideDevices
    }

    public func run(warn: (String) -> Void) throws -> BenchOutput {
        let parsed = scenario

        let clock: SimulationClock = realtime ? RealClock() : VirtualClock()
        var assembly = EmulatorAssembly(device: profile, clock: clock)
        assembly.options.trace = trace != nil
        // The scenario's "wallpaper" is the Always On wallpaper setting (iOS 16.2+ Show Wallpaper).
        assembly.options.policy.alwaysOnWallpaper = parsed.wallpaper && !noWallpaper
        assembly.wallpaper = parsed.wallpaper && !noWallpaper
        assembly.renderer = renderer
        assembly.scene = scene ?? (renderer == .cairo ? .composed : .fallback)
        assembly.appearance = appearance
        assembly.content = .examples(besideDevices: examplesBesideDevices)
        // The scenario's starting settings are the emulator's own from its first instant.
        var settings = DisplaySettings(device: profile)
        for s in parsed.settings { settings.apply(s) }
        assembly.settings = settings
        let setup = assembly.makeEmulator()
        for p in setup.problems { warn(p.description) }
        let emulator = setup.emulator
        let conditions = BenchConditions(emulator: emulator, scenario: parsed, wallpaper: parsed.wallpaper && !noWallpaper,
                                         appearance: assembly.scene == .composed ? appearance.rawValue : "fallback scene")

        let wallStart = MonotonicStopwatch().nanoseconds()
        let cpuStart = processCPUSeconds()
        // The cold start (fonts, caches) before the first presented frame, as on a device.
        emulator.warmUp()
        parsed.run(on: emulator)
        let wall = Double(MonotonicStopwatch().nanoseconds() - wallStart) / 1e9
        let cpu = processCPUSeconds() - cpuStart
        let report = emulator.report()

        if let trace, let data = try emulator.traceJSON() {
            do { try data.write(to: URL(fileURLWithPath: trace)) } catch {
                throw OutputError(description: "cannot write trace to \(trace): \(error.localizedDescription)")
            }
        }

        if let burnInMap {
            do { try emulator.burnInMap().pgm().write(to: URL(fileURLWithPath: burnInMap)) } catch {
                throw OutputError(description: "cannot write the burn-in map to \(burnInMap): \(error.localizedDescription)")
            }
        }

        var breaches: [String] = []
        if let maxP99Ms, report.worstP99Ms > maxP99Ms {
            breaches.append(String(format: "p99 frame time %.3f ms > --max-p99-ms %.3f", report.worstP99Ms, maxP99Ms))
        }
        if let maxHitchRatio, report.worstHitchRatio > maxHitchRatio {
            breaches.append(String(format: "hitch time ratio %.3f ms/s > --max-hitch-ratio %.3f", report.worstHitchRatio, maxHitchRatio))
        }

        return BenchOutput(scenario: parsed.name, scenarioFile: scenarioFile, renderer: setup.name, clock: realtime ? "real" : "virtual",
                              conditions: conditions, wallSeconds: wall, cpuSeconds: cpu, cpuShare: wall > 0 ? cpu / wall : 0,
                              report: report, breaches: breaches)
    }
}
