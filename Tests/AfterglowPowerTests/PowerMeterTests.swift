import AfterglowTestSupport
import Testing
@testable import AfterglowKit
@testable import AfterglowDisplay
@testable import AfterglowPower
@testable import AfterglowTime

@Suite("Panel power from pixels")
struct PowerMeterTests {
    /// Seeded, so a failure replays exactly; several seeds for coverage.
    @Test("damage-limited analysis equals a full pass", arguments: [1, 2, 3] as [UInt64])
    func incrementalEqualsFull(seed: UInt64) {
        var b = PixelBuffer(width: 200, height: 150, fill: 0xFF10_2030)
        var inc = PixelPowerAnalyzer(width: 200, height: 150)
        _ = inc.analyze(b, damage: nil)
        var rng = SeededRandom(seed: seed)
        for _ in 0..<20 {
            let r = PixelRect(x: Int.random(in: 0..<190, using: &rng), y: Int.random(in: 0..<140, using: &rng), width: 10, height: 10)
            for y in r.y..<(r.y + r.height) { for x in r.x..<(r.x + r.width) { b[x, y] = UInt32.random(in: 0...UInt32.max, using: &rng) | 0xFF00_0000 } }
            let a = inc.analyze(b, damage: [r])
            #expect(inc.lastPixelsRead < 200 * 150)
            var full = PixelPowerAnalyzer(width: 200, height: 150)
            #expect(full.analyze(b, damage: nil) == a)
        }
    }

    /// A full frame is read by several workers (dimming, waking): the sums, the tile luminances and
    /// the pixels read must be exactly those of one worker, however the bands are split.
    @Test("a large read split over workers equals one worker", arguments: [2, 5] as [Int])
    func parallelEqualsSerial(workers: Int) {
        var rng = SeededRandom(seed: UInt64(workers))
        // 1206 × 2622 (iPhone 16 Pro): rows of one colour with random noise and partial edge tiles.
        var b = PixelBuffer(width: 1206, height: 2622, fill: 0)
        for y in 0..<b.height {
            let row = UInt32.random(in: 0...UInt32.max, using: &rng) | 0xFF00_0000
            for x in 0..<b.width { b[x, y] = Int.random(in: 0..<10, using: &rng) == 0 ? UInt32.random(in: 0...UInt32.max, using: &rng) : row }
        }
        var one = PixelPowerAnalyzer(width: b.width, height: b.height, parallelism: 1)
        var many = PixelPowerAnalyzer(width: b.width, height: b.height, parallelism: workers)
        #expect(one.analyze(b, damage: nil) == many.analyze(b, damage: nil))
        #expect(one.tileLuminance() == many.tileLuminance())
        #expect(one.lastPixelsRead == b.width * b.height && many.lastPixelsRead == one.lastPixelsRead)
        // A large damage rect (above the parallel threshold) and a small one after it.
        for r in [PixelRect(x: 10, y: 300, width: 1100, height: 900), PixelRect(x: 5, y: 7, width: 40, height: 30)] {
            for y in r.y..<(r.y + r.height) { for x in r.x..<(r.x + r.width) where (x ^ y) & 7 == 0 { b[x, y] = UInt32.random(in: 0...UInt32.max, using: &rng) } }
            #expect(one.analyze(b, damage: [r]) == many.analyze(b, damage: [r]))
            #expect(one.lastPixelsRead == many.lastPixelsRead)
            var full = PixelPowerAnalyzer(width: b.width, height: b.height, parallelism: workers)
            #expect(full.analyze(b, damage: nil) == many.analyze(b, damage: [r]))
        }
    }

    @Test("lit share counts non-black pixels; black costs only static and refresh")
    func litShare() {
        var b = PixelBuffer(width: 100, height: 100)
        for x in 0..<100 { for y in 0..<25 { b[x, y] = 0xFFFF_FFFF } }
        var a = PixelPowerAnalyzer(width: 100, height: 100)
        let r = a.analyze(b, damage: nil)
        #expect(r.litShare == 0.25)
        #expect(abs(r.meanR - 0.25) < 1e-9)
        let m = PanelPowerModel(panel: PowerFixtures.phone.panel)
        let p = m.panel
        #expect(m.totalMilliwatts(emissionAtTypical: 0, nits: 180, hz: 1) == p.staticMilliwatts + p.refreshMilliwattsPerHz)
        #expect(m.totalMilliwatts(emissionAtTypical: 500, nits: 0, hz: 0) == 0)
        // Emission scales with luminance.
        let e = m.emissionMilliwatts(meanLinear: r.meanR, r.meanG, r.meanB)
        #expect(abs(m.totalMilliwatts(emissionAtTypical: e, nits: p.typicalNits / 2, hz: 0) - p.staticMilliwatts - e / 2) < 1e-9)
    }

    @Test("burn-in: exposure accumulates and content lit in one place too long is flagged")
    func burnIn() {
        var b = BurnInTracker(tilesX: 2, tilesY: 1, litThresholdNits: 1, flagAfter: .seconds(600))
        b.record(tileLuminance: [0.5, 0], nits: 100, from: .zero, to: Timestamp(seconds: 300))
        #expect(b.flagged.isEmpty && b.exposure[0] == 0.5 * 100 * 300)
        b.record(tileLuminance: [0.5, 0], nits: 100, from: Timestamp(seconds: 300), to: Timestamp(seconds: 601))
        #expect(b.flagged.keys.sorted() == [0])
        #expect(b.flagged[0] == Timestamp(seconds: 600))
        var c = BurnInTracker(tilesX: 1, tilesY: 1, flagAfter: .seconds(600))
        c.record(tileLuminance: [0.5], nits: 100, from: .zero, to: Timestamp(seconds: 400))
        c.interrupt()
        c.record(tileLuminance: [0.5], nits: 100, from: Timestamp(seconds: 400), to: Timestamp(seconds: 800))
        #expect(c.flagged.isEmpty)
    }

    @Test("energy is integrated per state")
    func ledger() {
        var l = EnergyLedger()
        l.add(state: .interactive, seconds: 2, milliwatts: 500, litShare: 1, hz: 120)
        l.add(state: .alwaysOn, seconds: 10, milliwatts: 80, litShare: 0.2, hz: 1)
        #expect(l.entries[.interactive]?.millijoules == 1000)
        #expect(l.entries[.alwaysOn]?.averageMilliwatts == 80)
        #expect(l.entries[.alwaysOn]?.refreshes == 10)
        #expect(l.totalMillijoules == 1800)
    }
}
