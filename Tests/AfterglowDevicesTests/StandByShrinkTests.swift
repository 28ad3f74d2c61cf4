import Testing
@testable import AfterglowDevices
import AfterglowTestSupport

/// StandBy with a custom background shows the Lock Screen presentation "scaled up by 2x" (HIG Live
/// Activities › StandBy, seeds/001), shrunk to fit when 2× does not fit the landscape screen. A
/// made-up phone 700 pt tall (the 16 Pro's 371 pt activity at 2× is 742 pt, wider than its
/// 700 pt landscape width) gets 2 × 700 / 742: the frame fills the width, is centred, and its
/// scale is its width over the layout width (issue 30: the scale written as 2 ÷ fit passed every
/// test, since every shipped phone fits 2×).
@Suite struct StandByShrinkTests {
    @Test func aCustomBackgroundShrinksTwoTimesToFit() throws {
        var p = try #require(PowerFixtures.catalog.profile(named: "iphone-16-pro"))
        p.screen.heightPt = 700
        let f = try #require(PresentationGeometry(device: p).frame(for: .standBy, requestedHeight: 84, customBackground: true))
        let fit = 700.0 / 742
        #expect(abs(f.scale - 2 * fit) < 1e-12)
        #expect(abs(f.frame.width - 700) < 1e-9 && abs(f.frame.minX) < 1e-9)
        #expect(abs(f.frame.height - 84 * 2 * fit) < 1e-9)
        #expect(abs(f.frame.midY - p.screen.widthPt / 2) < 1e-9, "centred in the landscape height")
        // The shipped 16 Pro fits 2× as it is.
        let shipped = try #require(PresentationGeometry(device: PowerFixtures.catalog.profile(named: "iphone-16-pro")!).frame(for: .standBy, customBackground: true))
        #expect(shipped.scale == 2 && shipped.frame.width == 742)
    }
}
