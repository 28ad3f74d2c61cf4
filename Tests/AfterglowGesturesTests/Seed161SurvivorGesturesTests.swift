import Testing
@testable import AfterglowGestures
import AfterglowSensing
import AfterglowTime

/// From the seed-161 exploratory Gestures sample (issue 30, session 16), each written for the
/// reason its bug would matter.
@Suite struct Seed161SurvivorGesturesTests {
    /// A recording that starts with the face already in view (the wearer started it on the watch,
    /// looking at it — the PebbleOS walks' habit, RaiseHold's doc) holds it from its first sample:
    /// 50 samples at 25 Hz in view are one visit from sample 0 to 49, held 49 × 40 ms = 1.96 s, to
    /// the end.
    @Test func aRecordingThatStartsInViewIsHeldFromItsFirstSample() {
        let s = RaiseHoldTests().motion([(RaiseHoldTests.inView, 2)])
        #expect(s.count == 50)
        let v = RaiseHold.visits(in: s, thresholds: GestureThresholds())
        #expect(v.count == 1 && v.first?.first == 0 && v.first?.last == 49, "\(v.map { ($0.first, $0.last) })")
        let h = RaiseHold.hold(in: s, at: Timestamp(seconds: 0), thresholds: GestureThresholds())
        #expect(h.held == .milliseconds(1960) && h.toEnd)
    }
}

extension Seed161SurvivorGesturesTests {
    /// The closest pose is judged from 100 ms before the visit (RaiseMissDiagnosis.diagnose): a
    /// recording whose last sample is 100.5 ms before the visit has no sample in it, so no closest
    /// pose; its last sample 99.5 ms before, one.
    @Test func theClosestPoseIsJudgedFromAHundredMillisecondsBeforeTheVisit() {
        func diagnosis(lastSampleBeforeVisitNs: Int64) -> RaiseMissDiagnosis {
            let start = Timestamp(seconds: 3)
            let last = start - .nanoseconds(lastSampleBeforeVisitNs)
            var s: [IMUSample] = []
            var t = last - .seconds(2)
            while t <= last {
                s.append(IMUSample(timestamp: t, acceleration: RaiseHoldTests.hanging, source: "t"))
                t = t + .milliseconds(20)
            }
            #expect(s.last?.timestamp == last)
            return RaiseMissDiagnosis.diagnose(s, start: start, end: start + .seconds(1), thresholds: GestureThresholds())
        }
        #expect(diagnosis(lastSampleBeforeVisitNs: 100_500_000).closestDown == nil)
        #expect(diagnosis(lastSampleBeforeVisitNs: 99_500_000).closestDown != nil)
    }
}

/// The evaluation's percentiles (latency p50 / p95) are nearest-rank over the sorted values,
/// index ⌈p × (n − 1)⌉: of 10, 20, 30, 40, 50 the median is the middle value, 30; p25 is 20
/// (⌈1.0⌉ = 1), p95 50 (⌈3.8⌉ = 4), p0 the least and p100 the most (from the seed-173 sample's
/// survivor, issue 30, session 16: an index over n + 1 passed every test).
@Suite struct EvaluationPercentileTests {
    @Test func percentilesAreNearestRankByHand() {
        let v: [Double] = [50, 10, 40, 20, 30]
        #expect(percentile(v, 0.5) == 30)
        #expect(percentile(v, 0.25) == 20)
        #expect(percentile(v, 0.95) == 50)
        #expect(percentile(v, 0) == 10 && percentile(v, 1) == 50)
        #expect(percentile([], 0.5) == 0)
    }
}

/// A stillness window that needs no minimum count (`minSamples` 0) is still not full while empty:
/// it has no newest sample to span from (from the seed-181 sample's survivor: `count >= 0` read the
/// slot before the ring's head).
@Suite struct StillnessWindowEmptyTests {
    @Test func anEmptyWindowIsNotFullWhateverItsMinimum() {
        let w = StillnessWindow(window: .milliseconds(400), minSamples: 0)
        #expect(!w.isFull)
    }
}

/// A probable glance looks back `fromAway` for the pose it was raised from: "the detector's
/// `armWindow`" (RaiseHold's doc), so hindsight and the detector agree on what "raised from away"
/// means (from the seed-181 sample's survivor: 1.501 s passed every test).
@Suite struct RaiseHoldLookBackTests {
    @Test func theLookBackIsTheDetectorsArmWindow() {
        #expect(RaiseHold.fromAway == GestureThresholds().armWindow)
    }
}
