import AfterglowTime

/// A run of consecutive steady samples in the view cone, and whether it has lasted the raise's
/// dwell: `raiseDwell` in time *and* `raiseDwellMinSamples` samples. The count keeps the evidence
/// the same at any rate, as `restWindowMinSamples` does for rest: 40 ms is three samples at 50 Hz
/// (the simulator's slowest rate, where the dwell was chosen) but two at 25 Hz, where a swinging
/// arm's pause between two samples passed for a hold (PebbleOS walks, docs/SENSORS.md ›
/// Thresholds). Shared by `WristRaiseDetector` and `RaiseMissDiagnosis`.
struct SteadyRun: Sendable {
    private(set) var since: Timestamp?
    private(set) var samples = 0

    mutating func breakRun() { since = nil; samples = 0 }

    /// Adds a steady sample at `now`; true once the run has lasted the dwell.
    mutating func extend(now: Timestamp, _ t: GestureThresholds) -> Bool {
        if since == nil { since = now }
        samples += 1
        guard let since else { return false }
        return now - since >= t.raiseDwell && samples >= t.raiseDwellMinSamples
    }
}
