import AfterglowSensing
import AfterglowTime

/// The wrist raise's "armed" state: when the arm last hung (|x| ≥ `armMinX`) or the face last
/// turned away (z ≥ `armMinZ`), and the frame the view cone is judged in. Shared by
/// `WristRaiseDetector` and `RaiseMissDiagnosis`, so the diagnosis replays the detector's rule.
///
/// The frame comes from the watch's wrist and crown settings (`WatchWearing`): every sample is
/// taken into the canonical left-wrist, crown-to-the-hand frame the cone's limits are written in.
/// With one setting on `.auto`, the hanging arm says which way the crown points (x ≈ +1 g: to the
/// hand), which decides that setting given the other (`WatchWearing.resolved`). It is a vote of
/// time spent hanging either way, capped at `voteCap` each side: the first hang decides, and a hand
/// held above the elbow for a while (reaching up, a hand on the head) does not undo a minute of
/// hanging at the side.
struct RaiseArming: Sendable {
    private(set) var armedAt: Timestamp?
    private(set) var wearing: WatchWearing
    private let setting: WatchWearing
    /// Seconds hanging with x > 0 minus seconds with x < 0, within ±`voteCap`.
    private var vote = 0.0
    private var last: Timestamp?
    static let voteCap = 60.0

    init(wearing: WatchWearing = .standard) { self.wearing = wearing; setting = wearing }

    /// Takes the gravity direction `d` (device frame) at `now`; returns it in the canonical frame
    /// the view cone is judged in.
    mutating func update(_ d: Vector3, now: Timestamp, _ t: GestureThresholds) -> Vector3 {
        let dt = last.map { min((now - $0).seconds, 0.5) } ?? 0
        last = now
        if abs(d.x) >= t.armMinX {
            armedAt = now
            if setting.isAuto {
                // The first hang decides at once; later ones vote by time.
                vote = vote == 0 ? (d.x > 0 ? 1e-9 : -1e-9) : vote
                vote = max(-Self.voteCap, min(Self.voteCap, vote + (d.x > 0 ? dt : -dt)))
                wearing = setting.resolved(towardHand: vote > 0)
            }
        } else if d.z >= t.armMinZ {
            armedAt = now
        }
        return wearing.canonical(d)
    }

    /// Whether a visit entered at `enteredAt` came within `armWindow` of being armed.
    func armed(forEntryAt enteredAt: Timestamp, _ t: GestureThresholds) -> Bool {
        armedAt.map { enteredAt - $0 <= t.armWindow } ?? false
    }
}
