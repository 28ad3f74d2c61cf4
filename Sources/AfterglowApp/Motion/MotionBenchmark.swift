import AfterglowDevices
import AfterglowScene
import AfterglowScheduler
import AfterglowTime
import Foundation

/// `afterglow bench-motion`: one transition run `runs` times through the whole frame path on the
/// virtual clock with a real stopwatch (each frame's work — input, update, layout, damage,
/// Cairo render of the damaged rects, the panel-power estimate over them — is measured, its time
/// on screen is the virtual clock's). Only the transition's own frames count: from the trigger to
/// the frame that draws the rest state. Each run is a fresh emulator, so nothing is cached across
/// runs beyond what a process keeps (fonts).
public enum MotionBenchmark {
    /// What a frame's cost is measured in.
    public enum Clock: String, CaseIterable, Sendable {
        /// Elapsed time (CLOCK_MONOTONIC): what the budget is about; on a shared machine it includes
        /// the time other processes ran.
        case wall
        /// The process's CPU time: the frame's own work, without preemption.
        case cpu

        var stopwatch: any Stopwatch { self == .cpu ? ProcessCPUStopwatch() : MonotonicStopwatch() }
    }

    /// Percentiles of one series of frame costs, milliseconds.
    public struct Spread: Sendable {
        public var p50: Double, p99: Double, max: Double
        init(_ values: [Double]) {
            let sorted = values.sorted()
            func pct(_ p: Double) -> Double {
                guard !sorted.isEmpty else { return 0 }
                return sorted[Swift.min(sorted.count - 1, Swift.max(0, Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1))]
            }
            p50 = pct(50); p99 = pct(99); max = sorted.last ?? 0
        }
    }

    public struct Result: Sendable {
        public var clip: MotionClip
        public var device: String
        public var runs: Int
        public var clock: Clock
        public var frames: Int
        public var p50Ms: Double, p99Ms: Double, maxMs: Double
        /// Where a frame's time goes: each phase's spread over the same frames.
        public var phases: [(phase: FramePhase, spread: Spread)]
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
        /// Pixels redrawn per frame of the motion, mean (the damage's area).
        public var meanDamagePixels: Double
        /// Over every run's clip: frames that composed the scene, frames drawn from the last composition.
        public var composed: Int, reusedCompositions: Int
        /// The frames of the motion (index from the trigger) with the highest cost at their own
        /// p99 over the runs, costliest first, with each phase's p99 there: where a p99 comes from.
        public var costliestFrames: [(index: Int, total: Spread, phases: [(phase: FramePhase, p99: Double)])] = []
    }

    final class Costs: @unchecked Sendable {
        var samples: [(t: Timestamp, cost: FrameCostSample, phases: PhaseTimes)] = []
    }

