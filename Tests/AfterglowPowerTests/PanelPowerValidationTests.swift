import Foundation
import AfterglowTestSupport
import Testing
@testable import AfterglowDevices
@testable import AfterglowPower

/// Lit-screen power against published measurements (`docs/data/panel-power-measurements.json`).
/// The one fitted parameter is the emission efficacy η (display power per nit of full-white
/// luminance per cm² of panel), the mean of the `fit` rows (full white screens). `validation`
/// rows were never used for fitting: each must land within ±25 %, and their median |error|
/// within 10 % (issue 25's goals). The figures go through `PanelPowerModel` itself: a panel whose
/// white at `typicalNits` is η × area × typicalNits, no drive (DisplayMate reports display power,
/// which η absorbs), and the row's brightness limit. `swift test --filter PanelPowerValidation`
/// prints the tables docs/POWER.md quotes.
@Suite("Panel power validation: lit screens against published measurements")
struct PanelPowerValidationTests {
    static let set: PanelMeasurementSet = {
        let path = PowerFixtures.repoRoot + "/docs/data/panel-power-measurements.json"
        do { return try PanelMeasurementSet.load(path: path) } catch { fatalError("\(error)") }
    }()
    static let rowTolerance = 0.25
    static let medianTolerance = 0.10

    /// The model for a row: the product's `PanelPowerModel` with the channel ratio the iPhone 14 Pro
    /// Max profile carries (600 : 580 : 800, Banes & Viverette's Pixel primaries).
    static let model = PanelMeasurementModel(profile: PowerFixtures.catalog.profiles.first { $0.id == "iphone-14-pro-max" }!.panel)

    static func error(_ r: PanelMeasurement, efficacy: Double, excludingSource: String? = nil) -> Double {
        model.error(r, in: set, efficacy: efficacy, excludingSource: excludingSource)
    }

    static func median(_ xs: [Double]) -> Double {
        let s = xs.sorted(); let n = s.count
        return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2
    }

    static func printRow(_ r: PanelMeasurement, efficacy: Double, excludingSource: String? = nil) {
        let (m, p) = model.figures(r, in: set, efficacy: efficacy, excludingSource: excludingSource)
        let fmt = r.isRelative ? "| %@ | %@ | %@ | %.3f | %.3f | %+.1f %% |" : "| %@ | %@ | %@ | %.0f mW | %.0f mW | %+.1f %% |"
        print(String(format: fmt, r.id, r.device, r.condition.prefix(60).description, p, m, (m - p) / p * 100))
    }

    @Test("the fit: η is the mean of the full-white rows; each fit row's own η is within 20 % of it")
    func fit() throws {
        let eta = try #require(Self.set.fittedEfficacy())
        // Hand check of the first fit row: 3250 mW / (634 nits × (1125/458 × 2.54) × (2436/458 × 2.54) cm²)
        // = 3250 / (634 × 6.2391 × 13.5097) = 0.06082 mW/(nit·cm²).
        let x = try #require(Self.set.rows.first { $0.id == "displaymate-iphone-x-white" })
        #expect(abs(PanelMeasurementSet.efficacy(x) - 0.06082) < 0.0001)
        print(String(format: "fit: η = %.5f mW per nit per cm² (mean of %d full-white rows)", eta, Self.set.rows.filter { $0.use == .fit && !$0.isRelative }.count))
        for r in Self.set.rows where r.use == .fit {
            Self.printRow(r, efficacy: eta)
            #expect(abs(Self.error(r, efficacy: eta)) <= 0.20, "\(r.id)")
        }
        for r in Self.set.rows where r.use == .fit && r.isRelative {
            print(String(format: "fit: %@ white share %.3f", r.device, Self.set.publishedShare(r)))
        }
    }

    @Test("validation rows (never fitted): each within ±25 %, median |error| within 10 %")
    func validation() throws {
        let eta = try #require(Self.set.fittedEfficacy())
        let rows = Self.set.rows.filter { $0.use == .validation }
        #expect(rows.count >= 14)
        var errors: [Double] = []
        for r in rows {
            Self.printRow(r, efficacy: eta)
            let e = Self.error(r, efficacy: eta)
            errors.append(abs(e))
            #expect(abs(e) <= Self.rowTolerance, "\(r.id): \(e)")
        }
        let med = Self.median(errors)
        print(String(format: "validation: %d rows, median |error| %.1f %%, worst %.1f %%", rows.count, med * 100, (errors.max() ?? 0) * 100))
        #expect(med <= Self.medianTolerance)
    }

    /// Each publication left out in turn: η refitted without its rows, then its scored rows
    /// predicted. Sources with only validation rows see the full fit.
    @Test("leave one source out: every scored row predicted without its own source's fit rows")
    func leaveOneSourceOut() throws {
        let scored = Self.set.rows.filter { $0.use != .unscored }
        var errors: [Double] = []
        for source in Set(scored.map(\.sourceId)).sorted() {
            let eta = try #require(Self.set.fittedEfficacy(excludingSource: source), "no fit rows left without \(source)")
            print(String(format: "without %@: η = %.5f", source, eta))
            for r in scored where r.sourceId == source {
                Self.printRow(r, efficacy: eta, excludingSource: source)
                errors.append(abs(Self.error(r, efficacy: eta, excludingSource: source)))
            }
        }
        print(String(format: "leave-one-source-out: %d rows, median |error| %.1f %%, worst %.1f %%", errors.count,
                     Self.median(errors) * 100, (errors.max() ?? 0) * 100))
        #expect(errors.count == scored.count)
    }

