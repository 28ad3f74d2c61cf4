import Foundation
import AfterglowDisplay
import AfterglowGeometry

/// What changed between two display lists, in pixels.
public struct Damage: Hashable, Sendable {
    /// The whole frame must be redrawn.
    public var full: Bool
    /// Damaged pixel rects (empty with `full == false`: nothing changed).
    public var rects: [PixelRect]

    public static let none = Damage(full: false, rects: [])
    public static let everything = Damage(full: true, rects: [])
    public var isEmpty: Bool { !full && rects.isEmpty }

    /// The renderer's `damage:` argument: nil for a full redraw.
    public var renderRects: [PixelRect]? { full ? nil : rects }

    public func area(width: Int, height: Int) -> Int { full ? width * height : rects.reduce(0) { $0 + $1.area } }
}

/// Diffs display lists by item id and content.
///
/// An item whose command, bounds or role changed damages its old and new bounds; an added or removed
/// item its bounds; an item whose stacking order changed relative to the others its bounds. A
/// changed clip or opacity group (`pushClip`/`pushOpacity` … pop) damages every item inside it.
/// Rects are grown by one pixel for anti-aliasing, clipped to the frame, and merged; when they cover
/// more than `fullThreshold` of the frame a full redraw is cheaper.
public enum DamageTracker {
    public static let fullThreshold = 0.6

    public static func diff(old: DisplayList?, new: DisplayList) -> Damage {
        guard let old, old.size == new.size, old.scale == new.scale, old.background == new.background else { return .everything }
        let rects = sameOrderRects(old.items, new.items) ?? keyedRects(old.items, new.items)
        return pixelDamage(rects, scale: new.scale, width: new.pixelWidth, height: new.pixelHeight)
    }

    /// The damage when both lists hold the same ids in the same order with the same groups — every
    /// frame of a motion drawn from one composition, where only items' contents move: one pass by
    /// index, no keys hashed. The same rects as `keyedRects` up to duplicates (which merging
    /// ignores): ranks cannot change, and an opener damaged by its own change or an enclosing
    /// group's damages all its members too, so its extent adds only their rects, already counted.
    /// Nil when the ids or the group structure differ.
    static func sameOrderRects(_ old: [DisplayItem], _ new: [DisplayItem]) -> [Rect]? {
        guard old.count == new.count else { return nil }
        var rects: [Rect] = []
        // Per open group: whether it, or a group around it, changed.
        var dirty: [Bool] = []
        for i in old.indices {
            let o = old[i], n = new[i]
            guard o.id == n.id else { return nil }
            let opens = o.command.opensGroup, closes = o.command.closesGroup
            guard opens == n.command.opensGroup, closes == n.command.closesGroup else { return nil }
            let changed = o != n, inDirty = dirty.last ?? false
            if changed || inDirty { rects.append(inked(o)); rects.append(inked(n)) }
            if opens { dirty.append(changed || inDirty) } else if closes, !dirty.isEmpty { dirty.removeLast() }
        }
        return rects
    }

    /// The damage by key: items matched by id and occurrence, whatever their order.
    static func keyedRects(_ old: [DisplayItem], _ new: [DisplayItem]) -> [Rect] {
        if old == new { return [] }
        let oldMap = keyed(old), newMap = keyed(new)
        var rects: [Rect] = []
        let oldOrder = keys(old).filter { newMap[$0] != nil }
        let newOrder = keys(new).filter { oldMap[$0] != nil }
        var oldRank: [Key: Int] = [:], newRank: [Key: Int] = [:]
        for (i, k) in oldOrder.enumerated() { oldRank[k] = i }
        for (i, k) in newOrder.enumerated() { newRank[k] = i }
        for (k, o) in oldMap {
            guard let n = newMap[k] else { rects.append(contentsOf: o.extent); continue }
            if o.item != n.item || oldRank[k] != newRank[k] || o.groupChanged(n) {
                rects.append(contentsOf: o.extent); rects.append(contentsOf: n.extent)
            }
        }
        for (k, n) in newMap where oldMap[k] == nil { rects.append(contentsOf: n.extent) }
        return rects
    }

