import AfterglowDisplay
import CPangoCairo

/// Wraps a caller's `PixelBuffer` in a Cairo image surface without copying: Cairo's ARGB32 is the
/// buffer's format (premultiplied, native endian, stride = width × 4).
enum CairoSurface {
    static func withContext<R>(on buffer: inout PixelBuffer, _ body: (OpaquePointer) throws -> R) rethrows -> R {
        try withSurface(on: &buffer) { surface in
            let cr = cairo_create(surface)!
            defer { cairo_destroy(cr) }
            return try body(cr)
        }
    }

    static func withSurface<R>(on buffer: inout PixelBuffer, _ body: (OpaquePointer) throws -> R) rethrows -> R {
        let w = Int32(buffer.width), h = Int32(buffer.height)
        let stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, w)
        precondition(Int(stride) == buffer.strideBytes, "Cairo stride \(stride) differs from the pixel buffer's \(buffer.strideBytes)")
        return try buffer.pixels.withUnsafeMutableBytes { raw in
            let data = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            let surface = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, w, h, stride)!
            defer {
                cairo_surface_flush(surface)
                cairo_surface_finish(surface)
                cairo_surface_destroy(surface)
            }
            return try body(surface)
        }
    }
}

extension Color {
    func setSource(_ cr: OpaquePointer, alpha: Double = 1) {
        cairo_set_source_rgba(cr, r, g, b, a * alpha)
    }
}

/// Font options for crisp, resolution-independent text: grey antialiasing (no colour fringes on an
/// emulated OLED), no hinting, unhinted metrics so layout in points is the same at every scale.
enum TextRenderingOptions {
    static func make() -> OpaquePointer {
        let o = cairo_font_options_create()!
        cairo_font_options_set_antialias(o, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(o, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(o, CAIRO_HINT_METRICS_OFF)
        return o
    }
}
