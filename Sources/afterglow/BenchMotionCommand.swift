import AfterglowApp
import ArgumentParser
import Foundation

/// `afterglow bench-motion`: frame times of a transition (`MotionBenchmark`); this parses and prints.
struct BenchMotion: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-motion",
        abstract: "Time a transition's frames (island expansion, numeric text …) over many runs: p50/p99/max, budget misses, panel power.")

    @OptionGroup var devicesOption: DeviceDirectoryOption
    @Option(help: "Device id.") var device = "iphone-16-pro"
    @Option(help: "Transitions, comma-separated: \(MotionClip.allCases.map(\.rawValue).joined(separator: ", ")).") var clips = "island-expand,numeric-text"
    @Option(help: "Runs of each.") var runs = 100
    @Flag(name: .customLong("reduce-motion"), help: "Reduce Motion on.") var reduceMotion = false

    func run() throws {
        let catalog = try devicesOption.loadCatalog()
        let profile = try devicesOption.profile(device, in: catalog)
        let examples = try devicesOption.examplesDirectory()
        var list: [MotionClip] = []
        for name in clips.split(separator: ",") {
            guard let c = MotionClip(rawValue: String(name)) else { throw ValidationError("--clips: '\(name)' is not one of \(MotionClip.allCases.map(\.rawValue).joined(separator: ", "))") }
            list.append(c)
        }
        print("\(profile.id), \(runs) runs each, virtual clock, Cairo renderer, power estimate included")
        for c in list {
            let r: MotionBenchmark.Result
            do { r = try MotionBenchmark.run(c, device: profile, examples: examples, runs: runs, options: .init(reduceMotion: reduceMotion)) } catch let e as MotionRecording.Failure {
                printError("error: \(e)")
                throw ExitCode(2)
            }
            let hz = r.refreshHz.map { String(format: "%g", $0) }.joined(separator: "/")
            print(String(format: "  %-15@ %5d frames  p50 %6.3f ms  p99 %6.3f ms  max %6.3f ms  (%.2f ms budget at %@ Hz)  misses %d in %d runs  %.1f mW",
                         c.rawValue as NSString, r.frames, r.p50Ms, r.p99Ms, r.maxMs, r.budgetMs, hz as NSString, r.budgetMisses, r.runsMissing, r.meanMilliwatts))
            if !r.missesByFrame.isEmpty {
                print("    misses by frame of the motion: " + r.missesByFrame.sorted { $0.key < $1.key }.map { "#\($0.key): \($0.value)" }.joined(separator: ", "))
            }
        }
    }
}