    struct Entry {
        var item: DisplayItem
        /// The ids of the clip/opacity groups the item is drawn inside, with their commands.
        var groups: [DisplayItem]
        /// Bounds the item touches: its own, or for a group opener the union of its members.
        var extent: [Rect]
        func groupChanged(_ other: Entry) -> Bool { groups != other.groups }
    }

    /// An item's id and which occurrence of that id it is (0 for the first), so a diff never mixes
    /// two items up. A pair, not a string such as "id#1", which another item's own id could be.
    struct Key: Hashable { var id: String; var occurrence: Int }

    /// Item keys in drawing order.
    static func keys(_ items: [DisplayItem]) -> [Key] {
        var seen: [String: Int] = [:]
        return items.map { item in
            let n = seen[item.id, default: 0]; seen[item.id] = n + 1
            return Key(id: item.id, occurrence: n)
        }
    }

    static func keyed(_ items: [DisplayItem]) -> [Key: Entry] {
        var out: [Key: Entry] = [:]
        var stack: [(key: Key, item: DisplayItem)] = []
        for (item, k) in zip(items, keys(items)) {
            let e = Entry(item: item, groups: stack.map(\.item), extent: [inked(item)])
            out[k] = e
            // Members extend every open group's extent.
            for g in stack { out[g.key]?.extent.append(inked(item)) }
            if item.command.opensGroup { stack.append((k, item)) } else if item.command.closesGroup, !stack.isEmpty { stack.removeLast() }
        }
        return out
    }

    /// Bounds plus the stroke that may spill outside them; nothing for an item that draws nothing
    /// itself — a tap target, a group's push or pop: what a changed group does to pixels is what
    /// its members draw, and they are damaged with it. (At the first frame of an island expansion
    /// the expanded tap area and the content clip's pop, each as large as the expanded island,
    /// damaged 345 k px while the picture had not changed.)
    static func inked(_ item: DisplayItem) -> Rect { item.command.drawsNothing ? .zero : item.inkedBounds }

    /// Points → pixel rects: scaled, grown 1 px, clipped, merged.
    public static func pixelDamage(_ rects: [Rect], scale: Double, width: Int, height: Int) -> Damage {
        var px: [PixelRect] = []
        for r in rects where r.width > 0 && r.height > 0 {
            let x0 = max(0, Int((r.minX * scale).rounded(.down)) - 1), y0 = max(0, Int((r.minY * scale).rounded(.down)) - 1)
            let x1 = min(width, Int((r.maxX * scale).rounded(.up)) + 1), y1 = min(height, Int((r.maxY * scale).rounded(.up)) + 1)
            if x1 > x0 && y1 > y0 { px.append(PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)) }
        }
        let merged = merge(px)
        let area = merged.reduce(0) { $0 + $1.area }
        if Double(area) > fullThreshold * Double(width * height) { return .everything }
        return Damage(full: false, rects: merged)
    }

    /// Merges overlapping or touching rects into their bounding rects until none overlap.
    static func merge(_ input: [PixelRect]) -> [PixelRect] {
        var rects = input
        var changed = true
        while changed {
            changed = false
            outer: for i in rects.indices {
                for j in rects.indices where j > i {
                    let a = rects[i], b = rects[j]
                    if a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height {
                        let x = min(a.x, b.x), y = min(a.y, b.y)
                        rects[i] = PixelRect(x: x, y: y, width: max(a.x + a.width, b.x + b.width) - x, height: max(a.y + a.height, b.y + b.height) - y)
                        rects.remove(at: j)
                        changed = true
                        break outer
                    }
                }
            }
        }
        return rects.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
    }
}
