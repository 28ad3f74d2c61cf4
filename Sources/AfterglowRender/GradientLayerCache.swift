import AfterglowGeometry
import AfterglowDisplay
import CPangoCairo

/// A full-screen opaque gradient (the wallpaper) rasterized once, keyed on everything that decides
/// its pixels: both colours, the bounds, the scale and the buffer size. A frame then writes it from
/// the cache instead of evaluating the gradient per pixel.
///
/// Two forms: when every row is one colour (a vertical gradient, as Cairo draws it without
/// dithering) the cache holds one colour per row and the frame is filled row by row, write-only,
/// at memset speed; otherwise it holds a full raster copied with `CAIRO_OPERATOR_SOURCE` (memcpy).
/// A miss first rasterizes a 64-pixel-wide strip (a vertical gradient's colour does not depend on
/// x, and any dither pattern repeats within 64 px, so a strip with uniform rows means uniform
/// rows across the frame): a dim ramp's step costs a strip, not a full gradient pass.
///
/// Exact: an opaque source drawn with OVER replaces what is under it, so rasterizing onto a
/// transparent surface and writing it gives the very pixels a direct draw would (tests compare
/// against direct draws). A change of any key field re-rasterizes; the last key is kept.
final class GradientLayerCache {
    struct Key: Hashable {
        var top: Color, bottom: Color
        var bounds: Rect
        var scale: Double
        var width: Int, height: Int
    }

    enum Layer {
        /// One colour per pixel row.
        case rows([UInt32])
        /// The whole raster, `width` × `height`.
        case surface(OpaquePointer)
    }

    static let stripWidth = 64

    private var key: Key?
    private var layer: Layer?
    /// Rasterizations (cache misses) since this cache was made, for tests.
    private(set) var rasterized = 0

    /// False keeps every miss on the full-raster path (tests exercise it; Cairo's vertical
    /// gradients always give uniform rows here).
    let rowsAllowed: Bool

    init(rowsAllowed: Bool = true) { self.rowsAllowed = rowsAllowed }

    deinit { release() }

    private func release() {
        if case .surface(let s) = layer { cairo_surface_destroy(s) }
        layer = nil
    }

    /// Whether `item` can be drawn from the cache: a top-level opaque linear gradient whose bounds
    /// cover every pixel of a `width` × `height` buffer at `scale`.
    static func covers(_ item: DisplayItem, scale: Double, width: Int, height: Int) -> Key? {
        guard case .linearGradient(let top, let bottom) = item.command, top.a >= 1, bottom.a >= 1,
              item.bounds.isFinite, width > 0, height > 0 else { return nil }
        let b = item.bounds
        guard b.minX * scale <= 0, b.minY * scale <= 0, b.maxX * scale >= Double(width), b.maxY * scale >= Double(height)
        else { return nil }
        return Key(top: top, bottom: bottom, bounds: b, scale: scale, width: width, height: height)
    }

    /// The rasterized gradient for `key`.
    func layer(for key: Key) -> Layer {
        if let layer, self.key == key { return layer }
        release()
        rasterized += 1
        self.key = key
        let strip = Self.rasterize(key, width: min(Self.stripWidth, key.width))
        defer { cairo_surface_destroy(strip) }
        if rowsAllowed, let rows = Self.uniformRows(strip, width: min(Self.stripWidth, key.width), height: key.height) {
            layer = .rows(rows)
        } else {
            layer = .surface(Self.rasterize(key, width: key.width))
        }
        return layer!
    }

    /// The gradient drawn over a transparent surface `width` px wide (the frame's left columns).
    private static func rasterize(_ key: Key, width: Int) -> OpaquePointer {
        let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(key.height))!
        let cr = cairo_create(s)!
        cairo_scale(cr, key.scale, key.scale)
        fill(cr, top: key.top, bottom: key.bottom, in: key.bounds)
        cairo_destroy(cr)
        cairo_surface_flush(s)
        return s
    }

    /// Each row's colour if every row of `s` is one colour, else nil.
    private static func uniformRows(_ s: OpaquePointer, width: Int, height: Int) -> [UInt32]? {
        guard width > 0, let data = cairo_image_surface_get_data(s) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(s))
        var rows = [UInt32](repeating: 0, count: height)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            let c = row[0]
            for x in 1..<max(1, width) where row[x] != c { return nil }
            rows[y] = c
        }
        return rows
    }

    /// The gradient fill itself, shared with the renderer's direct path so both give one result.
    static func fill(_ cr: OpaquePointer, top: Color, bottom: Color, in b: Rect) {
        let pattern = cairo_pattern_create_linear(0, b.minY, 0, b.maxY)!
        cairo_pattern_add_color_stop_rgba(pattern, 0, top.r, top.g, top.b, top.a)
        cairo_pattern_add_color_stop_rgba(pattern, 1, bottom.r, bottom.g, bottom.b, bottom.a)
        cairo_set_source(cr, pattern)
        cairo_rectangle(cr, b.minX, b.minY, b.width, b.height)
        cairo_fill(cr)
        cairo_pattern_destroy(pattern)
    }
}
