import Foundation
import AfterglowTestSupport
import Testing
@testable import AfterglowKit
@testable import AfterglowDisplay
@testable import AfterglowGeometry
@testable import AfterglowScheduler
@testable import AfterglowTime

@Suite("Frame scheduler")
struct SchedulerTests {
    func t(_ s: Double) -> Timestamp { Timestamp(seconds: s) }

    @Test("vsync deadlines are absolute: no drift after a million frames at 120 Hz")
    func noDrift() {
        let p = FramePacer(hz: 120)
        #expect(p.vsync(1_000_000) == Timestamp(nanoseconds: 8_333_333_333_333))
        #expect(p.nextVsync(atOrAfter: Timestamp(nanoseconds: 8_333_334)) == Timestamp(nanoseconds: 16_666_667))
        #expect(p.nextVsync(atOrAfter: Timestamp(nanoseconds: 8_333_333)) == Timestamp(nanoseconds: 8_333_333))
    }

    @Test("changing the rate re-anchors the grid at the next vsync")
    func rateChange() {
        var p = FramePacer(hz: 120)
        p.setRate(10, at: Timestamp(nanoseconds: 20_000_000))
        #expect(p.epoch == Timestamp(nanoseconds: 25_000_000))
        #expect(p.nextVsync(atOrAfter: Timestamp(nanoseconds: 26_000_000)) == Timestamp(nanoseconds: 125_000_000))
    }

    func list(countdown: String, extra: Bool = false) -> DisplayList {
        var items = [
            DisplayItem(id: "bg", bounds: Rect(x: 0, y: 0, width: 100, height: 100), role: .decoration, command: .linearGradient(top: .black, bottom: .white)),
            DisplayItem(id: "title", bounds: Rect(x: 10, y: 10, width: 80, height: 20), command: .text("Order", TextStyle(sizePt: 17))),
            DisplayItem(id: "countdown", bounds: Rect(x: 60, y: 40, width: 30, height: 20), command: .text(countdown, TextStyle(sizePt: 17, monospacedDigits: true))),
        ]
        if extra { items.append(DisplayItem(id: "dot", bounds: Rect(x: 5, y: 80, width: 4, height: 4), command: .ellipse(Rect(x: 5, y: 80, width: 4, height: 4), fill: .white))) }
        return DisplayList(size: Size(width: 100, height: 100), scale: 3, items: items)
    }

    @Test("damage: unchanged lists cost nothing; a countdown digit damages only its own region")
    func damage() {
        #expect(DamageTracker.diff(old: list(countdown: "5:00"), new: list(countdown: "5:00")).isEmpty)
        let d = DamageTracker.diff(old: list(countdown: "5:00"), new: list(countdown: "4:59"))
        #expect(!d.full)
        // 30 × 20 pt at @3x plus a 1 px anti-aliasing margin on each side.
        #expect(d.rects == [PixelRect(x: 179, y: 119, width: 92, height: 62)])
        #expect(DamageTracker.diff(old: nil, new: list(countdown: "1")).full)
        let added = DamageTracker.diff(old: list(countdown: "1"), new: list(countdown: "1", extra: true))
        #expect(added.rects == [PixelRect(x: 14, y: 239, width: 14, height: 14)])
    }

    @Test("damage: a changed opacity group damages its members; rects merge; big damage is a full redraw")
    func groups() {
        func grouped(_ a: Double) -> DisplayList {
            DisplayList(size: Size(width: 100, height: 100), scale: 1, items: [
                DisplayItem(id: "g", bounds: Rect(x: 0, y: 0, width: 10, height: 10), command: .pushOpacity(a)),
                DisplayItem(id: "a", bounds: Rect(x: 50, y: 50, width: 10, height: 10), command: .ellipse(Rect(x: 50, y: 50, width: 10, height: 10), fill: .white)),
                DisplayItem(id: "pop", bounds: .zero, command: .popOpacity),
            ])
        }
        let d = DamageTracker.diff(old: grouped(1), new: grouped(0.5))
        #expect(d.rects.contains { $0.x <= 50 && $0.x + $0.width >= 60 && $0.y <= 50 })
        let merged = DamageTracker.merge([PixelRect(x: 0, y: 0, width: 10, height: 10), PixelRect(x: 5, y: 5, width: 10, height: 10)])
        #expect(merged == [PixelRect(x: 0, y: 0, width: 15, height: 15)])
        #expect(DamageTracker.pixelDamage([Rect(x: 0, y: 0, width: 90, height: 90)], scale: 1, width: 100, height: 100).full)
    }

    @Test("hitches: a frame presented one or more intervals late, with Apple's hitch time ratio")
    func hitches() {
        let i = Duration.nanoseconds(8_333_333)
        #expect(PresentationTiming.lateness(scheduled: .zero, start: .zero, work: .milliseconds(8), interval: i) == .zero)
        #expect(PresentationTiming.lateness(scheduled: .zero, start: .zero, work: .milliseconds(9), interval: i) == i)
        #expect(PresentationTiming.lateness(scheduled: .zero, start: .zero, work: .milliseconds(20), interval: i) == .nanoseconds(16_666_666))
        var s = FrameStats()
        var times = PhaseTimes()
        times[.render] = 5_000_000
        s.record(times, interval: i, lateness: .zero, pixels: 10)
        times[.render] = 12_000_000
        s.record(times, interval: i, lateness: i, pixels: 10)
        #expect(s.frames == 2 && s.budgetMisses == 1 && s.hitches == 1)
        #expect(abs(s.hitchRatio(overSeconds: 1) - 8.333333) < 1e-6)
        #expect(s.maxMilliseconds(.render) > 11.9)
    }

