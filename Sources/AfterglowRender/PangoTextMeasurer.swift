import AfterglowGeometry
import AfterglowDisplay
import AfterglowContent
import CPangoCairo
import Foundation

/// Measures text exactly as `CairoRenderer` will draw it (same fonts, features and unhinted
/// metrics), so the template layout engine can size and place text in points.
public final class PangoTextMeasurer: @unchecked Sendable {
    // Pango contexts and font maps are not thread-safe: one lock serialises measurement, and the
    // font map is this measurer's own (not the creating thread's default, see `OwnedFontMap`).
    private let lock = NSLock()
    private let fontMap = OwnedFontMap()
    private let context: OpaquePointer
    private let layout: OpaquePointer
    /// Layout asks for the same strings every frame: remember recent answers (cleared when full),
    /// whatever their colour (a composition in the dark appearance measures the same text).
    private struct Key: Hashable { var text: String; var style: TextStyle; var maxWidth: Double? }
    private var cache: [Key: Size] = [:]
    static let cacheLimit = 2048

    public init() {
        context = fontMap.makeContext()
        let options = TextRenderingOptions.make()
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        layout = pango_layout_new(context)!
    }

    deinit {
        GlyphDrawingLock.run {
            g_object_unref(UnsafeMutableRawPointer(layout))
            g_object_unref(UnsafeMutableRawPointer(context))
        }
    }

    /// The size `text` takes in `style`; with `maxWidth`, wrapped (up to the style's line limit)
    /// and ellipsized to that width.
    public func size(of text: String, style: TextStyle, maxWidth: Double? = nil) -> Size {
        GlyphDrawingLock.run { lock.withLock {
            let key = Key(text: text, style: style.shape, maxWidth: maxWidth)
            if let hit = cache[key] { return hit }
            PangoText.configure(layout, text: text, style: style, width: maxWidth)
            let s = PangoText.logicalSize(layout)
            let size = Size(width: maxWidth.map { min($0, s.width) } ?? s.width, height: s.height)
            if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
            cache[key] = size
            return size
        } }
    }

    /// Distance from the top of the text's box to its first baseline, in points.
    public func baseline(of text: String, style: TextStyle) -> Double {
        GlyphDrawingLock.run { lock.withLock {
            PangoText.configure(layout, text: text, style: style, width: nil)
            return PangoText.baseline(layout)
        } }
    }
}


/// The template layout engine's measuring protocol, answered with real Pango metrics.
extension PangoTextMeasurer: TextMeasurer {
    public func measure(_ text: String, style: TextStyle) -> Size { size(of: text, style: style) }
}
