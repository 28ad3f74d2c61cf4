import AfterglowKit
import AfterglowTestSupport
import Testing

/// Every row of the HIG Live Activities › Specifications tables (shared/seeds/001).
@Suite struct PresentationGeometryTests {
    /// iOS dimensions table: screen → compact leading, compact trailing, minimal, expanded, Lock Screen.
    static let iosRows: [(screen: String, compact: String, minimal: String, wide: String)] = [
        ("430x932", "62.33x36.67", "36.67–45x36.67", "408x84–160"),
        ("393x852", "52.33x36.67", "36.67–45x36.67", "371x84–160"),
    ]

    /// Dynamic Island width table: device → compact/minimal width, expanded width.
    static let islandRows: [(String, Double, Double)] = [
        ("iphone-17-pro-max", 250, 408), ("iphone-17-pro", 230, 371), ("iphone-air", 250, 408),
        ("iphone-17", 230, 371), ("iphone-16-pro-max", 250, 408), ("iphone-16-pro", 230, 371),
        ("iphone-16-plus", 250, 408), ("iphone-16", 230, 371), ("iphone-15-pro-max", 250, 408),
        ("iphone-15-pro", 230, 371), ("iphone-15-plus", 250, 408), ("iphone-15", 230, 371),
        ("iphone-14-pro-max", 250, 408), ("iphone-14-pro", 230, 371),
    ]

    /// watchOS dimensions table: case size → Smart Stack size.
    static let watchRows: [(String, String)] = [
        ("apple-watch-40mm", "152x69.5"), ("apple-watch-41mm", "165x72.5"), ("apple-watch-44mm", "173x76.5"),
        ("apple-watch-45mm", "184x80.5"), ("apple-watch-49mm", "191x81.5"),
    ]

    static func size(_ f: PresentationFrame) -> String { "\(formatPoints(f.frame.width))x\(formatPoints(f.frame.height))" }
    static func range(_ r: ClosedRange<Double>) -> String {
        r.lowerBound == r.upperBound ? formatPoints(r.lowerBound) : "\(formatPoints(r.lowerBound))–\(formatPoints(r.upperBound))"
    }

    @Test("iOS dimensions table row", arguments: iosRows.map(\.screen))
    func iosRow(screen: String) throws {
        let row = try #require(Self.iosRows.first { $0.screen == screen })
        let phones = shippedCatalog.profiles.filter { "\(formatPoints($0.screen.widthPt))x\(formatPoints($0.screen.heightPt))" == screen }
        #expect(phones.count >= 4, "every phone with a \(screen) screen is checked")
        for phone in phones {
            let g = PresentationGeometry(device: phone)
            let leading = try #require(g.frame(for: .compactLeading)), trailing = try #require(g.frame(for: .compactTrailing))
            #expect(Self.size(leading) == row.compact, "\(phone.id) compact leading")
            #expect(Self.size(trailing) == row.compact, "\(phone.id) compact trailing")
            for minimal in [Presentation.minimalAttached, .minimalDetached] {
                let m = try #require(g.frame(for: minimal))
                #expect("\(Self.range(m.widthRange))x\(Self.range(m.heightRange))" == row.minimal, "\(phone.id) \(minimal)")
            }
            for wide in [Presentation.expanded, .lockScreen] {
                let f = try #require(g.frame(for: wide))
                #expect("\(Self.range(f.widthRange))x\(Self.range(f.heightRange))" == row.wide, "\(phone.id) \(wide)")
            }
        }
    }

    @Test("Dynamic Island width table row", arguments: islandRows.map(\.0))
    func islandRow(id: String) throws {
        let row = try #require(Self.islandRows.first { $0.0 == id })
        let d = device(id)
        let island = try #require(d.dynamicIsland)
        #expect(island.compactMinimalWidthPt == row.1)
        #expect(island.expandedWidthPt == row.2)
        #expect(island.cornerRadiusPt == 44, "HIG: the Dynamic Island uses a corner radius of 44 points")
        let g = PresentationGeometry(device: d)
        let leading = try #require(g.frame(for: .compactLeading)), trailing = try #require(g.frame(for: .compactTrailing))
        // The compact views sit at the island's ends and leave the camera region between them.
        #expect(abs(leading.frame.minX - (d.screen.widthPt - row.1) / 2) < 0.01)
        #expect(abs(trailing.frame.maxX - (d.screen.widthPt + row.1) / 2) < 0.01)
        #expect(abs((trailing.frame.minX - leading.frame.maxX) - island.sensorRegionWidthPt) < 0.02)
        #expect(try #require(g.frame(for: .expanded)).frame.width == row.2)
        #expect(try #require(g.frame(for: .lockScreen)).frame.width == row.2)
    }

    @Test("watchOS Smart Stack table row", arguments: watchRows.map(\.0))
    func watchRow(id: String) throws {
        let row = try #require(Self.watchRows.first { $0.0 == id })
        let g = PresentationGeometry(device: device(id))
        #expect(Self.size(try #require(g.frame(for: .smartStack))) == row.1)
        #expect(g.frame(for: .compactLeading) == nil, "a watch has no Dynamic Island")
        #expect(g.frame(for: .lockScreen) == nil)
    }

