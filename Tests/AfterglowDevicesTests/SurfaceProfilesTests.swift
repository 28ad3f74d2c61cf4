import AfterglowKit
import Foundation
import AfterglowTestSupport
import Testing

/// The iPadOS, macOS and CarPlay rows of HIG Live Activities › Specifications (shared/seeds/001),
/// one test per row, and the profile rules that make a profile an iPad, a Mac or a CarPlay screen.
@Suite struct SurfaceProfilesTests {
    /// iPadOS dimensions: screen (as the table prints it) → profile, Lock Screen width.
    static let ipadRows: [(row: String, id: String, width: Double)] = [
        ("1366x1024", "ipad-pro-12-9-6th-gen", 500), ("1194x834", "ipad-pro-11-4th-gen", 425),
        ("1012x834", "ipad-air-3rd-gen", 425), ("1080x810", "ipad-9th-gen", 425), ("1024x768", "ipad-mini-5th-gen", 425),
    ]
    /// The one row whose screen no iPad has: read as the 10.5-inch 1112x834 (docs/RENDERING.md › Departures).
    static let ipadScreenDepartures = ["1012x834": "1112x834"]

    /// CarPlay Smart Display Zoom configurations → profile; each shows one of the table's three sizes.
    static let carPlayRows: [(config: String, id: String, screen: String)] = [
        ("Widescreen", "carplay-widescreen", "1920x720"), ("Portrait", "carplay-portrait", "900x1200"),
        ("Standard", "carplay-standard", "800x480"),
    ]
    static let carPlaySizes = ["240x78", "240x100", "170x78"]

    static func size(_ r: Rect) -> String { "\(formatPoints(r.width))x\(formatPoints(r.height))" }
    static func range(_ r: ClosedRange<Double>) -> String {
        r.lowerBound == r.upperBound ? formatPoints(r.lowerBound) : "\(formatPoints(r.lowerBound))–\(formatPoints(r.upperBound))"
    }

    @Test("iPadOS dimensions table row", arguments: ipadRows.map(\.row))
    func ipadRow(row: String) throws {
        let r = try #require(Self.ipadRows.first { $0.row == row })
        let d = device(r.id)
        #expect(d.kind == .tablet)
        // The table prints the long side first; profiles are portrait like the phones.
        let screen = "\(formatPoints(d.screen.heightPt))x\(formatPoints(d.screen.widthPt))"
        #expect(screen == (Self.ipadScreenDepartures[row] ?? row), "\(r.id) screen")
        let g = PresentationGeometry(device: d)
        let lock = try #require(g.frame(for: .lockScreen))
        #expect("\(Self.range(lock.widthRange))x\(Self.range(lock.heightRange))" == "\(formatPoints(r.width))x84–160")
        #expect(lock.frame.width == r.width && lock.marginPt == 14)
        #expect(abs(lock.frame.midX - d.screen.widthPt / 2) < 0.001, "centred")
        #expect(try #require(g.frame(for: .lockScreen, requestedHeight: 400)).frame.height == 160)
        // No Dynamic Island, no StandBy, no Always On.
        #expect(d.dynamicIsland == nil && g.islandFrame == nil)
        for p in [Presentation.compactLeading, .compactTrailing, .minimalAttached, .minimalDetached, .expanded, .standBy, .smartStack] {
            #expect(g.frame(for: p) == nil, "\(r.id) has no \(p)")
        }
        #expect(!d.alwaysOn.supported)
        #expect(d.sources["lockScreen.activityWidthPt"]?.contains("iPadOS dimensions: \(row)") == true, "the figure names its row")
    }

    @Test("macOS: the iOS dimensions in the menu bar")
    func macMenuBar() throws {
        let d = device("mac-macbook-air-13-m3")
        let m = try #require(d.menuBar)
        let g = PresentationGeometry(device: d)
        let leading = try #require(g.frame(for: .compactLeading)), trailing = try #require(g.frame(for: .compactTrailing))
        // "Use the provided iOS dimensions": the 393x852 row's compact 52.33x36.67 and expanded 371x84–160.
        #expect(Self.size(leading.frame) == "52.33x36.67" && Self.size(trailing.frame) == "52.33x36.67")
        #expect(leading.frame.maxX == trailing.frame.minX, "side by side: no camera between them in the menu bar")
        #expect(leading.frame.minY >= 0 && leading.frame.maxY <= m.heightPt, "inside the menu bar")
        #expect(trailing.frame.maxX <= d.screen.widthPt - m.statusItemsWidthPt, "left of the status items")
        let expanded = try #require(g.frame(for: .expanded))
        #expect("\(Self.range(expanded.widthRange))x\(Self.range(expanded.heightRange))" == "371x84–160")
        #expect(expanded.frame.minY > m.heightPt, "opens below the menu bar")
        #expect(expanded.frame.minX >= 0 && expanded.frame.maxX <= d.screen.widthPt)
        let a = try #require(g.frame(for: .minimalAttached)), b = try #require(g.frame(for: .minimalDetached))
        #expect(Self.range(a.widthRange) == "36.67–45" && a.frame.height == 36.67)
        #expect(abs(b.frame.maxX + 6 - a.frame.minX) < 1e-9)
        #expect(g.frame(for: .lockScreen) == nil && g.frame(for: .standBy) == nil && !d.alwaysOn.supported)
    }

