import AfterglowTime

/// A finite recorded or generated stream: samples in time order, ground-truth labels when known,
/// and free-form metadata (seed, source, rate) that the CSV header carries.
public struct IMUTrace: Hashable, Sendable {
    public var samples: [IMUSample]
    public var labels: [GestureLabel]
    /// Ordered key/value pairs, written as `# key: value` header lines.
    public var metadata: [(key: String, value: String)]

    public init(samples: [IMUSample], labels: [GestureLabel] = [], metadata: [(key: String, value: String)] = []) {
        self.samples = samples; self.labels = labels; self.metadata = metadata
    }

    public func metadata(_ key: String) -> String? { metadata.first { $0.key == key }?.value }

    public var duration: Duration {
        guard let a = samples.first, let b = samples.last else { return .zero }
        return b.timestamp - a.timestamp
    }

    /// Mean sample rate over the trace (0 for fewer than two samples).
    public var meanRateHz: Double {
        let d = duration.seconds
        return d > 0 ? Double(samples.count - 1) / d : 0
    }

    /// Rest periods from `rest: START_S END_S` metadata (seconds from the trace origin): the
    /// device lies still for the whole interval. Malformed values are rejected by the parser.
    public var restPeriods: [(start: Timestamp, end: Timestamp)] {
        metadata.compactMap { m in
            guard m.key == "rest" else { return nil }
            let p = m.value.split(separator: " ")
            guard p.count == 2, let a = Double(p[0]), let b = Double(p[1]) else { return nil }
            return (Timestamp(seconds: a), Timestamp(seconds: b))
        }
    }

    /// Activity phases from `phase: NAME START_S END_S` metadata (seconds from the trace origin),
    /// for recordings whose activity changes (sit, stand up, walk, turn): the evaluation counts
    /// false triggers and hours per phase name; time in no phase belongs to the trace's `activity`.
    public var phases: [(name: String, start: Timestamp, end: Timestamp)] {
        metadata.compactMap { m in
            guard m.key == "phase", let p = Self.phase(m.value) else { return nil }
            return (p.name, Timestamp(seconds: p.start), Timestamp(seconds: p.end))
        }
    }

    /// A `phase:` value, "NAME START_S END_S" (seconds), or nil when it is not one; the parser
    /// also checks the times are trace times and start < end.
    static func phase(_ value: String) -> (name: String, start: Double, end: Double)? {
        let p = value.split(separator: " ")
        guard p.count == 3, let a = Double(p[1]), let b = Double(p[2]) else { return nil }
        return (String(p[0]), a, b)
    }

    /// The activity at `t`: the phase containing it, else the trace's `activity` (or `scenario`).
    public func activity(at t: Timestamp) -> String {
        phases.first { t >= $0.start && t < $0.end }?.name ?? defaultActivity
    }

    /// The trace's own activity name (`activity`, else `scenario`, else "unlabelled").
    public var defaultActivity: String { metadata("activity") ?? metadata("scenario") ?? "unlabelled" }

    /// Seconds of the recording spent in each activity (phases clipped to the samples' span).
    public var activitySeconds: [String: Double] {
        guard let first = samples.first?.timestamp, let last = samples.last?.timestamp else { return [:] }
        var out: [String: Double] = [:], inPhases = 0.0
        for p in phases {
            let s = max(p.start, first), e = min(p.end, last)
            guard e > s else { continue }
            out[p.name, default: 0] += (e - s).seconds; inPhases += (e - s).seconds
        }
        let rest = max(0, (last - first).seconds - inPhases)
        if rest > 0.001 || out.isEmpty { out[defaultActivity, default: 0] += rest }
        return out
    }

    public static func == (a: IMUTrace, b: IMUTrace) -> Bool {
        a.samples == b.samples && a.labels == b.labels
            && a.metadata.map(\.key) == b.metadata.map(\.key) && a.metadata.map(\.value) == b.metadata.map(\.value)
    }
    public func hash(into h: inout Hasher) { h.combine(samples); h.combine(labels) }
}
