import AfterglowSensing

/// Face down: the screen normal within `faceDownEnterDeg` of straight down and quiet for
/// `restStill`; re-armed past `faceDownExitDeg`
/// or after really moving (`RestRearm`): once per rest period.
///
/// AOSP's FaceDownDetector (PowerManager "flip to screen off") smooths z with an EMA (weight
/// 0.5), calls the phone face down at z < −9.5 m/s² (Android's axes read +9.8 face up), relaxes to
/// −8.5 once flipped (hysteresis), and waits until that has held for 1 s *and* the x²+y² EMA has
/// not changed by more than 0.2 for 1 s ("not moving"), because it turns a real screen off and must
/// not do so while the phone is in use. Here face down drives a simulated panel's power model and
/// must meet a 100 ms latency target, so the same tilt-and-still test uses the short rest window of
/// face up (80 ms of quiet, gyroscope included, instead of 1 s of unchanged x²+y²), and a wider
/// angular hysteresis (20° in, 40° out ≈ −9.2 / −7.5 m/s²) replaces the long dwell against flapping.
public struct FaceDownDetector: GestureDetector {
    public let gesture = Gesture.faceDown
    private var armed = true
    private var rearm = RestRearm()

    public init() {}
    public mutating func reset() { self = FaceDownDetector() }
    /// After a hole in the stream: the rest memory stays (see `FaceUpDetector`).
    public mutating func resetAfterGap() { rearm.reset() }

    /// `offBody`: false while a watch is judged on the wrist (`OffWristDetector`) — a resting wrist
    /// is not a table; always true for a phone.
    public mutating func update(_ f: MotionFeatures) -> Bool { update(f, offBody: true) }

    mutating func update(_ f: MotionFeatures, offBody: Bool) -> Bool {
        let fromDown = 180 - f.tiltFromFaceUpDeg
        if rearm.moved(f) || fromDown > f.thresholds.faceDownExitDeg { armed = true }
        guard armed, offBody, fromDown <= f.thresholds.faceDownEnterDeg, f.restFor >= f.thresholds.restStill else { return false }
        armed = false
        rearm.fired(f)
        return true
    }
}
