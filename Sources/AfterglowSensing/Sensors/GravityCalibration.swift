import AfterglowTime

/// Finds the scale of an accelerometer that does not report one (an evdev device without ABS
/// resolution): at rest the raw vector's length is exactly 1 g, so the first stretch of
/// `restSamples` samples spanning at least `restSpan` whose lengths all lie within `tolerance` of
/// their mean gives units per g. Samples (in raw units) are held until then and released scaled;
/// from then on each sample passes straight through.
public struct GravityCalibration: Sendable {
    public var restSamples = 12
    public var restSpan: Duration = .milliseconds(400)
    public var tolerance = 0.02
    /// Held samples kept at most (then the oldest go, `overflowed` is set).
    public var maxHeld = 3000
    public private(set) var unitsPerG: Double?
    public var overflowed = false
    private var held: [IMUSample] = []

    public init() {}

    /// Feeds one raw sample; returns the samples ready in g (none until calibrated).
    public mutating func add(_ raw: IMUSample) -> [IMUSample] {
        if let n = unitsPerG { return [scaled(raw, n)] }
        held.append(raw)
        if held.count > maxHeld { held.removeFirst(held.count - maxHeld); overflowed = true }
        guard held.count >= restSamples else { return [] }
        let window = held[(held.count - restSamples)...]
        guard window.last!.timestamp - window.first!.timestamp >= restSpan else { return [] }
        let lengths = window.map(\.acceleration.magnitude)
        let mean = lengths.reduce(0, +) / Double(lengths.count)
        guard mean > 0, lengths.allSatisfy({ abs($0 - mean) <= tolerance * mean }) else { return [] }
        unitsPerG = mean
        defer { held = [] }
        return held.map { scaled($0, mean) }
    }

    private func scaled(_ s: IMUSample, _ n: Double) -> IMUSample {
        var o = s
        o.acceleration = s.acceleration * (1 / n)
        return o
    }
}
