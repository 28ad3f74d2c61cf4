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
/// bump on the table does not put it back on a wrist; and the evidence itself survives a bump —
/// a break in the rest shorter than `rearmMotion` in which the acceleration stays within
/// `rearmLiftG` of the resting one — so a table knocked every few seconds is still a table.
/// Before any judgement the watch is worn.
struct OffWristDetector: Sendable {
    private(set) var offWrist = false
    private var rearm = RestRearm()
    private var blockStart: Timestamp?
    private var blockSum = Vector3.zero
    private var blockCount = 0
    private var lastMean: Vector3?
    private var calmSteps = 0
    /// When the rest broke, and whether the device was handled since (a bump is neither long nor strong).
    private var pausedSince: Timestamp?
    private var handled = false

    /// Feed every sample after `f` has taken it (`a`: its acceleration).
    mutating func update(_ f: MotionFeatures, _ a: Vector3) {
        let t = f.thresholds
        if offWrist, rearm.moved(f) { offWrist = false; rearm.reset() }
        guard f.restFor > .zero else { pause(f); return }
        if pausedSince != nil {
            // Back at rest after a bump: the block the bump cut is dropped, the evidence kept.
            pausedSince = nil; blockStart = nil; blockSum = .zero; blockCount = 0
        }
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

    /// Out of rest: a bump keeps the evidence gathered so far; handling or a long break drops it.
    private mutating func pause(_ f: MotionFeatures) {
        guard let rested = lastMean ?? (blockCount > 0 ? blockSum * (1 / Double(blockCount)) : nil) else { clearBlocks(); return }
        if pausedSince == nil { pausedSince = f.now; handled = false }
        if (f.acceleration - rested).magnitude > f.thresholds.rearmLiftG { handled = true }
        if handled || f.now - pausedSince! > f.thresholds.rearmMotion { clearBlocks() }
    }

    private mutating func clearBlocks() {
        blockStart = nil; blockSum = .zero; blockCount = 0; lastMean = nil; calmSteps = 0; pausedSince = nil; handled = false
    }
}
