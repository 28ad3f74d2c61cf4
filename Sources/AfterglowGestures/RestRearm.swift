import AfterglowSensing
import AfterglowTime

/// Decides when a face-up/face-down detector may fire again: once per rest period, so only after
/// the device has really moved — out of rest for `rearmMotion` with an acceleration spread above
/// `rearmMotionAccelSpreadG` at some point. Sensor noise, a tap on the table or a gap in the
/// stream never count as moving (a gap restarts the features, not this).
struct RestRearm: Sendable {
    private var movingSince: Timestamp?
    private var sawMotion = false

    /// Feed every sample; true once the device has moved enough since its last rest.
    mutating func moved(_ f: MotionFeatures) -> Bool {
        let t = f.thresholds
        if f.restFor > .zero { movingSince = nil; sawMotion = false; return false }
        if movingSince == nil { movingSince = f.now }
        if f.accelSpread.isFinite && f.accelSpread > t.rearmMotionAccelSpreadG { sawMotion = true }
        return sawMotion && f.now - movingSince! >= t.rearmMotion
    }

    mutating func reset() { movingSince = nil; sawMotion = false }
}
