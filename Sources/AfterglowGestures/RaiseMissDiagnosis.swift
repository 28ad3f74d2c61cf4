import AfterglowSensing
import AfterglowTime

/// Why the wrist-raise detector did not fire on a probable glance (`RaiseHold`): the furthest of
/// its three conditions the visit reached, judged by replaying the detector's own features and
/// rules (`WristRaiseDetector`) over the visit and the arming window before it. For studying
/// misses on real recordings (`sensors evaluate --real … --list-false`), not used by detection.
public struct RaiseMissDiagnosis: Hashable, Codable, Sendable {
    public enum Stage: String, Hashable, Codable, Sendable, CaseIterable {
        /// The 40 ms gravity estimate never entered the view cone during the visit.
        case neverInCone = "never in the view cone"
        /// It entered the cone, but not within `armWindow` of the arm hanging or the face turning away.
        case notArmed = "not raised from away"
        /// Armed and in the cone, but never steady there for the dwell (`SteadyRun`).
        case neverSteady = "never steady in the cone"
        /// All three held at some sample: the raise fired elsewhere on the visit (or just before).
        case firedNearby = "raised, outside the visit"
    }
    public var stage: Stage
    /// The pose closest to the cone's entry (largest-margin sample; nil when the visit held no
    /// sample, e.g. a gap in the recording), and the least acceleration spread and ‖a‖ deviation
    /// seen while in the cone.
    public var closestDown: Vector3?
    public var leastSpreadG: Double?
    public var leastDeviationG: Double?

    public var detail: String {
        var s = stage.rawValue
        switch stage {
        case .neverInCone:
            if let c = closestDown {
                s += String(format: " (closest gravity direction x %.2f y %.2f z %.2f)", c.x, c.y, c.z)
            } else {
                s += " (no sample in the visit)"
            }
        case .neverSteady:
            if let a = leastSpreadG, let d = leastDeviationG { s += String(format: " (least spread %.3f g, least |‖a‖−1| %.3f g)", a, d) }
        default: break
        }
        return s
    }

    /// Replays `samples` from `armWindow` + 1 s before `start` to `end` through the detector's features.
    public static func diagnose(_ samples: [IMUSample], start: Timestamp, end: Timestamp, thresholds t: GestureThresholds,
                                wearing: WatchWearing = .standard) -> RaiseMissDiagnosis {
        var features = MotionFeatures(thresholds: t)
        var cone = ViewCone()
        var arming = RaiseArming(wearing: wearing), steady = SteadyRun()
        var stage = Stage.neverInCone
        var closest: Vector3?, closestMargin = -Double.infinity
        var leastSpread: Double?, leastDev: Double?
        let from = start - t.armWindow - .seconds(1)
        for s in samples where s.timestamp >= from && s.timestamp <= end {
            features.update(s)
            let v = arming.update(features.down, now: s.timestamp, t)
            cone.update(v, now: s.timestamp, t)
            guard s.timestamp >= start - .milliseconds(100) else { continue }
            // How far inside the entry limits (negative: outside by that much).
            let margin = min(t.viewEnterZ - v.z, t.viewEnterMaxX - abs(v.x), t.viewEnterMaxY - v.y, t.viewEnterMaxXPlusY - (v.x + v.y))
            if margin > closestMargin { closestMargin = margin; closest = v }
            guard cone.inside else { steady.breakRun(); continue }
            if !arming.armed(forEntryAt: cone.enteredAt, t) { if stage == .neverInCone { stage = .notArmed }; steady.breakRun(); continue }
            if stage != .firedNearby { stage = .neverSteady }
            leastSpread = min(leastSpread ?? .infinity, features.accelSpread)
            leastDev = min(leastDev ?? .infinity, abs(features.accelMagnitude - 1))
            guard WristRaiseDetector.isSteady(features) else { steady.breakRun(); continue }
            if steady.extend(now: s.timestamp, t) { stage = .firedNearby }
        }
        return RaiseMissDiagnosis(stage: stage, closestDown: closest, leastSpreadG: leastSpread, leastDeviationG: leastDev)
    }
}
