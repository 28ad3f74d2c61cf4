import AfterglowDevices

/// The device's physical screen outline applied to a frame: pixels outside the rounded corners
/// become the bezel colour, and the TrueDepth camera region at the top of the Dynamic Island is
/// black, as on the hardware. Coverage is anti-aliased and precomputed once per device, so applying
/// it touches only the four corner squares and the camera capsule.
public struct ScreenMask: Sendable {
    public let width: Int, height: Int
    /// Per-pixel coverage (0…255) of one corner square, top-left orientation.
    private let corner: [UInt8]
    private let cornerSize: Int
    /// The camera capsule in pixels, with its coverage map.
    private let camera: (x: Int, y: Int, w: Int, h: Int, coverage: [UInt8])?
    public let bezel: UInt32

    public init(profile: DeviceProfile, scale: Double? = nil, bezel: UInt32 = 0xFF00_0000) {
        let s = scale ?? profile.screen.scale
        width = Int((profile.screen.widthPt * s).rounded()); height = Int((profile.screen.heightPt * s).rounded())
        self.bezel = bezel
        let r = profile.screen.cornerRadiusPt * s
        let n = min(Int(r.rounded(.up)), width / 2, height / 2)
        cornerSize = n
        corner = (0..<(n * n)).map { i in
            let x = i % n, y = i / n
            return Self.coverage(px: Double(x), py: Double(y), cx: r, cy: r, radius: r, inside: true)
        }
        if let island = profile.dynamicIsland {
            // The camera and Face ID hardware: the island's middle `sensorRegionWidthPt`
            // (HIG Live Activities › Specifications (seeds/001): compact views sit either side of it).
            let w = island.sensorRegionWidthPt * s, h = island.heightPt * s
            let x0 = (Double(width) - w) / 2, y0 = island.topOffsetPt * s
            let ix = Int(x0.rounded(.down)), iy = Int(y0.rounded(.down))
            let iw = Int((x0 + w).rounded(.up)) - ix, ih = Int((y0 + h).rounded(.up)) - iy
            let radius = h / 2
            var cov = [UInt8](repeating: 0, count: iw * ih)
            for y in 0..<ih {
                for x in 0..<iw {
                    let px = Double(ix + x), py = Double(iy + y)
                    // Distance to the capsule's spine, sampled 4×4 per pixel.
                    var hits = 0
                    for sy in 0..<4 { for sx in 0..<4 {
                        let qx = px + (Double(sx) + 0.5) / 4, qy = py + (Double(sy) + 0.5) / 4
                        let cx = min(max(qx, x0 + radius), x0 + w - radius), cy = y0 + radius
                        if (qx - cx) * (qx - cx) + (qy - cy) * (qy - cy) <= radius * radius { hits += 1 }
                    } }
                    cov[y * iw + x] = UInt8(hits * 255 / 16)
                }
            }
            camera = (ix, iy, iw, ih, cov)
        } else {
            camera = nil
        }
    }

    /// Coverage of the pixel at (px,py) by the disc (inside) or its complement, 4×4 supersampled.
    static func coverage(px: Double, py: Double, cx: Double, cy: Double, radius: Double, inside: Bool) -> UInt8 {
        var hits = 0
        for sy in 0..<4 { for sx in 0..<4 {
            let qx = px + (Double(sx) + 0.5) / 4, qy = py + (Double(sy) + 0.5) / 4
            // Only the quarter beyond the centre is curved; the rest of the square is inside.
            let dx = max(0, cx - qx), dy = max(0, cy - qy)
            if dx * dx + dy * dy <= radius * radius { hits += 1 }
        } }
        return UInt8(hits * 255 / 16)
    }

    /// Applies the outline to `buffer` (which must be `width × height`).
    public func apply(to buffer: inout PixelBuffer) {
        guard buffer.width == width, buffer.height == height else { return }
        let n = cornerSize
        buffer.pixels.withUnsafeMutableBufferPointer { px in
            for y in 0..<n {
                for x in 0..<n {
                    let c = corner[y * n + x]
                    guard c < 255 else { continue }
                    // The same coverage mirrored into each corner.
                    for (bx, by) in [(x, y), (width - 1 - x, y), (x, height - 1 - y), (width - 1 - x, height - 1 - y)] {
                        let i = by * width + bx
                        px[i] = Self.blend(px[i], bezel, keep: c)
                    }
                }
            }
            if let cam = camera {
                for y in 0..<cam.h where cam.y + y < height {
                    for x in 0..<cam.w where cam.x + x < width {
                        let c = cam.coverage[y * cam.w + x]
                        guard c > 0 else { continue }
                        let i = (cam.y + y) * width + cam.x + x
                        px[i] = Self.blend(px[i], 0xFF00_0000, keep: 255 - c)
                    }
                }
            }
        }
    }

    /// Premultiplied `top` over opaque `bottom` (source-over).
    public static func over(_ top: UInt32, _ bottom: UInt32) -> UInt32 {
        let a = top >> 24, k = 255 - a
        var out: UInt32 = 0xFF00_0000
        for shift in stride(from: 0, through: 16, by: 8) {
            let t = (top >> UInt32(shift)) & 0xFF, b = (bottom >> UInt32(shift)) & 0xFF
            out |= min(255, t + (b * k + 127) / 255) << UInt32(shift)
        }
        return out
    }

    /// `keep`/255 of `a` plus the rest of `b`, per channel.
    @inline(__always) static func blend(_ a: UInt32, _ b: UInt32, keep: UInt8) -> UInt32 {
        let k = UInt32(keep), j = 255 - k
        var out: UInt32 = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            let ca = (a >> UInt32(shift)) & 0xFF, cb = (b >> UInt32(shift)) & 0xFF
            out |= ((ca * k + cb * j + 127) / 255) << UInt32(shift)
        }
        return out
    }
}
