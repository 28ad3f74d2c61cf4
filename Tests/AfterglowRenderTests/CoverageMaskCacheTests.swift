import AfterglowKit
@testable import AfterglowRender
import Testing

/// Large text and cards painted through their cached masks must give exactly the pixels of drawing
/// their glyphs and outlines, at every sub-pixel phase, under a rounded clip and over a gradient, in
/// every colour of a dim ramp.
@Suite struct CoverageMaskCacheTests {
    let size = Size(width: 200, height: 140)

    func list(_ items: [DisplayItem], scale: Double) -> DisplayList {
        DisplayList(size: size, scale: scale, background: .black, items: items)
    }

    func clock(_ s: String, x: Double, y: Double, size pt: Double = 72, color: Color) -> DisplayItem {
        DisplayItem(id: "clock", bounds: Rect(x: x, y: y, width: 180, height: 90),
                    command: .text(s, TextStyle(sizePt: pt, weight: .semibold, color: color, alignment: .center, monospacedDigits: true)))
    }

    func card(x: Double, y: Double, color: Color) -> DisplayItem {
        let r = Rect(x: x, y: y, width: 150, height: 70)
        return DisplayItem(id: "card", bounds: r, command: .roundedRect(r, cornerRadius: 22, fill: color))
    }

    func scene(_ text: DisplayItem, scale: Double, clipped: Bool = true) -> DisplayList {
        let wall = DisplayItem(id: "w", bounds: Rect(origin: .zero, size: size), role: .decoration,
                               command: .linearGradient(top: Color(r: 0.30, g: 0.52, b: 0.82), bottom: Color(r: 0.86, g: 0.46, b: 0.58)))
        let clip = Rect(x: 12, y: 8, width: 170, height: 110)
        if !clipped { return list([wall, text], scale: scale) }
        return list([wall, DisplayItem(id: "c", bounds: clip, command: .pushClip(clip, cornerRadius: 24)), text,
                     DisplayItem(id: "c-end", bounds: clip, command: .popClip)], scale: scale)
    }

    /// Pixels that differ from a direct draw of `l` (a count, so a failure does not print two frames).
    func differing(_ b: PixelBuffer, _ l: DisplayList) -> Int {
        zip(b.pixels, direct(l).pixels).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
    }

    func direct(_ l: DisplayList) -> PixelBuffer {
        var b = PixelBuffer(width: l.pixelWidth, height: l.pixelHeight, fill: 0)
        CairoRenderer(coverageMasks: false).render(l, into: &b, damage: nil)  // every glyph and outline drawn
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
        // The first frame made the mask; the other five reused it.
        #expect(r.masksRasterized == 1)
    }

    /// A Lock Screen card (translucent, continuous corners) through the same ramp.
    @Test(arguments: [(3.0, 20.0, 30.0, true), (3.0, 20.37, 30.81, true), (2.0, 19.5, 31.25, true), (3.0, 20.0, 30.0, false), (3.0, 20.37, 30.81, false)])
    func maskedCardsEqualDirectFills(scale: Double, x: Double, y: Double, clipped: Bool) {
        let r = CairoRenderer()
        var b = PixelBuffer(width: Int(size.width * scale), height: Int(size.height * scale), fill: 0)
        for step in 0..<5 {
            let v = 0.2 - Double(step) * 0.03
            let l = scene(card(x: x, y: y, color: Color(r: v, g: v, b: v, a: 0.6 - Double(step) * 0.1)), scale: scale, clipped: clipped)
            r.render(l, into: &b, damage: nil)
            #expect(differing(b, l) == 0, "step \(step)")
        }
        #expect(r.masksRasterized == 1)
    }

    @Test func smallTextIsDrawnDirectlyAndNewStringsGetNewMasks() {
        let r = CairoRenderer()
        var b = PixelBuffer(width: 600, height: 420, fill: 0)
        for second in 0..<4 {  // a countdown: each string is new
            r.render(scene(clock("0:0\(second)", x: 10, y: 20, color: .white), scale: 3), into: &b, damage: nil)
        }
        #expect(r.masksRasterized == 4)
        for _ in 0..<3 {  // 12 pt at @3x is 36 device pixels: Cairo's glyph cache serves it
            r.render(scene(clock("Detail", x: 10, y: 20, size: 12, color: .white), scale: 3), into: &b, damage: nil)
        }
        #expect(r.masksRasterized == 4)
    }

    /// A frame's pixels do not depend on what the renderer drew before it.
    @Test func aFrameIsTheSameWhateverCameBefore() {
        let a = scene(card(x: 20.37, y: 30.81, color: Color(r: 0.2, g: 0.2, b: 0.2, a: 0.6)), scale: 3)
        let other = scene(clock("9:41", x: 11.2, y: 19.9, color: .white), scale: 3)
        var fresh = PixelBuffer(width: 600, height: 420, fill: 0)
        CairoRenderer().render(a, into: &fresh, damage: nil)
        let r = CairoRenderer()
        var b = PixelBuffer(width: 600, height: 420, fill: 0)
        for l in [a, other, a, a] { r.render(l, into: &b, damage: nil) }
        #expect(b.pixels == fresh.pixels)
    }

    @Test func aMovedTextGetsItsOwnMaskAndOldMasksAreReleased() {
        let r = CairoRenderer()
        var b = PixelBuffer(width: 600, height: 420, fill: 0)
        for x in [10.0, 10.0, 10.5, 10.5, 10.5] {
            let l = scene(clock("9:41", x: x, y: 20, color: .white), scale: 3)
            r.render(l, into: &b, damage: nil)
            #expect(differing(b, l) == 0, "x \(x)")
        }
        #expect(r.masksRasterized == 2)
    }
}
