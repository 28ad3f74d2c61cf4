import Testing
@testable import AfterglowDevices
@testable import AfterglowPower

/// `PanelPowerBreakdown.limiting` is emitted ÷ demanded, "1: no brightness limiting". A black
/// frame on a lit, scanning panel demands nothing, so nothing is limited: 1, not a ratio of two
/// zeros; its draw is the static 40 mW + 1 mW/Hz × 60 Hz = 100 mW (PanelArithmeticTests' panel).
/// Full white at 1000 nits on that panel is limited to its 800 full-white nits: 0.8.
@Suite struct BlackFrameLimitingTests {
    @Test func aBlackFrameIsNotLimited() {
        let m = PanelPowerModel(panel: PanelArithmeticTests.panel)
        let black = m.breakdown(meanLinear: 0, 0, 0, nits: 1000, hz: 60)
        #expect(black.limiting == 1)
        #expect(black.red == 0 && black.green == 0 && black.blue == 0 && black.total == 100)
        let white = m.breakdown(meanLinear: 1, 1, 1, nits: 1000, hz: 60)
        #expect(abs(white.limiting - 0.8) < 1e-12)
        #expect(abs(white.red - 480) < 1e-9 && abs(white.total - (1980 * 0.8 + 100)) < 1e-9)
    }

    /// A demand under 1 mW is limited like any other: a panel whose channels cost 0.1 mW each at
    /// typical nits (white 0.3 mW, no `fullWhiteNits`: the limit is white at typical nits) shown
    /// white at twice typical nits demands 0.6 mW and emits 0.3 — limiting 0.5, each channel 0.1 mW
    /// (seed 239's survivor: a test of the demand against 1 instead of 0 left it unlimited).
    @Test func aDemandUnderOneMilliwattIsLimitedToo() {
        var panel = PanelArithmeticTests.panel
        panel.redMilliwatts = 0.1; panel.greenMilliwatts = 0.1; panel.blueMilliwatts = 0.1
        panel.fullWhiteNits = nil
        let b = PanelPowerModel(panel: panel).breakdown(meanLinear: 1, 1, 1, nits: 2 * panel.typicalNits, hz: 0)
        #expect(abs(b.limiting - 0.5) < 1e-12)
        #expect(abs(b.red - 0.1) < 1e-12 && abs(b.emission - 0.3) < 1e-12)
    }
}
