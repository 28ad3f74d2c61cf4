import AfterglowTestSupport
import Testing
@testable import AfterglowKit
@testable import AfterglowPower
@testable import AfterglowTime

/// Tests written from the survivors of the seed-83 sample (issue 30, session 15), each expected
/// value worked here from the rule it checks.
@Suite struct Seed83SurvivorTests {
    func t(_ s: Double) -> Timestamp { Timestamp(seconds: s) }

    /// Dimming ends once its 1 s ramp is done and motion has come to rest, at the latest
    /// `settleLimit` (2 s) after that dimming began (DisplayPowerModel's rules; HIG Always On,
    /// seeds/000: finish motion gracefully). Locked at 10 s with motion that never rests: still
    /// dimming at 11.5 s (ramp done at 11 s, motion in flight), Always On at 10 + 2 = 12 s —
    /// counted from this dimming's start, not from the model's (0 s, which would end it at 11 s).
    @Test func motionThatNeverRestsHoldsDimmingTwoSecondsFromItsStart() {
        var m = DisplayPowerModel(device: PowerFixtures.phone)
        m.handle(.lock, at: t(10))
        #expect(m.state == .dimming && m.stateSince == t(10))
        m.advance(to: t(11.5), motionAtRest: false)
        #expect(m.state == .dimming)
        m.advance(to: t(13), motionAtRest: false)
        #expect(m.state == .alwaysOn && m.stateSince == t(12) && m.log.last?.timestamp == t(12))
    }

    /// Turning Always On off, or Low Power Mode on, while the screen is in use changes nothing on
    /// it: still interactive at the same luminance half a second and a second later (the setting
    /// decides where the next lock leads — LowPowerLockTests — not what a lit screen shows).
    @Test(arguments: [DisplaySettingsChange.alwaysOnEnabled(false), .lowPowerMode(true)])
    func aSettingChangedInUseLeavesTheScreenLit(_ change: DisplaySettingsChange) {
        var m = DisplayPowerModel(device: PowerFixtures.phone)
        let lit = m.nits(at: t(0))
        m.handle(.settings(change), at: t(5))
        m.advance(to: t(6), motionAtRest: true)
        #expect(m.state == .interactive && m.nits(at: t(5.5)) == lit && m.nits(at: t(6)) == lit, "\(change)")
    }

    /// A panel's area from its pixels at its density, for any positive density: 10 × 20 px at
    /// 1 ppi is 10 × 20 in = 25.4 × 50.8 cm = 1290.32 cm²; at 2 ppi a quarter, 322.58 cm². A
    /// density of 0 gives no area (the row is then refused by the set's check).
    @Test func areaAtAnyPositiveDensity() {
        func row(ppi: Double) -> PanelMeasurement {
            PanelMeasurement(id: "r", use: .fit, sourceId: "s", source: "s", device: "d", measures: "m", condition: "c",
                             widthPx: 10, heightPx: 20, pixelsPerInch: ppi)
        }
        #expect(abs(row(ppi: 1).areaSquareCentimetres! - 1290.32) < 1e-9)
        #expect(abs(row(ppi: 2).areaSquareCentimetres! - 322.58) < 1e-9)
        #expect(row(ppi: 0).areaSquareCentimetres == nil)
    }

    /// The curve's open-ended zones have their centres at half and twice their one edge
    /// (AmbientLightCurve's doc comment; AmbientCurveSourceTests checks the 18 closed zones):
    /// below 1 lux at √(0.5 × 1) = 0.7071 lux, the first zone's 10.27811 nits; above 10 000 lux
    /// at √(10 000 × 20 000) = 14 142.1 lux, the last zone's 546.6433233 nits — and flat beyond.
    @Test func theOpenZonesHaveTheirCentresAtHalfAndTwiceTheirEdge() {
        let low = (0.5 * 1.0).squareRoot(), high = (10_000.0 * 20_000).squareRoot()
        #expect(abs(AmbientLightCurve.curveNits(lux: low) - 10.27811) < 1e-9)
        #expect(abs(AmbientLightCurve.curveNits(lux: high) - 546.6433233) < 1e-9)
        #expect(AmbientLightCurve.curveNits(lux: 0.1) == 10.27811 && AmbientLightCurve.curveNits(lux: 100_000) == 546.6433233)
        // Between them the curve climbs: the 1 lux edge lies between the two first centres.
        #expect(AmbientLightCurve.curveNits(lux: 1) > 10.27811 && AmbientLightCurve.curveNits(lux: 10_000) < 546.6433233)
    }

    /// The breakdown and the total are one model: for a dark, a dim and a lit frame, at 0, ½, 1
    /// and 120 Hz, in and out of Always On, the breakdown's total is `totalMilliwatts` — off (no
    /// light, no refresh) both 0, and a dark panel that still refreshes both its drive.
    @Test func theBreakdownSumsToTheTotal() {
        let m = PanelPowerModel(panel: PowerFixtures.phone.panel)
        for level in [0.0, 0.25, 1] { for nits in [0.0, 0.5, 1, 500] { for hz in [0.0, 0.5, 1, 120] { for ao in [false, true] {
            let b = m.breakdown(meanLinear: level, level, level, nits: nits, hz: hz, alwaysOn: ao)
            let total = m.totalMilliwatts(emissionAtTypical: m.emissionMilliwatts(meanLinear: level, level, level), nits: nits, hz: hz, alwaysOn: ao)
            #expect(abs(b.total - total) < 1e-9, "level \(level), \(nits) nits, \(hz) Hz, Always On \(ao): \(b.total) vs \(total)")
        } } } }
        #expect(m.breakdown(meanLinear: 1, 1, 1, nits: 0, hz: 0).total == 0)
        let dark = m.breakdown(meanLinear: 0, 0, 0, nits: 0, hz: 1, alwaysOn: true)
        #expect(dark.emission == 0 && dark.total == m.panel.staticMilliwatts(alwaysOn: true) + m.panel.refreshMilliwattsPerHz)
    }
}
