import Foundation
import Testing
import AfterglowKit
@testable import AfterglowDisplay
import AfterglowGeometry
@testable import AfterglowScheduler
@testable import AfterglowTime

/// The scheduler's statistics and trace at their boundaries, worked by hand (issue 30: survivors
/// of the mutation pass in FrameStats, PhaseTimes and TraceRecorder).
@Suite struct SchedulerBoundaryTests {
    /// 120 Hz: an interval of 8 333 333 ns. Budget: work must fit in one interval (FrameStats doc),
    /// so exactly one interval is no miss and one nanosecond more is. Hitch (Apple's definition):
    /// presented one or more intervals late, so a lateness of exactly one interval is a hitch and
    /// one nanosecond less is not.
    @Test func budgetAndHitchBoundariesAtOneInterval() {
        let i = Duration.nanoseconds(8_333_333)
        var s = FrameStats()
        var t = PhaseTimes()
        t[.render] = 8_333_333
        s.record(t, interval: i, lateness: .nanoseconds(8_333_332), pixels: 0)
        #expect(s.budgetMisses == 0 && s.hitches == 0)
        t[.render] = 8_333_334
        s.record(t, interval: i, lateness: i, pixels: 0)
        #expect(s.budgetMisses == 1 && s.hitches == 1)
        #expect(s.hitchNanoseconds == 8_333_333)
    }

    /// Hitch time ratio = hitch ms per second of time in the state: 10 ms of hitch in 0.5 s is
    /// 20 ms/s; over no time at all it is 0, not a division by zero.
    @Test func hitchRatioIsMillisecondsPerSecond() {
        var s = FrameStats()
        s.record(PhaseTimes(), interval: .milliseconds(10), lateness: .milliseconds(10), pixels: 0)
        #expect(s.hitchRatio(overSeconds: 0.5) == 20)
        #expect(s.hitchRatio(overSeconds: 2) == 5)
        #expect(s.hitchRatio(overSeconds: 0) == 0)
        #expect(FrameStats().hitchRatio(overSeconds: 1) == 0)
    }

    /// A frame's total is the plain sum of its phases: 1 + 2 + 4 + 8 + 16 ns = 31 ns; none = 0.
    @Test func phaseTotalIsTheSum() {
        var t = PhaseTimes()
        #expect(t.total == 0)
        for (k, p) in FramePhase.allCases.enumerated() { t[p] = UInt64(1 << k) }
        #expect(t.total == 31)
    }

    /// Every track an event is put on has a name (the trace viewer's row label), and the names say
    /// what is on them. Timestamps are microseconds (Trace Event Format: "ts … in microseconds"):
    /// 2 s is 2 000 000 µs.
    @Test func everyTrackIsNamedAndTimesAreMicroseconds() {
        var r = TraceRecorder()
        let two = Timestamp(nanoseconds: 2_000_000_000)
        r.frame(start: two, times: PhaseTimes(), state: .interactive)
        r.transition(DisplayTransition(from: .interactive, to: .alwaysOn, cause: .inactivity, timestamp: two))
        r.counter("panel mW", value: 1, at: two)
        r.sound(AlertSound(name: "Tri-tone", source: "test"), at: two)
        var names: [Int: String] = [:]
        for e in r.events where e.ph == "M" && e.name == "thread_name" { names[e.tid] = e.metadata?["name"] }
        for e in r.events where e.ph != "M" {
            #expect(names[e.tid] != nil, "\(e.name) is on unnamed track \(e.tid)")
            #expect(e.ts == 2_000_000, "\(e.name): \(e.ts)")
        }
        let trackOf = { (prefix: String) in r.events.first { $0.ph != "M" && $0.name.hasPrefix(prefix) }.flatMap { names[$0.tid] } }
        #expect(trackOf("interactive → ") == "display state")
        #expect(trackOf("panel mW") == "counters")
        #expect(trackOf("♪ Tri-tone") == "alert sounds")
        #expect(trackOf("frame (") == "frames")
        #expect(trackOf("input") == "phases")
    }

    /// docs/POWER.md › Budget rules: the default push budget is a bucket of 10 priority-10 pushes
    /// (refilled 30/h). Ten at one instant are accepted, the eleventh is over budget; after
    /// 2 minutes, 30/h × 2/60 h = 1 token is back.
    @Test func theDefaultPushBudgetIsTenThenThirtyAnHour() {
        var b = LiveActivityPushBudget()
        let t0 = Timestamp(nanoseconds: 1_000_000_000)
        let first = (0..<10).map { _ in b.push(priority: 10, at: t0) }
        #expect(first == Array(repeating: true, count: 10))
        let eleventh = b.push(priority: 10, at: t0)
        #expect(!eleventh)
        #expect(b.accepted == 10 && b.overBudget == 1)
        let refilled = b.push(priority: 10, at: t0 + .seconds(120)), again = b.push(priority: 10, at: t0 + .seconds(120))
        #expect(refilled && !again)
    }

    /// The cadence rule counts what happened, from zero: three updates in three separate minutes
    /// are three applied, none deferred, no violation.
    @Test func theCadenceRuleCountsFromZero() {
        var c = UpdateCadenceRule()
        #expect(c.applied == 0 && c.deferred == 0 && c.violations == 0)
        for m in 0..<3 { c.applied(at: Timestamp(nanoseconds: Int64(m) * 60_000_000_000), interval: .seconds(60)) }
        c.deferredOne()
        #expect(c.applied == 3 && c.deferred == 1 && c.violations == 0)
    }

