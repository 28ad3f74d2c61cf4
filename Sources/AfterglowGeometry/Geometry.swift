/// Points (pt) are the unit of every dimension in the HIG; pixels are points × the device scale.
public struct Point: Hashable, Codable, Sendable {
    public var x: Double, y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)
}

public struct Size: Hashable, Codable, Sendable, CustomStringConvertible {
    public var width: Double, height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = Size(width: 0, height: 0)
    public var description: String { "\(formatPoints(width))x\(formatPoints(height))" }
}

public struct Rect: Hashable, Codable, Sendable, CustomStringConvertible {
    public var origin: Point, size: Size
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }
    public func contains(_ p: Point) -> Bool { p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY }
    public func contains(_ r: Rect) -> Bool { r.minX >= minX && r.maxX <= maxX && r.minY >= minY && r.maxY <= maxY }
    public func intersects(_ r: Rect) -> Bool { r.minX < maxX && r.maxX > minX && r.minY < maxY && r.maxY > minY }
    public func union(_ r: Rect) -> Rect {
        let x0 = min(minX, r.minX), y0 = min(minY, r.minY)
        return Rect(x: x0, y: y0, width: max(maxX, r.maxX) - x0, height: max(maxY, r.maxY) - y0)
    }
    public func scaled(by s: Double) -> Rect { Rect(x: minX * s, y: minY * s, width: width * s, height: height * s) }
    public var description: String { "(\(formatPoints(minX)), \(formatPoints(minY)), \(size))" }
}

/// Formats a point value the way the HIG tables print them: "36.67", "371", "69.5".
public func formatPoints(_ v: Double) -> String {
    // Values outside Int's range (or not finite) come only from bad input; print them as they are.
    guard v.isFinite, abs(v) < 1e15 else { return "\(v)" }
    let r = (v * 100).rounded() / 100
    if r == r.rounded() { return String(Int(r)) }
    var s = String(format: "%.2f", r)
    while s.hasSuffix("0") { s.removeLast() }
    return s
}

import Foundation
