import Testing
@testable import AfterglowGestures
import AfterglowSensing
import AfterglowTime

/// `RaiseMissDiagnosis.diagnose` replays the samples up to and including the label's `end` (the
/// label's own last sample is part of the look it diagnoses).
@Suite struct RaiseMissDiagnosisEndTests {
    /// Hanging (a = (1, 0, 0) g) at 10 Hz until 2.9 s, then one face-up sample (0, 0, −1) at
    /// exactly `end` = 3 s. Gravity's low-pass moves by α = dt / (τ + dt) = 100 / (40 + 100) = 5/7
    /// (docs/SENSORS.md: τ = 40 ms), to (2/7, 0, −5/7): the closest direction is that one
    /// normalised, (±2, 0, −5) / √29 — not the hanging (±1, 0, 0) it would be without the last sample.
    @Test func theSampleAtTheEndIsReplayed() {
        var samples = (0..<30).map { k in
            IMUSample(timestamp: Timestamp(nanoseconds: Int64(k) * 100_000_000), acceleration: Vector3(x: 1, y: 0, z: 0), source: "hand")
        }
        samples.append(IMUSample(timestamp: Timestamp(seconds: 3), acceleration: Vector3(x: 0, y: 0, z: -1), source: "hand"))
        let d = RaiseMissDiagnosis.diagnose(samples, start: Timestamp(seconds: 2.5), end: Timestamp(seconds: 3), thresholds: GestureThresholds())
        let root29 = 29.0.squareRoot()
        #expect(abs((d.closestDown?.z ?? 0) - (-5 / root29)) < 1e-9 && abs(abs(d.closestDown?.x ?? 0) - 2 / root29) < 1e-9, "\(String(describing: d.closestDown))")
        // |x| = 0.371 > 0.35: still outside the cone's entry limit.
        #expect(d.stage == .neverInCone)
    }
}
