import AfterglowGeometry
import CPangoCairo

/// Large text and shapes kept as their coverage (an A8 mask in device pixels) between frames, so a
/// frame that only recolours them (each step of a dim or wake ramp) paints the new colour through
/// the mask instead of scan-converting the shape or rasterizing the glyphs again. Filling a
/// Lock Screen card's continuous-corner outline was about half of a ramp frame's render work
/// (callgrind, docs/FIGURES.md).
///
/// The mask is rasterized at the item's own sub-pixel phase (the fractional part of its device
/// origin) with the same path or layout, transform and font options as a direct draw, and painted
/// at the integer part. Its pixels are the direct draw's up to the float rounding of path
/// coordinates taken relative to the item's origin (±1 of 255 on a few edge pixels; none on the
/// text and cards `CoverageMaskCacheTests` checks exactly). Every large item is drawn through a
/// mask, cached or not, so a frame's pixels do not depend on what the renderer drew before.
/// Masks unused for two frames are released.
final class CoverageMaskCache {
    enum Shape: Hashable {
        case text(TextLayoutCache.Key)
        case roundedRect(width: Double, height: Double, radius: Double)
    }

    struct Key: Hashable {
        var shape: Shape
        /// Device-space scale of the transform (no rotation or skew: those draw directly).
        var scaleX: Double, scaleY: Double
        /// The fractional part of the item's origin in device pixels.
        var phaseX: Double, phaseY: Double
    }

    private struct Entry {
        /// nil when the item cannot have a mask (larger than a surface may be).
        var mask: OpaquePointer?
        /// The mask's top-left in device pixels, relative to the floor of the item's origin.
        var offsetX: Int32 = 0, offsetY: Int32 = 0
        var lastUsed: UInt64
    }

    /// Text smaller than this many device pixels (font size × scale) is drawn directly: Cairo's
    /// glyph cache already serves it, and a countdown's new string every second would otherwise
    /// cost a mask each time.
    static let minTextDevicePixels = 40.0
    /// Shapes covering fewer device pixels than this are drawn directly.
    static let minShapeDevicePixels = 64.0 * 64.0

    /// False draws everything directly (tests compare the two).
    let enabled: Bool
    private var entries: [Key: Entry] = [:]
    private var frame: UInt64 = 0
    /// Masks rasterized since this cache was made, for tests.
    private(set) var rasterized = 0

    var count: Int { entries.count }

    init(enabled: Bool = true) { self.enabled = enabled }

    deinit { for e in entries.values { if let m = e.mask { cairo_surface_destroy(m) } } }

    /// Paints `layout` (bound to `cr`) at `cr`'s current point in the current source through a
    /// cached mask when one applies; false when the caller should draw it directly.
    func drawText(_ key: TextLayoutCache.Key, layout: OpaquePointer, cr: OpaquePointer, fontPoints: Double) -> Bool {
        var ux = 0.0, uy = 0.0
        cairo_get_current_point(cr, &ux, &uy)
        return draw(.text(key), at: ux, uy, cr: cr, accept: { fontPoints * max($0.xx, $0.yy) >= Self.minTextDevicePixels }) { mcr in
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            let s = Double(PANGO_SCALE)
            return (Rect(x: Double(ink.x) / s, y: Double(ink.y) / s, width: Double(ink.width) / s, height: Double(ink.height) / s),
                    { cairo_move_to(mcr, 0, 0); GlyphDrawingLock.showLayout(mcr, layout) })
        }
    }

    /// Fills `rect` with continuous corners in the current source through a cached mask when one
    /// applies; false when the caller should fill it directly.
    func fillRoundedRect(_ rect: Rect, radius: Double, cr: OpaquePointer) -> Bool {
        let local = Rect(x: 0, y: 0, width: rect.width, height: rect.height)
        return draw(.roundedRect(width: rect.width, height: rect.height, radius: radius), at: rect.minX, rect.minY, cr: cr,
                    accept: { rect.width * $0.xx * rect.height * $0.yy >= Self.minShapeDevicePixels }) { mcr in
            (local, { ContinuousCornerPath.add(mcr, local, radius: radius); cairo_fill(mcr) })
        }
    }

    /// `make` gives the item's bounds relative to its origin (user units) and a closure that draws it
    /// at the origin of the context it was given (the mask's, set up at the item's phase).
    private func draw(_ shape: Shape, at ux: Double, _ uy: Double, cr: OpaquePointer, accept: (cairo_matrix_t) -> Bool,
                      make: (OpaquePointer) -> (Rect, () -> Void)) -> Bool {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard enabled, m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0, accept(m) else { return false }
        var dx = ux, dy = uy
        cairo_user_to_device(cr, &dx, &dy)
        guard dx.isFinite, dy.isFinite, abs(dx) < 1e6, abs(dy) < 1e6 else { return false }
        let fx = dx.rounded(.down), fy = dy.rounded(.down)
        let key = Key(shape: shape, scaleX: m.xx, scaleY: m.yy, phaseX: dx - fx, phaseY: dy - fy)
        var e = entries[key] ?? Entry(lastUsed: frame)
        e.lastUsed = frame
        if e.mask == nil {
            // An item too large for a mask surface is drawn directly every time.
            guard let made = Self.rasterize(key, make) else { entries[key] = e; return false }
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

    /// The item's coverage in an A8 surface covering its bounds plus two pixels of antialiasing,
    /// its origin at the key's phase.
    private static func rasterize(_ key: Key, _ make: (OpaquePointer) -> (Rect, () -> Void)) -> (mask: OpaquePointer, x: Int32, y: Int32)? {
        // A scratch context only to learn the bounds (text extents need no surface).
        guard let probe = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return nil }
        let pcr = cairo_create(probe)!
        let (bounds, _) = make(pcr)
        cairo_destroy(pcr); cairo_surface_destroy(probe)
        guard bounds.isFinite else { return nil }
        let x0 = (key.phaseX + bounds.minX * key.scaleX).rounded(.down) - 2
        let y0 = (key.phaseY + bounds.minY * key.scaleY).rounded(.down) - 2
        let x1 = (key.phaseX + bounds.maxX * key.scaleX).rounded(.up) + 2
        let y1 = (key.phaseY + bounds.maxY * key.scaleY).rounded(.up) + 2
        let w = Int32(x1 - x0), h = Int32(y1 - y0)
        guard w > 0, h > 0, w < 16384, h < 16384 else { return nil }
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, w, h),
              cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS else { return nil }
        let mcr = cairo_create(mask)!
        var m = cairo_matrix_t(xx: key.scaleX, yx: 0, xy: 0, yy: key.scaleY, x0: key.phaseX - x0, y0: key.phaseY - y0)
        cairo_set_matrix(mcr, &m)
        cairo_set_source_rgba(mcr, 1, 1, 1, 1)
        let (_, draw) = make(mcr)
        draw()
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
