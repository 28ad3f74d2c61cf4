import Testing
@testable import AfterglowGestures
@testable import AfterglowSensing
@testable import AfterglowTime

/// A detection matches a label of its gesture within [label.start − 100 ms, label.end + 1 s]
/// (docs/SENSORS.md › Evaluation; GestureEvaluation's doc comment). Both sides of the early edge:
/// a label starting exactly 100 ms after the detection is recalled, one starting 1 ns later is
/// missed and the detection becomes a false trigger; the late edge likewise. The detection's time
/// is found by running the engine as `evaluate` does; the expected match follows from the window.
@Suite struct MatchWindowEdgeTests {
    @Test func aDetectionUpTo100MsBeforeTheLabelMatches() throws {
        var trace = GestureScenarios.trace(.faceUp, seed: 1)
        var engine = GestureEngine(kind: trace.metadata("device").flatMap(WearKind.init(rawValue:)), wearing: trace.wearing ?? .standard)
        let e = try #require(engine.process(trace.samples).first)
        func recalled(startingAfterDetection lead: Duration) -> Int {
            let start = e.timestamp + lead
            trace.labels = [GestureLabel(gesture: e.gesture, role: .target, start: start, end: start + .milliseconds(500))]
            let score = GestureEvaluation.evaluate([trace]).gestures.first { $0.gesture == e.gesture }
            #expect(score?.targets == 1)
            return score?.recalled ?? -1
        }
        #expect(recalled(startingAfterDetection: .milliseconds(100)) == 1)
        #expect(recalled(startingAfterDetection: .milliseconds(100) + .nanoseconds(1)) == 0)
    }

    /// The late edge: a label ending exactly `matchWindow` (1 s) before the detection is recalled,
    /// one ending 1 ns earlier is missed (the window's closed end).
    @Test func aDetectionUpToOneSecondAfterTheLabelEndsMatches() throws {
        var trace = GestureScenarios.trace(.faceUp, seed: 1)
        var engine = GestureEngine(kind: trace.metadata("device").flatMap(WearKind.init(rawValue:)), wearing: trace.wearing ?? .standard)
        let e = try #require(engine.process(trace.samples).first)
        #expect(GestureEvaluation.matchWindow == .seconds(1))
        func recalled(endingBeforeDetection lag: Duration) -> Int {
            let end = e.timestamp - lag
            trace.labels = [GestureLabel(gesture: e.gesture, role: .target, start: end - .milliseconds(500), end: end)]
            let score = GestureEvaluation.evaluate([trace]).gestures.first { $0.gesture == e.gesture }
            #expect(score?.targets == 1)
            return score?.recalled ?? -1
        }
        #expect(recalled(endingBeforeDetection: .seconds(1)) == 1)
        #expect(recalled(endingBeforeDetection: .seconds(1) + .nanoseconds(1)) == 0)
    }
}
