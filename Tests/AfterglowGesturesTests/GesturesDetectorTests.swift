import AfterglowTestSupport
import Testing
@testable import AfterglowKit
@testable import AfterglowGestures
@testable import AfterglowSensing
@testable import AfterglowTime

@Suite struct GesturesDetectorTests {
    func detect(_ t: IMUTrace) -> [GestureEvent] {
        var e = GestureEngine()
        return e.process(t.samples)
    }

    @Test(arguments: Gesture.allCases)
    func eachGestureIsDetectedOnItsGeneratedTraces(_ g: Gesture) {
        for seed: UInt64 in 100..<110 {
            for rate in [50.0, 100.0, 200.0] {
                let t = GestureScenarios.trace(SimulatedActivity(gesture: g)!, seed: seed, rateHz: rate)
                let target = t.labels.first { $0.role == .target }!
                // Within the latency target after the motion completes (a raise waits to be held steady).
                let late = Duration.milliseconds(Int64(GestureEvaluation.latencyTarget(g)))
                let hits = detect(t).filter { $0.gesture == g && $0.timestamp >= target.start - .milliseconds(100) && $0.timestamp <= target.end + late }
                #expect(hits.count == 1, "\(g) seed \(seed) at \(rate) Hz")
            }
        }
    }

    @Test func noGestureFiresOnWalkingOrTyping() {
        for activity in [SimulatedActivity.walking, .typing] {
            for seed: UInt64 in 1...3 {
                let events = detect(GestureScenarios.trace(activity, seed: seed, rateHz: 50, seconds: 300))
                #expect(events.isEmpty, "\(activity) seed \(seed): \(events.map(\.gesture))")
            }
        }
    }

    @Test func faceUpFiresOnceAndNotAgainForSmallNudges() {
        var s = MotionScript(name: "nudges")
        s.hold(.handHeld, 1, .hand)
        s.move(to: .faceUp, 0.7, .hand)
        s.hold(.faceUp, 1, .table)
        // Nudged by 20° (inside the 30° exit) and back: no second event.
        s.move(to: DevicePose.faceUp.gravity.rotated(about: Vector3(x: 1, y: 0, z: 0), degrees: 20), 0.3, .table, liftG: 0.05)
        s.move(to: .faceUp, 0.3, .table, liftG: 0.05)
        s.hold(.faceUp, 1, .table)
        // Lifted past 30° and put down again: a second event.
        s.move(to: .handHeld, 0.6, .hand)
        s.move(to: .faceUp, 0.6, .hand)
        s.hold(.faceUp, 1, .table)
        let ups = detect(IMUSimulator(rateHz: 100).render(s, seed: 3)).filter { $0.gesture == .faceUp }
        #expect(ups.count == 2)
    }

    @Test func faceUpNeedsStillness() {
        // Face up but held in a trembling hand: never reported.
        var s = MotionScript(name: "held flat")
        s.hold(.faceUp, 3, .hand)
        #expect(!detect(IMUSimulator(rateHz: 100).render(s, seed: 1)).contains { $0.gesture == .faceUp })
    }

    @Test func aDropWithoutARaiseIsNotReported() {
        // Face up on a table (inside the view cone) and then turned on its side: not a wrist drop.
        var s = MotionScript(name: "table turn")
        s.hold(.faceUp, 2, .table)
        s.move(to: .armDown, 0.6, .hand)
        s.hold(.armDown, 1, .hand)
        #expect(!detect(IMUSimulator(rateHz: 100).render(s, seed: 1)).contains { $0.gesture == .wristDrop })
    }

    @Test func pickUpNeedsARestFirst() {
        var s = MotionScript(name: "hand to hand")
        s.hold(.handHeld, 2, .hand)
        s.move(to: .onStand, 0.6, .hand)
        s.hold(.onStand, 1, .hand)
        #expect(!detect(IMUSimulator(rateHz: 100).render(s, seed: 1)).contains { $0.gesture == .pickUp })
    }

    @Test func detectorsWorkFromAPebbleStyleAccelerometerOnly() {
        // 25 Hz, no gyroscope: the tilt rules still hold.
        var noise = SensorNoiseModel(); noise.hasGyroscope = false
        for g in [Gesture.wristRaise, .wristDrop, .faceDown] {
            let t = GestureScenarios.trace(SimulatedActivity(gesture: g)!, seed: 21, rateHz: 25, noise: noise)
            #expect(detect(t).contains { $0.gesture == g }, "\(g)")
        }
    }

    @Test func aGapRestartsTheDetectors() {
        // Arm down, then 2 s of nothing, then the watch already in the view pose: the old "armed"
        // state must not bridge the hole, so no raise.
        var before = MotionScript(name: "a"); before.hold(.armDown, 1, .wrist)
        var after = MotionScript(name: "b"); after.hold(.viewing, 1, .wrist)
        let a = IMUSimulator(rateHz: 100).render(before, seed: 1)
        let b = IMUSimulator(rateHz: 100).render(after, seed: 2, start: Timestamp(seconds: 3))
        var e = GestureEngine()
        let events = e.process(a.samples + b.samples)
        #expect(e.report.clockJumps == 1)
        #expect(!events.contains { $0.gesture == .wristRaise })
    }

    @Test func evaluationMeetsTheTargets() {
        let report = GestureEvaluation.evaluate(GestureEvaluation.standardSet(trialsPerGesture: 12, noiseSeconds: 600, seed: 77))
        #expect(report.failures.isEmpty, "\(report.failures)")
        for g in report.gestures {
            #expect(g.targets == 12)
            #expect(g.recall >= 0.95 && g.precision >= 0.95, "\(g.gesture)")
        }
        #expect(report.noise.map(\.activity) == ["typing", "walking"])
    }

    @Test func evaluationCountsMissesAndFalseTriggers() {
        // A trace labelled with a wrist raise that never happens, and noise with a fake gesture.
        var raise = GestureScenarios.trace(.faceUp, seed: 1)
        raise.labels.append(GestureLabel(gesture: .wristRaise, role: .target, start: .zero, end: Timestamp(seconds: 0.5)))
        var noisy = GestureScenarios.trace(.faceDown, seed: 1)
        noisy.labels = []
        noisy.metadata = [("scenario", "walking")]
        let r = GestureEvaluation.evaluate([raise, noisy])
        let wr = r.gestures.first { $0.gesture == .wristRaise }!
        #expect(wr.targets == 1 && wr.recalled == 0 && wr.recall == 0)
        #expect(r.noise.first!.total >= 2)                      // face up, pick up, face down in "noise"
        #expect(r.failures.contains { $0.contains("wrist-raise: recall 0.0%") })
        #expect(r.failures.contains { $0.contains("walking") })
    }
}
