import AfterglowTestSupport
import Foundation
import Testing
@testable import AfterglowDevices

/// Panel and Always On figures against what each profile's own source notes state, so a figure
/// changed in the JSON alone (as the mutation pass does: ×1.1, +1) fails:
/// - the channel costs keep the ratio the `panel` note quotes, R : G : B = 600 : 580 : 800 mW
///   (Banes & Viverette's Pixel primaries);
/// - a phone's white, R + G + B, is η × panel area × `typicalNits` with the η = 0.05623 mW per nit
///   per cm² its note quotes and the area from its pixels at the ppi its scale note quotes — the
///   14 Pro Max: 1290 × 2796 px at 460 ppi = 7.123 × 15.439 cm = 109.97 cm², × 1000 nits × η =
///   6184 mW, the figure its note writes out;
/// - an LCD's backlight is η_BL × panel area × `typicalNits` as its note writes it out; its nits
///   are the "N nits" (or "N nits SDR" / "N peak") of Apple's tech specs it quotes;
/// - `alwaysOnNits` is the 14 Pro Max's on the phones whose note says "alwaysOnNits unchanged", the
///   16 nits iClarified measured on a watch, 0.1 (the schema's floor) where the note says so;
/// - `alwaysOnStaticMilliwatts` is per device, "carried unscaled": one value on every phone, one
///   on every watch;
/// - the inactivity timeout is the setting its note names: 30 seconds, 15 seconds, 2 minutes, 600 s.
@Suite struct PanelNoteFiguresTests {
    private func note(_ p: DeviceProfile, _ key: String) -> String { p.sources[key] ?? "" }

