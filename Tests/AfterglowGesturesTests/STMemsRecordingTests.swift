import Foundation
import AfterglowTestSupport
import Testing
@testable import AfterglowKit
@testable import AfterglowGestures
@testable import AfterglowSensing
@testable import AfterglowTime

/// STMicroelectronics' LSM6DSOX datalogs (Examples/real/st-mems, BSD-3-Clause; converted by
/// scripts/real-data/st_mems.py): a real board picked up, flipped face down and up, left on a
/// table, carried walking, jogging, biking and driving. Our labels, read off the signal.
@Suite struct STMemsRecordingTests {
    static let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples/real/st-mems").standardized.path

    func traces() throws -> [IMUTrace] {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.dir).filter { $0.hasSuffix(".csv") }.sorted()
        return try names.map { try TraceCSV.read(String(contentsOfFile: Self.dir + "/" + $0, encoding: .utf8), file: $0).trace }
    }

    @Test func asAPhoneRealPickUpsAndRestsAreFoundAndNothingElseFires() throws {
        let set = try traces()
        #expect(set.count == 10)
        let r = GestureEvaluation.evaluate(set, raiseHolds: true)
        #expect(r.sanitizer.rejected == 0)
        let pickUp = try #require(r.gestures.first { $0.gesture == .pickUp })
        // The third pick-up comes 1 s after the board was put down, still in the hand: not a
        // rest, so no pick-up from it (docs/SENSORS.md › ST datalogs).
        #expect(pickUp.targets == 3 && pickUp.recalled == 2)
        // Six of seven rests get exactly one face-up/face-down; the seventh is a 1.5 s face-down
        // that settles slowly until the recording ends.
        #expect(r.rest.periods == 7 && r.rest.exactlyOne == 6 && r.rest.repeated == 0)
        #expect(r.falseTriggers.allSatisfy { $0.total == 0 }, "\(r.falseEvents)")
    }

    @Test func asAWatchNoPickUpEverFires() throws {
        let r = GestureEvaluation.evaluate(try traces(), kind: .watch, raiseHolds: true)
        #expect(r.gestures.first { $0.gesture == .pickUp }?.detections == 0)
        // A watch gets face up/down only once judged off the wrist, 6 s of 1 s blocks into a rest
        // (`OffWristDetector`): besides the 1.7 s face-down, `st-fsm-pick-up`'s 6.5 s on the table
        // is too short. The five rests of 7.2 s and more get exactly one.
        #expect(r.rest.periods == 7 && r.rest.exactlyOne == 5 && r.rest.repeated == 0)
    }
}

/// `RaiseHold`: the hindsight that tells a probable glance from a false raise on unlabelled real
/// recordings, on hand-made 25 Hz motion.
@Suite struct RaiseHoldTests {
    static let hanging = Vector3(x: 1, y: 0, z: 0)      // left arm down, hand to the floor
    static let inView = Vector3(x: 0, y: -0.3, z: -0.95) // face toward the eyes

    /// Poses held for the given seconds, 25 Hz.
    func motion(_ poses: [(Vector3, Double)]) -> [IMUSample] {
        var out: [IMUSample] = [], t = 0.0
        for (g, seconds) in poses {
            let end = t + seconds
            while t < end - 1e-9 {
                out.append(IMUSample(timestamp: Timestamp(seconds: t), acceleration: g, source: "test")); t += 0.04
            }
        }
        return out
    }

    @Test func aHoldOfASecondIsAProbableGlanceAShortVisitIsNot() {
        let th = GestureThresholds()
        let s = motion([(Self.hanging, 2), (Self.inView, 1.5), (Self.hanging, 2), (Self.inView, 0.4), (Self.hanging, 2)])
        let long = RaiseHold.hold(in: s, at: Timestamp(seconds: 2.2), thresholds: th)
        #expect(long.held >= .milliseconds(1300) && long.held <= .milliseconds(1600) && !long.toEnd)
        #expect(RaiseHold.isProbableGlance(in: s, at: Timestamp(seconds: 2.2), thresholds: th))
        #expect(!RaiseHold.isProbableGlance(in: s, at: Timestamp(seconds: 5.6), thresholds: th))
        #expect(RaiseHold.hold(in: s, at: Timestamp(seconds: 1), thresholds: th).held == .zero)
        // Found without the detector: only the held visit.
        let visits = RaiseHold.probableGlances(in: s, thresholds: th)
        #expect(visits.count == 1 && abs(visits[0].start.seconds - 2) < 0.15)
    }

