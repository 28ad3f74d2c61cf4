import Testing
@testable import AfterglowGestures
@testable import AfterglowSensing
@testable import AfterglowTime

/// `OffWristDetector`: "the evidence itself survives a bump — a break in the rest shorter than
/// `rearmMotion` in which the acceleration stays within `rearmLiftG` of the resting one — so a
/// table knocked every few seconds is still a table" (its doc; docs/SENSORS.md › Worn or on a table).
@Suite struct OffWristBumpTests {
    /// A flat, noiseless watch at 25 Hz; at 3.4 s two samples knocked by `g` break the rest. Block
    /// means close at 1.32, 2.32, 3.32 s: two calm steps before the knock. After it the cut block is
    /// dropped and blocks restart when rest does. A 0.1 g knock (under `rearmLiftG`, 0.15 g) keeps
    /// the two steps and the last mean, so three more blocks make the five; a 0.2 g knock is
    /// handling and drops them, so it takes one block for a mean and five more: 3 blocks (3 s) later.
    @Test func aKnockKeepsTheEvidenceAndHandlingDropsIt() {
        func offWristAt(knock g: Double) -> Int64? {
            let t = GestureThresholds()
            var f = MotionFeatures(thresholds: t), d = OffWristDetector()
            for ms in stride(from: Int64(0), through: 15_000, by: 40) {
                let a = ms == 3400 || ms == 3440 ? Vector3(x: 0, y: 0, z: -1 - g) : Vector3(x: 0, y: 0, z: -1)
                f.update(IMUSample(timestamp: Timestamp(nanoseconds: ms * 1_000_000), acceleration: a, source: "t"))
                d.update(f, a)
                if d.offWrist { return ms }
            }
            return nil
        }
        let knocked = offWristAt(knock: 0.1), handled = offWristAt(knock: 0.2)
        #expect(knocked != nil && handled != nil, "\(String(describing: knocked)) \(String(describing: handled))")
        if let knocked, let handled { #expect(handled - knocked == 3000) }
    }
}
