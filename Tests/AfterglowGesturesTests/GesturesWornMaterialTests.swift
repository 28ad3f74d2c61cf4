import Foundation
import Testing
@testable import AfterglowGestures
@testable import AfterglowSensing
@testable import AfterglowTime

/// Issue 26 on material nobody on the team wrote or tuned on (Examples/real/worn-wrists, held out)
/// and the raise's dwell in samples (`SteadyRun`).
@Suite struct GesturesWornMaterialTests {
    // MARK: the dwell holds the same evidence at any rate

    /// Feeds steady samples `interval` apart until the run reports the dwell; returns when.
    func dwellReached(every interval: Duration) -> Duration {
        var run = SteadyRun(), t = Timestamp.zero
        let thresholds = GestureThresholds()
        while !run.extend(now: t, thresholds) { t = t + interval }
        return t - .zero
    }

    @Test func theDwellIsFortyMillisecondsAndThreeSamples() {
        // raiseDwell 40 ms, raiseDwellMinSamples 3 — by hand: the third steady sample comes two
        // intervals after the first.
        #expect(dwellReached(every: .milliseconds(5)) == .milliseconds(40))    // 200 Hz: 9 samples, time decides
        #expect(dwellReached(every: .milliseconds(10)) == .milliseconds(40))   // 100 Hz: 5 samples
        #expect(dwellReached(every: .milliseconds(20)) == .milliseconds(40))   // 50 Hz: 3 samples, both at once
        #expect(dwellReached(every: .milliseconds(40)) == .milliseconds(80))   // 25 Hz: 2 × 40 ms (was 40 ms: 2 samples)
        #expect(dwellReached(every: .milliseconds(80)) == .milliseconds(160))  // 12.5 Hz: 2 × 80 ms
    }

    @Test func aBrokenRunStartsOver() {
        var run = SteadyRun()
        let t = GestureThresholds()
        // Steady at 0 and 40 ms (25 Hz), broken, then steady from 120 ms: the count starts again,
        // so the dwell is reached at the third sample after the break, 200 ms.
        var reached: [Bool] = []
        for ms in [0, 40] { reached.append(run.extend(now: .zero + .milliseconds(ms), t)) }
        run.breakRun()
        for ms in [120, 160, 200] { reached.append(run.extend(now: .zero + .milliseconds(ms), t)) }
        #expect(reached == [false, false, false, false, true])
    }

    // MARK: held-out worn wrists

    @Test func theHeldOutWornWristsNeverLockAtTheRecordedRateOrAtTwelveAndAHalfHertz() throws {
        // Every recording is of a worn device (MANIFEST.md › worn-wrists: FLIRT's wearable test data,
        // the GENEActiv's header "Device Location Code: left wrist"), so no face-up or face-down is
        // right: the goal (≤ 1 lock per hour) allows none in these 0.29 h. The one still stretch —
        // the E4 from 240 to 300 s at a mean of (−0.02, 0.91, 0.41) g — lies acos(0.41 / 0.995) ≈ 66°
        // from face down and 114° from face up, outside both detectors' 20° and 15°, worn or not.
        // The Matrix band's files do not say it was worn (`wear-unstated`): left out here.
        let traces = try GesturesWornTests.committed("worn-wrists").filter { $0.metadata("activity") != "wear-unstated" }
        #expect(traces.count == 4)
        let hours = traces.reduce(0.0) { $0 + $1.duration.seconds } / 3600
        #expect(hours > 0.25 && hours < 0.35)
        for rate in [nil, 12.5] as [Double?] {
            let set = rate.map { r in traces.map { $0.resampled(toHz: r) } } ?? traces
            let r = GestureEvaluation.evaluate(set, kind: .watch)
            let locks = r.falseTriggers.reduce(0) { $0 + ($1.triggers[.faceUp] ?? 0) + ($1.triggers[.faceDown] ?? 0) }
            #expect(locks == 0, "at \(rate.map { "\($0) Hz" } ?? "the recorded rate"): \(r.falseTriggers)")
        }
    }

