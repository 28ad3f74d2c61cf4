import AfterglowGeometry
import AfterglowDisplay
import CPangoCairo

/// Draws SF Symbol names as icon-font glyphs (through `SymbolMap`) with Pango, fitted and centred
/// in the item's bounds; anything it cannot draw becomes a dashed placeholder and a reason.
///
/// Sizing: the icon fonts draw on a 24-unit grid whose live area is 20 units, so the font size is
/// 1.2 × the box's short side and the live area fills the box, as SF Symbols fill their frame;
/// a glyph whose ink is still larger is scaled down to fit. Glyphs are centred on their ink.
final class SymbolDrawer {
    private let map: SymbolMap
    private let fontOptions: OpaquePointer
    private let fontMap: OwnedFontMap
    /// Per family: whether fontconfig has it (checked once; a missing font would silently fall
    /// back to another font's glyph or a hex box).
    private var installed: [String: Bool] = [:]
    private struct Key: Hashable { var scalar: Unicode.Scalar; var family: String; var sizePt: Double }
    private var layouts: [Key: OpaquePointer] = [:]
    /// The transform each layout was last bound with (see `TextLayoutCache.Transform`).
    private var boundTransforms: [Key: TextLayoutCache.Transform] = [:]
    static let sizeFactor = 1.2
    static let maxCachedLayouts = 512

    init(map: SymbolMap = .bundled, fontOptions: OpaquePointer, fontMap: OwnedFontMap) {
        self.map = map
        self.fontMap = fontMap
        self.fontOptions = cairo_font_options_copy(fontOptions)
    }

    deinit {
        GlyphDrawingLock.run { for l in layouts.values { g_object_unref(UnsafeMutableRawPointer(l)) } }
        cairo_font_options_destroy(fontOptions)
    }

    /// Why a placeholder was drawn instead of a glyph.
    enum Problem: Equatable {
        case unknown(String)
        /// The icon font is missing: true of every symbol from it, so reported once.
        case fontMissing(family: String, package: String)

        var message: String {
            switch self {
            case .unknown(let name): "unknown symbol '\(name)'"
            case .fontMissing(let family, let package):
                "icon font '\(family)' is not installed (Debian package \(package); run scripts/setup.sh): its symbols are drawn as placeholders"
            }
        }
    }

    /// Draws `name` in `rect`; returns why it drew the placeholder instead, or nil when drawn.
    func draw(_ name: String, in rect: Rect, color: Color, cr: OpaquePointer) -> Problem? {
        let side = min(rect.width, rect.height)
        guard side > 0 else { return nil }
        guard let glyph = map.glyph(name), let family = map.family(of: glyph) else {
            Self.placeholder(in: rect, color: color, cr: cr)
            return .unknown(name)
        }
        guard isInstalled(family, cr: cr) else {
            Self.placeholder(in: rect, color: color, cr: cr)
            return .fontMissing(family: family, package: map.fonts[glyph.font]?.debianPackage ?? "?")
        }
        let key = Key(scalar: glyph.scalar, family: family, sizePt: side * Self.sizeFactor)
        let layout = self.layout(key, cr: cr)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let s = Double(PANGO_SCALE)
        let iw = Double(ink.width) / s, ih = Double(ink.height) / s
        guard iw > 0, ih > 0 else { return nil }  // a blank glyph: nothing to draw
        let fit = min(1, side / iw, side / ih)
        cairo_save(cr)
        cairo_translate(cr, rect.midX, rect.midY)
        cairo_scale(cr, fit, fit)
        cairo_translate(cr, -(Double(ink.x) / s + iw / 2), -(Double(ink.y) / s + ih / 2))
        color.setSource(cr)
        cairo_move_to(cr, 0, 0)
        TextLayoutCache.Transform.rebind(layout, to: cr, bound: &boundTransforms[key])
        GlyphDrawingLock.showLayout(cr, layout)
        cairo_restore(cr)
        return nil
    }

    /// Whether the fontconfig match for `family` really is that family.
    func isInstalled(_ family: String, cr: OpaquePointer) -> Bool {
        if let known = installed[family] { return known }
        let context = fontMap.makeContext()
        pango_cairo_update_context(cr, context)
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let ok = Self.loadedFamily(family, context: context).map { $0.caseInsensitiveCompare(family) == .orderedSame } ?? false
        installed[family] = ok
        return ok
    }

    /// The family fontconfig actually loads when asked for `family`.
    static func loadedFamily(_ family: String, context: OpaquePointer) -> String? {
        let desc = pango_font_description_new()!
        defer { pango_font_description_free(desc) }
        pango_font_description_set_family(desc, family)
        pango_font_description_set_absolute_size(desc, 20 * Double(PANGO_SCALE))
        guard let font = pango_context_load_font(context, desc) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(font)) }
        let loaded = pango_font_describe(font)!
        defer { pango_font_description_free(loaded) }
        return pango_font_description_get_family(loaded).map { String(cString: $0) }
    }

    private func layout(_ key: Key, cr: OpaquePointer) -> OpaquePointer {
        if let l = layouts[key] { return l }
        if layouts.count >= Self.maxCachedLayouts {
            for l in layouts.values { g_object_unref(UnsafeMutableRawPointer(l)) }
            layouts.removeAll(keepingCapacity: true)
            boundTransforms.removeAll(keepingCapacity: true)
        }
        let layout = fontMap.makeLayout(for: cr, fontOptions: fontOptions)
        let desc = pango_font_description_new()!
        pango_font_description_set_family(desc, key.family)
        pango_font_description_set_absolute_size(desc, key.sizePt * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
        // Never borrow a glyph from another font: a wrong codepoint must show, not hide.
        let attrs = pango_attr_list_new()!
        pango_attr_list_insert(attrs, pango_attr_fallback_new(0))
        pango_layout_set_attributes(layout, attrs)
        pango_attr_list_unref(attrs)
        String(Character(key.scalar)).withCString { pango_layout_set_text(layout, $0, -1) }
        layouts[key] = layout
        return layout
    }

    /// A dashed rounded square: visibly "a symbol goes here", never mistaken for a glyph.
    static func placeholder(in rect: Rect, color: Color, cr: OpaquePointer) {
        let side = min(rect.width, rect.height)
        let box = Rect(x: rect.midX - side * 0.4, y: rect.midY - side * 0.4, width: side * 0.8, height: side * 0.8)
        cairo_save(cr)
        color.setSource(cr)
        ContinuousCornerPath.add(cr, box, radius: side * 0.15)
        var dash = [side * 0.12, side * 0.08]
        cairo_set_dash(cr, &dash, 2, 0)
        cairo_set_line_width(cr, side * 0.07)
        cairo_stroke(cr)
        cairo_restore(cr)
    }
}
