import Foundation
import Testing

/// `afterglow import -o DIR`: the written templates and preview payloads load with `--template` /
/// `--payload` and draw what `--widget` draws from the sources.
@Suite struct ImportOutputTests {
    /// A parcel-tracking Live Activity written for these tests (Tests/Fixtures, shared with the app's reload tests).
    static let source = try! String(contentsOfFile: CLI.repositoryRoot + "/Tests/Fixtures/ParcelLiveActivity.swift.txt", encoding: .utf8)

    /// A source tree with the widget and an asset catalog image beside it.
    static func makeSources() throws -> (root: String, sources: String) {
        let root = NSTemporaryDirectory() + "afterglow-import-o-\(UUID().uuidString)"
        let src = root + "/ParcelWidget"
        let set = src + "/Assets.xcassets/Logo.imageset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        try source.write(toFile: src + "/ParcelLiveActivity.swift", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: CLI.repositoryRoot + "/Tests/AfterglowRenderTests/Goldens/carplay-portrait/workout-carPlay.png",
                                         toPath: set + "/logo@2x.png")
        return (root, src)
    }

    @Test func writesTemplatesAndPreviewsThatRenderLikeTheSources() throws {
        let (root, src) = try Self.makeSources()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let out = root + "/out"
        let r = try CLI.run(["import", src, "-o", out])
        #expect(r.status == 0, "\(r.stderr)")
        let dir = out + "/ParcelAttributes"
        #expect(r.stdout.contains("wrote \(dir)/template.json, 2 preview payload(s), 1 image(s)"))
        for f in ["template.json", "preview-1.json", "preview-2.json", "assets/Logo.png"] {
            #expect(FileManager.default.fileExists(atPath: dir + "/" + f), "\(f)")
        }
        // Every written payload is a valid start push.
        let check = try CLI.run(["payload", dir])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")

        for (presentation, state) in [("lockScreen", 1), ("lockScreen", 2), ("expanded", 1), ("compact", 2)] {
            let fromFiles = root + "/files-\(presentation)-\(state).png", fromSources = root + "/sources-\(presentation)-\(state).png"
            let a = try CLI.run(["screenshot", "--device", "iphone-16-pro", "--template", dir + "/template.json",
                                 "--payload", dir + "/preview-\(state).json", "--presentation", presentation, "-o", fromFiles])
            #expect(a.status == 0, "\(a.stderr)")
            var widgetArgs = ["screenshot", "--device", "iphone-16-pro", "--widget", src, "--presentation", presentation, "-o", fromSources]
            if state == 2 { widgetArgs += ["--payload", dir + "/preview-2.json"] }
            let b = try CLI.run(widgetArgs)
            #expect(b.status == 0, "\(b.stderr)")
            let pa = try Data(contentsOf: URL(fileURLWithPath: fromFiles)), pb = try Data(contentsOf: URL(fileURLWithPath: fromSources))
            #expect(pa.count > 1000)
            #expect(pa == pb, "\(presentation) state \(state): the written template draws differently from the sources")
        }
    }

    @Test func jsonReportStaysOnStdoutAndNothingImportableWritesNothing() throws {
        let (root, src) = try Self.makeSources()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let r = try CLI.run(["import", "--json", src, "-o", root + "/out"])
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("{\"files\":1,"))
        #expect(r.stderr.contains("wrote \(root)/out/ParcelAttributes/template.json"))

        let empty = root + "/empty"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        try "struct A {}".write(toFile: empty + "/A.swift", atomically: true, encoding: .utf8)
        let none = try CLI.run(["import", empty, "-o", root + "/none"])
        #expect(none.status == 1)
        #expect(none.stderr.contains("no ActivityConfiguration(for:)"))
        #expect(!FileManager.default.fileExists(atPath: root + "/none"))
    }

    @Test func unwritableOutputExitsOne() throws {
        let (root, src) = try Self.makeSources()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // A file where the directory should go.
        try "x".write(toFile: root + "/taken", atomically: true, encoding: .utf8)
        let r = try CLI.run(["import", src, "-o", root + "/taken"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("error: -o \(root)/taken: cannot create directory"))
    }
}
