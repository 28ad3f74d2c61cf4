import Testing
@testable import AfterglowDisplay
@testable import AfterglowGeometry
@testable import AfterglowScheduler

/// The one-pass diff for lists with the same ids in the same order (every frame of a motion drawn
/// from one composition) must damage exactly what the diff by key damages: a property over random
/// lists with nested clip and opacity groups, items moved, recoloured, groups changed.
@Suite struct DamageSameOrderTests {
    /// SplitMix64: seeded, the same lists on every machine.
    struct Rng: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static func rect(_ r: inout Rng) -> Rect {
        Rect(x: Double(Int.random(in: 0..<180, using: &r)), y: Double(Int.random(in: 0..<380, using: &r)),
             width: Double(Int.random(in: 1..<40, using: &r)), height: Double(Int.random(in: 1..<40, using: &r)))
    }

    /// A list of `count` items with groups nested up to three deep; ids repeat now and then (the
    /// occurrence keys them apart).
    static func list(_ r: inout Rng, count: Int) -> [DisplayItem] {
        var items: [DisplayItem] = [], open: [Bool] = []
        for i in 0..<count {
            let roll = Int.random(in: 0..<10, using: &r)
            let id = Int.random(in: 0..<8, using: &r) == 0 ? "dup" : "i\(i)"
            let b = rect(&r)
            if roll == 0, open.count < 3 {
                items.append(DisplayItem(id: id, bounds: b, command: .pushClip(b, cornerRadius: 4))); open.append(true)
            } else if roll == 1, open.count < 3 {
                items.append(DisplayItem(id: id, bounds: b, command: .pushOpacity(0.5))); open.append(false)
            } else if roll <= 3, let clip = open.popLast() {
                items.append(DisplayItem(id: id, bounds: .zero, command: clip ? .popClip : .popOpacity))
            } else {
                items.append(DisplayItem(id: id, bounds: b, command: .roundedRect(b, cornerRadius: 0, fill: Color(r: 0.2, g: 0.4, b: 0.6))))
            }
        }
        while let clip = open.popLast() { items.append(DisplayItem(id: "close\(items.count)", bounds: .zero, command: clip ? .popClip : .popOpacity)) }
        return items
    }

    /// The same list with a few items changed in place: moved, recoloured, a group's clip or opacity.
    static func changed(_ items: [DisplayItem], _ r: inout Rng) -> [DisplayItem] {
        var out = items
        for _ in 0..<Int.random(in: 0...4, using: &r) {
            let i = Int.random(in: 0..<out.count, using: &r)
            switch out[i].command {
            case .pushClip: let b = rect(&r); out[i].bounds = b; out[i].command = .pushClip(b, cornerRadius: 4)
            case .pushOpacity(let a): out[i].command = .pushOpacity(a == 0.5 ? 0.8 : 0.5)
            case .roundedRect(let b, _, _):
                if Bool.random(using: &r) { out[i].command = .roundedRect(b, cornerRadius: 0, fill: Color(r: 1, g: 1, b: 1)) } else {
                    let m = rect(&r); out[i].bounds = m; out[i].command = .roundedRect(m, cornerRadius: 0, fill: Color(r: 0.2, g: 0.4, b: 0.6))
                }
            default: break
            }
        }
        return out
    }

    static func damage(_ rects: [Rect]) -> Damage { DamageTracker.pixelDamage(rects, scale: 3, width: 600, height: 1260) }

    @Test func theOnePassDiffDamagesWhatTheKeyedDiffDoes() {
        var r = Rng(state: 27)
        var compared = 0, damaged = 0
        for _ in 0..<400 {
            let old = Self.list(&r, count: Int.random(in: 1..<40, using: &r))
            let new = Self.changed(old, &r)
            guard let fast = DamageTracker.sameOrderRects(old, new) else { Issue.record("same ids and groups, yet no one-pass diff"); return }
            let a = Self.damage(fast), b = Self.damage(DamageTracker.keyedRects(old, new))
            #expect(a == b, "one pass \(a.rects) ≠ by key \(b.rects)")
            compared += 1
            if !a.isEmpty { damaged += 1 }
        }
        // The property is only worth something if most pairs damage something.
        #expect(compared == 400 && damaged > 250, "\(damaged) of \(compared) pairs damaged")
    }

    @Test func aChangedGroupDamagesItsMembersInOnePass() {
        // Hand-made: an opacity group of two members; only the group's opacity changes, so both
        // members (and the opener) must be redrawn, nothing else.
        let a = Rect(x: 0, y: 0, width: 10, height: 10), b = Rect(x: 100, y: 100, width: 10, height: 10)
        let outside = Rect(x: 150, y: 300, width: 10, height: 10)
        func list(_ alpha: Double) -> [DisplayItem] {
            [DisplayItem(id: "g", bounds: a, command: .pushOpacity(alpha)),
             DisplayItem(id: "a", bounds: a, command: .roundedRect(a, cornerRadius: 0, fill: Color(r: 1, g: 0, b: 0))),
             DisplayItem(id: "b", bounds: b, command: .roundedRect(b, cornerRadius: 0, fill: Color(r: 0, g: 1, b: 0))),
             DisplayItem(id: "end", bounds: .zero, command: .popOpacity),
             DisplayItem(id: "o", bounds: outside, command: .roundedRect(outside, cornerRadius: 0, fill: Color.white))]
        }
        let rects = DamageTracker.sameOrderRects(list(1), list(0.5)) ?? []
        #expect(rects.contains(a) && rects.contains(b))
        #expect(!rects.contains(outside))
    }

    @Test func differentIdsOrGroupsFallBackToTheKeyedDiff() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let one = [DisplayItem(id: "a", bounds: a, command: .roundedRect(a, cornerRadius: 0, fill: Color.white))]
        #expect(DamageTracker.sameOrderRects(one, [DisplayItem(id: "b", bounds: a, command: .roundedRect(a, cornerRadius: 0, fill: Color.white))]) == nil)
        #expect(DamageTracker.sameOrderRects(one, one + one) == nil)
        #expect(DamageTracker.sameOrderRects(one, [DisplayItem(id: "a", bounds: a, command: .pushOpacity(1))]) == nil)
        // Through `diff`, a reordered list still damages the items whose stacking changed.
        let b = Rect(x: 5, y: 5, width: 10, height: 10)
        let two = one + [DisplayItem(id: "b", bounds: b, command: .roundedRect(b, cornerRadius: 0, fill: Color(r: 0, g: 0, b: 0)))]
        let d = DamageTracker.diff(old: DisplayList(size: Size(width: 200, height: 420), scale: 3, items: two),
                                   new: DisplayList(size: Size(width: 200, height: 420), scale: 3, items: Array(two.reversed())))
        #expect(!d.isEmpty)
    }
}
