import Testing
@testable import AfterglowGestures
@testable import AfterglowSensing
@testable import AfterglowTime

/// The standard set "draws its own noise" for every trace (`standardSet`'s doc): no two traces
/// share a seed, so no gesture's trials repeat another's noise, and each seed is the one the doc
/// gives (trial k of gesture g: seed + 100 000 g + k; walking piece k: seed + 900 000 + k; typing
/// piece k: seed + 950 000 + k). Read back from each trace's own `seed` metadata.
@Suite struct StandardSetSeedTests {
    @Test(arguments: [UInt64(1), 77])
    func everyTraceHasItsOwnDocumentedSeed(base: UInt64) throws {
        let trials = 3
        let set = GestureEvaluation.standardSet(trialsPerGesture: trials, noiseSeconds: 1300, seed: base)
        let seeds = try set.map { try #require($0.metadata("seed").flatMap { UInt64($0) }) }
        #expect(Set(seeds).count == seeds.count, "shared seeds: \(seeds)")
        var expected: [UInt64] = []
        for g in 0..<Gesture.allCases.count { for k in 0..<trials { expected.append(base + 100_000 * UInt64(g) + UInt64(k)) } }
        for k in 0..<3 { expected.append(base + 900_000 + UInt64(k)) }   // 1300 s: 600 + 600 + 100
        for k in 0..<3 { expected.append(base + 950_000 + UInt64(k)) }
        #expect(seeds == expected)
    }
}

/// A probable glance counts as raised when a wrist raise fired "on" it: from 100 ms before the
/// visit began (the lead a label's match allows, docs/SENSORS.md › Evaluation) to its end, both
/// ends included; 1 ns outside either end it was missed.
@Suite struct GlanceRaisedEdgeTests {
    @Test func aRaiseFromHundredMillisecondsBeforeToTheEndCounts() {
        let start = Timestamp(seconds: 10), end = Timestamp(seconds: 12)
        func raised(_ t: Timestamp) -> Bool { GestureEvaluation.raised([Timestamp(seconds: 3), t, Timestamp(seconds: 30)], on: (start, end)) }
        #expect(raised(start - .milliseconds(100)))
        #expect(!raised(start - .milliseconds(100) - .nanoseconds(1)))
        #expect(raised(end))
        #expect(!raised(end + .nanoseconds(1)))
        #expect(raised(Timestamp(seconds: 11)))
        #expect(!GestureEvaluation.raised([], on: (start, end)))
    }
}
