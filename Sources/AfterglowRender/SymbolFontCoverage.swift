import CPangoCairo

/// Checks a `SymbolMap` against the fonts installed on this machine: each font must be the one
/// fontconfig really loads for its family, and each mapped codepoint must be a glyph of that
/// font (Pango's coverage, read from FreeType's character map), so no symbol silently renders
/// as another font's glyph or a hex box.
public enum SymbolFontCoverage {
    public struct Report: Sendable {
        /// Map fonts whose family fontconfig does not have (font key → family actually loaded).
        public var missingFonts: [String: String]
        /// Symbol names whose codepoint is not in their (installed) font.
        public var missingGlyphs: [String]
        /// Symbols checked in installed fonts.
        public var checked: Int
        public var isComplete: Bool { missingFonts.isEmpty && missingGlyphs.isEmpty }
    }

    public static func check(_ map: SymbolMap) -> Report {
        GlyphDrawingLock.run { checkLocked(map) }
    }

    private static func checkLocked(_ map: SymbolMap) -> Report {
        let fontMap = OwnedFontMap()
        let context = fontMap.makeContext()
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        var report = Report(missingFonts: [:], missingGlyphs: [], checked: 0)
        var fonts: [String: UnsafeMutablePointer<PangoFont>] = [:]
        defer { for f in fonts.values { g_object_unref(UnsafeMutableRawPointer(f)) } }
        for (key, font) in map.fonts {
            let loaded = SymbolDrawer.loadedFamily(font.family, context: context) ?? "nothing"
            guard loaded.caseInsensitiveCompare(font.family) == .orderedSame else {
                report.missingFonts[key] = loaded
                continue
            }
            let desc = pango_font_description_new()!
            pango_font_description_set_family(desc, font.family)
            pango_font_description_set_absolute_size(desc, 20 * Double(PANGO_SCALE))
            fonts[key] = pango_context_load_font(context, desc)
            pango_font_description_free(desc)
        }
        for (name, glyph) in map.glyphs.sorted(by: { $0.key < $1.key }) {
            guard let font = fonts[glyph.font] else { continue }
            report.checked += 1
            if pango_font_has_char(font, gunichar(glyph.scalar.value)) == 0 { report.missingGlyphs.append(name) }
        }
        return report
    }
}
