import AfterglowGeometry

/// Exact geometry of a rounded rectangle (circular corners), for "does this poke outside the
/// island's shape" checks.
public struct RoundedRectShape: Hashable, Sendable {
    public var rect: Rect
    public var radius: Double

    /// The radius is capped at half the short side (the island at 36.67 pt tall is a capsule).
    public init(rect: Rect, radius: Double) {
        self.rect = rect
        self.radius = max(0, min(radius, rect.width / 2, rect.height / 2))
    }

    /// How far `p` lies outside the shape (0 when inside or on the edge).
    public func distanceOutside(_ p: Point) -> Double {
        // Distance to the inner rectangle (shrunk by the radius), less the radius.
        let inner = rect.insetBy(dx: radius, dy: radius)
        let dx = max(inner.minX - p.x, 0, p.x - inner.maxX)
        let dy = max(inner.minY - p.y, 0, p.y - inner.maxY)
        return max(0, (dx * dx + dy * dy).squareRoot() - radius)
    }

    /// How far the farthest corner of `r` pokes outside (0 when `r` is inside). A rectangle is
    /// inside a convex shape exactly when its four corners are.
    public func overflow(of r: Rect) -> Double {
        [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.minX, y: r.maxY), Point(x: r.maxX, y: r.maxY)]
            .map(distanceOutside).max() ?? 0
    }
}
