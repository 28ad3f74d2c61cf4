import AfterglowTestSupport
import Testing
@testable import AfterglowKit
@testable import AfterglowDevices
@testable import AfterglowDisplay
@testable import AfterglowPower

@Suite("Power model calibration")
struct PowerCalibrationTests {
    func fullScreen(_ device: DeviceProfile, _ pixel: UInt32) -> PixelPowerAnalyzer.Result {
        let b = PixelBuffer(width: device.screen.pixelWidth, height: device.screen.pixelHeight, fill: pixel)
        var a = PixelPowerAnalyzer(width: b.width, height: b.height)
        return a.analyze(b, damage: nil)
    }

    /// The fixture's channel coefficients are Dong & Zhong's ratio, so the first two expectations
    /// are a round trip through the analyzer and the model (full-screen primaries give back the
    /// coefficients); what they prove is that nothing scales one channel. The behaviour checked is
    /// the rest: channels add, and power follows linear light, not sRGB values.
    @Test("Nexus One fixture: primaries give back its 1 : 1.46 : 2.09 coefficients (round trip); channels add; power follows linear light")
    func nexusOneRatio() {
        let d = PowerFixtures.nexusOne
        let m = PanelPowerModel(panel: d.panel)
        func emission(_ px: UInt32) -> Double {
            let r = fullScreen(d, px)
            return m.totalMilliwatts(emissionAtTypical: m.emissionMilliwatts(meanLinear: r.meanR, r.meanG, r.meanB), nits: d.panel.typicalNits, hz: 0)
                - d.panel.staticMilliwatts
        }
        let red = emission(0xFFFF_0000), green = emission(0xFF00_FF00), blue = emission(0xFF00_00FF)
        #expect(abs(green / red - 1.46) < 0.01)
        #expect(abs(blue / red - 2.09) < 0.01)
        // Power follows linear light: sRGB 128 grey is 21.6 % of white's emission, not 50 %.
        let grey = emission(0xFF80_8080), white = emission(0xFFFF_FFFF)
        #expect(abs(grey / white - 0.2158) < 0.002)
        #expect(emission(0xFF00_0000) == 0)
        // Additive: yellow = red + green, white = red + green + blue.
        #expect(abs(emission(0xFFFF_FF00) - (red + green)) < 1e-6 * white)
        #expect(abs(white - (red + green + blue)) < 1e-6 * white)
    }

    /// The fit proper runs through the real scene (SceneComposer + CairoRenderer,
    /// Tests/AfterglowRenderTests/AlwaysOnFitTests.swift: PhoneBuff, iPhone 14 Pro Max, 1000 lux,
    /// 16 % and 20 % over 24 h). This is the core's stand-in pipeline (FallbackLockScreenScene +
    /// FlatRenderer, its own bluer wallpaper, glyph cells for text, a Live Activity) under the same
    /// policy and profile: it must land within 10 % of the fitted rows (its frame is not the real one).
    @Test("FITTED rows through the core fallback scene: iPhone 14 Pro Max Always On at 1000 lux within 10 % of 0.667 / 0.833 %/h")
    func iPhoneAlwaysOnDrain() throws {
        let d = PowerFixtures.catalog.profile(named: "iphone-14-pro-max")!
        let m = PanelPowerModel(panel: d.panel)
        let model = DisplayPowerModel(device: d)
        func percentPerHour(wallpaper: Bool) throws -> Double {
            let b = try PowerFixtures.alwaysOnFrame(d, wallpaper: wallpaper)
            var a = PixelPowerAnalyzer(width: b.width, height: b.height)
            let r = a.analyze(b, damage: nil)
            let mw = m.totalMilliwatts(emissionAtTypical: m.emissionMilliwatts(meanLinear: r.meanR, r.meanG, r.meanB),
                                       nits: model.alwaysOnNits, hz: d.refresh.alwaysOnHz)
            print("AO wallpaper=\(wallpaper): lit \(r.litShare) mean \(r.meanR) \(r.meanG) \(r.meanB) → \(mw) mW, \(m.batteryPercentPerHour(milliwatts: mw)) %/h")
            return m.batteryPercentPerHour(milliwatts: mw)
        }
        let bare = try percentPerHour(wallpaper: false), wall = try percentPerHour(wallpaper: true)
        #expect(abs(bare / (16.0 / 24) - 1) <= 0.10, "\(bare)")
        #expect(abs(wall / (20.0 / 24) - 1) <= 0.10, "\(wall)")
    }

    @Test("ambient light: Always On luminance follows the Pixel 4 XL auto-brightness curve's shape, 1000 lux = the profile's figure")
    func ambientLightDrivesAlwaysOn() {
        let d = PowerFixtures.catalog.profile(named: "iphone-14-pro-max")!
        func nits(_ lux: Double) -> Double {
            var s = DisplaySettings(device: d); s.ambientLux = lux
            return DisplayPowerModel(device: d, settings: s).alwaysOnNits
        }
        #expect(abs(nits(1000) - d.panel.alwaysOnNits) < 1e-9)
        #expect(nits(5) < nits(50) && nits(50) < nits(150) && nits(150) < nits(1000) && nits(1000) < nits(10000))
        // The curve's own values: 1000 lux sits between the 665–1097 and 1097–1808 zones (192 and 238 nits).
        #expect(AmbientLightCurve.curveNits(lux: 1000) > 192 && AmbientLightCurve.curveNits(lux: 1000) < 238.3)
        #expect(AmbientLightCurve.curveNits(lux: 0) == AmbientLightCurve.zoneNits[0])
        #expect(AmbientLightCurve.curveNits(lux: 1e6) == AmbientLightCurve.zoneNits.last!)
        // Auto-brightness maps the curve's top to the panel's typical luminance.
        #expect(abs(AmbientLightCurve.autoBrightnessNits(lux: 50_000, typicalNits: d.panel.typicalNits) - d.panel.typicalNits) < 1e-9)
    }
}
