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
        try withData(of: &buffer) { target in
            let surface = cairo_image_surface_create_for_data(target.data, CAIRO_FORMAT_ARGB32, target.width, target.height, target.stride)!
            defer {
                cairo_surface_flush(surface)
                cairo_surface_finish(surface)
                cairo_surface_destroy(surface)
            }
            return try body(surface)
        }
    }
}

extension CairoSurface {
    /// The buffer's pixels for drawing from several threads at once: each `withContext` makes its
    /// own surface over them (a Cairo surface's bookkeeping is not shared across threads), and the
    /// callers keep to disjoint rows.
    struct SharedTarget: @unchecked Sendable {
        let data: UnsafeMutablePointer<UInt8>
        let width: Int32, height: Int32, stride: Int32

        func withContext<R>(_ body: (OpaquePointer) -> R) -> R {
            let surface = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, width, height, stride)!
            let cr = cairo_create(surface)!
            defer {
                cairo_destroy(cr)
                cairo_surface_flush(surface)
                cairo_surface_finish(surface)
                cairo_surface_destroy(surface)
            }
            return body(cr)
        }

        /// Writes `rows[y]` across each rect (inside the buffer), on this thread.
        func fillRows(_ rows: [UInt32], in rects: [PixelRect]) {
            let px = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
            let w = Int(stride) / 4
            rows.withUnsafeBufferPointer { rows in
                for r in rects {
                    for y in r.y..<(r.y + r.height) {
                        UnsafeMutableBufferPointer(start: px + y * w + r.x, count: r.width).update(repeating: rows[y])
                    }
                }
            }
        }
    }

    static func withData<R>(of buffer: inout PixelBuffer, _ body: (SharedTarget) throws -> R) rethrows -> R {
        let w = Int32(buffer.width), h = Int32(buffer.height)
        let stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, w)
        precondition(Int(stride) == buffer.strideBytes, "Cairo stride \(stride) differs from the pixel buffer's \(buffer.strideBytes)")
        return try buffer.pixels.withUnsafeMutableBytes { raw in
            try body(SharedTarget(data: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), width: w, height: h, stride: stride))
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
