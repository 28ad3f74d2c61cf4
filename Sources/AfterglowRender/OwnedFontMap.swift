import CPangoCairo

/// A PangoCairo font map owned by one renderer or measurer, never `pango_cairo_font_map_get_default()`.
///
/// Why: the default map is per thread, and a font map is not thread-safe. A renderer or measurer
/// made on one thread and used on another (Swift concurrency moves work between threads; tests
/// run in parallel) would share that thread's map with whatever else runs there, corrupting its
/// fontset cache (GLib "corrupted double-linked list", then heap corruption: see
/// `ConcurrentTextTests`). An owner that is used by one thread at a time keeps its own map.
/// Fonts themselves are still shared: cairo and fontconfig cache faces process-wide, thread-safely.
final class OwnedFontMap {
    let map: UnsafeMutablePointer<PangoFontMap>

    init() { map = pango_cairo_font_map_new()! }
    deinit { GlyphDrawingLock.run { g_object_unref(UnsafeMutableRawPointer(map)) } }

    /// A new context on this map (caller unrefs). Glyph positions are not rounded: rounded, the
    /// measurer (1 unit = 1 pt) would snap every advance to a whole point and the renderer to a
    /// whole pixel, so the two disagreed by up to 1 % of a line, and both differed from SF's
    /// fractional advances (`SystemFontSizing`).
    func makeContext() -> OpaquePointer {
        let context = pango_font_map_create_context(map)!
        pango_context_set_round_glyph_positions(context, 0)
        return context
    }

    /// A new layout on this map, bound to `cr`'s transform and with `fontOptions`, as
    /// `pango_cairo_create_layout` makes one on the default map (caller unrefs).
    func makeLayout(for cr: OpaquePointer, fontOptions: OpaquePointer) -> OpaquePointer {
        let context = makeContext()
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        pango_cairo_update_context(cr, context)
        pango_cairo_context_set_font_options(context, fontOptions)
        return pango_layout_new(context)!
    }
}
