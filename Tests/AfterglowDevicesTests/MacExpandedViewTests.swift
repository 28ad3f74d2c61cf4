import AfterglowKit
import AfterglowTestSupport
import Testing

/// The Mac's expanded view: the iPhone's own expanded presentation ("Active Live Activities
/// automatically appear in the Menu bar of a paired Mac using the compact, minimal, and expanded
/// presentations", HIG Live Activities › macOS, seeds/001), opened under the menu bar item and kept
/// on screen.
@Suite struct MacExpandedViewTests {
    /// The same view as on the iPhone, so the same content margins (MenuBarMarginsTests holds the
    /// compact and minimal ones).
    @Test func theExpandedViewHasTheIPhonesMargins() throws {
        let mac = try #require(PresentationGeometry(device: device("mac-macbook-air-13-m3")).frame(for: .expanded))
        for id in ["iphone-16-pro", "iphone-15", "iphone-17-pro-max"] {
            let phone = try #require(PresentationGeometry(device: device(id)).frame(for: .expanded))
            #expect(mac.marginPt == phone.marginPt, "Mac \(mac.marginPt), \(id) \(phone.marginPt)")
        }
    }

    /// Kept on screen: with the item against the right edge (no status items) or the left edge
    /// (status items filling the bar), the view centred under the item would leave the screen, so
    /// it is moved in only that far — the same inset from either edge, on screen, and still under
    /// the item's centre. By hand, right: item centre 1470 − 8 − 52.33 = 1409.67, a centred 371 pt
    /// view would end at 1409.67 + 185.5 = 1595.17 > 1470; left: the item at x = 20, centre
    /// 72.33, a centred view would start at 72.33 − 185.5 < 0.
    @Test func theExpandedViewIsMovedOnScreenWithTheSameInsetAtEitherEdge() throws {
        var right = device("mac-macbook-air-13-m3"), left = right
        let m = try #require(right.menuBar)
        let w = right.screen.widthPt
        right.menuBar?.statusItemsWidthPt = 0
        left.menuBar?.statusItemsWidthPt = w - PresentationGeometry.menuBarItemGapPt - 2 * m.compactWidthPt - 20
        var insets: [Double] = []
        for (side, d) in [("right", right), ("left", left)] {
            let g = PresentationGeometry(device: d)
            let item = try #require(g.menuBarItem)
            let f = try #require(g.frame(for: .expanded)).frame
            #expect(f.width == m.expandedWidthPt)
            #expect(f.minX > 0 && f.maxX < w, "\(side): on screen, off the edge: \(f)")
            #expect(f.minX <= item.midX && item.midX <= f.maxX, "\(side): still under the item")
            #expect(abs(f.midX - item.midX) > 1, "\(side): the case moves the view (else the test checks nothing)")
            insets.append(side == "right" ? w - f.maxX : f.minX)
        }
        #expect(abs(insets[0] - insets[1]) < 1e-9, "the same inset at either edge: \(insets)")
    }
}
