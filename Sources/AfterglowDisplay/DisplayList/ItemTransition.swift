/// How a display item animates when its content changes or when it appears or disappears: the
/// template's `.contentTransition(…)`, `.transition(…)` or `.animation(…)` carried on the item, as
/// Core Animation carries implicit actions on a layer. The scene's animator (AfterglowScene ›
/// `SceneAnimator`) reads it; renderers ignore it.
///
/// HIG Live Activities › Adding transitions and animating content updates (seeds/001_611357925a2c2c41.txt):
/// "Live Activities use system and custom animations with a maximum duration of two seconds",
/// "the default content-replace transition, or … custom transitions using scale, opacity, and
/// movement", "numeric content transitions for scores". Durations are cut to `maxDurationS`
/// here (the linter reports the template: `TemplateLinter`, rule `animationDuration`).
public struct ItemTransition: Hashable, Sendable {
    public enum Edge: String, Hashable, Sendable, CaseIterable { case top, bottom, leading, trailing }

    /// What happens to the item. Several may combine (`.opacity.combined(with: .scale)`).
    public struct Effects: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Fades in and out (also the default content-replace transition's look).
        public static let opacity = Effects(rawValue: 1 << 0)
        /// Grows from / shrinks to its centre.
        public static let scale = Effects(rawValue: 1 << 1)
        /// Slides in from / out to `edge` (`.move(edge:)`).
        public static let move = Effects(rawValue: 1 << 2)
        /// Slides in from `edge` while the old content leaves toward the opposite one (`.push(from:)`).
        public static let push = Effects(rawValue: 1 << 3)
        /// Digits roll: the old value leaves upward and the new one comes in from below (down and
        /// from above when the number falls), clipped to the text (`.numericText()`).
        public static let numericText = Effects(rawValue: 1 << 4)
        /// No animation at all (`.identity`).
        public static let identity = Effects(rawValue: 1 << 5)
        /// Grows out of (or shrinks back into) another presentation of the same activity that
        /// leaves at the same time: StandBy's minimal bubble becoming the 2× view ("When someone
        /// taps it, it transitions to the Lock Screen presentation, scaled up by 2x",
        /// seeds/001_611357925a2c2c41.txt). Without such a partner it scales about its centre.
        public static let zoom = Effects(rawValue: 1 << 6)
    }

    /// Which way a `.numericText` roll goes. SwiftUI's `.numericText()` counts up and
    /// `.numericText(countsDown: true)` down, whatever the numbers do; `.numericText(value:)` (and
    /// the JSON templates' bare `numericText`) follow the value: up when it rose, down when it fell.
    public enum Direction: String, Hashable, Sendable { case up, down, byValue }

    /// The HIG's cap: two seconds (seeds/001_611357925a2c2c41.txt).
    public static let maxDurationS = 2.0
    /// SwiftUI's `.default` animation before iOS 17 was ease-in-out over 0.35 s; the
    /// content-replace transition of a Live Activity update uses it when nothing else is given.
    public static let defaultDurationS = 0.35

    public var effects: Effects
    public var edge: Edge
    /// For `.numericText`: which way the digits roll.
    public var direction: Direction = .byValue
    /// `.asymmetric(insertion:removal:)`: how the item leaves, when that differs from how it
    /// arrives (`self` is the insertion side). nil: symmetric.
    public var removalEffects: Effects?
    public var removalEdge: Edge?
    /// Already capped at `maxDurationS`.
    public var durationS: Double
    /// The duration the template asked for, before the cap (for reports).
    public var requestedDurationS: Double

    public init(effects: Effects, edge: Edge = .bottom, durationS: Double = ItemTransition.defaultDurationS) {
        self.effects = effects; self.edge = edge
        requestedDurationS = durationS
        self.durationS = min(Self.maxDurationS, max(0, durationS.isFinite ? durationS : Self.defaultDurationS))
    }

    /// The default content-replace transition: a cross-fade.
    public static let contentReplace = ItemTransition(effects: .opacity)

    /// Reads a template's animation kind — the JSON template's `"numericText"`, `"opacity"`,
    /// `"push(from: .top)"` … or the importer's SwiftUI expression text (`.numericText(countsDown:
    /// true)`, `.move(edge: .leading)`, `.opacity.combined(with: .scale)`, `.spring(duration: 0.4)`).
    /// Anything that names no transition (a curve, "default") is the content-replace cross-fade
    /// with that duration.
    public init(kind: String, durationS: Double) {
        let k = kind.filter { !$0.isWhitespace }
        // `.asymmetric(insertion: A, removal: B)`: each side read on its own.
        if k.contains("asymmetric("), let ins = k.range(of: "insertion:"), let rem = k.range(of: "removal:") {
            let insertion = ins.lowerBound < rem.lowerBound ? String(k[ins.upperBound..<rem.lowerBound]) : String(k[ins.upperBound...])
            let removal = ins.lowerBound < rem.lowerBound ? String(k[rem.upperBound...]) : String(k[rem.upperBound..<ins.lowerBound])
            let i = ItemTransition(kind: insertion, durationS: durationS), r = ItemTransition(kind: removal, durationS: durationS)
            self = i
            if r.effects != i.effects || r.edge != i.edge { removalEffects = r.effects; removalEdge = r.edge }
            return
        }
        var e: Effects = []
        if k.contains("numericText") { e.insert(.numericText) }
        if k.contains("identity") { e.insert(.identity) }
        if k.contains("opacity") { e.insert(.opacity) }
        if k.contains("scale") { e.insert(.scale) }
        if k.contains("move(") { e.insert(.move) }
        if k.contains("push(") { e.insert(.push) }
        if k.contains("slide") { e.insert(.move) }
        var edge: Edge = .bottom
        for c in Edge.allCases where k.contains(".\(c.rawValue)") || k.contains(":\(c.rawValue)") { edge = c; break }
        if k.contains("slide") && !k.contains(".") { edge = .leading }
        if k.contains("zoom") { e.insert(.zoom) }
        if e.isEmpty { e = .opacity }
        self.init(effects: e, edge: edge, durationS: durationS)
        if e.contains(.numericText) {
            if k.contains("countsDown:true") { direction = .down }
            else if k.contains("numericText()") || k.contains("countsDown:false") { direction = .up }
        }
    }

    /// The side that applies when the item leaves (the removal of an `.asymmetric` transition).
    public var removal: ItemTransition {
        guard let e = removalEffects else { return self }
        var r = self
        r.effects = e; r.edge = removalEdge ?? edge
        r.removalEffects = nil; r.removalEdge = nil
        return r
    }

    public var isIdentity: Bool { effects.contains(.identity) }
}

extension DisplayItem {
    /// The same item carrying `transition` (kept through copies; compared for damage like any field).
    public func withTransition(_ transition: ItemTransition?) -> DisplayItem {
        var out = self
        out.transition = transition
        return out
    }
}
