import AfterglowApp
import ArgumentParser
import Foundation

extension MotionBenchmark.Clock: ExpressibleByArgument {}

/// `afterglow bench-motion`: frame times of a transition (`MotionBenchmark`); this parses and prints.
struct BenchMotion: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-motion",
        abstract: "Time a transition's frames (island expansion, numeric text …) over many runs: p50/p99/max, budget misses, panel power.")

    @OptionGroup var devicesOption: DeviceDirectoryOption
    @Option(help: "Device id.") var device = "iphone-16-pro"
    @Option(help: "Transitions, comma-separated: \(MotionClip.allCases.map(\.rawValue).joined(separator: ", ")).") var clips = CommaSeparated<MotionClip>([.islandExpand, .numericText])
    @Option(help: "Runs of each.") var runs = 100
    @Flag(name: .customLong("reduce-motion"), help: "Reduce Motion on.") var reduceMotion = false
    @Option(help: "What a frame's cost is measured in: wall (elapsed, what the budget is about) or cpu (the process's CPU time, without preemption by other processes).")
    var clock = MotionBenchmark.Clock.wall
    @Flag(name: .customLong("compose-every-frame"), help: "Compose the whole scene every frame, as before compositions were reused (to measure what reuse saves).")
    var composeEveryFrame = false

    func validate() throws {
        guard runs >= 1 else { throw ValidationError("--runs must be at least 1, got \(runs)") }
    }

    func run() throws {
        let catalog = try devicesOption.loadCatalog()
        let profile = try devicesOption.profile(device, in: catalog)
        let examples = try devicesOption.examplesDirectory()
        print("\(profile.id), \(runs) runs each, virtual clock, Cairo renderer, power estimate included, \(clock == .cpu ? "CPU" : "wall") time")
        var options = MotionRecording.Options(reduceMotion: reduceMotion)
        options.composeEveryFrame = composeEveryFrame
        for c in clips.values {
            let r: MotionBenchmark.Result
            do { r = try MotionBenchmark.run(c, device: profile, examples: examples, runs: runs, clock: clock, options: options) } catch let e as MotionRecording.Failure { throw failure(e, 2) }
            for line in r.personLines(c) { print(line) }
        }
    }
}
