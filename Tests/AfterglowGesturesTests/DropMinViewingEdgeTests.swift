import Testing
@testable import AfterglowGestures
@testable import AfterglowSensing
@testable import AfterglowTime

/// A wrist drop needs the face to have been viewed "at least `dropMinViewing`" (300 ms) after the
/// raise (`WristDropDetector`'s doc): turned away exactly 300 ms after the raise it is a drop,
/// 50 ms sooner it is not (the raise is dropped with no event). At 20 Hz, so 300 ms is six
/// steps. The raise's time is found by running the detector; the face turns away in one step to
/// face down, which the 40 ms gravity filter takes α = 50 / 90 of the way: from (0, −0.3, −0.95)
/// toward (0, 0, 1), (0, −0.133, 0.134), z of the unit vector ≈ 0.71 > `dropZ` (−0.2).
@Suite struct DropMinViewingEdgeTests {
    static let inView = Vector3(x: 0, y: -0.3, z: -0.95)
    static let away = Vector3(x: 0, y: 0, z: 1)

    func run(_ poses: [(Vector3, Double)]) -> (raise: Timestamp?, drop: Timestamp?) {
        var f = MotionFeatures(thresholds: GestureThresholds())
        var raise = WristRaiseDetector(), drop = WristDropDetector()
        var r: Timestamp?, d: Timestamp?
        let accel = poses.flatMap { g, seconds in Array(repeating: g, count: Int((seconds * 20).rounded())) }
        for s in RaiseHoldArithmeticTests.samples(accel, stepMs: 50) {
            f.update(s)
            if raise.update(f), r == nil { r = s.timestamp }
            if drop.update(f), d == nil { d = s.timestamp }
        }
        return (r, d)
    }

    @Test func aDropCountsFromExactlyTheMinimumViewing() throws {
        // Find the raise: hang, then hold the face in view.
        let raisedAt = try #require(run([(RaiseHoldTests.hanging, 2), (Self.inView, 3)]).raise)
        let viewed = raisedAt.nanoseconds - Timestamp(seconds: 2).nanoseconds   // in view from 2 s
        func dropAfter(viewingMs: Int64) -> Timestamp? {
            // The face turns away on the sample `viewingMs` after the raise.
            let inViewSeconds = Double(viewed + viewingMs * 1_000_000) / 1e9
            return run([(RaiseHoldTests.hanging, 2), (Self.inView, inViewSeconds), (Self.away, 1)]).drop
        }
        let minimum = GestureThresholds().dropMinViewing
        #expect(minimum == .milliseconds(300))
        let atMinimum = dropAfter(viewingMs: 300)
        #expect(atMinimum == raisedAt + minimum, "turned away exactly 300 ms after the raise: a drop then")
        #expect(dropAfter(viewingMs: 250) == nil, "50 ms sooner: no drop")
    }
}
