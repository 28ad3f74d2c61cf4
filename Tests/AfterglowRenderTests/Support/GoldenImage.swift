import AfterglowKit
import AfterglowRender
import Foundation
import Testing

/// Golden-image comparison: exact.
///
/// The renderer is deterministic on the pinned toolchain (Cairo/pixman, the bundled Inter): every
/// golden matches its rendering bit for bit, so any differing pixel fails (issue 30: the former
/// 8/255-per-channel, 4-pixels-per-window tolerance let a 0.42 → 0.50 change of the Always On
/// wallpaper dim pass every golden). Where a tolerance ever becomes unavoidable, it is an
/// `Allowance`: one pixel region of one golden, a per-channel limit and the reason, passed by that
/// test — never a global one. The image is cut into `window`×`window` pixel windows overlapping by
/// half (`step`) only to say where it differs. Sizes must be equal. On failure the actual image and
/// a diff (differing pixels red over a dimmed copy, differing windows outlined) go to
/// `.build/golden-failures/`, and the message names the display items under the differing windows.
///
/// `AFTERGLOW_RECORD_GOLDENS=1` rewrites the goldens that changed and fails each test that did,
/// naming the golden, so a recording run is never green; under CI (`CI` set to anything but
/// `false`/`0`) it rewrites nothing and fails. `scripts/test.sh` unsets it.
enum GoldenImage {
    static let window = 16
    static let step = 8

    /// A stated exception: inside `region` (pixels of the golden), channels may differ by up to
    /// `channelTolerance` of 255, for `reason`. Outside it, exact.
    struct Allowance: Sendable {
        var region: PixelRect
        var channelTolerance: Int
        var reason: String
        func allows(x: Int, y: Int, difference d: Int) -> Bool {
            d <= channelTolerance && x >= region.x && x < region.x + region.width && y >= region.y && y < region.y + region.height
        }
    }

    static let directory = (TestDevices.repositoryRoot as NSString).appendingPathComponent("Tests/AfterglowRenderTests/Goldens")
    static let failureDirectory = (TestDevices.repositoryRoot as NSString).appendingPathComponent(".build/golden-failures")

    static func recordingRequested(_ env: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        env["AFTERGLOW_RECORD_GOLDENS"] == "1"
    }
    static func underCI(_ env: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard let ci = env["CI"]?.lowercased() else { return false }
        return !ci.isEmpty && ci != "false" && ci != "0"
    }

    struct Comparison {
        var sizeMatches: Bool
        /// Pixels that differ (beyond an allowance), anywhere.
        var differing: Int
        var total: Int
        /// Windows holding a differing pixel, in pixels.
        var failingWindows: [PixelRect]
        /// The most differing pixels in any one window.
        var worstWindowCount: Int
        var passes: Bool { sizeMatches && failingWindows.isEmpty }
    }

