import AfterglowTime

/// Replays a trace as a `SensorSource`, with the trace's own timing mapped onto a clock.
///
/// Sample k is due at `start + (t_k − t_0)`. `read(until:)` hands out every sample due by the
/// deadline; on a virtual clock that is instant, on the real clock the caller sleeps to each
/// deadline (see `pump(on:)`), so a 10-minute trace takes 10 minutes and keeps its exact spacing.
/// With `loop`, the trace restarts after its last sample, shifted by its duration plus one period.
public final class TraceReplaySource: SensorSource {
    public let info: SensorSourceInfo
    public private(set) var status: SensorStatus = .idle
    private let trace: IMUTrace
    private let start: Timestamp
    private let loop: Bool
    private let orientation: AxisOrientation
    private var index = 0
    private var offset: Int64 = 0

    public init(trace: IMUTrace, id: String, kind: SensorSourceKind = .replay, node: String = "",
                start: Timestamp, loop: Bool = false, orientation: AxisOrientation = .identity) {
        self.trace = trace; self.start = start; self.loop = loop; self.orientation = orientation
        info = SensorSourceInfo(id: id, kind: kind, node: node, rateHz: trace.meanRateHz,
                                hasGyroscope: trace.metadata("gyroscope") != "none")
        if trace.samples.isEmpty { status = .finished }
    }

    /// When the next sample is due on the clock, or nil at the end.
    public var nextDue: Timestamp? {
        guard index < trace.samples.count else { return nil }
        return due(trace.samples[index])
    }

    private func due(_ s: IMUSample) -> Timestamp {
        Timestamp(nanoseconds: start.nanoseconds + offset + (s.timestamp.nanoseconds - trace.samples[0].timestamp.nanoseconds))
    }

    public func read(until deadline: Timestamp) -> [IMUSample] {
        var out: [IMUSample] = []
        while index < trace.samples.count {
            let s = trace.samples[index]
            let t = due(s)
            guard t <= deadline else { break }
            var mapped = orientation.apply(s)
            mapped.timestamp = t
            mapped.source = info.id
            out.append(mapped)
            index += 1
            if index == trace.samples.count && loop && trace.samples.count > 1 {
                let period = trace.duration.nanoseconds / Int64(trace.samples.count - 1)
                offset += trace.duration.nanoseconds + period
                index = 0
            }
        }
        if !out.isEmpty { status = .streaming }
        if index >= trace.samples.count { status = .finished }
        return out
    }

    /// Delivers every sample at its due time on `clock` (sleeping on a real clock), calling
    /// `body` for each; stops early when `body` returns false.
    public func pump(on clock: any SimulationClock, _ body: (IMUSample) -> Bool) {
        while let due = nextDue {
            clock.sleep(until: due)
            for s in read(until: due) where !body(s) { return }
        }
    }

    public func drainIssues() -> [SensorIssue] { [] }
    public func close() { index = trace.samples.count; status = .finished }
}
