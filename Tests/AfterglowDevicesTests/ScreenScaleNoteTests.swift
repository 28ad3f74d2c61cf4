import AfterglowTestSupport
import Foundation
import Testing
@testable import AfterglowDevices

/// Every profile's `screen.scale` against its source notes: the "@Nx" the scale's note (or the
/// screen's) states, and where a size note quotes pixels and points ("324x394 px at @2x =
/// 162x197 pt"), pixels = points × scale (but for a Mac's scaled "looks like" size).
@Suite struct ScreenScaleNoteTests {
    @Test func theScaleIsTheOneTheNotesState() throws {
        var checked = 0
        for p in shippedCatalog.profiles {
            let notes = [p.sources["screen.scale"], p.sources["screen"], p.sources["screen.widthPt"]].compactMap { $0 }
            for note in notes {
                if let m = note.firstMatch(of: /@(\d)x/), let n = Double(m.1) {
                    #expect(p.screen.scale == n, "\(p.id): scale \(p.screen.scale), note says @\(n)x: \(note)")
                    checked += 1
                }
                // Not for a Mac's scaled "looks like" size (2560 × 1664 px shown as 1470 × 956 pt at
                // @2x: macOS renders 2940 × 1912 and scales it down to the panel).
                if !note.contains("looks like"), let m = note.firstMatch(of: /(\d+)x(\d+) px/), let w = Double(m.1), let h = Double(m.2) {
                    #expect(p.screen.widthPt * p.screen.scale == w && p.screen.heightPt * p.screen.scale == h,
                            "\(p.id): \(p.screen.widthPt)x\(p.screen.heightPt) pt at @\(p.screen.scale)x, note says \(note)")
                }
            }
        }
        // Every watch note states @2x, and most phones' @3x.
        #expect(checked >= 10, "\(checked) notes with a scale")
    }
}
