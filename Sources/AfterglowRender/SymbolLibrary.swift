import AfterglowKit
import CPangoCairo
import Foundation

/// The renderer's built-in symbols: a small set in the spirit of SF Symbols, drawn as Cairo paths
/// in a unit square and fitted (aspect-preserving, centred) into the item's bounds.
public enum SymbolLibrary {
    /// Every symbol name the renderer draws; anything else draws a placeholder and is reported.
    public static var names: [String] { symbols.keys.sorted() }
    public static func contains(_ name: String) -> Bool { symbols[name] != nil }

    typealias Draw = @Sendable (OpaquePointer) -> Void

    /// Draws `name` filling `rect`; returns false (after drawing a dashed placeholder) if unknown.
    @discardableResult
    static func draw(_ name: String, in rect: Rect, color: Color, cr: OpaquePointer) -> Bool {
        let side = min(rect.width, rect.height)
        guard side > 0 else { return true }
        cairo_save(cr)
        // Draw into a group clipped to the symbol, so knock-outs (CLEAR) cut only the symbol.
        cairo_rectangle(cr, rect.midX - side / 2 - 1, rect.midY - side / 2 - 1, side + 2, side + 2)
        cairo_clip(cr)
        cairo_push_group(cr)
        cairo_translate(cr, rect.midX - side / 2, rect.midY - side / 2)
        cairo_scale(cr, side, side)
        color.setSource(cr)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        let known = symbols[name]
        if let known { known(cr) } else { placeholder(cr) }
        cairo_pop_group_to_source(cr)
        cairo_paint(cr)
        cairo_restore(cr)
        return known != nil
    }

    private static func placeholder(_ cr: OpaquePointer) {
        ContinuousCornerPath.add(cr, Rect(x: 0.1, y: 0.1, width: 0.8, height: 0.8), radius: 0.15)
        var dash = [0.12, 0.08]
        cairo_set_dash(cr, &dash, 2, 0)
        cairo_set_line_width(cr, 0.07)
        cairo_stroke(cr)
    }

    // Small path helpers in unit space.
    private static func poly(_ cr: OpaquePointer, _ pts: [(Double, Double)], close: Bool = false) {
        cairo_move_to(cr, pts[0].0, pts[0].1)
        for p in pts.dropFirst() { cairo_line_to(cr, p.0, p.1) }
        if close { cairo_close_path(cr) }
    }
    private static func circle(_ cr: OpaquePointer, _ x: Double, _ y: Double, _ r: Double) {
        cairo_new_sub_path(cr); cairo_arc(cr, x, y, r, 0, 2 * .pi)
    }
    private static func stroke(_ cr: OpaquePointer, _ w: Double) { cairo_set_line_width(cr, w); cairo_stroke(cr) }
    private static func rounded(_ cr: OpaquePointer, _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double) {
        ContinuousCornerPath.add(cr, Rect(x: x, y: y, width: w, height: h), radius: r)
    }
    private static func deg(_ d: Double) -> Double { (d - 90) * .pi / 180 }

