import Testing
@testable import AfterglowGestures
@testable import AfterglowSensing
@testable import AfterglowTime

/// `MotionFeatures` and `OffWristDetector` on made-up samples worked by hand (issue 30: a mutation
/// pass moved the gravity filter's step, the rest judgement's edges and the off-wrist count without
/// a failing test; whole recordings sit far from every edge).
@Suite struct MotionFeaturesArithmeticTests {
    static func sample(_ ms: Int64, _ a: Vector3, gyro: Vector3 = .zero) -> IMUSample {
        IMUSample(timestamp: Timestamp(nanoseconds: ms * 1_000_000), acceleration: a, angularRate: gyro, source: "t")
    }
    static let flat = Vector3(x: 0, y: 0, z: -1)

    /// Gravity is a first-order low-pass, α = dt / (τ + dt) (docs/SENSORS.md: τ = 40 ms): the first
    /// sample is taken as it is; 40 ms later α = ½, so from (0, 0, −1) toward (1, 0, 0) gravity is
    /// (½, 0, −½) — 45° from face up; 120 ms after that α = ¾: x = ½ + ¾ · ½ = 0.875, z = −0.125.
    @Test func gravityStepsByDtOverTauPlusDt() {
        var f = MotionFeatures(thresholds: GestureThresholds())
        f.update(Self.sample(1000, Self.flat))
        #expect(f.gravity == Self.flat)
        f.update(Self.sample(1040, Vector3(x: 1, y: 0, z: 0)))
        #expect(abs(f.gravity.x - 0.5) < 1e-12 && abs(f.gravity.z + 0.5) < 1e-12)
        #expect(abs(f.tiltFromFaceUpDeg - 45) < 1e-9)
        #expect(abs(f.down.magnitude - 1) < 1e-12)
        f.update(Self.sample(1160, Vector3(x: 1, y: 0, z: 0)))
        #expect(abs(f.gravity.x - 0.875) < 1e-12 && abs(f.gravity.z + 0.125) < 1e-12)
        #expect(f.accelMagnitude == 1 && f.acceleration == Vector3(x: 1, y: 0, z: 0))
    }

    /// A gyroscope is known from any non-zero axis; |ω| = √(3² + 4²) = 5 °/s.
    @Test func anyNonZeroAxisShowsAGyroscope() {
        for axis in 0..<3 {
            var f = MotionFeatures(thresholds: GestureThresholds())
            f.update(Self.sample(0, Self.flat))
            #expect(!f.hasGyroscope)
            let w = Vector3(x: axis == 0 ? 0.5 : 0, y: axis == 1 ? 0.5 : 0, z: axis == 2 ? 0.5 : 0)
            f.update(Self.sample(20, Self.flat, gyro: w))
            #expect(f.hasGyroscope, "axis \(axis)")
        }
        var f = MotionFeatures(thresholds: GestureThresholds())
        f.update(Self.sample(0, Self.flat, gyro: Vector3(x: 3, y: 0, z: 4)))
        #expect(f.angularSpeed == 5)
    }

    /// "stillFor … reaches `stillWindow` on the first quiet sample", and restFor reaches
    /// `restWindow` on the first sample whose rest window is quiet. A flat, noiseless device at
    /// 50 Hz: the 60 ms window is full once it spans ¾ of 60 = 45 ms — at 60 ms (40 ms is short);
    /// the 400 ms rest window once it spans 300 ms with ≥ 5 samples — at 300 ms (280 ms is short).
    @Test func stillAndRestStartWithTheirFirstFullQuietWindow() {
        var f = MotionFeatures(thresholds: GestureThresholds())
        var still: [Int64: Duration] = [:], rest: [Int64: Duration] = [:]
        for ms in stride(from: Int64(0), through: 400, by: 20) {
            f.update(Self.sample(ms, Self.flat))
            still[ms] = f.stillFor; rest[ms] = f.restFor
        }
        #expect(still[40] == .zero && still[60] == .milliseconds(60) && still[80] == .milliseconds(80))
        #expect(rest[280] == .zero && rest[300] == .milliseconds(400) && rest[400] == .milliseconds(500))
    }

