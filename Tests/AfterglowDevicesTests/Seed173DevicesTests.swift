import AfterglowDevices
import AfterglowKit
import AfterglowTestSupport
import Foundation
import Testing

/// From the seed-173 sample's Devices and profile survivors (issue 30, session 16), each written
/// for the reason its bug would matter.
@Suite struct Seed173SurvivorDevicesTests {

    /// "Depending on its content size, the detached minimal presentation appears circular or oval"
    /// (HIG Live Activities › Minimal, seeds/001): its corners are half its height — a circle when
    /// as wide as tall, a capsule when wider; the attached one is drawn the same way, concentric with
    /// the island's end cap.
    @Test func theMinimalPresentationIsCircularOrOval() throws {
        var checked = 0
        for profile in shippedCatalog.profiles where profile.dynamicIsland != nil {
            let g = PresentationGeometry(device: profile)
            for p in [Presentation.minimalAttached, .minimalDetached] {
                let f = try #require(g.frame(for: p), "\(profile.id) \(p)")
                #expect(abs(f.cornerRadiusPt - f.frame.height / 2) < 1e-9, "\(profile.id) \(p): radius \(f.cornerRadiusPt), height \(f.frame.height)")
                checked += 1
            }
        }
        #expect(checked >= 20)
    }

    /// The CarPlay Dashboard's card spacing is one estimate for CarPlay ("CarPlay Dashboard card
    /// spacing, estimated from screenshots of iOS 26 CarPlay"), not a figure per configuration:
    /// every CarPlay profile carries the same one.
    @Test func everyCarPlayProfileCarriesTheOneDashboardSpacing() {
        let margins = shippedCatalog.profiles.compactMap { $0.carPlay?.dashboardMarginPt }
        #expect(margins.count >= 3)
        #expect(Set(margins).count == 1, "\(margins)")
    }
}

/// A screen's corners may be as round as half its shorter side — a round display is a circle —
/// and no rounder (ProfileParser's check; from the seed-173 sample's survivor: `<=` → `<` refused
/// the round screen and passed every test).
@Suite struct CornerRadiusLimitTests {
    func parse(radius: Double) throws(ProfileError) -> DeviceProfile {
        let data = FileManager.default.contents(atPath: devicesDirectory + "/apple-watch-45mm.json")!
        var json = try! JSONSerialization.jsonObject(with: data) as! [String: Any]
        var screen = json["screen"] as! [String: Any]
        screen["widthPt"] = 200.0; screen["heightPt"] = 200.0; screen["cornerRadiusPt"] = radius
        json["screen"] = screen
        return try ProfileParser.parse(data: try! JSONSerialization.data(withJSONObject: json), file: "round.json")
    }

    @Test func aRoundScreenIsHalfItsSide() throws {
        #expect(try parse(radius: 100).screen.cornerRadiusPt == 100)
        do {
            _ = try parse(radius: 100.5)
            Issue.record("a 100.5 pt radius on a 200 pt screen was accepted")
        } catch {
            #expect(error.field == "screen.cornerRadiusPt" || error.field == "cornerRadiusPt", "\(error)")
            #expect(error.message.contains("larger than half the screen's shorter side (100.0)"), "\(error.message)")
        }
    }
}

/// More profile figures against their notes (seed 173's survivors, session 16).
@Suite struct ProfileNoteScaleFiguresTests {
    typealias Q = ProfileQuotedFiguresTests

    /// A screen's pixel size is its point size times its scale, and agrees with the pixel size its
    /// note quotes where it quotes one ("1206x2622 px at @3x = 402x874 pt"; the watches' "410x502 px")
    /// — the size every frame is rendered and every power pass is run at.
    @Test func pixelSizesArePointsTimesScale() throws {
        #expect(shippedCatalog.profiles.count >= 20)
        var quoted = 0
        for d in shippedCatalog.profiles {
            let s = d.screen
            #expect(s.pixelWidth == Int((s.widthPt * s.scale).rounded()) && s.pixelHeight == Int((s.heightPt * s.scale).rounded()), "\(d.id)")
            let json = try #require(Q.profiles.first { $0.file == d.id + ".json" }, "\(d.id)")
            let note = json.sources["screen.widthPt"] ?? json.sources["screen"] ?? ""
            let px = Q.numbers(#"(\d[\d,]*)\s*[x×]\s*(\d[\d,]*) px"#, in: note)
            // A Mac's note quotes the panel's pixels under a scaled "looks like" size: macOS draws
            // that size at 2x (2940x1912) and resamples it to the panel (2560x1664).
            if let p = px.first, !note.contains("looks like") {
                quoted += 1
                #expect(Set(p) == Set([Double(s.pixelWidth), Double(s.pixelHeight)]), "\(d.id): \(s.pixelWidth)x\(s.pixelHeight) px, the note says \(p)")
            }
        }
        #expect(quoted >= 10)
    }

    /// The CarPlay widescreen card is drawn 2.25× its table size: its note works it out as
    /// "2.25x (540x175.5 pt)" for the 240x78 card.
    @Test func theWidescreenCardIsDrawnAtTheScaleItsNoteWorksOut() throws {
        let d = try #require(shippedCatalog.profile(named: "carplay-widescreen"))
        let c = try #require(d.carPlay)
        let json = try #require(Q.profiles.first { $0.file == "carplay-widescreen.json" })
        let note = json.sources["carPlay.activityScale"] ?? ""
        let stated = Q.numbers(#"(\d+(?:\.\d+)?)x \((\d+(?:\.\d+)?)x(\d+(?:\.\d+)?) pt\)"#, in: note)
        #expect(stated.count == 1, "\(note)")
        #expect(stated.first == [c.activityScale, c.activityWidthPt * c.activityScale, c.activityHeightPt * c.activityScale], "\(stated)")
    }
}
