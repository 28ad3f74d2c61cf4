extension PixelBuffer {
    /// Box-filtered reduction by an integer factor (recordings at point size, thumbnails).
    public func downsampled(by factor: Int) -> PixelBuffer {
        guard factor > 1 else { return self }
        let w = max(1, width / factor), h = max(1, height / factor)
        var out = PixelBuffer(width: w, height: h)
        let n = UInt32(factor * factor)
        for y in 0..<h {
            for x in 0..<w {
                var a: UInt32 = 0, r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0
                for sy in 0..<factor {
                    let row = (y * factor + sy) * width + x * factor
                    for sx in 0..<factor {
                        let p = pixels[row + sx]
                        a += p >> 24; r += (p >> 16) & 0xFF; g += (p >> 8) & 0xFF; b += p & 0xFF
                    }
                }
                out.pixels[y * w + x] = (a / n) << 24 | (r / n) << 16 | (g / n) << 8 | (b / n)
            }
        }
        return out
    }

    /// Mean Rec. 709 luma of the frame, 0…1 (what screenshots are compared on).
    public var meanLuma: Double {
        var sum = 0.0
        for p in pixels {
            sum += 0.2126 * Double((p >> 16) & 0xFF) + 0.7152 * Double((p >> 8) & 0xFF) + 0.0722 * Double(p & 0xFF)
        }
        return sum / Double(pixels.count) / 255
    }
}