    @Test func channelCostsKeepTheQuotedRatio() {
        var checked = 0
        for p in shippedCatalog.profiles where note(p, "panel").contains("600 : 580 : 800") {
            // The white split 600 : 580 : 800 of 1980; each channel is written to 0.1 mW from
            // figures themselves rounded, so within 0.25 mW (a 10 % change of the smallest, a
            // 40 mm watch's 144 mW green, is 14 mW).
            let white = p.panel.redMilliwatts + p.panel.greenMilliwatts + p.panel.blueMilliwatts, k = white / 1980
            #expect(abs(p.panel.redMilliwatts - 600 * k) < 0.25 && abs(p.panel.greenMilliwatts - 580 * k) < 0.25
                    && abs(p.panel.blueMilliwatts - 800 * k) < 0.25,
                    "\(p.id): R \(p.panel.redMilliwatts), G \(p.panel.greenMilliwatts), B \(p.panel.blueMilliwatts) mW; white × 600, 580, 800 / 1980 = \(600 * k), \(580 * k), \(800 * k)")
            checked += 1
        }
        #expect(checked >= 18, "only \(checked) profiles quote the ratio")
    }

    @Test func aPhonesWhiteIsEtaTimesAreaTimesTypicalNits() throws {
        // The reference, worked by hand as its note does.
        let ref = device("iphone-14-pro-max")
        let refArea = (1290.0 / 460 * 2.54) * (2796.0 / 460 * 2.54)
        #expect(abs(refArea - 109.97) < 0.005)
        #expect(abs(0.05623 * refArea * 1000 - 6184) < 0.5)
        #expect(ref.panel.typicalNits == 1000)
        var checked = 0
        for p in shippedCatalog.profiles where note(p, "panel").contains("η = 0.05623") {
            guard let m = note(p, "screen.scale").firstMatch(of: /(\d+) ppi/), let ppi = Double(m.1) else { continue }
            let cm = 2.54 / ppi
            let area = p.screen.widthPt * p.screen.scale * cm * (p.screen.heightPt * p.screen.scale * cm)
            let white = p.panel.redMilliwatts + p.panel.greenMilliwatts + p.panel.blueMilliwatts
            let expected = 0.05623 * area * p.panel.typicalNits
            #expect(abs(white / expected - 1) < 3e-4, "\(p.id): white \(white) mW, η × \(area) cm² × \(p.panel.typicalNits) nits = \(expected)")
            checked += 1
        }
        #expect(checked >= 14, "only \(checked) phones quote η and a ppi")
    }

    /// An LCD's backlight is η_BL × panel area × `typicalNits` with the η_BL its note quotes
    /// ("0.02759 mW per nit per cm²") and the area from the pixels and ppi its note quotes — the
    /// iPad (9th generation): 1620 × 2160 px at 264 ppi = 15.586 × 20.782 cm = 323.92 cm², × 500
    /// nits × η_BL = 4468 mW. The note rounds η_BL to four figures; the profile carries the fit's.
    @Test func anLCDsBacklightIsEtaTimesAreaTimesTypicalNits() throws {
        let ipadArea: Double = (1620.0 / 264 * 2.54) * (2160.0 / 264 * 2.54)
        #expect(abs(ipadArea * 0.02759 * 500 - 4468.2) < 0.5)
        var checked = 0
        for p in shippedCatalog.profiles {
            guard let backlight = p.panel.backlightMilliwatts else { continue }
            let n = note(p, "panel")
            // The panel's pixels as the note gives them: the Mac's points × scale are its default
            // scaled resolution, not its pixels.
            let px = try #require(n.firstMatch(of: /(\d+)x(\d+) px at (\d+) ppi/), "\(p.id): no pixels and ppi in \(n)")
            let eta = try #require(n.firstMatch(of: /([0-9.]+) mW per nit per cm²/).flatMap { Double($0.1) }, "\(p.id): no η_BL in \(n)")
            let cm = 2.54 / Double(px.3)!
            let area = Double(px.1)! * cm * (Double(px.2)! * cm)
            #expect(abs(backlight / (eta * area * p.panel.typicalNits) - 1) < 1e-3,
                    "\(p.id): backlight \(backlight) mW, η_BL × \(area) cm² × \(p.panel.typicalNits) nits")
            checked += 1
        }
        #expect(checked == 6, "\(checked) LCD profiles with a backlight (five iPads and the Mac)")
    }

    @Test func anLCDsNitsAreTheQuotedOnes() {
        var checked = 0
        // A CarPlay head unit's panel is not modelled (the car powers it) and quotes no nits.
        for p in shippedCatalog.profiles where p.panel.technology.contains("LCD") && p.kind != .carPlay {
            let n = note(p, "panel")
            if let sdr = n.firstMatch(of: /(\d+) nits SDR/), let peak = n.firstMatch(of: /(\d+) peak/) {
                #expect(p.panel.typicalNits == Double(sdr.1)! && p.panel.peakNits == Double(peak.1)!, "\(p.id): \(n)")
            } else if let m = n.firstMatch(of: /, (\d+) nits[,.]/) {
                #expect(p.panel.typicalNits == Double(m.1)! && p.panel.peakNits == Double(m.1)!, "\(p.id): \(n)")
            } else {
                Issue.record("\(p.id): an LCD note quoting no nits: \(n)")
            }
            #expect(n.contains("alwaysOnNits 0.1") && p.panel.alwaysOnNits == 0.1, "\(p.id)")
            checked += 1
        }
        #expect(checked == 6, "\(checked) LCD profiles (five iPads and the Mac)")
    }

    @Test func alwaysOnFiguresArePerDeviceAsTheNotesSay() throws {
        let ref = device("iphone-14-pro-max")
        let refStatic = try #require(ref.panel.alwaysOnStaticMilliwatts)
        var phones = 0, watches = 0
        for p in shippedCatalog.profiles {
            if note(p, "panel").contains("alwaysOnNits unchanged") {
                #expect(p.panel.alwaysOnNits == ref.panel.alwaysOnNits, "\(p.id)")
                phones += 1
            }
            if note(p, "panel.alwaysOnStaticMilliwatts").contains("14 Pro Max's FITTED value") {
                #expect(p.panel.alwaysOnStaticMilliwatts == refStatic, "\(p.id)")
            }
            if let m = note(p, "panel.alwaysOnNits").firstMatch(of: /measured (\d+) nits on the Series 6/) {
                #expect(p.panel.alwaysOnNits == Double(m.1)!, "\(p.id)")
                watches += 1
            }
        }
        #expect(phones >= 13 && watches == 5, "\(phones) phones, \(watches) watches")
        // "the same value for every watch size (per device, not per area)".
        let watchStatics = Set(shippedCatalog.profiles.filter { note($0, "panel.alwaysOnStaticMilliwatts").contains("the same value for every watch size") }
            .map { $0.panel.alwaysOnStaticMilliwatts })
        #expect(watchStatics.count == 1 && watchStatics.first! != nil)
    }

    @Test func theInactivityTimeoutIsTheNamedSetting() {
        var checked = 0
        for p in shippedCatalog.profiles {
            let n = p.sources["alwaysOn.inactivityTimeoutS"] ?? note(p, "alwaysOn")
            let seconds: Double
            if let m = n.firstMatch(of: /(\d+) seconds/) { seconds = Double(m.1)! }
            else if let m = n.firstMatch(of: /(\d+) minutes/) { seconds = Double(m.1)! * 60 }
            else if let m = n.firstMatch(of: /(\d+) s is the schema's ceiling/) { seconds = Double(m.1)! }
            else { Issue.record("\(p.id): no timeout in \(n)"); continue }
            #expect(p.alwaysOn.inactivityTimeoutS == seconds, "\(p.id): \(p.alwaysOn.inactivityTimeoutS) s, note: \(n)")
            checked += 1
        }
        #expect(checked == shippedCatalog.profiles.count)
    }
}
