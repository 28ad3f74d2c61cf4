import AfterglowKit
import Foundation
import Testing

/// VALIDATION rows: published measurements the model was NOT fitted to (the fit is
/// `AlwaysOnFitTests`: PhoneBuff, iPhone 14 Pro Max, 1000 lux). Each test names its source and
/// tolerance; docs/POWER.md › Validation lists every row with the model's figure and its error.
/// A row that misses the 15 % aim is recorded as a known issue (it fails loudly if it starts to
/// pass), not hidden behind a wider tolerance.
@Suite("Power model validation (published measurements, not fitted)")
struct PowerValidationTests {
    static let aim = 0.15

    static func error(model: Double, measured: Double) -> Double { (model - measured) / measured }

    /// DXOMARK, "How much does the always-on display affect autonomy?" (Dec 2022; figures as
    /// reported by iGuides and Voonze): iPhone 14 Pro Max in a Faraday cage, 50 lux, airplane mode,
    /// Auto-Brightness on, a grey wallpaper (shown dimmed in Always On), battery 80 → 20 %:
    /// 495 h with Always On off, 103 h with it on. The Always On increment is
    /// 16.68 Wh / 103 h − 16.68 Wh / 495 h = 128.2 mW.
    @Test("DXOMARK 2022, iPhone 14 Pro Max Always On at 50 lux, grey wallpaper: 128.2 mW (±15 %)")
    func dxomarkIPhone14ProMax() {
        let d = TestDevices.named("iphone-14-pro-max")
        let measured = d.panel.batteryWattHours * 1000 * (1 / 103.0 - 1 / 495.0)
        let model = AlwaysOnFrames.milliwatts(d, wallpaper: .grey(0.5), lux: 50)
        let e = Self.error(model: model, measured: measured)
        print(String(format: "DXOMARK 50 lux: measured %.1f mW, model %.1f mW, error %+.1f %%", measured, model, e * 100))
        #expect(abs(e) <= Self.aim, "model \(model) mW vs \(measured) mW")
    }

    /// The same report read the other way round (Xiaomi Today's listing puts the iPhone at 466 h
    /// off / 122 h on): 16.68 Wh / 122 h − 16.68 Wh / 466 h = 100.9 mW. Which phone got which
    /// figure is ambiguous in the secondary sources; both readings are scored.
    @Test("DXOMARK 2022 (alternative attribution), iPhone 14 Pro Max at 50 lux: 100.9 mW (±15 %)")
    func dxomarkIPhone14ProMaxAlternative() {
        let d = TestDevices.named("iphone-14-pro-max")
        let measured = d.panel.batteryWattHours * 1000 * (1 / 122.0 - 1 / 466.0)
        let model = AlwaysOnFrames.milliwatts(d, wallpaper: .grey(0.5), lux: 50)
        let e = Self.error(model: model, measured: measured)
        print(String(format: "DXOMARK (alt) 50 lux: measured %.1f mW, model %.1f mW, error %+.1f %%", measured, model, e * 100))
        #expect(abs(e) <= Self.aim, "model \(model) mW vs \(measured) mW")
    }

    /// DisplayMate's Galaxy S5 and S6 display-power figures (as tabulated from DisplayMate's
    /// shoot-outs, 2014–2015): at maximum manual brightness, an average image (50 % average picture
    /// level) drew 0.82 W at 385 nits (S5) and 0.65 W at 371 nits (S6); a full white screen 1.50 W at
    /// 351 nits (S5) and 1.20 W at 348 nits (S6). The model's emission is linear in linear-light
    /// picture level and in luminance: ratio = 0.5 × L_avg / L_white, here through the analyzer on a
    /// half-lit frame (the static share is left out: DisplayMate reports display power).
    @Test("DisplayMate, Galaxy S5 and S6: 50 % APL ÷ full-white power = 0.547 and 0.542 (±15 %)", arguments: [
        (name: "Galaxy S5", avgW: 0.82, avgNits: 385.0, whiteW: 1.50, whiteNits: 351.0),
        (name: "Galaxy S6", avgW: 0.65, avgNits: 371.0, whiteW: 1.20, whiteNits: 348.0),
    ])
    func displayMateAPL(_ row: (name: String, avgW: Double, avgNits: Double, whiteW: Double, whiteNits: Double)) {
        let panel = DeviceProfile.Panel(technology: "AMOLED", peakNits: 800, typicalNits: 350, alwaysOnNits: 1, staticMilliwatts: 0,
                                        redMilliwatts: 300, greenMilliwatts: 290, blueMilliwatts: 400,
                                        refreshMilliwattsPerHz: 0, batteryWattHours: 10)
        let model = PanelPowerModel(panel: panel)
        func emission(_ b: PixelBuffer, nits: Double) -> Double {
            var a = PixelPowerAnalyzer(width: b.width, height: b.height)
            let r = a.analyze(b, damage: nil)
            return model.totalMilliwatts(emissionAtTypical: model.emissionMilliwatts(meanLinear: r.meanR, r.meanG, r.meanB), nits: nits, hz: 0)
        }
        let white = PixelBuffer(width: 64, height: 64, fill: 0xFFFF_FFFF)
        var half = PixelBuffer(width: 64, height: 64, fill: 0xFF00_0000)
        for i in 0..<(half.pixels.count / 2) { half.pixels[i] = 0xFFFF_FFFF }
        let ratio = emission(half, nits: row.avgNits) / emission(white, nits: row.whiteNits)
        let measured = row.avgW / row.whiteW
        let e = Self.error(model: ratio, measured: measured)
        print(String(format: "%@: measured %.3f, model %.3f, error %+.1f %%", row.name, measured, ratio, e * 100))
        #expect(abs(e) <= Self.aim)
    }
}

/// PhoneBuff's two 8-hour runs (150 lux, then 1000 lux; iPhone 14 Pro Max): 2 % and 2 % with Show
/// Wallpaper off, 2 % and 3 % with it on. Eight hours from a full charge read low against the 24-hour
/// run (3 % in 8 h vs 20 % in 24 h: an iPhone holds "100 %" for a while), so only the ratio of the
/// two runs is scored, against the band the whole-percent readings allow ((n ± 0.5) / (m ∓ 0.5)).
@Suite("Power model validation: ambient light (PhoneBuff 8 h, 150 vs 1000 lux)")
struct AmbientLightValidationTests {
    @Test("PhoneBuff 8 h, 150 ÷ 1000 lux drain: wallpaper off 2 %/2 % (band 0.60–1.67), on 2 %/3 % (band 0.43–1.00)",
          arguments: [(wallpaper: false, low: 2.0, high: 2.0), (wallpaper: true, low: 2.0, high: 3.0)])
    func ratio(_ row: (wallpaper: Bool, low: Double, high: Double)) {
        let d = TestDevices.named("iphone-14-pro-max")
        let w: AlwaysOnFrames.Wallpaper = row.wallpaper ? .scene : .off
        let model = AlwaysOnFrames.milliwatts(d, wallpaper: w, lux: 150) / AlwaysOnFrames.milliwatts(d, wallpaper: w, lux: 1000)
        let band = (row.low - 0.5) / (row.high + 0.5)...(row.low + 0.5) / (row.high - 0.5)
        print(String(format: "PhoneBuff 8 h wallpaper %@: measured %.2f (band %.2f–%.2f), model %.3f", row.wallpaper ? "on" : "off",
                     row.low / row.high, band.lowerBound, band.upperBound, model))
        #expect(band.contains(model))
    }
}
