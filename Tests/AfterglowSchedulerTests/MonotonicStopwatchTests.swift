import Dispatch
import Testing
@testable import AfterglowScheduler

/// `MonotonicStopwatch` reads CLOCK_MONOTONIC as nanoseconds: between two of its reads, Dispatch's
/// uptime clock (the same CLOCK_MONOTONIC on Linux, read by other code) falls between them, and
/// reads never go back (issue 30: seconds × 10⁹ − nanoseconds passed every test).
@Suite struct MonotonicStopwatchTests {
    @Test func readsTheMonotonicClockInNanoseconds() {
        let s = MonotonicStopwatch()
        for _ in 0..<200 {
            let a = s.nanoseconds()
            let d = DispatchTime.now().uptimeNanoseconds
            let b = s.nanoseconds()
            #expect(a <= d && d <= b, "\(a) ≤ \(d) ≤ \(b)")
            #expect(b - a < 1_000_000_000)
        }
    }
}
