import Foundation
import AfterglowTestSupport
import Testing
@testable import AfterglowKit
@testable import AfterglowGestures
@testable import AfterglowSensing
@testable import AfterglowTime

/// The detection pipeline's rules for real motion: rest is not a fault, once per rest period,
/// device kinds, a right-wrist watch, and the committed real recordings (Examples/real).
@Suite struct GesturesRealWorldTests {
    func events(_ samples: [IMUSample], kind: WearKind? = nil) -> [GestureEvent] {
        var e = GestureEngine(kind: kind)
        return e.process(samples)
    }

    /// A device lying face up, read by a quantised accelerometer (1 mg steps, 2 mg noise) at 25 Hz.
    func quantisedRest(seconds: Double, from start: Timestamp, seed: UInt64, gravity: Vector3 = Vector3(x: 0, y: 0, z: -1)) -> [IMUSample] {
        var rng = SeededRandom(seed: seed)
        let n = Int(seconds * 25)
        return (0..<n).map { i in
            func q(_ v: Double) -> Double { ((v + rng.gaussian(0.002)) * 1000).rounded() / 1000 }
            return IMUSample(timestamp: start + .milliseconds(Int64(i * 40)), acceleration: Vector3(x: q(gravity.x), y: q(gravity.y), z: q(gravity.z)), source: "t")
        }
    }

    @Test func faceUpFiresOnceForAWholeRestEvenAcrossAGap() {
        // 10 minutes on a table, with a 2 s hole in the stream in the middle (a USB hiccup).
        var samples = quantisedRest(seconds: 300, from: .zero, seed: 1)
        samples += quantisedRest(seconds: 300, from: Timestamp(seconds: 302), seed: 2)
        var e = GestureEngine(kind: .phone)
        let ups = e.process(samples).filter { $0.gesture == .faceUp }
        #expect(ups.count == 1)
        #expect(e.report.stuckAxis == 0 && e.report.clockJumps == 1)
    }

    @Test func faceUpFiresAgainOnlyAfterTheDeviceHasMoved() {
        var s = MotionScript(name: "rest, lift, rest")
        s.hold(.handHeld, 1, .hand)
        s.move(to: .faceUp, 0.7, .hand)
        s.hold(.faceUp, 3, .table)
        // Picked up a little (never tilted past 30°), carried, and put down face up again.
        s.move(to: DevicePose.faceUp.gravity.rotated(about: Vector3(x: 1, y: 0, z: 0), degrees: 20), 0.5, .hand, liftG: 0.3)
        s.hold(DevicePose.faceUp.gravity.rotated(about: Vector3(x: 1, y: 0, z: 0), degrees: 20), 1, .hand)
        s.move(to: .faceUp, 0.5, .hand, liftG: 0.3)
        s.hold(.faceUp, 3, .table)
        let ups = events(IMUSimulator(rateHz: 50).render(s, seed: 5).samples).filter { $0.gesture == .faceUp }
        #expect(ups.count == 2)
    }

    @Test func aWatchNeverReportsPickUpAndAPhoneNeverAWristRaise() {
        for seed: UInt64 in 1...5 {
            let pick = GestureScenarios.trace(.pickUp, seed: seed, rateHz: 50).samples
            #expect(!events(pick, kind: .watch).contains { $0.gesture == .pickUp })
            #expect(events(pick, kind: .phone).contains { $0.gesture == .pickUp })
            let raise = GestureScenarios.trace(.wristRaise, seed: seed, rateHz: 50).samples
            #expect(!events(raise, kind: .phone).contains { $0.gesture == .wristRaise || $0.gesture == .wristDrop })
            #expect(events(raise, kind: .watch).contains { $0.gesture == .wristRaise })
        }
        #expect(Gesture.supported(on: .watch) == [.wristRaise, .wristDrop, .faceUp, .faceDown])
        #expect(Gesture.supported(on: .phone) == [.pickUp, .faceUp, .faceDown])
    }

