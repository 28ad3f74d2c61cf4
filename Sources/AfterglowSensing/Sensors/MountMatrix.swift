import AfterglowTime
import Foundation

/// How a sensor is mounted relative to the device: the 3×3 matrix udev/hwdb gives as
/// `ACCEL_MOUNT_MATRIX` (systemd's and eudev's `60-sensor.hwdb`) and the kernel as the IIO
/// `mount_matrix` / `in_accel_mount_matrix` attribute, both written `"x1, y1, z1; x2, y2, z2; x3, y3, z3"`.
/// Row i gives device axis i as a combination of the sensor's axes, as iio-sensor-proxy applies it
/// (`apply_mount_matrix`): device = M · sensor.
///
/// Accepted, as iio-sensor-proxy does: any whitespace around the separators, decimal entries
/// (rotations such as 0.7071), and an empty string for the identity. Rejected with the reason: not
/// three rows of three numbers, or a row of zeroes (that axis would read nothing).
public struct MountMatrix: Hashable, Codable, Sendable, CustomStringConvertible {
    public var rows: [[Double]]

    public static let identity = MountMatrix(uncheckedRows: [[1, 0, 0], [0, 1, 0], [0, 0, 1]])

    init(uncheckedRows: [[Double]]) { rows = uncheckedRows }

    public struct ParseError: Error, CustomStringConvertible, Equatable {
        public var text: String, message: String
        public var description: String { "mount matrix \"\(text)\": \(message)" }
    }

    public init(parsing text: String) throws(ParseError) {
        let s = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if s.isEmpty { self = .identity; return }
        let rowTexts = s.split(separator: ";", omittingEmptySubsequences: false)
        guard rowTexts.count == 3 else {
            throw ParseError(text: text, message: "expected 3 rows separated by \";\", found \(rowTexts.count)")
        }
        var rows: [[Double]] = []
        for (i, r) in rowTexts.enumerated() {
            let cells = r.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 3 else {
                throw ParseError(text: text, message: "row \(i + 1) has \(cells.count) value(s), expected 3 separated by \",\"")
            }
            var row: [Double] = []
            for (j, c) in cells.enumerated() {
                guard let v = Double(c), v.isFinite else {
                    throw ParseError(text: text, message: "row \(i + 1), column \(j + 1): \"\(c)\" is not a number")
                }
                row.append(v)
            }
            if row.allSatisfy({ $0 == 0 }) {
                throw ParseError(text: text, message: "axis \(["x", "y", "z"][i]) (row \(i + 1)) is all zeroes")
            }
            rows.append(row)
        }
        self.rows = rows
    }

    public var isIdentity: Bool { self == .identity }

    public func apply(_ v: Vector3) -> Vector3 {
        let m = rows
        return Vector3(x: m[0][0] * v.x + m[0][1] * v.y + m[0][2] * v.z,
                       y: m[1][0] * v.x + m[1][1] * v.y + m[1][2] * v.z,
                       z: m[2][0] * v.x + m[2][1] * v.y + m[2][2] * v.z)
    }

    public var description: String { rows.map { $0.map { formatEntry($0) }.joined(separator: ", ") }.joined(separator: "; ") }

    private func formatEntry(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
}

/// Applies a mount matrix (then an axis orientation) to every sample of another source, so the
/// udev/hwdb `ACCEL_MOUNT_MATRIX` reaches every kind of device source alike.
public final class MountedSource: SensorSource {
    private let inner: any SensorSource
    private let matrix: MountMatrix
    private let orientation: AxisOrientation
    public var info: SensorSourceInfo { inner.info }
    public var status: SensorStatus { inner.status }

    public init(_ inner: any SensorSource, matrix: MountMatrix, orientation: AxisOrientation = .identity) {
        self.inner = inner; self.matrix = matrix; self.orientation = orientation
    }

    public func read(until deadline: Timestamp) -> [IMUSample] {
        inner.read(until: deadline).map { s in
            var m = s
            m.acceleration = matrix.apply(s.acceleration); m.angularRate = matrix.apply(s.angularRate)
            return orientation.apply(m)
        }
    }
    public func drainIssues() -> [SensorIssue] { inner.drainIssues() }
    public func close() { inner.close() }
}
