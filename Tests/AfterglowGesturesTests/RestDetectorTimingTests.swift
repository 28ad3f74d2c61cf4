import Foundation
import Testing
@testable import AfterglowGestures
@testable import AfterglowSensing
@testable import AfterglowTime

/// Face up / face down, their re-arming (`RestRearm`) and pick-up, on noiseless made-up motion at
/// 50 Hz whose timing can be worked by hand (issue 30: a mutation pass moved these detectors' edges
/// and constants, and only whole simulated gestures, far from every edge, ran through them).
///
/// The clock of every case: a flat, still device from 0 ms is at rest from the first sample whose
/// 400 ms rest window spans ¾ of itself, 300 ms, with the rest dated from that window's start, so
/// `restFor` = t + 100 ms (`MotionFeaturesArithmeticTests`); its 60 ms stillness window is quiet
/// from 60 ms on, so `stillFor` = t.
@Suite struct RestDetectorTimingTests {
    static func sample(_ ms: Int64, _ a: Vector3) -> IMUSample {
        IMUSample(timestamp: Timestamp(nanoseconds: ms * 1_000_000), acceleration: a, source: "t")
    }
    static let flat = Vector3(x: 0, y: 0, z: -1)
    static func tilted(_ deg: Double, faceDown: Bool = false) -> Vector3 {
        let r = deg * .pi / 180
        return Vector3(x: sin(r), y: 0, z: faceDown ? cos(r) : -cos(r))
    }

    /// Runs `detector` over `accel(t)` every 20 ms up to `until`; the times it fired.
    static func fires<D: GestureDetector>(_ d: D, until: Int64, _ set: (inout GestureThresholds) -> Void = { _ in },
                                          _ accel: (Int64) -> Vector3) -> [Int64] {
        var t = GestureThresholds(); set(&t)
        var f = MotionFeatures(thresholds: t), d = d, out: [Int64] = []
        for ms in stride(from: Int64(0), through: until, by: 20) {
            f.update(Self.sample(ms, accel(ms)))
            if d.update(f) { out.append(ms) }
        }
        return out
    }

    /// "at rest for 800 ms" (docs/SENSORS.md › Detectors): restFor = t + 100 ms reaches 800 ms at
    /// 700 ms; face down the same, upside down. Once per rest: 3 s more of lying still adds nothing.
    @Test func faceUpAndDownComeAfterEightHundredMillisecondsOfRest() {
        #expect(Self.fires(FaceUpDetector(), until: 3000) { _ in Self.flat } == [700])
        #expect(Self.fires(FaceDownDetector(), until: 3000) { _ in Vector3(x: 0, y: 0, z: 1) } == [700])
        #expect(Self.fires(FaceUpDetector(), until: 3000) { _ in Vector3(x: 0, y: 0, z: 1) }.isEmpty)
        #expect(Self.fires(FaceDownDetector(), until: 3000) { _ in Self.flat }.isEmpty)
    }

    /// "tilt ≤ 15° from face up", "within 20° of face down": each limit is inclusive. The device's
    /// own tilt (as the features measure it, identical on every sample of a constant input) is the
    /// limit, then one ulp under it.
    @Test func theEntryAnglesAreInclusive() {
        for (faceDown, deg) in [(false, 14.0), (true, 19.0)] {
            let a = Self.tilted(deg, faceDown: faceDown)
            var probe = MotionFeatures(thresholds: GestureThresholds())
            probe.update(Self.sample(0, a))
            let tilt = faceDown ? 180 - probe.tiltFromFaceUpDeg : probe.tiltFromFaceUpDeg
            #expect(abs(tilt - deg) < 1e-6)
            func count(_ limit: Double) -> Int {
                faceDown ? Self.fires(FaceDownDetector(), until: 1000, { $0.faceDownEnterDeg = limit }) { _ in a }.count
                         : Self.fires(FaceUpDetector(), until: 1000, { $0.faceUpEnterDeg = limit }) { _ in a }.count
            }
            #expect(count(tilt) == 1, "face \(faceDown ? "down" : "up") at its limit")
            #expect(count(tilt.nextDown) == 0)
        }
    }

    /// `RestRearm`: at rest again lying more than 5° from where it fired. Flat at rest, fired at
    /// 700 ms; at 1000 ms it lies 8° over: the 400 ms window's spread jumps past 0.02 g (one sample
    /// 2 sin 4° = 0.14 g off among 21: 0.14 · √(1/21) ≈ 0.03 g), so the rest ends, and it is back
    /// when the window holds only the new pose, at 1400 ms — re-armed there, on the first sample of
    /// the settled rest (not a lift: 0.14 g < 0.15 g). At 4° the rest never breaks (0.015 g) and
    /// 4° < 5°: never re-armed.
    @Test func restingInANewOrientationReArms() {
        func movedAt(_ deg: Double) -> [Int64] {
            var f = MotionFeatures(thresholds: GestureThresholds()), r = RestRearm(), out: [Int64] = []
            for ms in stride(from: Int64(0), through: 3000, by: 20) {
                f.update(Self.sample(ms, ms < 1000 ? Self.flat : Self.tilted(deg)))
                if ms == 700 { r.fired(f) } else if ms > 700, r.moved(f) { out.append(ms) }
            }
            return out
        }
        #expect(movedAt(8).first == 1400)
        #expect(movedAt(4).isEmpty)
        // Face up again after turning 8° on the table (re-armed at 1.4 s, at rest 800 ms at 1.8 s
        // counted from the rest's start at 1.0 s: restFor = 400 at 1.4 s, so 800 ms at 1.8 s).
        #expect(Self.fires(FaceUpDetector(), until: 3000) { $0 < 1000 ? Self.flat : Self.tilted(8) } == [700, 1800])
        #expect(Self.fires(FaceUpDetector(), until: 3000) { $0 < 1000 ? Self.flat : Self.tilted(4) } == [700])
    }

