import Testing
@testable import AfterglowGestures
import AfterglowSensing
import AfterglowTime

/// From the seed-97 sample's Gestures survivor (issue 30, session 15): the diagnosis reports the
/// least deviation of ‖a‖ from 1 g while in the cone. A watch held perfectly still reads exactly
/// 1 g, so a raise that ends held still has a least deviation of 0.
@Suite struct Seed97SurvivorGesturesTests {
    /// Hanging (1, 0, 0) g at 50 Hz for 2 s arms the raise; then face up (0, 0, −1) g, still, for
    /// 1 s: in the cone, armed, steady. ‖(0, 0, −1)‖ = 1, so the least |‖a‖ − 1| is 0.
    @Test func aStillWatchDeviatesZeroFromOneG() {
        var samples: [IMUSample] = []
        for k in 0..<150 {
            let t = Timestamp(nanoseconds: Int64(k) * 20_000_000)
            let a = k < 100 ? Vector3(x: 1, y: 0, z: 0) : Vector3(x: 0, y: 0, z: -1)
            samples.append(IMUSample(timestamp: t, acceleration: a, source: "hand"))
        }
        let d = RaiseMissDiagnosis.diagnose(samples, start: Timestamp(seconds: 2), end: Timestamp(seconds: 2.98), thresholds: GestureThresholds())
        #expect(d.stage == .neverSteady || d.stage == .firedNearby, "\(d.stage)")
        let dev = try? #require(d.leastDeviationG)
        #expect((dev ?? 1) < 1e-9, "least deviation \(String(describing: d.leastDeviationG)) g")
    }
}