    @Test func aRecordingThatEndsInViewIsAHoldToTheEnd() {
        let s = motion([(Self.hanging, 2), (Self.inView, 0.5)])
        let h = RaiseHold.hold(in: s, at: Timestamp(seconds: 2.2), thresholds: GestureThresholds())
        #expect(h.toEnd)
        #expect(RaiseHold.isProbableGlance(in: s, at: Timestamp(seconds: 2.2), thresholds: GestureThresholds()))
    }

    @Test func aWatchAlreadyInViewOrBackAfterAMomentIsNotAGlanceFoundWithoutTheDetector() {
        // In view from the start, out for 0.2 s (a fidget, never hanging), back for 2 s.
        let s = motion([(Self.inView, 2), (Vector3(x: 0.3, y: 0.5, z: -0.8), 0.2), (Self.inView, 2)])
        #expect(RaiseHold.probableGlances(in: s, thresholds: GestureThresholds()).isEmpty)
    }

    @Test func theEvaluationCountsAHeldRaiseApartAndABriefOneAsFalse() {
        var trace = IMUTrace(samples: motion([(Self.hanging, 2), (Self.inView, 1.5), (Self.hanging, 2), (Self.inView, 0.4), (Self.hanging, 2)]),
                             labels: [], metadata: [("source", "hand"), ("device", "watch"), ("activity", "walking")])
        trace.labels = []
        let held = GestureEvaluation.evaluate([trace], raiseHolds: true)
        let walking = held.falseTriggers.first { $0.activity == "walking" }
        #expect(walking?.held[.wristRaise] == 1)
        #expect(walking?.triggers[.wristRaise] == 1)
        #expect(held.probableGlances == 1 && held.probableGlancesRaised == 1)
        #expect(held.falseEvents.filter { $0.gesture == .wristRaise }.map(\.probableGlance) == [true, false])
        // A recording whose protocol had nobody look (`glances: none`) gets no hindsight either.
        var noLooks = trace
        noLooks.metadata.append(("glances", "none"))
        #expect(GestureEvaluation.evaluate([noLooks], raiseHolds: true).falseTriggers.first?.triggers[.wristRaise] == 2)
        // Without hindsight (the simulator's noise sets) both are false triggers.
        let plain = GestureEvaluation.evaluate([trace])
        #expect(plain.falseTriggers.first?.triggers[.wristRaise] == 2)
    }
}

/// `RaiseMissDiagnosis`: why no raise fired on a held look, on hand-made 25 Hz motion.
@Suite struct RaiseMissDiagnosisTests {
    let th = GestureThresholds()
    func motion(_ poses: [(Vector3, Double)]) -> [IMUSample] { RaiseHoldTests().motion(poses) }
    func diagnose(_ s: [IMUSample], from: Double, to: Double) -> RaiseMissDiagnosis {
        RaiseMissDiagnosis.diagnose(s, start: Timestamp(seconds: from), end: Timestamp(seconds: to), thresholds: th)
    }

    @Test func aFaceTiltedPastTheConesTopEdgeLimitWasNeverInTheCone() {
        // Raised from hanging to nearly flat with 12 o'clock tipped down (y 0.4 > viewEnterMaxY).
        let tipped = Vector3(x: 0.05, y: 0.4, z: -0.91)
        let d = diagnose(motion([(RaiseHoldTests.hanging, 2), (tipped, 1.5)]), from: 2, to: 3.5)
        #expect(d.stage == .neverInCone)
        // The closest pose still fails the top-edge limit (a sample on the way may be closer).
        #expect((d.closestDown?.y ?? 0) > th.viewEnterMaxY && (d.closestDown?.y ?? 1) <= 0.41, "\(String(describing: d.closestDown))")
        #expect(d.detail.hasPrefix("never in the view cone (closest gravity direction x "))
    }

