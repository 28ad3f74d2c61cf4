import AfterglowKit
import AfterglowTestSupport
import Testing

/// Where the activity card sits on the CarPlay Dashboard (PresentationGeometry.carPlayDashboardFrame):
/// in landscape at the top of the column beside the map, one Dashboard margin from the top and right
/// edges, clear of the status bar column at the leading edge; in portrait (the map stacked above the
/// cards, the status bar a row along the bottom) at the bottom left, one margin from the left edge and
/// one margin above the status row. Each position worked by hand from the profile's figures.
@Suite struct CarPlayDashboardPlacementTests {
    /// Portrait, 900 × 1200 pt, a 240 × 100 card (one of the table's sizes, seeds/001 › CarPlay
    /// dimensions), 12 pt margin: x = 12 (no status column in portrait), y = 1200 − 44 (the status
    /// row) − 12 − 100 = 1044.
    @Test func thePortraitCardSitsAboveTheStatusRowAtTheMargin() throws {
        let d = device("carplay-portrait")
        let c = try #require(d.carPlay)
        #expect(d.screen.heightPt > d.screen.widthPt, "a portrait screen")
        let f = try #require(PresentationGeometry(device: d).frame(for: .carPlay)).frame
        let row = PresentationGeometry.carPlayStatusRowHeightPt
        #expect(PresentationGeometry.carPlayStatusBarWidthPt(portrait: true) == 0, "the status bar is a row, not a column")
        #expect(f.minX == c.dashboardMarginPt, "one margin from the left edge: \(f)")
        #expect(abs((d.screen.heightPt - row) - f.maxY - c.dashboardMarginPt) < 1e-9, "one margin above the status row: \(f)")
        #expect(f.minX == 12 && f.minY == 1200 - row - 12 - 100)
    }

    /// Landscape: widescreen 1920 × 720 (the 240 × 78 card drawn 2.25×: 540 × 175.5) and standard
    /// 800 × 480 (170 × 78 at 1×), 12 pt margin: top right, x = 1920 − 12 − 540 = 1368 and
    /// 800 − 12 − 170 = 618, y = 12; clear of the leading status column.
    @Test(arguments: [("carplay-widescreen", 1368.0), ("carplay-standard", 618.0)])
    func theLandscapeCardSitsTopRightAtTheMargin(id: String, x: Double) throws {
        let d = device(id)
        let c = try #require(d.carPlay)
        let f = try #require(PresentationGeometry(device: d).frame(for: .carPlay)).frame
        #expect(f.minY == c.dashboardMarginPt && abs(d.screen.widthPt - f.maxX - c.dashboardMarginPt) < 1e-9, "\(id): \(f)")
        #expect(abs(f.minX - x) < 1e-9, "\(id): \(f)")
        #expect(f.minX >= PresentationGeometry.carPlayStatusBarWidthPt(portrait: false) + c.dashboardMarginPt, "\(id): clear of the status column")
    }
}
