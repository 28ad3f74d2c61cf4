import Foundation
import AfterglowTestSupport
import Testing
@testable import AfterglowKit
@testable import AfterglowDisplay
@testable import AfterglowScheduler
@testable import AfterglowTime

/// A frame's trace events, worked by hand (survivors of the mutation pass: phase times summed from 1
/// instead of 0, phases not laid end to end). 1 ms input, 2 ms layout, 3 ms render from t = 10 ms:
/// the frame lasts 6 ms (6000 µs, the trace format's unit), and each phase starts where the one
/// before it ended — 10 000, 11 000, 13 000 µs — so a trace viewer shows them side by side.
@Suite struct TraceLayoutTests {
    @Test func phasesAreLaidEndToEndAndSumToTheFrame() {
        var times = PhaseTimes()
        times[.input] = 1_000_000; times[.layout] = 2_000_000; times[.render] = 3_000_000
        #expect(times.total == 6_000_000)
        var r = TraceRecorder()
        let before = r.events.count
        r.frame(start: Timestamp(nanoseconds: 10_000_000), times: times, state: .interactive)
        let added = Array(r.events.dropFirst(before))
        let frame = added[0]
        #expect(frame.ts == 10_000 && frame.dur == 6_000)
        let phases = Dictionary(uniqueKeysWithValues: added.dropFirst().map { ($0.name, $0) })
        #expect(phases["input"]?.ts == 10_000 && phases["input"]?.dur == 1_000)
        #expect(phases["layout"]?.ts == 11_000 && phases["layout"]?.dur == 2_000)
        #expect(phases["render"]?.ts == 13_000 && phases["render"]?.dur == 3_000)
        #expect(phases["present"]?.ts == 16_000 && phases["present"]?.dur == 0)
    }

    /// Leaving a slow rate without a base clock: the new grid starts at the old rate's next vsync
    /// (the frame in flight finishes first). From 1 Hz (Always On) at t = 0.3 s: the 1 s vsync.
    @Test func leavingOneHertzWaitsForItsNextVsync() {
        var p = FramePacer(hz: 1)
        p.setRate(120, at: Timestamp(nanoseconds: 300_000_000))
        #expect(p.epoch == Timestamp(nanoseconds: 1_000_000_000))
    }
}
