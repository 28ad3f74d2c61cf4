import Testing
@testable import AfterglowKit
@testable import AfterglowDisplay
@testable import AfterglowGeometry
@testable import AfterglowScheduler

/// Duplicate ids are told apart by occurrence (`DamageTracker.keys`). They used to be told apart
/// by writing "id#n" — a key another item's own id can already be: with items "a", "a#1", "a" the
/// second "a" and the item named "a#1" shared a key, the map kept one of them, and a change to the
/// other went unrepainted (a ghost, as in DamageMoveRemoveTests). Found reading a mutation
/// survivor (seed 71, `n == 0` → `n == 1`, which only renamed the keys). Scale 1, 100 × 100 pt:
/// a point is a pixel.
@Suite struct DamageLiteralHashIdTests {
    static func list(_ named: Rect) -> DisplayList {
        let a1 = Rect(x: 0, y: 0, width: 10, height: 10), a2 = Rect(x: 0, y: 80, width: 10, height: 10)
        return DisplayList(size: Size(width: 100, height: 100), scale: 1, items: [
            DisplayItem(id: "a", bounds: a1, command: .ellipse(a1, fill: .white)),
            DisplayItem(id: "a#1", bounds: named, command: .ellipse(named, fill: .white)),
            DisplayItem(id: "a", bounds: a2, command: .ellipse(a2, fill: .white)),
        ])
    }

    @Test func anItemNamedLikeADuplicateKeepsItsDamage() {
        let was = Rect(x: 40, y: 40, width: 10, height: 10), now = Rect(x: 60, y: 40, width: 10, height: 10)
        let d = DamageTracker.diff(old: Self.list(was), new: Self.list(now))
        #expect(!d.full)
        #expect(DamageMoveRemoveTests.covers(d, was), "old bounds of \"a#1\" not repainted: \(d.rects)")
        #expect(DamageMoveRemoveTests.covers(d, now), "new bounds of \"a#1\" not painted: \(d.rects)")
        #expect(Set(DamageTracker.keys(Self.list(was).items)).count == 3)
    }
}