    @Test func aWatchAlreadyFlatWasNotRaisedFromAway() {
        let d = diagnose(motion([(RaiseHoldTests.inView, 4)]), from: 2.5, to: 4)
        #expect(d.stage == .notArmed)
    }

    @Test func aShakingWristInTheConeWasNeverSteady() {
        // In the cone's direction but bouncing ±0.2 g every sample (walking with the watch up).
        var s = motion([(RaiseHoldTests.hanging, 2)])
        var t = 2.0
        for k in 0..<40 {
            let bounce = k % 2 == 0 ? 1.2 : 0.8
            s.append(IMUSample(timestamp: Timestamp(seconds: t), acceleration: RaiseHoldTests.inView.normalized * bounce, source: "test")); t += 0.04
        }
        let d = diagnose(s, from: 2, to: t)
        #expect(d.stage == .neverSteady)
        #expect((d.leastSpreadG ?? 0) > th.raiseSteadyAccelSpreadG)
        // The detector agrees: no raise.
        var engine = GestureEngine(kind: .watch)
        #expect(!engine.process(s).contains { $0.gesture == .wristRaise })
    }

    /// Sitting down with the forearm laid on the lap (sp-sw: 79 of 223 runs fired a raise): the
    /// hand below the elbow and the face tipped away, x + y above `viewEnterMaxXPlusY`.
    @Test func aForearmLaidOnTheLapIsNotInTheCone() {
        let lap = Vector3(x: 0.28, y: 0.1, z: -0.95).normalized
        let s = motion([(RaiseHoldTests.hanging, 2), (lap, 2)])
        var engine = GestureEngine(kind: .watch)
        #expect(!engine.process(s).contains { $0.gesture == .wristRaise })
        #expect(diagnose(s, from: 2, to: 4).stage == .neverInCone)
        // The same roll with the hand level is a raise.
        let level = motion([(RaiseHoldTests.hanging, 2), (Vector3(x: 0, y: 0.1, z: -0.99).normalized, 2)])
        var again = GestureEngine(kind: .watch)
        #expect(again.process(level).contains { $0.gesture == .wristRaise })
    }

    @Test func aCleanRaiseReachesEveryCondition() {
        let s = motion([(RaiseHoldTests.hanging, 2), (RaiseHoldTests.inView, 1.5)])
        #expect(diagnose(s, from: 2, to: 3.5).stage == .firedNearby)
        var engine = GestureEngine(kind: .watch)
        #expect(engine.process(s).contains { $0.gesture == .wristRaise })
    }
}

/// The sp-sw-har excerpt (Examples/real/sp-sw, CC BY 4.0; 4 people, 35 timed up-and-go runs):
/// a watch on the left wrist and a phone in a trouser pocket, 100 Hz with a gyroscope, while
/// seated, standing up, walking 3 m, turning, walking back and sitting down. Nobody looks at the
/// watch (`glances: none`): every raise is false.
@Suite struct SpSwRecordingTests {
    static let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples/real/sp-sw").standardized.path

    func traces(_ device: String) throws -> [IMUTrace] {
        let d = Self.dir + "/" + device
        let names = try FileManager.default.contentsOfDirectory(atPath: d).filter { $0.hasSuffix(".csv") }.sorted()
        return try names.map { try TraceCSV.read(String(contentsOfFile: d + "/" + $0, encoding: .utf8), file: $0).trace }
    }

    func triggers(_ r: GestureEvaluation.Report, _ activity: String, _ g: Gesture) -> Int {
        r.falseTriggers.first { $0.activity == activity }?.triggers[g] ?? 0
    }

