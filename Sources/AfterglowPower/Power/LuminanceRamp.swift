import Foundation
import AfterglowTime

/// A luminance transition between two levels in nits.
///
/// Interpolates in a perceptual space — the cube root of luminance, as CIE L* does — with a
/// smoothstep ease, so a 1000 → 60 nit dim looks even to the eye instead of collapsing in the
/// first frames, and it can reach 0 (off), which a logarithmic ramp cannot.
public struct LuminanceRamp: Hashable, Sendable {
    public var fromNits: Double
    public var toNits: Double
    public var start: Timestamp
    public var duration: Duration

    public init(fromNits: Double, toNits: Double, start: Timestamp, duration: Duration) {
        self.fromNits = fromNits; self.toNits = toNits; self.start = start; self.duration = duration
    }

    /// A ramp that already sits at `nits`.
    public static func constant(_ nits: Double) -> LuminanceRamp {
        LuminanceRamp(fromNits: nits, toNits: nits, start: .zero, duration: .zero)
    }

    public var end: Timestamp { start + duration }

    /// Progress 0…1 at `t`, eased.
    public func progress(at t: Timestamp) -> Double {
        guard duration > .zero else { return 1 }
        let x = min(1, max(0, (t - start).seconds / duration.seconds))
        return x * x * (3 - 2 * x)
    }

    public func nits(at t: Timestamp) -> Double {
        let p = progress(at: t)
        if p >= 1 { return toNits }
        if p <= 0 { return fromNits }
        let a = cbrt(fromNits), b = cbrt(toNits)
        let l = a + (b - a) * p
        return l * l * l
    }

    public func isComplete(at t: Timestamp) -> Bool { t >= end }
}
