import Testing
@testable import AfterglowDisplay
@testable import AfterglowPower

/// The analyzer's row-background path (`analyze(_:damage:background:)`) and which tiles a damage
/// rect makes it read, on a 70 × 40 frame: 32 px tiles make 3 × 2 tiles, the right column 6 px wide
/// (70 − 64) and the bottom row 8 px tall (40 − 32). Expected sums are counted by hand from the
/// picture each test draws; only white, pure primaries and black are used, whose linear values
/// are exactly 1 and 0 (sRGB 255 → 1, 0 → 0), so the means are plain pixel counts over 2800.
@Suite struct AnalyzerRowBackgroundTests {
    static let w = 70, h = 40, n = 70.0 * 40
    static let white: UInt32 = 0xFFFF_FFFF, green: UInt32 = 0xFF00_FF00, blue: UInt32 = 0xFF00_00FF, black: UInt32 = 0xFF00_0000

    /// Rows 0–9 white, 10–19 green, 20–39 black (alpha 0xFF, as `PixelBuffer` stores them); a
    /// 4 × 4 blue square at (40, 5), inside tile (1, 0), is the only item.
    static func picture() -> (PixelBuffer, RowBackground) {
        let rows = (0..<h).map { y in y < 10 ? white : y < 20 ? green : black }
        var b = PixelBuffer(width: w, height: h)
        for y in 0..<h { for x in 0..<w { b[x, y] = rows[y] } }
        for y in 5..<9 { for x in 40..<44 { b[x, y] = blue } }
        return (b, RowBackground(rows: rows, painted: [PixelRect(x: 40, y: 5, width: 4, height: 4)]))
    }

    /// By hand: red is lit in the 700 white pixels less the 16 blue ones = 684; green in those 684
    /// and the 700 green-row pixels = 1384; blue in 684 + 16 = 700. Lit: rows 0–19, 1400 pixels.
    static let expected = PixelPowerAnalyzer.Result(meanR: 684 / n, meanG: 1384 / n, meanB: 700 / n, litShare: 1400 / n)

    static func close(_ a: PixelPowerAnalyzer.Result, _ b: PixelPowerAnalyzer.Result) -> Bool {
        abs(a.meanR - b.meanR) < 1e-12 && abs(a.meanG - b.meanG) < 1e-12 && abs(a.meanB - b.meanB) < 1e-12 && abs(a.litShare - b.litShare) < 1e-12
    }

    /// Summed from the rows, reading only the painted tile: the hand count, every tile's luminance
    /// as counted (a full read agrees), and 32 × 32 = 1024 pixels read.
    @Test func rowsGiveTheHandCountedSumsReadingOnlyThePaintedTile() {
        let (frame, background) = Self.picture()
        var fast = PixelPowerAnalyzer(width: Self.w, height: Self.h, parallelism: 1)
        let got = fast.analyze(frame, damage: nil, background: background)
        #expect(Self.close(got, Self.expected), "\(got)")
        #expect(fast.lastPixelsRead == 32 * 32)
        // Per tile, Rec. 709 luminance: white is 1, green 0.7152, blue 0.0722, black 0.
        // Top tiles (32 rows): 10 white rows and 10 green rows → (10 + 7.152) / 32; the blue square
        // turns 16 of tile (1, 0)'s 1024 pixels from white to blue. Bottom tiles are black.
        let top = (10 + 10 * 0.7152) / 32
        let lum = fast.tileLuminance()
        #expect(lum.count == 6)
        #expect(abs(lum[0] - top) < 1e-9 && abs(lum[2] - top) < 1e-9)
        #expect(abs(lum[1] - (top - 16 * (1 - 0.0722) / 1024)) < 1e-9)
        #expect(lum[3...].allSatisfy { $0 == 0 })
        var full = PixelPowerAnalyzer(width: Self.w, height: Self.h, parallelism: 1)
        #expect(full.analyze(frame, damage: nil) == got)
        #expect(full.tileLuminance() == lum)
        #expect(full.lastPixelsRead == Self.w * Self.h)
    }

