import AfterglowKit
import Foundation
import Testing

/// The fixed costs against other makers' `power_profile.xml` (issue 25, session 16). Both fixed
/// costs were checked on Google's files only (docs/POWER.md › Always On fixed cost, › Lit-screen
/// fixed draw); these are the first figures from other makers: Samsung, Sony, OnePlus, Asus,
/// Motorola and LG, as LineageOS carries their firmware's files (Apache-2.0; only the numbers are
/// used). Each row names the repository (`LineageOS/android_device_<maker>_<codename>`) @ the
/// commit that brought the value in, and why the file is the maker's own: the commit says it was
/// taken from the stock firmware, or the file carries Samsung-only keys and that phone's CPU table.
/// Files that are placeholders or copies were left out (Qualcomm's reference 176 / 460 mA, shipped
/// as the OnePlus 9's and the Fairphone 5's; AOSP's 0.1; Xiaomi's common-tree 159 / 334; Google's
/// files copied into Xiaomi trees), and so were files whose commit states no source.
/// Screens and launch years from the makers' spec sheets.
@Suite("Fixed costs against other makers' power profiles (validation: Always On; a bracket: the lit screen)")
struct PowerProfileOtherMakersTests {
    typealias Phone = AlwaysOnFixedCostTests.Phone
    static let volts = AlwaysOnFixedCostTests.volts

    /// `ambient.on` (mA), "Additional power used when screen is ambient mode", of nine phones. The
    /// three OnePlus files of OxygenOS 11 write the key `ambient on` (a space, not a dot), which
    /// Android's `PowerProfile` never reads: scored all the same (a miss is not a reason to drop a row).
    static let ambient: [Phone] = [
        // samsung_starlte @ 394f2db1 (file since a985d68b, Apr 2018; Exynos 9810 table, 3000 mAh).
        Phone(name: "Galaxy S9 (2018) ambient.on 20 mA", diagonalInches: 5.8, pixelsWide: 1440, pixelsHigh: 2960, lux: 150, measuredMilliwatts: 20 * volts),
        // samsung_crownlte @ b77025f5 (Samsung's format, 4000 mAh).
        Phone(name: "Galaxy Note 9 (2018) ambient.on 21 mA", diagonalInches: 6.4, pixelsWide: 1440, pixelsHigh: 2960, lux: 150, measuredMilliwatts: 21 * volts),
        // samsung_a52q @ da8223ea (Samsung-only key battery.typical.capacity 4500).
        Phone(name: "Galaxy A52 (2021) ambient.on 25 mA", diagonalInches: 6.5, pixelsWide: 1080, pixelsHigh: 2400, lux: 150, measuredMilliwatts: 25 * volts),
        // sony_akatsuki @ 20fa9b2d ("akatsuki: Initial commit", replacing the XZ2 Compact's file).
        Phone(name: "Xperia XZ3 (2018) ambient.on 28.83 mA", diagonalInches: 6.0, pixelsWide: 1440, pixelsHigh: 2880, lux: 150, measuredMilliwatts: 28.83 * volts),
        // oneplus_guacamole @ 10b83ee1, "Update power profile from GM1911_11_H.26" (OxygenOS 11).
        Phone(name: "OnePlus 7 Pro (2019) ambient.on 29 mA", diagonalInches: 6.67, pixelsWide: 1440, pixelsHigh: 3120, lux: 150, measuredMilliwatts: 29 * volts),
        // oneplus_avicii @ 92200e1f, "Import power_profile from AC2003_11_F.17"; key `ambient on`.
        Phone(name: "OnePlus Nord (2020) ambient on 29.53 mA", diagonalInches: 6.44, pixelsWide: 1080, pixelsHigh: 2400, lux: 150, measuredMilliwatts: 29.53 * volts),
        // asus_sake @ 3ce2a5d5, "Import power profile from 30.11.51.83" (Asus firmware); 32 mA is
        // also the Pixel 4 XL's figure, so it may be a copy.
        Phone(name: "Zenfone 8 (2021) ambient.on 32 mA", diagonalInches: 5.9, pixelsWide: 1080, pixelsHigh: 2400, lux: 150, measuredMilliwatts: 32 * volts),
        // oneplus_instantnoodle @ 274e6609, "Update power profile from IN2015_11.C.33"; key `ambient on`.
        Phone(name: "OnePlus 8 (2020) ambient on 35 mA", diagonalInches: 6.55, pixelsWide: 1080, pixelsHigh: 2400, lux: 150, measuredMilliwatts: 35 * volts),
        // oneplus_lemonade @ 191896d8, "Update power profile from LE2115_11_C.48"; key `ambient on`.
        Phone(name: "OnePlus 9 (2021) ambient on 53.35 mA", diagonalInches: 6.55, pixelsWide: 1080, pixelsHigh: 2400, lux: 150, measuredMilliwatts: 53.35 * volts),
    ]