    @Test("CarPlay Smart Display Zoom configuration", arguments: carPlayRows.map(\.config))
    func carPlayRow(config: String) throws {
        let r = try #require(Self.carPlayRows.first { $0.config == config })
        let d = device(r.id)
        #expect(d.kind == .carPlay)
        #expect("\(formatPoints(d.screen.widthPt))x\(formatPoints(d.screen.heightPt))" == r.screen)
        let g = PresentationGeometry(device: d)
        let f = try #require(g.frame(for: .carPlay))
        // Laid out at one of the table's three sizes, drawn `scale` times larger where the profile says so.
        let laidOut = Rect(origin: f.frame.origin, size: Size(width: f.frame.width / f.scale, height: f.frame.height / f.scale))
        #expect(Self.carPlaySizes.contains(Self.size(laidOut)), "one of the table's three sizes")
        #expect(Rect(origin: .zero, size: d.screen.pointSize).contains(f.frame))
        #expect(g.allFrames().filter { $0.presentation == .carPlay }.count == 1)
        for p in [Presentation.compactLeading, .expanded, .lockScreen, .standBy, .smartStack] { #expect(g.frame(for: p) == nil) }
    }

    @Test func everyCarPlaySizeIsUsedByOneConfiguration() throws {
        let used = Self.carPlayRows.map { r -> String in
            let f = PresentationGeometry(device: device(r.id)).frame(for: .carPlay)!
            return Self.size(Rect(origin: f.frame.origin, size: Size(width: f.frame.width / f.scale, height: f.frame.height / f.scale)))
        }
        #expect(Set(used) == Set(Self.carPlaySizes))
    }

    // MARK: profile rules

    func load(_ id: String, _ edit: (inout [String: Any]) -> Void) throws -> Result<DeviceProfile, ProfileError> {
        let path = (devicesDirectory as NSString).appendingPathComponent("\(id).json")
        var o = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        edit(&o)
        let data = try JSONSerialization.data(withJSONObject: o)
        do { return .success(try ProfileParser.parse(data: data, file: "\(id).json")) } catch { return .failure(error) }
    }

    @Test func aTabletWithAnIslandOrAlwaysOnIsRejected() throws {
        let phone = device("iphone-16-pro")
        guard case .failure(let e) = try load("ipad-9th-gen", { o in
            o["dynamicIsland"] = ["compactMinimalWidthPt": 230, "expandedWidthPt": 371, "heightPt": 36.67, "cornerRadiusPt": 44,
                                  "topOffsetPt": 14, "sensorRegionWidthPt": phone.dynamicIsland!.sensorRegionWidthPt]
        }) else { Issue.record("accepted"); return }
        #expect(e.field == "dynamicIsland" && e.description.contains("no Dynamic Island"))
        guard case .failure(let e2) = try load("ipad-9th-gen", { o in
            var a = o["alwaysOn"] as! [String: Any]; a["supported"] = true; o["alwaysOn"] = a
        }) else { Issue.record("accepted"); return }
        #expect(e2.field == "alwaysOn.supported")
        guard case .failure(let e3) = try load("ipad-9th-gen", { $0["lockScreen"] = NSNull() }) else { Issue.record("accepted"); return }
        #expect(e3.field == "lockScreen")
    }

    @Test func aCarPlaySizeOutsideTheTableIsRejected() throws {
        guard case .failure(let e) = try load("carplay-standard", { o in
            o["carPlay"] = ["activityWidthPt": 200, "activityHeightPt": 78, "dashboardMarginPt": 12]
        }) else { Issue.record("accepted"); return }
        #expect(e.field == "carPlay.activityWidthPt" && e.description.contains("240x78, 240x100, 170x78"))
    }

    @Test func aPhoneWithAMenuBarIsRejectedAndAMacNeedsOne() throws {
        guard case .failure(let e) = try load("iphone-16-pro", { o in
            o["menuBar"] = ["heightPt": 37, "compactWidthPt": 52.33, "compactHeightPt": 36.67, "expandedWidthPt": 371, "statusItemsWidthPt": 200]
        }) else { Issue.record("accepted"); return }
        #expect(e.field == "menuBar")
        guard case .failure(let e2) = try load("mac-macbook-air-13-m3", { $0["menuBar"] = NSNull() }) else { Issue.record("accepted"); return }
        #expect(e2.field == "menuBar")
    }

    @Test func restingSurfacePerKind() {
        #expect(SceneState.Surface.resting(for: .tablet, hasActivity: true) == .lockScreen)
        #expect(SceneState.Surface.resting(for: .mac, hasActivity: false) == .menuBar)
        #expect(SceneState.Surface.resting(for: .carPlay, hasActivity: true) == .carPlay)
        #expect(SceneState.Surface.resting(for: .watch, hasActivity: true) == .smartStack)
        #expect(!SceneState.Surface.available(for: .tablet).contains(.standBy), "StandBy is iPhone only (seeds/001)")
    }
}
