import AfterglowKit
import AfterglowTestSupport
import Testing

/// The activity's compact and minimal views sit in the Mac menu bar as its other items do: centred
/// in the bar's height. By hand, MacBook Air 13: a 37 pt bar and the iOS table's 36.67 pt views
/// (HIG Live Activities › macOS: "Use the provided iOS dimensions", seeds/001) leave
/// (37 − 36.67) / 2 = 0.165 pt above and below.
@Suite struct MenuBarItemCentringTests {
    @Test(arguments: [Presentation.compactLeading, .compactTrailing, .minimalAttached, .minimalDetached])
    func theViewIsCentredInTheBarsHeight(p: Presentation) throws {
        let d = device("mac-macbook-air-13-m3")
        let bar = try #require(d.menuBar)
        let f = try #require(PresentationGeometry(device: d).frame(for: p)).frame
        #expect(abs(f.midY - bar.heightPt / 2) < 1e-9, "\(p): \(f)")
        #expect(abs(f.minY - 0.165) < 1e-9 && abs(bar.heightPt - f.maxY - 0.165) < 1e-9, "\(p): \(f)")
    }
}
