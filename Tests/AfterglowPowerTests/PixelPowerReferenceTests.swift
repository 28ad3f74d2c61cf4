import AfterglowTestSupport
import Testing
@testable import AfterglowKit
@testable import AfterglowDisplay
@testable import AfterglowPower

/// The analyzer's run-skipping pass against a straightforward per-pixel reference.
@Suite("Pixel power analyzer vs reference")
struct PixelPowerReferenceTests {
    /// Per tile Σ linear R, G, B and lit count, one pixel at a time.
    func reference(_ b: PixelBuffer) -> (r: UInt64, g: UInt64, b: UInt64, lit: UInt64, tiles: [Double]) {
        let ts = PixelPowerAnalyzer.tileSize, lut = PanelPowerModel.linearTable
        let tx = (b.width + ts - 1) / ts, ty = (b.height + ts - 1) / ts
        var tr = [UInt64](repeating: 0, count: tx * ty), tg = tr, tb = tr, n = tr
        var lit: UInt64 = 0
        for y in 0..<b.height {
            for x in 0..<b.width {
                let p = b[x, y], k = (y / ts) * tx + x / ts
                tr[k] += UInt64(lut[Int((p >> 16) & 0xFF)]); tg[k] += UInt64(lut[Int((p >> 8) & 0xFF)]); tb[k] += UInt64(lut[Int(p & 0xFF)])
                n[k] += 1
                if p & 0x00FF_FFFF != 0 { lit += 1 }
            }
        }
        let tiles = tr.indices.map { k in
            (0.2126 * Double(tr[k]) + 0.7152 * Double(tg[k]) + 0.0722 * Double(tb[k])) / (Double(n[k]) * PanelPowerModel.linearScale)
        }
        return (tr.reduce(0, +), tg.reduce(0, +), tb.reduce(0, +), lit, tiles)
    }

    /// Runs of random length (1…70) of random colours, some black, some differing only in alpha.
    func runs(width: Int, height: Int, seed: UInt64) -> PixelBuffer {
        var rng = SplitMix(seed: seed)
        var b = PixelBuffer(width: width, height: height, fill: 0)
        var i = 0
        while i < b.pixels.count {
            let len = Int(rng.next() % 70) + 1
            let kind = rng.next() % 4
            let colour: UInt32 = kind == 0 ? 0 : UInt32(truncatingIfNeeded: rng.next())
            for j in i..<min(b.pixels.count, i + len) {
                // Alpha varies inside a run: the colour bytes alone decide the cost.
                b.pixels[j] = (colour & 0x00FF_FFFF) | (UInt32(truncatingIfNeeded: rng.next()) & 0xFF00_0000)
            }
            i += len
        }
        return b
    }

    @Test(arguments: [(203, 77, 1 as UInt64), (32, 32, 2), (1, 5, 3), (97, 64, 4), (1179, 40, 5)])
    func equalsPerPixelReference(width: Int, height: Int, seed: UInt64) {
        let b = runs(width: width, height: height, seed: seed)
        var a = PixelPowerAnalyzer(width: width, height: height)
        let got = a.analyze(b, damage: nil)
        let ref = reference(b)
        let n = Double(width * height), s = PanelPowerModel.linearScale
        #expect(got.meanR == Double(ref.r) / s / n)
        #expect(got.meanG == Double(ref.g) / s / n)
        #expect(got.meanB == Double(ref.b) / s / n)
        #expect(got.litShare == Double(ref.lit) / n)
        #expect(a.tileLuminance() == ref.tiles)
    }

    /// Damage in two places of the same band of tiles, with clean tiles between and after them:
    /// the band's dirty spans are found once for all its rows, and each is read on every row.
    @Test func separateDamageInOneBandEqualsReference() {
        var b = runs(width: 300, height: 70, seed: 6)
        var a = PixelPowerAnalyzer(width: 300, height: 70)
        _ = a.analyze(b, damage: nil)
        let changed = runs(width: 300, height: 70, seed: 7)
        // Tiles 0 and 3–4 of the second band (rows 32–63) change; tiles 1–2 and 5–9 do not.
        let rects = [PixelRect(x: 5, y: 40, width: 20, height: 10), PixelRect(x: 100, y: 33, width: 50, height: 30)]
        for r in rects { for y in r.y..<(r.y + r.height) { for x in r.x..<(r.x + r.width) { b[x, y] = changed[x, y] } } }
        let got = a.analyze(b, damage: rects), ref = reference(b), n = Double(300 * 70), s = PanelPowerModel.linearScale
        #expect(a.lastPixelsRead == 3 * 32 * 32)
        #expect(got.meanR == Double(ref.r) / s / n && got.meanG == Double(ref.g) / s / n && got.meanB == Double(ref.b) / s / n)
        #expect(got.litShare == Double(ref.lit) / n)
        #expect(a.tileLuminance() == ref.tiles)
    }

    /// A column's tile is found by a shift.
    @Test func tileShiftIsTheLogOfTheTileSize() {
        #expect(1 << PixelPowerAnalyzer.tileShift == PixelPowerAnalyzer.tileSize)
    }

    @Test func uniformAndGradientRowsEqualReference() {
        var b = PixelBuffer(width: 130, height: 70, fill: 0xFF33_6699)
        for y in 0..<70 { for x in 0..<130 { b[x, y] = 0xFF00_0000 | UInt32(y * 3) << 16 | UInt32(255 - y) } }
        b[129, 69] = 0xFF00_0001  // the very last pixel differs from its run
        var a = PixelPowerAnalyzer(width: 130, height: 70)
        let got = a.analyze(b, damage: nil), ref = reference(b), n = Double(130 * 70)
        #expect(got.meanB == Double(ref.b) / PanelPowerModel.linearScale / n)
        #expect(got.meanR == Double(ref.r) / PanelPowerModel.linearScale / n)
        #expect(got.litShare == Double(ref.lit) / n)
    }
}

/// Deterministic generator so a failure reproduces.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
