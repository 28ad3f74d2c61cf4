import AfterglowSensing
import AfterglowTime

/// Worn or lying on something: whether a watch is off the wrist. Face up / face down stationary
/// are for a watch on a table (or a phone); a wrist resting on a desk, a lap or a pillow is as
/// still as a table over the 400 ms rest window — at 12.5 Hz that fired face-up, and locked the
/// watch, about 107 times an hour of desk work (issue 26). watchOS knows from its optical wrist
/// sensor; here only the accelerometer can tell, by what a living arm does that a table does not:
/// - **it drifts**: pulse, breathing and posture move a resting wrist's orientation, so the mean of
///   each `tableBlock` (1 s) of a rest differs from the previous one's by 2–40 mg; on a table the
///   means agree to the sensor's noise (≤ 2 mg at 12.5–26 Hz, quantisation included);
/// - **its forearm tilts the face**: lying on its back on a table a watch is within 3° of flat, a
///   forearm laid on a desk or lap holds the face 5–20° off it.
/// Off the wrist = a rest within `tableMaxTiltDeg` of flat (face up or down) whose block means
/// stayed within `tableMaxDriftG` of each other `tableBlocks` times in a row. The judgement holds
/// until the watch really moves (`RestRearm`: lifted, or at rest in another orientation), so a
/// bump on the table does not put it back on a wrist. Before any judgement the watch is worn.
struct OffWristDetector: Sendable {
    private(set) var offWrist = false
    private var rearm = RestRearm()
    private var blockStart: Timestamp?
    private var blockSum = Vector3.zero
    private var blockCount = 0
    private var lastMean: Vector3?
    private var calmSteps = 0

    /// Feed every sample after `f` has taken it (`a`: its acceleration).
    mutating func update(_ f: MotionFeatures, _ a: Vector3) {
        let t = f.thresholds
        if offWrist, rearm.moved(f) { offWrist = false; rearm.reset() }
        guard f.restFor > .zero else { clearBlocks(); return }
        if blockStart == nil { blockStart = f.now }
        blockSum = blockSum + a; blockCount += 1
        if f.now - blockStart! >= t.tableBlock {
            let mean = blockSum * (1 / Double(blockCount))
            if let last = lastMean { calmSteps = (mean - last).magnitude <= t.tableMaxDriftG ? calmSteps + 1 : 0 }
            lastMean = mean
            blockStart = f.now; blockSum = .zero; blockCount = 0
        }
        let tilt = f.tiltFromFaceUpDeg, fromFlat = min(tilt, 180 - tilt)
        if !offWrist, calmSteps >= t.tableBlocks, fromFlat <= t.tableMaxTiltDeg {
            offWrist = true
            rearm.fired(f)
        }
    }

    /// After a hole in the stream: the judgement stays (a hole is not motion), the evidence restarts.
    mutating func resetAfterGap() { rearm.reset(); clearBlocks() }

    private mutating func clearBlocks() {
        blockStart = nil; blockSum = .zero; blockCount = 0; lastMean = nil; calmSteps = 0
    }
}
