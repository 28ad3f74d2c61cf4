import AfterglowKit
import Foundation
import Testing

/// The watch's Always On cost against figures it was not fitted to (issue 25, session 18). The
/// watch profiles' Always On fixed cost is fitted to one forum row (`WatchAlwaysOnFitTests`); no
/// controlled watch measurement was found. What was found are **day averages**: a maker's battery
/// life with Always On on and off under one stated use, or two watches worn through one day. Such a
/// figure is the Always On cost × the share of the test the face was shown (the rest of the time the
/// screen is lit or, in sleep mode, off), and that share is not published. So each row brackets the
/// model rather than scoring it:
/// - it **refutes the model as low** if the day's increment exceeds the model's Always On draw (no
///   share above 1 can explain it) — checked;
/// - the model agrees within ±25 % only if the face was shown for a share `[Δ / 1.25 P, Δ / 0.75 P]`
///   of the test — printed; a share below 0.6 is recorded as a known issue (the model likely high):
///   worn and awake, the face shows whenever the wrist is down, so a test day shows it for most of
///   its hours — Apple's 18 h day has 90 time checks, 90 notifications, 45 min of apps and a 60 min
///   workout (about 16 h of face); Samsung's Sleep Mode "turns the display off completely" (9to5Google),
///   which over a 30 h test with one night caps the share near 0.7.
/// Volts: 3.85 V where only mAh is published, as for the fit row.
@Suite("Watch Always On against day averages (a bracket: other makers, and two Apple watches worn one day)")
struct WatchAlwaysOnBracketTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        /// The Apple watch profile nearest in size (the model is Apple's; other makers' rows test
        /// whether a watch's Always On cost carries across makers, as the phones' did).
        var device: String
        /// The day-averaged Always On increment (mW), low and high ends of what the figures allow.
        var low: Double, high: Double
        var testDescription: String { name }
    }

    static let volts = AlwaysOnFixedCostTests.volts
    /// Day-averaged increment (mW) of a battery of `mAh` lasting `on` hours with Always On and `off` without.
    static func increment(mAh: Double, on: Double, off: Double) -> Double { mAh * volts * (1 / on - 1 / off) }

    /// The Series 5 (Always On) and Series 4 (none) worn together one workday: end of day 10 % and
    /// 40 % left. iPad Insight, "Living With the Apple Watch Series 5: More On the Battery" (2019):
    /// "At the end of the day, the Series 4 still had 40%, while the 5 had around 10%", both 44 mm
    /// cellular, watchOS 6, "far from scientific" (the pairing was swapped by hand). Capacities: the
    /// Series 5's 296 mAh × 3.85 V as in the fit; the Series 4's 1.113 Wh (iFixit's teardown,
    /// 291.8 mAh, via NDTV Gadgets 360, 26 Sept 2018). The author's typical day was "just over the
    /// specified 18 hours", so the day is taken as 16–18 h.
    static let wornDayWattHours = 0.90 * 0.296 * volts - 0.60 * 1.113

    static let rows: [Row] = [
        // Samsung: "30 hours with AOD on and 40 with it off", both sizes (9to5Google, July 2023;
        // SamMobile: "up to 40 hours … with the Always-On Display turned off or up to 30 hours with
        // the Always-On Display enabled"); 425 mAh (SamMobile), 435 mAh (9to5Google); 1.5" AMOLED.
        Row(name: "Galaxy Watch6 44 mm, Samsung's 30 h / 40 h", device: "apple-watch-45mm",
            low: increment(mAh: 425, on: 30, off: 40), high: increment(mAh: 435, on: 30, off: 40)),
        // The same claim for the 40 mm, 300 mAh (both sources), 1.3" 432 × 432.
        Row(name: "Galaxy Watch6 40 mm, Samsung's 30 h / 40 h", device: "apple-watch-41mm",
            low: increment(mAh: 300, on: 30, off: 40), high: increment(mAh: 300, on: 30, off: 40)),
        // VentureBeat, 1 Oct 2018, of a leaked marketing document: "14 days of continuous use at
        // maximum, 7 days of use when its screen is in Always On mode", 420 mAh, 1.39" 454 × 454.
        Row(name: "Huawei Watch GT (2018), leaked 7 d / 14 d", device: "apple-watch-45mm",
            low: increment(mAh: 420, on: 7 * 24, off: 14 * 24), high: increment(mAh: 420, on: 7 * 24, off: 14 * 24)),
        Row(name: "Apple Watch Series 5 vs Series 4 worn one day (iPad Insight)", device: "apple-watch-44mm",
            low: wornDayWattHours / 18 * 1000, high: wornDayWattHours / 16 * 1000),
    ]

    /// The model's Always On draw (mW) on `device`: clock on black at 150 lux, 1 Hz (as the fit row).
    static func model(_ device: String) -> Double {
        AlwaysOnFrames.milliwatts(TestDevices.named(device), wallpaper: .off, lux: 150)
    }

    @Test("each row's increment, worked by hand")
    func arithmetic() {
        // 425 mAh × 3.85 V = 1636.25 mWh; 1/30 − 1/40 = 1/120 h⁻¹ → 13.635 mW.
        #expect(abs(Self.rows[0].low - 1636.25 / 120) < 1e-9)
        #expect(abs(Self.rows[1].low - 300 * 3.85 / 120) < 1e-9) // 9.625 mW
        // 420 × 3.85 = 1617 mWh; 1/168 − 1/336 = 1/336 h⁻¹ → 4.8125 mW.
        #expect(abs(Self.rows[2].low - 1617.0 / 336) < 1e-9)
        // 0.9 × 1139.6 − 0.6 × 1113 = 1025.64 − 667.8 = 357.84 mWh over 18 h and 16 h.
        #expect(abs(Self.rows[3].low - 357.84 / 18) < 1e-6 && abs(Self.rows[3].high - 357.84 / 16) < 1e-6)
    }

    @Test("no row's day-averaged increment exceeds the model's Always On draw (+25 %): not refuted as low", arguments: rows)
    func notLow(_ row: Row) {
        let p = Self.model(row.device)
        #expect(row.high <= 1.25 * p, "\(row.name): \(row.high) mW a day against \(p) mW in Always On")
    }

    @Test("the share of the test the face must have shown for the model to agree (±25 %)", arguments: rows)
    func shownShare(_ row: Row) {
        let p = Self.model(row.device)
        let lo = row.low / (1.25 * p), hi = min(1, row.high / (0.75 * p))
        print(String(format: "%@: %.1f–%.1f mW a day; model %.1f mW in Always On; agrees if shown %.0f–%.0f %% of the test",
                     row.name, row.low, row.high, p, lo * 100, hi * 100))
        if hi < 0.6 {
            // Samsung's and Huawei's figures need the face shown for under 60 % of the test: if it
            // showed for most waking hours, as a worn watch does, the model is high for them.
            withKnownIssue("other makers' watches draw less in Always On than the Apple fit") { #expect(hi >= 0.6) }
        } else {
            #expect(hi >= 0.6)
        }
    }
}
