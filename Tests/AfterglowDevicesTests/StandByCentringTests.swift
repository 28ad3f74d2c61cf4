import AfterglowKit
import AfterglowTestSupport
import Testing

/// StandBy shows the Lock Screen presentation scaled up (HIG Live Activities › StandBy, seeds/001)
/// in the middle of the landscape screen: equal space left and right, and above and below, with a
/// custom background (2×) and with the default one ("slightly larger"), at every height. By hand,
/// iPhone 16 Pro in landscape (874 × 402 pt) with a custom background: the 371 pt activity at 2× is
/// 742 pt wide, so x = (874 − 742) / 2 = 66.
@Suite struct StandByCentringTests {
    @Test func theStandByPresentationIsCentredInLandscape() throws {
        var checked = 0
        for phone in shippedCatalog.profiles where phone.kind == .phone {
            let g = PresentationGeometry(device: phone)
            let landW = phone.screen.heightPt, landH = phone.screen.widthPt
            for custom in [true, false] {
                for h in [84.0, 120, 160] {
                    let f = try #require(g.frame(for: .standBy, requestedHeight: h, customBackground: custom)).frame
                    #expect(abs(f.minX - (landW - f.maxX)) < 1e-9, "\(phone.id) custom \(custom) \(h): \(f)")
                    #expect(abs(f.minY - (landH - f.maxY)) < 1e-9, "\(phone.id) custom \(custom) \(h): \(f)")
                    #expect(f.minX >= 0 && f.minY >= 0)
                    checked += 1
                }
            }
        }
        #expect(checked >= 60)
        let f = try #require(PresentationGeometry(device: device("iphone-16-pro")).frame(for: .standBy, customBackground: true)).frame
        #expect(f.minX == 66)
    }
}
