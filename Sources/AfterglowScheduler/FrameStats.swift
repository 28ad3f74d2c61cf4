import Histogram
import AfterglowTime

/// Frame statistics for one display state: per-phase histograms, budget misses and hitches.
///
/// Budget: a frame's work must fit in one refresh interval of the rate it ran at (8.33 ms at
/// 120 Hz). Hitch (Apple's definition): a frame presented one or more refresh intervals after its
/// expected vsync; hitch time is how late it was, and the hitch time ratio is hitch milliseconds
/// per second of time in the state.
public struct FrameStats: Sendable {
    public private(set) var frames = 0
    public private(set) var budgetMisses = 0
    public private(set) var hitches = 0
    public private(set) var hitchNanoseconds: UInt64 = 0
    public private(set) var phases: [FramePhase: Histogram<UInt64>] = [:]
    public private(set) var total = FrameStats.makeHistogram()
    /// Damaged pixels redrawn.
    public private(set) var pixelsRedrawn = 0

    public init() {
        for p in FramePhase.allCases { phases[p] = Self.makeHistogram() }
    }

    static func makeHistogram() -> Histogram<UInt64> {
        var h = Histogram<UInt64>(highestTrackableValue: 60_000_000_000, numberOfSignificantValueDigits: .three)
        h.autoResize = true
        return h
    }

    /// Records one rendered frame.
    /// - Parameters:
    ///   - times: phase durations (ns)
    ///   - interval: refresh interval the frame ran at (its budget)
    ///   - lateness: how long after its expected vsync it was presented
    public mutating func record(_ times: PhaseTimes, interval: Duration, lateness: Duration, pixels: Int) {
        frames += 1
        pixelsRedrawn += pixels
        for p in FramePhase.allCases { _ = phases[p]!.record(max(1, times[p])) }
        _ = total.record(max(1, times.total))
        if interval > .zero, Int64(times.total) > interval.nanoseconds { budgetMisses += 1 }
        if interval > .zero, lateness >= interval {
            hitches += 1
            hitchNanoseconds += UInt64(lateness.nanoseconds)
        }
    }

    public func percentileMilliseconds(_ phase: FramePhase?, _ pct: Double) -> Double {
        let h = phase.map { phases[$0]! } ?? total
        guard h.totalCount > 0 else { return 0 }
        return Double(h.valueAtPercentile(pct)) / 1e6
    }

    public func maxMilliseconds(_ phase: FramePhase?) -> Double {
        let h = phase.map { phases[$0]! } ?? total
        return h.totalCount > 0 ? Double(h.max) / 1e6 : 0
    }

    /// Hitch milliseconds per second of `seconds` (Apple's hitch time ratio).
    public func hitchRatio(overSeconds seconds: Double) -> Double {
        seconds > 0 ? Double(hitchNanoseconds) / 1e6 / seconds : 0
    }
}

/// When a frame is presented: at the first vsync at or after its work completes, never before its
/// own vsync. Its expected vsync is the one after the vsync it started on.
public enum PresentationTiming {
    /// Lateness of a frame that began at `start` (its scheduled vsync `scheduled`), took `work`,
    /// on a grid of `interval`.
    public static func lateness(scheduled: Timestamp, start: Timestamp, work: Duration, interval: Duration) -> Duration {
        guard interval > .zero else { return .zero }
        let expected = scheduled + interval
        let done = start + work
        guard done > expected else { return .zero }
        let i = interval.nanoseconds
        let over = (done - scheduled).nanoseconds
        let presented = scheduled + .nanoseconds(((over + i - 1) / i) * i)
        return presented - expected
    }
}
