import Foundation

/// Chrome trace-event JSON (opens in Perfetto and chrome://tracing):
/// `{"traceEvents":[{"name","ph":"X","ts","dur","pid","tid"}, …]}`, times in microseconds of the
/// simulated timeline. Frame phases are complete ("X") events laid end to end from the frame's
/// start with their measured durations; state transitions are instant ("i") events; refresh rate
/// and panel power are counter ("C") events.
public struct TraceRecorder: Sendable {
    public struct Event: Encodable, Sendable {
        var name: String
        var ph: String
        var ts: Double
        var dur: Double?
        var pid: Int
        var tid: Int
        var s: String?
        var args: [String: Double]?
    }

    public var maxEvents: Int
    public private(set) var events: [Event] = []
    public private(set) var dropped = 0

    public init(maxEvents: Int = 500_000) { self.maxEvents = maxEvents }

    mutating func append(_ e: Event) {
        if events.count < maxEvents { events.append(e) } else { dropped += 1 }
    }

    public mutating func frame(start: Timestamp, times: PhaseTimes, state: DisplayState) {
        var ts = Double(start.nanoseconds) / 1000
        let total = Double(times.total) / 1000
        append(Event(name: "frame (\(state.rawValue))", ph: "X", ts: ts, dur: total, pid: 1, tid: 1, s: nil, args: nil))
        for p in FramePhase.allCases {
            let d = Double(times[p]) / 1000
            append(Event(name: p.rawValue, ph: "X", ts: ts, dur: d, pid: 1, tid: 2, s: nil, args: nil))
            ts += d
        }
    }

    public mutating func transition(_ t: DisplayTransition) {
        append(Event(name: "\(t.from.rawValue) → \(t.to.rawValue) (\(t.cause.rawValue))", ph: "i",
                     ts: Double(t.timestamp.nanoseconds) / 1000, dur: nil, pid: 1, tid: 3, s: "g", args: nil))
    }

    public mutating func counter(_ name: String, value: Double, at t: Timestamp) {
        append(Event(name: name, ph: "C", ts: Double(t.nanoseconds) / 1000, dur: nil, pid: 1, tid: 4, s: nil, args: [name: value]))
    }

    public func json() throws -> Data {
        struct File: Encodable {
            let traceEvents: [Event]
            let displayTimeUnit = "ms"
        }
        let e = JSONEncoder()
        return try e.encode(File(traceEvents: events))
    }
}
