import AfterglowDisplay
import AfterglowGeometry

/// The parts of a display item the animator moves (its frame and corner radius) apart from what
/// it shows, so a diff can tell "moved" (animate to the new position: HIG Live Activities ›
/// "Animate layout changes … animating existing elements to their new positions",
/// seeds/001_611357925a2c2c41.txt) from "changed" (a content transition).
struct ItemGeometry: Hashable, Sendable {
    var bounds: Rect
    var radius: Double

    init(bounds: Rect, radius: Double) { self.bounds = bounds; self.radius = radius }

    init(_ item: DisplayItem) {
        bounds = item.bounds
        switch item.command {
        case .roundedRect(_, let r, _), .strokeRoundedRect(_, let r, _, _), .pushClip(_, let r): radius = r
        default: radius = 0
        }
    }

    /// The channel values, in `channels` order.
    var values: [Double] { [bounds.minX, bounds.minY, bounds.width, bounds.height, radius] }
    static let channels = ["x", "y", "w", "h", "r"]

    init(values v: [Double]) {
        bounds = Rect(x: v[0], y: v[1], width: max(0, v[2]), height: max(0, v[3]))
        radius = max(0, v[4])
    }

    static func lerp(_ a: ItemGeometry, _ b: ItemGeometry, _ t: Double) -> ItemGeometry {
        ItemGeometry(values: zip(a.values, b.values).map { $0 + ($1 - $0) * t })
    }
}

extension DisplayItem {
    /// This item drawn with `g` instead of its own frame: the command's rect is carried from the
    /// item's bounds onto `g.bounds` (so a stroke's inset or a text's line box stays where it was
    /// relative to the item), its corner radius replaced.
    func placed(at g: ItemGeometry) -> DisplayItem {
        let from = bounds
        func map(_ r: Rect) -> Rect {
            let sx = from.width > 0 ? g.bounds.width / from.width : 1
            let sy = from.height > 0 ? g.bounds.height / from.height : 1
            return Rect(x: g.bounds.minX + (r.minX - from.minX) * sx, y: g.bounds.minY + (r.minY - from.minY) * sy,
                        width: r.width * sx, height: r.height * sy)
        }
        var out = self
        out.bounds = g.bounds
        switch command {
        case .roundedRect(let r, _, let f): out.command = .roundedRect(map(r), cornerRadius: g.radius, fill: f)
        case .strokeRoundedRect(let r, _, let c, let w): out.command = .strokeRoundedRect(map(r), cornerRadius: g.radius, color: c, lineWidth: w)
        case .ellipse(let r, let f): out.command = .ellipse(map(r), fill: f)
        case .arc(let r, let a, let b, let c, let w): out.command = .arc(map(r), startDegrees: a, endDegrees: b, color: c, lineWidth: w)
        case .line(let p, let q, let c, let w):
            let a = map(Rect(x: p.x, y: p.y, width: 0, height: 0)), b = map(Rect(x: q.x, y: q.y, width: 0, height: 0))
            out.command = .line(from: Point(x: a.minX, y: a.minY), to: Point(x: b.minX, y: b.minY), color: c, lineWidth: w)
        case .pushClip(let r, _): out.command = .pushClip(map(r), cornerRadius: g.radius)
        default: break
        }
        return out
    }

    /// The item with every colour's alpha multiplied by `alpha`: a fade of one primitive, exact
    /// and cheaper than an opacity group (no offscreen surface per fading item).
    func faded(_ alpha: Double) -> DisplayItem {
        alpha >= 1 ? self : mappingColors { $0.withAlpha($0.a * max(0, alpha)) }
    }

    /// Moved by (dx, dy) points, nothing else changed.
    func offset(dx: Double, dy: Double) -> DisplayItem {
        guard dx != 0 || dy != 0 else { return self }
        let g = ItemGeometry(self)
        return placed(at: ItemGeometry(bounds: Rect(x: g.bounds.minX + dx, y: g.bounds.minY + dy,
                                                     width: g.bounds.width, height: g.bounds.height), radius: g.radius))
    }

    /// What the item shows, with its frame taken out: two items with equal `content` differ only
    /// in where they are.
    var content: DisplayItem {
        var out = placed(at: ItemGeometry(bounds: Rect(x: 0, y: 0, width: 1, height: 1), radius: 0))
        out.transition = nil
        return out
    }

    /// Opens or closes a clip or opacity group, or is a tap area: never faded or offset on its
    /// own (a fade would unbalance nothing, but a clip must stay paired with its pop).
    var isStructural: Bool { command.drawsNothing }
}
