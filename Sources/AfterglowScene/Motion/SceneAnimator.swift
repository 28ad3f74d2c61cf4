import AfterglowDisplay
import AfterglowGeometry
import AfterglowMotion
import AfterglowTime

/// Animates a scene between the display lists it composes, the way Core Animation animates a
/// layer tree between two states: the scene composes where things *are*; this decides how they
/// get there. Items are matched by id (as `DamageTracker` matches them):
///
/// - **moved** (same content, new frame or corner radius): the frame follows a spring — the
///   Dynamic Island's shape morphing between compact, minimal and expanded, a row sliding when
///   the layout above it grows (HIG Live Activities › "Animate layout changes … animating existing
///   elements to their new positions rather than removing and re-adding them",
///   seeds/001_611357925a2c2c41.txt);
/// - **changed** (new content: text, colour, symbol) after a content update: the item's
///   `ItemTransition` (numeric-text roll, push) or the default content-replace cross-fade
///   ("animate elements in and out with the default content-replace transition", seeds/001);
/// - **appeared / left**: its transition (opacity, scale, move, push), or, when the whole group
///   is new or gone (a Lock Screen card, `la.<activity>.<presentation>`), the group's first
///   item's transition, so a card slides in as one.
///
/// Changes that no content update caused (a timer's next second, the clock's next minute) land
/// in one step: SwiftUI animates those in place only when asked, and a countdown rolling every
/// second would keep the panel at 120 Hz for nothing.
///
/// `Mode.none` (Always On with reduced luminance, dimming, waking, off) lands everything in one
/// step ("the system doesn't perform animations on Always-On displays with reduced luminance",
/// seeds/001); `Mode.reduceMotion` turns every movement (moves, morphs, rolls, pushes, scales)
/// into a cross-fade (HIG iOS › Animation: "When the option to reduce motion is enabled … minimize
/// or eliminate application animations", seeds/003_1e30168b3174ba25.txt).
///
/// Time is the caller's (`at:` — the emulator's clock); nothing here reads a clock.
public struct SceneAnimator: Sendable {
    public enum Mode: String, Sendable { case full, reduceMotion, none }

    /// Moves and morphs. SwiftUI's default spring (response 0.5 s, damping fraction 0.825: 1 %
    /// overshoot, at rest in about 0.9 s, under the 2 s cap). Apple publishes no figures for the
    /// island's own spring; this is an assumption, named in docs/MOTION.md.
    public var spring = Spring.swiftUIDefault

    private var target: DisplayList?
    private var motion = MotionSystem()
    private var entries: [String: Entry] = [:]
    private var leaving: [Leaving] = []
    private var leavingOrder = 0

    struct Appearance: Sendable {
        var transition: ItemTransition
        /// Where a move or push starts (appearing) or ends (leaving), relative to the item.
        var dx: Double, dy: Double
        /// What a scale grows from.
        var centre: Point
    }

    struct Entry: Sendable {
        var morphFrom: ItemGeometry?
        var appear: Appearance?
        var replaced: DisplayItem?
        var replace: ItemTransition?
        var rising = true
    }

    struct Leaving: Sendable {
        var key: String
        var item: DisplayItem
        /// The key of the item it was drawn after that is still on screen (nil: first).
        var anchor: String?
        var order: Int
        var appearance: Appearance
    }

    public init() {}

    /// Whether anything still moves at `t` (the emulator keeps producing frames while it does).
    public func isAnimating(at t: Timestamp) -> Bool { !motion.isAtRest(at: t) }

    /// When the last running animation comes to rest (nil: none runs after `t`).
    public func restTime(after t: Timestamp) -> Timestamp? { motion.restTime(after: t) }

    /// The list to draw at `t`, given the list the scene composed (`list`: where things are).
    /// `contentChanged`: a content update (a push) arrived since the last call; `layoutChanged`:
    /// the scene's arrangement changed (the island's presentation, the surface, which activities
    /// and notifications show). With neither, the change came from the clock (a timer, a
    /// date-interval progress bar) and lands in one step; a move already in flight is retargeted.
    /// `composed` false: `list` is the one the last call was given (the scene did not compose
    /// again because nothing it reads changed), so there is nothing to diff, only to draw.
    public mutating func present(_ list: DisplayList, at t: Timestamp, mode: Mode, contentChanged: Bool,
                                 layoutChanged: Bool = false, composed: Bool = true) -> DisplayList {
        guard mode != .none, let old = target, old.size == list.size, old.scale == list.scale else {
            reset(to: list)
            return list
        }
        if composed && old != list {
            diff(old: old, new: list, at: t, mode: mode, contentChanged: contentChanged, caused: contentChanged || layoutChanged)
            target = list
        }
        if motion.isAtRest(at: t) {
            reset(to: list)
            return list
        }
        return draw(list, at: t)
    }

