import Testing
@testable import AfterglowGestures
@testable import AfterglowSensing
@testable import AfterglowTime

/// The raise's "held to be read" test and the drop's "turns away" test at their exact edges
/// (`WristRaiseDetector.isSteady`: spread ≤, ‖a‖ deviation ≤, rotation ≤ their limits;
/// `WristDropDetector`: z > `dropZ` or |x| > `dropMaxX`, strictly). Each limit is set to the
/// value the features actually read and to the next double either side, so the comparison's
/// kind is what is checked, not a made-up figure.
@Suite struct SteadyAndDropEdgeTests {
    /// 50 Hz samples (`RaiseHoldArithmeticTests.samples`).
    static func samples(_ a: [Vector3], gyro: Vector3 = .zero) -> [IMUSample] {
        RaiseHoldArithmeticTests.samples(a, stepMs: 20, gyro: gyro)
    }
    static func features(_ s: [IMUSample], _ t: GestureThresholds = GestureThresholds()) -> MotionFeatures {
        var f = MotionFeatures(thresholds: t)
        for x in s { f.update(x) }
        return f
    }

    @Test func steadyIsAtOrBelowEachLimit() {
        // Held at 1.05 g with a little tremor and 2 °/s of rotation.
        let s = Self.samples((0..<30).map { k in Vector3(x: 0.001 * Double(k % 3), y: -0.3, z: -1.0 + 0.002 * Double(k % 2)) },
                             gyro: Vector3(x: 2, y: 0, z: 0))
        let f = Self.features(s)
        func steady(_ change: (inout GestureThresholds) -> Void) -> Bool {
            var t = GestureThresholds(); change(&t)
            return WristRaiseDetector.isSteady(Self.features(s, t))
        }
        let spread = f.accelSpread, dev = abs(f.accelMagnitude - 1), rate = f.angularSpeed
        #expect(steady { $0.raiseSteadyAccelSpreadG = spread; $0.raiseSteadyAccelDevG = dev; $0.raiseSteadyGyroDps = rate })
        #expect(!steady { $0.raiseSteadyAccelSpreadG = spread.nextDown; $0.raiseSteadyAccelDevG = dev; $0.raiseSteadyGyroDps = rate })
        #expect(!steady { $0.raiseSteadyAccelSpreadG = spread; $0.raiseSteadyAccelDevG = dev.nextDown; $0.raiseSteadyGyroDps = rate })
        #expect(!steady { $0.raiseSteadyAccelSpreadG = spread; $0.raiseSteadyAccelDevG = dev; $0.raiseSteadyGyroDps = rate.nextDown })
    }

    /// A raise, then the face tipped to pose P and held: a drop only when P is strictly past a limit.
    @Test func aDropIsStrictlyPastEitherLimit() throws {
        let inView = Vector3(x: 0, y: -0.3, z: -0.95), hang = Vector3(x: 1, y: 0, z: 0)
        let tipped = Vector3(x: 0.5, y: -0.3, z: -0.3)   // neither far past z nor x by default
        var poses: [Vector3] = Array(repeating: hang, count: 100) + Array(repeating: inView, count: 100)
        poses += Array(repeating: tipped, count: 100)
        let s = Self.samples(poses)
        let down = Self.features(s).down   // the held pose's direction, as the detector reads it
        func drops(_ change: (inout GestureThresholds) -> Void) -> Bool {
            var t = GestureThresholds(); change(&t)
            var f = MotionFeatures(thresholds: t), raise = WristRaiseDetector(), drop = WristDropDetector(), raised = false, dropped = false
            for x in s { f.update(x); if raise.update(f) { raised = true }; if drop.update(f) { dropped = true } }
            #expect(raised, "the raise fired")
            return dropped
        }
        // Only z can end it: |x| limit far away.
        #expect(!drops { $0.dropZ = down.z; $0.dropMaxX = 0.99 })
        #expect(drops { $0.dropZ = down.z.nextDown; $0.dropMaxX = 0.99 })
        // Only x can end it: z limit far away.
        #expect(!drops { $0.dropZ = 0.99; $0.dropMaxX = abs(down.x) })
        #expect(drops { $0.dropZ = 0.99; $0.dropMaxX = abs(down.x).nextDown })
    }
}
