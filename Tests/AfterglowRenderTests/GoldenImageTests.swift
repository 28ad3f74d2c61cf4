import AfterglowKit
import Testing

@Suite struct GoldenImageTests {
    @Test func toleranceAcceptsSmallShiftsAndRejectsRealChanges() {
        let base = PixelBuffer(width: 100, height: 100, fill: PixelBuffer.pack(r: 100, g: 100, b: 100))
        var nudged = base
        for i in stride(from: 0, to: nudged.pixels.count, by: 7) { nudged.pixels[i] = PixelBuffer.pack(r: 106, g: 96, b: 100) }
        #expect(GoldenImage.compare(nudged, base).0.passes, "within the per-channel tolerance everywhere")

        var few = base
        for i in 0..<20 { few.pixels[i] = PixelBuffer.pack(r: 255, g: 0, b: 0) }   // 0.2 % of pixels
        #expect(GoldenImage.compare(few, base).0.passes)

        var many = base
        for i in 0..<200 { many.pixels[i] = PixelBuffer.pack(r: 255, g: 0, b: 0) }  // 2 %
        let (c, diff) = GoldenImage.compare(many, base)
        #expect(!c.passes && c.differing == 200)
        #expect(diff.map { PixelBuffer.channels($0[0, 0]).r } == 255)

        #expect(!GoldenImage.compare(PixelBuffer(width: 10, height: 10), base).0.passes, "size mismatch fails")
    }
}
