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

    /// Changes the rate; the grid restarts at the current vsync at or after `t`.
    public mutating func setRate(_ newHz: Double, at t: Timestamp) {
        guard newHz != hz else { return }
        epoch = hz > 0 ? nextVsync(atOrAfter: t) : t
        hz = newHz
    }
}
