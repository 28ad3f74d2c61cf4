import AfterglowKit
@testable import AfterglowRender
import Foundation
import Testing

/// The SF Symbol map is data: these check that every name in it draws a real glyph of an
/// installed font, that `.fill` names draw the filled glyph, and what happens to names and fonts
/// that are not there.
@Suite struct SymbolMapTests {
    let map = SymbolMap.bundled

    func render(_ list: DisplayList, with renderer: CairoRenderer = CairoRenderer()) -> PixelBuffer {
        var buf = PixelBuffer(width: list.pixelWidth, height: list.pixelHeight, fill: 0)
        renderer.render(list, into: &buf, damage: nil)
        return buf
    }

    /// Pixels brighter than half, in a white-on-black render.
    func ink(_ name: String, side: Double = 40) -> Int {
        let r = Rect(x: 0, y: 0, width: side, height: side)
        let buf = render(DisplayList(size: r.size, scale: 1, background: .black,
                                     items: [DisplayItem(id: "s", bounds: r, command: .symbol(name, color: .white))]))
        return buf.pixels.filter { PixelBuffer.channels($0).r > 128 }.count
    }

    @Test func bundledMapLoadsWithAtLeast400NamesAndTheirFillVariants() throws {
        #expect(SymbolMap.bundledError == nil)
        #expect(map.glyphs.count >= 400, "\(map.glyphs.count) names")
        let fills = map.glyphs.keys.filter { $0.hasSuffix(".fill") }
        #expect(fills.count >= 150, "\(fills.count) .fill names")
        // Every .fill name whose plain name is an SF Symbol used in the corpus has it too, and
        // the reverse: the pairs are what templates switch between (selected / not).
        let unpaired = fills.filter { map.glyph(String($0.dropLast(5))) == nil }
        #expect(unpaired.count * 10 < fills.count, "unpaired .fill names: \(unpaired.sorted())")
        // The names the scenes draw themselves (watch face, notifications, widgets) are mapped.
        for name in ["heart.fill", "message.fill", "bell.fill", "flashlight.off.fill", "camera.fill", "bolt.fill", "lock.fill"] {
            #expect(map.glyph(name) != nil, "\(name)")
        }
        #expect(map.catalog.names == Set(map.glyphs.keys))
    }

    @Test func everyMappedGlyphExistsInItsInstalledFont() {
        let report = SymbolFontCoverage.check(map)
        #expect(report.missingFonts.isEmpty, "fonts not installed (run scripts/setup.sh): \(report.missingFonts)")
        #expect(report.missingGlyphs.isEmpty, "codepoints not in their font: \(report.missingGlyphs)")
        #expect(report.checked == map.glyphs.count)
    }

    /// The codepoints in the data are the ones the font packages' own CSS gives for the named glyph.
    @Test func codepointsMatchTheFontPackagesGlyphNames() throws {
        for (key, font) in map.fonts {
            let css = try #require(try? String(contentsOfFile: font.names, encoding: .utf8),
                                   "\(font.names) missing: install \(font.debianPackage) (scripts/setup.sh)")
            var named: [String: UInt32] = [:]
            // `.mdi-heart:before { content: "\F2D1"; }` / `.material-icons.favorite:before { content: "\e87d"; }`
            let rule = try Regex(#"\.(?:mdi-|material-icons\.)([a-z0-9_-]+):before\s*\{\s*content:\s*"\\([0-9A-Fa-f]+)""#)
            for m in css.matches(of: rule) {
                if let n = m.output[1].substring, let hex = m.output[2].substring, let v = UInt32(hex, radix: 16) { named[String(n)] = v }
            }
            #expect(named.count > 1000, "\(font.names) names \(named.count) glyphs")
            for (name, glyph) in map.glyphs where glyph.font == key {
                #expect(named[glyph.name] == glyph.scalar.value, "\(name): \(key) glyph '\(glyph.name)' is \(named[glyph.name].map { String($0, radix: 16) } ?? "not in the CSS"), the map says \(String(glyph.scalar.value, radix: 16))")
            }
        }
    }

