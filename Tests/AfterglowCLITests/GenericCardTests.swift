import AfterglowKit
import Foundation
import Testing
@testable import AfterglowApp

/// Issue 31: a Live Activity whose attributes type has no template and no SwiftUI source is drawn
/// as a generic card in every presentation, and a screenshot that shows nothing of what was asked
/// exits 1 saying why.
@Suite("generic Live Activity card and empty screenshots (issue 31)")
struct GenericCardTests {
    static let root = CLI.repositoryRoot
    /// expo-live-activity's README payload (MIT; Examples/payloads/real/MANIFEST.md): its
    /// `LiveActivityAttributes` has no template in Examples/activities.
    static let expo = root + "/Examples/payloads/real/expo-live-activity-start.uncommented.apns"
    static let examples = root + "/Examples/activities"

    func render(_ device: String, _ presentation: ScreenshotPresentation?, payloads: [String] = [expo]) throws -> ScreenshotResult {
        var r = ScreenshotRequest(device: CLI.catalog.profile(named: device)!)
        r.payloadPaths = payloads
        r.presentation = presentation
        return try ScreenshotFrame.render(r, defaultTemplateDirectory: Self.examples)
    }

    func texts(_ r: ScreenshotResult, idContaining part: String) -> [String] {
        r.list.items.compactMap { item in
            guard item.id.contains(part), case .text(let s, _) = item.command else { return nil }
            return s
        }
    }

