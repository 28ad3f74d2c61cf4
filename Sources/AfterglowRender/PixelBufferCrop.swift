import AfterglowGeometry
import AfterglowDisplay

extension PixelBuffer {
    /// A copy of the pixels inside `rect`, clamped to the buffer.
    public func cropped(to rect: PixelRect) -> PixelBuffer {
        let x0 = max(0, rect.x), y0 = max(0, rect.y)
        let x1 = min(width, rect.x + rect.width), y1 = min(height, rect.y + rect.height)
        var out = PixelBuffer(width: max(1, x1 - x0), height: max(1, y1 - y0))
        guard x1 > x0, y1 > y0 else { return out }
        for y in y0..<y1 {
            out.pixels.replaceSubrange((y - y0) * out.width..<(y - y0 + 1) * out.width, with: pixels[(y * width + x0)..<(y * width + x1)])
        }
        return out
    }
}

extension PixelRect {
    /// The pixels covering `rect` (points) at `scale`, rounded outwards.
    /// Coordinates that are not finite or beyond ±2²⁴ px are clamped there, so a degenerate layout
    /// rect can never trap the integer conversion.
    public init(covering rect: Rect, scale: Double) {
        func px(_ v: Double, _ rule: FloatingPointRoundingRule) -> Int {
            let limit = Double(1 << 24)
            guard !v.isNaN else { return 0 }
            return Int(min(limit, max(-limit, v)).rounded(rule))
        }
        let x0 = px(rect.minX * scale, .down), y0 = px(rect.minY * scale, .down)
        let x1 = px(rect.maxX * scale, .up), y1 = px(rect.maxY * scale, .up)
        self.init(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}

extension CairoRenderer {
    /// Renders only `region` (points) of `list` and returns those pixels: the damage clip keeps
    /// it as cheap as the region is small.
    public func render(_ list: DisplayList, region: Rect?) -> PixelBuffer {
        var buf = PixelBuffer(width: list.pixelWidth, height: list.pixelHeight)
        guard let region else {
            render(list, into: &buf, damage: nil)
            return buf
        }
        let px = PixelRect(covering: region, scale: list.scale)
        render(list, into: &buf, damage: [px])
        return buf.cropped(to: px)
    }
}