    /// Forgets every animation: the next list lands in one step.
    public mutating func reset(to list: DisplayList?) {
        target = list
        motion = MotionSystem()
        entries = [:]
        leaving = []
    }

    // MARK: diff

    private mutating func diff(old: DisplayList, new: DisplayList, at t: Timestamp, mode: Mode, contentChanged: Bool, caused: Bool) {
        let oldKeys = Self.keys(old.items), newKeys = Self.keys(new.items)
        let oldBy = Dictionary(zip(oldKeys, old.items), uniquingKeysWith: { a, _ in a })
        let newBy = Dictionary(zip(newKeys, new.items), uniquingKeysWith: { a, _ in a })
        let oldGroups = Set(oldKeys.map(Self.group)), newGroups = Set(newKeys.map(Self.group))

        for (k, item) in zip(newKeys, new.items) {
            guard let was = oldBy[k] else {
                guard caused else {
                    // Appeared by the clock's doing (a stale state): there at once.
                    leaving.removeAll { $0.key == k }
                    entries[k]?.appear = nil
                    continue
                }
                // A whole new group (a card) enters as one, as its lead says: its items' own
                // transitions are for their content's later changes, not for the card's arrival.
                let fresh = !oldGroups.contains(Self.group(k))
                let lead = fresh ? Self.lead(of: Self.group(k), newKeys, new.items) : nil
                let tr = Self.effective(lead ?? item.transition ?? .contentReplace, mode)
                let extent = lead != nil ? Self.extent(of: Self.group(k), newKeys, new.items) : item.bounds
                startVisibility(k, to: 1, appearance: Self.appearance(tr, extent), at: t)
                leaving.removeAll { $0.key == k }
                continue
            }
            if was == item { continue }
            let now = drawnGeometry(k, was, at: t)
            if was.content == item.content || (!contentChanged && ItemGeometry(was) != ItemGeometry(item)) {
                // Moved (or moved while a clock-driven change landed): the frame follows.
                guard ItemGeometry(was) != ItemGeometry(item) else { continue }
                // A progress bar filling with the clock moves every frame: only a move something
                // caused animates, or one already under way follows its new target.
                guard caused || entries[k]?.morphFrom != nil else { continue }
                if mode == .reduceMotion {
                    guard !item.isStructural else { continue }
                    startReplace(k, old: was.placed(at: now), transition: .contentReplace, rising: true, at: t)
                } else {
                    startMorph(k, from: now, to: ItemGeometry(item), at: t)
                }
            } else if contentChanged && !item.isStructural {
                let tr = Self.effective(item.transition ?? .contentReplace, mode)
                guard !tr.isIdentity, tr.durationS > 0 else { continue }
                entries[k]?.morphFrom = nil
                startReplace(k, old: was.placed(at: now), transition: tr, rising: Self.isRising(from: was, to: item), at: t)
            }
        }
        var anchor: String? = nil
        for (k, item) in zip(oldKeys, old.items) {
            if newBy[k] != nil { anchor = k; continue }
            if leaving.contains(where: { $0.key == k }) || !caused { continue }
            let gone = !newGroups.contains(Self.group(k))
            let lead = gone ? Self.lead(of: Self.group(k), oldKeys, old.items) : nil
            let tr = Self.effective(lead ?? item.transition ?? .contentReplace, mode)
            let extent = lead != nil ? Self.extent(of: Self.group(k), oldKeys, old.items) : item.bounds
            let a = Self.appearance(tr, extent)
            leavingOrder += 1
            leaving.append(Leaving(key: k, item: item.placed(at: drawnGeometry(k, item, at: t)), anchor: anchor, order: leavingOrder, appearance: a))
            startVisibility(k, to: 0, appearance: a, at: t)
        }
    }

    private mutating func startMorph(_ k: String, from: ItemGeometry, to: ItemGeometry, at t: Timestamp) {
        let running = entries[k]?.morphFrom != nil
        for (i, name) in ItemGeometry.channels.enumerated() {
            let ch = "\(k)#\(name)"
            // A morph in flight keeps its position and velocity (retargeting, as SwiftUI does).
            if !running { motion.set(ch, to: from.values[i]) }
            motion.animate(ch, to: to.values[i], curve: .spring(spring), kind: .other, at: t)
        }
        entries[k, default: Entry()].morphFrom = from
    }

