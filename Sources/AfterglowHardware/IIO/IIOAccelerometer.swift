import AfterglowKit
import Foundation

/// An IIO accelerometer read through sysfs (Documentation/ABI/testing/sysfs-bus-iio):
/// `in_accel_{x,y,z}_raw` × (`in_accel_scale` or the per-axis `in_accel_x_scale`), plus
/// `in_accel_offset`, gives m/s², ÷ 9.80665 → g; `in_anglvel_*` (rad/s) → °/s when present.
/// A `mount_matrix` (or `in_accel_mount_matrix`), as iio-sensor-proxy applies it, rotates the
/// reading into the device frame before the configured orientation.
public struct IIOAccelerometerInfo: Hashable, Codable, Sendable {
    public var directory: String
    public var name: String?
    public var accelScale: [Double]
    public var accelOffset: Double
    public var gyroScale: [Double]?
    public var mountMatrix: [[Double]]?
    public var samplingFrequencyHz: Double?

    public static let standardGravity = 9.80665

    public static func probe(directory: String) throws(HardwareError) -> IIOAccelerometerInfo {
        func attr(_ n: String) -> String? {
            (try? String(contentsOfFile: directory + "/" + n, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        guard attr("in_accel_x_raw") != nil else { throw HardwareError("\(directory): no in_accel_x_raw (not an accelerometer)") }
        let common = attr("in_accel_scale").flatMap(Double.init)
        var scale: [Double] = []
        for axis in ["x", "y", "z"] {
            guard let s = attr("in_accel_\(axis)_scale").flatMap(Double.init) ?? common else {
                throw HardwareError("\(directory): no in_accel_scale or in_accel_\(axis)_scale")
            }
            scale.append(s)
        }
        let gyroCommon = attr("in_anglvel_scale").flatMap(Double.init)
        let gyro: [Double]? = attr("in_anglvel_x_raw") != nil ? ["x", "y", "z"].map { attr("in_anglvel_\($0)_scale").flatMap(Double.init) ?? gyroCommon ?? 0 } : nil
        let matrix = (attr("in_accel_mount_matrix") ?? attr("mount_matrix")).flatMap(parseMountMatrix)
        return IIOAccelerometerInfo(directory: directory, name: attr("name"), accelScale: scale,
                                    accelOffset: attr("in_accel_offset").flatMap(Double.init) ?? 0,
                                    gyroScale: gyro, mountMatrix: matrix,
                                    samplingFrequencyHz: (attr("in_accel_sampling_frequency") ?? attr("sampling_frequency")).flatMap(Double.init))
    }

    /// "a, b, c; d, e, f; g, h, i" → rows.
    public static func parseMountMatrix(_ s: String) -> [[Double]]? {
        let rows = s.split(separator: ";").map { $0.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) } }
        return rows.count == 3 && rows.allSatisfy { $0.count == 3 } ? rows : nil
    }
}

/// Polls an IIO accelerometer's sysfs attributes at a fixed rate on the consumer's clock.
/// A read that fails (the device went away) reports `.disconnected`.
public final class IIOAccelerometerSource: SensorSource {
    public let info: SensorSourceInfo
    public private(set) var status: SensorStatus = .idle
    private let probe: IIOAccelerometerInfo
    private let clock: any SimulationClock
    private let orientation: AxisOrientation
    private let periodNs: Int64
    private var next: Timestamp
    private var issues: [SensorIssue] = []

    public init(probe: IIOAccelerometerInfo, id: String, rateHz: Double, clock: any SimulationClock, orientation: AxisOrientation = .identity) {
        self.probe = probe; self.clock = clock; self.orientation = orientation
        periodNs = Int64((1e9 / max(1, rateHz)).rounded())
        next = clock.now
        info = SensorSourceInfo(id: id, kind: .iio, node: probe.directory, rateHz: rateHz, hasGyroscope: probe.gyroScale != nil)
    }

    public func read(until deadline: Timestamp) -> [IMUSample] {
        var out: [IMUSample] = []
        while next <= deadline, !isGone {
            clock.sleep(until: next)
            if let s = readOnce(at: next) { out.append(s) }
            next = next + .nanoseconds(periodNs)
            // Never try to catch up on a backlog after a stall: skip to the present.
            if clock.now - next > .milliseconds(200) { next = clock.now }
        }
        return out
    }

    private var isGone: Bool { if case .disconnected = status { true } else { false } }

    private func readOnce(at t: Timestamp) -> IMUSample? {
        func raw(_ n: String) -> Double? {
            (try? String(contentsOfFile: probe.directory + "/" + n, encoding: .utf8)).flatMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
        guard let x = raw("in_accel_x_raw"), let y = raw("in_accel_y_raw"), let z = raw("in_accel_z_raw") else {
            status = .disconnected(reason: "cannot read \(probe.directory)/in_accel_*_raw")
            issues.append(SensorIssue(source: info.id, timestamp: t, message: "lost: in_accel_*_raw unreadable"))
            return nil
        }
        let g = IIOAccelerometerInfo.standardGravity
        var a = Vector3(x: (x + probe.accelOffset) * probe.accelScale[0] / g, y: (y + probe.accelOffset) * probe.accelScale[1] / g,
                        z: (z + probe.accelOffset) * probe.accelScale[2] / g)
        var w = Vector3.zero
        if let gs = probe.gyroScale, let gx = raw("in_anglvel_x_raw"), let gy = raw("in_anglvel_y_raw"), let gz = raw("in_anglvel_z_raw") {
            let k = 180 / Double.pi
            w = Vector3(x: gx * gs[0] * k, y: gy * gs[1] * k, z: gz * gs[2] * k)
        }
        if let m = probe.mountMatrix {
            a = Vector3(x: m[0][0] * a.x + m[0][1] * a.y + m[0][2] * a.z, y: m[1][0] * a.x + m[1][1] * a.y + m[1][2] * a.z, z: m[2][0] * a.x + m[2][1] * a.y + m[2][2] * a.z)
            w = Vector3(x: m[0][0] * w.x + m[0][1] * w.y + m[0][2] * w.z, y: m[1][0] * w.x + m[1][1] * w.y + m[1][2] * w.z, z: m[2][0] * w.x + m[2][1] * w.y + m[2][2] * w.z)
        }
        status = .streaming
        return orientation.apply(IMUSample(timestamp: t, acceleration: a, angularRate: w, source: info.id))
    }

    public func drainIssues() -> [SensorIssue] { defer { issues = [] }; return issues }
    public func close() { status = .finished }
}
