import AfterglowKit
@testable import AfterglowRender
import Foundation
import Testing

/// A whole frame's items are drawn in bands of rows side by side (`CairoRenderer.bandCount`).
/// The bands must not show: the same pixels as one pass, for any band count, for a whole frame and
/// for large damage, with the same `RowBackground` invariant; and renderers on several threads,
/// each drawing in bands, must neither deadlock nor disturb each other.
@Suite struct BandRenderingTests {
    static func states() throws -> [(String, SceneState)] {
        let activities = try ExampleActivities.all()
        return try [("iphone-16-pro", Appearance.dark, 0.0), ("iphone-16-pro", .light, 0.375), ("ipad-pro-11-4th-gen", .dark, 0.625)].map { id, appearance, level in
            var s = SceneState(device: TestDevices.named(id), activities: activities, notifications: RowBackgroundTests.notes,
                               appearance: appearance, alwaysOn: level, locked: true, now: ExampleActivities.now,
                               wallClock: ExampleActivities.wallClock, measurer: ExampleActivities.measurer)
            s.surface = .lockScreen
            _ = try #require(s.activities.first)
            return ("\(id) \(appearance) level \(level)", s)
        }
    }

    static func render(_ list: DisplayList, bands: Int, damage: [PixelRect]?, over base: PixelBuffer? = nil) -> (PixelBuffer, RowBackground?) {
        var buffer = base ?? PixelBuffer(width: list.pixelWidth, height: list.pixelHeight)
        let renderer = CairoRenderer()
        renderer.bandCount = bands
        let background = renderer.renderReportingBackground(list, into: &buffer, damage: damage)
        return (buffer, background)
    }

    @Test func bandsDrawTheSamePixelsAsOnePass() throws {
        for (name, state) in try Self.states() {
            let list = SceneComposer().compose(state)
            let (one, _) = Self.render(list, bands: 1, damage: nil)
            for bands in [2, 3, 4, 7] {
                let (banded, _) = Self.render(list, bands: bands, damage: nil)
                #expect(Self.differing(banded, one) == 0, "\(name): \(bands) bands differ from one pass")
            }
        }
    }

    /// Damage of two large rects (over `parallelBandMinPixels`, so drawn in bands) over an earlier
    /// frame: inside it the pixels are one pass's, outside it the earlier frame's.
    @Test func bandsKeepToTheDamage() throws {
        let (name, state) = try #require(try Self.states().first)
        let list = SceneComposer().compose(state)
        var other = state
        other.alwaysOn = 1
        let (earlier, _) = Self.render(SceneComposer().compose(other), bands: 1, damage: nil)
        let w = list.pixelWidth, h = list.pixelHeight
        let damage = [PixelRect(x: 0, y: h / 8, width: w, height: h / 4), PixelRect(x: w / 4, y: h / 2, width: w / 2, height: h / 3)]
        #expect(damage.reduce(0) { $0 + $1.width * $1.height } >= CairoRenderer.parallelBandMinPixels)
        let (one, _) = Self.render(list, bands: 1, damage: damage, over: earlier)
        let (banded, _) = Self.render(list, bands: 4, damage: damage, over: earlier)
        #expect(Self.differing(banded, one) == 0, "\(name)")
        // The damage really was drawn: some pixels inside it changed from the earlier frame.
        #expect(Self.differing(one, earlier) > 0)
    }