    /// A full recorder drops and counts every further event, one each: with room for only its six
    /// track names, three counters are three dropped.
    @Test func aFullTraceCountsEachDroppedEvent() {
        var r = TraceRecorder(maxEvents: 6)
        #expect(r.events.count == 6)
        for k in 0..<3 { r.counter("c", value: Double(k), at: Timestamp(nanoseconds: Int64(k))) }
        #expect(r.events.count == 6 && r.dropped == 3)
    }

    /// Damage in pixels, worked by hand: a rect is scaled, grown 1 px for anti-aliasing and clipped
    /// to the frame — (0, 0, 10, 10) pt at @2x is pixels 0…20, grown to −1…21, clipped to 0…21;
    /// an empty rect damages nothing; the area of separate rects is their sum.
    @Test func pixelDamageGrowsClipsAndSums() {
        let d = DamageTracker.pixelDamage([Rect(x: 0, y: 0, width: 10, height: 10)], scale: 2, width: 200, height: 200)
        #expect(!d.full && d.rects == [PixelRect(x: 0, y: 0, width: 21, height: 21)])
        let edge = DamageTracker.pixelDamage([Rect(x: 95, y: 95, width: 5, height: 5)], scale: 2, width: 200, height: 200)
        #expect(edge.rects == [PixelRect(x: 189, y: 189, width: 11, height: 11)])
        #expect(DamageTracker.pixelDamage([Rect(x: 5, y: 5, width: 0, height: 10), Rect(x: 5, y: 5, width: 10, height: 0)],
                                          scale: 1, width: 100, height: 100).isEmpty)
        let two = Damage(full: false, rects: [PixelRect(x: 0, y: 0, width: 10, height: 10), PixelRect(x: 50, y: 50, width: 4, height: 5)])
        #expect(two.area(width: 100, height: 100) == 120)
        #expect(Damage.everything.area(width: 100, height: 100) == 10_000)
    }

    /// A panel that is off (0 Hz) has no vsync grid: the next "vsync" is the time asked for itself
    /// (FramePacer.nextVsync's contract), before the epoch the epoch, and its interval is zero.
    @Test func anOffPanelHasNoGrid() {
        let p = FramePacer(hz: 0, epoch: Timestamp(nanoseconds: 1_000))
        #expect(p.nextVsync(atOrAfter: Timestamp(nanoseconds: 5_000_000_123)) == Timestamp(nanoseconds: 5_000_000_123))
        #expect(p.nextVsync(atOrAfter: Timestamp(nanoseconds: 10)) == Timestamp(nanoseconds: 1_000))
        #expect(p.interval == .zero)
    }
    /// Merging joins rects that overlap or touch (DamageTracker.merge's contract) and nothing
    /// else: two rects sharing only a column, or only a row, stay apart.
    @Test func mergeJoinsOnlyOverlappingOrTouchingRects() {
        let a = PixelRect(x: 0, y: 0, width: 10, height: 10)
        #expect(DamageTracker.merge([a, PixelRect(x: 0, y: 50, width: 10, height: 10)]).count == 2)
        #expect(DamageTracker.merge([a, PixelRect(x: 50, y: 0, width: 10, height: 10)]).count == 2)
        // Touching on each of the four sides merges (10 px squares edge to edge).
        #expect(DamageTracker.merge([a, PixelRect(x: 10, y: 0, width: 10, height: 10)]) == [PixelRect(x: 0, y: 0, width: 20, height: 10)])
        #expect(DamageTracker.merge([PixelRect(x: 10, y: 0, width: 10, height: 10), a]) == [PixelRect(x: 0, y: 0, width: 20, height: 10)])
        #expect(DamageTracker.merge([a, PixelRect(x: 0, y: 10, width: 10, height: 10)]) == [PixelRect(x: 0, y: 0, width: 10, height: 20)])
        #expect(DamageTracker.merge([PixelRect(x: 0, y: 10, width: 10, height: 10), a]) == [PixelRect(x: 0, y: 0, width: 10, height: 20)])
        #expect(DamageTracker.merge([a, PixelRect(x: 5, y: 5, width: 10, height: 10)]) == [PixelRect(x: 0, y: 0, width: 15, height: 15)])
    }

    /// One process: every event carries the pid its process_name metadata names, taps included.
    @Test func everyEventIsInTheOneNamedProcess() {
        var r = TraceRecorder()
        let t = Timestamp(nanoseconds: 1_000)
        r.frame(start: t, times: PhaseTimes(), state: .interactive)
        r.interaction("Pause", at: t)
        r.sound(AlertSound(name: "default", source: "test"), at: t)
        r.counter("Hz", value: 120, at: t)
        let pids = Set(r.events.filter { $0.ph == "M" && $0.name == "process_name" }.map(\.pid))
        #expect(pids.count == 1)
        for e in r.events { #expect(pids.contains(e.pid), "\(e.name): pid \(e.pid)") }
        let tap = r.events.first { $0.name == "tap: Pause" }
        #expect(tap?.ts == 1 && tap?.tid == r.events.first { $0.name.hasPrefix("♪") }?.tid)
    }

    /// The Always On work budget is breached when the windowed average goes above the limit, not
    /// when it reaches it: 1.8 s of work in a 60 s window is 1800 ms / 60 s = 30 ms/s, exactly
    /// the default limit (no breach); 1 ms more is 30.017 ms/s (a breach). Budgets with different
    /// breach counts are not equal.
    @Test func theWorkBudgetBreachesAboveTheLimitNotAtIt() {
        var b = AlwaysOnWorkBudget()
        b.record(work: 1_800_000_000, at: Timestamp(nanoseconds: 1_000_000_000))
        #expect(b.breaches == 0 && b.peakMillisecondsPerSecond == 30)
        let before = b
        b.record(work: 1_000_000, at: Timestamp(nanoseconds: 2_000_000_000))
        #expect(b.breaches == 1)
        #expect(b != before)
    }
}
