import AfterglowKit
@testable import AfterglowRender
import Testing

/// Large text painted through its cached mask must give exactly the pixels of drawing its glyphs,
/// at every sub-pixel phase, under a rounded clip and over a gradient, in every colour of a dim ramp.
@Suite struct TextMaskCacheTests {
    let size = Size(width: 200, height: 140)

    func list(_ items: [DisplayItem], scale: Double) -> DisplayList {
        DisplayList(size: size, scale: scale, background: .black, items: items)
    }

    func clock(_ s: String, x: Double, y: Double, size pt: Double = 72, color: Color) -> DisplayItem {
        DisplayItem(id: "clock", bounds: Rect(x: x, y: y, width: 180, height: 90),
                    command: .text(s, TextStyle(sizePt: pt, weight: .semibold, color: color, alignment: .center, monospacedDigits: true)))
    }

    func scene(_ text: DisplayItem, scale: Double) -> DisplayList {
        let wall = DisplayItem(id: "w", bounds: Rect(origin: .zero, size: size), role: .decoration,
                               command: .linearGradient(top: Color(r: 0.30, g: 0.52, b: 0.82), bottom: Color(r: 0.86, g: 0.46, b: 0.58)))
        let clip = Rect(x: 12, y: 8, width: 170, height: 110)
        return list([wall, DisplayItem(id: "c", bounds: clip, command: .pushClip(clip, cornerRadius: 24)), text,
                     DisplayItem(id: "c-end", bounds: clip, command: .popClip)], scale: scale)
    }

    /// Pixels that differ from a direct draw of `l` (a count, so a failure does not print two frames).
    func differing(_ b: PixelBuffer, _ l: DisplayList) -> Int {
        zip(b.pixels, direct(l).pixels).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
    }

    func direct(_ l: DisplayList) -> PixelBuffer {
        var b = PixelBuffer(width: l.pixelWidth, height: l.pixelHeight, fill: 0)
        CairoRenderer().render(l, into: &b, damage: nil)  // a fresh renderer draws every glyph
        return b
    }

    /// A dim ramp's colours (white towards the Always On grey) at origins with fractional pixels.
    @Test(arguments: [(3.0, 10.0, 20.0), (3.0, 10.13, 20.71), (2.0, 9.4, 25.25), (3.0, 11.333, 19.5)])
    func maskedRampFramesEqualDirectDraws(scale: Double, x: Double, y: Double) {
        let r = CairoRenderer()
        var b = PixelBuffer(width: Int(size.width * scale), height: Int(size.height * scale), fill: 0)
        for step in 0..<6 {
            let v = 1 - Double(step) * 0.12
            let l = scene(clock("9:41", x: x, y: y, color: Color(r: v, g: v, b: v * 0.98, a: 1 - Double(step) * 0.05)), scale: scale)
            r.render(l, into: &b, damage: nil)
            #expect(differing(b, l) == 0, "step \(step)")
        }
        // The first frame drew directly; the second made the mask; the other four reused it.
        #expect(r.textMasksRasterized == 1)
    }

    @Test func smallOrChangingTextIsDrawnDirectly() {
        let r = CairoRenderer()
        var b = PixelBuffer(width: 600, height: 420, fill: 0)
        for second in 0..<4 {  // a countdown: each string is new
            r.render(scene(clock("0:0\(second)", x: 10, y: 20, color: .white), scale: 3), into: &b, damage: nil)
        }
        #expect(r.textMasksRasterized == 0)
        for _ in 0..<3 {  // 12 pt at @3x is 36 device pixels: Cairo's glyph cache serves it
            r.render(scene(clock("Detail", x: 10, y: 20, size: 12, color: .white), scale: 3), into: &b, damage: nil)
        }
        #expect(r.textMasksRasterized == 0)
    }

    @Test func aMovedTextGetsItsOwnMaskAndOldMasksAreReleased() {
        let r = CairoRenderer()
        var b = PixelBuffer(width: 600, height: 420, fill: 0)
        for x in [10.0, 10.0, 10.5, 10.5, 10.5] {
            let l = scene(clock("9:41", x: x, y: 20, color: .white), scale: 3)
            r.render(l, into: &b, damage: nil)
            #expect(differing(b, l) == 0, "x \(x)")
        }
        #expect(r.textMasksRasterized == 2)
    }
}
