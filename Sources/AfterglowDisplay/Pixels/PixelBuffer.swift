/// A frame's pixels: 32-bit premultiplied ARGB in native byte order (Cairo's ARGB32 and SDL's
/// ARGB8888 on little-endian), row-major, `width × height`, no row padding.
///
/// The renderer draws into it, the power model reads it, the window uploads it. Keeping one
/// format end to end means no conversion on the frame path.
public struct PixelBuffer: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt32]

    public init(width: Int, height: Int, fill: UInt32 = 0xFF00_0000) {
        precondition(width > 0 && height > 0, "a pixel buffer needs a positive size")
        self.width = width; self.height = height
        pixels = [UInt32](repeating: fill, count: width * height)
    }

    public var strideBytes: Int { width * 4 }

    public subscript(x: Int, y: Int) -> UInt32 {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    /// Channels of a pixel, un-premultiplied is not needed: the panel emits what is composited.
    @inline(__always) public static func channels(_ p: UInt32) -> (a: UInt8, r: UInt8, g: UInt8, b: UInt8) {
        (UInt8(truncatingIfNeeded: p >> 24), UInt8(truncatingIfNeeded: p >> 16), UInt8(truncatingIfNeeded: p >> 8), UInt8(truncatingIfNeeded: p))
    }
    @inline(__always) public static func pack(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) -> UInt32 {
        UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
    }
}

/// A rectangle of pixels, for damage tracking.
public struct PixelRect: Hashable, Codable, Sendable {
    public var x: Int, y: Int, width: Int, height: Int
    public init(x: Int, y: Int, width: Int, height: Int) { self.x = x; self.y = y; self.width = width; self.height = height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    public var area: Int { max(0, width) * max(0, height) }
}
