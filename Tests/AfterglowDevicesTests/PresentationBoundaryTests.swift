import AfterglowKit
import AfterglowTestSupport
import Foundation
import Testing

/// Presentation geometry and profile limits at their boundaries, each expectation worked from
/// the HIG table (seeds/001) or by hand (issue 30: survivors of the mutation pass).
@Suite struct PresentationBoundaryTests {
    /// "it transitions to the Lock Screen presentation, scaled up by 2x" (HIG Live Activities ›
    /// StandBy, seeds/001): everything about the presentation scales by the same factor — width,
    /// height range, the 14 pt margin and the corner radius — with a custom background (2×) and with
    /// the default one ("slightly larger": iPhone 16 Pro (874 − 2 × 24) / 371 = 2.2264×).
    @Test func standByScalesEveryLockScreenFigureAlike() throws {
        let g = PresentationGeometry(device: device("iphone-16-pro"))
        let lock = try #require(g.frame(for: .lockScreen))
        for (custom, factor) in [(true, 2.0), (false, (874.0 - 48) / 371)] {
            let stand = try #require(g.frame(for: .standBy, customBackground: custom))
            #expect(abs(stand.widthRange.lowerBound - lock.frame.width * factor) < 1e-9, "custom \(custom)")
            #expect(abs(stand.heightRange.lowerBound - 84 * factor) < 1e-9 && abs(stand.heightRange.upperBound - 160 * factor) < 1e-9)
            #expect(abs(stand.marginPt - 14 * factor) < 1e-9, "custom \(custom): \(stand.marginPt)")
            #expect(abs(stand.cornerRadiusPt - lock.cornerRadiusPt * factor) < 1e-9, "custom \(custom): \(stand.cornerRadiusPt)")
        }
    }

    /// The Lock Screen list ends above the flashlight and camera discs: iPhone 16 Pro, 874 pt tall,
    /// disc centres 86 pt up, 50 pt discs, a 12 pt gap: 874 − 86 − 25 − 12 = 751 pt. An activity
    /// alone sits on that line.
    @Test func lockScreenListEndsAboveTheQuickActions() throws {
        let g = PresentationGeometry(device: device("iphone-16-pro"))
        #expect(abs(g.lockScreenListBottomPt - 751) < 1e-9)
        let f = try #require(g.frame(for: .lockScreen))
        #expect(abs(f.frame.maxY - 751) < 1e-9 && f.frame.height == 84)
    }

    func load(_ mutate: (inout [String: Any]) -> Void) throws -> Result<DeviceProfile, ProfileError> {
        let data = try Data(contentsOf: URL(fileURLWithPath: devicesDirectory + "/iphone-16-pro.json"))
        var object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        mutate(&object)
        let edited = try JSONSerialization.data(withJSONObject: object)
        do { return .success(try ProfileParser.parse(data: edited, file: "edited.json")) } catch { return .failure(error) }
    }

    func set(_ object: inout [String: Any], _ section: String, _ key: String, _ value: Any) {
        var s = object[section] as! [String: Any]; s[key] = value; object[section] = s
    }

    /// The smallest expanded island is 200 pt, so a screen exactly 200 pt wide can hold one
    /// (expanded width 200 ≤ 200) and a 199 pt screen cannot.
    @Test func anIslandNeedsA200PointScreenAndNoMore() throws {
        let fits = try load { set(&$0, "screen", "widthPt", 200); set(&$0, "dynamicIsland", "expandedWidthPt", 200) }
        guard case .success(let p) = fits else { Issue.record("refused a 200 pt screen: \(fits)"); return }
        #expect(p.dynamicIsland?.expandedWidthPt == 200)
        guard case .failure(let e) = try load({ set(&$0, "screen", "widthPt", 199); set(&$0, "dynamicIsland", "expandedWidthPt", 199) })
        else { Issue.record("accepted a 199 pt screen with an island"); return }
        #expect(e.field == "dynamicIsland.expandedWidthPt" && e.message.contains("199"), "\(e)")
    }

    /// Compact views snap down to whole pixels, but a width that is a whole number of pixels must
    /// not lose one to floating-point error: (100.1 − 40.1) / 2 = 30 pt = 60 px at @2x exactly,
    /// while in binary (100.1 − 40.1) / 2 × 2 is 59.99999999999999.
    @Test func aWholePixelCompactWidthKeepsItsLastPixel() throws {
        let r = try load {
            set(&$0, "screen", "scale", 2)
            set(&$0, "dynamicIsland", "compactMinimalWidthPt", 100.1); set(&$0, "dynamicIsland", "sensorRegionWidthPt", 40.1)
        }
        guard case .success(let p) = r else { Issue.record("refused: \(r)"); return }
        #expect(PresentationGeometry(device: p).compactWidth == 30)
        // And the table's iPhone: (230 − 125.33) / 2 = 52.335 pt = 157.005 px at @3x → 157 px = 52.333… pt.
        let g = PresentationGeometry(device: device("iphone-15-pro"))
        #expect(abs(try #require(g.compactWidth) - 157.0 / 3) < 1e-12)
    }

    /// `scale` is what the content laid out at the presentation's own size is drawn at: the frame
    /// divided by it lies within the width and height ranges (a CarPlay Dashboard tile is the
    /// table's size drawn `activityScale` times larger; everything else but StandBy, whose ranges
    /// are given already scaled, at 1).
    @Test func framesAreTheirRangesTimesTheirScale() throws {
        var checked = 0
        for d in shippedCatalog.profiles {
            for f in PresentationGeometry(device: d).allFrames() where f.presentation != .standBy {
                let w = f.frame.width / f.scale, h = f.frame.height / f.scale
                #expect(f.widthRange.lowerBound - 1e-9 <= w && w <= f.widthRange.upperBound + 1e-9, "\(d.id) \(f.presentation): \(w) at \(f.scale)x")
                #expect(f.heightRange.lowerBound - 1e-9 <= h && h <= f.heightRange.upperBound + 1e-9, "\(d.id) \(f.presentation): \(h) at \(f.scale)x")
                checked += 1
            }
        }
        #expect(checked > 100)
    }

    /// StandBy's minimal bubble is "centred at the top of the landscape screen" (its doc):
    /// iPhone 16 Pro in landscape is 874 pt wide, so the bubble's centre is at x = 437.
    @Test func standByMinimalIsCentredInLandscape() throws {
        let f = try #require(PresentationGeometry(device: device("iphone-16-pro")).standByMinimalFrame)
        #expect(abs(f.frame.midX - 437) < 1e-9)
    }

    /// HIG Live Activities › Specifications (seeds/001): compact and minimal views are 36.67 pt
    /// tall on every iPhone with the Dynamic Island — the island's height.
    @Test func everyIslandIsTheTablesHeight() {
        let islands = shippedCatalog.profiles.compactMap(\.dynamicIsland)
        #expect(islands.count >= 10)
        for i in islands { #expect(i.heightPt == 36.67) }
    }
}
