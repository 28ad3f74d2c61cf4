import AfterglowKit
import AfterglowRender
import Testing

/// `PixelRect(covering:scale:)` turns layout rects (points) into pixel rects for damage and crops.
/// A degenerate rect — infinite or NaN from a bad layout — must clamp, never trap (a real
/// Live Activity with `.frame(width: .infinity)` crashed `screenshot --widget` this way).
@Suite struct PixelRectCoveringTests {
    @Test func roundsOutwardsAtScale() {
        let p = PixelRect(covering: Rect(x: 1.2, y: 0.5, width: 10, height: 3.4), scale: 3)
        #expect(p.x == 3 && p.y == 1)
        #expect(p.width == 31 && p.height == 11)   // x 3.6…33.6 rounds out to 3…34; y 1.5…11.7 to 1…12
    }

    @Test func nonFiniteRectsClampInsteadOfTrapping() {
        let wide = PixelRect(covering: Rect(x: 0, y: 0, width: .infinity, height: 10), scale: 3)
        #expect(wide.x == 0 && wide.width == 1 << 24 && wide.height == 30)
        let nan = PixelRect(covering: Rect(x: .nan, y: 0, width: 5, height: .nan), scale: 2)
        #expect(nan.width >= 0 && nan.height >= 0)
        // Cropping to such a rect stays inside the buffer.
        let buf = PixelBuffer(width: 8, height: 4, fill: 0).cropped(to: wide)
        #expect(buf.width == 8 && buf.height == 4)
    }
}
