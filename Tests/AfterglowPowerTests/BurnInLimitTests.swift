import Foundation
import Testing
@testable import AfterglowDisplay
@testable import AfterglowPower
import AfterglowTime

/// docs/POWER.md › Burn-in: "a tile lit (≥ 1 nit) without a break for 10 minutes is flagged",
/// exposure in nit-seconds, flagged tiles as pixel rects, and a PGM heat map (exposure above,
/// flagged tiles below). Each limit on both sides, figures worked in the test.
@Suite struct BurnInLimitTests {
    static func t(_ s: Double) -> Timestamp { Timestamp(seconds: s) }

    @Test func theDefaultsAreTheDocumentedOnes() {
        let b = BurnInTracker(tilesX: 1, tilesY: 1)
        #expect(b.litThresholdNits == 1 && b.flagAfter == .seconds(600))
    }

    /// A tile at exactly 1 nit (0.01 of 100 nits) for exactly 600 s is flagged at 600 s; one at
    /// 0.99 nit, or lit for 599 s, is not.
    @Test func litAtOneNitForTenMinutesExactlyIsFlagged() {
        var b = BurnInTracker(tilesX: 3, tilesY: 1)
        b.record(tileLuminance: [0.01, 0.0099, 0.5], nits: 100, from: Self.t(0), to: Self.t(599))
        #expect(b.flagged.isEmpty)
        b.record(tileLuminance: [0.01, 0.0099, 0], nits: 100, from: Self.t(599), to: Self.t(600))
        #expect(b.flagged == [0: Self.t(600)])
        // Exposure: 1 nit × 600 s; 0.99 × 600 = 594; tile 2 lit at 50 nits for 599 s = 29 950.
        #expect(abs(b.exposure[0] - 600) < 1e-9 && abs(b.exposure[1] - 594) < 1e-9 && abs(b.exposure[2] - 29_950) < 1e-9)
        #expect(b.peakExposure == b.exposure[2])
    }

    /// A dim interval breaks the run: 300 s lit, 10 s dark, 300 s lit is not flagged (the run
    /// restarts at 310 s and is 300 s long); 290 s more flags it at 310 + 600 = 910 s.
    @Test func aDimIntervalBreaksTheRun() {
        var b = BurnInTracker(tilesX: 1, tilesY: 1)
        b.record(tileLuminance: [0.5], nits: 100, from: Self.t(0), to: Self.t(300))
        b.record(tileLuminance: [0], nits: 100, from: Self.t(300), to: Self.t(310))
        b.record(tileLuminance: [0.5], nits: 100, from: Self.t(310), to: Self.t(610))
        #expect(b.flagged.isEmpty)
        b.record(tileLuminance: [0.5], nits: 100, from: Self.t(610), to: Self.t(1000))
        #expect(b.flagged == [0: Self.t(910)])
        // Flagged once: a later interval keeps the first crossing.
        b.record(tileLuminance: [0.5], nits: 100, from: Self.t(1000), to: Self.t(2000))
        #expect(b.flagged == [0: Self.t(910)])
    }

    /// An empty or backwards interval, or luminance for the wrong number of tiles, adds nothing.
    @Test func emptyIntervalsAndWrongSizesAddNothing() {
        var b = BurnInTracker(tilesX: 2, tilesY: 1, flagAfter: .seconds(1))
        b.record(tileLuminance: [1, 1], nits: 100, from: Self.t(5), to: Self.t(5))
        b.record(tileLuminance: [1, 1], nits: 100, from: Self.t(10), to: Self.t(5))
        b.record(tileLuminance: [1], nits: 100, from: Self.t(0), to: Self.t(50))
        #expect(b.exposure == [0, 0] && b.flagged.isEmpty && b.peakExposure == 0)
    }

    /// Flagged tiles as pixel rects in tile order: on a 3 × 2 grid of 32 px tiles, tile 4 is
    /// column 1, row 1 → (32, 32); tile 2 is column 2, row 0 → (64, 0).
    @Test func flaggedTilesAsPixelRects() {
        var b = BurnInTracker(tilesX: 3, tilesY: 2, flagAfter: .seconds(1))
        b.record(tileLuminance: [0, 0, 1, 0, 1, 0], nits: 10, from: Self.t(0), to: Self.t(2))
        #expect(b.flaggedRects() == [PixelRect(x: 64, y: 0, width: 32, height: 32), PixelRect(x: 32, y: 32, width: 32, height: 32)])
        #expect(b.flaggedRects(tileSize: 10) == [PixelRect(x: 20, y: 0, width: 10, height: 10), PixelRect(x: 10, y: 10, width: 10, height: 10)])
    }

    /// The PGM: header "P5\n3 4\n255\n" (3 × 2 tiles, two copies stacked), grey ∝ exposure with the
    /// peak white (100 → 255, 50 → 127.5 → 128, 25 → 63.75 → 64), then 255 for flagged tiles.
    @Test func heatMapBytes() {
        let map = BurnInMap(tilesX: 3, tilesY: 2, tileSize: 32, exposure: [100, 50, 25, 0, 0, 0], flagged: [0, 5])
        #expect(Array(map.pgm()) == Array("P5\n3 4\n255\n".utf8) + [255, 128, 64, 0, 0, 0] + [255, 0, 0, 0, 0, 255])
        // All dark: no division by zero, all black.
        #expect(Array(BurnInMap(tilesX: 1, tilesY: 1, tileSize: 32, exposure: [0], flagged: []).pgm()) == Array("P5\n1 2\n255\n".utf8) + [0, 0])
    }
}
