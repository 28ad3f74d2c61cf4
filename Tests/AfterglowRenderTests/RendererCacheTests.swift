import AfterglowKit
@testable import AfterglowRender
import Testing

/// The renderer's caches (wallpaper raster, text layouts) must give exactly the pixels of a direct
/// draw, and follow every change of their inputs.
@Suite struct RendererCacheTests {
    let size = Size(width: 120, height: 90)

    func wallpaper(_ top: Color, _ bottom: Color) -> DisplayItem {
        DisplayItem(id: "wallpaper", bounds: Rect(origin: .zero, size: size), role: .decoration,
                    command: .linearGradient(top: top, bottom: bottom))
    }

    func list(_ items: [DisplayItem], scale: Double = 3) -> DisplayList {
        DisplayList(size: size, scale: scale, background: .black, items: items)
    }

    func text(_ s: String) -> DisplayItem {
        DisplayItem(id: "clock", bounds: Rect(x: 10, y: 20, width: 100, height: 40),
                    command: .text(s, TextStyle(sizePt: 28, weight: .semibold, color: .white, alignment: .center, monospacedDigits: true)))
    }

    func card() -> DisplayItem {
        let r = Rect(x: 8, y: 50, width: 104, height: 30)
        return DisplayItem(id: "card", bounds: r, command: .roundedRect(r, cornerRadius: 12, fill: Color(r: 0.1, g: 0.1, b: 0.1, a: 0.6)))
    }

    /// A zero-sized ellipse first draws nothing but keeps the wallpaper from being the first item,
    /// so the list goes through the direct (uncached) gradient path.
    func uncached(_ l: DisplayList) -> DisplayList {
        var l = l
        l.items.insert(DisplayItem(id: "noop", bounds: .zero, command: .ellipse(.zero, fill: .white)), at: 0)
        return l
    }

    func fresh(_ l: DisplayList, damage: [PixelRect]? = nil, into start: PixelBuffer? = nil) -> PixelBuffer {
        var b = start ?? PixelBuffer(width: l.pixelWidth, height: l.pixelHeight, fill: 0)
        CairoRenderer().render(l, into: &b, damage: damage)
        return b
    }

    let blue = Color(r: 0.30, g: 0.52, b: 0.82), pink = Color(r: 0.86, g: 0.46, b: 0.58)

    @Test(arguments: [1.0, 2.0, 3.0])
    func cachedWallpaperEqualsDirectGradient(scale: Double) {
        let l = list([wallpaper(blue, pink), card(), text("9:41")], scale: scale)
        let r = CairoRenderer()
        var b = PixelBuffer(width: l.pixelWidth, height: l.pixelHeight, fill: 0x1234_5678)
        r.render(l, into: &b, damage: nil)
        #expect(r.cacheMisses.gradients == 1)
        #expect(b.pixels == fresh(uncached(l)).pixels)
        r.render(l, into: &b, damage: nil)  // second frame from the cache
        #expect(r.cacheMisses.gradients == 1)
        #expect(b.pixels == fresh(uncached(l)).pixels)
    }

    @Test func fullRasterPathEqualsDirectGradientToo() {
        let l = list([wallpaper(blue, pink), card(), text("9:41")])
        let r = CairoRenderer(wallpaperRows: false)
        var b = PixelBuffer(width: l.pixelWidth, height: l.pixelHeight, fill: 0)
        r.render(l, into: &b, damage: nil)
        r.render(l, into: &b, damage: nil)
        #expect(r.cacheMisses.gradients == 1)
        #expect(b.pixels == fresh(uncached(l)).pixels)
        let before = b
        let damage = [PixelRect(x: 30, y: 60, width: 300, height: 120)]
        let c = list([wallpaper(pink, blue), card(), text("9:42")])
        r.render(c, into: &b, damage: damage)
        #expect(b.pixels == fresh(uncached(c), damage: damage, into: before).pixels)
    }

    @Test func newWallpaperColoursInvalidateTheRaster() {
        let r = CairoRenderer()
        let a = list([wallpaper(blue, pink), text("9:41")])
        let dimmed = list([wallpaper(Color(r: 0.03, g: 0.05, b: 0.08), Color(r: 0.08, g: 0.04, b: 0.05)), text("9:41")])
        var b = PixelBuffer(width: a.pixelWidth, height: a.pixelHeight, fill: 0)
        r.render(a, into: &b, damage: nil)
        r.render(dimmed, into: &b, damage: nil)
        #expect(r.cacheMisses.gradients == 2)
        #expect(b.pixels == fresh(uncached(dimmed)).pixels)
        // Other bounds (another device size) and scale are part of the key too.
        let other = list([wallpaper(Color(r: 0.03, g: 0.05, b: 0.08), Color(r: 0.08, g: 0.04, b: 0.05)), text("9:41")], scale: 2)
        var b2 = PixelBuffer(width: other.pixelWidth, height: other.pixelHeight, fill: 0)
        r.render(other, into: &b2, damage: nil)
        #expect(r.cacheMisses.gradients == 3)
        #expect(b2.pixels == fresh(uncached(other)).pixels)
    }