    /// `RestRearm`: handled = out of rest for `rearmMotion` (1.5 s) with the acceleration more than
    /// `rearmLiftG` (0.15 g) from the resting one at some point. Fired at 700 ms; from 1000 ms the
    /// device shakes between 1.0 g and `peak` along z: out of rest from 1000 ms, so re-armed at
    /// 2500 ms when 0.2 g off; never at 0.1 g (a bump). And the lift's limit is strict: 0.25 g off
    /// (exact in binary) is not more than a limit of 0.25 g.
    @Test func handlingReArmsAfterOneAndAHalfSecondsOutOfRest() {
        func movedAt(peak: Double, _ set: (inout GestureThresholds) -> Void = { _ in }) -> Int64? {
            var t = GestureThresholds(); set(&t)
            var f = MotionFeatures(thresholds: t), r = RestRearm()
            for ms in stride(from: Int64(0), through: 4000, by: 20) {
                f.update(Self.sample(ms, ms >= 1000 && ms % 40 == 0 ? Vector3(x: 0, y: 0, z: -peak) : Self.flat))
                if ms == 700 { r.fired(f) } else if ms > 700, r.moved(f) { return ms }
            }
            return nil
        }
        #expect(movedAt(peak: 1.2) == 2500)
        #expect(movedAt(peak: 1.1) == nil)
        #expect(movedAt(peak: 1.25) { $0.rearmLiftG = 0.25 } == nil)
        #expect(movedAt(peak: 1.25) { $0.rearmLiftG = 0.25.nextDown } == 2500)
    }

    /// Pick up (docs/SENSORS.md › Detectors): "after a rest (quiet ≥ 500 ms), within 2 s of moving:
    /// … |‖a‖ − 1 g| > 0.15 g for 40 ms". Flat and still, then lifted at 1.2 g from `start`: the
    /// lift is seen on the first lifted sample and has lasted 40 ms two samples later.
    @Test func aLiftFiresAfterFortyMilliseconds() {
        func lift(from start: Int64, g: Double = 1.2, _ set: (inout GestureThresholds) -> Void = { _ in }) -> [Int64] {
            Self.fires(PickUpDetector(), until: start + 400, set) { $0 < start ? Self.flat : Vector3(x: 0, y: 0, z: -g) }
        }
        #expect(lift(from: 1000) == [1040])
        // Quiet for exactly 500 ms before the lift (stillFor = t: 500 ms at 500 ms) is a rest; 480 is not.
        #expect(lift(from: 520) == [560])
        #expect(lift(from: 500).isEmpty)
        // 1.25 g is 0.25 g off (exact): not more than a limit of 0.25 g.
        #expect(lift(from: 1000, g: 1.25) { $0.pickUpLiftG = 0.25 }.isEmpty)
        #expect(lift(from: 1000, g: 1.25) { $0.pickUpLiftG = 0.25.nextDown } == [1040])
    }

    /// "within 2 s of moving": moving from 1000 ms with a small shake (x ±0.05 g: no lift, no 15°
    /// tilt, never quiet), a lift from 2960 ms has lasted 40 ms at 3000 ms — 2 s after moving, in
    /// time; from 2980 ms it would complete at 3020 ms, too late.
    @Test func theLiftMustComeWithinTwoSecondsOfMoving() {
        func fired(liftFrom: Int64) -> [Int64] {
            Self.fires(PickUpDetector(), until: 3400) { ms in
                if ms < 1000 { return Self.flat }
                if ms >= liftFrom { return Vector3(x: 0, y: 0, z: -1.2) }
                return Vector3(x: (ms / 20) % 2 == 0 ? 0.05 : -0.05, y: 0, z: -1)
            }
        }
        #expect(fired(liftFrom: 2960) == [3000])
        #expect(fired(liftFrom: 2980).isEmpty)
    }

    /// A tilt of more than 15° from the resting direction fires on its first sample when the
    /// gravity estimate swings past it: toward (1, 0, 0) with α = 20 / (40 + 20) = ⅓, gravity is
    /// (⅓, 0, −⅔), atan(½) = 26.6° from face up. A 10° turn never gets there (the estimate
    /// settles at 10°).
    @Test func aTiltFiresAndASmallTurnDoesNot() {
        #expect(Self.fires(PickUpDetector(), until: 1500) { $0 < 1000 ? Self.flat : Vector3(x: 1, y: 0, z: 0) } == [1000])
        #expect(Self.fires(PickUpDetector(), until: 1500) { $0 < 1000 ? Self.flat : Self.tilted(10) }.isEmpty)
    }
}
