import AfterglowKit
import AfterglowTestSupport
import Testing

@Suite struct BoardClockMapperTests {
    func t(_ ms: Double) -> Timestamp { Timestamp(nanoseconds: Int64(ms * 1_000_000)) }

    @Test func keepsTheBoardsSpacingOnceTheLeastDelayedFrameIsSeen() {
        var m = BoardClockMapper()
        // Board ticks every 5 ms; arrivals jitter by 0…3 ms on top of a 100 ms offset.
        let jitter = [2.0, 0.0, 3.0, 1.0, 0.5, 2.5]
        let stamps = jitter.enumerated().map { i, j in m.map(board: t(Double(i) * 5), arrival: t(100 + Double(i) * 5 + j)) }
        #expect(m.offsetNs == 100_000_000)
        // From the least-delayed frame (index 1) on, stamps are board time + the settled offset.
        let settled: [Int64] = stamps[1...].map(\.nanoseconds)
        let expected: [Int64] = [105, 110, 115, 120, 125].map { Int64($0) * 1_000_000 }
        #expect(settled == expected)
        #expect(stamps[0] == t(102), "the first frame could only use its own delay")
    }

    @Test func aBurstOfQueuedFramesStaysStrictlyIncreasing() {
        var m = BoardClockMapper()
        // Ten frames queued while the host was busy arrive at the same instant.
        let stamps = (0..<10).map { m.map(board: t(Double($0) * 5), arrival: t(500)) }
        #expect(zip(stamps, stamps.dropFirst()).allSatisfy { $0 < $1 })
        // Each frame lowers the offset by 5 ms; the 1 µs steps that keep order add 9 µs in all.
        #expect(stamps.last == Timestamp(nanoseconds: 500_009_000))
    }

    @Test func aBoardRebootRestartsTheEstimate() {
        var m = BoardClockMapper()
        _ = m.map(board: t(10_000), arrival: t(10_100))
        let after = m.map(board: t(3), arrival: t(20_000))
        #expect(after == t(20_000) && m.offsetNs == 19_997_000_000)
    }
}
