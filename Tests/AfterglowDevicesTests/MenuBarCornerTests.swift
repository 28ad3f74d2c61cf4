import AfterglowKit
import AfterglowTestSupport
import Testing

/// The Mac shows the iPhone's compact and minimal presentations (HIG Live Activities › macOS,
/// shared/seeds/001), whose shape is the Dynamic Island's: "The Dynamic Island uses a corner radius
/// of 44 points" (› Specifications), which on a view shorter than 88 pt rounds each end into a
/// half circle. So every compact and minimal frame in the menu bar has radius min(44, height / 2).
@Suite struct MenuBarCornerTests {
    @Test(arguments: [Presentation.compactLeading, .compactTrailing, .minimalAttached, .minimalDetached])
    func menuBarViewsHaveTheIslandsCorners(p: Presentation) throws {
        let g = PresentationGeometry(device: device("mac-macbook-air-13-m3"))
        let f = try #require(g.frame(for: p))
        #expect(f.cornerRadiusPt == min(44, f.frame.height / 2), "\(p): radius \(f.cornerRadiusPt), height \(f.frame.height)")
    }
}
