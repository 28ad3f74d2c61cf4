import AfterglowKit
import Foundation
import Testing

/// The lit screen's fixed draw (driver, touch controller, display pipeline at zero emission) checked
/// against the only published per-phone figure found: Google's `power_profile.xml` `screen.on`,
/// "Additional power used when screen is turned on at minimum brightness"; AOSP's power-values page:
/// "Includes touch controller and display backlight. At 0 brightness"; Android's battery accounting
/// charges it on top of the awake system's own entry (`cpu.idle`, 0.4–5.4 mA on these phones). So it
/// stands for the display subsystem with the system awake, the quantity `staticMilliwatts + refreshMilliwattsPerHz × f`
/// stands for (docs/POWER.md › Lit-screen fixed draw).
///
/// The figures fall with the phone's year — 2015–2016 phones 123–179 mA, 2019–2021 phones 66–98 mA —
/// so a mean over them says nothing about a 2022–2025 iPhone: the structure is a log-linear trend in
/// the year, FITTED on the same eight Pixels as the Always On fixed cost, VALIDATED on five other
/// phones' entries, and never extrapolated beyond the fit's years (a row outside 2017–2020 is
/// predicted at the nearer end). The iPhones' lit fixed draw is NOT refitted to it: it comes from
/// the Always On fit and Samsung Display's LTPO ratio (docs/POWER.md › Always On fit); this suite
/// checks that it lies inside what the trend allows for its year.
@Suite("Lit-screen fixed draw against Google's screen.on (fit: eight Pixels; validation: five other phones)")
struct LitFixedCostTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var year: Int
        var milliamps: Double
        var testDescription: String { "\(name) (\(year)) screen.on \(milliamps) mA" }
        var milliwatts: Double { milliamps * LitFixedCostTests.volts }
    }

    /// Google's mA at the Pixels' nominal 3.85 V (as in AlwaysOnFixedCostTests).
    static let volts = 3.85

    /// Google's power profiles as LineageOS carries them (Apache-2.0; only the numbers are used),
    /// `…/overlay/frameworks/base/core/res/res/xml/power_profile.xml`, `screen.on` in mA; years are the
    /// launch years:
    /// - Pixel 2 (walleye) 131.397, LineageOS/android_device_google_muskie @ 40ee245d, `walleye/`;
    /// - Pixel 2 XL (taimen) 152.118, LineageOS/android_device_google_taimen @ d54985f2, root `overlay/`;
    /// - Pixel 3 (blueline) 95, Pixel 3 XL (crosshatch) 115, LineageOS/android_device_google_crosshatch @ f9e0ef68;
    /// - Pixel 3a (sargo) 68, Pixel 3a XL (bonito) 80, LineageOS/android_device_google_bonito @ b7761274;
    /// - Pixel 4 (flame) 94, LineageOS/android_device_google_coral @ 34b4f98c, `flame/`;
    /// - Pixel 4a (sunfish) 85, LineageOS/android_device_google_sunfish @ ca0cffd0.
    static let fit: [Row] = [
        Row(name: "Pixel 2", year: 2017, milliamps: 131.397), Row(name: "Pixel 2 XL", year: 2017, milliamps: 152.118),
        Row(name: "Pixel 3", year: 2018, milliamps: 95), Row(name: "Pixel 3 XL", year: 2018, milliamps: 115),
        Row(name: "Pixel 3a", year: 2019, milliamps: 68), Row(name: "Pixel 3a XL", year: 2019, milliamps: 80),
        Row(name: "Pixel 4", year: 2019, milliamps: 94), Row(name: "Pixel 4a", year: 2020, milliamps: 85),
    ]

    /// Not used by the fit:
    /// - Pixel 4 XL (coral) 98, LineageOS/android_device_google_coral @ 34b4f98c, `coral/`;
    /// - Pixel 5a (barbet) 66, LineageOS/android_device_google_barbet @ 27abb4ee, `barbet/`;
    /// - Pixel (sailfish) 122.780 and Pixel XL (marlin) 178.708, LineageOS/android_device_google_marlin
    ///   @ 138a79b1, `sailfish/`, `marlin/`;
    /// - Nexus 6P (angler, built by Huawei) 137.013, LineageOS/android_device_huawei_angler @ 9d6ffc1d, root `overlay/`.
    static let validation: [Row] = [
        Row(name: "Pixel 4 XL", year: 2019, milliamps: 98), Row(name: "Pixel 5a", year: 2021, milliamps: 66),
        Row(name: "Pixel", year: 2016, milliamps: 122.780), Row(name: "Pixel XL", year: 2016, milliamps: 178.708),
        Row(name: "Nexus 6P", year: 2015, milliamps: 137.013),
    ]

    static let tolerance = 0.25

    /// Least squares of ln(mA) on (year − 2019): the trend, and the years it was fitted on.
    struct Trend {
        var intercept: Double, slope: Double, first: Int, last: Int
        /// Predicted mA, at the nearer end of the fit's years outside them (no extrapolation).
        func milliamps(_ year: Int) -> Double { exp(intercept + slope * Double(min(max(year, first), last) - 2019)) }
        /// The same line carried beyond its data (only to bound the iPhones from below).
        func extrapolated(_ year: Int) -> Double { exp(intercept + slope * Double(year - 2019)) }
    }

    static func trend(_ rows: [Row]) -> Trend {
        let x = rows.map { Double($0.year - 2019) }, y = rows.map { log($0.milliamps) }
        let xm = x.reduce(0, +) / Double(x.count), ym = y.reduce(0, +) / Double(y.count)
        let sxy = zip(x, y).map { ($0 - xm) * ($1 - ym) }.reduce(0, +), sxx = x.map { ($0 - xm) * ($0 - xm) }.reduce(0, +)
        let slope = sxy / sxx
        return Trend(intercept: ym - slope * xm, slope: slope, first: rows.map(\.year).min()!, last: rows.map(\.year).max()!)
    }

    static func error(model: Double, measured: Double) -> Double { (model - measured) / measured }

    @Test("FITTED: Google's screen.on falls about 19 % a year over the eight Pixels (2017–2020)")
    func fitTrend() {
        let t = Self.trend(Self.fit)
        print(String(format: "screen.on trend: %.1f mA in 2019, ×%.3f a year (%.1f %%/year); 2020: %.1f mA = %.1f mW", exp(t.intercept),
                     exp(t.slope), (exp(t.slope) - 1) * 100, t.milliamps(2020), t.milliamps(2020) * Self.volts))
        // Hand calculation, x = year − 2019: x̄ = (−2·2 − 2 + 0·3 + 1) / 8 = −0.625; Σ(x − x̄)² = 7.875;
        // ȳ = mean ln(mA) = 4.59865 (geometric mean 99.35 mA); Σ(x − x̄)(y − ȳ) = −1.66869;
        // slope = −1.66869 / 7.875 = −0.21190 (×0.8090 a year); intercept = 4.59865 − 0.21190 × 0.625 = 4.46621
        // → 87.03 mA in 2019, 70.41 mA in 2020 (271.1 mW at 3.85 V).
        #expect(abs(t.slope - -0.21190) < 0.0001)
        #expect(abs(t.milliamps(2020) - 70.41) < 0.01)
        #expect(t.first == 2017 && t.last == 2020)
    }

    @Test("VALIDATION: five other phones' screen.on from the trend (±25 %)", arguments: validation)
    func otherPhone(_ row: Row) {
        let model = Self.trend(Self.fit).milliamps(row.year)
        let e = Self.error(model: model, measured: row.milliamps)
        print(String(format: "%@ %d: measured %.1f mA, model %.1f mA, error %+.1f %%", row.name, row.year, row.milliamps, model, e * 100))
        if row.name == "Pixel XL" {
            // 178.7 mA against its sibling Pixel's 122.8 (same year, 21 % more panel): a spread between
            // phones the trend cannot carry; recorded, not widened.
            withKnownIssue("the Pixel XL's 178.7 mA is the highest of the 13 profiles") { #expect(abs(e) <= Self.tolerance) }
        } else {
            #expect(abs(e) <= Self.tolerance)
        }
    }

    /// Each Pixel of the fit predicted from the other seven (clamped to their years).
    @Test("leave one phone out of the fit: each Pixel's screen.on from the other seven", arguments: 0..<8)
    func leaveOnePhoneOut(_ i: Int) {
        var rest = Self.fit
        let row = rest.remove(at: i)
        let model = Self.trend(rest).milliamps(row.year)
        let e = Self.error(model: model, measured: row.milliamps)
        print(String(format: "leave out %@: model %.1f mA, error %+.1f %%", row.name, model, e * 100))
        if row.name == "Pixel 3a" {
            withKnownIssue("the Pixel 3a's 68 mA is the lowest of its year") { #expect(abs(e) <= Self.tolerance) }
        } else {
            #expect(abs(e) <= Self.tolerance)
        }
    }

    /// The profiles' lit fixed draw at 60 Hz, S + 60·k (the Pixels' rate), against the trend for the
    /// phone's launch year: at most the trend at its newest fitted year (2020: 271 mW), at least the
    /// line carried on to the phone's year (2022: 177 mW; 2024: 116 mW). Launch years: iPhone 14 Pro
    /// Max Sept 2022, iPhone 16 Pro Sept 2024 (Apple's announcements).
    @Test("the iPhones' lit fixed draw at 60 Hz lies inside what Google's trend allows for their year",
          arguments: [("iphone-14-pro-max", 2022), ("iphone-16-pro", 2024)])
    func iphoneInsideTrend(_ device: String, _ year: Int) {
        let p = TestDevices.named(device).panel
        let model = p.staticMilliwatts + 60 * p.refreshMilliwattsPerHz
        let t = Self.trend(Self.fit)
        let low = t.extrapolated(year) * Self.volts, high = t.milliamps(year) * Self.volts
        let mean2017to2020 = Self.fit.map(\.milliwatts).reduce(0, +) / Double(Self.fit.count)
        print(String(format: "%@ (%d): lit fixed at 60 Hz %.1f mW; trend carried to %d %.1f mW, at 2020 %.1f mW; mean of the 2017–2020 Pixels %.1f mW (%.2f×)",
                     device, year, model, year, low, high, mean2017to2020, mean2017to2020 / model))
        #expect(model >= low && model <= high)
    }
}
