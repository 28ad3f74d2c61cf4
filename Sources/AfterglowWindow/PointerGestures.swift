import AfterglowGeometry

/// Turns mouse presses into taps, press-and-hold and pull-down, on times the caller supplies
/// (seconds on any monotonic timeline), so it is tested without a window.
public struct PointerGestures: Sendable {
    /// Holding this long without moving is a long press (the system's expand-on-hold feel).
    public var holdSeconds = 0.5
    /// Movement below this many points still counts as a tap or hold.
    public var slopPt = 10.0
    /// A drag that starts this close to the top edge and moves down this far opens Notification Center.
    public var topEdgePt = 60.0
    public var pullDistancePt = 80.0
    /// A horizontal drag this long (and at least twice as wide as tall) is a swipe.
    public var swipeDistancePt = 40.0

    private var press: (start: Point, time: Double, moved: Bool, fired: Bool)?

    public init() {}

    /// When the caller must call `tick` next for a hold to fire on time; nil when nothing is pressed.
    public var nextDeadline: Double? {
        guard let p = press, !p.moved, !p.fired else { return nil }
        return p.time + holdSeconds
    }

    public mutating func down(at p: Point, time: Double) { press = (p, time, false, false) }

    /// Pointer moved while pressed; may complete a pull-down at once.
    public mutating func move(to p: Point, time: Double) -> WindowInput? {
        guard var pr = press else { return nil }
        if distance(pr.start, p) > slopPt { pr.moved = true }
        press = pr
        if !pr.fired, pr.start.y <= topEdgePt, p.y - pr.start.y >= pullDistancePt {
            press?.fired = true
            return .pullDown
        }
        return nil
    }

    public mutating func up(at p: Point, time: Double) -> WindowInput? {
        guard let pr = press else { return nil }
        press = nil
        if pr.fired { return nil }
        if pr.start.y <= topEdgePt, p.y - pr.start.y >= pullDistancePt { return .pullDown }
        // A mostly horizontal drag of at least `swipeDistancePt`: a swipe.
        let dx = p.x - pr.start.x, dy = p.y - pr.start.y
        if abs(dx) >= swipeDistancePt, abs(dx) >= 2 * abs(dy) { return .swipe(pr.start, dx: dx) }
        if pr.moved || distance(pr.start, p) > slopPt { return nil }
        return time - pr.time >= holdSeconds ? .longPress(pr.start) : .tap(pr.start)
    }

    /// Fires a long press once the hold time has passed, while the button is still down.
    public mutating func tick(time: Double) -> WindowInput? {
        guard let pr = press, !pr.moved, !pr.fired, time - pr.time >= holdSeconds else { return nil }
        press?.fired = true
        return .longPress(pr.start)
    }

    private func distance(_ a: Point, _ b: Point) -> Double { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }
}
