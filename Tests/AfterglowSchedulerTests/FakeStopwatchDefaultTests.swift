import Testing
@testable import AfterglowScheduler

/// `FakeStopwatch` is "a stopwatch tests move by hand": made without a step it stands still
/// between reads (every phase measures 0 ns until a test advances it or queues durations), and
/// `advance` moves it by exactly what is asked.
@Suite struct FakeStopwatchDefaultTests {
    @Test func withoutAStepItMovesOnlyByHand() {
        let s = FakeStopwatch()
        let a = s.nanoseconds(), b = s.nanoseconds()
        #expect(b == a)
        s.advance(nanoseconds: 2_500)
        #expect(s.nanoseconds() == a + 2_500)
        s.queue([7])
        #expect(s.nanoseconds() == a + 2_507 && s.nanoseconds() == a + 2_507)
    }
}
