import AfterglowKit
import AfterglowRender
import Foundation
import Testing

@Suite struct RendererTests {
    func channels(_ buf: PixelBuffer, _ x: Int, _ y: Int) -> (a: UInt8, r: UInt8, g: UInt8, b: UInt8) {
        PixelBuffer.channels(buf[x, y])
    }

    func render(_ list: DisplayList, damage: [PixelRect]? = nil, into start: PixelBuffer? = nil) -> PixelBuffer {
        var buf = start ?? PixelBuffer(width: list.pixelWidth, height: list.pixelHeight, fill: 0)
        CairoRenderer().render(list, into: &buf, damage: damage)
        return buf
    }

    @Test func fillsBackgroundAndRoundedRectAtScale() {
        let red = Color(r: 1, g: 0, b: 0)
        let list = DisplayList(size: Size(width: 100, height: 50), scale: 3, background: .black, items: [
            DisplayItem(id: "r", bounds: Rect(x: 10, y: 10, width: 40, height: 30),
                        command: .roundedRect(Rect(x: 10, y: 10, width: 40, height: 30), cornerRadius: 8, fill: red)),
        ])
        let buf = render(list)
        #expect(buf.width == 300 && buf.height == 150)
        #expect(channels(buf, 90, 75) == (255, 255, 0, 0))   // centre of the rect, in pixels
        #expect(channels(buf, 5, 5) == (255, 0, 0, 0))       // background
        // The corner is cut: the rect's own top-left pixel stays background.
        #expect(channels(buf, 31, 31) == (255, 0, 0, 0))
        #expect(channels(buf, 149, 75) == (255, 255, 0, 0))  // just inside the right edge
    }

    @Test func continuousCornersCutDeeperThanCircularArcs() {
        // The eased corner starts 1.53 r from the corner: at 0.9 r a circular r = 40 corner already
        // covers most of the edge pixel, the continuous one only a little.
        let rect = Rect(x: 0, y: 0, width: 200, height: 200)
        let list = DisplayList(size: rect.size, scale: 1, background: .black, items: [
            DisplayItem(id: "r", bounds: rect, command: .roundedRect(rect, cornerRadius: 40, fill: .white)),
        ])
        let buf = render(list)
        #expect(channels(buf, 36, 0).r < 128)
        #expect(channels(buf, 100, 0).r == 255)   // straight edge
        #expect(channels(buf, 0, 0).r == 0)
    }

    @Test func textDrawsInkInsideItsBounds() {
        let list = DisplayList(size: Size(width: 200, height: 40), scale: 2, background: .black, items: [
            DisplayItem(id: "t", bounds: Rect(x: 10, y: 5, width: 180, height: 30),
                        command: .text("Afterglow 12:34", TextStyle(sizePt: 22, weight: .semibold, color: .white))),
        ])
        let buf = render(list)
        var ink = 0, outside = 0
        for y in 0..<buf.height { for x in 0..<buf.width where channels(buf, x, y).r > 40 {
            if x >= 20, x < 380, y >= 10, y < 70 { ink += 1 } else { outside += 1 }
        } }
        #expect(ink > 1500)
        #expect(outside == 0)
    }

    @Test func tabularFiguresGiveEqualDigitWidths() {
        let m = PangoTextMeasurer()
        let tab = TextStyle(sizePt: 17, weight: .semibold, monospacedDigits: true)
        let prop = TextStyle(sizePt: 17, weight: .semibold, monospacedDigits: false)
        #expect(abs(m.size(of: "1111", style: tab).width - m.size(of: "8888", style: tab).width) < 0.01)
        #expect(m.size(of: "1111", style: prop).width < m.size(of: "8888", style: prop).width - 1)
    }

    @Test func measurerTruncatesToMaxWidthAndHeavierIsWider() {
        let m = PangoTextMeasurer()
        let s = TextStyle(sizePt: 15)
        let natural = m.size(of: "A long notification body that will not fit", style: s)
        #expect(natural.width > 200)
        #expect(m.size(of: "A long notification body that will not fit", style: s, maxWidth: 120).width <= 120)
        #expect(natural.height > 15 && natural.height < 25)
        #expect(m.size(of: "Heavy", style: TextStyle(sizePt: 15, weight: .heavy)).width > m.size(of: "Heavy", style: s).width)
    }

