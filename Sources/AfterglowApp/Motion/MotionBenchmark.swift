import AfterglowDevices
import AfterglowScene
import AfterglowScheduler
import AfterglowTime
import Foundation

/// `afterglow bench-motion`: one transition run `runs` times through the whole frame path on the
/// virtual clock with the real stopwatch (each frame's work — input, update, layout, damage,
/// Cairo render of the damaged rects, the panel-power estimate over them — is measured, its time
/// on screen is the virtual clock's). Only the transition's own frames count: from the trigger to
/// the frame that draws the rest state. Each run is a fresh emulator, so nothing is cached across
/// runs beyond what a process keeps (fonts).
public enum MotionBenchmark {
    public struct Result: Sendable {
        public var clip: MotionClip
        public var device: String
        public var runs: Int
        public var frames: Int
        public var p50Ms: Double, p99Ms: Double, maxMs: Double
        /// The budget of the rate the motion ran at (8.33 ms at 120 Hz).
        public var budgetMs: Double
        public var budgetMisses: Int
        /// Runs with at least one budget miss.
        public var runsMissing: Int
        /// Panel power over the motion's frames, mean (the estimate each frame carries).
        public var meanMilliwatts: Double
        public var refreshHz: [Double]
        /// How many misses fell on each frame of the motion (index from the trigger): a miss
        /// always on the first frames is a cost of the content's first drawing, one spread out
        /// is the machine.
        public var missesByFrame: [Int: Int]
    }

    final class Costs: @unchecked Sendable {
        var samples: [(t: Timestamp, cost: FrameCostSample)] = []
    }

    public static func run(_ clip: MotionClip, device: DeviceProfile, examples: String, runs: Int,
                           options: MotionRecording.Options = .init()) throws -> Result {
        guard runs >= 1 else { throw MotionRecording.Failure(description: "--runs must be at least 1, got \(runs)") }
        var byFrame: [Int: Int] = [:]
        var costs: [Double] = [], misses = 0, runsMissing = 0, budget = 0.0, mw: [Double] = [], hz = Set<Double>()
        for _ in 0..<runs {
            let c = Costs()
            let take = try MotionRecording.run(clip, device: device, examples: examples, options: options,
                                               onCost: { cost, t in c.samples.append((t, cost)) })
            guard let rest = take.motion.last?.time else { continue }
            let mine = c.samples.filter { $0.t > take.trigger && $0.t <= rest }.map(\.cost)
            costs += mine.map(\.costMs)
            for (i, c) in mine.enumerated() where c.missedBudget { byFrame[i, default: 0] += 1 }
            let m = mine.filter(\.missedBudget).count
            misses += m
            if m > 0 { runsMissing += 1 }
            budget = max(budget, mine.map(\.budgetMs).max() ?? 0)
            mw += take.motion.map(\.milliwatts)
            hz.formUnion(take.motion.map(\.hz))
        }
        let sorted = costs.sorted()
        func pct(_ p: Double) -> Double {
            guard !sorted.isEmpty else { return 0 }
            return sorted[min(sorted.count - 1, Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1)]
        }
        return Result(clip: clip, device: device.id, runs: runs, frames: sorted.count, p50Ms: pct(50), p99Ms: pct(99),
                      maxMs: sorted.last ?? 0, budgetMs: budget, budgetMisses: misses, runsMissing: runsMissing,
                      meanMilliwatts: mw.isEmpty ? 0 : mw.reduce(0, +) / Double(mw.count), refreshHz: hz.sorted(), missesByFrame: byFrame)
    }
}

extension MotionBenchmark.Result {
    /// `afterglow bench-motion`'s lines for one transition: frame times against the budget,
    /// misses, power, and which frames of the motion missed.
    public func personLines(_ clip: MotionClip) -> [String] {
        let hz = refreshHz.map { String(format: "%g", $0) }.joined(separator: "/")
        var lines = [String(format: "  %-15@ %5d frames  p50 %6.3f ms  p99 %6.3f ms  max %6.3f ms  (%.2f ms budget at %@ Hz)  misses %d in %d runs  %.1f mW",
                            clip.rawValue as NSString, frames, p50Ms, p99Ms, maxMs, budgetMs, hz as NSString, budgetMisses, runsMissing, meanMilliwatts)]
        if !missesByFrame.isEmpty {
            lines.append("    misses by frame of the motion: " + missesByFrame.sorted { $0.key < $1.key }.map { "#\($0.key): \($0.value)" }.joined(separator: ", "))
        }
        return lines
    }
}
