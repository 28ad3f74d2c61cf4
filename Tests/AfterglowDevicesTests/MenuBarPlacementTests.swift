import AfterglowKit
import AfterglowTestSupport
import Testing

/// The Mac menu bar's activity item as placement properties (issue 30: survivors of the mutation
/// pass in SurfaceGeometry). The item holds both compact views side by side and sits one gap
/// (`menuBarItemGapPt`) left of the status items; the expanded view opens centred under it.
@Suite struct MenuBarPlacementTests {
    @Test func theItemHoldsBothCompactViewsAgainstTheStatusItems() throws {
        let d = device("mac-macbook-air-13-m3")
        let m = try #require(d.menuBar)
        let g = PresentationGeometry(device: d)
        let item = try #require(g.menuBarItem)
        let leading = try #require(g.frame(for: .compactLeading)), trailing = try #require(g.frame(for: .compactTrailing))
        #expect(abs(item.width - (leading.frame.width + trailing.frame.width)) < 1e-9)
        #expect(abs(item.maxX + PresentationGeometry.menuBarItemGapPt - (d.screen.widthPt - m.statusItemsWidthPt)) < 1e-9)
        // Two activities: the first minimal bubble takes the item's place nearest the status items.
        let attached = try #require(g.frame(for: .minimalAttached))
        #expect(abs(attached.frame.maxX - item.maxX) < 1e-9)
    }

    /// Centred under the item (1470 pt screen: the item's centre is 1470 − 220 − 8 − 52.33 =
    /// 1189.67 pt; the 371 pt expanded view spans 1004.17…1375.17, on screen, so not moved).
    @Test func theExpandedViewOpensCentredUnderTheItem() throws {
        let g = PresentationGeometry(device: device("mac-macbook-air-13-m3"))
        let item = try #require(g.menuBarItem)
        let expanded = try #require(g.frame(for: .expanded))
        #expect(abs(item.midX - 1189.67) < 1e-9)
        #expect(abs(expanded.frame.midX - item.midX) < 1e-9)
    }
}