    @Test func damageLeavesUndamagedPixelsUntouched() {
        let sentinel = PixelBuffer.pack(r: 1, g: 2, b: 3)
        let list = DisplayList(size: Size(width: 60, height: 60), scale: 2, background: .white, items: [
            DisplayItem(id: "a", bounds: Rect(x: 0, y: 0, width: 60, height: 60),
                        command: .roundedRect(Rect(x: 0, y: 0, width: 60, height: 60), cornerRadius: 0, fill: Color(r: 0, g: 0, b: 1))),
        ])
        let start = PixelBuffer(width: 120, height: 120, fill: sentinel)
        let damage = [PixelRect(x: 10, y: 20, width: 30, height: 15), PixelRect(x: 100, y: 100, width: 50, height: 50)]
        let buf = render(list, damage: damage, into: start)
        for y in 0..<120 { for x in 0..<120 {
            let inside = (x >= 10 && x < 40 && y >= 20 && y < 35) || (x >= 100 && y >= 100)
            if inside { #expect(buf[x, y] == PixelBuffer.pack(r: 0, g: 0, b: 255)) } else if buf[x, y] != sentinel {
                Issue.record("pixel (\(x), \(y)) outside the damage was written"); return
            }
        } }
        // An empty damage list draws nothing at all.
        #expect(render(list, damage: [], into: start) == start)
    }

