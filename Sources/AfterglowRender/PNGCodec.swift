import AfterglowDisplay
import CPangoCairo

/// A PNG read or write that failed, naming the file and Cairo's reason.
public struct PNGError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "\(path): \(reason)" }
}

/// PNG encode/decode through Cairo (libpng underneath). Pixels stay premultiplied ARGB32.
public enum PNGCodec {
    public static func write(_ buffer: PixelBuffer, to path: String) throws {
        var copy = buffer
        let status = CairoSurface.withSurface(on: &copy) { surface in
            cairo_surface_write_to_png(surface, path)
        }
        guard status == CAIRO_STATUS_SUCCESS else { throw PNGError(path: path, reason: statusText(status)) }
    }

    public static func read(_ path: String) throws -> PixelBuffer {
        guard let png = cairo_image_surface_create_from_png(path) else { throw PNGError(path: path, reason: "cannot open") }
        defer { cairo_surface_destroy(png) }
        let status = cairo_surface_status(png)
        guard status == CAIRO_STATUS_SUCCESS else { throw PNGError(path: path, reason: statusText(status)) }
        let w = Int(cairo_image_surface_get_width(png)), h = Int(cairo_image_surface_get_height(png))
        guard w > 0, h > 0 else { throw PNGError(path: path, reason: "empty image") }
        var buffer = PixelBuffer(width: w, height: h, fill: 0)
        // Paint rather than copy, so RGB24 or A8 PNGs convert to ARGB32 too.
        CairoSurface.withContext(on: &buffer) { cr in
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_surface(cr, png, 0, 0)
            cairo_paint(cr)
        }
        return buffer
    }

    static func statusText(_ s: cairo_status_t) -> String {
        String(cString: cairo_status_to_string(s))
    }
}
