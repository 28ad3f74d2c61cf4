import CPangoCairo

/// Large text kept as its coverage (an A8 mask in device pixels) between frames, so a frame that
/// only recolours it (each step of a dim or wake ramp) paints its colour through the mask instead
/// of rasterizing every glyph again. Cairo draws glyphs this large from their outlines each time
/// (the Lock Screen clock at @3x was most of a ramp frame's text cost).
///
/// The mask is rasterized at the text's own sub-pixel phase (the fractional part of its device
/// origin) with the same layout, transform and font options as a direct draw, and painted at the
/// integer part, so its pixels are the direct draw's: `TextMaskCacheTests` compares them exactly.
/// A text gets a mask the second frame in a row it is drawn at the same place (a one-off string,
/// such as a ticking countdown's, is drawn directly); masks unused for two frames are released.
final class TextMaskCache {
    struct Key: Hashable {
        var layout: TextLayoutCache.Key
        /// Device-space scale of the transform (no rotation or skew: those draw directly).
        var scaleX: Double, scaleY: Double
        /// The fractional part of the text origin in device pixels.
        var phaseX: Double, phaseY: Double
    }

    private struct Entry {
        /// nil until the second frame that draws this key.
        var mask: OpaquePointer?
        /// The mask's top-left in device pixels, relative to the floor of the text origin.
        var offsetX: Int32 = 0, offsetY: Int32 = 0
        var lastUsed: UInt64
    }

    /// Text smaller than this many device pixels (font size × scale) is drawn directly: Cairo's
    /// glyph cache already serves it.
    static let minDevicePixels = 40.0

    private var entries: [Key: Entry] = [:]
    private var frame: UInt64 = 0
    /// Masks rasterized since this cache was made, for tests.
    private(set) var rasterized = 0

    var count: Int { entries.count }

    deinit { for e in entries.values { if let m = e.mask { cairo_surface_destroy(m) } } }

    /// Draws `layout` (bound to `cr`) at `cr`'s current point in the current source colour through a
    /// cached mask when one applies; returns false when the caller should draw it directly.
    func draw(_ layoutKey: TextLayoutCache.Key, layout: OpaquePointer, cr: OpaquePointer, fontPixels: Double) -> Bool {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0, fontPixels * max(m.xx, m.yy) >= Self.minDevicePixels else { return false }
        var ux = 0.0, uy = 0.0
        cairo_get_current_point(cr, &ux, &uy)
        var dx = ux, dy = uy
        cairo_user_to_device(cr, &dx, &dy)
        guard dx.isFinite, dy.isFinite, abs(dx) < 1e6, abs(dy) < 1e6 else { return false }
        let fx = dx.rounded(.down), fy = dy.rounded(.down)
        let key = Key(layout: layoutKey, scaleX: m.xx, scaleY: m.yy, phaseX: dx - fx, phaseY: dy - fy)
        guard var e = entries[key] else {
            entries[key] = Entry(lastUsed: frame)
            return false
        }
        e.lastUsed = frame
        if e.mask == nil {
            guard let made = Self.rasterize(layout, key: key) else { entries[key] = e; return false }
            e.mask = made.mask; e.offsetX = made.x; e.offsetY = made.y
            rasterized += 1
        }
        entries[key] = e
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_mask_surface(cr, e.mask!, fx + Double(e.offsetX), fy + Double(e.offsetY))
        cairo_restore(cr)
        return true
    }

    /// The layout's coverage in an A8 surface covering its ink (plus a pixel of antialiasing), the
    /// origin at the key's phase.
    private static func rasterize(_ layout: OpaquePointer, key: Key) -> (mask: OpaquePointer, x: Int32, y: Int32)? {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let s = Double(PANGO_SCALE)
        let x0 = (key.phaseX + Double(ink.x) / s * key.scaleX).rounded(.down) - 2
        let y0 = (key.phaseY + Double(ink.y) / s * key.scaleY).rounded(.down) - 2
        let x1 = (key.phaseX + Double(ink.x + ink.width) / s * key.scaleX).rounded(.up) + 2
        let y1 = (key.phaseY + Double(ink.y + ink.height) / s * key.scaleY).rounded(.up) + 2
        let w = Int32(x1 - x0), h = Int32(y1 - y0)
        guard w > 0, h > 0, w < 16384, h < 16384 else { return nil }
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, w, h),
              cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS else { return nil }
        let mcr = cairo_create(mask)!
        var m = cairo_matrix_t(xx: key.scaleX, yx: 0, xy: 0, yy: key.scaleY, x0: key.phaseX - x0, y0: key.phaseY - y0)
        cairo_set_matrix(mcr, &m)
        cairo_set_source_rgba(mcr, 1, 1, 1, 1)
        cairo_move_to(mcr, 0, 0)
        GlyphDrawingLock.showLayout(mcr, layout)
        cairo_destroy(mcr)
        cairo_surface_flush(mask)
        return (mask, Int32(x0), Int32(y0))
    }

    /// Ends a frame: releases masks unused in this frame and the one before.
    func endFrame() {
        let keepFrom = frame == 0 ? 0 : frame - 1
        for (k, e) in entries where e.lastUsed < keepFrom {
            if let m = e.mask { cairo_surface_destroy(m) }
            entries[k] = nil
        }
        frame += 1
    }
}
