import Testing
@testable import AfterglowGestures
@testable import AfterglowSensing
@testable import AfterglowTime

/// `RaiseMissDiagnosis.diagnose` "replays `samples` from `armWindow` + 1 s before `start` to
/// `end`" (its doc): with the 1.5 s arm window, nothing earlier than 2.5 s before the visit can
/// change the diagnosis, and what lies inside that span can. A hang that ends 2.6 s before the
/// visit, the face in view from then on: replayed from 2.5 s before, the detector's features start
/// with the face already in view and never see the hang (not raised from away); the same hang
/// lasting until 2.4 s before is inside the replay, arms the raise, and the diagnosis moves past
/// arming. Two recordings that differ only before the replay give the same diagnosis.
@Suite struct DiagnosisReplayWindowTests {
    static let inView = Vector3(x: 0, y: -0.3, z: -0.95)
    func diagnose(hangUntil: Double, before: Vector3 = RaiseHoldTests.hanging) -> RaiseMissDiagnosis {
        // 25 Hz poses (RaiseHoldTests.motion): `before` from 0, the hang, then the face in view.
        let s = RaiseHoldTests().motion([(before, 2), (RaiseHoldTests.hanging, hangUntil - 2), (Self.inView, 10 - hangUntil)])
        return RaiseMissDiagnosis.diagnose(s, start: Timestamp(seconds: 8), end: Timestamp(seconds: 9), thresholds: GestureThresholds())
    }

    @Test func nothingBeforeTheReplayWindowCounts() {
        #expect(GestureThresholds().armWindow == .milliseconds(1500))
        // Hang until 5.4 s (2.6 s before the visit at 8 s): outside the replay (from 5.5 s).
        let outside = diagnose(hangUntil: 5.4)
        #expect(outside.stage == .notArmed, "\(outside.detail)")
        // Whatever came before the replay, the same diagnosis.
        #expect(diagnose(hangUntil: 5.4, before: Self.inView) == outside)
        // Hang until 5.6 s: inside the replay, and it arms the raise.
        let inside = diagnose(hangUntil: 5.6)
        #expect(inside.stage != .notArmed && inside.stage != .neverInCone, "\(inside.detail)")
    }
}
