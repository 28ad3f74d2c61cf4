import Testing
@testable import AfterglowGestures
import AfterglowSensing
@testable import AfterglowTime

/// The wrist raise's building blocks against docs/SENSORS.md › Detectors, the table's row for the
/// wrist raise, limit by limit (issue 30: mutation pass, seed 10 — a limit moved by 10 % passed
/// every test built on whole simulated raises, which sit far inside each limit). The figures below
/// are the table's, written out; each limit is checked on both sides.
@Suite struct GestureSpecTableTests {
    static let t = GestureThresholds()
    static func ms(_ v: Int64) -> Timestamp { Timestamp(nanoseconds: v * 1_000_000) }

    /// "face enters the view cone (z ≤ −0.7, |x| ≤ 0.35, y ≤ 0.2, x + y ≤ 0.25)". Values are
    /// chosen exact in binary where a limit is met with equality (0.125 + 0.125 = 0.25).
    @Test func theViewConeIsEnteredWithinEachLimit() {
        func enters(_ x: Double, _ y: Double, _ z: Double) -> Bool {
            var c = ViewCone()
            c.update(Vector3(x: x, y: y, z: z), now: Self.ms(5), Self.t)
            if c.inside { #expect(c.enteredAt == Self.ms(5)) }
            return c.inside
        }
        #expect(enters(0, 0, -0.7)); #expect(!enters(0, 0, -0.69))
        #expect(enters(0.35, -0.2, -0.9)); #expect(!enters(0.36, -0.2, -0.9))
        #expect(enters(-0.35, 0, -0.9)); #expect(!enters(-0.36, 0, -0.9))
        #expect(enters(0, 0.2, -0.9)); #expect(!enters(0, 0.21, -0.9))
        #expect(enters(0.125, 0.125, -0.9)); #expect(!enters(0.13, 0.125, -0.9))
    }

    /// "leaves the cone only at z > −0.55, |x| > 0.5, y > 0.35 or x + y > 0.4" (hysteresis): from
    /// straight face up, moving to each exit limit keeps it inside; just past it, out.
    @Test func theViewConeIsLeftOnlyPastEachExitLimit() {
        func stays(_ x: Double, _ y: Double, _ z: Double) -> Bool {
            var c = ViewCone()
            c.update(Vector3(x: 0, y: 0, z: -1), now: Self.ms(0), Self.t)
            c.update(Vector3(x: x, y: y, z: z), now: Self.ms(20), Self.t)
            #expect(c.enteredAt == Self.ms(0), "a visit is dated from its entry")
            return c.inside
        }
        #expect(stays(0, 0, -0.55)); #expect(!stays(0, 0, -0.54))
        #expect(stays(0.5, -0.2, -0.8)); #expect(!stays(0.51, -0.2, -0.8))
        #expect(stays(-0.5, 0, -0.8)); #expect(!stays(-0.51, 0, -0.8))
        #expect(stays(0, 0.35, -0.9)); #expect(!stays(0, 0.36, -0.9))
        #expect(stays(0.25, 0.15, -0.9)); #expect(!stays(0.26, 0.15, -0.9))
    }

    /// "armed (hand toward the floor |x| ≥ 0.6, or face turned away z ≥ −0.3)" and the raise must
    /// come "within 1.5 s" of it.
    @Test func armingNeedsAHangingArmOrATurnedFaceWithinOneAndAHalfSeconds() {
        func armedAt(_ x: Double, _ z: Double) -> Timestamp? {
            var a = RaiseArming()
            _ = a.update(Vector3(x: x, y: 0, z: z), now: Self.ms(100), Self.t)
            return a.armedAt
        }
        #expect(armedAt(0.6, -0.8) == Self.ms(100)); #expect(armedAt(-0.6, -0.8) == Self.ms(100))
        #expect(armedAt(0.59, -0.8) == nil); #expect(armedAt(-0.59, -0.8) == nil)
        #expect(armedAt(0, -0.3) == Self.ms(100)); #expect(armedAt(0, -0.31) == nil)
        var a = RaiseArming()
        #expect(!a.armed(forEntryAt: Self.ms(0), Self.t), "never armed")
        _ = a.update(Vector3(x: 1, y: 0, z: 0), now: Self.ms(1000), Self.t)
        #expect(a.armed(forEntryAt: Self.ms(2500), Self.t))
        #expect(!a.armed(forEntryAt: Self.ms(2501), Self.t))
    }

    /// With the wrist on `auto`, hanging time votes for the wrist: the first hang decides at once;
    /// after that the other way must outweigh it, and each side's weight stops at 60 s
    /// (`RaiseArming.voteCap`) and each sample counts at most 0.5 s (a gap is not hanging). At 10 Hz:
    /// 100 s of x > 0 (crown to the hand: left wrist) is worth 60 s; 59.5 s of x < 0 leaves
    /// +0.5 s (still left); 1 s more is −0.5 s (right wrist).
    @Test func anAutoWristFollowsTheLongerHangCappedAtAMinute() {
        var a = RaiseArming(wearing: WatchWearing(wrist: .auto, crown: .right))
        var now: Int64 = 0
        func hang(_ x: Double, seconds: Double) {
            for _ in 0..<Int((seconds * 10).rounded()) {
                now += 100
                _ = a.update(Vector3(x: x, y: 0, z: -0.2), now: Self.ms(now), Self.t)
            }
        }
        hang(1, seconds: 0.1)
        #expect(a.wearing == WatchWearing(wrist: .left, crown: .right), "the first hang decides")
        hang(1, seconds: 100)
        hang(-1, seconds: 59.5)
        #expect(a.wearing.wrist == .left)
        hang(-1, seconds: 1)
        #expect(a.wearing.wrist == .right)
        // A right wrist with the crown on the right points it at the elbow: x is mirrored.
        let v = a.update(Vector3(x: 0.3, y: -0.1, z: -0.9), now: Self.ms(now + 100), Self.t)
        #expect(v.x == -0.3 && v.y == -0.1 && v.z == -0.9)
        // A ten-minute gap counts half a second, not ten minutes: one sample of x > 0 after it
        // moves the vote from −1.4 s to −0.9 s (still right; uncapped it would be +598.6 s).
        hang(-1, seconds: 1)
        now += 600_000
        _ = a.update(Vector3(x: 1, y: 0, z: -0.2), now: Self.ms(now), Self.t)
        #expect(a.wearing.wrist == .right)
    }

    /// A sample counts the time since the one before it, at most 0.5 s (`RaiseArming`: a gap in
    /// the data is not time spent hanging). Worked at the edge: the first hang (x > 0) decides
    /// left at +0; 0.5 s of x < 0 at 10 Hz and one more sample 20 ms later make −0.52 s (right);
    /// after a 10 s gap one sample of x > 0 adds 0.5 s: −0.02 s, still right. (Counting 0.55 s of
    /// it would make +0.03 s: left.)
    @Test func aGapInTheDataCountsHalfASecondOfHanging() {
        var a = RaiseArming(wearing: WatchWearing(wrist: .auto, crown: .right))
        var now: Int64 = 0
        func sample(_ x: Double, after ms: Int64) {
            now += ms
            _ = a.update(Vector3(x: x, y: 0, z: -0.2), now: Self.ms(now), Self.t)
        }
        sample(1, after: 100)
        for _ in 0..<5 { sample(-1, after: 100) }
        sample(-1, after: 20)
        #expect(a.wearing.wrist == .right)
        sample(1, after: 10_000)
        #expect(a.wearing.wrist == .right, "a 10 s gap counted more than 0.5 s")
        sample(1, after: 100)
        #expect(a.wearing.wrist == .left, "0.1 s more hanging at x > 0 tips it: +0.08 s")
    }

    /// "held steady there for 40 ms" and, below 50 Hz, for three samples (`raiseDwellMinSamples`):
    /// at 50 Hz samples at 0, 20, 40 ms — held on the third; at 25 Hz the 40 ms sample is only the
    /// second, so the hold comes at 80 ms; at 200 Hz it comes at 40 ms, not at 35.
    @Test func aHoldLastsFortyMillisecondsAndThreeSamples() {
        func heldAt(everyMs step: Int64) -> Int64? {
            var r = SteadyRun()
            for k in Int64(0)..<50 where r.extend(now: Self.ms(k * step), Self.t) { return k * step }
            return nil
        }
        #expect(heldAt(everyMs: 20) == 40)
        #expect(heldAt(everyMs: 40) == 80)
        #expect(heldAt(everyMs: 5) == 40)
        var r = SteadyRun()
        _ = r.extend(now: Self.ms(0), Self.t); _ = r.extend(now: Self.ms(20), Self.t)
        r.breakRun()
        let heldAfterBreak = r.extend(now: Self.ms(40), Self.t)
        #expect(!heldAfterBreak, "a broken run starts again")
        #expect(r.samples == 1 && r.since == Self.ms(40))
    }

    /// Features after 200 ms of one repeated sample at 50 Hz, or of samples alternating ±d on x
    /// about face up (the 60 ms still window then holds 4 samples: spread = d·√(4/3), the sample
    /// standard deviation of ±d).
    static func features(_ a: Vector3, gyro: Vector3 = .zero, alternate d: Double = 0) -> MotionFeatures {
        var f = MotionFeatures(thresholds: Self.t)
        for k in 0..<11 {
            let sign = k % 2 == 0 ? 1.0 : -1.0
            f.update(IMUSample(timestamp: Self.ms(Int64(k) * 20), acceleration: Vector3(x: a.x + sign * d, y: a.y, z: a.z),
                               angularRate: gyro, source: "t"))
        }
        return f
    }

    /// "acceleration spread ≤ 0.06 g, |‖a‖ − 1 g| ≤ 0.15 g and (with a gyroscope) |ω| ≤ 60 °/s".
    @Test func steadyIsWithinEachLimit() {
        let still = Vector3(x: 0, y: 0, z: -1)
        #expect(WristRaiseDetector.isSteady(Self.features(still)))
        #expect(WristRaiseDetector.isSteady(Self.features(Vector3(x: 0, y: 0, z: -1.15))))
        #expect(!WristRaiseDetector.isSteady(Self.features(Vector3(x: 0, y: 0, z: -1.16))))
        #expect(WristRaiseDetector.isSteady(Self.features(Vector3(x: 0, y: 0, z: -0.86))))
        #expect(!WristRaiseDetector.isSteady(Self.features(Vector3(x: 0, y: 0, z: -0.84))))
        #expect(WristRaiseDetector.isSteady(Self.features(still, gyro: Vector3(x: 0, y: 0, z: 60))))
        #expect(!WristRaiseDetector.isSteady(Self.features(still, gyro: Vector3(x: 0, y: 0, z: 61))))
        // Spread d·1.1547: d = 0.0485 → 0.056 g (steady), d = 0.0546 → 0.063 g (not).
        let low = Self.features(still, alternate: 0.0485), high = Self.features(still, alternate: 0.0546)
        #expect(abs(low.accelSpread - 0.0485 * (4.0 / 3).squareRoot()) < 1e-9)
        #expect(WristRaiseDetector.isSteady(low))
        #expect(!WristRaiseDetector.isSteady(high))
    }
}

/// The still window's arithmetic, by hand (`StillnessWindow`: running sums over a ring buffer).
@Suite struct StillnessWindowArithmeticTests {
    static func sample(_ ms: Int64, x: Double, gz: Double = 0) -> IMUSample {
        IMUSample(timestamp: Timestamp(nanoseconds: ms * 1_000_000), acceleration: Vector3(x: x, y: 0, z: -1),
                  angularRate: Vector3(x: 0, y: 0, z: gz), source: "t")
    }