    @Test func everyMappedNameDrawsVisibleInkWithoutWarnings() {
        let names = map.glyphs.keys.sorted()
        let side = 24.0, columns = 30
        let renderer = CairoRenderer()
        let rows = (names.count + columns - 1) / columns
        var items: [DisplayItem] = []
        for (i, name) in names.enumerated() {
            let r = Rect(x: Double(i % columns) * side, y: Double(i / columns) * side, width: side, height: side)
            items.append(DisplayItem(id: name, bounds: r.insetBy(dx: 2, dy: 2), command: .symbol(name, color: .white)))
        }
        let buf = render(DisplayList(size: Size(width: Double(columns) * side, height: Double(rows) * side), scale: 2,
                                     background: .black, items: items), with: renderer)
        #expect(renderer.warnings.isEmpty, "\(renderer.warnings)")
        for (i, name) in names.enumerated() {
            let x0 = (i % columns) * 48, y0 = (i / columns) * 48
            var lit = 0
            for y in y0..<(y0 + 48) { for x in x0..<(x0 + 48) where PixelBuffer.channels(buf[x, y]).r > 128 { lit += 1 } }
            #expect(lit > 20, "\(name) drew \(lit) pixels")
        }
    }

    /// Where the plain name is an outline glyph, the `.fill` name is its filled twin: more ink.
    @Test func fillVariantsDrawTheFilledGlyph() {
        var pairs = 0
        for (name, glyph) in map.glyphs where !name.hasSuffix(".fill") {
            guard glyph.name.hasSuffix("outline") || glyph.name.hasSuffix("border"),
                  let filled = map.glyph(name + ".fill"), filled != glyph else { continue }
            pairs += 1
            let plain = ink(name), fill = ink(name + ".fill")
            #expect(fill > plain, "\(name).fill (\(filled.name), \(fill) px) should draw more ink than \(name) (\(glyph.name), \(plain) px)")
        }
        #expect(pairs >= 30, "only \(pairs) outline/fill pairs")
        #expect(map.glyph("heart")?.name == "heart-outline" && map.glyph("heart.fill")?.name == "heart")
    }

    @Test func unknownNameDrawsAVisiblePlaceholderAndIsReportedOnce() {
        let renderer = CairoRenderer()
        let r = Rect(x: 0, y: 0, width: 20, height: 20)
        let list = DisplayList(size: r.size, scale: 2, background: .black, items: [
            DisplayItem(id: "a", bounds: r, command: .symbol("no.such.symbol", color: .white)),
        ])
        let buf = render(list, with: renderer)
        _ = render(list, with: renderer)
        let lit = buf.pixels.filter { PixelBuffer.channels($0).r > 128 }.count
        #expect(lit > 40, "placeholder drew \(lit) pixels")
        // Dashed outline, hollow: the centre stays dark.
        #expect(PixelBuffer.channels(buf[20, 20]).r < 30)
        #expect(renderer.warnings == ["unknown symbol 'no.such.symbol' (item a)"])
    }

