import Testing
@testable import AfterglowGestures
@testable import AfterglowSensing
@testable import AfterglowTime

/// The standard set's defaults are the ones `afterglow sensors evaluate` documents
/// (docs/SENSORS.md › Evaluation (simulator): `[--trials 40] [--noise-hours 1] [--seed 1]`): 40
/// traces per gesture and an hour each of walking and typing, six 10-minute pieces each.
@Suite struct StandardSetDefaultsTests {
    @Test func theDefaultsAreFortyTrialsAndAnHourOfEachNoise() {
        let set = GestureEvaluation.standardSet()
        for g in Gesture.allCases {
            let n = set.filter { $0.labels.contains { $0.gesture == g && $0.role == .target } }.count
            #expect(n == 40, "\(g): \(n) traces")
        }
        for activity in ["walking", "typing"] {
            let pieces = set.filter { $0.samples.first?.source == "sim:\(activity)" }
            #expect(pieces.count == 6, "\(activity): \(pieces.count) pieces")
            let seconds = pieces.reduce(0.0) { $0 + Double($1.samples.count) / 50 }
            #expect(abs(seconds - 3600) <= 6 * 0.02, "\(activity): \(seconds) s")
        }
        #expect(set.first?.metadata("seed") == "1")
    }
}
