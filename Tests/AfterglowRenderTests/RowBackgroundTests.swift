import AfterglowKit
import AfterglowRender
import Foundation
import Testing

/// The renderer's `RowBackground` lets the power analyzer sum the tiles no item touched from the
/// wallpaper's rows instead of reading them. That is only sound if every pixel outside the painted
/// rects really is its row's colour: checked here on real frames (every example activity and a
/// notification on the Lock Screen of a phone and an iPad, light and dark, awake, mid-ramp and in Always On,
/// with emoji) against a full read of the same pixels.
@Suite struct RowBackgroundTests {
    static let notes = [SceneNotification(id: "n1", appName: "Messages", title: "Ana 🎉", body: "See you at 8 — bring the 📦"),
                        SceneNotification(id: "n2", appName: "Mail", title: "Invoice", body: "Your receipt from Pho Saigon")]

    static func states() throws -> [(String, SceneState)] {
        var out: [(String, SceneState)] = []
        let activities = try ExampleActivities.all()
        for id in ["iphone-16-pro", "ipad-pro-11-4th-gen"] {
            for appearance in [Appearance.light, .dark] {
                for level in [0.0, 0.375, 1] {
                    var s = SceneState(device: TestDevices.named(id), activities: activities, notifications: notes,
                                       appearance: appearance, alwaysOn: level, locked: true, now: ExampleActivities.now,
                                       wallClock: ExampleActivities.wallClock, measurer: ExampleActivities.measurer)
                    s.surface = .lockScreen
                    out.append(("\(id) \(appearance) level \(level)", s))
                }
            }
        }
        return out
    }

    /// The painted rects cover every pixel that differs from its row: the analyzer's sums with the
    /// background equal a full read's, channel by channel and tile by tile, and it reads fewer pixels.
    @Test func analysisFromRowsMatchesAFullRead() throws {
        var hinted = 0
        for (name, state) in try Self.states() {
            let list = SceneComposer().compose(state)
            var buffer = PixelBuffer(width: list.pixelWidth, height: list.pixelHeight)
            let renderer = CairoRenderer()
            guard let background = renderer.renderReportingBackground(list, into: &buffer, damage: nil) else { continue }
            hinted += 1
            // Every pixel outside the painted rects is its row's colour (the invariant itself).
            var painted = [Bool](repeating: false, count: buffer.width * buffer.height)
            for r in background.painted { for y in r.y..<(r.y + r.height) { for x in r.x..<(r.x + r.width) { painted[y * buffer.width + x] = true } } }
            var stray = 0
            for y in 0..<buffer.height { for x in 0..<buffer.width where !painted[y * buffer.width + x] && buffer[x, y] != background.rows[y] { stray += 1 } }
            #expect(stray == 0, "\(name): \(stray) pixels outside the painted rects differ from their row")

            var full = PixelPowerAnalyzer(width: buffer.width, height: buffer.height)
            var fast = PixelPowerAnalyzer(width: buffer.width, height: buffer.height)
            let a = full.analyze(buffer, damage: nil)
            let b = fast.analyze(buffer, damage: nil, background: background)
            #expect(a == b, "\(name)")
            #expect(full.tileLuminance() == fast.tileLuminance(), "\(name)")
            #expect(fast.lastPixelsRead < full.lastPixelsRead, "\(name): \(fast.lastPixelsRead) of \(full.lastPixelsRead) read")
        }
        // The Lock Screen's wallpaper is a vertical gradient: every state above has rows.
        #expect(hinted == 12)
    }

    /// Damage, or a first item that is not a whole-frame wallpaper, gives no background: the
    /// pixels outside the damage were not drawn this frame.
    @Test func onlyAWholeFrameOverRowsReportsOne() throws {
        let (_, state) = try #require(try Self.states().first)
        let list = SceneComposer().compose(state)
        var buffer = PixelBuffer(width: list.pixelWidth, height: list.pixelHeight)
        let renderer = CairoRenderer()
        #expect(renderer.renderReportingBackground(list, into: &buffer, damage: [PixelRect(x: 0, y: 0, width: 100, height: 100)]) == nil)
        var noWallpaper = list
        noWallpaper.items.removeAll { $0.id.hasPrefix("wallpaper") }
        #expect(renderer.renderReportingBackground(noWallpaper, into: &buffer, damage: nil) == nil)
        #expect(renderer.renderReportingBackground(list, into: &buffer, damage: nil)?.rows.count == buffer.height)
    }

    /// The analyzer trusts the background: a pixel changed outside the painted rects is not seen.
    /// (Why the invariant above must hold, and that the rows really replace the read.)
    @Test func untouchedTilesAreNotRead() throws {
        let (_, state) = try #require(try Self.states().first)
        let list = SceneComposer().compose(state)
        var buffer = PixelBuffer(width: list.pixelWidth, height: list.pixelHeight)
        let background = try #require(CairoRenderer().renderReportingBackground(list, into: &buffer, damage: nil))
        var painted = Set<Int>()
        let ts = PixelPowerAnalyzer.tileSize
        for r in background.painted { for ty in (r.y / ts)...((r.y + r.height - 1) / ts) { for tx in (r.x / ts)...((r.x + r.width - 1) / ts) { painted.insert(ty * 1000 + tx) } } }
        // A tile no item touched: (tx, ty) with nothing painted.
        let free = try #require((0..<(buffer.height / ts)).lazy.flatMap { ty in (0..<(buffer.width / ts)).map { (ty, $0) } }.first { !painted.contains($0.0 * 1000 + $0.1) })
        buffer[free.1 * ts, free.0 * ts] = 0xFFFF_FFFF
        var full = PixelPowerAnalyzer(width: buffer.width, height: buffer.height)
        var fast = PixelPowerAnalyzer(width: buffer.width, height: buffer.height)
        #expect(full.analyze(buffer, damage: nil) != fast.analyze(buffer, damage: nil, background: background))
    }
}