    @Test func aMissingIconFontDrawsPlaceholdersAndSaysWhichPackage() throws {
        let json = #"""
        {"fonts": {"x": {"family": "Afterglow No Such Icon Font", "debianPackage": "fonts-none", "version": "0", "licence": "-", "names": "/nonexistent"}},
         "symbols": {"heart": {"font": "x", "glyph": "heart", "codepoint": "F2D1"}}}
        """#
        let fake = try SymbolMap.parse(Data(json.utf8), file: "fake.json")
        let renderer = CairoRenderer(symbols: fake)
        let r = Rect(x: 0, y: 0, width: 20, height: 20)
        let buf = render(DisplayList(size: r.size, scale: 2, background: .black, items: [
            DisplayItem(id: "a", bounds: r, command: .symbol("heart", color: .white)),
            DisplayItem(id: "b", bounds: r, command: .symbol("heart", color: .white)),
        ]), with: renderer)
        #expect(buf.pixels.contains { PixelBuffer.channels($0).r > 128 })
        #expect(renderer.warnings.count == 1)
        #expect(renderer.warnings.first?.contains("'Afterglow No Such Icon Font' is not installed (Debian package fonts-none") == true)
        #expect(SymbolFontCoverage.check(fake).missingFonts.keys.sorted() == ["x"])
    }

    @Test func malformedMapsAreRejectedNamingTheKey() {
        let badFont = #"{"fonts": {}, "symbols": {"heart": {"font": "mdi", "glyph": "heart", "codepoint": "F2D1"}}}"#
        #expect(throws: SymbolMapError.self) { try SymbolMap.parse(Data(badFont.utf8), file: "m.json") }
        do { _ = try SymbolMap.parse(Data(badFont.utf8), file: "m.json") } catch {
            #expect(error.description.contains("symbols.heart.font 'mdi'"))
        }
        let badCode = #"{"fonts": {"mdi": {"family": "F", "debianPackage": "p", "version": "1", "licence": "l", "names": "n"}}, "symbols": {"x": {"font": "mdi", "glyph": "x", "codepoint": "ZZ"}}}"#
        do { _ = try SymbolMap.parse(Data(badCode.utf8), file: "m.json"); Issue.record("accepted codepoint ZZ") } catch {
            #expect(error.description.contains("symbols.x.codepoint 'ZZ'"))
        }
    }

    /// Emoji in text come from Noto Color Emoji through Pango's fallback, in colour: many pixels
    /// whose channels differ (grey text has r = g = b).
    @Test func emojiInTextRenderInColour() {
        let list = DisplayList(size: Size(width: 120, height: 40), scale: 2, background: .black, items: [
            DisplayItem(id: "t", bounds: Rect(x: 0, y: 0, width: 120, height: 40),
                        command: .text("🍕🚗⚽️", TextStyle(sizePt: 24, color: .white))),
        ])
        let buf = render(list)
        let coloured = buf.pixels.filter { p in
            let c = PixelBuffer.channels(p)
            return max(c.r, c.g, c.b) - min(c.r, c.g, c.b) > 60
        }.count
        #expect(coloured > 500, "only \(coloured) coloured pixels: is fonts-noto-color-emoji installed?")
        // The same text without emoji stays grey: the colour comes from the emoji font.
        let grey = render(DisplayList(size: list.size, scale: 2, background: .black, items: [
            DisplayItem(id: "t", bounds: Rect(x: 0, y: 0, width: 120, height: 40), command: .text("Pizza", TextStyle(sizePt: 24, color: .white))),
        ]))
        #expect(!grey.pixels.contains { p in let c = PixelBuffer.channels(p); return max(c.r, c.g, c.b) - min(c.r, c.g, c.b) > 10 })
    }

    /// Dimmed text dims its emoji too (Always On multiplies text colours; emoji bitmaps would
    /// otherwise ignore the colour and stay at full brightness on the dimmed screen).
    @Test func emojiDimWithTheirText() {
        func brightestEmojiPixel(_ color: Color) -> Int {
            let buf = render(DisplayList(size: Size(width: 60, height: 40), scale: 2, background: .black, items: [
                DisplayItem(id: "t", bounds: Rect(x: 0, y: 0, width: 60, height: 40), command: .text("🍕", TextStyle(sizePt: 24, color: color))),
            ]))
            return buf.pixels.map { p in let c = PixelBuffer.channels(p); return Int(max(c.r, c.g, c.b)) }.max() ?? 0
        }
        let full = brightestEmojiPixel(.white)
        let dim = brightestEmojiPixel(Color(r: 0.5, g: 0.5, b: 0.5))
        #expect(full > 200)
        #expect(abs(Double(dim) - Double(full) * 0.5) <= 4, "full \(full), dimmed \(dim)")
        // Plain text keeps its exact colour (no group): a dimmed "A" is drawn at 50 % grey.
        #expect(!CairoRenderer.hasEmoji("Pizza 20:00 → 5.42 km · 5'12\"") && CairoRenderer.hasEmoji("Pizza 🍕") && CairoRenderer.hasEmoji("⚽️"))
    }

    /// Every symbol an example template names literally is mapped, so examples never draw placeholders.
    @Test func exampleTemplatesUseOnlyMappedSymbols() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let dir = root.appendingPathComponent("Examples")
        let files = FileManager.default.enumerator(at: dir, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.lastPathComponent == "template.json" } ?? []
        #expect(!files.isEmpty)
        let literal = try Regex(#""symbol"\s*:\s*"([a-z0-9.]+)""#)
        for f in files {
            let text = try String(contentsOf: f, encoding: .utf8)
            for m in text.matches(of: literal) {
                let name = String(m.output[1].substring ?? "")
                #expect(map.glyph(name) != nil, "\(f.lastPathComponent) in \(f.deletingLastPathComponent().lastPathComponent): '\(name)'")
            }
        }
    }
}
