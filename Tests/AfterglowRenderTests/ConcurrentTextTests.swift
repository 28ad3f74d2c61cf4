import AfterglowKit
import CPangoCairo
@testable import AfterglowRender
import Foundation
import Synchronization
import Testing

/// Text measurement and rendering from many threads at once, as parallel tests and the app's
/// scene pipeline do: one shared measurer, one renderer per thread. Pango font maps are not
/// thread-safe, so each measurer and renderer must own its font map; sharing a thread's default
/// map once corrupted the heap in CI (`realloc(): invalid next size`).
/// GLib warnings and criticals seen while the test runs: the race shows first as GLib's
/// "corrupted double-linked list detected" (the font map's fontset cache), before any crash.
private let glibProblems = Atomic<Int>(0)

@Suite struct ConcurrentTextTests {
    static let words = ["9:41", "Delivery in 12 min", "Arriving", "Lakers 102 – 99 Celtics", "Workout",
                        "Ω ≈ 3 km", "Ünïcödé", "مرحبا", "こんにちは", "Long text that wraps across lines and ellipsizes"]

    func list(_ i: Int) -> DisplayList {
        let size = Size(width: 160, height: 90)
        var items: [DisplayItem] = []
        for (k, w) in Self.words.enumerated() {
            let style = TextStyle(sizePt: Double(10 + (i + k) % 14), weight: k % 2 == 0 ? .regular : .semibold, color: .white)
            items.append(DisplayItem(id: "t\(k)", bounds: Rect(x: 4, y: Double(k * 8), width: 150, height: 20), command: .text(w + " \(i)", style)))
        }
        items.append(DisplayItem(id: "s", bounds: Rect(x: 120, y: 4, width: 20, height: 20), command: .symbol("heart.fill", color: .white)))
        return DisplayList(size: size, scale: 2, background: .black, items: items)
    }

    @Test func sharedMeasurerAndPerThreadRenderersDoNotRace() {
        let measurer = PangoTextMeasurer()
        let reference: [Int: [UInt32]] = Dictionary(uniqueKeysWithValues: (0..<4).map { i in
            var b = PixelBuffer(width: list(i).pixelWidth, height: list(i).pixelHeight, fill: 0)
            CairoRenderer().render(list(i), into: &b, damage: nil)
            return (i, b.pixels)
        })
        let mismatches = Mutex(0)
        let levels = GLogLevelFlags(rawValue: G_LOG_LEVEL_WARNING.rawValue | G_LOG_LEVEL_CRITICAL.rawValue)
        let handler = g_log_set_handler("GLib", levels, { domain, level, message, _ in
            glibProblems.add(1, ordering: .relaxed)
            g_log_default_handler(domain, level, message, nil)
        }, nil)
        defer { g_log_remove_handler("GLib", handler) }
        let before = glibProblems.load(ordering: .relaxed)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            let renderer = CairoRenderer()
            for round in 0..<80 {
                for w in Self.words {
                    _ = measurer.size(of: w + " \(thread).\(round)", style: TextStyle(sizePt: Double(9 + round % 20), weight: .regular, color: .white),
                                      maxWidth: round % 2 == 0 ? 80 : nil)
                }
                let i = (thread + round) % 4
                var b = PixelBuffer(width: list(i).pixelWidth, height: list(i).pixelHeight, fill: 0)
                renderer.render(list(i), into: &b, damage: nil)
                if b.pixels != reference[i] { mismatches.withLock { $0 += 1 } }
            }
        }
        #expect(mismatches.withLock { $0 } == 0)
        #expect(glibProblems.load(ordering: .relaxed) - before == 0, "GLib reported list or heap corruption")
    }
}
