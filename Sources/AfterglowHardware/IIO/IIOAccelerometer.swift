import AfterglowTime
import AfterglowSensing
import Foundation

/// An IIO accelerometer read through sysfs (Documentation/ABI/testing/sysfs-bus-iio):
/// (`in_accel_{x,y,z}_raw` + offset) × scale gives m/s², ÷ 9.80665 → g, with the per-axis
/// `in_accel_x_scale` / `in_accel_x_offset` preferred over the shared `in_accel_scale` /
/// `in_accel_offset` (both forms exist in drivers: IIO_SEPARATE vs IIO_SHARED_BY_TYPE);
/// `in_anglvel_*` (rad/s) → °/s when present.
/// A `mount_matrix` (or `in_accel_mount_matrix`), as iio-sensor-proxy applies it, rotates the
/// reading into the device frame before the configured orientation.
public struct IIOAccelerometerInfo: Hashable, Codable, Sendable {
    public var directory: String
    public var name: String?
    /// m/s² per raw unit, per axis (`in_accel_{x,y,z}_scale`, else the shared `in_accel_scale`).
    public var accelScale: [Double]
    /// Raw units added before scaling, per axis (`in_accel_{x,y,z}_offset`, else `in_accel_offset`, else 0).
    public var accelOffset: [Double]
    public var gyroScale: [Double]?
    public var gyroOffset: [Double]
    /// The effective mount matrix: udev's ACCEL_MOUNT_MATRIX when given (as iio-sensor-proxy
    /// prefers it), else sysfs `in_accel_mount_matrix` / `mount_matrix`; nil = identity.
    public var mountMatrix: MountMatrix?
    /// Where `mountMatrix` came from, for `sensors list`.
    public var mountMatrixOrigin: String?
    public var samplingFrequencyHz: Double?

    public static let standardGravity = 9.80665

    /// `udevMountMatrix`: the device's ACCEL_MOUNT_MATRIX property, if any. A malformed matrix
    /// (from udev or sysfs) is an error naming the device.
    public static func probe(directory: String, udevMountMatrix: String? = nil) throws(HardwareError) -> IIOAccelerometerInfo {
        func attr(_ n: String) -> String? {
            (try? String(contentsOfFile: directory + "/" + n, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        func number(_ n: String) throws(HardwareError) -> Double? {
            guard let text = attr(n) else { return nil }
            guard let v = Double(text), v.isFinite else { throw HardwareError("\(directory)/\(n): \"\(text)\" is not a number") }
            return v
        }
        guard attr("in_accel_x_raw") != nil else { throw HardwareError("\(directory): no in_accel_x_raw (not an accelerometer)") }
        let common = try number("in_accel_scale")
        let commonOffset = try number("in_accel_offset") ?? 0
        var scale: [Double] = [], offset: [Double] = []
        for axis in ["x", "y", "z"] {
            guard let s = try number("in_accel_\(axis)_scale") ?? common else {
                throw HardwareError("\(directory): no in_accel_scale or in_accel_\(axis)_scale")
            }
            scale.append(s)
            offset.append(try number("in_accel_\(axis)_offset") ?? commonOffset)
        }
        var gyro: [Double]? = nil, gyroOffset = [0.0, 0, 0]
        if attr("in_anglvel_x_raw") != nil {
            let gc = try number("in_anglvel_scale"), go = try number("in_anglvel_offset") ?? 0
            var g: [Double] = []
            for (i, axis) in ["x", "y", "z"].enumerated() {
                g.append(try number("in_anglvel_\(axis)_scale") ?? gc ?? 0)
                gyroOffset[i] = try number("in_anglvel_\(axis)_offset") ?? go
            }
            gyro = g.allSatisfy { $0 != 0 } ? g : nil
        }
        var matrix: MountMatrix? = nil, origin: String? = nil
        for (text, from) in [(udevMountMatrix, "udev ACCEL_MOUNT_MATRIX"), (attr("in_accel_mount_matrix"), "sysfs in_accel_mount_matrix"), (attr("mount_matrix"), "sysfs mount_matrix")] {
            guard let text else { continue }
            do { matrix = try MountMatrix(parsing: text) } catch { throw HardwareError("\(directory): \(from): \(error)") }
            origin = from
            break
        }
        var rate = try number("in_accel_sampling_frequency")
        if rate == nil { rate = try number("sampling_frequency") }
        return IIOAccelerometerInfo(directory: directory, name: attr("name"), accelScale: scale, accelOffset: offset,
                                    gyroScale: gyro, gyroOffset: gyroOffset, mountMatrix: matrix, mountMatrixOrigin: origin,
                                    samplingFrequencyHz: rate)
    }

    /// One reading in g (and °/s) from raw values, before the mount matrix: (raw + offset) × scale.
    public func convert(accel raw: [Double], gyro rawGyro: [Double]?) -> (Vector3, Vector3) {
        let g = Self.standardGravity
        let a = Vector3(x: (raw[0] + accelOffset[0]) * accelScale[0] / g, y: (raw[1] + accelOffset[1]) * accelScale[1] / g,
                        z: (raw[2] + accelOffset[2]) * accelScale[2] / g)
        var w = Vector3.zero
        if let gs = gyroScale, let r = rawGyro {
            let k = 180 / Double.pi
            w = Vector3(x: (r[0] + gyroOffset[0]) * gs[0] * k, y: (r[1] + gyroOffset[1]) * gs[1] * k, z: (r[2] + gyroOffset[2]) * gs[2] * k)
        }
        if let m = mountMatrix { return (m.apply(a), m.apply(w)) }
        return (a, w)
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
        // Raw values are read as numbers, not integers: some drivers (and umockdev descriptions
        // of them) give fractional raw values.
        func raw(_ n: String) -> Double? {
            (try? String(contentsOfFile: probe.directory + "/" + n, encoding: .utf8)).flatMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
        guard let x = raw("in_accel_x_raw"), let y = raw("in_accel_y_raw"), let z = raw("in_accel_z_raw") else {
            status = .disconnected(reason: "cannot read \(probe.directory)/in_accel_*_raw")
            issues.append(SensorIssue(source: info.id, timestamp: t, message: "lost: in_accel_*_raw unreadable"))
            return nil
        }
        var gyro: [Double]? = nil
        if probe.gyroScale != nil, let gx = raw("in_anglvel_x_raw"), let gy = raw("in_anglvel_y_raw"), let gz = raw("in_anglvel_z_raw") { gyro = [gx, gy, gz] }
        let (a, w) = probe.convert(accel: [x, y, z], gyro: gyro)
        status = .streaming
        return orientation.apply(IMUSample(timestamp: t, acceleration: a, angularRate: w, source: info.id))
    }

    public func drainIssues() -> [SensorIssue] { defer { issues = [] }; return issues }
    public func close() { status = .finished }
}
