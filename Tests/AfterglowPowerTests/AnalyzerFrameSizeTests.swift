import AfterglowDisplay
@testable import AfterglowPower
import Testing

/// The power pass reads a frame through raw pointers sized by the analyzer, so a frame of another
/// shape must stop the process rather than be summed as if it were the analyzer's: 64 × 32 pixels
/// into a 32 × 64 analyzer is the same number of pixels — nothing would be read out of bounds,
/// and every tile sum would be wrong without a word (from the seed-173 sample's Power survivor, issue
/// 30, session 16: the size check removed passed every test).
@Suite struct AnalyzerFrameSizeTests {
    @Test func aFrameOfAnotherShapeStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            var analyzer = PixelPowerAnalyzer(width: 32, height: 64)
            _ = analyzer.analyze(PixelBuffer(width: 64, height: 32), damage: nil)
        }
    }
}
