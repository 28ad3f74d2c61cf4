import AfterglowSensing
import AfterglowTime

/// Decides when a face-up/face-down detector (or the off-wrist judgement) may fire again: once per
/// rest, so only after the device has really moved. Moved = one of
/// - at rest again, lying more than `rearmTiltDeg` from where it lay when it fired (turned over,
///   moved to another surface);
/// - out of rest for `rearmMotion` (1.5 s), with the acceleration more than `rearmLiftG` from the
///   resting one at some point (picked up and put back: lifting takes more than 0.15 g, and so does
///   tilting 9°; a nudge and back is over within about a second).
/// A bump on the table — even 0.1 g, ringing for half a second — leaves the orientation as it was
/// and never lifts the device, so it does not re-arm; neither do sensor noise or gaps in the stream.
struct RestRearm: Sendable {
    private var movingSince: Timestamp?
    private var lifted = false
    /// The gravity direction and the resting acceleration when the detector last fired.
    private var firedDown: Vector3?
    private var firedGravity = Vector3(x: 0, y: 0, z: -1)

    /// The detector fired at rest with these features.
    mutating func fired(_ f: MotionFeatures) { firedDown = f.down; firedGravity = f.gravity }

    /// Feed every sample; true once the device has moved enough since it last fired.
    mutating func moved(_ f: MotionFeatures) -> Bool {
        let t = f.thresholds
        if f.restFor > .zero {
            movingSince = nil; lifted = false
            // Judged once the rest window has settled, so the gravity estimate is the resting one.
            if let d = firedDown, f.restFor >= t.restWindow, f.down.angleDegrees(to: d) > t.rearmTiltDeg { return true }
            return false
        }
        if movingSince == nil { movingSince = f.now }
        if (f.acceleration - firedGravity).magnitude > t.rearmLiftG { lifted = true }
        return lifted && f.now - movingSince! >= t.rearmMotion
    }

    mutating func reset() { movingSince = nil; lifted = false }
}
