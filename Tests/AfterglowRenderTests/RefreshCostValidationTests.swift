import AfterglowKit
import Foundation
import Testing

/// The refresh term `k · f` against measurements (issue 25, session 18). `k` was set by the Always On
/// fit and Samsung Display's LTPO claim (120 → 10 Hz cuts drive power by up to 60 %: S = 63.3 k), a
/// vendor ratio; these are the first measured refresh costs it is checked on. Other profiles carry
/// `k` by panel area from the 14 Pro Max (docs/POWER.md › Always On fit), so a phone's step between
/// two rates is `Δf × k₁₄ × A / A₁₄`.
@Suite("Refresh cost against measurements (validation: a fixed-content step; bounds: browsing tests)")
struct RefreshCostValidationTests {
    typealias Phone = AlwaysOnFixedCostTests.Phone

    /// The model's extra draw (mW) of `phone` between `from` and `to` Hz at the same content.
    static func step(_ phone: Phone, from: Double, to: Double) -> Double {
        let reference = AlwaysOnFixedCostTests.reference
        return (to - from) * reference.panel.refreshMilliwattsPerHz * phone.squareCentimetres / AlwaysOnFixedCostTests.referenceSquareCentimetres
    }

    /// AnandTech's Galaxy S20 / S20 Ultra review (2020), "Device-On Black Screen Power Consumption
    /// (Airplane Mode)": "even on a black static screen, running at 120Hz comes with a quite steep power
    /// penalty that's always present whenever the display is on, costing around 160mW of power … likely
    /// due to the panel itself or the DDIC". The chart's S20 Ultra values, as SamMobile reads them:
    /// "472mW … in the 60Hz mode … 656mW in the 120Hz mode … an all-black screen, and the airplane mode
    /// turned on" (184 mW). Whole phone at zero emission, so the step is the display subsystem's (panel,
    /// DDIC, the SoC's scan-out), what `k · f` stands for. An LTPS panel (fixed 60 / 120 Hz), not LTPO.
    static let s20Ultra = Phone(name: "Galaxy S20 Ultra (LTPS) black screen 60 → 120 Hz, 184 mW", diagonalInches: 6.9,
                                pixelsWide: 1440, pixelsHigh: 3200, lux: 0, measuredMilliwatts: 656 - 472)

    @Test("VALIDATION: a fixed-content refresh step measured on a phone (±25 %)")
    func fixedContentStep() {
        let model = Self.step(Self.s20Ultra, from: 60, to: 120)
        let e = AlwaysOnFixedCostTests.error(model: model, measured: Self.s20Ultra.measuredMilliwatts)
        // AnandTech's own text rounds the S20 family's step to "around 160mW": −34 % against that.
        let eText = AlwaysOnFixedCostTests.error(model: model, measured: 160)
        print(String(format: "S20 Ultra 60 → 120 Hz at black: measured 184 mW (text: ~160), model %.1f mW, error %+.1f %% (%+.1f %%)",
                     model, e * 100, eText * 100))
        // The model's k is the LTPO iPhone's; this LTPS panel costs about 1.75× as much per Hz.
        // Recorded, not refitted: one measurement, of another panel technology (docs/POWER.md).
        withKnownIssue("an LTPS panel's refresh step is ~1.75× the LTPO-derived k") {
            #expect(abs(e) <= AlwaysOnFixedCostTests.tolerance)
        }
        #expect(e < 0, "the model's step is below the LTPS panel's")
    }

    /// Whole-phone browsing tests at a capped and a high refresh rate: the high-rate run also renders
    /// more frames, so its extra draw bounds the panel's refresh step from above.
    struct Browse: Sendable, CustomTestStringConvertible {
        var phone: Phone
        var fromHz: Double, toHz: Double
        var wattHours: Double, hoursLow: Double, hoursHigh: Double
        var testDescription: String { phone.name }
        /// The extra draw of the high-rate run (mW).
        var extraMilliwatts: Double { wattHours * 1000 * (1 / hoursHigh - 1 / hoursLow) }
    }

    static let browsing: [Browse] = [
        // AnandTech's web test, via followthistrendingworld (Oct 2021): "At a standard 60Hz refresh rate
        // … lasted 21.68 hours … [maximum refresh rate] 18.77 hours"; 4352 mAh × 3.85 V. ProMotion
        // drops below 60 Hz in the pauses in both runs, so the step counts only while scrolling.
        Browse(phone: Phone(name: "iPhone 13 Pro Max (LTPO) web 60 Hz cap vs ProMotion", diagonalInches: 6.7, pixelsWide: 1284,
                            pixelsHigh: 2778, lux: 0, measuredMilliwatts: 0),
               fromHz: 60, toHz: 120, wattHours: 4.352 * 3.85, hoursLow: 21.68, hoursHigh: 18.77),
        // PhoneArena (2020): browsing 12 h 15 min at 60 Hz, 11 h 09 min at 90 Hz; 4300 mAh × 3.85 V.
        Browse(phone: Phone(name: "OnePlus 8 (LTPS) browsing 60 vs 90 Hz", diagonalInches: 6.55, pixelsWide: 1080,
                            pixelsHigh: 2400, lux: 0, measuredMilliwatts: 0),
               fromHz: 60, toHz: 90, wattHours: 4.3 * 3.85, hoursLow: 12.25, hoursHigh: 11.15),
    ]

    @Test("BOUND: the model's refresh step stays under a browsing test's whole extra draw", arguments: browsing)
    func underBrowsing(_ row: Browse) {
        let model = Self.step(row.phone, from: row.fromHz, to: row.toHz)
        print(String(format: "%@: the run's extra %.0f mW, the model's step %.1f mW (%.0f %%)", row.phone.name,
                     row.extraMilliwatts, model, model / row.extraMilliwatts * 100))
        #expect(model <= row.extraMilliwatts)
    }

    @Test("the browsing rows' extra draw, worked by hand")
    func browsingArithmetic() {
        // 16.755 Wh × (1/18.77 − 1/21.68) h⁻¹ = 16.755 × 0.0071508 = 0.11981 W.
        #expect(abs(Self.browsing[0].extraMilliwatts - 119.81) < 0.05)
        // 16.555 Wh × (1/11.15 − 1/12.25) = 16.555 × 0.0080535 = 0.13333 W.
        #expect(abs(Self.browsing[1].extraMilliwatts - 133.33) < 0.05)
    }
}
