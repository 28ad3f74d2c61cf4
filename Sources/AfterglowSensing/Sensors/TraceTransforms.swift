import AfterglowTime

extension IMUTrace {
    /// How the watch in this recording was worn: its `wrist:` and `crown:` metadata — the left
    /// wrist where `wrist:` is missing, and where `crown:` is, the crown learnt from the hanging arm
    /// (`.auto`: most recordings do not say); nil when a value is not one of them.
    public var wearing: WatchWearing? {
        let wrist = metadata("wrist").map { WatchWearing.Wrist(rawValue: $0) } ?? .left
        let crown = metadata("crown").map { WatchWearing.Crown(rawValue: $0) } ?? .auto
        guard let wrist, let crown else { return nil }
        return WatchWearing(wrist: wrist, crown: crown)
    }

    /// The same recording as a watch worn `to` would have read it (`WatchWearing.rewear`), with its
    /// `wrist:` and `crown:` metadata rewritten. For checking that every way of wearing scores alike.
    public func rewore(from: WatchWearing, to: WatchWearing) -> IMUTrace {
        var out = self
        out.samples = samples.map { WatchWearing.rewear($0, from: from, to: to) }
        out.metadata = metadata.filter { $0.key != "wrist" && $0.key != "crown" }
            + [("wrist", to.wrist.rawValue), ("crown", to.crown.rawValue)]
        return out
    }

    /// The recording as a slower sensor would have delivered it: the first sample at or after each
    /// tick of `hz` (no filtering — an accelerometer's output data rate does its own). Labels,
    /// rests and phases are in time, so they stay. A rate at or above the recording's keeps it whole.
    public func resampled(toHz hz: Double) -> IMUTrace {
        guard hz > 0, let first = samples.first else { return self }
        let step = Int64((1e9 / hz).rounded())
        var out = self, kept: [IMUSample] = []
        var next = first.timestamp.nanoseconds
        for s in samples where s.timestamp.nanoseconds >= next {
            kept.append(s)
            // The next tick after this sample, on the grid from the first sample.
            let k = (s.timestamp.nanoseconds - first.timestamp.nanoseconds) / step + 1
            next = first.timestamp.nanoseconds + k * step
        }
        out.samples = kept
        out.metadata = metadata.filter { $0.key != "rate_hz" } + [("rate_hz", String(hz))]
        return out
    }
}
