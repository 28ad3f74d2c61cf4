import CPangoCairo
import Foundation

/// One lock, across every renderer and measurer in the process, for everything that reaches
/// Cairo's, Pango's, HarfBuzz's and fontconfig's shared font state: drawing a frame, measuring text,
/// and releasing layouts, contexts and font maps (which releases scaled fonts).
///
/// Debian 12's cairo 1.16 has a race in `cairo_scaled_font_destroy` on its global scaled-font
/// cache (fixed upstream in 1.17.4): the likely cause, not proven. Each renderer owns its Pango
/// font map (`OwnedFontMap`), but the scaled fonts beneath them are shared. The test process
/// crashed inside libcairo twice with renderers on several threads:
/// - once while only glyph compositing took this lock (session 8);
/// - once in a fresh-clone CI run after the per-pixel loops got fast enough that more text-heavy
///   tests overlapped (session 11: libcairo, HarfBuzz and fontconfig on three threads at once).
/// The emulator draws from one thread, so the lock costs it nothing. Tests and benchmarks with a
/// renderer per thread take turns drawing frames. Recursive: a frame's drawing calls the glyph
/// path inside it.
enum GlyphDrawingLock {
    private static let lock = NSRecursiveLock()

    static func run<R>(_ body: () throws -> R) rethrows -> R {
        lock.lock(); defer { lock.unlock() }
        return try body()
    }

    static func showLayout(_ cr: OpaquePointer, _ layout: OpaquePointer) {
        run { pango_cairo_show_layout(cr, layout) }
    }
}
