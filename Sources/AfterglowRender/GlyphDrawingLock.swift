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
/// The emulator draws from one thread (its bands share the frame's hold: `delegating`), so the lock costs it nothing. Tests and benchmarks with a
/// renderer per thread take turns drawing frames. Recursive: a frame's drawing calls the glyph
/// path inside it.
enum GlyphDrawingLock {
    private static let lock = NSRecursiveLock()

    static func run<R>(_ body: () throws -> R) rethrows -> R {
        if let inner = Thread.current.threadDictionary[delegateKey] as? NSRecursiveLock {
            inner.lock(); defer { inner.unlock() }
            return try body()
        }
        lock.lock(); defer { lock.unlock() }
        return try body()
    }

    /// Runs `body` on a band worker of a frame whose drawing thread holds the lock for the whole
    /// frame (CairoRenderer's bands): the workers' font, layout and image work takes `inner`, one
    /// lock shared by the frame's bands, so it stays one thread at a time without waiting on the
    /// drawing thread (which would never let go: it waits for the bands).
    static func delegating<R>(to inner: NSRecursiveLock, _ body: () throws -> R) rethrows -> R {
        let d = Thread.current.threadDictionary
        let previous = d[delegateKey]
        d[delegateKey] = inner
        defer { d[delegateKey] = previous }
        return try body()
    }
    private static let delegateKey = "AfterglowRender.GlyphDrawingLock.inner"

    static func showLayout(_ cr: OpaquePointer, _ layout: OpaquePointer) {
        run { pango_cairo_show_layout(cr, layout) }
    }
}
