import Testing
@testable import AfterglowGestures
@testable import AfterglowSensing
@testable import AfterglowTime

/// `GestureEvaluation.evaluate` runs a fresh engine over each trace, so its report over several
/// traces is the sum of its reports over each alone (a property, docs/SENSORS.md › Evaluation:
/// counts, hours and latencies are pooled over the set): targets, recalls, detections and matches
/// add; latencies concatenate in trace order; noise hours and triggers add per activity; rest
/// periods add. A report that lost one trace's noise in the merge, started an activity's hours
/// from zero again or counted a trace twice differs. Short simulated traces at 50 Hz keep it fast.
@Suite struct EvaluationAdditivityTests {
    typealias E = GestureEvaluation

    static let traces: [IMUTrace] = [
        GestureScenarios.trace(.wristRaise, seed: 11, rateHz: 50, seconds: 20),
        GestureScenarios.trace(.walking, seed: 12, rateHz: 50, seconds: 30),
        GestureScenarios.trace(.faceUp, seed: 13, rateHz: 50, seconds: 20),
        GestureScenarios.trace(.walking, seed: 14, rateHz: 50, seconds: 30),
        GestureScenarios.trace(.wristDrop, seed: 15, rateHz: 50, seconds: 20),
    ]

    private func byActivity(_ scores: [[E.NoiseScore]]) -> [String: (hours: Double, triggers: [Gesture: Int])] {
        var out: [String: (hours: Double, triggers: [Gesture: Int])] = [:]
        for s in scores.joined() {
            var o = out[s.activity] ?? (0, [:])
            o.hours += s.hours
            o.triggers.merge(s.triggers, uniquingKeysWith: +)
            out[s.activity] = o
        }
        return out
    }

    @Test func aSetsReportIsTheSumOfItsTracesReports() {
        let whole = E.evaluate(Self.traces, kind: .watch)
        let parts = Self.traces.map { E.evaluate([$0], kind: .watch) }
        #expect(whole.traces == 5 && parts.allSatisfy { $0.traces == 1 })
        #expect(whole.samples == Self.traces.reduce(0) { $0 + $1.samples.count })
        for (gi, g) in Gesture.allCases.enumerated() {
            let w = whole.gestures[gi], ps = parts.map { $0.gestures[gi] }
            #expect(w.gesture == g)
            #expect(w.targets == ps.reduce(0) { $0 + $1.targets }, "\(g) targets")
            #expect(w.recalled == ps.reduce(0) { $0 + $1.recalled }, "\(g) recalled")
            #expect(w.detections == ps.reduce(0) { $0 + $1.detections }, "\(g) detections")
            #expect(w.matchedDetections == ps.reduce(0) { $0 + $1.matchedDetections }, "\(g) matched")
            #expect(w.latenciesMs == ps.flatMap(\.latenciesMs), "\(g) latencies")
        }
        // The set must exercise what it sums: labelled raises and drops, and two walking traces.
        #expect(whole.gestures.reduce(0) { $0 + $1.targets } >= 2)
        for (label, w, p) in [("noise", whole.noise, parts.map(\.noise)), ("false triggers", whole.falseTriggers, parts.map(\.falseTriggers))] {
            let sum = byActivity(p), got = byActivity([w])
            #expect(Set(sum.keys) == Set(got.keys), "\(label) activities")
            #expect(w.map(\.activity) == w.map(\.activity).sorted(), "\(label) sorted by activity")
            for (a, s) in sum {
                #expect(abs((got[a]?.hours ?? -1) - s.hours) < 1e-12, "\(label) \(a) hours")
                #expect(got[a]?.triggers ?? [:] == s.triggers, "\(label) \(a) triggers")
            }
        }
        // Two 30 s walking traces: an hour's 1/60 of walking noise between them.
        let walking = whole.noise.first { $0.activity == "walking" }
        #expect(abs((walking?.hours ?? 0) - Self.traces.filter { $0.defaultActivity == "walking" }.reduce(0) { $0 + $1.duration.seconds } / 3600) < 1e-3)
        #expect(abs((walking?.hours ?? 0) - 60.0 / 3600) < 0.001)
        #expect(whole.rest.periods == parts.reduce(0) { $0 + $1.rest.periods })
        #expect(whole.rest.exactlyOne == parts.reduce(0) { $0 + $1.rest.exactlyOne })
        #expect(whole.falseEvents.count == parts.reduce(0) { $0 + $1.falseEvents.count })
    }
}
