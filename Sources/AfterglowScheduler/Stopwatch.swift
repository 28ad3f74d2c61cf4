import Foundation
import Synchronization
import AfterglowTime

/// A monotonic stopwatch for phase timing. Phase costs are real CPU time even when the timeline is
/// virtual, so it is injected separately from the `SimulationClock`; tests pass a `FakeStopwatch`.
public protocol Stopwatch: Sendable {
    /// Monotonic nanoseconds from an arbitrary origin.
    func nanoseconds() -> UInt64
}

/// CLOCK_MONOTONIC.
public struct MonotonicStopwatch: Stopwatch {
    public init() {}
    public func nanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }
}

/// A stopwatch tests move by hand; `step` is added on every read, so consecutive reads differ by a
/// known amount, or a script of per-phase durations can be queued.
public final class FakeStopwatch: Stopwatch, @unchecked Sendable {
    private let lock = NSLock()
    private var current: UInt64 = 0
    private var script: [UInt64] = []
    public var step: UInt64

    public init(step: UInt64 = 0) { self.step = step }

    public func advance(nanoseconds n: UInt64) { lock.withLock { current += n } }
    /// Each read advances by the next scripted amount (then by `step` once the script is spent).
    public func queue(_ durations: [UInt64]) { lock.withLock { script += durations } }

    public func nanoseconds() -> UInt64 {
        lock.withLock {
            let d = script.isEmpty ? step : script.removeFirst()
            current += d
            return current
        }
    }
}