    @Test func translucentOrPartialGradientsAreDrawnDirectly() {
        let r = CairoRenderer()
        let translucent = list([wallpaper(blue.withAlpha(0.5), pink)])
        var b = PixelBuffer(width: translucent.pixelWidth, height: translucent.pixelHeight, fill: 0)
        r.render(translucent, into: &b, damage: nil)
        var partial = wallpaper(blue, pink)
        partial.bounds = Rect(x: 0, y: 0, width: 120, height: 89.5)
        r.render(list([partial]), into: &b, damage: nil)
        #expect(r.cacheMisses.gradients == 0)
        #expect(b.pixels == fresh(uncached(list([partial]))).pixels)
    }

    @Test func damagedRedrawFromTheCacheWritesOnlyInsideTheDamage() {
        let a = list([wallpaper(blue, pink), text("9:41")]), c = list([wallpaper(blue, pink), text("9:42")])
        let r = CairoRenderer()
        var b = PixelBuffer(width: a.pixelWidth, height: a.pixelHeight, fill: 0)
        r.render(a, into: &b, damage: nil)
        let before = b
        let damage = [PixelRect(x: 30, y: 60, width: 300, height: 120)]
        r.render(c, into: &b, damage: damage)
        let expected = fresh(uncached(c), damage: damage, into: before)
        #expect(b.pixels == expected.pixels)
        #expect(b.pixels != before.pixels)
    }

    /// A held layout drawn again at the same transform is not laid out again (its Pango serial
    /// stays); at another scale it is re-bound, and draws what a fresh layout draws.
    @Test func unchangedTextIsNotLaidOutAgain() {
        let r = CairoRenderer()
        var b = PixelBuffer(width: 360, height: 270, fill: 0)
        let l = list([wallpaper(blue, pink), text("9:41"), card()])
        r.render(l, into: &b, damage: nil)
        let first = r.layoutSerials["9:41"]
        r.render(l, into: &b, damage: nil)
        r.render(l, into: &b, damage: nil)
        #expect(first != nil && r.layoutSerials["9:41"] == first)
        let twice = list([wallpaper(blue, pink), text("9:41"), card()], scale: 2)
        var b2 = PixelBuffer(width: 240, height: 180, fill: 0)
        r.render(twice, into: &b2, damage: nil)
        #expect(r.layoutSerials["9:41"] != first)
        #expect(b2.pixels == fresh(uncached(twice)).pixels)
    }

    @Test func changedTextIsReshapedAndUnusedLayoutsAreReleased() {
        let r = CairoRenderer()
        var b = PixelBuffer(width: 360, height: 270, fill: 0)
        for second in 0..<10 {
            let l = list([wallpaper(blue, pink), text("9:4\(second)"), card()])
            r.render(l, into: &b, damage: nil)
            #expect(b.pixels == fresh(uncached(l)).pixels, "frame \(second)")
        }
        #expect(r.cacheMisses.layouts == 10)
        #expect(r.cachedLayouts <= 2)  // this frame's and the last one's
        let same = list([wallpaper(blue, pink), text("9:49"), card()])
        r.render(same, into: &b, damage: nil)
        #expect(r.cacheMisses.layouts == 10)  // unchanged text reuses its layout
        // A colour change (a dim step) keeps the layout and draws the new colour.
        var red = text("9:49")
        red.command = .text("9:49", TextStyle(sizePt: 28, weight: .semibold, color: Color(r: 1, g: 0, b: 0), alignment: .center, monospacedDigits: true))
        let l = list([wallpaper(blue, pink), red])
        r.render(l, into: &b, damage: nil)
        #expect(r.cacheMisses.layouts == 10)
        #expect(b.pixels == fresh(uncached(l)).pixels)
        // Another size or weight is another shape: a new layout.
        var bold = text("9:49")
        bold.command = .text("9:49", TextStyle(sizePt: 28, weight: .heavy, color: .white, alignment: .center, monospacedDigits: true))
        let l2 = list([wallpaper(blue, pink), bold])
        r.render(l2, into: &b, damage: nil)
        #expect(r.cacheMisses.layouts == 11)
        #expect(b.pixels == fresh(uncached(l2)).pixels)
    }
}