    @Test func aWatchNeverRaisesWhileWalkingTurningOrStandingUpAndRarelyWhenSittingDown() throws {
        let set = try traces("watch")
        #expect(set.count == 35)
        let r = GestureEvaluation.evaluate(set, raiseHolds: true)
        // Only duplicate millisecond timestamps are dropped, nothing else.
        #expect(r.sanitizer.rejected == r.sanitizer.timeWentBackwards && r.sanitizer.timeWentBackwards < 300)
        for a in ["walking", "turning", "standing-up"] { #expect(triggers(r, a, .wristRaise) == 0, "\(a)") }
        // Sitting down with the forearm laid on the lap fires false raises at the end of some runs.
        // Not pinned to today's count (issue 30: `== 19` only repeated the detector): the x + y
        // limit exists to cut them (docs/SENSORS.md › Thresholds: 79 → 54 of 223 sit-downs on the
        // full set), so on these 35 runs there must be fewer than the 21 this test recorded before
        // it. (Not "one per run": s01_01 lays the arm down twice.)
        let sitting = triggers(r, "seated", .wristRaise) + triggers(r, "sitting-down", .wristRaise)
        #expect(sitting < 21, "\(sitting) false raises sitting down; 21 before the x + y limit")
        #expect(r.probableGlances == 0 && r.falseEvents.allSatisfy { !$0.probableGlance })
        #expect(r.gestures.first { $0.gesture == .pickUp }?.detections == 0)
    }

    @Test func aPhoneInAPocketOnlyFiresPickUpWhenItsWearerStandsUp() throws {
        let r = GestureEvaluation.evaluate(try traces("phone"), raiseHolds: true)
        #expect(r.falseTriggers.filter { $0.activity != "standing-up" }.allSatisfy { $0.total == 0 }, "\(r.falseEvents)")
        // Seated → standing turns the thigh (and the phone in its pocket) through ~90° after a rest.
        #expect(triggers(r, "standing-up", .pickUp) == 4)
        #expect(r.gestures.first { $0.gesture == .wristRaise }?.detections == 0)
    }
}

/// An Apple Watch worn by one person (Examples/real/sensorlog-watch, MIT): 1.83 h of walking,
/// driving, lying down, sitting, running and stairs at 12–25 Hz, accelerometer only.
@Suite struct SensorLogWatchTests {
    static let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples/real/sensorlog-watch").standardized.path

    @Test func walkingWithARealAppleWatchFiresNoFalseRaise() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.dir).filter { $0.hasSuffix(".csv") }.sorted()
        #expect(names.count == 82)
        let set = try names.map { try TraceCSV.read(String(contentsOfFile: Self.dir + "/" + $0, encoding: .utf8), file: $0).trace }
        #expect(set.allSatisfy { $0.metadata("device") == "watch" && $0.meanRateHz >= 10 })
        let r = GestureEvaluation.evaluate(set, raiseHolds: true)
        let walking = try #require(r.falseTriggers.first { $0.activity == "walking" })
        #expect(walking.hours > 0.9)
        #expect(walking.triggers[.wristRaise] == nil, "\(r.falseEvents.filter { $0.activity == "walking" })")
        // Every walking raise was held in view; at least the four at the very end of walk/01, 08,
        // 13 and 37, where the wearer stops SensorLog on the watch.
        #expect(walking.heldRaises >= 4)
        #expect(r.gestures.first { $0.gesture == .pickUp }?.detections == 0)
        #expect(r.sanitizer.rejected == r.sanitizer.timeWentBackwards)
    }
}

/// A phone carried while walking (Examples/real/oxford-steps, CC BY 4.0): a Galaxy S6 in the
/// hand, pockets, a neck pouch, a bag and an armband, 0.67 h at ~100 Hz.
@Suite struct OxfordStepsTests {
    @Test func aPhoneCarriedWalkingNeverFires() throws {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Examples/real/oxford-steps").standardized.path
        let names = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".csv") }.sorted()
        #expect(names.count == 12)
        let set = try names.map { try TraceCSV.read(String(contentsOfFile: dir + "/" + $0, encoding: .utf8), file: $0).trace }
        let r = GestureEvaluation.evaluate(set, raiseHolds: true)
        #expect(Set(r.falseTriggers.map(\.activity)).count == 6)
        #expect(r.falseTriggers.allSatisfy { $0.total == 0 }, "\(r.falseEvents)")
        #expect(r.gestures.allSatisfy { $0.detections == 0 })
    }
}
