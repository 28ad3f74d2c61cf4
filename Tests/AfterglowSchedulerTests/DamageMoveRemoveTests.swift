import AfterglowTestSupport
import Testing
@testable import AfterglowKit
@testable import AfterglowDisplay
@testable import AfterglowGeometry
@testable import AfterglowScheduler

/// What the damage tracker must repaint when an item moves or disappears (issue 30: a tracker
/// that marked only a moved item's new bounds, or forgot a removed item, passed every test). Both
/// bugs leave a ghost: the pixels the item covered are never redrawn, so the old picture stays on
/// screen. Checked through `DamageTracker.diff` on two display lists, pixel by pixel.
@Suite struct DamageMoveRemoveTests {
    static let badge = Rect(x: 10, y: 10, width: 20, height: 20)
    static let moved = Rect(x: 60, y: 60, width: 20, height: 20)

    static func list(_ badge: Rect?) -> DisplayList {
        var items = [DisplayItem(id: "title", bounds: Rect(x: 40, y: 5, width: 50, height: 10), command: .text("Order", TextStyle(sizePt: 9)))]
        if let badge { items.append(DisplayItem(id: "badge", bounds: badge, command: .ellipse(badge, fill: .white))) }
        // Scale 1, 100 × 100 pt: a point is a pixel, and the 20 × 20 badge is far below the full-redraw share.
        return DisplayList(size: Size(width: 100, height: 100), scale: 1, items: items)
    }

    /// Every pixel of `r` (points = pixels here) lies in some damage rect.
    static func covers(_ d: Damage, _ r: Rect) -> Bool {
        if d.full { return true }
        for y in Int(r.minY)..<Int(r.maxY) {
            for x in Int(r.minX)..<Int(r.maxX) where !d.rects.contains(where: { x >= $0.x && x < $0.x + $0.width && y >= $0.y && y < $0.y + $0.height }) {
                return false
            }
        }
        return true
    }

    @Test func aMovedItemDamagesWhereItWasAndWhereItIs() {
        let d = DamageTracker.diff(old: Self.list(Self.badge), new: Self.list(Self.moved))
        #expect(!d.full, "two 20 × 20 rects must not need a full redraw")
        #expect(Self.covers(d, Self.badge), "old bounds not repainted: \(d.rects)")
        #expect(Self.covers(d, Self.moved), "new bounds not painted: \(d.rects)")
        // And nothing the move did not touch: the title stays clean.
        #expect(!d.rects.contains { $0.y < 15 && $0.x + $0.width > 40 && $0.y + $0.height > 5 && $0.x < 90 })
    }

    @Test func aRemovedItemDamagesWhereItWas() {
        let d = DamageTracker.diff(old: Self.list(Self.badge), new: Self.list(nil))
        #expect(!d.isEmpty && !d.full)
        #expect(Self.covers(d, Self.badge), "removed badge not repainted: \(d.rects)")
    }
}
