import AfterglowGeometry

extension DisplayItem {
    /// Bounds plus the stroke that may spill outside them: what a renderer may touch, so what
    /// damage tracking must repaint.
    public var inkedBounds: Rect {
        var r = bounds
        switch command {
        case .strokeRoundedRect(let rect, _, _, let w), .arc(let rect, _, _, _, let w):
            r = r.union(rect.insetBy(dx: -w / 2, dy: -w / 2))
        case .line(let a, let b, _, let w):
            r = r.union(Rect(x: min(a.x, b.x) - w / 2, y: min(a.y, b.y) - w / 2, width: abs(a.x - b.x) + w, height: abs(a.y - b.y) + w))
        case .roundedRect(let rect, _, _), .ellipse(let rect, _), .pushClip(let rect, _):
            r = r.union(rect)
        default: break
        }
        return r
    }
}

extension DisplayCommand {
    /// Draws no pixels itself: a tap area, or a clip's or opacity group's push or pop. What a group
    /// does to pixels is what its members draw (damage tracking, the animator's fades).
    public var drawsNothing: Bool {
        switch self {
        case .pushClip, .popClip, .pushOpacity, .popOpacity, .tapTarget: true
        default: false
        }
    }
    /// A clip or opacity group begins: the items up to its pop are drawn inside it.
    public var opensGroup: Bool {
        switch self { case .pushClip, .pushOpacity: true; default: false }
    }
    /// A clip or opacity group ends.
    public var closesGroup: Bool {
        switch self { case .popClip, .popOpacity: true; default: false }
    }
}
