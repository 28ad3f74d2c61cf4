import AfterglowGeometry
import Testing
@testable import AfterglowDisplay
@testable import AfterglowScheduler

/// A rect under a point wide or tall (a hairline divider, a 1 pt progress bar) is damage like
/// any other: only an empty rect (no width or no height) is dropped. Worked by hand: (10, 10)
/// sized 0.5 × 1 pt at @3x covers pixels 30…31.5 × 30…33, grown 1 px and rounded out: 29…33 × 29…34.
@Suite struct PixelDamageHairlineTests {
    @Test func aRectUnderAPointIsDamage() {
        let d = DamageTracker.pixelDamage([Rect(x: 10, y: 10, width: 0.5, height: 1)], scale: 3, width: 300, height: 300)
        #expect(!d.full && d.rects == [PixelRect(x: 29, y: 29, width: 4, height: 5)])
        // 1 × 0.25 pt at @1x: pixels 10…11 × 10…10.25, grown to 9…12 × 9…12.
        let e = DamageTracker.pixelDamage([Rect(x: 10, y: 10, width: 1, height: 0.25)], scale: 1, width: 300, height: 300)
        #expect(e.rects == [PixelRect(x: 9, y: 9, width: 3, height: 3)])
    }
}
