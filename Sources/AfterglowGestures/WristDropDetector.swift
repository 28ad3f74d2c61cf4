import AfterglowSensing
import AfterglowTime

/// Wrist drop: after a wrist raise (its own copy of the raise rule, so it needs no other
/// detector), and at least `dropMinViewing` later, the face turns away (z > `dropZ`) or rolls
/// toward the band (|x| > `dropMaxX`). One event per raise.
///
/// Tying the drop to a preceding raise is what keeps a phone lying face up on a table, or a
/// watch on a typing wrist, from "dropping" when it is moved: only a face that was raised to be
/// looked at can be dropped. Leaving through the cone's own exit (z > −0.55) is not enough — the
/// drop threshold is further out, so a loose glance that sags a little keeps the screen on.
public struct WristDropDetector: GestureDetector {
    public let gesture = Gesture.wristDrop
    private var raise: WristRaiseDetector
    private var raisedAt: Timestamp?
    private let wearing: WatchWearing

    public init(wearing: WatchWearing = .standard) { self.wearing = wearing; raise = WristRaiseDetector(wearing: wearing) }
    public mutating func reset() { self = WristDropDetector(wearing: wearing) }

    public mutating func update(_ f: MotionFeatures) -> Bool {
        let t = f.thresholds
        if raise.update(f) { raisedAt = f.now; return false }
        guard let raised = raisedAt else { return false }
        if f.down.z > t.dropZ || abs(f.down.x) > t.dropMaxX {
            raisedAt = nil
            return f.now - raised >= t.dropMinViewing
        }
        return false
    }
}
