import Foundation
import Testing
@testable import AfterglowDisplay
import AfterglowGeometry
@testable import AfterglowScheduler
@testable import AfterglowTime

/// The scheduler's budget rules, presentation timing, statistics and damage at the edges their
/// contracts state (issue 30: mutation pass, seed 10). Every expected value is worked by hand in
/// the test from the rule's doc comment or docs/POWER.md › Budget rules.
@Suite struct SchedulerRulesTests {
    static func t(_ ns: Int64) -> Timestamp { Timestamp(nanoseconds: ns) }
    static let second: Int64 = 1_000_000_000

    /// "The average work per second, over the last minute": a sample exactly one minute old has
    /// left the window. 1.8 s of work at t = 0 is 1800 ms / 60 s = 30 ms/s, the limit; at t = 60 s
    /// it is gone, so 1 ms then is 1 ms / 60 s — no breach. (Kept, it would be 1801 / 60 = 30.017.)
    @Test func aSampleOneWindowOldHasLeftTheWindow() {
        var b = AlwaysOnWorkBudget()
        b.record(work: 1_800_000_000, at: Self.t(0))
        b.record(work: 1_000_000, at: Self.t(60 * Self.second))
        #expect(b.breaches == 0)
        #expect(b.peakMillisecondsPerSecond == 30)
    }

    /// A breach is counted once while it lasts and again after the average has fallen back:
    /// 2 s of work at t = 0 is 2000 / 60 = 33.3 ms/s (breach 1); 0.1 s more at 1 s is 2100 / 60 =
    /// 35 ms/s, still the same breach (and the peak); at 60 s the first sample has left, 100 / 60
    /// = 1.7 ms/s (under); 2 s more at 61 s (the 1 s sample gone too) is 2000 / 60 = 33.3 ms/s
    /// (breach 2).
    @Test func aBreachCountsOncePerExcursion() {
        var b = AlwaysOnWorkBudget()
        b.record(work: 2_000_000_000, at: Self.t(0))
        #expect(b.breaches == 1)
        b.record(work: 100_000_000, at: Self.t(Self.second))
        #expect(b.breaches == 1)
        b.record(work: 0, at: Self.t(60 * Self.second))
        #expect(b.breaches == 1)
        b.record(work: 2_000_000_000, at: Self.t(61 * Self.second))
        #expect(b.breaches == 2)
        #expect(abs(b.peakMillisecondsPerSecond - 35) < 1e-9)
    }

    /// The window is a parameter: 310 ms of work in a 10 s window is 31 ms/s, over a 30 ms/s limit
    /// (in the default 60 s window it would be 5.2 ms/s).
    @Test func theAverageIsOverTheWindowGiven() {
        var b = AlwaysOnWorkBudget(limitMillisecondsPerSecond: 30, window: .seconds(10))
        b.record(work: 310_000_000, at: Self.t(Self.second))
        #expect(b.breaches == 1)
        #expect(abs(b.peakMillisecondsPerSecond - 31) < 1e-9)
    }

    /// Outside a cadence (interactive: no interval) updates are never violations, and the next
    /// Always On update is not compared with one made while interactive: updates at 0 s (Always
    /// On), 10 s (interactive) and 20 s (Always On) — the last shares a minute with the first but
    /// follows an interactive one. `reset()` (the state changed) forgets the last update too.
    @Test func cadenceSlotsOnlyCompareUpdatesUnderACadence() {
        var c = UpdateCadenceRule()
        c.applied(at: Self.t(0), interval: .seconds(60))
        c.applied(at: Self.t(10 * Self.second), interval: nil)
        c.applied(at: Self.t(11 * Self.second), interval: nil)
        c.applied(at: Self.t(20 * Self.second), interval: .seconds(60))
        #expect(c.violations == 0 && c.applied == 4)
        c.reset()
        c.applied(at: Self.t(30 * Self.second), interval: .seconds(60))
        #expect(c.violations == 0)
        // A workout's once-a-second cadence: 30.2 s and 30.7 s share a second; 31.0 s does not.
        var w = UpdateCadenceRule()
        w.applied(at: Self.t(30_200_000_000), interval: .seconds(1))
        w.applied(at: Self.t(30_700_000_000), interval: .seconds(1))
        #expect(w.violations == 1)
        w.applied(at: Self.t(31_000_000_000), interval: .seconds(1))
        #expect(w.violations == 1 && w.applied == 3)
    }