    /// The split: `count` bands of whole rows covering the rects' extent exactly, or one pass for
    /// a small damage.
    @Test func bandsTileTheExtent() {
        let rects = [PixelRect(x: 10, y: 100, width: 1000, height: 700), PixelRect(x: 200, y: 900, width: 500, height: 1000)]
        let bands = CairoRenderer.bands(for: rects, count: 3)
        #expect(bands?.count == 3)
        #expect(bands?.first?.y == 100)
        #expect(bands.map { $0.reduce(0) { $0 + $1.height } } == 1800)
        #expect(bands?.allSatisfy { $0.x == 10 && $0.width == 1000 } == true)
        if let bands { for (a, b) in zip(bands, bands.dropFirst()) { #expect(a.y + a.height == b.y) } }
        #expect(CairoRenderer.bands(for: [PixelRect(x: 0, y: 0, width: 100, height: 100)], count: 4) == nil)
        #expect(CairoRenderer.bands(for: rects, count: 1) == nil)
    }

    /// A band edge never cuts text, a symbol or an image: it moves to the nearer end of the
    /// item's rows (within half a band) or is dropped.
    @Test func bandEdgesStepAroundText() {
        let rects = [PixelRect(x: 0, y: 0, width: 1000, height: 2000)]
        // Ideal edges at 500, 1000, 1500; a glyph's rows 480..<530 hold the first (nearer end 480),
        // 700..<1300 the second (both ends 300 rows away, over half a band: dropped).
        let bands = CairoRenderer.bands(for: rects, count: 4, keepingWhole: { [480..<530, 700..<1300] })
        #expect(bands?.map(\.y) == [0, 480, 1500])
        #expect(bands?.map(\.height) == [480, 1020, 500])
        // Items: a 40 pt symbol at y 100 pt on a @3x list keeps rows 100·3 − 10·3 − 2 … 140·3 + 10·3 + 2.
        let list = DisplayList(size: Size(width: 100, height: 400), scale: 3, background: .black, items: [
            DisplayItem(id: "s", bounds: Rect(x: 10, y: 100, width: 40, height: 40), command: .symbol("heart.fill", color: .white)),
            DisplayItem(id: "r", bounds: Rect(x: 0, y: 0, width: 100, height: 400), command: .roundedRect(Rect(x: 0, y: 0, width: 100, height: 400), cornerRadius: 8, fill: .white)),
        ])
        #expect(CairoRenderer.unsplittableRows(list) == [268..<452])
    }

    /// The notification centre's app icons are symbols at rows a plain split by 8 would cut (found by
    /// a golden): drawn in 2 to 9 bands, every pixel is one pass's.
    @Test func notificationCentreInAnyNumberOfBands() throws {
        var s = try #require(try Self.states().first).1
        s.surface = .notificationCenter; s.locked = false; s.alwaysOn = 0
        let list = SceneComposer().compose(s)
        let (one, _) = Self.render(list, bands: 1, damage: nil)
        for bands in 2...9 {
            let (banded, _) = Self.render(list, bands: bands, damage: nil)
            #expect(Self.differing(banded, one) == 0, "\(bands) bands")
        }
    }

    @Test func rowBackgroundInvariantHoldsInBands() throws {
        for (name, state) in try Self.states() {
            let list = SceneComposer().compose(state)
            let (buffer, bg) = Self.render(list, bands: 3, damage: nil)
            let background = try #require(bg, "\(name): the Lock Screen's wallpaper has rows")
            var painted = [Bool](repeating: false, count: buffer.width * buffer.height)
            for r in background.painted { for y in r.y..<(r.y + r.height) { for x in r.x..<(r.x + r.width) { painted[y * buffer.width + x] = true } } }
            var stray = 0
            for y in 0..<buffer.height { for x in 0..<buffer.width where !painted[y * buffer.width + x] && buffer[x, y] != background.rows[y] { stray += 1 } }
            #expect(stray == 0, "\(name): \(stray) pixels outside the painted rects differ from their row")
        }
    }

    /// Two renderers on two threads, each drawing whole frames in bands (each frame holds the
    /// process-wide glyph lock; its bands share the frame's own): both finish, with one pass's pixels.
    @Test func renderersOnSeveralThreadsEachDrawInBands() throws {
        let lists = try Self.states().prefix(2).map { SceneComposer().compose($0.1) }
        let expected = lists.map { Self.render($0, bands: 1, damage: nil).0.pixels }
        let results = ResultBox(count: lists.count * 3)
        DispatchQueue.concurrentPerform(iterations: lists.count * 3) { i in
            results.set(i, Self.render(lists[i % lists.count], bands: 4, damage: nil).0.pixels)
        }
        for i in 0..<(lists.count * 3) { #expect(Self.differing(results.get(i), expected[i % lists.count]) == 0, "run \(i)") }
    }

    /// Pixels that differ (printed instead of two 3-million-element arrays when a check fails).
    /// Compared as bytes first: a debug build walks 3 M pixels slowly through generic code.
    static func differing(_ a: PixelBuffer, _ b: PixelBuffer) -> Int { differing(a.pixels, b.pixels) }
    static func differing(_ a: [UInt32], _ b: [UInt32]) -> Int {
        guard a.count == b.count else { return Int.max }
        let same = a.withUnsafeBytes { x in b.withUnsafeBytes { y in memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 } }
        return same ? 0 : zip(a, b).reduce(0) { $0 + ($1.0 != $1.1 ? 1 : 0) }
    }

    private final class ResultBox: @unchecked Sendable {
        private var slots: [[UInt32]]
        private let lock = NSLock()
        init(count: Int) { slots = Array(repeating: [], count: count) }
        func set(_ i: Int, _ v: [UInt32]) { lock.withLock { slots[i] = v } }
        func get(_ i: Int) -> [UInt32] { lock.withLock { slots[i] } }
    }
}
