import AfterglowContent
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
    /// Measures text so a `.numericText` roll moves only the characters that changed (SwiftUI
    /// rolls each changed digit on its own). nil: the whole text rolls.
    public var measurer: (any TextMeasurer)?

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
        /// `.zoom`: the item's group's extent, and the partner presentation's it grows out of
        /// (appearing) or into (leaving).
        var extent: Rect = .zero
        var partner: Rect?
        /// Leaving (v runs 1 → 0): a zooming presentation then fades faster than it grows, so
        /// the bubble does not swell across the view arriving over it.
        var leaving = false
    }

    struct Entry: Sendable {
        var morphFrom: ItemGeometry?
        var appear: Appearance?
        var replaced: DisplayItem?
        var replace: ItemTransition?
        var rising = true
        /// A per-character roll: the character runs of old and new text and their x ranges.
        var runs: [RollRun]?
    }

    /// Part of a text under a per-character `.numericText` roll: characters `old` of the old
    /// text and `new` of the new one, drawn between x ranges (points); `changed` runs roll,
    /// the others stay (sliding sideways if the text's width changed).
    struct RollRun: Sendable, Equatable {
        var changed: Bool
        var oldX: ClosedRange<Double>
        var newX: ClosedRange<Double>
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
        let oldGroupOf = oldKeys.map(Self.group), newGroupOf = newKeys.map(Self.group)
        let oldGroups = Set(oldGroupOf), newGroups = Set(newGroupOf)
        // Each group's lead and extent, once (a card arriving asks for them on every item).
        var oldInfo: [String: GroupInfo] = [:], newInfo: [String: GroupInfo] = [:]
        func info(_ g: String, _ groups: [String], _ items: [DisplayItem], _ cache: inout [String: GroupInfo]) -> GroupInfo {
            if let i = cache[g] { return i }
            let i = Self.groupInfo(g, groups, items)
            cache[g] = i
            return i
        }

        for (n, (k, item)) in zip(newKeys, new.items).enumerated() {
            guard let was = oldBy[k] else {
                guard caused else {
                    // Appeared by the clock's doing (a stale state): there at once.
                    leaving.removeAll { $0.key == k }
                    entries[k]?.appear = nil
                    continue
                }
                // A whole new group (a card) enters as one, as its lead says: its items' own
                // transitions are for their content's later changes, not for the card's arrival.
                let g = newGroupOf[n]
                let fresh = !oldGroups.contains(g)
                let group = fresh ? info(g, newGroupOf, new.items, &newInfo) : nil
                let tr = Self.effective(group?.lead ?? item.transition ?? .contentReplace, mode)
                var a = Self.appearance(tr, group?.extent ?? item.bounds)
                if tr.effects.contains(.zoom) {
                    let theirs = Self.sameActivity(g, among: oldGroups.subtracting(newGroups))
                    if !theirs.isEmpty {
                        a.extent = Self.union(Self.sameActivity(g, among: newGroups.subtracting(oldGroups)).map { info($0, newGroupOf, new.items, &newInfo).extent })
                        a.partner = Self.union(theirs.map { info($0, oldGroupOf, old.items, &oldInfo).extent })
                    }
                }
                startVisibility(k, to: 1, appearance: a, at: t)
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
                let rising: Bool
                switch tr.direction {
                case .up: rising = true
                case .down: rising = false
                case .byValue: rising = Self.isRising(from: was, to: item)
                }
                startReplace(k, old: was.placed(at: now), transition: tr, rising: rising, at: t)
                if tr.effects.contains(.numericText), let m = measurer {
                    entries[k]?.runs = Self.rollRuns(from: was, to: item, measurer: m)
                }
            }
        }
        var anchor: String? = nil
        for (n, (k, item)) in zip(oldKeys, old.items).enumerated() {
            if newBy[k] != nil { anchor = k; continue }
            if leaving.contains(where: { $0.key == k }) || !caused { continue }
            let g = oldGroupOf[n]
            let gone = !newGroups.contains(g)
            let group = gone ? info(g, oldGroupOf, old.items, &oldInfo) : nil
            // An `.asymmetric` transition leaves by its removal side.
            let tr = Self.effective((group?.lead ?? item.transition ?? .contentReplace).removal, mode)
            var a = Self.appearance(tr, group?.extent ?? item.bounds)
            a.leaving = true
            if tr.effects.contains(.zoom) {
                let theirs = Self.sameActivity(g, among: newGroups.subtracting(oldGroups))
                if !theirs.isEmpty {
                    a.extent = Self.union(Self.sameActivity(g, among: oldGroups.subtracting(newGroups)).map { info($0, oldGroupOf, old.items, &oldInfo).extent })
                    a.partner = Self.union(theirs.map { info($0, newGroupOf, new.items, &newInfo).extent })
                }
            }
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
        e.replaced = old; e.replace = transition; e.rising = rising; e.runs = nil
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
            if p < 1 {
                items = e.runs.map { Self.rolling(old, to: base, runs: $0, progress: p, rising: e.rising) }
                    ?? Self.replacing(old, with: base, tr, progress: p, rising: e.rising)
            }
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
        if fx.contains(.zoom), let p = a.partner, a.extent.width > 0, p.width > 0 {
            // The group's extent grows out of the partner's frame: at v = 0 it covers the
            // partner (scaled by the widths' ratio, centred on it), at v = 1 it is itself.
            let s0 = p.width / a.extent.width
            let s = s0 + (1 - s0) * v
            let cx = p.midX + (a.extent.midX - p.midX) * v, cy = p.midY + (a.extent.midY - p.midY) * v
            it = it.transformed(scale: s, offset: Point(x: cx - a.extent.midX * s, y: cy - a.extent.midY * s))
        } else if !fx.isDisjoint(with: [.scale, .zoom]) {
            let s = max(0.01, v)
            it = it.transformed(scale: s, offset: Point(x: a.centre.x * (1 - s), y: a.centre.y * (1 - s)))
        }
        // A fade unless the transition only moves or scales (SwiftUI's `.move` and `.scale` do
        // not fade on their own).
        if !item.isStructural && (fx.contains(.opacity) || fx.isDisjoint(with: [.move, .push, .scale, .zoom])) {
            it = it.faded(a.leaving && fx.contains(.zoom) && a.partner != nil ? v * v * v : v)
        }
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
        return Appearance(transition: tr, dx: dx, dy: dy, centre: Point(x: extent.midX, y: extent.midY), extent: extent)
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

    /// A group's transition (its first item's: a card's background carries the card's slide)
    /// and the union of its items' frames.
    struct GroupInfo { var lead: ItemTransition?; var extent: Rect }

    static func groupInfo(_ group: String, _ groups: [String], _ items: [DisplayItem]) -> GroupInfo {
        var lead: ItemTransition??
        var r: Rect?
        for (g, item) in zip(groups, items) where g == group {
            if lead == nil { lead = .some(item.transition) }
            if !item.isStructural { r = r.map { $0.union(item.bounds) } ?? item.bounds }
        }
        return GroupInfo(lead: lead ?? nil, extent: r ?? .zero)
    }

    /// The presentations of `group`'s Live Activity (`la.<id>.*`) among `groups`: a `.zoom`
    /// grows the ones arriving together out of the ones leaving together (StandBy's bubble and
    /// its content → the 2× view), and the other way.
    static func sameActivity(_ group: String, among groups: Set<String>) -> [String] {
        guard group.hasPrefix("la."), let dot = group.lastIndex(of: ".") else { return [] }
        let activity = group[...dot]
        return groups.filter { $0.hasPrefix(activity) }.sorted()
    }

    static func union(_ rects: [Rect]) -> Rect {
        var u: Rect?
        for r in rects where r.width > 0 || r.height > 0 { u = u.map { $0.union(r) } ?? r }
        return u ?? .zero
    }

    /// Whether a number shown by the item went up (digits roll upward) — compared on the digits
    /// the texts carry; not numbers at all count as rising.
    static func isRising(from old: DisplayItem, to new: DisplayItem) -> Bool {
        guard case .text(let a, _) = old.command, case .text(let b, _) = new.command,
              let x = number(in: a), let y = number(in: b) else { return true }
        return y >= x
    }

    /// The character runs of a per-character roll from `old`'s text to `new`'s: nil (the whole
    /// text rolls) unless both are single-line texts of the same length in the same style —
    /// SwiftUI's `.numericText` rolls each changed digit and keeps the others; where the lengths
    /// differ (9 → 10) we roll the whole text rather than guess how the digits pair up.
    static func rollRuns(from old: DisplayItem, to new: DisplayItem, measurer: any TextMeasurer) -> [RollRun]? {
        guard case .text(let a, let sa) = old.command, case .text(let b, let sb) = new.command,
              sa.lineLimit == 1, sb.lineLimit == 1, sa.sizePt == sb.sizePt, sa.weight == sb.weight else { return nil }
        let x = Array(a), y = Array(b)
        guard x.count == y.count, x.count > 1, x != y else { return nil }
        func starts(_ chars: [Character], _ style: TextStyle, in box: Rect) -> [Double] {
            // Where each character starts and the text ends, as the renderer places a line.
            var edges = [0.0]
            for i in 1...chars.count { edges.append(measurer.measure(String(chars[0..<i]), style: style).width) }
            let w = edges.last!
            let origin: Double
            switch style.alignment {
            case .leading: origin = box.minX
            case .center: origin = box.midX - w / 2
            case .trailing: origin = box.maxX - w
            }
            return edges.map { origin + $0 }
        }
        let ox = starts(x, sa, in: old.bounds), nx = starts(y, sb, in: new.bounds)
        var runs: [RollRun] = []
        var i = 0
        while i < x.count {
            let changed = x[i] != y[i]
            var j = i + 1
            while j < x.count && (x[j] != y[j]) == changed { j += 1 }
            runs.append(RollRun(changed: changed, oldX: ox[i]...ox[j], newX: nx[i]...nx[j]))
            i = j
        }
        // The outer runs reach the item's edges, so nothing outside the measured line is cut.
        let lo = min(old.bounds.minX, new.bounds.minX) - 2, hi = max(old.bounds.maxX, new.bounds.maxX) + 2
        runs[0].oldX = lo...runs[0].oldX.upperBound; runs[0].newX = lo...runs[0].newX.upperBound
        runs[runs.count - 1].oldX = runs[runs.count - 1].oldX.lowerBound...hi
        runs[runs.count - 1].newX = runs[runs.count - 1].newX.lowerBound...hi
        return runs
    }

    /// A per-character roll at progress `p`: each changed run rolls (the old characters leave a
    /// line up and fade, the new come from below), each unchanged run is the new text, sliding
    /// from where it stood in the old one; every part clipped to its run.
    static func rolling(_ old: DisplayItem, to new: DisplayItem, runs: [RollRun], progress p: Double, rising: Bool) -> [DisplayItem] {
        var o = old
        o.id = new.id + "~old"
        let dy = (rising ? 1 : -1) * max(old.bounds.height, new.bounds.height)
        let top = min(old.bounds.minY, new.bounds.minY) - 1, bottom = max(old.bounds.maxY, new.bounds.maxY) + 1
        var out: [DisplayItem] = []
        out.reserveCapacity(runs.count * 5)
        func clipped(_ n: Int, _ x: ClosedRange<Double>, _ parts: [DisplayItem]) {
            let clip = Rect(x: x.lowerBound, y: top, width: x.upperBound - x.lowerBound, height: bottom - top)
            out.append(DisplayItem(id: new.id + "~roll\(n)", bounds: clip, role: new.role, command: .pushClip(clip, cornerRadius: 0)))
            out += parts
            out.append(DisplayItem(id: new.id + "~roll\(n)/", bounds: clip, role: new.role, command: .popClip))
        }
        for (n, r) in runs.enumerated() {
            if r.changed {
                // Between the old and the new range as the text's width changes.
                let x = (r.oldX.lowerBound + (r.newX.lowerBound - r.oldX.lowerBound) * p)...(r.oldX.upperBound + (r.newX.upperBound - r.oldX.upperBound) * p)
                clipped(n, x, [o.offset(dx: 0, dy: -dy * p).faded(1 - p), new.offset(dx: 0, dy: dy * (1 - p)).faded(p)])
            } else {
                let dx = (r.oldX.lowerBound - r.newX.lowerBound) * (1 - p)
                clipped(n, (r.newX.lowerBound + dx)...(r.newX.upperBound + dx), [new.offset(dx: dx, dy: 0)])
            }
        }
        return out
    }

    static func number(in s: String) -> Double? {
        let digits = s.filter { $0.isNumber || $0 == "." }
        return Double(digits)
    }
}
