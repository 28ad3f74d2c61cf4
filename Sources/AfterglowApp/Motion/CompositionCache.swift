import AfterglowDisplay
import AfterglowEmulator
import AfterglowPower
import AfterglowScene
import AfterglowTime

/// The composer's last display list and how long it stays true, so an animated frame composes
/// only when its target can have changed and otherwise animates from the list it has (as Core
/// Animation renders a transaction's frames from one committed layer tree). Composing a whole
/// scene — templates laid out, text measured — every 8 ms was most of a 120 Hz frame's layout
/// phase (docs/MOTION.md › Frame cost).
///
/// A composition stays true until one of its inputs changes: an event the scene applied or a
/// scene property set (the owner calls `invalidate`), the Always On layout phase or content
/// policy of the frame (the `Key`), or the time the scene's content next changes by
/// itself (`EmulatorScene.nextChange`: a timer's next second, the minute, an activity's stale or
/// alert deadline) — the same promise a static scene already keeps, where the emulator lays out
/// only at those times.
struct CompositionCache {
    /// What a composition read from the frame's context besides its time. Not the display state:
    /// the composer never reads it (only the Always On level, through its layout phase), so the
    /// last interactive composition starts a dim ramp and the ramp's last one is Always On's —
    /// composing them anew put a full layout into the ramp's full-screen frames (issue 27).
    struct Key: Hashable {
        /// `SceneComposer.layoutPhase`: the layout differs only across these.
        var layoutPhase: Int
        var policy: AlwaysOnContentPolicy
    }

    /// One composition and what the scene derives from it.
    struct Composition {
        /// `base` finished at Always On `level` (the blend, Night Mode).
        var list: DisplayList
        var base: DisplayList
        /// The state composed, for finishing `base` at another level.
        var state: SceneState
        var level: Double
        var arrangement: SceneArrangement
        /// StandBy with its minimal bubble, not yet expanded (a tap there expands, never opens).
        var standByMinimal: Bool
        var key: Key
        var madeAt: Timestamp
        /// The first time the content changes by itself (nil: never).
        var validUntil: Timestamp?
    }

    private var last: Composition?
    /// Compositions laid out ahead for a key a ramp is about to reach (`ComposedScene.prepare`).
    private var ahead: [Key: Composition] = [:]
    /// Compositions made and reused since the start (tests and `bench-motion` read them).
    private(set) var made = 0, reused = 0

    /// The last composition when it is still true at `t` for `key`.
    mutating func reusable(_ key: Key, at t: Timestamp) -> Composition? {
        if let c = last, Self.holds(c, key, at: t) { reused += 1; return c }
        // One laid out ahead becomes the last when its key is reached.
        guard let c = ahead.removeValue(forKey: key), Self.holds(c, key, at: t) else { return nil }
        last = c
        reused += 1
        return c
    }

    /// Whether a composition for `key` is at hand at `t` (the last or one laid out ahead), without
    /// counting a reuse.
    func has(_ key: Key, at t: Timestamp) -> Bool {
        if let c = last, Self.holds(c, key, at: t) { return true }
        return ahead[key].map { Self.holds($0, key, at: t) } ?? false
    }

    /// Keeps a composition for a key not reached yet; it is counted as made.
    mutating func storeAhead(_ c: Composition) {
        ahead[c.key] = c
        made += 1
    }

    private static func holds(_ c: Composition, _ key: Key, at t: Timestamp) -> Bool {
        c.key == key && t >= c.madeAt && (c.validUntil.map { t < $0 } ?? true)
    }

    mutating func store(_ c: Composition) {
        last = c
        made += 1
    }

    /// The last composition finished at another Always On level (no layout: not counted as made).
    mutating func refinished(_ c: Composition) { last = c }

    /// Something the composition read changed: the next frame composes.
    mutating func invalidate() { last = nil; ahead = [:] }
}