    /// Rest begins below `restEnterSpreadG` and ends only above `restExitSpreadG`: a limit equal to
    /// the spread the signal has is not below it (no rest), and not above it (the rest goes on). The
    /// spreads are the features' own, read on a first run and then used as the limits, so equality
    /// is exact: the entry limit at the smallest spread of any full window, the exit limit at the
    /// largest spread after the rest began.
    @Test func restEdgesAreStrict() {
        // Flat, with x = 0.01 every fourth sample at 50 Hz: spreads of 0.004–0.005 g, under 0.012 g.
        let wobble = (0..<60).map { k in Self.sample(Int64(k) * 20, Vector3(x: k % 4 == 3 ? 0.01 : 0, y: 0, z: -1)) }
        func run(_ samples: [IMUSample], _ set: (inout GestureThresholds) -> Void = { _ in }) -> (rests: Bool, spreads: [Double]) {
            var t = GestureThresholds(); set(&t)
            var f = MotionFeatures(thresholds: t), spreads: [Double] = []
            for s in samples { f.update(s); spreads.append(f.restAccelSpread) }
            return (f.restFor > .zero, spreads)
        }
        // The 400 ms window is full from 300 ms (sample 15) on.
        let least = run(wobble).spreads.dropFirst(15).min()!
        #expect(least > 0.004 && least < 0.012)
        #expect(run(wobble) { $0.restEnterSpreadG = least.nextUp }.rests)
        #expect(!run(wobble) { $0.restEnterSpreadG = least }.rests, "a spread equal to the entry limit is not rest")
        // At rest flat for 600 ms, then the wobble; entry only below 0.001 g, so a rest that ends
        // cannot begin again on the wobble.
        let thenWobble = (0..<30).map { Self.sample(Int64($0) * 20, Self.flat) }
            + wobble.map { Self.sample($0.timestamp.nanoseconds / 1_000_000 + 600, $0.acceleration) }
        let most = run(thenWobble).spreads.filter(\.isFinite).max()!  // one sample: no spread (∞)
        #expect(most > 0.004 && most < 0.02)
        #expect(run(thenWobble) { $0.restEnterSpreadG = 0.001; $0.restExitSpreadG = most }.rests, "a spread equal to the exit limit does not end rest")
        #expect(!run(thenWobble) { $0.restEnterSpreadG = 0.001; $0.restExitSpreadG = most.nextDown }.rests)
    }

    /// docs/SENSORS.md › Worn or on a table: off the wrist once 1 s block means moved less than
    /// 4 mg `tableBlocks` (5) times in a row within 7° of flat. A flat, noiseless watch at 25 Hz
    /// rests from 320 ms (its 400 ms window spans 300 ms at 320: 280 is short); blocks close at
    /// 1.32, 2.32, … s, the first only giving a mean to compare with, so the fifth calm step comes
    /// at 6.32 s — "6–7.5 s into the rest".
    @Test func offTheWristOnTheFifthCalmBlockStep() {
        func offWristAt(_ a: (Int64) -> Vector3, _ set: (inout GestureThresholds) -> Void = { _ in }) -> Int64? {
            var t = GestureThresholds(); set(&t)
            var f = MotionFeatures(thresholds: t), d = OffWristDetector()
            for ms in stride(from: Int64(0), through: 9000, by: 40) {
                let acc = a(ms)
                f.update(Self.sample(ms, acc)); d.update(f, acc)
                if d.offWrist { return ms }
            }
            return nil
        }
        #expect(offWristAt { _ in Self.flat } == 6320)
        #expect(offWristAt { _ in Vector3(x: 0, y: 0, z: 1) } == 6320, "face down counts as flat too")
        // 3 mg between blocks is calm, 5 mg is not (a step each block, inside the rest's spread).
        func stepping(_ g: Double) -> (Int64) -> Vector3 { { ms in Vector3(x: 0, y: 0, z: -1 - g * Double(max(0, ms - 320) / 1000)) } }
        #expect(offWristAt(stepping(0.003)) != nil)
        #expect(offWristAt(stepping(0.005)) == nil)
        // The tilt limit, inclusive: the watch's own tilt as the limit, then one ulp under it.
        let tilted = Vector3(x: 0.12, y: 0, z: -1)
        var probe = MotionFeatures(thresholds: GestureThresholds())
        probe.update(Self.sample(0, tilted))
        let tilt = probe.tiltFromFaceUpDeg
        #expect(tilt > 6 && tilt < 7)
        #expect(offWristAt({ _ in tilted }) { $0.tableMaxTiltDeg = tilt } == 6320)
        #expect(offWristAt({ _ in tilted }) { $0.tableMaxTiltDeg = tilt.nextDown } == nil)
    }
}

/// Before its first sample, `MotionFeatures.down` — documented as gravity's unit vector — is still a
/// unit vector, and points face up (tilt 0°): nothing has moved the device yet, and a detector asked
/// before any sample must not see a made-up 45° tilt. `reset()` returns to that state.
@Suite struct MotionFeaturesInitialStateTests {
    @Test func beforeAnySampleTheFaceIsUpAndDownIsAUnitVector() {
        var f = MotionFeatures(thresholds: GestureThresholds())
        #expect(f.down == Vector3(x: 0, y: 0, z: -1))
        #expect(abs(f.down.magnitude - 1) < 1e-15)
        #expect(f.tiltFromFaceUpDeg == 0)
        #expect(f.stillFor == .zero && f.restFor == .zero)
        f.update(MotionFeaturesArithmeticTests.sample(0, Vector3(x: 0, y: 0, z: 1)))
        #expect(abs(f.tiltFromFaceUpDeg - 180) < 1e-9, "face down after a face-down sample")
        f.reset()
        #expect(f.down == Vector3(x: 0, y: 0, z: -1) && f.tiltFromFaceUpDeg == 0)
    }
}
