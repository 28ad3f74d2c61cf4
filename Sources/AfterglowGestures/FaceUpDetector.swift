import AfterglowSensing

/// Face up and stationary: the screen normal within `faceUpEnterDeg` of straight up and the
/// device quiet for `restStill`. Once per rest period: re-armed only after tilting past
/// `faceUpExitDeg` or after really moving (`RestRearm`), so nudges on the table, sensor noise
/// and gaps in the stream never repeat the event.
///
/// Why not AOSP's approach (WindowOrientationListener's flat/tilt history over ~1 s of samples):
/// a HIG Always On phone (seeds/000) dims as soon as it is put down, so the stillness window here
/// is 60 ms; the sensor-noise floor (0.004 g, MPU-6050) is well below the quiet threshold, so a
/// short window is enough off the body, while hand tremor (≈0.01 g, 2 °/s) breaks it.
public struct FaceUpDetector: GestureDetector {
    public let gesture = Gesture.faceUp
    private var armed = true
    private var rearm = RestRearm()

    public init() {}
    public mutating func reset() { self = FaceUpDetector() }
    /// After a hole in the stream: the rest memory stays (the device has not been seen moving).
    public mutating func resetAfterGap() { rearm.reset() }

    /// `offBody`: false while a watch is judged on the wrist (`OffWristDetector`) — a resting wrist
    /// is not a table; always true for a phone.
    public mutating func update(_ f: MotionFeatures) -> Bool { update(f, offBody: true) }

    mutating func update(_ f: MotionFeatures, offBody: Bool) -> Bool {
        let tilt = f.tiltFromFaceUpDeg
        if rearm.moved(f) || tilt > f.thresholds.faceUpExitDeg { armed = true }
        guard armed, offBody, tilt <= f.thresholds.faceUpEnterDeg, f.restFor >= f.thresholds.restStill else { return false }
        armed = false
        rearm.fired(f)
        return true
    }
}
