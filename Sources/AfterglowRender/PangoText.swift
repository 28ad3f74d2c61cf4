import AfterglowGeometry
import AfterglowDisplay
import AfterglowContent
import CPangoCairo

/// Builds Pango layouts for the display list's text styles, with Inter standing in for SF Pro,
/// sized and tracked to SF's published metrics (`SystemFontSizing`).
///
/// Sizes are absolute, in points of the Cairo user space (the renderer scales by the device's
/// pixel scale), so one layout measures the same at @2x and @3x. Inter Display, Inter's optical
/// size for large text, is used from 20 pt up, as SF Pro switches to its Display cut there.
enum PangoText {
    static let family = "Inter"
    static let displayFamily = "Inter Display"
    static let displayThresholdPt = 20.0

    static func weight(_ w: FontWeight) -> PangoWeight {
        switch w {
        case .regular: return PANGO_WEIGHT_NORMAL
        case .medium: return PANGO_WEIGHT_MEDIUM
        case .semibold: return PANGO_WEIGHT_SEMIBOLD
        case .bold: return PANGO_WEIGHT_BOLD
        case .heavy: return PANGO_WEIGHT_ULTRABOLD
        }
    }

    /// Configures `layout` (already bound to a context with the right font options) for `text`.
    /// `width` nil means unconstrained (measurement of natural width).
    static func configure(_ layout: OpaquePointer, text: String, style: TextStyle, width: Double?) {
        // SF's widths where they decide layout: Inter's size adjusted and SF's tracking (the one
        // place both are applied, so the measurer and the renderer agree).
        let sizing = SystemFontSizing(style)
        let desc = pango_font_description_new()!
        pango_font_description_set_family(desc, style.sizePt >= displayThresholdPt ? displayFamily : family)
        pango_font_description_set_weight(desc, weight(style.weight))
        pango_font_description_set_absolute_size(desc, sizing.fontSizePt * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)

        let attrs = pango_attr_list_new()!
        if sizing.letterSpacingPt != 0 {
            pango_attr_list_insert(attrs, pango_attr_letter_spacing_new(Int32((sizing.letterSpacingPt * Double(PANGO_SCALE)).rounded())))
        }
        // Tabular figures keep a countdown's digits from jittering (SwiftUI's monospacedDigit()).
        if style.monospacedDigits { pango_attr_list_insert(attrs, pango_attr_font_features_new("tnum 1")) }
        // A word too long for its line is broken between characters without a hyphen, as iOS's text
        // does (hyphenation is off unless an app turns it on); Pango would add one.
        pango_attr_list_insert(attrs, pango_attr_insert_hyphens_new(0))
        pango_layout_set_attributes(layout, attrs)
        pango_attr_list_unref(attrs)

        text.withCString { pango_layout_set_text(layout, $0, -1) }
        if let width {
            pango_layout_set_width(layout, Int32((max(0, width) + widthSlack(style)) * Double(PANGO_SCALE)))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            // A negative height is a line count limit; the last line gets the ellipsis.
            pango_layout_set_height(layout, -Int32(max(1, style.lineLimit)))
        } else {
            pango_layout_set_width(layout, -1)
        }
        switch style.alignment {
        case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
    }

    /// Width added to a constrained layout. With letter spacing Pango counts a space after a
    /// line's last character when it decides to break or ellipsize, then trims it: without this
    /// slack a line set in exactly its measured width loses its last character
    /// (`SFWidthTruncationTests.exactWidthIsNotEllipsized`). The renderer moves centred and
    /// trailing text back by half and all of it, so the text stays in its frame.
    static func widthSlack(_ style: TextStyle) -> Double {
        max(0, SystemFontSizing(style).letterSpacingPt) + 0.01
    }

    /// Logical size of a configured layout, in points.
    static func logicalSize(_ layout: OpaquePointer) -> Size { extents(layout).logical }

    /// Logical size and ink rect (relative to the layout's origin; glyphs can reach past the
    /// logical box) of a configured layout, in points: Pango computes both in one call.
    static func extents(_ layout: OpaquePointer) -> (logical: Size, ink: Rect) {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let s = Double(PANGO_SCALE)
        return (Size(width: Double(logical.width) / s, height: Double(logical.height) / s),
                Rect(x: Double(ink.x) / s, y: Double(ink.y) / s, width: Double(ink.width) / s, height: Double(ink.height) / s))
    }

    /// Distance from the layout's top to the first line's baseline, in points.
    static func baseline(_ layout: OpaquePointer) -> Double {
        Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
    }
}
