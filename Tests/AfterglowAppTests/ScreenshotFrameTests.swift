import AfterglowKit
import AfterglowRender
import Foundation
import Testing
@testable import AfterglowApp

@Suite struct ScreenshotFrameTests {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Devices/iphone-16-pro.json").path) { return url.path }
        }
        return FileManager.default.currentDirectoryPath
    }()
    static let catalog = DeviceCatalog.load(directory: root + "/Devices")
    func request(_ device: String) -> ScreenshotRequest { ScreenshotRequest(device: Self.catalog.profile(named: device)!) }
    var examples: String { Self.root + "/Examples/activities" }

    /// Real payloads nobody on the team wrote (Examples/payloads/real/MANIFEST.md) on the surfaces
    /// of issue 13: expo-live-activity's Live Activity start (MIT) with a template written for its
    /// `LiveActivityAttributes`, and Home Assistant's communication test push (Apache-2.0).
    @Test(arguments: [("mac-macbook-air-13-m3", ScreenshotPresentation.menuBarExpanded, "la.LiveActivityAttributes-1.menuBar.popover"),
                      ("carplay-widescreen", .carPlay, "la.LiveActivityAttributes-1.carPlay.background"),
                      ("carplay-standard", .carPlay, "la.LiveActivityAttributes-1.carPlay.background"),
                      ("ipad-pro-11-4th-gen", .lockScreen, "la.LiveActivityAttributes-1.lockScreen.background"),
                      ("iphone-16-pro", .standBy, "la.LiveActivityAttributes-1.standByMinimal.bubble"),
                      ("iphone-16-pro", .standByExpanded, "standby.background")])
    func realPayloadsOnTheNewSurfaces(device: String, presentation: ScreenshotPresentation, item: String) throws {
        var r = request(device)
        let real = Self.root + "/Examples/payloads/real"
        r.payloadPaths = [real + "/expo-live-activity-start.uncommented.apns", real + "/home-assistant-communication.apns"]
        r.templatePaths = [Self.root + "/Examples/real-surfaces/expo-live-activity.template.json"]
        r.presentation = presentation
        let out = try ScreenshotFrame.render(r, defaultTemplateDirectory: examples)
        #expect(out.activityCount == 1 && out.notificationCount == 1)
        #expect(out.list.items.contains { $0.id == item }, "\(out.list.items.map(\.id).filter { $0.hasPrefix("la.") || $0.hasPrefix("standby") })")
        #expect(!out.warnings.contains { $0.contains("no template") })
    }

    @Test func rendersTheLockScreenFromAPayloadSequence() throws {
        var r = request("iphone-16-pro")
        r.payloadPaths = [examples + "/food-delivery/sequence.json"]
        let out = try ScreenshotFrame.render(r, defaultTemplateDirectory: examples)
        #expect(out.image.width == 1206 && out.image.height == 2622)
        #expect(out.activityCount == 1)
        #expect(out.list.items.contains { $0.id.hasPrefix("la.") && $0.id.hasSuffix(".lockScreen.background") })
        // The out-of-order update in the sequence is reported, not fatal.
        #expect(out.warnings.contains { $0.contains("older than the last applied") })
    }

    @Test func cropsTheExpandedIslandAndAppliesAlwaysOn() throws {
        var r = request("iphone-16-pro-max")
        r.payloadPaths = [examples + "/food-delivery/01-start.apns"]
        r.presentation = .expanded
        r.appearance = .dark
        r.crop = true
        let awake = try ScreenshotFrame.render(r, defaultTemplateDirectory: examples)
        let island = PresentationGeometry(device: r.device).frame(for: .expanded)!.frame
        #expect(awake.image.width == Int(((island.width + 16) * 3).rounded()), "cropped to the 408 pt island plus margins")
        r.alwaysOn = 1
        let ao = try ScreenshotFrame.render(r, defaultTemplateDirectory: examples)
        func lum(_ b: PixelBuffer) -> Double { b.pixels.reduce(0) { s, p in let c = PixelBuffer.channels(p); return s + Double(c.r) + Double(c.g) + Double(c.b) } }
        #expect(lum(ao.image) < lum(awake.image))
    }

    @Test func rejectsPhonePresentationsOnAWatchAndReportsBadPayloads() throws {
        var r = request("apple-watch-45mm")
        r.presentation = .compact
        #expect(throws: ScreenshotError.self) { try ScreenshotFrame.render(r, defaultTemplateDirectory: examples) }
        var p = request("iphone-16-pro")
        p.payloadPaths = [Self.root + "/Examples/payloads/invalid-relevance.apns"]
        let out = try ScreenshotFrame.render(p, defaultTemplateDirectory: examples)
        #expect(out.warnings.contains { $0.contains("relevance-score") })
    }
}
