import AfterglowTime

/// What moves on screen: named channels (an item's x, a progress bar's fill, an opacity), each
/// animated by a spring or a timed curve on the injected timeline.
///
/// - `animate` retargets from the channel's current position *and velocity*, like SwiftUI springs.
/// - `settle(by:at:)` is called when Always On begins: each animation that would still move after
///   the deadline is replaced by a `SettleCurve` that takes over its position and velocity and comes
///   to rest exactly at the deadline; animations that end earlier run on untouched.
/// - While `frozen` (Always On, off) `animate` jumps to the target: no animation runs there.
/// - With `reduceMotion`, movement becomes a cross-fade: the value jumps to its target and the
///   sample carries a fade from the old value to the new one (HIG: Reduce Motion replaces motion
///   with dissolves). Non-movement channels (opacity, colour) animate as usual.
public struct MotionSystem: Sendable {
    public enum Kind: String, Sendable, Codable { case movement, opacity, other }

    public enum Curve: Hashable, Sendable {
        case spring(Spring)
        case timed(TimedCurve)
        case settle(SettleCurve)
    }

    /// A cross-fade replacing a movement under Reduce Motion.
    public struct CrossFade: Hashable, Sendable {
        public var from: Double, to: Double
        /// 0 = only the old value drawn, 1 = only the new one.
        public var progress: Double
    }

    public struct Sample: Hashable, Sendable {
        public var value: Double
        public var velocity: Double
        public var crossFade: CrossFade?
        public var isAtRest: Bool
    }

    struct Track: Sendable {
        var from: Double, to: Double, velocity: Double
        var start: Timestamp
        var curve: Curve
        var kind: Kind
        var restTime: Timestamp
        var fadeFrom: Double?
    }

    /// Cross-fade duration under Reduce Motion.
    public static let crossFadeDuration = 0.25
    /// A channel is at rest once within this fraction of its move (at least `minimumEpsilon`).
    public static let restFraction = 0.001
    public static let minimumEpsilon = 1e-4

    public var reduceMotion = false
    public var frozen = false
    private var tracks: [String: Track] = [:]
    private var values: [String: Double] = [:]

    public init() {}

    public var channels: [String] { Array(Set(values.keys).union(tracks.keys)).sorted() }

    /// Sets a channel without animation.
    public mutating func set(_ channel: String, to value: Double) {
        tracks[channel] = nil
        values[channel] = value
    }

    /// Animates `channel` to `target` from its current state at `t`.
    public mutating func animate(_ channel: String, to target: Double, curve: Curve = .spring(.swiftUIDefault),
                                 kind: Kind = .movement, at t: Timestamp) {
        let now = sample(channel, at: t)
        if frozen { set(channel, to: target); return }
        if reduceMotion && kind == .movement {
            let fade = TimedCurve.easeInOut(Self.crossFadeDuration)
            tracks[channel] = Track(from: now.value, to: target, velocity: 0, start: t, curve: .timed(fade), kind: kind,
                                    restTime: t + .seconds(fade.duration), fadeFrom: now.value)
            values[channel] = target
            return
        }
        let eps = max(Self.minimumEpsilon, Self.restFraction * abs(target - now.value))
        let rest: Double = switch curve {
        case .spring(let s): s.settlingTime(displacement: now.value - target, velocity: now.velocity, epsilon: eps)
        case .timed(let c): c.duration
        case .settle(let c): c.duration
        }
        tracks[channel] = Track(from: now.value, to: target, velocity: now.velocity, start: t, curve: curve, kind: kind,
                                restTime: t + .seconds(rest), fadeFrom: nil)
        values[channel] = target
    }

    /// Position, velocity and rest state of `channel` at `t` (0 for a channel never set).
    public func sample(_ channel: String, at t: Timestamp) -> Sample {
        guard let tr = tracks[channel] else {
            return Sample(value: values[channel] ?? 0, velocity: 0, crossFade: nil, isAtRest: true)
        }
        let dt = (t - tr.start).seconds
        let atRest = t >= tr.restTime
        if let old = tr.fadeFrom, case .timed(let c) = tr.curve {
            let p = c.progress(at: dt).p
            return Sample(value: tr.to, velocity: 0, crossFade: atRest ? nil : CrossFade(from: old, to: tr.to, progress: p), isAtRest: atRest)
        }
        if atRest { return Sample(value: tr.to, velocity: 0, crossFade: nil, isAtRest: true) }
        switch tr.curve {
        case .spring(let s):
            let st = s.state(displacement: tr.from - tr.to, velocity: tr.velocity, at: dt)
            return Sample(value: tr.to + st.x, velocity: st.v, crossFade: nil, isAtRest: false)
        case .timed(let c):
            let p = c.progress(at: dt)
            return Sample(value: tr.from + (tr.to - tr.from) * p.p, velocity: (tr.to - tr.from) * p.dp, crossFade: nil, isAtRest: false)
        case .settle(let c):
            let st = c.state(at: dt)
            return Sample(value: st.x, velocity: st.v, crossFade: nil, isAtRest: false)
        }
    }

    public func isAtRest(at t: Timestamp) -> Bool { tracks.values.allSatisfy { t >= $0.restTime } }

    /// When the last animation comes to rest (nil when all are at rest at `t`).
    public func restTime(after t: Timestamp) -> Timestamp? {
        tracks.values.map(\.restTime).filter { $0 > t }.max()
    }

    /// Brings every animation to rest by `deadline`, continuously (see the type's comment).
    public mutating func settle(by deadline: Timestamp, at t: Timestamp) {
        for (name, tr) in tracks where tr.restTime > deadline {
            let now = sample(name, at: t)
            let d = max(0.001, (deadline - t).seconds)
            if tr.fadeFrom != nil {
                // A cross-fade (0.25 s) only outlives a deadline closer than its length: it has no
                // position to move, so it completes now.
                tracks[name] = nil
                continue
            }
            let c = SettleCurve(from: now.value, velocity: now.velocity, to: tr.to, duration: d)
            tracks[name] = Track(from: now.value, to: tr.to, velocity: now.velocity, start: t, curve: .settle(c),
                                 kind: tr.kind, restTime: t + .seconds(d), fadeFrom: nil)
        }
    }

    /// Drops tracks that have come to rest (keeps their final values).
    public mutating func collect(at t: Timestamp) {
        for (name, tr) in tracks where t >= tr.restTime { tracks[name] = nil; values[name] = tr.to }
    }

    /// Snaps everything to its target (entering Always On after settling, or going off).
    public mutating func finishAll() {
        for (name, tr) in tracks { values[name] = tr.to }
        tracks.removeAll()
    }
}
