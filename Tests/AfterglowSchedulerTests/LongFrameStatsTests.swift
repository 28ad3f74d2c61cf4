import Testing
@testable import AfterglowScheduler

/// A frame longer than the histograms' initial 60 s range (a process stopped in a debugger, a
/// machine that slept) is still recorded: its phase and total show as the maximum, within the
/// histogram's 3 significant digits (issue 30: without auto-resizing such a frame vanished from
/// the statistics and every test passed).
@Suite struct LongFrameStatsTests {
    @Test func aFrameOverSixtySecondsIsRecorded() {
        var s = FrameStats()
        var t = PhaseTimes()
        t[.render] = 90_000_000_000
        t[.layout] = 30_000_000_000
        s.record(t, interval: .milliseconds(16), lateness: .zero, pixels: 0)
        #expect(abs(s.maxMilliseconds(.render) - 90_000) <= 90)
        #expect(abs(s.maxMilliseconds(nil) - 120_000) <= 120)
        #expect(abs(s.percentileMilliseconds(nil, 50) - 120_000) <= 120)
        #expect(s.budgetMisses == 1 && s.frames == 1)
    }
}
