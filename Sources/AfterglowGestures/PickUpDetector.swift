import AfterglowSensing
import AfterglowTime

/// Pick up: the device rested (quiet for `pickUpRest`, any orientation — table, stand, lap), then
/// within `pickUpWindow` of starting to move it tilted more than `pickUpTiltDeg` from its resting
/// direction, or saw a lift (|‖a‖ − 1 g| > `pickUpLiftG` for `pickUpLiftDwell`). One event per rest.
///
/// iio-sensor-proxy has no pick-up: it reports orientation only (normal / bottom-up / left-up /
/// right-up, with a 35° landscape / 65° portrait threshold and a same-axis limit against flapping)
/// and leaves gestures to the desktop. The rest-then-tilt rule here is the smallest one that
/// distinguishes "lifted off a surface" from motion that never stopped (walking, typing).
public struct PickUpDetector: GestureDetector {
    public let gesture = Gesture.pickUp
    private var restDown: Vector3?
    private var leftRestAt: Timestamp?
    private var liftSince: Timestamp?

    public init() {}
    public mutating func reset() { self = PickUpDetector() }

    public mutating func update(_ f: MotionFeatures) -> Bool {
        let t = f.thresholds
        if f.stillFor >= t.pickUpRest {
            restDown = f.down; leftRestAt = nil; liftSince = nil
            return false
        }
        guard let rest = restDown else { return false }
        if f.stillFor > .zero { return false }        // quiet again, but not long enough to re-rest
        if leftRestAt == nil { leftRestAt = f.now }
        if let left = leftRestAt, f.now - left > t.pickUpWindow { restDown = nil; return false }
        if abs(f.accelMagnitude - 1) > t.pickUpLiftG {
            if liftSince == nil { liftSince = f.now }
        } else {
            liftSince = nil
        }
        let lifted = liftSince.map { f.now - $0 >= t.pickUpLiftDwell } ?? false
        if lifted || f.down.angleDegrees(to: rest) > t.pickUpTiltDeg {
            restDown = nil
            return true
        }
        return false
    }
}
