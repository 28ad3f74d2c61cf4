import Foundation

/// A timing curve over a fixed duration: a CSS/Core Animation cubic Bézier through (0,0), (x1,y1),
/// (x2,y2), (1,1). `easeInOut` is (0.42, 0, 0.58, 1), as in Core Animation.
public struct TimedCurve: Hashable, Sendable, Codable {
    public var duration: Double
    public var x1: Double, y1: Double, x2: Double, y2: Double

    public init(duration: Double, x1: Double, y1: Double, x2: Double, y2: Double) {
        precondition(duration > 0, "a timed curve needs a positive duration")
        self.duration = duration; self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }

    public static func easeInOut(_ d: Double) -> TimedCurve { TimedCurve(duration: d, x1: 0.42, y1: 0, x2: 0.58, y2: 1) }
    public static func linear(_ d: Double) -> TimedCurve { TimedCurve(duration: d, x1: 0, y1: 0, x2: 1, y2: 1) }
    public static func easeOut(_ d: Double) -> TimedCurve { TimedCurve(duration: d, x1: 0, y1: 0, x2: 0.58, y2: 1) }

    private func bez(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }
    private func dbez(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// The curve parameter whose x equals `x` (Newton, then bisection as a fallback).
    private func parameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let err = bez(s, x1, x2) - x
            if abs(err) < 1e-9 { return s }
            let d = dbez(s, x1, x2)
            if abs(d) < 1e-9 { break }
            s -= err / d
        }
        var lo = 0.0, hi = 1.0
        s = x
        for _ in 0..<40 {
            let v = bez(s, x1, x2)
            if abs(v - x) < 1e-9 { break }
            if v < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }

    /// Progress 0…1 and its rate (per second) at `t` seconds from the start.
    public func progress(at t: Double) -> (p: Double, dp: Double) {
        if t <= 0 { return (0, t == 0 ? slope(at: 0) : 0) }
        if t >= duration { return (1, 0) }
        let s = parameter(forX: t / duration)
        let dx = dbez(s, x1, x2)
        let dy = dbez(s, y1, y2)
        return (bez(s, y1, y2), dx > 1e-12 ? dy / dx / duration : 0)
    }

    private func slope(at s: Double) -> Double {
        let dx = dbez(s, x1, x2)
        return dx > 1e-12 ? dbez(s, y1, y2) / dx / duration : 0
    }
}

/// Cubic Hermite from (x₀, v₀) to (x₁, 0) over `duration`: the settle curve used when Always On
/// begins. Position and velocity are continuous at the start (it takes over the animation's current
/// state) and it ends at rest — never a jump.
public struct SettleCurve: Hashable, Sendable {
    public var from: Double, velocity: Double, to: Double, duration: Double

    public func state(at t: Double) -> (x: Double, v: Double) {
        if t <= 0 { return (from, velocity) }
        if t >= duration { return (to, 0) }
        let s = t / duration, T = duration
        let s2 = s * s, s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2
        let d00 = 6 * s2 - 6 * s, d10 = 3 * s2 - 4 * s + 1, d01 = -6 * s2 + 6 * s
        let x = h00 * from + h10 * T * velocity + h01 * to
        let v = (d00 * from + d10 * T * velocity + d01 * to) / T
        return (x, v)
    }
}