    /// Priority 5 is not budgeted (docs/POWER.md): five of them leave both priority-10 tokens of a
    /// bucket of 2; the third priority-10 push is over. Refill never exceeds the bucket: after
    /// 10 h at 30/h (300 tokens' worth) a bucket of 2 holds 2.
    @Test func lowPriorityIsFreeAndRefillStopsAtCapacity() {
        var b = LiveActivityPushBudget(capacity: 2, refillPerHour: 30)
        let low = (0..<5).map { k in b.push(priority: 5, at: Self.t(Int64(k))) }
        #expect(low == Array(repeating: true, count: 5))
        #expect(b.lowPriority == 5 && b.accepted == 0)
        let first = b.push(priority: 10, at: Self.t(10)), second = b.push(priority: 10, at: Self.t(11))
        let third = b.push(priority: 10, at: Self.t(12))
        #expect(first && second && !third)
        let later = Self.t(10 * 3600 * Self.second)
        let refilled = (0..<3).map { _ in b.push(priority: 10, at: later) }
        #expect(refilled == [true, true, false])
        #expect(b.accepted == 4 && b.overBudget == 2)
        // Half a token (1 min at 30/h) is not a push; the second minute completes it.
        let half = b.push(priority: 10, at: later + .seconds(60))
        let whole = b.push(priority: 10, at: later + .seconds(120))
        #expect(!half && whole)
    }

    /// Presentation on a 10 ms grid, by hand. Work ending exactly on the expected vsync (10 ms) is on
    /// time; ending at exactly 20 ms it is presented at 20 ms, one interval late (not 30 ms); a
    /// frame that started 3 ms after its vsync and worked 8 ms ends at 11 ms and is presented at
    /// 20 ms, 10 ms late; a frame scheduled at 100 ms working 15 ms is presented at 120 ms.
    @Test func latenessIsCountedInWholeIntervalsFromTheScheduledVsync() {
        let i = Duration.milliseconds(10)
        #expect(PresentationTiming.lateness(scheduled: .zero, start: .zero, work: .milliseconds(10), interval: i) == .zero)
        #expect(PresentationTiming.lateness(scheduled: .zero, start: .zero, work: .milliseconds(20), interval: i) == i)
        #expect(PresentationTiming.lateness(scheduled: .zero, start: Self.t(3_000_000), work: .milliseconds(8), interval: i) == i)
        #expect(PresentationTiming.lateness(scheduled: Self.t(100_000_000), start: Self.t(100_000_000), work: .milliseconds(15), interval: i) == i)
        #expect(PresentationTiming.lateness(scheduled: .zero, start: .zero, work: .seconds(5), interval: .zero) == .zero)
    }

    /// "At the first vsync at or after its work completes": work done 1 ns after the 20 ms vsync
    /// misses it and is presented at 30 ms, 20 ms late (10 ms grid); done exactly at 20 ms, 10 ms
    /// late.
    @Test func workOneNanosecondPastAVsyncWaitsForTheNext() {
        let i = Duration.milliseconds(10)
        #expect(PresentationTiming.lateness(scheduled: .zero, start: .zero, work: .nanoseconds(20_000_001), interval: i) == .milliseconds(20))
        #expect(PresentationTiming.lateness(scheduled: .zero, start: .zero, work: .nanoseconds(20_000_000), interval: i) == .milliseconds(10))
    }

    /// Counting: frames one each, redrawn pixels summed (100 + 250 = 350). A panel that is off
    /// (interval 0) has no budget and no vsync to miss, however long the work or late the frame.
    @Test func framesAndPixelsAreCountedAndAnOffPanelNeverMisses() {
        var s = FrameStats()
        var long = PhaseTimes()
        long[.render] = 5 * UInt64(Self.second)
        s.record(long, interval: .zero, lateness: .seconds(5), pixels: 100)
        s.record(PhaseTimes(), interval: .zero, lateness: .zero, pixels: 250)
        #expect(s.frames == 2 && s.pixelsRedrawn == 350)
        #expect(s.budgetMisses == 0 && s.hitches == 0 && s.hitchNanoseconds == 0)
    }

    /// Percentiles and maxima are in milliseconds; with no frame they are 0. A 4 ms render reads
    /// 4 ms (the histogram keeps 3 significant digits: within 0.1 %) for its phase and the total;
    /// a phase that took no time reads as at most a nanosecond.
    @Test func statisticsAreMilliseconds() {
        var s = FrameStats()
        #expect(s.percentileMilliseconds(nil, 50) == 0 && s.maxMilliseconds(.render) == 0)
        var t = PhaseTimes()
        t[.render] = 4_000_000
        s.record(t, interval: .milliseconds(10), lateness: .zero, pixels: 0)
        #expect(abs(s.maxMilliseconds(.render) - 4) <= 0.004)
        #expect(abs(s.percentileMilliseconds(.render, 99) - 4) <= 0.004)
        #expect(abs(s.percentileMilliseconds(nil, 50) - 4) <= 0.004)
        #expect(s.maxMilliseconds(.input) <= 1e-6)
    }