    @Test("emulator phase timing and hitch accounting with a fake stopwatch")
    func emulatorHitches() {
        // Every stopwatch read advances 2 ms: 5 phases → 10 ms per frame, over the 8.33 ms budget.
        let (e, clock) = PowerFixtures.emulator(PowerFixtures.phone, stopwatch: FakeStopwatch(step: 2_000_000))
        e.run(until: t(0.1))
        let r = e.report()
        let s = r.states.first { $0.state == .interactive }!
        #expect(s.frames >= 1)
        #expect(s.budgetMisses == s.frames && s.hitches == s.frames)
        #expect(abs(s.phases["render"]!.p50Ms - 2) < 0.01)
        #expect(abs(s.phases["total"]!.p99Ms - 10) < 0.02)
        #expect(clock.now == t(0.1))
        // 1 ms per read: 5 ms per frame, within budget.
        let (ok, _) = PowerFixtures.emulator(PowerFixtures.phone, stopwatch: FakeStopwatch(step: 1_000_000))
        ok.run(until: t(0.1))
        let okState = ok.report().states.first { $0.state == .interactive }!
        #expect(okState.budgetMisses == 0 && okState.hitches == 0 && okState.hitchTimeRatioMsPerS == 0)
    }

    @Test("a static screen costs nothing between refreshes")
    func staticScreen() {
        let (e, _) = PowerFixtures.emulator(PowerFixtures.phone)
        e.send(.settings(.inactivityTimeout(seconds: 3600)))
        e.run(until: t(20))
        let s = e.report().states.first { $0.state == .interactive }!
        // The first frame, then only the clock's minute (none in 20 s): no per-refresh frames.
        #expect(s.frames <= 2)
        // The panel still refreshed, stepping down the ladder: 0.5 s each at 120, 80, 60, 24 Hz,
        // then 10 Hz: 60 + 40 + 30 + 12 + 18 × 10 = 322 refreshes.
        #expect(abs(s.refreshes - 322) < 1)
        #expect(e.refreshHz == 10)
    }

    @Test("a countdown redraws only its region each second")
    func countdownDamage() throws {
        let (e, _) = PowerFixtures.emulator(PowerFixtures.phone)
        e.send(.settings(.inactivityTimeout(seconds: 3600)))
        e.send(.payload(path: PowerFixtures.scenario("payloads/food-start.json"), priority: 10))
        e.run(until: t(3))
        let before = e.report().states.first { $0.state == .interactive }!
        e.run(until: t(13))
        let after = e.report().states.first { $0.state == .interactive }!
        let frames = after.frames - before.frames
        let pixels = after.pixelsRedrawn - before.pixelsRedrawn
        #expect(frames == 10)
        let screen = PowerFixtures.phone.screen.pixelWidth * PowerFixtures.phone.screen.pixelHeight
        #expect(pixels / frames < screen / 100)
    }

    @Test("Always On work budget: average work per second over a minute")
    func aoBudget() {
        var b = AlwaysOnWorkBudget(limitMillisecondsPerSecond: 30)
        for s in 0..<60 { b.record(work: 20_000_000, at: t(Double(s))) }
        #expect(b.breaches == 0 && abs(b.peakMillisecondsPerSecond - 20) < 1e-9)
        for s in 60..<70 { b.record(work: 200_000_000, at: t(Double(s))) }
        #expect(b.breaches == 1 && b.peakMillisecondsPerSecond > 30)
    }

    @Test("Live Activity budget: priority-10 pushes run out, priority 5 is free")
    func pushBudget() {
        var b = LiveActivityPushBudget(capacity: 3, refillPerHour: 60)
        for i in 0..<5 { b.push(priority: 10, at: t(Double(i))) }
        #expect(b.accepted == 3 && b.overBudget == 2)
        b.push(priority: 5, at: t(6))
        #expect(b.lowPriority == 1)
        let refilled = b.push(priority: 10, at: t(5 + 60))
        #expect(refilled)
    }

    @Test("update cadence rule flags updates closer than allowed")
    func cadenceRule() {
        var c = UpdateCadenceRule()
        c.applied(at: t(0), interval: .seconds(60))
        c.applied(at: t(60), interval: .seconds(60))
        #expect(c.violations == 0)
        c.applied(at: t(61), interval: .seconds(60))
        #expect(c.violations == 1)
    }

    @Test("trace export is Chrome trace-event JSON")
    func trace() throws {
        var o = Emulator.Options()
        o.trace = true
        let (e, _) = PowerFixtures.emulator(PowerFixtures.phone, options: o)
        e.send(.lock, at: t(1))
        e.run(until: t(5))
        let data = try #require(try e.traceJSON())
        let obj = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let events = try #require(obj["traceEvents"] as? [[String: Any]])
        let phases = events.filter { ($0["ph"] as? String) == "X" }
        #expect(!phases.isEmpty)
        for ev in phases { #expect(ev["ts"] is NSNumber && ev["dur"] is NSNumber && ev["pid"] is NSNumber && ev["tid"] is NSNumber && ev["name"] is String) }
        #expect(events.contains { ($0["ph"] as? String) == "i" && ($0["name"] as? String)?.contains("dimming") == true })
        #expect(events.contains { ($0["ph"] as? String) == "M" && ($0["args"] as? [String: String])?["name"] == "phases" })
        #expect(events.contains { ($0["ph"] as? String) == "C" && ($0["args"] as? [String: Double])?["refresh Hz"] == 1 })
    }
}
