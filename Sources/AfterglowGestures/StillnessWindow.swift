import AfterglowSensing
import AfterglowTime

/// Spread of acceleration and angular rate over the last `window` of samples (running sums over
/// a ring buffer, O(1) per sample). "Still" means the spread is at the sensor's noise floor:
/// a device on a table shows only sensor noise (≈0.007 g, 0.2 °/s as a 3-axis norm), a hand or
/// wrist adds tremor (≈0.02 g, 2–3 °/s), motion adds far more. A spread is bias-free, so an
/// uncalibrated gyroscope's zero-rate offset does not matter.
struct StillnessWindow: Sendable {
    private var t: [Int64], a: [Vector3], w: [Vector3]
    private var head = 0, count = 0
    private var sumA = Vector3.zero, sumA2 = Vector3.zero, sumW = Vector3.zero, sumW2 = Vector3.zero
    private var sinceRecompute = 0
    let windowNs: Int64
    let minSamples: Int

    init(window: Duration, minSamples: Int = 3, capacity: Int = 512) {
        windowNs = window.nanoseconds; self.minSamples = minSamples
        t = .init(repeating: 0, count: capacity); a = .init(repeating: .zero, count: capacity); w = .init(repeating: .zero, count: capacity)
    }

    mutating func add(_ s: IMUSample) {
        let now = s.timestamp.nanoseconds
        // Keep at least `minSamples` so a slow source still gets a spread estimate.
        while count > minSamples, now - t[head] > windowNs { removeOldest() }
        if count == t.count { removeOldest() }
        let i = (head + count) % t.count
        t[i] = now; a[i] = s.acceleration; w[i] = s.angularRate
        count += 1
        sumA = sumA + s.acceleration; sumA2 = sumA2 + squared(s.acceleration)
        sumW = sumW + s.angularRate; sumW2 = sumW2 + squared(s.angularRate)
        sinceRecompute += 1
        if sinceRecompute >= 8192 { recompute() }   // bound floating-point drift of the running sums
    }

    /// True when the window spans at least ¾ of `window` in time with `minSamples` or more in it,
    /// or the ring is full (a source faster than capacity ÷ window still gets a verdict).
    var isFull: Bool {
        count == t.count || (count >= minSamples && count > 0 && t[(head + count - 1) % t.count] - t[head] >= windowNs * 3 / 4)
    }

    /// Norm of the per-axis standard deviations of acceleration, in g.
    var accelSpread: Double { spread(sumA, sumA2) }
    /// Norm of the per-axis standard deviations of angular rate, in °/s.
    var gyroSpread: Double { spread(sumW, sumW2) }

    private func spread(_ s: Vector3, _ s2: Vector3) -> Double {
        guard count > 1 else { return .infinity }
        let n = Double(count)
        let v = (s2.x - s.x * s.x / n) + (s2.y - s.y * s.y / n) + (s2.z - s.z * s.z / n)
        return (max(0, v) / (n - 1)).squareRoot()
    }

    private func squared(_ v: Vector3) -> Vector3 { Vector3(x: v.x * v.x, y: v.y * v.y, z: v.z * v.z) }

    private mutating func removeOldest() {
        sumA = sumA - a[head]; sumA2 = sumA2 - squared(a[head])
        sumW = sumW - w[head]; sumW2 = sumW2 - squared(w[head])
        head = (head + 1) % t.count; count -= 1
    }

    private mutating func recompute() {
        sinceRecompute = 0
        sumA = .zero; sumA2 = .zero; sumW = .zero; sumW2 = .zero
        for k in 0..<count {
            let i = (head + k) % t.count
            sumA = sumA + a[i]; sumA2 = sumA2 + squared(a[i]); sumW = sumW + w[i]; sumW2 = sumW2 + squared(w[i])
        }
    }

    mutating func reset() { head = 0; count = 0; recompute() }
}
