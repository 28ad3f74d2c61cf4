import AfterglowTime

/// The vsync grid at the current refresh rate.
///
/// Deadlines are computed as `epoch + n × interval` from an integer frame count, never by adding an
/// interval to the previous deadline, so rounding never accumulates into drift. Changing the rate
/// re-anchors the grid at the change.
public struct FramePacer: Hashable, Sendable {
    public private(set) var epoch: Timestamp
    public private(set) var hz: Double

    public init(hz: Double, epoch: Timestamp = .zero) { self.hz = hz; self.epoch = epoch }

    /// The refresh interval (zero when the panel is off).
    public var interval: Duration { hz > 0 ? .nanoseconds(Int64((1e9 / hz).rounded())) : .zero }

    /// The n-th vsync after the epoch.
    public func vsync(_ n: Int64) -> Timestamp {
        Timestamp(nanoseconds: epoch.nanoseconds + Int64((Double(n) * 1e9 / hz).rounded()))
    }

    /// The first vsync at or after `t` (t itself when the panel is off).
    public func nextVsync(atOrAfter t: Timestamp) -> Timestamp {
        guard hz > 0, t > epoch else { return max(t, epoch) }
        let elapsed = Double(t.nanoseconds - epoch.nanoseconds) * hz / 1e9
        var n = Int64(elapsed.rounded(.down))
        if vsync(n) < t { n += 1 }
        return vsync(n)
    }

    /// The first tick of the panel's base clock (`baseHz`, its fastest rate) at or after `t`, on
    /// the current grid. A variable-refresh (LTPO) panel at a slow rate is repeating its last frame
    /// at that clock; new content — a touch, a gesture, a push — starts a scan on the next tick
    /// rather than waiting out the long frame.
    public func nextTick(atOrAfter t: Timestamp, baseHz: Double) -> Timestamp {
        guard hz > 0, baseHz > hz else { return nextVsync(atOrAfter: t) }
        return FramePacer(hz: baseHz, epoch: epoch).nextVsync(atOrAfter: t)
    }

    /// Changes the rate; the grid restarts at the current vsync at or after `t` — with a `baseHz`,
    /// at its next tick when the rate rises (the panel leaves a slow rate on its base clock).
    public mutating func setRate(_ newHz: Double, at t: Timestamp, baseHz: Double? = nil) {
        guard newHz != hz else { return }
        if let baseHz, newHz > hz {
            epoch = nextTick(atOrAfter: t, baseHz: baseHz)
        } else {
            epoch = hz > 0 ? nextVsync(atOrAfter: t) : t
        }
        hz = newHz
    }
}
