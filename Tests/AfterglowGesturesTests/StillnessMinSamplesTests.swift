import Testing
@testable import AfterglowGestures
import AfterglowSensing
@testable import AfterglowTime

/// `StillnessWindow.isFull`: "the window spans at least ¾ of `window` in time with `minSamples`
/// or more in it". Exactly `minSamples` (3) samples at 0, 40 and 80 ms span 80 ms ≥ 75 ms of a
/// 100 ms window: full. Two samples spanning the same 80 ms are not (fewer than 3).
@Suite struct StillnessMinSamplesTests {
    static func sample(_ ms: Int64) -> IMUSample {
        IMUSample(timestamp: Timestamp(nanoseconds: ms * 1_000_000), acceleration: Vector3(x: 0, y: 0, z: -1), angularRate: .zero, source: "t")
    }

    @Test func exactlyMinSamplesSpanningThreeQuartersIsFull() {
        var w = StillnessWindow(window: .milliseconds(100))
        #expect(w.minSamples == 3)
        for ms in [0, 40, 80] as [Int64] { w.add(Self.sample(ms)) }
        #expect(w.isFull)
        var two = StillnessWindow(window: .milliseconds(100))
        for ms in [0, 80] as [Int64] { two.add(Self.sample(ms)) }
        #expect(!two.isFull)
    }
}
