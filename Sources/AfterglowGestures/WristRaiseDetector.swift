import AfterglowSensing
import AfterglowTime

/// Wrist raise: the face enters the view cone within `armWindow` of having been "armed" (hand
/// pointing at the floor, x ≥ `armMinX`, or the face turned away, z ≥ `armMinZ`), and stays in
/// the cone for `raiseDwell`. One event per visit to the cone.
///
/// Why not InfiniTime's rule (fire when y drops by more than 230 mg between two updates while
/// |x| < 335 mg and z < 0): a per-sample difference depends on the sample rate and fires on any
/// quick tilt of a face-up wrist (typing, writing). Requiring the arm to come from "down" makes
/// typing — face already up, never armed — silent, at the cost of not waking on a tilt that
/// starts with the wrist already flat on a desk.
public struct WristRaiseDetector: GestureDetector {
    public let gesture = Gesture.wristRaise
    private var cone = ViewCone()
    private var armedAt: Timestamp?
    private var firedThisVisit = false

    public init() {}
    public mutating func reset() { self = WristRaiseDetector() }

    public mutating func update(_ f: MotionFeatures) -> Bool {
        let t = f.thresholds
        if f.down.x >= t.armMinX || f.down.z >= t.armMinZ { armedAt = f.now }
        let wasInside = cone.inside
        cone.update(f)
        if !cone.inside { firedThisVisit = false; return false }
        if !wasInside { firedThisVisit = false }
        guard !firedThisVisit, let armed = armedAt, cone.enteredAt - armed <= t.armWindow,
              f.now - cone.enteredAt >= t.raiseDwell else { return false }
        firedThisVisit = true
        return true
    }
}
