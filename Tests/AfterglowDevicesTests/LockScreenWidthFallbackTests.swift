import AfterglowKit
import AfterglowTestSupport
import Testing
@testable import AfterglowDevices

/// Where a profile gives no width for the Lock Screen presentation.
@Suite struct LockScreenWidthFallbackTests {
    /// A phone without the Dynamic Island (and no `lockScreen` section): the HIG table's Lock
    /// Screen width is the expanded width, 371 pt on the 393 pt screens, i.e. the screen less
    /// 11 pt a side — so a made-up island-less iPhone 16 (393 pt) gets 393 − 2 × 11 = 371 pt,
    /// centred at x = 11, and a 402 pt one 380 pt.
    @Test func anIslandlessPhoneUsesTheScreenLessElevenPointsASide() throws {
        var phone = device("iphone-16")
        #expect(phone.screen.widthPt == 393)
        phone.dynamicIsland = nil
        let g = PresentationGeometry(device: phone)
        #expect(g.lockScreenWidth == 371)
        let f = try #require(g.frame(for: .lockScreen))
        #expect(f.frame.minX == 11 && f.frame.width == 371)
        var wide = device("iphone-16-pro")
        wide.dynamicIsland = nil
        #expect(PresentationGeometry(device: wide).lockScreenWidth == 402 - 22)
        // With an island, the island's expanded width (the table's 371 pt on a 16 Pro's 402 pt).
        #expect(PresentationGeometry(device: device("iphone-16-pro")).lockScreenWidth == 371)
    }

    /// A CarPlay size index outside the table's three rows is clamped to the nearest row: below
    /// the first is 240 × 78, past the last is 170 × 78 (seeds/001 › CarPlay dimensions).
    @Test func aCarPlayIndexOutsideTheTableIsClamped() throws {
        let g = PresentationGeometry(device: device("iphone-16-pro"))
        let below = try #require(g.frame(for: .carPlay, carPlayIndex: -1))
        let past = try #require(g.frame(for: .carPlay, carPlayIndex: 3))
        let last = try #require(g.frame(for: .carPlay, carPlayIndex: 2))
        #expect(below.frame.size == Size(width: 240, height: 78))
        #expect(past.frame.size == Size(width: 170, height: 78) && last.frame.size == past.frame.size)
    }
}
