/// A small, fast, seedable generator (xoshiro256**, seeded through SplitMix64) so that every
/// simulated trace is the same on every machine and Swift version — `SystemRandomNumberGenerator`
/// cannot be seeded and the standard library promises no stable algorithm.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var s: (UInt64, UInt64, UInt64, UInt64)
    private var spareGaussian: Double?

    public init(seed: UInt64) {
        var x = seed
        func splitmix() -> UInt64 {
            x &+= 0x9E37_79B9_7F4A_7C15
            var z = x
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        s = (splitmix(), splitmix(), splitmix(), splitmix())
    }

    public mutating func next() -> UInt64 {
        let result = rotl(s.1 &* 5, 7) &* 9
        let t = s.1 << 17
        s.2 ^= s.0; s.3 ^= s.1; s.1 ^= s.2; s.0 ^= s.3
        s.2 ^= t
        s.3 = rotl(s.3, 45)
        return result
    }

    private func rotl(_ x: UInt64, _ k: UInt64) -> UInt64 { (x << k) | (x >> (64 - k)) }

    /// Uniform in [0, 1) from the top 53 bits (platform independent, unlike `Double.random`).
    public mutating func unit() -> Double { Double(next() >> 11) * 0x1.0p-53 }
    public mutating func uniform(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * unit() }
    public mutating func chance(_ p: Double) -> Bool { unit() < p }

    /// Standard normal (Box–Muller, pairs cached).
    public mutating func gaussian() -> Double {
        if let g = spareGaussian { spareGaussian = nil; return g }
        var u = unit()
        while u <= .leastNonzeroMagnitude { u = unit() }
        let v = unit()
        let r = (-2 * _log(u)).squareRoot()
        spareGaussian = r * _sin(2 * .pi * v)
        return r * _cos(2 * .pi * v)
    }
    public mutating func gaussian(_ sigma: Double) -> Double { gaussian() * sigma }
    public mutating func gaussianVector(_ sigma: Double) -> Vector3 {
        Vector3(x: gaussian(sigma), y: gaussian(sigma), z: gaussian(sigma))
    }
}

import Foundation
@inline(__always) func _log(_ x: Double) -> Double { Foundation.log(x) }
@inline(__always) func _sin(_ x: Double) -> Double { Foundation.sin(x) }
@inline(__always) func _cos(_ x: Double) -> Double { Foundation.cos(x) }
