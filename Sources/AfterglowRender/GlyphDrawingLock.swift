import CPangoCairo
import Synchronization

/// One lock for putting glyphs on a Cairo surface, across every renderer in the process.
/// Debian 12's cairo 1.16 crashed once (SIGSEGV inside libcairo) in a fresh-clone test run while
/// eight threads drew text at fractional glyph positions at once (`ConcurrentTextTests`, beside
/// the golden suites), after glyph positions stopped being rounded (`OwnedFontMap`). It did not
/// reproduce in 14 runs here; the emulator draws from one thread, so the lock costs it nothing,
/// and tests and benchmarks with a renderer per thread wait for each other only while glyphs are
/// composited.
enum GlyphDrawingLock {
    private static let mutex = Mutex(())

    static func showLayout(_ cr: OpaquePointer, _ layout: OpaquePointer) {
        mutex.withLock { _ in pango_cairo_show_layout(cr, layout) }
    }
}
