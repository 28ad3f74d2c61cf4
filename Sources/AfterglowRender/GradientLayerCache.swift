import AfterglowKit
import CPangoCairo

/// A full-screen opaque gradient (the wallpaper) rasterized once into an image surface of the
/// frame's pixel size, keyed on everything that decides its pixels: both colours, the bounds, the
/// scale and the buffer size. A frame then copies it with `CAIRO_OPERATOR_SOURCE` (a memcpy)
/// instead of evaluating the gradient per pixel.
///
/// Exact: an opaque source drawn with OVER replaces what is under it, so rasterizing onto a
/// transparent surface and copying gives the very pixels a direct draw would. A change of any key
/// field (a dim step, another device) re-rasterizes; one entry is kept, the last one used.
final class GradientLayerCache {
    struct Key: Hashable {
        var top: Color, bottom: Color
        var bounds: Rect
        var scale: Double
        var width: Int, height: Int
    }

    private var key: Key?
    private var surface: OpaquePointer?
    /// One pixel per row when every row of the raster is a single colour (a vertical gradient
    /// without dithering): the frame is then filled row by row, write-only, at memset speed.
    private(set) var rowColours: [UInt32]?
    /// Rasterizations (cache misses) since this cache was made, for tests.
    private(set) var rasterized = 0

    deinit { if let surface { cairo_surface_destroy(surface) } }

    /// Whether `item` can be drawn from the cache: a top-level opaque linear gradient whose bounds
    /// cover every pixel of a `width` × `height` buffer at `scale`.
    static func covers(_ item: DisplayItem, scale: Double, width: Int, height: Int) -> Key? {
        guard case .linearGradient(let top, let bottom) = item.command, top.a >= 1, bottom.a >= 1,
              item.bounds.isFinite else { return nil }
        let b = item.bounds
        guard b.minX * scale <= 0, b.minY * scale <= 0, b.maxX * scale >= Double(width), b.maxY * scale >= Double(height)
        else { return nil }
        return Key(top: top, bottom: bottom, bounds: b, scale: scale, width: width, height: height)
    }

    /// The rasterized gradient for `key`.
    func surface(for key: Key) -> OpaquePointer {
        if let surface, self.key == key { return surface }
        let key = key, old = self.key
        // A surface of the same size is reused (a dim ramp changes only the colours): cleared first.
        let s: OpaquePointer
        if let surface, let old, old.width == key.width, old.height == key.height {
            s = surface
        } else {
            if let surface { cairo_surface_destroy(surface) }
            s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(key.width), Int32(key.height))!
        }
        let cr = cairo_create(s)!
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_scale(cr, key.scale, key.scale)
        Self.fill(cr, top: key.top, bottom: key.bottom, in: key.bounds)
        cairo_destroy(cr)
        cairo_surface_flush(s)
        rowColours = Self.uniformRows(s, width: key.width, height: key.height)
        surface = s
        self.key = key
        rasterized += 1
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
            for x in 1..<width where row[x] != c { return nil }
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
