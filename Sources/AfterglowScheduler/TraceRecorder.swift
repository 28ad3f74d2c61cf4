import AfterglowEvents
import Foundation
import AfterglowPower
import AfterglowTime

/// Chrome trace-event JSON (opens in Perfetto and chrome://tracing):
/// `{"traceEvents":[{"name","ph":"X","ts","dur","pid","tid"}, …]}`, times in microseconds of the
/// simulated timeline. Frame phases are complete ("X") events laid end to end from the frame's
/// start with their measured durations; state transitions are instant ("i") events; refresh rate
/// and panel power are counter ("C") events; metadata ("M") events name the tracks.
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
        var metadata: [String: String]?

        enum CodingKeys: String, CodingKey { case name, ph, ts, dur, pid, tid, s, args }
        enum MetaKeys: String, CodingKey { case name, ph, pid, tid, args }

        public func encode(to encoder: Encoder) throws {
            if let metadata {
                // Metadata ("M") events name the tracks: {"name":"thread_name","args":{"name":…}}.
                var c = encoder.container(keyedBy: MetaKeys.self)
                try c.encode(name, forKey: .name); try c.encode(ph, forKey: .ph)
                try c.encode(pid, forKey: .pid); try c.encode(tid, forKey: .tid); try c.encode(metadata, forKey: .args)
                return
            }
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(name, forKey: .name); try c.encode(ph, forKey: .ph); try c.encode(ts, forKey: .ts)
            try c.encodeIfPresent(dur, forKey: .dur); try c.encode(pid, forKey: .pid); try c.encode(tid, forKey: .tid)
            try c.encodeIfPresent(s, forKey: .s); try c.encodeIfPresent(args, forKey: .args)
        }
    }

    public var maxEvents: Int
    public private(set) var events: [Event] = []
    public private(set) var dropped = 0

    public init(maxEvents: Int = 500_000) {
        self.maxEvents = maxEvents
        let names = [(0, "process_name", "afterglow"), (1, "thread_name", "frames"), (2, "thread_name", "phases"),
                     (3, "thread_name", "display state"), (4, "thread_name", "counters"), (5, "thread_name", "alert sounds")]
        for (tid, kind, label) in names {
            events.append(Event(name: kind, ph: "M", ts: 0, dur: nil, pid: 1, tid: tid, s: nil, args: nil, metadata: ["name": label]))
        }
    }

    mutating func append(_ e: Event) {
        if events.count < maxEvents { events.append(e) } else { dropped += 1 }
    }

    public mutating func frame(start: Timestamp, times: PhaseTimes, state: DisplayState) {
        var ts = Double(start.nanoseconds) / 1000
        let total = Double(times.total) / 1000
        append(Event(name: "frame (\(state.rawValue))", ph: "X", ts: ts, dur: total, pid: 1, tid: 1, s: nil, args: nil, metadata: nil))
        for p in FramePhase.allCases {
            let d = Double(times[p]) / 1000
            append(Event(name: p.rawValue, ph: "X", ts: ts, dur: d, pid: 1, tid: 2, s: nil, args: nil, metadata: nil))
            ts += d
        }
    }

    public mutating func transition(_ t: DisplayTransition) {
        append(Event(name: "\(t.from.rawValue) → \(t.to.rawValue) (\(t.cause.rawValue))", ph: "i",
                     ts: Double(t.timestamp.nanoseconds) / 1000, dur: nil, pid: 1, tid: 3, s: "g", args: nil, metadata: nil))
    }

    /// An alert sound, as an instant event on its own track.
    public mutating func sound(_ s: AlertSound, at t: Timestamp) {
        append(Event(name: "♪ \(s.name)\(s.critical ? " (critical)" : "")", ph: "i", ts: Double(t.nanoseconds) / 1000, dur: nil,
                     pid: 1, tid: 5, s: "t", args: nil, metadata: nil))
    }

    /// A tap on a Live Activity's button, toggle or link (instant event on the sound track's row).
    public mutating func interaction(_ what: String, at t: Timestamp) {
        append(Event(name: "tap: \(what)", ph: "i", ts: Double(t.nanoseconds) / 1000, dur: nil,
                     pid: 1, tid: 5, s: "t", args: nil, metadata: nil))
    }

    public mutating func counter(_ name: String, value: Double, at t: Timestamp) {
        append(Event(name: name, ph: "C", ts: Double(t.nanoseconds) / 1000, dur: nil, pid: 1, tid: 4, s: nil, args: [name: value], metadata: nil))
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
