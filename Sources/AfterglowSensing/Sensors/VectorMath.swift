import Foundation

extension Vector3 {
    public func cross(_ b: Vector3) -> Vector3 {
        Vector3(x: y * b.z - z * b.y, y: z * b.x - x * b.z, z: x * b.y - y * b.x)
    }
    /// Unit vector in the same direction (zero stays zero).
    public var normalized: Vector3 {
        let m = magnitude
        return m > 0 ? self * (1 / m) : self
    }
    /// Angle to `b` in degrees (0…180).
    public func angleDegrees(to b: Vector3) -> Double {
        let d = normalized.dot(b.normalized)
        return acos(max(-1, min(1, d))) * 180 / .pi
    }
    /// Rodrigues rotation of this vector about a unit `axis` by `degrees`.
    public func rotated(about axis: Vector3, degrees: Double) -> Vector3 {
        let k = axis.normalized, t = degrees * .pi / 180
        let c = cos(t), s = sin(t)
        return self * c + k.cross(self) * s + k * (k.dot(self) * (1 - c))
    }
    /// Spherical interpolation between two directions (unit length out), `s` in 0…1.
    public static func slerp(_ a: Vector3, _ b: Vector3, _ s: Double) -> Vector3 {
        let a = a.normalized, b = b.normalized
        let omega = acos(max(-1, min(1, a.dot(b))))
        if omega < 1e-6 { return a }
        if abs(omega - .pi) < 1e-6 {
            // Opposite directions: any perpendicular axis is as good as another; pick a stable one.
            let axis = abs(a.x) < 0.9 ? a.cross(Vector3(x: 1, y: 0, z: 0)) : a.cross(Vector3(x: 0, y: 1, z: 0))
            return a.rotated(about: axis, degrees: s * 180)
        }
        let so = sin(omega)
        return (a * (sin((1 - s) * omega) / so) + b * (sin(s * omega) / so)).normalized
    }
    public var isFinite: Bool { x.isFinite && y.isFinite && z.isFinite }
}