    static func compare(_ a: PixelBuffer, _ b: PixelBuffer, allowances: [Allowance] = []) -> (Comparison, PixelBuffer?) {
        guard a.width == b.width, a.height == b.height else {
            return (Comparison(sizeMatches: false, differing: a.pixels.count, total: a.pixels.count, failingWindows: [], worstWindowCount: 0), nil)
        }
        let w = a.width, h = a.height
        // memcmp, not Array ==: a debug build compares element by element through the generic
        // witness, about 40 ms a full phone frame.
        let same = a.pixels.withUnsafeBytes { x in b.pixels.withUnsafeBytes { y in x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 } }
        if same {
            return (Comparison(sizeMatches: true, differing: 0, total: w * h, failingWindows: [], worstWindowCount: 0), nil)
        }
        // Summed-area table of the differing-pixel mask: any window's count in O(1).
        var sum = [Int32](repeating: 0, count: (w + 1) * (h + 1))
        var diff = PixelBuffer(width: w, height: h)
        var differing = 0
        for y in 0..<h {
            var row: Int32 = 0
            for x in 0..<w {
                let i = y * w + x
                let p = PixelBuffer.channels(a.pixels[i]), q = PixelBuffer.channels(b.pixels[i])
                let d = max(abs(Int(p.a) - Int(q.a)), abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
                if d > 0 && !allowances.contains(where: { $0.allows(x: x, y: y, difference: d) }) {
                    differing += 1; row += 1
                    diff.pixels[i] = PixelBuffer.pack(r: 255, g: 0, b: 0)
                } else {
                    diff.pixels[i] = PixelBuffer.pack(r: p.r / 4, g: p.g / 4, b: p.b / 4)
                }
                sum[(y + 1) * (w + 1) + x + 1] = sum[y * (w + 1) + x + 1] + row
            }
        }
        func count(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> Int {
            Int(sum[y1 * (w + 1) + x1] - sum[y0 * (w + 1) + x1] - sum[y1 * (w + 1) + x0] + sum[y0 * (w + 1) + x0])
        }
        // Window origins every `step` px, the last ones flush with the right and bottom edges.
        func origins(_ n: Int) -> [Int] {
            guard n > window else { return [0] }
            var o = Array(stride(from: 0, through: n - window, by: step))
            if o.last != n - window { o.append(n - window) }
            return o
        }
        var failing: [PixelRect] = [], worst = 0
        for y0 in origins(h) {
            for x0 in origins(w) {
                let x1 = min(w, x0 + window), y1 = min(h, y0 + window)
                let c = count(x0, y0, x1, y1)
                worst = max(worst, c)
                if c > 0 { failing.append(PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)) }
            }
        }
        for r in failing { outline(r, in: &diff) }
        return (Comparison(sizeMatches: true, differing: differing, total: w * h, failingWindows: failing, worstWindowCount: worst), diff)
    }

    private static func outline(_ r: PixelRect, in buf: inout PixelBuffer) {
        let yellow = PixelBuffer.pack(r: 255, g: 220, b: 0)
        for x in r.x..<(r.x + r.width) {
            if buf.pixels[r.y * buf.width + x] != PixelBuffer.pack(r: 255, g: 0, b: 0) { buf.pixels[r.y * buf.width + x] = yellow }
            let yb = r.y + r.height - 1
            if buf.pixels[yb * buf.width + x] != PixelBuffer.pack(r: 255, g: 0, b: 0) { buf.pixels[yb * buf.width + x] = yellow }
        }
    }

    /// The bounding box of the failing windows and the ids of the display items under them
    /// (`list` rendered at `region`, in points, or whole).
    static func describe(_ c: Comparison, list: DisplayList?, region: Rect?) -> String {
        guard let first = c.failingWindows.first else { return "" }
        var box = first
        for r in c.failingWindows.dropFirst() {
            let x0 = min(box.x, r.x), y0 = min(box.y, r.y)
            box = PixelRect(x: x0, y: y0, width: max(box.x + box.width, r.x + r.width) - x0, height: max(box.y + box.height, r.y + r.height) - y0)
        }
        var text = "\(c.failingWindows.count) windows of \(window)×\(window) px hold differing pixels (worst \(c.worstWindowCount)), within x \(box.x)…\(box.x + box.width), y \(box.y)…\(box.y + box.height) px"
        if let list {
            let origin = region.map { PixelRect(covering: $0, scale: list.scale) } ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
            let hit = list.items.filter { item in
                let p = PixelRect(covering: item.bounds, scale: list.scale)
                let r = PixelRect(x: p.x - origin.x, y: p.y - origin.y, width: p.width, height: p.height)
                return c.failingWindows.contains { w in
                    r.x < w.x + w.width && w.x < r.x + r.width && r.y < w.y + w.height && w.y < r.y + r.height
                }
            }.map(\.id)
            // The smallest items say most (a background under everything says nothing).
            let named = hit.count > 8 ? Array(hit.suffix(8)) : hit
            if !named.isEmpty { text += "; items there: " + named.joined(separator: ", ") + (hit.count > 8 ? " (and \(hit.count - 8) more)" : "") }
        }
        return text
    }

    /// Asserts `actual` matches the golden `name` (a path under Goldens/, without ".png").
    /// `list` and `region` (what was rendered) let a failure name the display items that changed.
    static func assertMatches(_ actual: PixelBuffer, named name: String, list: DisplayList? = nil, region: Rect? = nil,
                              allowances: [Allowance] = [],
                              environment: [String: String] = ProcessInfo.processInfo.environment,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        let path = (directory as NSString).appendingPathComponent(name + ".png")
        let fm = FileManager.default
        let golden: PixelBuffer? = fm.fileExists(atPath: path) ? (try? PNGCodec.read(path)) : nil
        let comparison = golden.map { compare(actual, $0, allowances: allowances) }
        let what: String
        if let golden, let (c, _) = comparison {
            if c.passes { return }
            what = c.sizeMatches ? describe(c, list: list, region: region)
                                 : "size \(actual.width)x\(actual.height) differs from the golden's \(golden.width)x\(golden.height)"
        } else {
            what = fm.fileExists(atPath: path) ? "the golden \(path) cannot be read" : "missing golden \(path)"
        }

        if recordingRequested(environment) {
            if underCI(environment) {
                Issue.record("golden \(name) changed (\(what)); AFTERGLOW_RECORD_GOLDENS=1 is refused under CI: nothing was recorded",
                             sourceLocation: sourceLocation)
                return
            }
            try? fm.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            do { try PNGCodec.write(actual, to: path) } catch { Issue.record("cannot record \(path): \(error)", sourceLocation: sourceLocation); return }
            Issue.record("golden \(name) re-recorded (\(what)): look at \(path), then run again without AFTERGLOW_RECORD_GOLDENS",
                         sourceLocation: sourceLocation)
            return
        }

        let base = (failureDirectory as NSString).appendingPathComponent(name.replacingOccurrences(of: "/", with: "__"))
        try? fm.createDirectory(atPath: failureDirectory, withIntermediateDirectories: true)
        try? PNGCodec.write(actual, to: base + ".actual.png")
        if let (_, diff) = comparison, let diff { try? PNGCodec.write(diff, to: base + ".diff.png") }
        let hint = golden == nil ? "; record it with AFTERGLOW_RECORD_GOLDENS=1 and look at it" : ""
        Issue.record("golden \(name): \(what); see \(base).actual.png and .diff.png\(hint)", sourceLocation: sourceLocation)
    }
}

/// Renders a scene, optionally only a region of it (the damage clip keeps that cheap).
enum SceneRender {
    static func render(_ list: DisplayList, region: Rect? = nil) -> PixelBuffer {
        CairoRenderer().render(list, region: region)
    }
}
