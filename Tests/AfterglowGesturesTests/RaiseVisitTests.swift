import Testing
@testable import AfterglowGestures
@testable import AfterglowSensing
@testable import AfterglowTime

/// `RaiseHold.visits` — "every visit of the face to the view, in order" — as a property: the
/// visits are the maximal runs of in-view samples, so every in-view sample lies in exactly one
/// visit, no visit holds an out-of-view sample, and the samples either side of a visit are out
/// of view. Checked on simulated wrist raises and the same recording less its first sample (so a
/// visit's first sample falls at both parities of the index).
@Suite struct RaiseVisitTests {
    @Test(arguments: [0, 1])
    func visitsAreTheMaximalRunsOfInViewSamples(dropFirst: Int) {
        let samples = Array(GestureScenarios.trace(.wristRaise, seed: 3, rateHz: 25).samples.dropFirst(dropFirst))
        let t = GestureThresholds()
        let inView = samples.indices.map { RaiseHold.inView(samples, $0, t, .standard) }
        let visits = RaiseHold.visits(in: samples, thresholds: t)
        #expect(!visits.isEmpty, "the script raises the wrist")
        var covered = [Bool](repeating: false, count: samples.count)
        for v in visits {
            #expect(v.first <= v.last)
            #expect(v.first == 0 || !inView[v.first - 1], "visit \(v.first)…\(v.last) starts late")
            #expect(v.last == samples.count - 1 || !inView[v.last + 1], "visit \(v.first)…\(v.last) ends early")
            for k in v.first...v.last { #expect(inView[k] && !covered[k]); covered[k] = true }
        }
        #expect(covered == inView, "every in-view sample is in a visit")
    }
}
