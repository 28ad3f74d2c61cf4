import AfterglowTime

/// Keeps a stream going when its live source drops out (a board unplugged mid-stream): while the
/// primary is not streaming, samples come from the fallback (a `SimulatedSource`), or — with no
/// fallback — nothing comes and the consumer holds its last state. The primary's issues (the
/// unplug, the replug) are passed on, with a note whenever the stream switches.
public final class FailoverSource: SensorSource {
    public let primary: any SensorSource
    public let fallback: (any SensorSource)?
    public private(set) var usingFallback = false
    private var notes: [SensorIssue] = []
    private var lastDeadline = Timestamp.zero

    public init(primary: any SensorSource, fallback: (any SensorSource)?) {
        self.primary = primary; self.fallback = fallback
    }

    public var info: SensorSourceInfo { primary.info }
    public var status: SensorStatus { primary.status }

    public func read(until deadline: Timestamp) -> [IMUSample] {
        let live = primary.read(until: deadline)
        let primaryUp = primary.status.isLive || !live.isEmpty
        if primaryUp, usingFallback {
            usingFallback = false
            notes.append(SensorIssue(source: primary.info.id, timestamp: deadline, message: "back on \(primary.info.id)"))
        } else if !primaryUp, !usingFallback, primary.status != .idle {
            usingFallback = true
            notes.append(SensorIssue(source: primary.info.id, timestamp: deadline, message: fallback.map { "switched to \($0.info.id)" } ?? "holding state until \(primary.info.id) returns"))
        }
        defer { lastDeadline = deadline }
        if usingFallback, let fallback {
            return fallback.read(until: deadline).filter { $0.timestamp > lastDeadline }
        }
        fallback?.read(until: deadline).forEach { _ in }   // keep the simulation's timeline moving
        return live
    }

    public func drainIssues() -> [SensorIssue] {
        let out = primary.drainIssues() + notes
        notes = []
        return out.sorted { $0.timestamp < $1.timestamp }
    }

    public func close() { primary.close(); fallback?.close() }
}