    @Test func clipAndOpacityGroupsNest() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        let list = DisplayList(size: r.size, scale: 1, background: .black, items: [
            DisplayItem(id: "c", bounds: r, command: .pushClip(Rect(x: 0, y: 0, width: 5, height: 10), cornerRadius: 0)),
            DisplayItem(id: "o", bounds: r, command: .pushOpacity(0.5)),
            DisplayItem(id: "f", bounds: r, command: .roundedRect(r, cornerRadius: 0, fill: .white)),
            DisplayItem(id: "po", bounds: r, command: .popOpacity),
            DisplayItem(id: "pc", bounds: r, command: .popClip),
            DisplayItem(id: "extra", bounds: r, command: .popClip),   // unbalanced: ignored
        ])
        let buf = render(list)
        #expect((126...129).contains(channels(buf, 2, 5).r))
        #expect(channels(buf, 7, 5).r == 0)
    }

    @Test func symbolsAndGradientsDraw() throws {
        let r = Rect(x: 0, y: 0, width: 40, height: 40)
        // The names the scenes and examples draw most (every mapped glyph: SymbolMapTests).
        for name in ["heart.fill", "bag.fill", "car.fill", "figure.run", "clock", "checkmark", "bolt.fill", "fork.knife"] {
            let list = DisplayList(size: r.size, scale: 2, background: .black, items: [
                DisplayItem(id: "s", bounds: r.insetBy(dx: 4, dy: 4), command: .symbol(name, color: .white)),
            ])
            let buf = render(list)
            let lit = buf.pixels.filter { PixelBuffer.channels($0).r > 128 }.count
            #expect(lit > 60, "symbol \(name) drew \(lit) pixels")
        }
        let renderer = CairoRenderer()
        var buf = PixelBuffer(width: 10, height: 10)
        renderer.render(DisplayList(size: Size(width: 10, height: 10), scale: 1, items: [
            DisplayItem(id: "u", bounds: Rect(x: 0, y: 0, width: 10, height: 10), command: .symbol("no.such.symbol", color: .white)),
        ]), into: &buf, damage: nil)
        #expect(renderer.warnings.contains { $0.contains("no.such.symbol") })

        let g = DisplayList(size: Size(width: 10, height: 100), scale: 1, items: [
            DisplayItem(id: "g", bounds: Rect(x: 0, y: 0, width: 10, height: 100),
                        command: .linearGradient(top: .white, bottom: .black)),
        ])
        let gb = render(g)
        #expect(channels(gb, 5, 2).r > 240 && channels(gb, 5, 97).r < 15 && (110...145).contains(channels(gb, 5, 50).r))
    }

    /// The measurer and the renderer agree: at @2x and @3x the drawn ink ends where the measured
    /// width says (within the side bearing), so layout in points holds at every scale.
    @Test(arguments: [2.0, 3.0])
    func measuredWidthMatchesDrawnInk(scale: Double) {
        let style = TextStyle(sizePt: 17, weight: .semibold, color: .white)
        let text = "Pho Saigon 20:00"
        let width = PangoTextMeasurer().size(of: text, style: style).width
        let list = DisplayList(size: Size(width: 300, height: 30), scale: scale, background: .black, items: [
            DisplayItem(id: "t", bounds: Rect(x: 10, y: 0, width: 280, height: 30), command: .text(text, style)),
        ])
        let buf = render(list)
        var maxX = 0
        for y in 0..<buf.height { for x in 0..<buf.width where channels(buf, x, y).r > 64 { maxX = max(maxX, x) } }
        let inkEndPt = Double(maxX + 1) / scale
        #expect(abs(inkEndPt - (10 + width)) < 1.5, "ink ends at \(inkEndPt) pt, measured end \(10 + width) pt")
    }

    @Test func badGeometryIsSkippedAndReportedNotFatal() {
        let nan = Rect(x: .nan, y: 0, width: 10, height: 10)
        let ok = Rect(x: 0, y: 0, width: 10, height: 10)
        let list = DisplayList(size: Size(width: 10, height: 10), scale: 1, background: .black, items: [
            DisplayItem(id: "bad", bounds: nan, command: .roundedRect(nan, cornerRadius: 2, fill: .white)),
            DisplayItem(id: "good", bounds: ok, command: .roundedRect(ok, cornerRadius: 0, fill: Color(r: 0, g: 1, b: 0))),
        ])
        let renderer = CairoRenderer()
        var buf = PixelBuffer(width: 10, height: 10)
        renderer.render(list, into: &buf, damage: nil)
        #expect(channels(buf, 5, 5) == (255, 0, 255, 0), "items after the bad one still draw")
        #expect(renderer.warnings.contains { $0.contains("bad") })
    }

    @Test func pngRoundTripIsLossless() throws {
        var buf = PixelBuffer(width: 7, height: 5, fill: PixelBuffer.pack(r: 10, g: 200, b: 30))
        buf[3, 2] = PixelBuffer.pack(r: 255, g: 0, b: 128)
        let path = NSTemporaryDirectory() + "afterglow-roundtrip-\(getpid()).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try PNGCodec.write(buf, to: path)
        #expect(try PNGCodec.read(path) == buf)

        let list = DisplayList(size: Size(width: 20, height: 20), scale: 1, background: .black, items: [
            DisplayItem(id: "i", bounds: Rect(x: 0, y: 0, width: 20, height: 20), command: .image(path: path, opacity: 1)),
        ])
        var out = PixelBuffer(width: 20, height: 20)
        CairoRenderer().render(list, into: &out, damage: nil)
        #expect(channels(out, 2, 2).g > 150)   // the image was drawn, scaled to fill
    }

    /// The fast writer gives the pixels Cairo's writer gives: an opaque frame exactly, and
    /// translucent premultiplied pixels as Cairo un-premultiplies them (read back through Cairo).
    @Test func fastPNGWriterKeepsCairosPixels() throws {
        var opaque = PixelBuffer(width: 9, height: 4, fill: PixelBuffer.pack(r: 10, g: 200, b: 30))
        opaque[3, 2] = PixelBuffer.pack(r: 255, g: 0, b: 128)
        var translucent = opaque
        translucent[0, 0] = 0x8040_2010   // premultiplied: alpha 128, red 64, green 32, blue 16
        translucent[1, 0] = 0x0000_0000   // fully transparent
        translucent[2, 0] = 0x0101_0000   // alpha 1, red 1: un-premultiplied to 255
        let base = NSTemporaryDirectory() + "afterglow-fastpng-\(getpid())"
        defer { for s in ["a", "b", "c"] { try? FileManager.default.removeItem(atPath: base + s + ".png") } }
        try PNGCodec.write(opaque, to: base + "a.png", compression: .fast)
        #expect(try PNGCodec.read(base + "a.png") == opaque)
        try PNGCodec.write(translucent, to: base + "b.png", compression: .fast)
        try PNGCodec.write(translucent, to: base + "c.png", compression: .small)
        #expect(try PNGCodec.read(base + "b.png") == PNGCodec.read(base + "c.png"))
        #expect(throws: PNGError.self) { try PNGCodec.write(opaque, to: "/nonexistent/dir/x.png", compression: .fast) }
    }

    /// Cairo calls a file that is not a PNG "out of memory"; the reader says what is wrong instead.
    @Test func pngReadErrorsSayWhatIsWrong() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("png-read-\(getpid())-").path
        func reason(_ path: String) -> String {
            do { _ = try PNGCodec.read(path); return "read" } catch let e as PNGError { return e.reason } catch { return "\(error)" }
        }
        try Data("{\"aps\": {}}".utf8).write(to: URL(fileURLWithPath: base + "json.png"))
        try Data().write(to: URL(fileURLWithPath: base + "empty.png"))
        // The signature alone, then nothing: a PNG cut short, left to libpng to report.
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]).write(to: URL(fileURLWithPath: base + "cut.png"))
        defer { for f in ["json", "empty", "cut"] { try? FileManager.default.removeItem(atPath: base + f + ".png") } }
        #expect(reason(base + "json.png").hasPrefix("not a PNG file"))
        #expect(reason(base + "empty.png") == "empty file, not a PNG")
        #expect(reason(base + "/missing.png") == "file not found")
        let cut = reason(base + "cut.png")
        #expect(cut != "read" && !cut.hasPrefix("not a PNG"), "\(cut)")
    }

    @Test func pngReadNamesTheFileOnError() {
        #expect(throws: PNGError.self) { try PNGCodec.read("/nonexistent/afterglow.png") }
        do { _ = try PNGCodec.read("/nonexistent/afterglow.png") } catch { #expect("\(error)".contains("/nonexistent/afterglow.png")) }
    }
}