    @Test func theGarminsRestingWristLiesLikeAWornWatchNotATable() throws {
        // The Garmin's second stretch (6.7 min, 51 steps by its own counter): a still wrist face up
        // and rolled (y ≈ +0.5 g, › Thresholds › Off the wrist: a forearm holds the face 5–20°+ off
        // flat). Its mean, by hand from the file: (0.013, 0.535, −0.806) g, acos(0.806 / 0.967) ≈ 33.6°
        // from flat — far outside the off-wrist judgement's 7°: never judged off the wrist, never face up.
        let garmin = try GesturesWornTests.committed("worn-wrists").first { $0.metadata("source") == "flirt-garmin:2" }
        let samples = try #require(garmin).samples
        let mean = samples.reduce(Vector3.zero) { $0 + $1.acceleration } * (1 / Double(samples.count))
        let fromFlat = mean.normalized.angleDegrees(to: Vector3(x: 0, y: 0, z: -1))
        #expect(fromFlat > 20 && fromFlat < 40, "\(fromFlat)°")
        var engine = GestureEngine(kind: .watch)
        #expect(!engine.process(samples).contains { $0.gesture == .faceUp || $0.gesture == .faceDown })
    }

    @Test func theMatrixRecordingsSpanWhatGGIRreadsOwnTestsExpect() throws {
        // GGIRread's tests/testthat/test_readParmayMatrix.R resample each file onto a grid at its
        // rate over the packets' span: 12587 rows at 12.5 Hz, 24525 at 25 Hz, 39400 at 100 Hz. Our
        // conversion keeps the recorded samples spread over the same packets, so span × rate must
        // give those counts to within a sample or two.
        let traces = try GesturesWornTests.committed("worn-wrists").filter { $0.metadata("activity") == "wear-unstated" }
        let expected: [String: (rate: Double, rows: Double)] = [
            "matrix:mtx_12.5Hz_acc.BIN": (12.5, 12587), "matrix:mtx_25Hz_acc_HR.BIN": (25, 24525),
            "matrix:mtx_100Hz_acc_HR_temp.BIN": (100, 39400)]
        #expect(traces.count == 3)
        for t in traces {
            let e = try #require(expected[t.metadata("source") ?? ""], "\(t.metadata("source") ?? "?")")
            #expect(abs(t.duration.seconds * e.rate - e.rows) <= 2, "\(t.metadata("source") ?? ""): \(t.duration.seconds) s")
            // Every sample a plausible acceleration of a device on Earth (±8 g range, gravity included).
            #expect(t.samples.allSatisfy { $0.acceleration.magnitude < 8 })
        }
    }

    // MARK: walking on every setting

    @Test(arguments: [nil, 12.5] as [Double?])
    func walkingRaisesNotHeldStayUnderFivePerHour(rate: Double?) throws {
        // Issue 26's goal: ≤ 5 false raises per hour of walking on each wrist and crown setting.
        // The four settings score alike (`realRecordingsScoreAlikeOnEveryWristAndCrown`), so the
        // PebbleOS walks rewore to the default setting stand for all four. Before the three-sample
        // dwell: 34 in 4.71 h at 25 Hz (7.2/h).
        let walks = try GesturesWornTests.pebble().filter { $0.metadata("activity") == "walking" }
        let base = walks.map { $0.rewore(from: $0.wearing ?? .standard, to: .standard) }
        let set = rate.map { r in base.map { $0.resampled(toHz: r) } } ?? base
        let r = GestureEvaluation.evaluate(set, kind: .watch, wearing: .standard, raiseHolds: true)
        let walking = try #require(r.falseTriggers.first { $0.activity == "walking" })
        let notHeld = (walking.triggers[.wristRaise] ?? 0)
        #expect(walking.hours > 4.7 && walking.hours < 4.72)
        #expect(Double(notHeld) / walking.hours <= 5, "\(notHeld) in \(walking.hours) h")
    }
}