    @Test func carPlaySizes() throws {
        let g = PresentationGeometry(device: device("iphone-16-pro"))
        let sizes = try (0..<3).map { Self.size(try #require(g.frame(for: .carPlay, carPlayIndex: $0))) }
        #expect(sizes == ["240x78", "240x100", "170x78"])
    }

    @Test func lockScreenMarginAndCentring() throws {
        for phone in shippedCatalog.profiles where phone.kind == .phone {
            let f = try #require(PresentationGeometry(device: phone).frame(for: .lockScreen))
            #expect(f.marginPt == 14, "HIG: the standard Lock Screen margin is 14 points")
            #expect(abs(f.frame.midX - phone.screen.widthPt / 2) < 0.001)
        }
    }

    @Test func heightsOutsideTheRangeAreClampedAndReported() throws {
        let g = PresentationGeometry(device: device("iphone-16-pro-max"))
        let tall = try #require(g.frame(for: .lockScreen, requestedHeight: 200))
        #expect(tall.frame.height == 160 && tall.clamped)
        let short = try #require(g.frame(for: .expanded, requestedHeight: 40))
        #expect(short.frame.height == 84 && short.clamped)
        let fine = try #require(g.frame(for: .lockScreen, requestedHeight: 120))
        #expect(fine.frame.height == 120 && !fine.clamped)
        let wide = try #require(g.frame(for: .minimalDetached, requestedWidth: 60))
        #expect(wide.frame.width == 45 && wide.clamped)
    }

    @Test func standByIsTheLockScreenPresentationScaledTwice() throws {
        let g = PresentationGeometry(device: device("iphone-16-pro"))
        let lock = try #require(g.frame(for: .lockScreen, requestedHeight: 160))
        // A custom background: exactly 2× (the default background is "slightly larger", SurfaceScenesTests).
        let stand = try #require(g.frame(for: .standBy, requestedHeight: 160, customBackground: true))
        #expect(stand.widthRange.lowerBound == lock.frame.width * 2)
        // In landscape (874 pt wide, 402 tall) 742x320 fits, so nothing shrinks.
        #expect(stand.scale == 2)
        #expect(stand.frame.width == 742 && stand.frame.height == 320)
        #expect(stand.frame.maxX <= 874 && stand.frame.maxY <= 402)
    }

    @Test func detachedMinimalSitsBesideTheIsland() throws {
        let g = PresentationGeometry(device: device("iphone-15-pro"))
        let island = try #require(g.minimalIslandFrame())
        let detached = try #require(g.frame(for: .minimalDetached))
        #expect(detached.frame.minX > island.maxX)
        #expect(detached.frame.maxX < 393)
    }

    /// Minimal: the island is the attached minimal joined to the camera housing, within the table's
    /// 230/250 pt ("compact or minimal"); the detached bubble 6 pt after it.
    @Test("minimal island holds the attached minimal and ends at the camera", arguments: islandRows.map(\.0))
    func minimalIsland(id: String) throws {
        let row = try #require(Self.islandRows.first { $0.0 == id })
        let d = device(id)
        let g = PresentationGeometry(device: d)
        let island = try #require(g.minimalIslandFrame()), sensor = try #require(g.sensorRegion)
        let attached = try #require(g.frame(for: .minimalAttached)), detached = try #require(g.frame(for: .minimalDetached))
        #expect(abs(island.width - (36.67 + 125.33)) < 1e-9 && island.width <= row.1, "attached + camera, within the table's width")
        #expect(try #require(g.minimalIslandFrame(attachedWidth: 60)).width == 45 + 125.33, "the attached width is clamped to 45")
        #expect(island.height == d.dynamicIsland!.heightPt && island.minY == sensor.minY)
        #expect(abs(island.maxX - sensor.maxX) < 1e-9, "no empty island beyond the camera")
        #expect(island.minX >= 0 && island.minX < sensor.minX)
        #expect(abs(sensor.midX - d.screen.widthPt / 2) < 1e-9, "the camera does not move")
        // Attached: inside the island, concentric with its leading end cap, clear of the camera.
        #expect(attached.frame.minX == island.minX && attached.frame.minY == island.minY && attached.frame.height == island.height)
        #expect(attached.frame.maxX <= sensor.minX)
        #expect(island.contains(attached.frame))
        // Detached: the standard gap after the island, inside the screen, same height.
        #expect(abs(detached.frame.minX - island.maxX - PresentationGeometry.detachedGapPt) < 1e-9)
        #expect(detached.frame.maxX <= d.screen.widthPt && detached.frame.height == island.height)
        // The compact island is unchanged: centred, the table's width.
        let compact = try #require(g.islandFrame)
        #expect(compact.width == row.1 && abs(compact.midX - d.screen.widthPt / 2) < 1e-9)
    }
}
