import Testing
@testable import AfterglowDisplay
@testable import AfterglowPower

/// Damage-limited analysis equals a full pass (the analyzer's contract) where a frame's last
/// column or row is a tile of its own: 65 × 33 px with 32 px tiles has tiles of 1 px at x = 64
/// and y = 32. A pixel changed there, with damage naming only it, must show in the result.
@Suite struct AnalyzerEdgeTileTests {
    @Test(arguments: [(64, 0), (0, 32), (64, 32)])
    func aChangeInAOnePixelEdgeTileIsRead(x: Int, y: Int) {
        #expect(PixelPowerAnalyzer.tileSize == 32)
        var frame = PixelBuffer(width: 65, height: 33)
        var inc = PixelPowerAnalyzer(width: 65, height: 33, parallelism: 1)
        _ = inc.analyze(frame, damage: nil)
        frame[x, y] = PixelBuffer.pack(r: 255, g: 255, b: 255)
        let damaged = inc.analyze(frame, damage: [PixelRect(x: x, y: y, width: 1, height: 1)])
        var full = PixelPowerAnalyzer(width: 65, height: 33, parallelism: 1)
        let reference = full.analyze(frame, damage: nil)
        #expect(damaged == reference)
        // One white pixel of 65 × 33 = 2145: lit share 1/2145.
        #expect(abs(reference.litShare - 1.0 / 2145) < 1e-12)
    }
}