    /// x = 1, 1.02, 1, 1.02: mean 1.01, each 0.01 off, sample variance 4 × 0.0001 / 3, spread
    /// 0.011547 g; ω_z = 0, 2, 0, 2 °/s likewise 1.1547 °/s. One sample has no spread (∞).
    @Test func theSpreadIsTheSampleStandardDeviation() {
        var w = StillnessWindow(window: .milliseconds(100))
        w.add(Self.sample(0, x: 1))
        #expect(w.accelSpread == .infinity)
        for (k, x) in [1.02, 1, 1.02].enumerated() { w.add(Self.sample(Int64(k + 1) * 10, x: x, gz: k % 2 == 0 ? 2 : 0)) }
        #expect(abs(w.accelSpread - (0.0004 / 3).squareRoot()) < 1e-9)
        #expect(abs(w.gyroSpread - (4.0 / 3).squareRoot()) < 1e-9)
    }

    /// "True when the window spans at least ¾ of `window` in time": a 100 ms window with samples
    /// at 0, 25, 50 ms is not yet full; a fourth at 75 ms makes it full. A full ring is full
    /// whatever its span (capacity 4 at 1 ms).
    @Test func theWindowIsFullAtThreeQuartersOfItsSpan() {
        var w = StillnessWindow(window: .milliseconds(100))
        for ms in [0, 25, 50] as [Int64] { w.add(Self.sample(ms, x: 1)) }
        #expect(!w.isFull)
        w.add(Self.sample(75, x: 1))
        #expect(w.isFull)
        var ring = StillnessWindow(window: .seconds(1), capacity: 4)
        for ms in 0..<Int64(3) { ring.add(Self.sample(ms, x: 1)) }
        #expect(!ring.isFull)
        ring.add(Self.sample(3, x: 1))
        #expect(ring.isFull)
        ring.reset()
        #expect(!ring.isFull && ring.accelSpread == .infinity)
    }