    /// The payload's own content state, read from the file (the expected values' source).
    static func contentState() throws -> [(key: String, value: String)] {
        let p = try PayloadParser.parse(contentsOf: expo)
        return GenericTemplate.rows(try #require(p.aps.liveActivity?.contentState))
    }

    @Test("the rows are the content state's keys and values in the payload's order")
    func rows() throws {
        let rows = try Self.contentState()
        #expect(rows.map(\.key) == ["title", "subtitle", "timerEndDateInMilliseconds", "progress", "imageName", "dynamicIslandImageName"])
        #expect(rows[0].value == "Live activity title!" && rows[2].value == "1754410997000" && rows[3].value == "0.5")
        // Nested objects flatten with dots; arrays stay JSON; empty strings are visible.
        let nested = GenericTemplate.rows(try JSONParser.parse(#"{"score":{"home":2,"away":1},"items":[{"emoji":"😀"}],"note":"","live":true}"#))
        #expect(nested.map(\.key) == ["score.home", "score.away", "items", "note", "live"])
        #expect(nested.map(\.value) == ["2", "1", #"[{"emoji":"😀"}]"#, "\"\"", "true"])
    }

    @Test("the Lock Screen card names the type, marks itself GENERIC and lists the rows that fit")
    func lockScreen() throws {
        let out = try render("iphone-16-pro", .lockScreen)
        #expect(out.activityCount == 1 && out.emptiness == nil)
        let shown = texts(out, idContaining: "generic.lockScreen")
        #expect(shown.contains("LiveActivityAttributes") && shown.contains(GenericTemplate.mark))
        let rows = try Self.contentState()
        // 6 keys, 5 lines: 4 rows and "+2 more keys".
        for r in rows.prefix(GenericTemplate.lockScreenRows - 1) { #expect(shown.contains(r.key) && shown.contains(r.value), "\(r) in \(shown)") }
        #expect(shown.contains("+\(rows.count - GenericTemplate.lockScreenRows + 1) more keys"))
        #expect(out.warnings.contains { $0.contains("no template for attributes-type \"LiveActivityAttributes\"") && $0.contains("generic card") })
        #expect(out.warnings.contains { $0.contains("--template FILE") && $0.contains("--widget SOURCES") })
    }

    /// Every presentation that draws Live Activities, on every kind of device that has one.
    @Test(arguments: [("iphone-16-pro", ScreenshotPresentation.compact), ("iphone-16-pro", .expanded), ("iphone-16-pro", .standBy),
                      ("iphone-16-pro", .standByExpanded), ("iphone-16-pro", .homeScreen), ("apple-watch-45mm", .smartStack),
                      ("carplay-widescreen", .carPlay), ("mac-macbook-air-13-m3", .menuBar), ("mac-macbook-air-13-m3", .menuBarExpanded),
                      ("ipad-pro-11-4th-gen", .lockScreen)])
    func everyPresentation(device: String, presentation: ScreenshotPresentation) throws {
        let out = try render(device, presentation)
        #expect(out.activityCount == 1 && out.emptiness == nil, "\(out.emptiness ?? "")")
        // Its rows (ids "…generic.…"), or in the small presentations its dashed question-mark symbol.
        let generic = out.list.items.filter { item in
            if case .symbol(GenericTemplate.symbol, _) = item.command { return true }
            return item.id.contains(GenericTemplate.idPrefix + ".")
        }
        #expect(!generic.isEmpty, "\(out.list.items.map(\.id))")
        // Inside the picture, not off screen.
        for g in generic { #expect(g.bounds.width > 0 && g.bounds.maxX <= Double(out.list.pixelWidth) / out.list.scale + 0.5, "\(g.id) \(g.bounds)") }
    }

    @Test("minimal: beside a templated activity, the generic one is its dashed symbol")
    func minimal() throws {
        let out = try render("iphone-16-pro", .minimal, payloads: [Self.expo, Self.examples + "/food-delivery/01-start.apns"])
        #expect(out.activityCount == 2 && out.emptiness == nil)
        #expect(!out.warnings.contains { $0.contains("needs two active Live Activities") })
        #expect(out.list.items.contains { item in
            if case .symbol(GenericTemplate.symbol, _) = item.command { return true }
            return false
        })
    }

    @Test("a presentation that shows nothing of the payloads says why; the CLI writes the PNG and exits 1")
    func emptiness() throws {
        let note = Self.root + "/Examples/payloads/message.apns"
        let island = try render("iphone-16-pro", .compact, payloads: [note])
        #expect(island.emptiness?.contains("nothing to show in 'compact': no active Live Activity for the Dynamic Island") == true, "\(island.emptiness ?? "nil")")
        #expect(island.emptiness?.contains("--template FILE or --widget SOURCES") == true)
        let watch = try render("apple-watch-45mm", .longLook, payloads: [Self.expo])
        #expect(watch.emptiness?.contains("it draws notifications") == true)
        // The food delivery sequence ends its activity: it leaves the island, stays on the Lock Screen.
        let seq = Self.examples + "/food-delivery/sequence.json"
        #expect(try render("iphone-16-pro", .expanded, payloads: [seq]).emptiness?.contains("an ended Live Activity leaves the Dynamic Island") == true)
        #expect(try render("iphone-16-pro", .lockScreen, payloads: [seq]).emptiness == nil)
        // Nothing asked, nothing owed: the bare watch face and an empty Lock Screen are fine.
        #expect(try render("iphone-16-pro", .lockScreen, payloads: []).emptiness == nil)

        let dir = NSTemporaryDirectory() + "afterglow-empty-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = dir + "/shot.png"
        let r = try CLI.run(["screenshot", "--device", "iphone-16-pro", "--payload", "Examples/payloads/message.apns", "--presentation", "compact", "-o", out])
        #expect(r.status == 1, "\(r.stdout)\(r.stderr)")
        #expect(r.stderr.contains("error: nothing to show in 'compact'"), "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: out), "the picture is still written")
        let generic = try CLI.run(["screenshot", "--device", "iphone-16-pro", "--payload", Self.expo, "--presentation", "compact", "-o", out])
        #expect(generic.status == 0, "a generic card is something drawn: \(generic.stderr)")
        #expect(generic.stderr.contains("LiveActivityAttributes: to draw it as designed, pass its template (--template FILE) or its SwiftUI Live Activity (--widget SOURCES)"))
    }
}
