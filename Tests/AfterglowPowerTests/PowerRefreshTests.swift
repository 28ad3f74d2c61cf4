import AfterglowTestSupport
import Testing
@testable import AfterglowKit
@testable import AfterglowPower
@testable import AfterglowTime

@Suite("Refresh policy and update cadence")
struct PowerRefreshTests {
    func t(_ s: Double) -> Timestamp { Timestamp(seconds: s) }

    @Test("interactive: max while moving, then down the LTPO ladder 120 → 80 → 60 → 24 → 10 Hz")
    func ladder() {
        let p = RefreshPolicy(refresh: PowerFixtures.phone.refresh)
        let seq = [0.0, 0.1, 0.5, 1.0, 1.5, 2.0, 30].map { p.hz(state: .interactive, lastMotion: t(0), now: t($0)) }
        #expect(seq == [120, 120, 80, 60, 24, 10, 10])
        #expect(p.nextStep(lastMotion: t(0), now: t(0.2)) == t(0.5))
        #expect(p.nextStep(lastMotion: t(0), now: t(2.1)) == nil)
    }

    @Test("Always On at the profile's rate, off at 0, transitions at max")
    func states() {
        let p = RefreshPolicy(refresh: PowerFixtures.watch.refresh)
        #expect(p.hz(state: .alwaysOn, lastMotion: .zero, now: t(100)) == 1)
        #expect(p.hz(state: .off, lastMotion: .zero, now: t(100)) == 0)
        #expect(p.hz(state: .dimming, lastMotion: .zero, now: t(100)) == 60)
        #expect(p.ladder == [60, 30, 15])
    }

    @Test("watchOS cadence: once a minute in Always On, once a second in a session, free otherwise")
    func cadence() {
        #expect(AppUpdateCadence.interval(state: .alwaysOn, sessionActive: false) == .seconds(60))
        #expect(AppUpdateCadence.interval(state: .alwaysOn, sessionActive: true) == .seconds(1))
        #expect(AppUpdateCadence.interval(state: .interactive, sessionActive: false) == nil)
        #expect(AppUpdateCadence.slot(of: t(59.9), interval: .seconds(60)) == 0)
        #expect(AppUpdateCadence.slot(of: t(60), interval: .seconds(60)) == 1)
        #expect(AppUpdateCadence.slotStart(2, interval: .seconds(60)) == t(120))
        #expect(AppUpdateCadence.nextSlot(after: t(61), interval: .seconds(60)) == t(120))
        #expect(AppUpdateCadence.nextSlot(after: t(120), interval: .seconds(60)) == t(120))
    }

    @Test("Always On content policy: essential at reduced luminance, secondary dimmed, decoration dimmed more, sensitive redacted, wallpaper dimmed or off")
    func policy() {
        let p = AlwaysOnContentPolicy.standard
        guard case .dim(let e) = p.treatment(for: .essential), case .dim(let s) = p.treatment(for: .secondary),
              case .dim(let d) = p.treatment(for: .decoration) else { Issue.record("dims expected"); return }
        #expect(e < 1 && e >= 0.7 && s < e && d < s, "essential reduced but legible, secondary dimmer, decoration dimmer still")
        #expect(p.alwaysOnWallpaper && p.wallpaperFactor == p.wallpaperDim && p.withAlwaysOnWallpaper(false).wallpaperFactor == 0)
        #expect(p.treatment(for: .sensitive) == .redact)
        #expect(p.treatment(for: .secondary, progress: 0) == .dim(1))
        #expect(p.treatment(for: .sensitive, progress: 0.4) == .dim(1))
        #expect(p.treatment(for: .sensitive, progress: 0.6) == .redact)
    }
}