    /// Rows that do not cover the frame (one short) cannot stand for it: a full read instead,
    /// with the same hand-counted sums.
    @Test func rowsOfTheWrongLengthAreIgnored() {
        let (frame, background) = Self.picture()
        var a = PixelPowerAnalyzer(width: Self.w, height: Self.h, parallelism: 1)
        let got = a.analyze(frame, damage: nil, background: RowBackground(rows: Array(background.rows.dropLast()), painted: background.painted))
        #expect(Self.close(got, Self.expected))
        #expect(a.lastPixelsRead == Self.w * Self.h)
    }

    /// After a first frame, a frame summed from its rows replaces every tile's sums: a different
    /// picture (all black rows, nothing painted) reads nothing and is dark.
    @Test func rowsReplaceThePreviousFramesSums() {
        let (frame, background) = Self.picture()
        var a = PixelPowerAnalyzer(width: Self.w, height: Self.h, parallelism: 1)
        _ = a.analyze(frame, damage: nil, background: background)
        let dark = PixelBuffer(width: Self.w, height: Self.h)
        let got = a.analyze(dark, damage: nil, background: RowBackground(rows: .init(repeating: Self.black, count: Self.h), painted: []))
        #expect(got == PixelPowerAnalyzer.Result(meanR: 0, meanG: 0, meanB: 0, litShare: 0))
        #expect(a.lastPixelsRead == 0)
    }

    /// Pixels read for one damage rect after a first full frame, counted from the tile grid:
    /// widths 32, 32, 6 and heights 32, 8.
    static let damageCases: [(PixelRect, Int)] = {
        var c: [(PixelRect, Int)] = []
        // Exactly tile (0, 0): its last pixel is x = 31, so tile 1 is not touched.
        c.append((PixelRect(x: 0, y: 0, width: 32, height: 32), 32 * 32))
        // One pixel in each of the four tiles round (32, 32): 32·32 + 32·32 + 32·8 + 32·8.
        c.append((PixelRect(x: 31, y: 31, width: 2, height: 2), 2 * 32 * 32 + 2 * 32 * 8))
        // The last pixel: tile (2, 1), 6 × 8.
        c.append((PixelRect(x: 69, y: 39, width: 1, height: 1), 6 * 8))
        // Starting above and left of the frame: clipped to tile (0, 0).
        c.append((PixelRect(x: -10, y: -10, width: 12, height: 12), 32 * 32))
        // Wholly right of the frame, or below it, even within the edge tiles' span (x < 96,
        // y < 64), or wholly left of it, or above it: nothing.
        c.append((PixelRect(x: 100, y: 0, width: 5, height: 5), 0))
        c.append((PixelRect(x: 70, y: 0, width: 5, height: 5), 0))
        c.append((PixelRect(x: 0, y: 45, width: 5, height: 5), 0))
        c.append((PixelRect(x: 0, y: 40, width: 5, height: 5), 0))
        c.append((PixelRect(x: -5, y: 0, width: 5, height: 5), 0))
        c.append((PixelRect(x: 0, y: -5, width: 5, height: 5), 0))
        // Empty (no width, or no height) inside tile (1, 0): nothing.
        c.append((PixelRect(x: 40, y: 5, width: 0, height: 4), 0))
        c.append((PixelRect(x: 40, y: 5, width: 4, height: 0), 0))
        // The whole frame: 70 × 40.
        c.append((PixelRect(x: 0, y: 0, width: 70, height: 40), 70 * 40))
        return c
    }()

    @Test(arguments: damageCases)
    func damageReadsTheTilesItTouches(rect: PixelRect, pixels: Int) {
        let (frame, _) = Self.picture()
        var a = PixelPowerAnalyzer(width: Self.w, height: Self.h, parallelism: 1)
        _ = a.analyze(frame, damage: nil)
        #expect(a.lastPixelsRead == 70 * 40)
        let got = a.analyze(frame, damage: [rect])
        #expect(a.lastPixelsRead == pixels, "\(rect)")
        #expect(Self.close(got, Self.expected))
    }

    /// A first frame is read whole even when damage is given: there are no sums to keep yet.
    @Test func aFirstFrameIsReadWholeWhateverTheDamage() {
        let (frame, _) = Self.picture()
        var a = PixelPowerAnalyzer(width: Self.w, height: Self.h, parallelism: 1)
        let got = a.analyze(frame, damage: [PixelRect(x: 0, y: 0, width: 1, height: 1)])
        #expect(a.lastPixelsRead == 70 * 40)
        #expect(Self.close(got, Self.expected))
    }
}