    private mutating func startReplace(_ k: String, old: DisplayItem, transition: ItemTransition, rising: Bool, at t: Timestamp) {
        guard transition.durationS > 0 else { return }
        var e = entries[k, default: Entry()]
        e.replaced = old; e.replace = transition; e.rising = rising
        entries[k] = e
        let ch = "\(k)#c"
        motion.set(ch, to: 0)
        motion.animate(ch, to: 1, curve: .timed(.easeInOut(transition.durationS)), kind: .other, at: t)
    }

    private mutating func startVisibility(_ k: String, to v: Double, appearance: Appearance, at t: Timestamp) {
        let ch = "\(k)#v"
        let current = entries[k]?.appear != nil ? motion.sample(ch, at: t).value : 1 - v
        entries[k, default: Entry()].appear = appearance
        guard appearance.transition.durationS > 0, !appearance.transition.isIdentity else { motion.set(ch, to: v); return }
        motion.set(ch, to: current)
        // The remaining share of the fade takes the remaining share of the time.
        let d = appearance.transition.durationS * max(0.05, abs(v - current))
        motion.animate(ch, to: v, curve: .timed(.easeInOut(d)), kind: .other, at: t)
    }

    // MARK: draw

    private func draw(_ list: DisplayList, at t: Timestamp) -> DisplayList {
        let keys = Self.keys(list.items)
        // A clip drawn to a fill's shape follows that fill while it morphs (the expanded island's
        // content stays inside the growing black shape).
        var shapes: [Rect: ItemGeometry] = [:]
        for (k, item) in zip(keys, list.items) {
            guard let from = entries[k]?.morphFrom, case .roundedRect = item.command else { continue }
            let now = drawnGeometry(k, item, at: t)
            shapes[item.bounds] = now
            shapes[from.bounds] = now
        }
        func followed(_ item: DisplayItem) -> DisplayItem {
            guard case .pushClip(let r, _) = item.command, let g = shapes[r] else { return item }
            return item.placed(at: g)
        }
        var out: [DisplayItem] = []
        out.reserveCapacity(list.items.count + leaving.count)
        let gone = leaving.sorted { $0.order < $1.order }
        func emitLeaving(after anchor: String?) {
            for l in gone where l.anchor == anchor {
                out += visible(followed(l.item), l.appearance, v: motion.sample("\(l.key)#v", at: t).value)
            }
        }
        emitLeaving(after: nil)
        for (k, item) in zip(keys, list.items) {
            out += drawn(k, followed(item), at: t)
            emitLeaving(after: k)
        }
        var l = list
        l.items = out
        return l
    }

    private func drawnGeometry(_ k: String, _ item: DisplayItem, at t: Timestamp) -> ItemGeometry {
        guard entries[k]?.morphFrom != nil else { return ItemGeometry(item) }
        return ItemGeometry(values: ItemGeometry.channels.map { motion.sample("\(k)#\($0)", at: t).value })
    }

    private func drawn(_ k: String, _ item: DisplayItem, at t: Timestamp) -> [DisplayItem] {
        guard let e = entries[k] else { return [item] }
        let base = e.morphFrom != nil ? item.placed(at: drawnGeometry(k, item, at: t)) : item
        var items = [base]
        if let old = e.replaced, let tr = e.replace {
            let p = motion.sample("\(k)#c", at: t).value
            if p < 1 { items = Self.replacing(old, with: base, tr, progress: p, rising: e.rising) }
        }
        guard let a = e.appear else { return items }
        let v = motion.sample("\(k)#v", at: t).value
        return items.flatMap { visible($0, a, v: v) }
    }

    /// An item part-way in (v = 0 … 1) with its appearance.
    private func visible(_ item: DisplayItem, _ a: Appearance, v: Double) -> [DisplayItem] {
        if v >= 1 { return [item] }
        // A clip moves with what it clips (a sliding card keeps its content inside it); it is
        // never faded or dropped, so its pop stays paired.
        if v <= 0.001 && !item.isStructural { return [] }
        let fx = a.transition.effects
        var it = item
        if !fx.isDisjoint(with: [.move, .push]) { it = it.offset(dx: a.dx * (1 - v), dy: a.dy * (1 - v)) }
        if fx.contains(.scale) {
            let s = max(0.01, v)
            it = it.transformed(scale: s, offset: Point(x: a.centre.x * (1 - s), y: a.centre.y * (1 - s)))
        }
        // A fade unless the transition only moves or scales (SwiftUI's `.move` and `.scale` do
        // not fade on their own).
        if !item.isStructural && (fx.contains(.opacity) || fx.isDisjoint(with: [.move, .push, .scale])) { it = it.faded(v) }
        return [it]
    }

