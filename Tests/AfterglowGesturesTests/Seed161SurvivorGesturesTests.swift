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
