import Testing
@testable import AfterglowGestures
@testable import AfterglowSensing
@testable import AfterglowTime

/// A gesture score's latencies (docs/SENSORS.md › Evaluation: "latency = detection − label.end for
/// matched *target* labels"): one per recalled target, none from an incidental label, and their
/// p95 the 95th percentile — not the maximum — where the two differ.
@Suite struct ScoreLatencyTests {
    typealias E = GestureEvaluation

    /// Of 0…20 ms (21 values) the p95 is rank 0.95 × 20 = 19, so 19 ms, below the 20 ms maximum.
    @Test func theP95IsNotTheMaximum() {
        var s = E.GestureScore(gesture: .wristRaise)
        s.latenciesMs = (0...20).map(Double.init)
        #expect(s.p95LatencyMs == 19 && s.maxLatencyMs == 20)
    }

    /// A trace whose one raise is labelled a target gives one latency (detection − the label's
    /// end); the same trace with the label made incidental gives a matched detection and none.
    @Test func onlyTargetLabelsGiveLatencies() throws {
        let trace = GestureScenarios.trace(.wristRaise, seed: 11, rateHz: 50, seconds: 20)
        let target = E.evaluate([trace], kind: .watch).gestures.first { $0.gesture == .wristRaise }!
        #expect(target.recalled >= 1 && target.latenciesMs.count == target.recalled)
        var incidental = trace
        incidental.labels = trace.labels.map { var l = $0; l.role = .incidental; return l }
        let other = E.evaluate([incidental], kind: .watch).gestures.first { $0.gesture == .wristRaise }!
        #expect(other.targets == 0 && other.latenciesMs.isEmpty)
        #expect(other.matchedDetections == target.matchedDetections)
    }
}
