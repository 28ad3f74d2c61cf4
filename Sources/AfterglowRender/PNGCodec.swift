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
    /// `small`: Cairo's writer (libpng's adaptive row filters, default deflate), for files kept in
    /// the repository (goldens). `fast`: no row filters and a light deflate, the same pixels, for a
    /// screenshot someone waits for — Cairo's writer was a fifth to a quarter of a warm
    /// `screenshot --widget`'s CPU (docs/SWIFTUI.md › Speed of the compiled path).
    public enum Compression: Sendable { case small, fast }

    public static func write(_ buffer: PixelBuffer, to path: String, compression: Compression = .small) throws {
        if compression == .fast { return try writeFast(buffer, to: path) }
        var copy = buffer
        let status = CairoSurface.withSurface(on: &copy) { surface in
            cairo_surface_write_to_png(surface, path)
        }
        guard status == CAIRO_STATUS_SUCCESS else { throw PNGError(path: path, reason: statusText(status)) }
    }

    /// As Cairo writes: RGB when every pixel is opaque, else RGBA un-premultiplied with Cairo's
    /// rounding (`(c * 255 + a / 2) / a`, 0 where `a` is 0), so both writers give the same pixels.
    static func writeFast(_ buffer: PixelBuffer, to path: String) throws {
        let opaque = buffer.pixels.allSatisfy { $0 >> 24 == 0xff }
        let channels = opaque ? 3 : 4
        var rows = [UInt8](repeating: 0, count: buffer.pixels.count * channels)
        rows.withUnsafeMutableBufferPointer { out in
            var o = 0
            for p in buffer.pixels {
                let a = p >> 24, r = (p >> 16) & 0xff, g = (p >> 8) & 0xff, b = p & 0xff
                if opaque {
                    out[o] = UInt8(r); out[o + 1] = UInt8(g); out[o + 2] = UInt8(b)
                } else if a == 0xff {
                    out[o] = UInt8(r); out[o + 1] = UInt8(g); out[o + 2] = UInt8(b); out[o + 3] = 0xff
                } else if a != 0 {
                    out[o] = UInt8((r * 255 + a / 2) / a); out[o + 1] = UInt8((g * 255 + a / 2) / a)
                    out[o + 2] = UInt8((b * 255 + a / 2) / a); out[o + 3] = UInt8(a)
                }
                o += channels
            }
        }
        var message = [CChar](repeating: 0, count: 128)
        let ok = rows.withUnsafeBytes { raw in
            afterglow_png_write_fast(path, raw.baseAddress, UInt32(buffer.width), UInt32(buffer.height), Int32(channels), &message, message.count)
        }
        guard ok == 1 else {
            throw PNGError(path: path, reason: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
    }

    public static func read(_ path: String) throws -> PixelBuffer {
        // Cairo reports a file that is not a PNG as "out of memory"; say what it is instead.
        if let reason = notPNG(path) { throw PNGError(path: path, reason: reason) }
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

    /// The eight bytes every PNG starts with (PNG specification § 5.2).
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Why `path` is not a readable PNG judged by its first bytes, or nil (Cairo's own errors,
    /// "file not found" among them, come later).
    static func notPNG(_ path: String) -> String? {
        guard let f = fopen(path, "rb") else { return nil }
        defer { fclose(f) }
        var head = [UInt8](repeating: 0, count: signature.count)
        let n = fread(&head, 1, head.count, f)
        if n == 0 { return "empty file, not a PNG" }
        return head == signature ? nil : "not a PNG file (it does not start with the PNG signature)"
    }

    static func statusText(_ s: cairo_status_t) -> String {
        String(cString: cairo_status_to_string(s))
    }
}
