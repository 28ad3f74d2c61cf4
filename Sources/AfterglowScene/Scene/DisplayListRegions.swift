import AfterglowDisplay
import AfterglowGeometry

extension DisplayList {
    /// The union of the bounds of items whose id starts with any of `prefixes`, grown by
    /// `margin`, or nil when none match. Used to crop screenshots to one presentation.
    public func bounds(ofItemsWithPrefixes prefixes: [String], margin: Double = 0) -> Rect? {
        let rects = items.filter { i in prefixes.contains { i.id.hasPrefix($0) } }.map(\.bounds)
        guard var r = rects.first else { return nil }
        for x in rects.dropFirst() { r = r.union(x) }
        return Rect(x: r.minX - margin, y: r.minY - margin, width: r.width + 2 * margin, height: r.height + 2 * margin)
    }
}
