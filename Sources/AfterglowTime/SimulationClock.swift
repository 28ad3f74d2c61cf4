import Foundation
import Synchronization

/// The clock every time-dependent part of the core is given.
///
/// `now` reads the timeline; `sleep(until:)` waits for it. A virtual clock returns from
/// `sleep(until:)` at once by jumping forward, so an 8-hour scenario runs in seconds; the real
/// clock sleeps on absolute deadlines so frame pacing never accumulates drift.
public protocol SimulationClock: Sendable {
    var now: Timestamp { get }
    /// Blocks the calling thread until `deadline` (real) or moves time to it (virtual).
    func sleep(until deadline: Timestamp)
    /// True when time only moves because the program moves it.
    var isVirtual: Bool { get }
}

/// Deterministic time: starts at zero (or a given instant) and moves only when told.
public final class VirtualClock: SimulationClock, @unchecked Sendable {
    private let lock = NSLock()
    private var current: Timestamp

    public init(start: Timestamp = .zero) { current = start }

    public var now: Timestamp { lock.withLock { current } }
    public var isVirtual: Bool { true }

    /// Moves time forward; never backwards, so ordering assumptions in the core hold.
    public func advance(by d: Duration) { lock.withLock { current = current + (d < .zero ? .zero : d) } }
    public func advance(to t: Timestamp) { lock.withLock { if t > current { current = t } } }
    public func sleep(until deadline: Timestamp) { advance(to: deadline) }
}

/// Monotonic real time (CLOCK_MONOTONIC), origin at creation.
public final class RealClock: SimulationClock, @unchecked Sendable {
    private let origin: Int64

    public init() { origin = RealClock.monotonicNanoseconds() }

    public var now: Timestamp { Timestamp(nanoseconds: RealClock.monotonicNanoseconds() - origin) }
    public var isVirtual: Bool { false }

    /// Sleeps to an absolute deadline (TIMER_ABSTIME), so late wake-ups never accumulate drift.
    public func sleep(until deadline: Timestamp) {
        let target = origin + deadline.nanoseconds
        var ts = timespec(tv_sec: Int(target / 1_000_000_000), tv_nsec: Int(target % 1_000_000_000))
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, nil) == EINTR {}
    }

    static func monotonicNanoseconds() -> Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec)
    }
}
