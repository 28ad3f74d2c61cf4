import AfterglowSensing
import AfterglowTime

/// The wrist raise's "armed" state: when the arm last hung (|x| ≥ `armMinX`) or the face last
/// turned away (z ≥ `armMinZ`), and which wrist the hanging arm said the watch is on. Shared by
/// `WristRaiseDetector` and `RaiseMissDiagnosis`, so the diagnosis replays the detector's rule.
struct RaiseArming: Sendable {
    private(set) var armedAt: Timestamp?
    /// A right-wrist watch is worn mirrored (a hanging right arm reads x ≈ −1 g).
    private(set) var mirrored = false

    /// Takes the gravity direction `d` at `now`; returns it in the left-wrist frame the view cone
    /// is judged in.
    mutating func update(_ d: Vector3, now: Timestamp, _ t: GestureThresholds) -> Vector3 {
        if d.x >= t.armMinX { armedAt = now; mirrored = false }
        else if d.x <= -t.armMinX { armedAt = now; mirrored = true }
        else if d.z >= t.armMinZ { armedAt = now }
        return mirrored ? Vector3(x: -d.x, y: -d.y, z: d.z) : d
    }

    /// Whether a visit entered at `enteredAt` came within `armWindow` of being armed.
    func armed(forEntryAt enteredAt: Timestamp, _ t: GestureThresholds) -> Bool {
        armedAt.map { enteredAt - $0 <= t.armWindow } ?? false
    }
}
