import Foundation

/// A damped spring described the way SwiftUI describes it: `response` (the period of the undamped
/// oscillation, seconds) and `dampingFraction` (ζ, 1 = critically damped).
///
/// With unit mass m = 1 the physical constants follow from the natural angular frequency
/// ω₀ = 2π / response:
///   stiffness k = ω₀² · m = (2π / response)²
///   damping   c = 2 · ζ · ω₀ · m = 4π · ζ / response
/// SwiftUI's default spring (response 0.5, damping fraction 0.825) gives k ≈ 157.91, c ≈ 20.73.
/// Motion is the closed-form solution of x″ + c·x′ + k·x = 0 for the displacement x from the target,
/// so position and velocity at any time are exact (no integration error, any frame rate).
public struct Spring: Hashable, Sendable, Codable {
    public var response: Double
    public var dampingFraction: Double

    public init(response: Double = 0.5, dampingFraction: Double = 0.825) {
        precondition(response > 0 && dampingFraction > 0, "a spring needs a positive response and damping fraction")
        self.response = response; self.dampingFraction = dampingFraction
    }

    /// SwiftUI's default `.spring()`.
    public static let swiftUIDefault = Spring(response: 0.5, dampingFraction: 0.825)

    public var mass: Double { 1 }
    public var angularFrequency: Double { 2 * Double.pi / response }
    public var stiffness: Double { angularFrequency * angularFrequency * mass }
    public var damping: Double { 4 * Double.pi * dampingFraction * mass / response }

    /// Displacement and velocity at time `t` after starting at displacement `x0` with velocity `v0`.
    public func state(displacement x0: Double, velocity v0: Double, at t: Double) -> (x: Double, v: Double) {
        let w0 = angularFrequency, z = dampingFraction
        if t <= 0 { return (x0, v0) }
        if abs(z - 1) < 1e-9 {
            let a = x0, b = v0 + w0 * x0
            let e = exp(-w0 * t)
            return ((a + b * t) * e, (b - w0 * (a + b * t)) * e)
        }
        if z < 1 {
            let wd = w0 * (1 - z * z).squareRoot()
            let a = x0, b = (v0 + z * w0 * x0) / wd
            let e = exp(-z * w0 * t), c = cos(wd * t), s = sin(wd * t)
            let x = e * (a * c + b * s)
            let v = e * ((b * wd - z * w0 * a) * c - (a * wd + z * w0 * b) * s)
            return (x, v)
        }
        let root = (z * z - 1).squareRoot()
        let r1 = -w0 * (z - root), r2 = -w0 * (z + root)
        let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
        let e1 = exp(r1 * t), e2 = exp(r2 * t)
        return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
    }

    /// Time after which |x| < `epsilon` and |v| < `epsilon`·ω₀ for good: found by scanning the closed
    /// form backwards from a horizon, so under-damped ripples that cross zero are not mistaken for rest.
    public func settlingTime(displacement x0: Double, velocity v0: Double, epsilon: Double) -> Double {
        let step = 0.002, horizon = 30.0
        let vEps = epsilon * angularFrequency
        // Past `bound` an under-damped spring is within both thresholds for good (its envelope
        // has decayed below them), so the closed form is only evaluated below it: the same grid
        // and the same answer as scanning all 30 s, without 15,000 sines and cosines per call
        // (an island morph starts dozens of channels in one frame: 5 ms of its 8.3 ms budget).
        let bound = envelopeBound(displacement: x0, velocity: v0, epsilon: epsilon, velocityEpsilon: vEps)
        var t = horizon
        while t > 0 {
            if t <= bound {
                let s = state(displacement: x0, velocity: v0, at: t)
                if abs(s.x) >= epsilon || abs(s.v) >= vEps { return min(horizon, t + step) }
            }
            t -= step
        }
        return 0
    }

    /// A time after which |x| < ε and |v| < ε_v certainly hold (under-damped: x = e^(−ζω₀t)(a cos + b sin)
    /// is bounded by e^(−ζω₀t)·√(a² + b²), v likewise), plus a margin of 0.1 s for rounding;
    /// infinity when no bound is derived (critical or over-damping: the full scan).
    func envelopeBound(displacement x0: Double, velocity v0: Double, epsilon: Double, velocityEpsilon vEps: Double) -> Double {
        let w0 = angularFrequency, z = dampingFraction
        guard z < 1, abs(z - 1) >= 1e-9, epsilon > 0, vEps > 0 else { return .infinity }
        let wd = w0 * (1 - z * z).squareRoot()
        let a = x0, b = (v0 + z * w0 * x0) / wd
        let p = b * wd - z * w0 * a, q = a * wd + z * w0 * b
        let ax = (a * a + b * b).squareRoot(), av = (p * p + q * q).squareRoot()
        let tx = ax > 0 ? log(ax / epsilon) / (z * w0) : 0
        let tv = av > 0 ? log(av / vEps) / (z * w0) : 0
        let t = max(0, tx, tv) + 0.1
        return t.isFinite ? t : .infinity
    }
}
