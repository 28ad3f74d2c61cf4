import Testing
import AfterglowKit
@testable import AfterglowDisplay
@testable import AfterglowScheduler
@testable import AfterglowTime

/// Scheduler figures that reach the emulator's report or trace, at values no other test reached
/// (issue 30, session 15: read from the mutants no test pinned). Each expected value is worked
/// in the test.
@Suite struct SchedulerOutputsTests {
    /// The report's Always On work peak is the highest windowed average, however small: 30 ms of
    /// work in the default 60 s window is 30 / 60 = 0.5 ms/s (exact in binary), not a floor of 1.
    @Test func aSmallWorkPeakIsReportedAsIs() {
        var b = AlwaysOnWorkBudget()
        b.record(work: 30_000_000, at: Timestamp(nanoseconds: 1_000_000_000))
        #expect(b.peakMillisecondsPerSecond == 0.5 && b.breaches == 0)
    }

    /// The refresh interval is 1 / rate rounded to the nanosecond — 1 s at Always On's 1 Hz,
    /// 100 ms at 10 Hz, 1e9 / 120 = 8 333 333.3 → 8 333 333 ns at 120 Hz — and zero only when off.
    @Test func theIntervalAtEachRate() {
        #expect(FramePacer(hz: 1).interval == .seconds(1))
        #expect(FramePacer(hz: 10).interval == .milliseconds(100))
        #expect(FramePacer(hz: 120).interval == .nanoseconds(8_333_333))
        #expect(FramePacer(hz: 0).interval == .zero)
    }

    /// An off panel has no base clock either: its next tick is the time asked (nextVsync's
    /// contract, "t itself when the panel is off"), not a tick of a 120 Hz grid — from an epoch of
    /// 1 µs, 5.000000123 s would be on the grid's 600th tick, 1 µs + 5 s.
    @Test func anOffPanelHasNoBaseTicks() {
        let p = FramePacer(hz: 0, epoch: Timestamp(nanoseconds: 1_000))
        let t = Timestamp(nanoseconds: 5_000_000_123)
        #expect(p.nextTick(atOrAfter: t, baseHz: 120) == t)
    }

    /// Switching a panel on: it had no grid, so the new one starts at the moment asked (setRate's
    /// `t`, nextVsync's "t itself when the panel is off") — even when that falls before the vsync
    /// the old 120 Hz grid still had pending when it was switched off (off at 10 ms: the next
    /// vsync then was 1e9 / 120 × 2 = 16 666 667 ns; on again at 12 ms).
    @Test func aPanelSwitchedOnStartsItsGridThen() {
        var p = FramePacer(hz: 120)
        p.setRate(0, at: Timestamp(nanoseconds: 10_000_000))
        #expect(p.epoch == Timestamp(nanoseconds: 16_666_667))
        p.setRate(120, at: Timestamp(nanoseconds: 12_000_000))
        #expect(p.epoch == Timestamp(nanoseconds: 12_000_000))
        #expect(p.nextVsync(atOrAfter: Timestamp(nanoseconds: 12_000_001)) == Timestamp(nanoseconds: 12_000_000 + 8_333_333))
    }

    /// A frame whose phases all took no time reads as at most a nanosecond in total, as each of
    /// its phases does (the histograms floor a sample at 1 ns, SchedulerRulesTests).
    @Test func aFrameOfNoWorkReadsAsNoTime() {
        var s = FrameStats()
        s.record(PhaseTimes(), interval: .milliseconds(10), lateness: .zero, pixels: 0)
        #expect(s.maxMilliseconds(nil) <= 1e-6)
        #expect(s.percentileMilliseconds(nil, 99) <= 1e-6)
    }

    /// Every kind of event — frames, phases, state transitions, counters, sounds, taps — is in the
    /// process the trace's process_name metadata names, so a trace viewer shows one process.
    @Test func everyEventKindIsInTheNamedProcess() {
        var r = TraceRecorder()
        let t = Timestamp(nanoseconds: 1_000)
        r.frame(start: t, times: PhaseTimes(), state: .interactive)
        r.transition(DisplayTransition(from: .interactive, to: .alwaysOn, cause: .inactivity, timestamp: t))
        r.counter("Hz", value: 1, at: t)
        r.sound(AlertSound(name: "default", source: "test"), at: t)
        r.interaction("Pause", at: t)
        let pid = r.events.first { $0.ph == "M" && $0.name == "process_name" }?.pid
        #expect(pid != nil)
        let kinds = Set(r.events.filter { $0.ph != "M" }.map(\.tid))
        #expect(kinds.count == 5)   // frames, phases, display state, counters, sounds and taps
        for e in r.events where e.ph != "M" { #expect(e.pid == pid, "\(e.name): pid \(e.pid)") }
    }
}
