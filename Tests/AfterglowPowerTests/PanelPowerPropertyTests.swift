import AfterglowTestSupport
import Testing
@testable import AfterglowDevices
@testable import AfterglowPower

/// Properties the panel model must have whatever its coefficients (OLED power literature).
@Suite("Panel power properties: luminance, colours, brightness limiting")
struct PanelPowerPropertyTests {
    static let panel: DeviceProfile.Panel = {
        var p = DeviceProfile.Panel(technology: "OLED", peakNits: 2000, typicalNits: 1000, alwaysOnNits: 60, staticMilliwatts: 40,
                                    redMilliwatts: 600, greenMilliwatts: 580, blueMilliwatts: 800, refreshMilliwattsPerHz: 1, batteryWattHours: 10)
        p.fullWhiteNits = 800
        return p
    }()
    let m = PanelPowerModel(panel: Self.panel)

    @Test("power rises with luminance and never falls (white and a colour, 0 → 2000 nits)")
    func monotonicInLuminance() {
        for (r, g, b) in [(1.0, 1.0, 1.0), (0.2, 0.0, 0.6)] {
            var last = -1.0
            for nits in stride(from: 0.0, through: 2000, by: 50) {
                let p = m.breakdown(meanLinear: r, g, b, nits: nits, hz: 60).total
                #expect(p >= last); last = p
            }
        }
    }

    /// At 1000 nits a primary alone draws its full cost (600 + 580 + 800 = 1980 mW apart), while full
    /// white is limited to its 800-nit level: 1980 × 0.8 = 1584 mW, 80 % of the sum.
    @Test("white costs less than red + green + blue shown one by one above the limit (1584 of 1980 mW)")
    func whiteBelowSumAboveLimit() {
        func emission(_ r: Double, _ g: Double, _ b: Double) -> Double { m.breakdown(meanLinear: r, g, b, nits: 1000, hz: 0).emission }
        let sum = emission(1, 0, 0) + emission(0, 1, 0) + emission(0, 0, 1)
        #expect(abs(sum - 1980) < 1e-9)
        #expect(abs(emission(1, 1, 1) - 1584) < 1e-9)
        // Below the limit (400 nits) the channels add: white = R + G + B.
        let low = [(1.0, 0.0, 0.0), (0, 1, 0), (0, 0, 1)].map { m.breakdown(meanLinear: $0.0, $0.1, $0.2, nits: 400, hz: 0).emission }.reduce(0, +)
        #expect(abs(m.breakdown(meanLinear: 1, 1, 1, nits: 400, hz: 0).emission - low) < 1e-9)
    }

    @Test("blue costs more than red or green at the same drive; black costs only the drive")
    func channelsAndBlack() {
        let b = m.breakdown(meanLinear: 0, 0, 1, nits: 500, hz: 0).emission
        #expect(b > m.breakdown(meanLinear: 1, 0, 0, nits: 500, hz: 0).emission)
        #expect(b > m.breakdown(meanLinear: 0, 1, 0, nits: 500, hz: 0).emission)
        let black = m.breakdown(meanLinear: 0, 0, 0, nits: 500, hz: 60)
        #expect(black.emission == 0 && black.total == 40 + 60)
    }

    @Test("the breakdown adds up to totalMilliwatts")
    func breakdownAddsUp() {
        let e = m.emissionMilliwatts(meanLinear: 0.7, 0.5, 0.9)
        let t = m.totalMilliwatts(emissionAtTypical: e, nits: 950, hz: 120)
        #expect(abs(m.breakdown(meanLinear: 0.7, 0.5, 0.9, nits: 950, hz: 120).total - t) < 1e-9)
    }
}