    /// A sample older than the window leaves it: a jolt (x = 2) at 0 ms, then x = 1 every 10 ms;
    /// by 120 ms the jolt is out and the spread is zero. A full ring drops its oldest too: with
    /// capacity 4, four calm samples after the jolt leave no trace of it.
    @Test func oldSamplesLeave() {
        var w = StillnessWindow(window: .milliseconds(100))
        w.add(Self.sample(0, x: 2))
        for k in 1...12 as ClosedRange<Int64> { w.add(Self.sample(k * 10, x: 1)) }
        #expect(w.accelSpread < 1e-6)
        var ring = StillnessWindow(window: .seconds(10), capacity: 4)
        ring.add(Self.sample(0, x: 2))
        for k in 1...3 as ClosedRange<Int64> { ring.add(Self.sample(k, x: 1)) }
        #expect(ring.accelSpread > 0.4, "the jolt is still in: \(ring.accelSpread)")
        ring.add(Self.sample(4, x: 1))
        #expect(ring.accelSpread < 1e-6)
    }

    /// The running sums are rebuilt every 8192 samples and the ring wraps hundreds of times: after
    /// 20 000 samples of a known pattern the spread equals that of a fresh window given only the
    /// samples still inside it.
    @Test func runningSumsMatchAFreshWindowAfterManyWraps() {
        var long = StillnessWindow(window: .milliseconds(60))
        var all: [IMUSample] = []
        for k in 0..<20_000 as Range<Int64> {
            let s = Self.sample(k * 5, x: 1 + 0.01 * Double(k % 7), gz: Double(k % 3))
            all.append(s); long.add(s)
        }
        var fresh = StillnessWindow(window: .milliseconds(60))
        for s in all.suffix(13) { fresh.add(s) }
        #expect(abs(long.accelSpread - fresh.accelSpread) < 1e-9)
        #expect(abs(long.gyroSpread - fresh.gyroSpread) < 1e-9)
    }
}

/// The rest score counts face-up/face-down events "from a rest's start (less 100 ms) to its end"
/// (`GestureEvaluation.scoreRest`), both ends included (issue 30: mutation pass, seed 13).
@Suite struct RestScoreWindowTests {
    static func s(_ ms: Int64) -> Timestamp { Timestamp(nanoseconds: ms * 1_000_000) }

    /// A rest from 10 s to 20 s: events at 9.9 s and at 20 s are in it, 9.899 s and 20.001 s not.
    @Test func aRestsWindowIncludesBothEnds() {
        let rest = [(start: Self.s(10_000), end: Self.s(20_000))]
        func count(_ ms: [Int64]) -> GestureEvaluation.RestScore {
            var score = GestureEvaluation.RestScore()
            GestureEvaluation.scoreRest(rest, ms.map { GestureEvent(gesture: .faceUp, timestamp: Self.s($0), source: "t") }, &score)
            return score
        }
        #expect(count([20_000]).exactlyOne == 1)
        #expect(count([9_900]).exactlyOne == 1)
        #expect(count([20_001]).none == 1)
        #expect(count([9_899]).none == 1)
        #expect(count([9_900, 20_000]).repeated == 1)
        var other = GestureEvaluation.RestScore()
        GestureEvaluation.scoreRest(rest, [GestureEvent(gesture: .wristRaise, timestamp: Self.s(15_000), source: "t")], &other)
        #expect(other.none == 1 && other.periods == 1, "a raise is not a face-up")
    }
}
