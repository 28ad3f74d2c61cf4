import AfterglowSensing
import AfterglowTime

/// Whether the face of a worn watch points at the wearer's eyes, with hysteresis: enter at
/// z ≤ `viewEnterZ`, |x| ≤ `viewEnterMaxX` and y ≤ `viewEnterMaxY`; leave only past the wider
/// exit limits. The y limit separates a raised watch (12 o'clock tilted up, y < 0) from a typing
/// wrist, which is just as face-up but rolled the other way (y > 0). `down` is given in the
/// left-wrist frame (the raise detector mirrors a right-wrist watch into it).
struct ViewCone: Sendable {
    private(set) var inside = false
    private(set) var enteredAt = Timestamp.zero

    mutating func update(_ d: Vector3, now: Timestamp, _ t: GestureThresholds) {
        if inside {
            if d.z > t.viewExitZ || abs(d.x) > t.viewExitMaxX || d.y > t.viewExitMaxY || d.x + d.y > t.viewExitMaxXPlusY { inside = false }
        } else if d.z <= t.viewEnterZ && abs(d.x) <= t.viewEnterMaxX && d.y <= t.viewEnterMaxY && d.x + d.y <= t.viewEnterMaxXPlusY {
            inside = true; enteredAt = now
        }
    }
}
