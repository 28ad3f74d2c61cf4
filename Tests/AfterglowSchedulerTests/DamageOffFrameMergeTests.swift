import AfterglowGeometry
import Testing
@testable import AfterglowDisplay
@testable import AfterglowScheduler

/// Damage at the frame's edges and merges that take more than one step, worked by hand (issue 30,
/// session 15: read from the mutants no test pinned). Scale 1, 100 × 100 pt: a point is a pixel.
@Suite struct DamageOffFrameMergeTests {
    /// An item wholly outside the frame damages nothing, even when its 1 px anti-aliasing margin
    /// reaches the frame's edge: (101, 10) sized 10 × 10 spans pixels 100…112 once grown, clipped
    /// to 100…100 — no column; one ending at x = −1 grows to −12…0, clipped to 0…0. The same
    /// above and below. A zero-width rect left in the list would still reach the renderer.
    @Test func anItemOutsideTheFrameDamagesNothing() {
        let outside = [Rect(x: 101, y: 10, width: 10, height: 10), Rect(x: -11, y: 10, width: 10, height: 10),
                       Rect(x: 10, y: 101, width: 10, height: 10), Rect(x: 10, y: -11, width: 10, height: 10)]
        for r in outside {
            let d = DamageTracker.pixelDamage([r], scale: 1, width: 100, height: 100)
            #expect(d.isEmpty && d.rects == [], "\(r): \(d.rects)")
        }
        // Through the diff: a dot added just past the right edge changes no pixel.
        func list(_ items: [DisplayItem]) -> DisplayList { DisplayList(size: Size(width: 100, height: 100), scale: 1, items: items) }
        let r = Rect(x: 101, y: 40, width: 10, height: 10)
        let off = DisplayItem(id: "off", bounds: r, command: .ellipse(r, fill: .white))
        #expect(DamageTracker.diff(old: list([]), new: list([off])).isEmpty)
    }

    /// Merged bounds away from the origin: (20, 30) 10 × 10 and (25, 35) 10 × 10 overlap; their
    /// union spans x 20…35 and y 30…45, so it is (20, 30) 15 × 15 — the width is the right edge
    /// minus the left, not the right edge alone.
    @Test func aMergedRectIsTheUnionAwayFromTheOrigin() {
        let merged = DamageTracker.merge([PixelRect(x: 20, y: 30, width: 10, height: 10), PixelRect(x: 25, y: 35, width: 10, height: 10)])
        #expect(merged == [PixelRect(x: 20, y: 30, width: 15, height: 15)])
    }

    /// "Merges … until none overlap": three squares in a row, listed outer ones first, need two
    /// merges — 0…10 with 10…20 (touching), then 0…20 with 20…30 — to become one 30 × 10 rect.
    @Test func mergingRepeatsUntilNoneTouch() {
        let row = [PixelRect(x: 0, y: 0, width: 10, height: 10), PixelRect(x: 20, y: 0, width: 10, height: 10),
                   PixelRect(x: 10, y: 0, width: 10, height: 10)]
        #expect(DamageTracker.merge(row) == [PixelRect(x: 0, y: 0, width: 30, height: 10)])
    }
}
