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
}