    @Test func aTurnedWatchRaiseIsARaiseWithTheCrownLearntFromTheHangingArm() {
        // The same raise on a watch turned 180° (x and y flip: the left wrist with the crown to the
        // elbow, docs/SENSORS.md › Wrist and crown), given only the wrist: the hanging arm before the
        // raise reads x ≈ −1 g, which says the crown points to the elbow.
        for seed: UInt64 in 1...5 {
            var t = GestureScenarios.trace(.wristRaise, seed: seed, rateHz: 50)
            for i in t.samples.indices {
                t.samples[i].acceleration.x.negate(); t.samples[i].acceleration.y.negate()
                t.samples[i].angularRate.x.negate(); t.samples[i].angularRate.y.negate()
            }
            var e = GestureEngine(kind: .watch, wearing: WatchWearing(wrist: .left, crown: .auto))
            #expect(e.process(t.samples).contains { $0.gesture == .wristRaise }, "seed \(seed)")
        }
    }

    @Test func aSwingingArmIsNotARaise() {
        // The arm swings through the view cone's orientations (forward elevation, 20 repetitions
        // in 40 s) without ever being held there: the steadiness gate keeps it silent.
        var s = MotionScript(name: "elevation reps")
        s.hold(.armDown, 1, .wrist)
        for _ in 0..<20 {
            s.move(to: .viewing, 0.9, .wrist, liftG: 0.5)
            s.move(to: .armDown, 0.9, .wrist, liftG: 0.5)
        }
        let raises = events(IMUSimulator(rateHz: 50).render(s, seed: 9).samples, kind: .watch).filter { $0.gesture == .wristRaise }
        #expect(raises.count <= 1)
    }

    @Test func restPeriodsAreScoredExactlyOnce() {
        var one = IMUTrace(samples: quantisedRest(seconds: 20, from: .zero, seed: 4), metadata: [("device", "phone"), ("activity", "table"), ("rest", "0 20")])
        one.metadata.append(("rest", "5 20"))          // the second period has no event of its own
        let r = GestureEvaluation.evaluate([one])
        #expect(r.rest.periods == 2 && r.rest.exactlyOne == 1 && r.rest.none == 1)
        #expect(r.realFailures.contains { $0.hasPrefix("rest: 1/2") })
    }

    @Test func falseTriggersAreCountedPerActivityForLabelledTracesToo() {
        var t = GestureScenarios.trace(.faceDown, seed: 2)        // face-down target, incidental face-up and pick-up
        t.metadata = [("activity", "desk")]
        t.labels = t.labels.filter { $0.gesture == .faceDown }
        let r = GestureEvaluation.evaluate([t])
        let desk = r.falseTriggers.first { $0.activity == "desk" }!
        #expect(desk.total >= 1 && desk.triggers[.faceDown] == nil)
        #expect(r.gestures.first { $0.gesture == .faceDown }!.recalled == 1)
    }

    @Test func theCommittedRealRecordingsStayQuiet() throws {
        // Examples/real: 14 seglearn smartwatch recordings of shoulder exercises (0.13 h, 50 Hz).
        // Nothing in them is a glance; a handful of raises an hour is the ceiling we hold.
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Examples/real/seglearn-watch").standardized.path
        let files = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".csv") }.sorted()
        #expect(files.count == 14)
        var traces: [IMUTrace] = []
        for f in files {
            let data = try Data(contentsOf: URL(fileURLWithPath: dir + "/" + f))
            let (t, bad) = try data.withUnsafeBytes { try TraceCSV.read(bytes: $0.bindMemory(to: UInt8.self), file: f) }
            #expect(bad.isEmpty)
            #expect(t.metadata("device") == "watch" && t.meanRateHz > 49 && t.meanRateHz < 51)
            traces.append(t)
        }
        let r = GestureEvaluation.evaluate(traces)
        #expect(r.sanitizer.rejected == 0 && r.sanitizer.clockJumps == 0)
        let raises = r.falseTriggers.reduce(0) { $0 + ($1.triggers[.wristRaise] ?? 0) }
        #expect(raises <= 1, "\(r.falseTriggers)")
        #expect(!r.falseTriggers.contains { $0.triggers[.pickUp] != nil })
    }
}
