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

    /// Apple Watch Series 5 owners' reports on Apple's support forum (quoted by Blackget/AppleInsider
    /// readers, Oct 2019): idle on a table, about 5 %/h with Always On and 2 %/h without: an
    /// increment of 3 %/h of the 44 mm watch's 296 mAh × 3.85 V = 1.14 Wh, 34 mW. The model transfers
    /// the iPhone fit by screen area and gives a few mW: the watch's Always On cost is not panel
    /// area (a known miss, docs/POWER.md › Validation).
    @Test("Apple Watch Series 5 forum reports, Always On increment 3 %/h ≈ 34 mW (±15 %; known miss)")
    func appleWatchAlwaysOn() {
        let d = TestDevices.named("apple-watch-44mm")
        let measured = 0.03 * 0.296 * 3.85 * 1000
        let r = AlwaysOnFrames.frame(d, wallpaper: .off)
        var settings = DisplaySettings(device: d)
        settings.ambientLux = 150
        let m = DisplayPowerModel(device: d, settings: settings)
        let model = PanelPowerModel(panel: d.panel).totalMilliwatts(emissionAtTypical: AlwaysOnFrames.emission(d, r),
                                                                    nits: m.alwaysOnNits, hz: d.refresh.alwaysOnHz)
        let e = Self.error(model: model, measured: measured)
        print(String(format: "Apple Watch: measured %.1f mW, model %.1f mW, error %+.1f %%", measured, model, e * 100))
        withKnownIssue("the area-scaled iPhone fit underestimates the watch's Always On power") {
            #expect(abs(e) <= Self.aim)
        }
    }
}

/// Other phones' Always On drain, predicted by transferring the iPhone 14 Pro Max fit by screen area
/// (static, refresh and channel costs × area ratio; Always On luminance from the ambient light) and
/// the phone's own Always On refresh rate. Their content is a clock on black: the 14 Pro Max's
/// wallpaper-off Always On frame, scaled by area. Rows the transfer misses by more than 15 % are
/// declared here with the reason and recorded as known issues.
@Suite("Power model validation: other phones' Always On drain (area transfer)")
struct OtherPhonesAlwaysOnValidationTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        /// Screen diagonal (inches) and pixel size (for its aspect ratio).
        var diagonalInches: Double, pixelsWide: Double, pixelsHigh: Double
        /// The panel's refresh in Always On (Hz) and the ambient light of the test (lux).
        var alwaysOnHz: Double, lux: Double
        var measuredMilliwatts: Double
        /// Why the row misses the 15 % aim, when it does (nil: it must pass).
        var knownMiss: String?
        var testDescription: String { name }
    }

    /// iPhone 14 Pro Max: 1290 × 2796 px at 460 ppi.
    static let referenceSquareInches = (1290.0 / 460) * (2796.0 / 460)

    static let rows: [Row] = [
        // PhoneBuff (Jan 2023, same lab as the fit, 1000 lux, 24 h): Galaxy S22 Ultra Always On
        // 84 % left after 24 h, of which 5 % is its standby drain in PhoneBuff's standby test:
        // 11 % of 5000 mAh × 3.88 V (19.4 Wh) over 24 h = 88.9 mW. LTPO panel, 1 Hz static floor.
        Row(name: "PhoneBuff 2023, Galaxy S22 Ultra Always On at 1000 lux: 88.9 mW", diagonalInches: 6.8, pixelsWide: 1440, pixelsHigh: 3088,
            alwaysOnHz: 1, lux: 1000, measuredMilliwatts: 0.11 * 19.4 * 1000 / 24,
            knownMiss: "Samsung's Always On pipeline costs less than Apple's at the same panel area"),
        // DXOMARK (Dec 2022, 50 lux): Galaxy S22 Ultra (Exynos) 417 h off, 136 h on (both readings
        // of the report agree on this phone): 19.4 Wh × (1/136 − 1/417) = 96.1 mW.
        Row(name: "DXOMARK 2022, Galaxy S22 Ultra Always On at 50 lux: 96.1 mW", diagonalInches: 6.8, pixelsWide: 1440, pixelsHigh: 3088,
            alwaysOnHz: 1, lux: 50, measuredMilliwatts: 19.4 * 1000 * (1 / 136.0 - 1 / 417.0),
            knownMiss: "Samsung's Always On pipeline costs less than Apple's at the same panel area (+18 %)"),
        // AOSP power profile Google ships for the Pixel 4 XL (LineageOS/android_device_google_coral,
        // coral/overlay/frameworks/base/core/res/res/xml/power_profile.xml @ 8975c211, Apache-2.0):
        // ambient.on = 32 mA at the 3.85 V battery = 123.2 mW. LTPS panel: 60 Hz is its floor.
        Row(name: "AOSP power_profile, Pixel 4 XL ambient.on 32 mA ≈ 123.2 mW", diagonalInches: 6.3, pixelsWide: 1440, pixelsHigh: 3040,
            alwaysOnHz: 60, lux: 150, measuredMilliwatts: 32 * 3.85,
            knownMiss: "an LTPS panel's Always On does not scan at its 60 Hz floor (the driver's low-power mode); at 30 Hz the row would be +16 %"),
        // PhoneArena's Basemark measurements (2016, via TouchscreenTablets): Galaxy S7 Always On
        // 75 mW at best, 105 mW at worst; the midpoint 90 mW. LTPS panel, 60 Hz floor.
        Row(name: "PhoneArena 2016, Galaxy S7 Always On 75–105 mW (midpoint 90 mW)", diagonalInches: 5.1, pixelsWide: 1440, pixelsHigh: 2560,
            alwaysOnHz: 60, lux: 150, measuredMilliwatts: 90,
            knownMiss: "an LTPS panel's Always On does not scan at its 60 Hz floor (the driver's low-power mode)"),
    ]

    @Test("other phones' Always On drain, the iPhone fit transferred by area (±15 %)", arguments: rows)
    func otherPhone(_ row: Row) {
        let ref = TestDevices.named("iphone-14-pro-max")
        let w = row.diagonalInches * row.pixelsWide / (row.pixelsWide * row.pixelsWide + row.pixelsHigh * row.pixelsHigh).squareRoot()
        let scale = (w * w * row.pixelsHigh / row.pixelsWide) / Self.referenceSquareInches
        var settings = DisplaySettings(device: ref); settings.ambientLux = row.lux
        let nits = DisplayPowerModel(device: ref, settings: settings).alwaysOnNits
        let emission = AlwaysOnFrames.emission(ref, AlwaysOnFrames.frame(ref, wallpaper: .off)) * scale
        let p = ref.panel
        let model = (p.staticMilliwatts + p.refreshMilliwattsPerHz * row.alwaysOnHz) * scale + emission * nits / p.typicalNits
        let e = PowerValidationTests.error(model: model, measured: row.measuredMilliwatts)
        print(String(format: "%@: area × %.3f, measured %.1f mW, model %.1f mW, error %+.1f %%", row.name, scale, row.measuredMilliwatts, model, e * 100))
        if let reason = row.knownMiss {
            withKnownIssue(Comment(rawValue: reason)) { #expect(abs(e) <= PowerValidationTests.aim) }
        } else {
            #expect(abs(e) <= PowerValidationTests.aim)
        }
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
