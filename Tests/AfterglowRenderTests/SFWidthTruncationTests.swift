import AfterglowKit
import CPangoCairo
@testable import AfterglowRender
import Testing

/// Text takes SF Pro's width where width decides layout (issue 29), and the measurer and the
/// renderer agree on it. SF's per-glyph advances are not published under a licence we can use;
/// what is published is SF Pro Display's average advance over a stated letter frequency (Capsize's
/// `xWidthAvg`) and Apple's tracking per size. So the exact SF width is known for a text with
/// exactly those letter frequencies: n × the average advance, plus the tracking. These tests set
/// such a text against a width between SF's and Inter's own, where the two fonts decide truncation
/// differently.
@Suite("SF widths decide truncation")
struct SFWidthTruncationTests {
    /// Capsize's weights (seek-oss/capsize, packages/unpack/src/index.ts at 8a15c86), ×10000: the
    /// count of each character in the sample. 10001 characters (the weights sum to 1.0001).
    static let counts: [(Character, Int)] = [
        ("a", 668), ("b", 122), ("c", 228), ("d", 348), ("e", 1039), ("f", 182), ("g", 165), ("h", 499),
        ("i", 570), ("j", 13), ("k", 63), ("l", 329), ("m", 197), ("n", 552), ("o", 614), ("p", 158),
        ("q", 8), ("r", 490), ("s", 518), ("t", 741), ("u", 226), ("v", 80), ("w", 193), ("x", 12),
        ("y", 162), ("z", 6), (" ", 1818),
    ]
    /// Interleaved round-robin so no long runs of one letter (runs would exercise only same-letter
    /// kerning); each character still occurs exactly its count.
    static let sample: String = {
        var remaining = counts, out = ""
        while remaining.contains(where: { $0.1 > 0 }) {
            for i in remaining.indices where remaining[i].1 > 0 { out.append(remaining[i].0); remaining[i].1 -= 1 }
        }
        return out
    }()

    /// SF Pro Display Regular's average advance for these frequencies: 842 / 2048 em (Capsize's
    /// `-apple-system` entry, from Apple's SF Pro.ttf at its default, Display, optical size).
    static let sfAverageEm = 842.0 / 2048.0
    /// Inter Display Regular's, by hand from InterAdvances' display-regular row: 0.42913 em.
    static let interDisplayAverageEm = 0.42913

    /// (size, HIG SF Pro Display tracking in 1/1000 em at that size).
    static let sizes: [(Double, Double)] = [(28, 13), (48, 8), (60, 4)]

    @Test("a text whose SF width is known fits where SF fits it, though Inter's own width would truncate it", arguments: sizes)
    func truncatesAsSFWould(size: Double, trackingThousandths: Double) {
        let n = Double(Self.counts.reduce(0) { $0 + $1.1 })
        #expect(n == 10001 && Self.sample.count == 10001)
        // SF's width: 10000 × the weighted average (the counts are the weights × 10000) + tracking
        // between the 10001 characters (Pango puts it between characters; CoreText after each, one
        // gap more, under 0.8 pt here).
        let sf = 10000 * Self.sfAverageEm * size + (n - 1) * trackingThousandths / 1000 * size
        let inter = 10000 * Self.interDisplayAverageEm * size
        // A frame between the two: SF fits, Inter as it was truncates.
        let limit = (sf + inter) / 2
        #expect(inter > limit && sf < limit)

        let style = TextStyle(sizePt: size)
        let pango = PangoTextMeasurer().measure(Self.sample, style: style).width
        let approx = ApproximateTextMeasurer().measure(Self.sample, style: style).width
        #expect(abs(pango - sf) / sf < 0.002, "Pango \(pango) vs SF \(sf)")
        #expect(abs(approx - sf) / sf < 0.002, "approximate \(approx) vs SF \(sf)")
        print("SF width at \(size) pt: SF \(sf), Inter as it was \(inter) (\(((inter / sf - 1) * 1000).rounded() / 10) %), Pango now \(pango) (\(((pango / sf - 1) * 10000).rounded() / 100) %), approximate \(approx)")
        #expect(pango < limit, "fits, as in SF")
        #expect(approx < limit, "fits, as in SF")
    }

    @Test("under 20 pt Inter keeps its size and SF's tracking goes between characters")
    func textSizeTracking() {
        // HIG: SF Pro Text at 17 pt, −26/1000 em = −0.442 pt. Ten 'n's (no kerning between them).
        let pango = PangoTextMeasurer(), style = TextStyle(sizePt: 17)
        let one = pango.measure("n", style: style).width
        let ten = pango.measure(String(repeating: "n", count: 10), style: style).width
        #expect(abs(ten - (10 * one + 9 * -0.442)) < 0.01, "10 × \(one) + 9 × −0.442 vs \(ten)")
    }

    @Test("the renderer's layout at @3x is exactly as wide as the measurer's")
    func measuredIsDrawn() {
        let measurer = PangoTextMeasurer(), fontMap = OwnedFontMap()
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 10, 10)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, 3, 3)
        let options = TextRenderingOptions.make()
        defer { cairo_font_options_destroy(options) }
        for (text, size, weight) in [("Arrives 10:30", 15.0, FontWeight.semibold), ("Pho Saigon", 17, .regular),
                                     ("12 min", 28, .bold), ("Order A-1042 is on its way", 13, .regular)] {
            let style = TextStyle(sizePt: size, weight: weight)
            let layout = fontMap.makeLayout(for: cr, fontOptions: options)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            PangoText.configure(layout, text: text, style: style, width: nil)
            let drawn = PangoText.logicalSize(layout).width
            #expect(drawn == measurer.measure(text, style: style).width, "\(text) \(size) pt: drawn \(drawn)")
        }
    }
}

extension SFWidthTruncationTests {
    @Test("a line set in exactly its measured width is drawn whole, whatever the tracking")
    func exactWidthIsNotEllipsized() {
        let measurer = PangoTextMeasurer(), fontMap = OwnedFontMap()
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 10, 10)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, 3, 3)
        let options = TextRenderingOptions.make()
        defer { cairo_font_options_destroy(options) }
        // Positive tracking (10 pt +12, 30 pt +12, 48 pt +8), none (12 pt), negative (17 pt −26).
        for (text, size, alignment) in [("2 – 1", 30.0, TextAlignment.leading), ("Goal! Mbappé 66'", 10, .trailing),
                                         ("12:45", 48, .center), ("Ligue 1", 12, .leading), ("Pho Saigon", 17, .trailing)] {
            let style = TextStyle(sizePt: size, weight: .heavy, alignment: alignment, monospacedDigits: true)
            let width = measurer.measure(text, style: style).width
            let layout = fontMap.makeLayout(for: cr, fontOptions: options)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            PangoText.configure(layout, text: text, style: style, width: width)
            #expect(pango_layout_is_ellipsized(layout) == 0 && pango_layout_get_line_count(layout) == 1, "\(text) at \(size) pt in \(width) pt")
        }
    }
}
