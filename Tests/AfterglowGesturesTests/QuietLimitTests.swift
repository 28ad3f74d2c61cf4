import Testing
@testable import AfterglowGestures
import AfterglowSensing
@testable import AfterglowTime

/// "Quiet" is a spread *below* `quietAccelSpreadG` (GestureThresholds): a window whose spread
/// equals the limit is not still. x = 0, 0, 0, 1.5 repeating at 50 Hz (z = −1, no gyroscope):
/// every 60 ms window holds 4 samples (now, 20, 40 and 60 ms back), one of them 1.5, so
/// Σx = 1.5, Σx² = 2.25, sample variance (2.25 − 1.5² / 4) / 3 = 0.5625 and spread 0.75 g —
/// every step exact in binary, so the comparison meets the limit itself.
@Suite struct QuietLimitTests {
    static func longestStill(limit: Double) -> (still: Duration, spread: Double) {
        var t = GestureThresholds()
        t.quietAccelSpreadG = limit
        var f = MotionFeatures(thresholds: t)
        var longest = Duration.zero
        for k in 0..<50 {
            f.update(IMUSample(timestamp: Timestamp(nanoseconds: Int64(k) * 20_000_000),
                               acceleration: Vector3(x: k % 4 == 3 ? 1.5 : 0, y: 0, z: -1), angularRate: .zero, source: "t"))
            longest = max(longest, f.stillFor)
        }
        return (longest, f.accelSpread)
    }

    @Test func aSpreadEqualToTheLimitIsNotQuiet() {
        let at = Self.longestStill(limit: 0.75)
        #expect(at.spread == 0.75, "the window's spread, worked out above")
        #expect(at.still == .zero)
        #expect(Self.longestStill(limit: 0.75.nextUp).still > .zero, "just above the spread, the same signal is quiet")
    }
}
