import AfterglowDisplay
import CPangoCairo

/// Pango layouts kept between frames, keyed on everything that shapes them (string, style but its
/// colour, width),
/// so a full redraw of unchanged text re-draws its glyphs without re-itemizing and re-shaping.
///
/// A cached layout is re-bound only when the frame's transform differs from the one it was laid out
/// for (`Transform.rebind`), so the pixels are those of a freshly created layout. Entries not used
/// during the last two frames are released, so a ticking countdown does not grow the cache.
final class TextLayoutCache {
    struct Key: Hashable {
        var text: String
        /// The style without its colour: colour is the Cairo source at draw time, not part of the
        /// layout, so a dim step that only recolours text keeps its layouts.
        var style: TextStyle
        var width: Double

        init(text: String, style: TextStyle, width: Double) {
            self.text = text; self.style = style.shape; self.width = width
        }
    }

    private struct Entry {
        var layout: OpaquePointer
        var lastUsed: UInt64
        /// The linear part of the transform the layout was last bound with.
        var transform: Transform?
    }
    /// What of a Cairo context a Pango layout depends on: the CTM's linear part (Pango ignores the
    /// translation). Font options are the renderer's and every frame's surface is an image surface.
    struct Transform: Equatable {
        var xx: Double, yx: Double, xy: Double, yy: Double
        init(_ cr: OpaquePointer) {
            var m = cairo_matrix_t()
            cairo_get_matrix(cr, &m)
            xx = m.xx; yx = m.yx; xy = m.xy; yy = m.yy
        }

        /// Binds `layout` to `cr` when `cr`'s transform is not `bound` (and records it there).
        /// `pango_cairo_update_layout` marks the context changed on every call with a new frame's
        /// surface, and the layout is then laid out again from itemization (a fifth of a full-screen
        /// frame's render work, callgrind), so an unchanged transform skips it.
        static func rebind(_ layout: OpaquePointer, to cr: OpaquePointer, bound: inout Transform?) {
            let now = Transform(cr)
            guard bound != now else { return }
            pango_cairo_update_layout(cr, layout)
            bound = now
        }
    }

    private let fontMap: OwnedFontMap
    private var entries: [Key: Entry] = [:]
    private var frame: UInt64 = 0
    /// Layouts created (cache misses) since this cache was made, for tests.
    private(set) var created = 0

    var count: Int { entries.count }
    /// Each held layout's Pango serial (it changes whenever Pango must lay the layout out again), for tests.
    var serials: [String: UInt32] {
        Dictionary(entries.map { ($0.key.text, pango_layout_get_serial($0.value.layout)) }, uniquingKeysWith: max)
    }

    init(fontMap: OwnedFontMap) { self.fontMap = fontMap }

    deinit { GlyphDrawingLock.run { for e in entries.values { g_object_unref(UnsafeMutableRawPointer(e.layout)) } } }

    /// The layout for `key`, bound to `cr`; `make` configures a new one.
    func layout(_ key: Key, cr: OpaquePointer, fontOptions: OpaquePointer) -> OpaquePointer {
        if var e = entries[key] {
            e.lastUsed = frame
            Transform.rebind(e.layout, to: cr, bound: &e.transform)
            entries[key] = e
            return e.layout
        }
        let layout = fontMap.makeLayout(for: cr, fontOptions: fontOptions)
        PangoText.configure(layout, text: key.text, style: key.style, width: key.width)
        entries[key] = Entry(layout: layout, lastUsed: frame, transform: Transform(cr))
        created += 1
        return layout
    }

    /// Ends a frame: releases layouts unused in this frame and the one before.
    func endFrame() {
        let keepFrom = frame == 0 ? 0 : frame - 1
        for (k, e) in entries where e.lastUsed < keepFrom {
            g_object_unref(UnsafeMutableRawPointer(e.layout))
            entries[k] = nil
        }
        frame += 1
    }
}
