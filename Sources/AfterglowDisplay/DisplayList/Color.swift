/// An sRGB colour with straight (not premultiplied) alpha, components 0…1.
public struct Color: Hashable, Codable, Sendable {
    public var r: Double, g: Double, b: Double, a: Double
    public init(r: Double, g: Double, b: Double, a: Double = 1) { self.r = r; self.g = g; self.b = b; self.a = a }

    /// "#RRGGBB" or "#RRGGBBAA".
    public init?(hex: String) {
        var s = Substring(hex)
        if s.hasPrefix("#") { s = s.dropFirst() }
        guard s.count == 6 || s.count == 8, let v = UInt64(s, radix: 16) else { return nil }
        let n = s.count == 6 ? (v << 8 | 0xFF) : v
        self.init(r: Double((n >> 24) & 0xFF) / 255, g: Double((n >> 16) & 0xFF) / 255,
                  b: Double((n >> 8) & 0xFF) / 255, a: Double(n & 0xFF) / 255)
    }

    public static let black = Color(r: 0, g: 0, b: 0)
    public static let white = Color(r: 1, g: 1, b: 1)
    public static let clear = Color(r: 0, g: 0, b: 0, a: 0)

    public func withAlpha(_ a: Double) -> Color { Color(r: r, g: g, b: b, a: a) }
    /// Relative luminance (WCAG 2), for contrast checks.
    public var relativeLuminance: Double {
        func lin(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : Foundation.pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
    }
}

import Foundation