    static func alwaysOnError(_ row: Phone) -> Double {
        let model = AlwaysOnFixedCostTests.fixedMilliwatts(AlwaysOnFixedCostTests.fit) + AlwaysOnFixedCostTests.emission(row)
        return AlwaysOnFixedCostTests.error(model: model, measured: row.measuredMilliwatts)
    }

    @Test("VALIDATION: other makers' ambient.on from the per-device Always On fixed cost (±25 %)", arguments: ambient)
    func alwaysOnOtherMaker(_ row: Phone) {
        let e = Self.alwaysOnError(row)
        print(String(format: "%@: measured %.1f mW, error %+.1f %%", row.name, row.measuredMilliwatts, e * 100))
        if row.measuredMilliwatts > 31 * Self.volts {
            // OnePlus's OxygenOS 11 figures for the 8 and 9 (35 and 53.35 mA) are the highest of the
            // 19 phones' (19–32 mA otherwise); the Zenfone 8's 32 mA, the Pixel 4 XL's figure, misses
            // by 0.006 points (−25.006 %). Recorded, not widened.
            withKnownIssue("the three highest of 19 phones' ambient.on") { #expect(abs(e) <= AlwaysOnFixedCostTests.tolerance) }
        } else {
            #expect(abs(e) <= AlwaysOnFixedCostTests.tolerance)
        }
    }

    @Test("the nine other makers' rows: median |error| and how many within ±25 %")
    func alwaysOnSummary() {
        let errors = Self.ambient.map(Self.alwaysOnError).map(abs).sorted()
        let inside = errors.filter { $0 <= AlwaysOnFixedCostTests.tolerance }.count
        print(String(format: "other makers' ambient.on: %d of %d within ±25 %%, median |error| %.1f %%, worst %.1f %%",
                     inside, errors.count, errors[errors.count / 2] * 100, errors.last! * 100))
        #expect(inside == 6)
    }

    /// `screen.on` (mA) of 19 OLED phones whose file is the maker's own, one figure per phone (the
    /// newest stock one), with the launch year.
    struct Lit: Sendable { var name: String, year: Int, milliamps: Double }
    static let lit: [Lit] = [
        Lit(name: "Galaxy S5", year: 2014, milliamps: 65),        // samsung_klte-common @ 0d1f6afd, "Use stock Samsung power profile"
        Lit(name: "OnePlus X", year: 2015, milliamps: 79.6),      // oneplus_onyx @ c6060a5, "Use stock power_profile"
        Lit(name: "OnePlus 3", year: 2016, milliamps: 51),        // oneplus_oneplus3 @ b7974383, "Update power profile from latest OOS"
        Lit(name: "OnePlus 3T", year: 2016, milliamps: 51),       // same repository @ aa65a3d0, power_profile_3t.xml
        Lit(name: "OnePlus 5", year: 2017, milliamps: 55),        // oneplus_msm8998-common @ 0a951226, "update power profile from stock"
        Lit(name: "Galaxy S9", year: 2018, milliamps: 72),        // samsung_starlte @ 394f2db1
        Lit(name: "Galaxy Note 9", year: 2018, milliamps: 73),    // samsung_crownlte @ b77025f5
        Lit(name: "LG V40", year: 2018, milliamps: 125.9),        // lge_judypn @ f0df176b, "from V405EBW decompiled framework"
        Lit(name: "OnePlus 7 Pro", year: 2019, milliamps: 85),    // oneplus_guacamole @ 7fab7275, "Add power profile from stock"
        Lit(name: "OnePlus 8", year: 2020, milliamps: 97),        // oneplus_instantnoodle @ 274e6609
        Lit(name: "OnePlus Nord", year: 2020, milliamps: 80.09),  // oneplus_avicii @ 92200e1f
        Lit(name: "Motorola Edge", year: 2020, milliamps: 85.569), // motorola_racer @ 44a0f4a5, "Values taken from: 'racer-msi-user-10…'"
        Lit(name: "Galaxy A52", year: 2021, milliamps: 66),       // samsung_a52q @ da8223ea
        Lit(name: "OnePlus 9", year: 2021, milliamps: 93.32),     // oneplus_lemonade @ 191896d8
        Lit(name: "Zenfone 8", year: 2021, milliamps: 129),       // asus_sake @ 3ce2a5d5
        Lit(name: "Motorola Edge 20 Pro", year: 2021, milliamps: 100), // motorola_dubai @ a9b55c0, "pstar: overlay: use stock power_profile.xml"
        Lit(name: "Motorola Edge 30", year: 2022, milliamps: 139.28), // motorola_dubai @ 4883f532, "Import power_profile from vendor framework"
        Lit(name: "Moto g52", year: 2022, milliamps: 130.97),     // motorola_rhode @ 880343b3, "Update power_profile from S1SRS32.38-132-8"
        Lit(name: "Moto g42", year: 2022, milliamps: 119.94),     // motorola_hawao @ ea37612f, "Import power_profile - From S2SE32.28-41-1"
    ]

    /// Google's falling year trend (`LitFixedCostTests`) against other makers: it does not carry
    /// over. Their figures rise with the year (the least-squares slope of ln mA is positive), and
    /// the trend is within ±25 % for few of them. So the lit fixed draw's check rests on Google's
    /// own figures; these are kept as a bracket, not scored.
    @Test("other makers' screen.on does not follow Google's falling trend")
    func litOtherMakers() {
        let trend = LitFixedCostTests.trend(LitFixedCostTests.fit)
        var inside = 0
        for r in Self.lit {
            let e = LitFixedCostTests.error(model: trend.milliamps(r.year), measured: r.milliamps)
            if abs(e) <= 0.25 { inside += 1 }
            print(String(format: "%@ (%d): screen.on %.1f mA = %.0f mW; Google's trend %.1f mA, %+.1f %%", r.name, r.year, r.milliamps,
                         r.milliamps * Self.volts, trend.milliamps(r.year), e * 100))
        }
        let mine = LitFixedCostTests.trend(Self.lit.map { LitFixedCostTests.Row(name: $0.name, year: $0.year, milliamps: $0.milliamps) })
        print(String(format: "other makers: %d of %d within ±25 %% of Google's trend; their own trend ×%.3f a year", inside, Self.lit.count, exp(mine.slope)))
        #expect(mine.slope > 0)
        #expect(inside < Self.lit.count / 2)
    }

    /// The iPhones' lit fixed draw at 60 Hz against the range of other makers' figures: the 14 Pro
    /// Max (207.2 mW) sits just above the lowest (51 mA = 196.4 mW), the 16 Pro (181.7 mW) below
    /// all of them. Other makers' figures say the lit fixed draw is more likely low than high.
    @Test("the iPhones' lit fixed draw at 60 Hz against the range of other makers' screen.on",
          arguments: ["iphone-14-pro-max", "iphone-16-pro"])
    func iphoneInsideOtherMakers(_ device: String) {
        let p = TestDevices.named(device).panel
        let model = p.staticMilliwatts + 60 * p.refreshMilliwattsPerHz
        let mw = Self.lit.map { $0.milliamps * Self.volts }.sorted()
        print(String(format: "%@: lit fixed at 60 Hz %.1f mW; other makers %.1f…%.1f mW, median %.1f mW", device, model, mw.first!, mw.last!, mw[mw.count / 2]))
        if device == "iphone-16-pro" {
            withKnownIssue("the 16 Pro's 181.7 mW is below every other maker's screen.on") { #expect(model >= mw.first! && model <= mw.last!) }
        } else {
            #expect(model >= mw.first! && model <= mw.last!)
        }
    }
}