    /// The old content leaving and the new arriving at progress `p`.
    static func replacing(_ old: DisplayItem, with new: DisplayItem, _ tr: ItemTransition, progress p: Double, rising: Bool) -> [DisplayItem] {
        var o = old
        o.id = new.id + "~old"
        let fx = tr.effects
        if fx.contains(.numericText) || fx.contains(.push) {
            // Roll (or push): both travel one line (or the item's size), clipped to the item.
            var dx = 0.0, dy = 0.0
            if fx.contains(.numericText) {
                dy = (rising ? 1 : -1) * max(old.bounds.height, new.bounds.height)
            } else {
                switch tr.edge {
                case .top: dy = -new.bounds.height
                case .bottom: dy = new.bounds.height
                case .leading: dx = -new.bounds.width
                case .trailing: dx = new.bounds.width
                }
            }
            let clip = old.bounds.union(new.bounds).insetBy(dx: -2, dy: -1)
            return [DisplayItem(id: new.id + "~roll", bounds: clip, role: new.role, command: .pushClip(clip, cornerRadius: 0)),
                    o.offset(dx: -dx * p, dy: -dy * p).faded(1 - p),
                    new.offset(dx: dx * (1 - p), dy: dy * (1 - p)).faded(p),
                    DisplayItem(id: new.id + "~roll/", bounds: clip, role: new.role, command: .popClip)]
        }
        return [o.faded(1 - p), new.faded(p)]
    }

    // MARK: helpers

    /// Under Reduce Motion every movement becomes a cross-fade of the same length.
    static func effective(_ tr: ItemTransition, _ mode: Mode) -> ItemTransition {
        guard mode == .reduceMotion, !tr.isIdentity else { return tr }
        return ItemTransition(effects: .opacity, edge: tr.edge, durationS: tr.durationS)
    }

    static func appearance(_ tr: ItemTransition, _ extent: Rect) -> Appearance {
        var dx = 0.0, dy = 0.0
        switch tr.edge {
        case .top: dy = -extent.height
        case .bottom: dy = extent.height
        case .leading: dx = -extent.width
        case .trailing: dx = extent.width
        }
        return Appearance(transition: tr, dx: dx, dy: dy, centre: Point(x: extent.midX, y: extent.midY))
    }

    /// Item keys in drawing order, duplicates numbered as `DamageTracker` numbers them.
    static func keys(_ items: [DisplayItem]) -> [String] {
        var seen: [String: Int] = [:]
        return items.map { item in
            let n = seen[item.id, default: 0]; seen[item.id] = n + 1
            return n == 0 ? item.id : "\(item.id)#\(n)"
        }
    }

    /// The group an item belongs to: a Live Activity in one presentation (`la.<id>.<presentation>`),
    /// else the id's first component (`island`, `lock`, `status`).
    static func group(_ key: String) -> String {
        let parts = key.split(separator: ".", maxSplits: 3, omittingEmptySubsequences: false)
        if parts.first == "la", parts.count >= 3 { return parts[0..<3].joined(separator: ".") }
        return String(parts.first ?? "")
    }

    /// A group's transition: its first item's (a card's background carries the card's slide).
    static func lead(of group: String, _ keys: [String], _ items: [DisplayItem]) -> ItemTransition? {
        zip(keys, items).first { Self.group($0.0) == group }?.1.transition
    }

    static func extent(of group: String, _ keys: [String], _ items: [DisplayItem]) -> Rect {
        var r: Rect?
        for (k, item) in zip(keys, items) where Self.group(k) == group && !item.isStructural {
            r = r.map { $0.union(item.bounds) } ?? item.bounds
        }
        return r ?? .zero
    }

    /// Whether a number shown by the item went up (digits roll upward) — compared on the digits
    /// the texts carry; not numbers at all count as rising.
    static func isRising(from old: DisplayItem, to new: DisplayItem) -> Bool {
        guard case .text(let a, _) = old.command, case .text(let b, _) = new.command,
              let x = number(in: a), let y = number(in: b) else { return true }
        return y >= x
    }

    static func number(in s: String) -> Double? {
        let digits = s.filter { $0.isNumber || $0 == "." }
        return Double(digits)
    }
}
