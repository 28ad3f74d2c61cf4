import AfterglowKit
import AfterglowTestSupport
import Testing

/// "Live Activities start on iPhone or iPad and automatically appear in system locations across a
/// person's devices", CarPlay Dashboard among them (HIG Live Activities, seeds/001, the table of
/// locations): a phone's activity is shown in CarPlay, at the three sizes of › CarPlay dimensions
/// (240x78, 240x100, 170x78); a watch starts none, so it lists no CarPlay frame, nor does a Mac
/// (it shows a paired iPhone's activity in its menu bar).
@Suite struct CarPlayFromThePhoneTests {
    @Test func aPhoneListsTheThreeCarPlaySizesAndAWatchOrMacNone() {
        for id in ["iphone-16-pro", "iphone-15", "iphone-17-pro-max"] {
            let sizes = PresentationGeometry(device: device(id)).allFrames().filter { $0.presentation == .carPlay }
                .map { "\(formatPoints($0.frame.width))x\(formatPoints($0.frame.height))" }
            #expect(sizes == ["240x78", "240x100", "170x78"], "\(id): \(sizes)")
        }
        for id in ["apple-watch-45mm", "mac-macbook-air-13-m3"] {
            #expect(!PresentationGeometry(device: device(id)).allFrames().contains { $0.presentation == .carPlay }, "\(id)")
        }
    }
}
