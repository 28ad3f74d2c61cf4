import AfterglowSensing
import AfterglowTime

/// Wrist raise: the face enters the view cone within `armWindow` of having been "armed" (hand
/// pointing at the floor, |x| ≥ `armMinX`, or the face turned away, z ≥ `armMinZ`), and stays in
/// the cone, held steady, for `raiseDwell` and `raiseDwellMinSamples` samples (`SteadyRun`). One
/// event per visit to the cone.
///
/// Which wrist: the cone is judged in the canonical frame (left wrist, crown to the hand), into
/// which the watch's wrist and crown settings map every sample (`WatchWearing`, `RaiseArming`);
/// judged in the wrong frame, a right-wrist raise looks like a left-wrist typing roll.
///
/// Why not InfiniTime's rule (fire when y drops by more than 230 mg between two updates while
/// |x| < 335 mg and z < 0): a per-sample difference depends on the sample rate and fires on any
/// quick tilt of a face-up wrist (typing, writing). Requiring the arm to come from "down" makes
/// typing — face already up, never armed — silent, at the cost of not waking on a tilt that
/// starts with the wrist already flat on a desk. Requiring the watch to be held steady in the
/// cone is what keeps a swinging arm silent (`GestureThresholds.raiseDwell`).
public struct WristRaiseDetector: GestureDetector {
    public let gesture = Gesture.wristRaise
    private var cone = ViewCone()
    private var arming: RaiseArming
    private var steady = SteadyRun()
    private var firedThisVisit = false

    private let wearing: WatchWearing

    public init(wearing: WatchWearing = .standard) { self.wearing = wearing; arming = RaiseArming(wearing: wearing) }

    /// The watch is held to be read: little acceleration spread, ‖a‖ near 1 g, slow rotation.
    static func isSteady(_ f: MotionFeatures) -> Bool {
        let t = f.thresholds
        return f.accelSpread <= t.raiseSteadyAccelSpreadG && abs(f.accelMagnitude - 1) <= t.raiseSteadyAccelDevG
            && (!f.hasGyroscope || f.angularSpeed <= t.raiseSteadyGyroDps)
    }
    public mutating func reset() { self = WristRaiseDetector(wearing: wearing) }

    public mutating func update(_ f: MotionFeatures) -> Bool {
        let t = f.thresholds, d = f.down
        let v = arming.update(d, now: f.now, t)
        let wasInside = cone.inside
        cone.update(v, now: f.now, t)
        if !cone.inside { firedThisVisit = false; steady.breakRun(); return false }
        if !wasInside { firedThisVisit = false }
        if !Self.isSteady(f) { steady.breakRun(); return false }
        let held = steady.extend(now: f.now, t)
        guard !firedThisVisit, arming.armed(forEntryAt: cone.enteredAt, t), held else { return false }
        firedThisVisit = true
        return true
    }
}
