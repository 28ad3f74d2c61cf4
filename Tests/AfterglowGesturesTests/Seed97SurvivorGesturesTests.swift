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

/// The rest of the seed-97 Gestures survivors (session 16), each written for the reason its bug
/// would matter.
@Suite struct Seed97SurvivorGesturesMoreTests {
    typealias R = RestDetectorTimingTests

    /// Face down is "re-armed past `faceDownExitDeg`" (FaceDownDetector's doc): a phone tilted up
    /// to exactly the exit angle and laid back face down stays one rest period, so it does not
    /// fire twice; a hair past it does. The re-arm by moving (`RestRearm`) is set out of reach so
    /// the angle is the only way back. The exit angle is the largest angle from face down the
    /// detector's own features reach on this motion (the gravity estimate smooths the jump).
    @Test func faceDownReArmsOnlyPastItsExitAngle() {
        let down = Vector3(x: 0, y: 0, z: 1), tilted = R.tilted(50, faceDown: true)
        func accel(_ ms: Int64) -> Vector3 { (1500..<3000).contains(ms) ? tilted : down }
        var probe = MotionFeatures(thresholds: GestureThresholds()), widest = 0.0
        for ms in stride(from: Int64(0), through: 5000, by: 20) {
            probe.update(R.sample(ms, accel(ms)))
            widest = max(widest, 180 - probe.tiltFromFaceUpDeg)
        }
        #expect(abs(widest - 50) < 1e-6, "the tilt reaches 50° from face down: \(widest)")
        func fires(exit: Double) -> [Int64] {
            R.fires(FaceDownDetector(), until: 5000, { $0.faceDownExitDeg = exit; $0.rearmTiltDeg = 170; $0.rearmLiftG = 10 }, accel)
        }
        #expect(fires(exit: widest) == [700], "at its exit angle: still the same rest")
        let twice = fires(exit: widest.nextDown)
        #expect(twice.count == 2 && twice.first == 700 && (twice.last ?? 0) > 3000, "past it: face down again \(twice)")
    }

    /// A visit with no sample (a gap in the recording) has no closest pose: the diagnosis says so
    /// rather than report a made-up gravity direction.
    @Test func aVisitWithoutSamplesHasNoClosestPose() {
        let s = RaiseHoldTests().motion([(RaiseHoldTests.hanging, 2)])
        let d = RaiseMissDiagnosis.diagnose(s, start: Timestamp(seconds: 5), end: Timestamp(seconds: 6), thresholds: GestureThresholds())
        #expect(d.stage == .neverInCone)
        #expect(d.closestDown == nil)
        #expect(d.detail == "never in the view cone (no sample in the visit)")
    }

    /// The closest pose is judged by all four entry limits, the hand-and-face limit x + y ≤ 0.25
    /// included (the forearm-on-the-lap miss). Pose A (x 0.2, y 0.15) is outside by x + y alone,
    /// by 0.10; pose B (x 0, y 0.25) by y alone, by 0.05. B and the path to it are closer than A:
    /// on the way from A (t = 0) to B (t = 1) the margin is min(0.05 − 0.1t, −0.1 + 0.1t), −0.025
    /// at best (t = 0.75), and never −0.10. Judged by x − y instead, A would be inside (0.05) and
    /// reported as closest.
    @Test func theClosestPoseCountsTheHandAndFaceLimit() {
        func pose(_ x: Double, _ y: Double) -> Vector3 { Vector3(x: x, y: y, z: -(1 - x * x - y * y).squareRoot()) }
        let a = pose(0.2, 0.15), b = pose(0, 0.25)
        let s = RaiseHoldTests().motion([(RaiseHoldTests.hanging, 2), (a, 1), (b, 1)])
        let d = RaiseMissDiagnosis.diagnose(s, start: Timestamp(seconds: 2), end: Timestamp(seconds: 4), thresholds: GestureThresholds())
        #expect(d.stage == .neverInCone)
        let c = d.closestDown ?? a
        #expect(c.x + c.y < 0.3 && c.y > 0.2, "closest \(c): not pose A")
    }
}

/// The standard set's noise is "`noiseSeconds` each of walking and typing" (its doc), cut into
/// 10-minute pieces: any length, not only whole pieces or whole seconds. 600.5 s is a 600 s piece
/// and a 0.5 s one; 0.5 s alone is one short piece. At 50 Hz each piece of s seconds holds about
/// 50 s samples (one more or less at its ends).
@Suite struct StandardSetNoiseLengthTests {
    @Test(arguments: [0.5, 600, 600.5, 1250])
    func noiseLastsWhatWasAskedForEachActivity(seconds: Double) {
        let set = GestureEvaluation.standardSet(trialsPerGesture: 0, noiseSeconds: seconds)
        for activity in ["walking", "typing"] {
            let pieces = set.filter { $0.samples.first?.source == "sim:\(activity)" }
            #expect(pieces.count == Int((seconds / 600).rounded(.up)), "\(activity): \(pieces.count) pieces")
            let samples = pieces.reduce(0) { $0 + $1.samples.count }
            #expect(abs(Double(samples) - seconds * 50) <= Double(pieces.count), "\(activity): \(samples) samples for \(seconds) s")
        }
    }
}
