/// How the board's sensor axes map to the device frame of `IMUSample` (x right, y up the
/// screen, z out of it; a device lying face up reads z ≈ −1 g, the Core Motion convention).
///
/// The MPU-6050 reports specific force, so lying flat component side up it reads z ≈ +1 g: the
/// default mapping keeps the axes (board mounted with its axes along the device's) and negates
/// acceleration to match the core's convention. Rotation rates are right-handed on both sides.
public struct BoardAxisMapping: Hashable, Sendable, Codable {
    /// For each device axis (x, y, z): which sensor axis (0, 1, 2) feeds it and with what sign.
    public var axes: [SignedAxis]
    /// Multiplies acceleration after the axis mapping (−1 converts specific force to the core's convention).
    public var accelerationSign: Double

    public struct SignedAxis: Hashable, Sendable, Codable {
        public var index: Int
        public var sign: Double
        public init(_ index: Int, _ sign: Double = 1) { self.index = index; self.sign = sign }
    }

    public init(axes: [SignedAxis], accelerationSign: Double) {
        precondition(axes.count == 3 && Set(axes.map(\.index)) == [0, 1, 2], "axes must be a signed permutation of x, y, z")
        self.axes = axes; self.accelerationSign = accelerationSign
    }

    public static let standard = BoardAxisMapping(axes: [.init(0), .init(1), .init(2)], accelerationSign: -1)

    /// Parses "x,y,z" style specs such as "-y,x,z" (device x ← −sensor y, …).
    public init?(spec: String, accelerationSign: Double = -1) {
        let parts = spec.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 3 else { return nil }
        var axes: [SignedAxis] = []
        for p in parts {
            let negative = p.hasPrefix("-")
            let name = negative || p.hasPrefix("+") ? String(p.dropFirst()) : p
            guard let i = ["x", "y", "z"].firstIndex(of: name.lowercased()) else { return nil }
            axes.append(SignedAxis(i, negative ? -1 : 1))
        }
        guard Set(axes.map(\.index)).count == 3 else { return nil }
        self.init(axes: axes, accelerationSign: accelerationSign)
    }

    func map(_ raw: RawAxes, scale: Double, sign: Double) -> Vector3 {
        func v(_ a: SignedAxis) -> Double { Double(raw[a.index]) * a.sign * sign / scale }
        return Vector3(x: v(axes[0]), y: v(axes[1]), z: v(axes[2]))
    }

    public func acceleration(_ raw: RawAxes, lsbPerG: Double) -> Vector3 { map(raw, scale: lsbPerG, sign: accelerationSign) }
    public func angularRate(_ raw: RawAxes, lsbPerDPS: Double) -> Vector3 { map(raw, scale: lsbPerDPS, sign: 1) }
}