    @Test("a scored row without its panel size or figure is an error naming the file and the row")
    func incompleteRowIsAnError() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("panel-rows-\(UUID().uuidString).json").path
        let json = #"{"about": "t", "rows": [{"id": "no-size", "use": "validation", "sourceId": "s", "source": "s", "device": "d", "measures": "m", "condition": "c", "meanLinear": 1, "nits": 100, "milliwatts": 500}]}"#
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect { try PanelMeasurementSet.load(path: path) } throws: { e in
            "\(e)".contains(path) && "\(e)".contains("no-size") && "\(e)".contains("pixelsPerInch")
        }
    }

    /// Non-additive white, from the published numbers (issue 25: "white at 56–75 % of R+G+B").
    /// By hand, display power = the figure less the black screen at the same setting:
    /// Notebookcheck's XPS 15 7590 OLED at maximum brightness: white 18.97 − 5.47 = 13.50 W against
    /// red 5.68 + green 4.53 + blue 7.77 = 17.98 W → 0.7508; OnePlus 5T owner's readings:
    /// (801 − 376) / ((596 − 376) + (566 − 376) + (730 − 376)) = 425 / 764 = 0.5563.
    @Test("white share of the sum of the primaries: 0.751 (XPS 15 OLED) and 0.556 (OnePlus 5T), and the model reproduces it")
    func whiteShareFromPublishedNumbers() throws {
        for (id, expected) in [("notebookcheck-xps-15-7590-white", 13.50 / 17.98), ("oneplus-5t-white", 425.0 / 764)] {
            let r = try #require(Self.set.row(id))
            #expect(abs(Self.set.publishedShare(r) - expected) < 0.0005, "\(id)")
            let share = try #require(Self.set.fittedWhiteShare(for: r))
            // Through the product model limited to that share: white / (red + green + blue) = share,
            // because each primary alone (≤ 0.404 of the unlimited white) stays under the limit.
            #expect(abs(Self.model.share(r, in: Self.set, whiteShare: share) - expected) < 1e-9)
            // Without the limit (the additive model) white would be the whole sum.
            #expect(abs(Self.model.share(r, in: Self.set, whiteShare: nil) - 1) < 1e-9)
        }
    }

    /// What the limit changes for a designer: against white, a saturated colour costs more than
    /// its additive share. Blue alone is 800/1980 = 0.404 of the unlimited white; with the OnePlus
    /// panel's share, white costs 0.556 of it, so blue costs 0.404 / 0.556 = 0.727 of white.
    @Test("with a white share below one, a full blue screen costs 0.404 / share of white, not 0.404")
    func saturatedColoursAgainstWhite() throws {
        let share = 425.0 / 764
        let m = Self.model.panel(white: 1980, limitShare: share)
        let blue = m.limitedEmission(m.emissionMilliwatts(meanLinear: 0, 0, 1))
        let white = m.limitedEmission(m.emissionMilliwatts(meanLinear: 1, 1, 1))
        #expect(abs(blue / white - (800.0 / 1980) / share) < 0.002, "\(blue / white)")
    }

    @Test("a relative row naming a missing reference row is an error naming the file, the row and the reference")
    func missingReferenceIsAnError() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("panel-rows-\(UUID().uuidString).json").path
        let json = #"{"about": "t", "rows": [{"id": "w", "use": "fit", "sourceId": "s", "source": "s", "device": "d", "measures": "m", "condition": "c", "linearRGB": [1, 1, 1], "milliwatts": 5, "shareOf": ["nope"]}]}"#
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect { try PanelMeasurementSet.load(path: path) } throws: { e in
            "\(e)".contains(path) && "\(e)".contains("row w") && "\(e)".contains("'nope'")
        }
    }

    /// The iPhone profiles' white (at typicalNits) is η × panel area × typicalNits: every iPhone
    /// in Devices/ is 460 ppi (Apple's tech specs), so area = (w/460 × 2.54) × (h/460 × 2.54) cm².
    /// iPhone 14 Pro Max by hand: 1290 × 2796 px → 7.1230 × 15.4388 = 109.97 cm².
    @Test("iPhone profiles carry the fitted efficacy: white = η × area × typicalNits (±0.5 %)")
    func profilesCarryTheFit() throws {
        let eta = try #require(Self.set.fittedEfficacy())
        let phones = PowerFixtures.catalog.profiles.filter { $0.kind == .phone }
        #expect(phones.count >= 10)
        for d in phones {
            let area = (Double(d.screen.pixelWidth) / 460 * 2.54) * (Double(d.screen.pixelHeight) / 460 * 2.54)
            let expected = eta * area * d.panel.typicalNits
            let white = PanelPowerModel(panel: d.panel).whiteMilliwatts
            #expect(abs(white - expected) / expected <= 0.005, "\(d.id): white \(white) mW, η × area × nits = \(expected) mW")
        }
    }
}
