import Foundation

/// How a source's axes map onto the device frame (x right, y up the screen, z out of the screen;
/// see `Vector3`). Each device axis takes one source axis, possibly negated: a signed permutation,
/// which covers every way a board or sensor can be mounted square to the case.
///
/// Written as three comma-separated terms for device x, y, z, e.g. `"x,y,z"` (identity),
/// `"-y,x,z"` (sensor rotated 90° about z), `"x,-y,-z"` (sensor mounted upside down).
/// The same mapping is applied to acceleration and angular rate.
public struct AxisOrientation: Hashable, Codable, Sendable, CustomStringConvertible {
    /// For device axis i: which source axis (0 = x, 1 = y, 2 = z) and its sign.
    public let axes: [Int]
    public let signs: [Double]

    public static let identity = AxisOrientation(axes: [0, 1, 2], signs: [1, 1, 1])

    init(axes: [Int], signs: [Double]) { self.axes = axes; self.signs = signs }

    public enum ParseError: Error, CustomStringConvertible, Equatable {
        case wrongTermCount(String, Int)
        case badTerm(String, term: String, position: Int)
        case repeatedAxis(String, axis: String)
        public var description: String {
            switch self {
            case .wrongTermCount(let s, let n): "orientation \"\(s)\": expected 3 comma-separated terms (device x,y,z), found \(n)"
            case .badTerm(let s, let t, let p): "orientation \"\(s)\": term \(p + 1) \"\(t)\" is not one of x, y, z, -x, -y, -z"
            case .repeatedAxis(let s, let a): "orientation \"\(s)\": source axis \(a) is used twice"
            }
        }
    }

    public init(parsing spec: String) throws(ParseError) {
        let terms = spec.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard terms.count == 3 else { throw .wrongTermCount(spec, terms.count) }
        var axes: [Int] = [], signs: [Double] = []
        for (i, term) in terms.enumerated() {
            var t = Substring(term), sign = 1.0
            if t.hasPrefix("-") { sign = -1; t = t.dropFirst() } else if t.hasPrefix("+") { t = t.dropFirst() }
            guard let axis = ["x": 0, "y": 1, "z": 2][String(t)] else { throw .badTerm(spec, term: term, position: i) }
            if axes.contains(axis) { throw .repeatedAxis(spec, axis: String(t)) }
            axes.append(axis); signs.append(sign)
        }
        self.init(axes: axes, signs: signs)
    }

    public func apply(_ v: Vector3) -> Vector3 {
        let c = [v.x, v.y, v.z]
        return Vector3(x: c[axes[0]] * signs[0], y: c[axes[1]] * signs[1], z: c[axes[2]] * signs[2])
    }

    public func apply(_ s: IMUSample) -> IMUSample {
        var out = s
        out.acceleration = apply(s.acceleration)
        out.angularRate = apply(s.angularRate)
        return out
    }

    public var description: String {
        (0..<3).map { (signs[$0] < 0 ? "-" : "") + ["x", "y", "z"][axes[$0]] }.joined(separator: ",")
    }
}
