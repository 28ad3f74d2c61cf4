import Testing
@testable import AfterglowDevices
@testable import AfterglowPower

/// The panel model's arithmetic against figures worked by hand (issue 30: mutation pass, seed 10).
@Suite struct PanelArithmeticTests {
    static let panel: DeviceProfile.Panel = {
        var p = DeviceProfile.Panel(technology: "OLED", peakNits: 2000, typicalNits: 1000, alwaysOnNits: 60, staticMilliwatts: 40,
                                    redMilliwatts: 600, greenMilliwatts: 580, blueMilliwatts: 800, refreshMilliwattsPerHz: 1, batteryWattHours: 16.68)
        p.fullWhiteNits = 800
        return p
    }()

    /// A constant 1000 mW for an hour is 1 Wh: on a 16.68 Wh battery (iPhone 14 Pro Max, its
    /// profile's source) 1 / 16.68 = 5.995 % per hour; 250 mW a quarter of that.
    @Test func batteryShareIsWattHoursOverCapacity() {
        let m = PanelPowerModel(panel: Self.panel)
        #expect(abs(m.batteryPercentPerHour(milliwatts: 1000) - 100 / 16.68) < 1e-9)
        #expect(abs(m.batteryPercentPerHour(milliwatts: 250) - 25 / 16.68) < 1e-9)
    }

    /// IEC 61966-2-1 decoding either side of its 0.04045 knee: 10/255 = 0.039216 is on the linear
    /// segment, 0.039216 / 12.92 = 0.0030353; 11/255 = 0.043137 on the power segment,
    /// ((0.043137 + 0.055) / 1.055)^2.4 = 0.0033465 (the linear segment would give 0.0033388);
    /// the knee itself 0.04045 / 12.92 = 0.0031308; white 1, black 0.
    @Test func srgbDecodingFollowsTheStandardAtItsKnee() {
        #expect(abs(PanelPowerModel.srgbToLinear(10.0 / 255) - 0.0030353) < 1e-7)
        #expect(abs(PanelPowerModel.srgbToLinear(11.0 / 255) - 0.0033465) < 1e-7)
        #expect(abs(PanelPowerModel.srgbToLinear(0.04045) - 0.0031308) < 1e-7)
        #expect(PanelPowerModel.srgbToLinear(1) == 1 && PanelPowerModel.srgbToLinear(0) == 0)
        // The 16-bit table: 11 → 0.0033465 × 65535 = 219.3, 128 → 0.21586 × 65535 = 14146.
        #expect(PanelPowerModel.linearTable[11] == 219 && PanelPowerModel.linearTable[128] == 14146)
        #expect(PanelPowerModel.linearTable[255] == 65535 && PanelPowerModel.linearTable[0] == 0)
    }

    /// A panel that is off (no luminance, no refresh) draws nothing; one scanning at 1 Hz with
    /// nothing lit draws its static 40 mW + 1 mW/Hz × 1 Hz = 41 mW; at 0 nits and 60 Hz, 100 mW.
    @Test func anOffPanelDrawsNothingAndADarkOneItsDrive() {
        let m = PanelPowerModel(panel: Self.panel)
        #expect(m.totalMilliwatts(emissionAtTypical: 500, nits: 0, hz: 0) == 0)
        #expect(m.totalMilliwatts(emissionAtTypical: 0, nits: 0, hz: 1) == 41)
        #expect(m.totalMilliwatts(emissionAtTypical: 0, nits: 0, hz: 60) == 100)
        let off = m.breakdown(meanLinear: 1, 1, 1, nits: 0, hz: 0)
        #expect(off.total == 0 && off.limiting == 1)
        // Lit and scanning: 50 % red at 500 nits = 600 × 0.5 × 0.5 = 150 mW, + 40 + 120 = 310 mW.
        let lit = m.breakdown(meanLinear: 0.5, 0, 0, nits: 500, hz: 120)
        #expect(abs(lit.red - 150) < 1e-9 && lit.green == 0 && lit.blue == 0 && lit.limiting == 1)
        #expect(abs(lit.total - 310) < 1e-9)
        #expect(abs(m.totalMilliwatts(emissionAtTypical: 300, nits: 500, hz: 120) - 310) < 1e-9)
    }

    /// The fixed term per state: with an Always On fixed draw of 25 mW, Always On at 1 Hz and
    /// nothing lit draws 25 + 1 = 26 mW while a lit state at 1 Hz still draws 40 + 1 = 41 mW; the
    /// breakdown reports 25 as its static part. Without one, Always On falls back to the 40 mW.
    @Test func alwaysOnHasItsOwnFixedDraw() {
        var p = Self.panel
        p.alwaysOnStaticMilliwatts = 25
        let m = PanelPowerModel(panel: p)
        #expect(m.totalMilliwatts(emissionAtTypical: 0, nits: 0, hz: 1, alwaysOn: true) == 26)
        #expect(m.totalMilliwatts(emissionAtTypical: 0, nits: 0, hz: 1) == 41)
        #expect(m.breakdown(meanLinear: 0, 0, 0, nits: 60, hz: 1, alwaysOn: true).staticMilliwatts == 25)
        #expect(m.totalMilliwatts(emissionAtTypical: 0, nits: 0, hz: 0, alwaysOn: true) == 0) // off is off
        #expect(PanelPowerModel(panel: Self.panel).totalMilliwatts(emissionAtTypical: 0, nits: 0, hz: 1, alwaysOn: true) == 41)
    }
}
