import AfterglowGeometry
import CPangoCairo

/// Rounded-rectangle paths with Apple's "continuous" corners.
///
/// A circular corner has a curvature jump where the arc meets the straight edge; iOS's shapes
/// (the Dynamic Island, Lock Screen platters, app icons) ease into the corner over about 1.53 × the
/// radius. The cubic segments below are the widely used reverse-engineered approximation of
/// UIKit's continuous corner curve (PaintCode, "Desperately seeking squircles"). When the rect is
/// too small for the eased corner, the shape falls back to circular arcs, and at ≥ half the short
/// side to a capsule — as UIKit does.
enum ContinuousCornerPath {
    static let easeFactor = 1.52866483

    static func add(_ cr: OpaquePointer, _ rect: Rect, radius: Double) {
        let half = min(rect.width, rect.height) / 2
        let r = max(0, radius)
        if r <= 0.01 {
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        } else if r * easeFactor <= half {
            addContinuous(cr, rect, r)
        } else {
            addCircular(cr, rect, min(r, half))
        }
    }

    static func addCircular(_ cr: OpaquePointer, _ rect: Rect, _ r: Double) {
        let x0 = rect.minX, y0 = rect.minY, x1 = rect.maxX, y1 = rect.maxY
        cairo_new_sub_path(cr)
        cairo_arc(cr, x1 - r, y0 + r, r, -Double.pi / 2, 0)
        cairo_arc(cr, x1 - r, y1 - r, r, 0, Double.pi / 2)
        cairo_arc(cr, x0 + r, y1 - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cr, x0 + r, y0 + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    /// One corner's segments, as offsets (along the incoming edge, across it) in units of r,
    /// from the corner point. Mirrored for each of the four corners.
    private static let segments: [(c1: (Double, Double), c2: (Double, Double), to: (Double, Double))] = [
        ((1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600)),
        ((0.63149399, 0.07491100), (0.63149399, 0.07491100), (0.63149399, 0.07491100)),
        ((0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.07491100, 0.63149399)),
        ((0.06549600, 0.66993427), (0.06549600, 0.66993427), (0.06549600, 0.66993427)),
        ((0, 0.86840689), (0, 1.08849323), (0, 1.52866483)),
    ]

    private static func addContinuous(_ cr: OpaquePointer, _ rect: Rect, _ r: Double) {
        let e = easeFactor * r
        // Corners clockwise from top-right; (cx, cy) the corner, (ux, uy) the direction of the
        // incoming edge's travel, (vx, vy) the direction of the outgoing edge.
        let corners: [(cx: Double, cy: Double, ux: Double, uy: Double, vx: Double, vy: Double)] = [
            (rect.maxX, rect.minY, 1, 0, 0, 1),
            (rect.maxX, rect.maxY, 0, 1, -1, 0),
            (rect.minX, rect.maxY, -1, 0, 0, -1),
            (rect.minX, rect.minY, 0, -1, 1, 0),
        ]
        cairo_new_sub_path(cr)
        cairo_move_to(cr, rect.minX + e, rect.minY)
        for c in corners {
            // A point `a` back along the incoming edge and `b` along the outgoing edge.
            func p(_ a: Double, _ b: Double) -> (Double, Double) {
                (c.cx - c.ux * a * r + c.vx * b * r, c.cy - c.uy * a * r + c.vy * b * r)
            }
            let start = p(easeFactor, 0)
            cairo_line_to(cr, start.0, start.1)
            for s in segments {
                // Segment coordinates are (back along incoming, along outgoing) for the first half;
                // by symmetry the tuple order already encodes the mirrored second half.
                let a = p(s.c1.0, s.c1.1), b = p(s.c2.0, s.c2.1), t = p(s.to.0, s.to.1)
                cairo_curve_to(cr, a.0, a.1, b.0, b.1, t.0, t.1)
            }
        }
        cairo_close_path(cr)
    }
}
