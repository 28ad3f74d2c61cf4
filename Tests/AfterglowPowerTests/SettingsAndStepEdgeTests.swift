import AfterglowTestSupport
import Testing
@testable import AfterglowKit
@testable import AfterglowPower
@testable import AfterglowTime

/// Settings clamped to their documented ranges, the refresh ladder's step times, cadence slots of
/// the finest grid, and a full-screen colour's estimate (issue 30, session 15: read from the
/// mutants no test pinned). Figures worked in the test.
@Suite struct SettingsAndStepEdgeTests {
    static func t(_ s: Double) -> Timestamp { Timestamp(seconds: s) }

    /// Brightness is the slider's fraction, 0…1 (docs/POWER.md: interactive = typicalNits ×
    /// brightness); ambient light is 0…120 000 lux (docs/POWER.md › The ambient input, "starlight
    /// to direct sun"). Values outside are clamped to the nearer end; values inside are kept.
    @Test func brightnessAndLuxAreClampedToTheirRanges() {
        var s = DisplaySettings(inactivityTimeoutS: 30)
        s.apply(.brightness(1.5)); #expect(s.brightness == 1)
        s.apply(.brightness(-0.5)); #expect(s.brightness == 0)
        s.apply(.brightness(0.5)); #expect(s.brightness == 0.5)
        s.apply(.ambientLux(-5)); #expect(s.ambientLux == 0)
        s.apply(.ambientLux(0)); #expect(s.ambientLux == 0)
        s.apply(.ambientLux(0.5)); #expect(s.ambientLux == 0.5)
        s.apply(.ambientLux(200_000)); #expect(s.ambientLux == 120_000)
        s.apply(.ambientLux(.nan)); #expect(DisplaySettings.ambientLuxRange.contains(s.ambientLux))
    }

    /// The phone's ladder 120 → 80 → 60 → 24 → 10 Hz, 0.5 s a rung (PowerRefreshTests): idle for
    /// 1.7 s it is on rung 3 (24 Hz) and next steps at 4 × 0.5 = 2.0 s, to the last rung; there it
    /// stays (nil).
    @Test func theLastStepIsAnnounced() {
        let p = RefreshPolicy(refresh: PowerFixtures.phone.refresh)
        #expect(p.hz(state: .interactive, lastMotion: Self.t(0), now: Self.t(1.7)) == 24)
        #expect(p.nextStep(lastMotion: Self.t(0), now: Self.t(1.7)) == Self.t(2))
        #expect(p.nextStep(lastMotion: Self.t(0), now: Self.t(2)) == nil)
    }

    /// Properties for any hold: the rate is one of the ladder's (a zero hold too: it must not
    /// divide by zero); a step announced is after now and the rate there is lower; with none
    /// announced the rate stays. A zero hold means no ladder — `hz` stays at the maximum — so no
    /// step may be announced (before the fix `nextStep` announced one at `lastMotion`, in the past).
    @Test func stepsAreAheadAndLowerAndAgreeWithTheRate() {
        for hold in [Duration.zero, .nanoseconds(1), .nanoseconds(3), .milliseconds(500)] {
            let p = RefreshPolicy(refresh: PowerFixtures.phone.refresh, holdPerRung: hold)
            func hz(_ t: Timestamp) -> Double { p.hz(state: .interactive, lastMotion: .zero, now: t) }
            for ns in Int64(0)...6 {
                let now = Timestamp(nanoseconds: ns)
                #expect(p.ladder.contains(hz(now)), "hold \(hold), \(ns) ns")
                if let next = p.nextStep(lastMotion: .zero, now: now) {
                    #expect(next > now && hz(next) < hz(now), "hold \(hold), \(ns) ns: step at \(next)")
                } else {
                    #expect(hz(now + .seconds(3600)) == hz(now), "hold \(hold), \(ns) ns: no step announced, yet the rate changes")
                }
            }
        }
    }

    /// On a grid of one nanosecond every nanosecond is its own slot.
    @Test func aOneNanosecondGridHasASlotPerNanosecond() {
        for ns in Int64(-3)...3 {
            #expect(AppUpdateCadence.slot(of: Timestamp(nanoseconds: ns), interval: .nanoseconds(1)) == ns)
        }
    }

    /// A full screen of one colour: black lights no pixel (share 0, no light), any lit channel
    /// lights them all (share 1); sRGB 255 decodes to linear 1. The battery share is the power over
    /// the battery: mW / 1000 / Wh × 100 %/h.
    @Test func aFullScreenColoursEstimate() {
        let d = PowerFixtures.phone
        let black = PanelPowerEstimate(device: d, red: 0, green: 0, blue: 0, nits: 500, refreshHz: 60)
        #expect(black.litShare == 0 && black.meanR == 0 && black.meanG == 0 && black.meanB == 0)
        let red = PanelPowerEstimate(device: d, red: 1, green: 0, blue: 0, nits: 500, refreshHz: 60)
        #expect(red.litShare == 1 && red.meanG == 0)
        let white = PanelPowerEstimate(device: d, red: 255, green: 255, blue: 255, nits: 500, refreshHz: 60)
        #expect(white.litShare == 1 && white.meanR == 1 && white.meanG == 1 && white.meanB == 1)
        #expect(white.deviceId == d.id && white.nits == 500 && white.refreshHz == 60 && white.batteryWattHours == d.panel.batteryWattHours)
        #expect(white.milliwatts > black.milliwatts)
        #expect(abs(white.batteryPercentPerHour - white.milliwatts / 1000 / d.panel.batteryWattHours * 100) < 1e-12)
    }
}