    public static func run(_ clip: MotionClip, device: DeviceProfile, examples: String, runs: Int, clock: Clock = .wall,
                           options: MotionRecording.Options = .init()) throws -> Result {
        guard runs >= 1 else { throw MotionRecording.Failure(description: "--runs must be at least 1, got \(runs)") }
        var options = options
        options.stopwatch = clock.stopwatch
        var byFrame: [Int: Int] = [:]
        var costs: [Double] = [], misses = 0, runsMissing = 0, budget = 0.0, mw: [Double] = [], hz = Set<Double>()
        var phaseCosts: [FramePhase: [Double]] = [:], damage: [Double] = [], composed = 0, reused = 0
        var perFrame: [Int: [(cost: Double, phases: PhaseTimes)]] = [:]
        for _ in 0..<runs {
            let c = Costs()
            let take = try MotionRecording.run(clip, device: device, examples: examples, options: options,
                                               onCost: { cost, phases, t in c.samples.append((t, cost, phases)) })
            composed += take.composed; reused += take.reusedCompositions
            guard let rest = take.motion.last?.time else { continue }
            let mine = c.samples.filter { $0.t > take.trigger && $0.t <= rest }
            costs += mine.map(\.cost.costMs)
            for p in FramePhase.allCases { phaseCosts[p, default: []] += mine.map { Double($0.phases[p]) / 1e6 } }
            for (i, s) in mine.enumerated() {
                perFrame[i, default: []].append((s.cost.costMs, s.phases))
                if s.cost.missedBudget { byFrame[i, default: 0] += 1 }
            }
            let m = mine.filter(\.cost.missedBudget).count
            misses += m
            if m > 0 { runsMissing += 1 }
            budget = max(budget, mine.map(\.cost.budgetMs).max() ?? 0)
            mw += take.motion.map(\.milliwatts)
            hz.formUnion(take.motion.map(\.hz))
            damage += take.motion.map { Double($0.damage.area(width: take.width, height: take.height)) }
        }
        let total = Spread(costs)
        let costliest = perFrame.map { index, samples in
            (index: index, total: Spread(samples.map(\.cost)),
             phases: FramePhase.allCases.map { p in (phase: p, p99: Spread(samples.map { Double($0.phases[p]) / 1e6 }).p99) })
        }.sorted { ($0.total.p99, -$0.index) > ($1.total.p99, -$1.index) }.prefix(5)
        var result = Result(clip: clip, device: device.id, runs: runs, clock: clock, frames: costs.count, p50Ms: total.p50, p99Ms: total.p99,
                      maxMs: total.max, phases: FramePhase.allCases.map { ($0, Spread(phaseCosts[$0] ?? [])) },
                      budgetMs: budget, budgetMisses: misses, runsMissing: runsMissing,
                      meanMilliwatts: mw.isEmpty ? 0 : mw.reduce(0, +) / Double(mw.count), refreshHz: hz.sorted(), missesByFrame: byFrame,
                      meanDamagePixels: damage.isEmpty ? 0 : damage.reduce(0, +) / Double(damage.count),
                      composed: composed, reusedCompositions: reused)
        result.costliestFrames = Array(costliest)
        return result
    }
}

extension MotionBenchmark.Result {
    /// `afterglow bench-motion`'s lines for one transition: frame times against the budget,
    /// misses, power, where the time goes by phase, and which frames of the motion missed.
    public func personLines(_ clip: MotionClip) -> [String] {
        let hz = refreshHz.map { String(format: "%g", $0) }.joined(separator: "/")
        var lines = [String(format: "  %-15@ %5d frames  p50 %6.3f ms  p99 %6.3f ms  max %6.3f ms  (%.2f ms budget at %@ Hz)  misses %d in %d runs  %.1f mW  %.0f px redrawn a frame",
                            clip.rawValue as NSString, frames, p50Ms, p99Ms, maxMs, budgetMs, hz as NSString, budgetMisses, runsMissing,
                            meanMilliwatts, meanDamagePixels)]
        lines.append("    by phase (\(clock == .cpu ? "CPU" : "wall") ms, p50/p99/max): " + phases.map { p in
            String(format: "%@ %.3f/%.3f/%.3f", p.phase.rawValue as NSString, p.spread.p50, p.spread.p99, p.spread.max)
        }.joined(separator: "  "))
        lines.append("    scene composed in \(composed) frames, drawn from the last composition in \(reusedCompositions)")
        if !costliestFrames.isEmpty {
            lines.append("    costliest frames of the motion (p99 over the runs; phases' p99): " + costliestFrames.map { f in
                String(format: "#%d %.3f (", f.index, f.total.p99) + f.phases.filter { $0.p99 >= 0.05 }.map {
                    String(format: "%@ %.2f", $0.phase.rawValue as NSString, $0.p99)
                }.joined(separator: " ") + ")"
            }.joined(separator: ", "))
        }
        if !missesByFrame.isEmpty {
            lines.append("    misses by frame of the motion: " + missesByFrame.sorted { $0.key < $1.key }.map { "#\($0.key): \($0.value)" }.joined(separator: ", "))
        }
        return lines
    }
}