    private static let symbols: [String: Draw] = [
        "heart.fill": { cr in
            cairo_move_to(cr, 0.5, 0.9)
            cairo_curve_to(cr, 0.18, 0.66, 0.04, 0.5, 0.06, 0.33)
            cairo_curve_to(cr, 0.08, 0.14, 0.3, 0.06, 0.42, 0.16)
            cairo_curve_to(cr, 0.46, 0.19, 0.48, 0.22, 0.5, 0.25)
            cairo_curve_to(cr, 0.52, 0.22, 0.54, 0.19, 0.58, 0.16)
            cairo_curve_to(cr, 0.7, 0.06, 0.92, 0.14, 0.94, 0.33)
            cairo_curve_to(cr, 0.96, 0.5, 0.82, 0.66, 0.5, 0.9)
            cairo_close_path(cr); cairo_fill(cr)
        },
        "bag.fill": { cr in
            rounded(cr, 0.14, 0.32, 0.72, 0.6, 0.1); cairo_fill(cr)
            cairo_new_sub_path(cr); cairo_arc(cr, 0.5, 0.32, 0.17, .pi, 2 * .pi); stroke(cr, 0.075)
        },
        "car.fill": { cr in
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            poly(cr, [(0.2, 0.44), (0.3, 0.2), (0.7, 0.2), (0.8, 0.44)], close: true)
            rounded(cr, 0.06, 0.42, 0.88, 0.34, 0.1)
            cairo_fill(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            circle(cr, 0.27, 0.78, 0.1); circle(cr, 0.73, 0.78, 0.1); cairo_fill(cr)
            // Windscreen, knocked out of the cabin.
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            poly(cr, [(0.29, 0.42), (0.35, 0.27), (0.65, 0.27), (0.71, 0.42)], close: true)
            circle(cr, 0.2, 0.56, 0.055); circle(cr, 0.8, 0.56, 0.055)
            cairo_fill(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        },
        "bicycle": { cr in
            circle(cr, 0.22, 0.66, 0.19); circle(cr, 0.78, 0.66, 0.19); stroke(cr, 0.06)
            poly(cr, [(0.22, 0.66), (0.44, 0.66), (0.62, 0.4), (0.36, 0.4), (0.22, 0.66)]); stroke(cr, 0.06)
            poly(cr, [(0.62, 0.4), (0.78, 0.66)]); stroke(cr, 0.06)
            poly(cr, [(0.36, 0.4), (0.32, 0.28)]); poly(cr, [(0.26, 0.28), (0.4, 0.28)]); stroke(cr, 0.06)
            poly(cr, [(0.62, 0.4), (0.58, 0.24), (0.68, 0.24)]); stroke(cr, 0.06)
        },
        "figure.run": { cr in
            circle(cr, 0.62, 0.13, 0.09); cairo_fill(cr)
            poly(cr, [(0.56, 0.3), (0.45, 0.58)]); stroke(cr, 0.11)
            poly(cr, [(0.56, 0.32), (0.7, 0.44), (0.84, 0.38)]); stroke(cr, 0.08)
            poly(cr, [(0.53, 0.32), (0.38, 0.34), (0.28, 0.48)]); stroke(cr, 0.08)
            poly(cr, [(0.45, 0.58), (0.62, 0.7), (0.56, 0.92)]); stroke(cr, 0.09)
            poly(cr, [(0.45, 0.58), (0.34, 0.78), (0.14, 0.8)]); stroke(cr, 0.09)
        },
        "figure.walk": { cr in
            circle(cr, 0.54, 0.12, 0.09); cairo_fill(cr)
            poly(cr, [(0.52, 0.3), (0.48, 0.58)]); stroke(cr, 0.11)
            poly(cr, [(0.52, 0.32), (0.64, 0.46), (0.74, 0.5)]); stroke(cr, 0.08)
            poly(cr, [(0.5, 0.32), (0.36, 0.42), (0.32, 0.56)]); stroke(cr, 0.08)
            poly(cr, [(0.48, 0.58), (0.62, 0.74), (0.66, 0.92)]); stroke(cr, 0.09)
            poly(cr, [(0.48, 0.58), (0.4, 0.76), (0.3, 0.92)]); stroke(cr, 0.09)
        },
        "flame.fill": { cr in
            cairo_move_to(cr, 0.5, 0.94)
            cairo_curve_to(cr, 0.28, 0.94, 0.14, 0.78, 0.16, 0.58)
            cairo_curve_to(cr, 0.18, 0.38, 0.36, 0.3, 0.4, 0.06)
            cairo_curve_to(cr, 0.56, 0.16, 0.64, 0.32, 0.62, 0.46)
            cairo_curve_to(cr, 0.68, 0.42, 0.72, 0.36, 0.72, 0.3)
            cairo_curve_to(cr, 0.82, 0.42, 0.86, 0.54, 0.84, 0.64)
            cairo_curve_to(cr, 0.82, 0.82, 0.68, 0.94, 0.5, 0.94)
            cairo_close_path(cr); cairo_fill(cr)
        },
        "sportscourt": { cr in
            rounded(cr, 0.06, 0.22, 0.88, 0.56, 0.06)
            poly(cr, [(0.5, 0.22), (0.5, 0.78)])
            circle(cr, 0.5, 0.5, 0.1)
            poly(cr, [(0.06, 0.36), (0.2, 0.36), (0.2, 0.64), (0.06, 0.64)])
            poly(cr, [(0.94, 0.36), (0.8, 0.36), (0.8, 0.64), (0.94, 0.64)])
            stroke(cr, 0.05)
        },
        "soccerball": { cr in
            circle(cr, 0.5, 0.5, 0.42); stroke(cr, 0.07)
            var pts: [(Double, Double)] = []
            for i in 0..<5 { let a = deg(Double(i) * 72); pts.append((0.5 + 0.15 * cos(a), 0.5 + 0.15 * sin(a))) }
            poly(cr, pts, close: true); cairo_fill(cr)
            for (x, y) in pts { let dx = x - 0.5, dy = y - 0.5; poly(cr, [(x, y), (0.5 + dx * 2.6, 0.5 + dy * 2.6)]) }
            stroke(cr, 0.05)
        },
        "basketball": { cr in
            circle(cr, 0.5, 0.5, 0.42); stroke(cr, 0.07)
            poly(cr, [(0.08, 0.5), (0.92, 0.5)]); poly(cr, [(0.5, 0.08), (0.5, 0.92)])
            cairo_new_sub_path(cr); cairo_arc(cr, 0.02, 0.5, 0.34, -0.95, 0.95)
            cairo_new_sub_path(cr); cairo_arc(cr, 0.98, 0.5, 0.34, .pi - 0.95, .pi + 0.95)
            stroke(cr, 0.05)
        },
        "clock": { cr in
            circle(cr, 0.5, 0.5, 0.41); stroke(cr, 0.08)
            poly(cr, [(0.5, 0.24), (0.5, 0.5), (0.68, 0.6)]); stroke(cr, 0.08)
        },
        "timer": { cr in
            circle(cr, 0.5, 0.55, 0.38); stroke(cr, 0.08)
            poly(cr, [(0.5, 0.55), (0.62, 0.4)]); stroke(cr, 0.08)
            poly(cr, [(0.5, 0.17), (0.5, 0.06)]); poly(cr, [(0.4, 0.06), (0.6, 0.06)]); stroke(cr, 0.08)
        },
        "bell.fill": { cr in
            cairo_move_to(cr, 0.12, 0.76)
            cairo_curve_to(cr, 0.22, 0.66, 0.22, 0.56, 0.22, 0.44)
            cairo_curve_to(cr, 0.22, 0.26, 0.34, 0.14, 0.5, 0.14)
            cairo_curve_to(cr, 0.66, 0.14, 0.78, 0.26, 0.78, 0.44)
            cairo_curve_to(cr, 0.78, 0.56, 0.78, 0.66, 0.88, 0.76)
            cairo_close_path(cr); cairo_fill(cr)
            circle(cr, 0.5, 0.1, 0.06); circle(cr, 0.5, 0.84, 0.09); cairo_fill(cr)
        },
        "message.fill": { cr in
            cairo_save(cr); cairo_translate(cr, 0.5, 0.45); cairo_scale(cr, 0.44, 0.36)
            circle(cr, 0, 0, 1); cairo_restore(cr); cairo_fill(cr)
            poly(cr, [(0.2, 0.62), (0.12, 0.86), (0.38, 0.74)], close: true); cairo_fill(cr)
        },
        "lock.fill": { cr in
            rounded(cr, 0.2, 0.44, 0.6, 0.48, 0.08); cairo_fill(cr)
            cairo_move_to(cr, 0.32, 0.46); cairo_line_to(cr, 0.32, 0.3)
            cairo_arc(cr, 0.5, 0.3, 0.18, .pi, 2 * .pi); cairo_line_to(cr, 0.68, 0.46); stroke(cr, 0.08)
        },
        "checkmark": { cr in poly(cr, [(0.16, 0.52), (0.4, 0.76), (0.86, 0.24)]); stroke(cr, 0.12) },
        "play.fill": { cr in
            poly(cr, [(0.24, 0.14), (0.86, 0.5), (0.24, 0.86)], close: true)
            cairo_fill_preserve(cr); stroke(cr, 0.08)
        },
        "pause.fill": { cr in rounded(cr, 0.22, 0.14, 0.2, 0.72, 0.05); rounded(cr, 0.58, 0.14, 0.2, 0.72, 0.05); cairo_fill(cr) },
        "bolt.fill": { cr in
            poly(cr, [(0.58, 0.04), (0.18, 0.56), (0.46, 0.56), (0.4, 0.96), (0.82, 0.42), (0.54, 0.42)], close: true); cairo_fill(cr)
        },
        "location.fill": { cr in
            poly(cr, [(0.88, 0.12), (0.12, 0.46), (0.48, 0.52), (0.54, 0.88)], close: true)
            cairo_fill_preserve(cr); stroke(cr, 0.05)
        },
        "fork.knife": { cr in
            poly(cr, [(0.3, 0.08), (0.3, 0.92)]); stroke(cr, 0.08)
            cairo_move_to(cr, 0.18, 0.08); cairo_line_to(cr, 0.18, 0.34)
            cairo_curve_to(cr, 0.18, 0.42, 0.42, 0.42, 0.42, 0.34); cairo_line_to(cr, 0.42, 0.08); stroke(cr, 0.06)
            cairo_move_to(cr, 0.72, 0.92); cairo_line_to(cr, 0.72, 0.08)
            cairo_curve_to(cr, 0.58, 0.16, 0.56, 0.42, 0.6, 0.56); cairo_line_to(cr, 0.72, 0.56); stroke(cr, 0.08)
        },
        "banknote": { cr in
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            rounded(cr, 0.04, 0.24, 0.92, 0.52, 0.06)
            rounded(cr, 0.11, 0.31, 0.78, 0.38, 0.03)
            cairo_fill(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            circle(cr, 0.5, 0.5, 0.12); cairo_fill(cr)
        },
        "person.fill": { cr in
            circle(cr, 0.5, 0.3, 0.18); cairo_fill(cr)
            cairo_move_to(cr, 0.14, 0.9); cairo_curve_to(cr, 0.14, 0.64, 0.3, 0.56, 0.5, 0.56)
            cairo_curve_to(cr, 0.7, 0.56, 0.86, 0.64, 0.86, 0.9); cairo_close_path(cr); cairo_fill(cr)
        },
        "flashlight.off.fill": { cr in
            poly(cr, [(0.3, 0.08), (0.7, 0.08), (0.7, 0.3), (0.6, 0.44), (0.6, 0.92), (0.4, 0.92), (0.4, 0.44), (0.3, 0.3)], close: true)
            cairo_fill(cr)
        },
        "camera.fill": { cr in
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            rounded(cr, 0.06, 0.26, 0.88, 0.6, 0.1)
            poly(cr, [(0.34, 0.28), (0.4, 0.16), (0.6, 0.16), (0.66, 0.28)], close: true)
            cairo_fill(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR); circle(cr, 0.5, 0.56, 0.16); cairo_fill(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER); circle(cr, 0.5, 0.56, 0.1); cairo_fill(cr)
        },
    ]
}
