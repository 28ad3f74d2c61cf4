import AfterglowKit
import AfterglowRender
import Foundation
import Testing

/// Golden-image comparison with a stated tolerance.
///
/// Two pixels match when every channel (A, R, G, B) differs by at most `channelTolerance`; an
/// image matches when at most `maxDifferingShare` of its pixels do not (font rasterization and
/// Cairo versions shift anti-aliased edges by a level or two, never whole shapes). On failure the
/// actual image and a diff (differing pixels red over a dimmed copy) go to
/// `.build/golden-failures/`. `AFTERGLOW_RECORD_GOLDENS=1` rewrites the goldens instead.
enum GoldenImage {
    static let channelTolerance = 8
    static let maxDifferingShare = 0.002

    static let directory = (TestDevices.repositoryRoot as NSString).appendingPathComponent("Tests/AfterglowRenderTests/Goldens")
    static let failureDirectory = (TestDevices.repositoryRoot as NSString).appendingPathComponent(".build/golden-failures")
    static var recording: Bool { ProcessInfo.processInfo.environment["AFTERGLOW_RECORD_GOLDENS"] == "1" }

    struct Comparison { var differing: Int; var total: Int; var sizeMatches: Bool
        var share: Double { Double(differing) / Double(max(1, total)) }
        var passes: Bool { sizeMatches && share <= GoldenImage.maxDifferingShare }
    }

    static func compare(_ a: PixelBuffer, _ b: PixelBuffer) -> (Comparison, PixelBuffer?) {
        guard a.width == b.width, a.height == b.height else {
            return (Comparison(differing: a.pixels.count, total: a.pixels.count, sizeMatches: false), nil)
        }
        if a.pixels == b.pixels { return (Comparison(differing: 0, total: a.pixels.count, sizeMatches: true), nil) }
        var diff = PixelBuffer(width: a.width, height: a.height)
        var differing = 0
        for i in a.pixels.indices {
            let p = PixelBuffer.channels(a.pixels[i]), q = PixelBuffer.channels(b.pixels[i])
            let d = max(abs(Int(p.a) - Int(q.a)), abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
            if d > channelTolerance {
                differing += 1
                diff.pixels[i] = PixelBuffer.pack(r: 255, g: 0, b: 0)
            } else {
                diff.pixels[i] = PixelBuffer.pack(r: p.r / 4, g: p.g / 4, b: p.b / 4)
            }
        }
        return (Comparison(differing: differing, total: a.pixels.count, sizeMatches: true), diff)
    }

    /// Asserts `actual` matches the golden `name` (a path under Goldens/, without ".png").
    static func assertMatches(_ actual: PixelBuffer, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let path = (directory as NSString).appendingPathComponent(name + ".png")
        let fm = FileManager.default
        if recording {
            try? fm.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            do { try PNGCodec.write(actual, to: path) } catch { Issue.record("cannot record \(path): \(error)", sourceLocation: sourceLocation) }
            return
        }
        guard fm.fileExists(atPath: path) else {
            Issue.record("missing golden \(path): run with AFTERGLOW_RECORD_GOLDENS=1 to record it", sourceLocation: sourceLocation)
            return
        }
        let golden: PixelBuffer
        do { golden = try PNGCodec.read(path) } catch { Issue.record("\(error)", sourceLocation: sourceLocation); return }
        let (c, diff) = compare(actual, golden)
        guard !c.passes else { return }
        let base = (failureDirectory as NSString).appendingPathComponent(name.replacingOccurrences(of: "/", with: "__"))
        try? fm.createDirectory(atPath: failureDirectory, withIntermediateDirectories: true)
        try? PNGCodec.write(actual, to: base + ".actual.png")
        if let diff { try? PNGCodec.write(diff, to: base + ".diff.png") }
        let what = c.sizeMatches ? String(format: "%d of %d pixels (%.3f%%) differ by more than %d", c.differing, c.total, c.share * 100, channelTolerance)
                                 : "size \(actual.width)x\(actual.height) differs from the golden's \(golden.width)x\(golden.height)"
        Issue.record("golden \(name): \(what); see \(base).actual.png and .diff.png", sourceLocation: sourceLocation)
    }
}

/// Renders a scene, optionally only a region of it (the damage clip keeps that cheap).
enum SceneRender {
    static func render(_ list: DisplayList, region: Rect? = nil) -> PixelBuffer {
        CairoRenderer().render(list, region: region)
    }
}
