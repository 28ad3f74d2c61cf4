import Testing
@testable import AfterglowDisplay
@testable import AfterglowPower

/// The analyzer skips runs of one colour 32 and 4 pixels at a time; a run broken by one pixel one
/// level off in one channel must still be seen, wherever in the run that pixel sits (issue 30: a
/// vector load moved by one byte missed a blue-only change at one position, and random colours,
/// which differ in every byte, never showed it). Every position of a 96 × 1 grey run, each
/// channel in turn, against the per-pixel reference (`PixelPowerReferenceTests.reference`).
@Suite struct RunSkippingSinglePixelTests {
    @Test func oneChannelOneLevelOffIsSeenAtEveryPosition() {
        // Alpha 0xFF, 0 and 0x40 (every byte of the pixel alike): the alpha byte must not be what
        // breaks a run, nor hide a misread one.
        for grey: UInt32 in [0xFF40_4040, 0x0040_4040, 0x4040_4040] { for shift: UInt32 in [0, 8, 16] {
            for pos in 0..<96 {
                var b = PixelBuffer(width: 96, height: 1, fill: grey)
                b.pixels[pos] = grey ^ (1 << shift)
                var a = PixelPowerAnalyzer(width: 96, height: 1)
                let got = a.analyze(b, damage: nil)
                let ref = PixelPowerReferenceTests().reference(b)
                let s = PanelPowerModel.linearScale
                #expect(got.meanR == Double(ref.r) / s / 96 && got.meanG == Double(ref.g) / s / 96 && got.meanB == Double(ref.b) / s / 96,
                        "alpha \(grey >> 24), channel shift \(shift), pixel \(pos)")
            }
        } }
    }

    /// A block of 2–8 pixels in a row, each one level off in one channel, breaking a run anywhere:
    /// the 4-pixel step must stop at the block, not take four pixels that all differ from the run
    /// by the same single bit (a test against 1 instead of 0 would; seed 239's survivor).
    @Test func aBlockOfPixelsOneLevelOffIsSeenAtEveryPosition() {
        let grey: UInt32 = 0xFF40_4040
        for shift: UInt32 in [0, 8, 16] { for length in 2...8 { for pos in 0..<(64 - length) {
            var b = PixelBuffer(width: 64, height: 1, fill: grey)
            for k in pos..<(pos + length) { b.pixels[k] = grey ^ (1 << shift) }
            var a = PixelPowerAnalyzer(width: 64, height: 1)
            let got = a.analyze(b, damage: nil)
            let ref = PixelPowerReferenceTests().reference(b)
            let s = PanelPowerModel.linearScale
            #expect(got.meanR == Double(ref.r) / s / 64 && got.meanG == Double(ref.g) / s / 64 && got.meanB == Double(ref.b) / s / 64,
                    "channel shift \(shift), \(length) pixels at \(pos)")
        } } }
    }

    /// Before it has read a frame an analyzer has read nothing: no light, nothing lit.
    @Test func aFreshAnalyzerHasReadNothing() {
        let a = PixelPowerAnalyzer(width: 65, height: 33, parallelism: 1)
        #expect(a.totals == PixelPowerAnalyzer.Result(meanR: 0, meanG: 0, meanB: 0, litShare: 0))
        #expect(a.tileLuminance().allSatisfy { $0 == 0 })
    }
}

/// Damage may reach past the frame (a rect grown by a pixel for anti-aliasing at the edge): on a
/// 64 × 64 frame, whose sides are whole tiles, a change in the bottom-right tile with damage
/// running 40 px past the right and bottom edges is read like a full pass, and nothing outside
/// the frame is touched.
@Suite struct AnalyzerDamagePastTheEdgeTests {
    @Test func damagePastTheEdgesIsClipped() {
        var frame = PixelBuffer(width: 64, height: 64)
        var inc = PixelPowerAnalyzer(width: 64, height: 64, parallelism: 1)
        _ = inc.analyze(frame, damage: nil)
        frame[63, 63] = PixelBuffer.pack(r: 255, g: 255, b: 255)
        frame[63, 0] = PixelBuffer.pack(r: 0, g: 0, b: 255)
        let damaged = inc.analyze(frame, damage: [PixelRect(x: 40, y: 40, width: 64, height: 64), PixelRect(x: 60, y: -10, width: 50, height: 20)])
        var full = PixelPowerAnalyzer(width: 64, height: 64, parallelism: 1)
        #expect(damaged == full.analyze(frame, damage: nil))
        #expect(inc.lastPixelsRead <= 64 * 64)
    }
}
