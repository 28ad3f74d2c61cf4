@testable import AfterglowApp
import AfterglowKit
import Foundation
import Testing

/// `bench-motion`'s bookkeeping: its percentiles and the costliest frames it names. Costs are the
/// machine's, so these check what holds whatever the machine: ranks, order, and which frames.
@Suite struct MotionBenchmarkTests {
    let phone: DeviceProfile
    let examples = Repository.root + "/Examples/activities"
    init() throws { phone = try #require(DeviceCatalog.load(directory: Repository.root + "/Devices").profile(named: "iphone-16-pro")) }

    /// Nearest rank: of 1…200, p50 is the 100th value and p99 the 198th (⌈0.99 × 200⌉).
    @Test func spreadIsTheNearestRank() {
        var rng = SystemRandomNumberGenerator()
        let s = MotionBenchmark.Spread((1...200).map(Double.init).shuffled(using: &rng))
        #expect(s.p50 == 100 && s.p99 == 198 && s.max == 200)
        #expect(MotionBenchmark.Spread([]).p99 == 0)
    }

    /// Two runs of the numeric-text update: every run has the same frames of motion (virtual
    /// clock), at most five frames are named, each an index of the motion, costliest first; with
    /// two runs a frame's p99 is the larger of its two costs, so the first named is the slowest
    /// frame of all.
    @Test func theCostliestFramesAreTheMotionsOwnCostliestFirst() throws {
        let r = try MotionBenchmark.run(.numericText, device: phone, examples: examples, runs: 2, clock: .cpu,
                                        options: .init(renderer: .flat))
        #expect(r.frames > 0 && r.frames % 2 == 0, "\(r.frames) frames over 2 runs")
        let perRun = r.frames / 2
        let named = r.costliestFrames
        #expect(!named.isEmpty && named.count <= 5)
        #expect(named.allSatisfy { $0.index >= 0 && $0.index < perRun }, "\(named.map(\.index)) of \(perRun)")
        #expect(Set(named.map(\.index)).count == named.count)
        #expect(zip(named, named.dropFirst()).allSatisfy { $0.total.p99 >= $1.total.p99 })
        #expect(named.first?.total.p99 == r.maxMs)
        // A frame's phases add up to its cost, so no phase's p99 there exceeds the frame's own.
        #expect(named.allSatisfy { f in f.phases.allSatisfy { $0.p99 <= f.total.p99 + 1e-9 } })
    }
}