    /// A fake stopwatch runs a queued script, then its step; `advance` moves it by hand:
    /// reads of 5, then 7 (12), then the step 2 (14); advanced 100 and read again: 116.
    @Test func theFakeStopwatchFollowsItsScript() {
        let w = FakeStopwatch(step: 2)
        w.queue([5, 7])
        #expect(w.nanoseconds() == 5 && w.nanoseconds() == 12 && w.nanoseconds() == 14)
        w.advance(nanoseconds: 100)
        #expect(w.nanoseconds() == 116)
    }

    static func list(_ items: [DisplayItem], background: Color = .black, scale: Double = 1, width: Double = 100) -> DisplayList {
        DisplayList(size: Size(width: width, height: 100), scale: scale, background: background, items: items)
    }
    static func dot(_ id: String, x: Double, fill: Color = .white) -> DisplayItem {
        let r = Rect(x: x, y: 40, width: 10, height: 10)
        return DisplayItem(id: id, bounds: r, command: .ellipse(r, fill: fill))
    }

    /// Without a previous frame, or when the size, scale or background differ, every pixel is new:
    /// a full redraw. Equal lists: nothing.
    @Test func aDifferentCanvasIsAFullRedraw() {
        let a = Self.list([Self.dot("a", x: 10)])
        #expect(DamageTracker.diff(old: a, new: a) == .none)
        #expect(DamageTracker.diff(old: nil, new: a).full)
        #expect(DamageTracker.diff(old: Self.list([Self.dot("a", x: 10)], background: .white), new: a).full)
        #expect(DamageTracker.diff(old: Self.list([Self.dot("a", x: 10)], scale: 2), new: a).full)
        #expect(DamageTracker.diff(old: Self.list([Self.dot("a", x: 10)], width: 120), new: a).full)
        #expect(Damage.none.isEmpty && !Damage.everything.isEmpty)
        #expect(Damage.everything.renderRects == nil)
        let r = [PixelRect(x: 1, y: 2, width: 3, height: 4)]
        #expect(Damage(full: false, rects: r).renderRects == r && !Damage(full: false, rects: r).isEmpty)
    }

    /// Two items with one id are told apart by occurrence: when only the second changes, only its
    /// bounds (x 60…70, grown 1 px: 59…71) are damaged, not the first's (10…20).
    @Test func duplicateIdsAreDiffedByOccurrence() {
        let old = Self.list([Self.dot("d", x: 10), Self.dot("d", x: 60)])
        let new = Self.list([Self.dot("d", x: 10), Self.dot("d", x: 60, fill: .black)])
        #expect(DamageTracker.diff(old: old, new: new).rects == [PixelRect(x: 59, y: 39, width: 12, height: 12)])
    }

    /// Two items that swap stacking order repaint both (which one is on top changed), though
    /// neither changed itself.
    @Test func aChangedStackingOrderDamagesBoth() {
        let a = Self.dot("a", x: 10), b = Self.dot("b", x: 60)
        let d = DamageTracker.diff(old: Self.list([a, b]), new: Self.list([b, a]))
        #expect(d.rects == [PixelRect(x: 9, y: 39, width: 12, height: 12), PixelRect(x: 59, y: 39, width: 12, height: 12)])
    }

    /// Full redraw above 60 % of the frame (`fullThreshold`), not at it: on a 100 × 100 frame a
    /// 98 × 58 pt rect at (1, 1), grown 1 px, is 100 × 60 = 6000 px — exactly 60 %, still rects;
    /// 0.5 pt taller rounds up to 100 × 61 = 6100 px — full.
    @Test func aFullRedrawIsAboveSixtyPercent() {
        let at = DamageTracker.pixelDamage([Rect(x: 1, y: 1, width: 98, height: 58)], scale: 1, width: 100, height: 100)
        #expect(!at.full && at.rects == [PixelRect(x: 0, y: 0, width: 100, height: 60)])
        #expect(DamageTracker.pixelDamage([Rect(x: 1, y: 1, width: 98, height: 58.5)], scale: 1, width: 100, height: 100).full)
    }
}
