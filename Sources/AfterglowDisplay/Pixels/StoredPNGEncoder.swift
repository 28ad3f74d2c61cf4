import Foundation

/// A dependency-free PNG writer using stored (uncompressed) deflate blocks: valid PNG every viewer
/// opens, about the size of the raw pixels. The window and control API prefer the renderer's Cairo
/// PNG writer (compressed); this one serves the core's tests and any build without it.
public enum StoredPNGEncoder {
    /// Encodes `buffer` (premultiplied ARGB) as 8-bit RGBA, un-premultiplying each pixel.
    public static func encode(_ buffer: PixelBuffer) -> Data {
        var raw = [UInt8]()
        raw.reserveCapacity(buffer.height * (buffer.width * 4 + 1))
        for y in 0..<buffer.height {
            raw.append(0)   // filter: none
            for x in 0..<buffer.width {
                let p = buffer.pixels[y * buffer.width + x]
                let a = UInt32(p >> 24)
                func un(_ c: UInt32) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a)) }
                raw += [un((p >> 16) & 0xFF), un((p >> 8) & 0xFF), un(p & 0xFF), UInt8(a)]
            }
        }
        var z = Data([0x78, 0x01])
        var i = 0
        repeat {
            let n = min(65535, raw.count - i)
            let final: UInt8 = i + n >= raw.count ? 1 : 0
            z += [final, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            z += raw[i..<(i + n)]
            i += n
        } while i < raw.count
        let adler = adler32(raw)
        z += [UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF), UInt8(adler & 0xFF)]

        var out = PNGChunks.signature
        var ihdr = Data()
        for v in [UInt32(buffer.width), UInt32(buffer.height)] { ihdr += [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        ihdr += [8, 6, 0, 0, 0]   // 8-bit RGBA, deflate, adaptive filtering, no interlace
        PNGChunks.append("IHDR", ihdr, to: &out)
        PNGChunks.append("IDAT", z, to: &out)
        PNGChunks.append("IEND", Data(), to: &out)
        return out
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        var i = 0
        while i < bytes.count {
            let end = min(bytes.count, i + 5552)   // largest run without overflow before the modulo
            while i < end { a += UInt32(bytes[i]); b += a; i += 1 }
            a %= 65521; b %= 65521
        }
        return b << 16 | a
    }
}
