import AfterglowTime
import AfterglowSensing
import CUdev
import Foundation

/// How raw ABS_X/Y/Z units become g.
public enum EvdevAccelScale: String, Codable, Sendable, CaseIterable {
    /// The axes' ABS resolution (units per g), as the kernel's input documentation specifies.
    case resolution
    /// No resolution reported (iio-sensor-proxy's test device and many real input accelerometers):
    /// 256 units per g, the scale iio-sensor-proxy's drv-input-accel.c assumes ("1G ~= 256").
    case proxyDefault = "proxy-256"
    /// No resolution: units per g measured from gravity while the device first rests.
    case gravity
}

/// What probing an event node found: whether it is an accelerometer and how to scale it.
public struct EvdevAccelerometerInfo: Hashable, Codable, Sendable {
    public var node: String
    public var accelerometerProperty: Bool?
    /// ABS_X/Y/Z (acceleration, resolution = units per g) and, if present, ABS_RX/RY/RZ
    /// (angular rate, resolution = units per °/s), per the kernel's input documentation for
    /// INPUT_PROP_ACCELEROMETER devices.
    public var axes: [AbsAxis?]

    /// ABS_X/Y/Z are there (with or without a resolution).
    public var hasAccelAxes: Bool { axes[0...2].allSatisfy { $0 != nil } }
    public var hasAccelResolution: Bool { axes[0...2].allSatisfy { ($0?.resolution ?? 0) > 0 } }
    /// A gyroscope needs its resolution: there is no convention to guess °/s from.
    public var hasGyroAxes: Bool { axes[3...5].allSatisfy { ($0?.resolution ?? 0) > 0 } }

    /// The scale a source uses: the resolution when every axis has one, else `fallback`.
    public func accelScale(fallback: EvdevAccelScale) -> EvdevAccelScale { hasAccelResolution ? .resolution : fallback }

    public static func probe(node: String) throws(HardwareError) -> EvdevAccelerometerInfo {
        let fd = open(node, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw .errno("open", node) }
        defer { close(fd) }
        return EvdevAccelerometerInfo(node: node, accelerometerProperty: EvdevIoctl.hasAccelerometerProperty(fd: fd),
                                      axes: (0..<6).map { EvdevIoctl.readAbs(fd: fd, axis: $0) })
    }
}

/// Reads `struct input_event`s from an evdev accelerometer and turns each SYN_REPORT into one
/// sample: ABS_X/Y/Z ÷ resolution → g, ABS_RX/RY/RZ ÷ resolution → °/s, then the orientation.
/// The event's kernel time is mapped onto the consumer's clock by the offset at the first event.
public final class EvdevAccelerometerSource: SensorSource {
    public let info: SensorSourceInfo
    public private(set) var status: SensorStatus = .idle
    private var fd: Int32
    private let scale: [Double]
    private let clock: any SimulationClock
    private let orientation: AxisOrientation
    private var current = [Double](repeating: 0, count: 6)
    private var pending: [IMUSample] = []
    private var issues: [SensorIssue] = []
    private var clockOffsetNs: Int64?
    private var lastTimestamp = Timestamp(nanoseconds: .min)
    private var calibrationReported = false

    private var calibration: GravityCalibration?

    /// `noResolution`: how to scale ABS_X/Y/Z when the device reports no resolution
    /// (`.proxyDefault` or `.gravity`); ignored when it does.
    public init(probe: EvdevAccelerometerInfo, id: String, clock: any SimulationClock, orientation: AxisOrientation = .identity,
                noResolution: EvdevAccelScale = .proxyDefault) throws(HardwareError) {
        guard probe.hasAccelAxes else { throw HardwareError("\(probe.node): no ABS_X/Y/Z axes") }
        fd = open(probe.node, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw .errno("open", probe.node) }
        self.clock = clock; self.orientation = orientation
        let mode = probe.accelScale(fallback: noResolution == .resolution ? .proxyDefault : noResolution)
        scale = (0..<6).map { i in
            if i < 3 {
                switch mode {
                case .resolution: return 1 / Double(probe.axes[i]!.resolution)
                case .proxyDefault, .gravity: return 1 / 256
                }
            }
            return probe.hasGyroAxes ? 1 / Double(probe.axes[i]?.resolution ?? 1) : 0
        }
        if mode == .gravity { calibration = GravityCalibration() }
        for i in 0..<6 { current[i] = Double(probe.axes[i]?.value ?? 0) }
        info = SensorSourceInfo(id: id, kind: .evdev, node: probe.node, rateHz: 0, hasGyroscope: probe.hasGyroAxes)
    }

    deinit { if fd >= 0 { Foundation.close(fd) } }

    public func read(until deadline: Timestamp) -> [IMUSample] {
        guard fd >= 0 else { return [] }
        DeviceNodeWait.drainUntil(deadline, clock: clock, fd: { fd }, drain: { drainAvailable() },
                                  hasPending: { !pending.isEmpty }, lost: { lost($0) })
        return DeviceNodeWait.takeDue(&pending, until: deadline)
    }

    private func drainAvailable() {
        let size = MemoryLayout<input_event>.stride
        var buf = [input_event](repeating: input_event(), count: 64)
        while fd >= 0 {
            let n = buf.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EAGAIN || errno == EINTR { return }
                lost("read: \(String(cString: strerror(errno)))"); return
            }
            if n == 0 { lost("end of file"); return }
            for k in 0..<(n / size) { handle(buf[k]) }
            if n % size != 0 { issues.append(SensorIssue(source: info.id, timestamp: clock.now, message: "short read of \(n) bytes; partial event dropped")) }
        }
    }

    private func handle(_ e: input_event) {
        let type = Int32(e.type), code = Int32(e.code)
        if type == EV_ABS, code >= 0, code < 6 {
            current[Int(code)] = Double(e.value)
        } else if type == EV_SYN, code == SYN_REPORT {
            let kernelNs = Int64(e.time.tv_sec) * 1_000_000_000 + Int64(e.time.tv_usec) * 1000
            if clockOffsetNs == nil { clockOffsetNs = clock.now.nanoseconds - kernelNs }
            var t = Timestamp(nanoseconds: kernelNs + clockOffsetNs!)
            if t <= lastTimestamp { t = Timestamp(nanoseconds: lastTimestamp.nanoseconds + 1) }
            lastTimestamp = t
            let w = Vector3(x: current[3] * scale[3], y: current[4] * scale[4], z: current[5] * scale[5])
            status = .streaming
            if calibration != nil {
                // Raw units are held until gravity at rest gives units per g, then released scaled.
                let raw = IMUSample(timestamp: t, acceleration: Vector3(x: current[0], y: current[1], z: current[2]), angularRate: w, source: info.id)
                for s in calibration!.add(raw) { pending.append(orientation.apply(s)) }
                if let n = calibration!.unitsPerG, !calibrationReported {
                    calibrationReported = true
                    issues.append(SensorIssue(source: info.id, timestamp: t, message: "calibrated from gravity at rest: \(String(format: "%.1f", n)) units per g"))
                }
                if calibration!.overflowed { calibration!.overflowed = false
                    issues.append(SensorIssue(source: info.id, timestamp: t, message: "no rest yet to calibrate from; oldest held samples dropped"))
                }
                return
            }
            let a = Vector3(x: current[0] * scale[0], y: current[1] * scale[1], z: current[2] * scale[2])
            pending.append(orientation.apply(IMUSample(timestamp: t, acceleration: a, angularRate: w, source: info.id)))
        } else if type == EV_SYN, code == SYN_DROPPED {
            issues.append(SensorIssue(source: info.id, timestamp: clock.now, message: "kernel dropped events (SYN_DROPPED)"))
        }
    }

    private func lost(_ why: String) {
        status = .disconnected(reason: why)
        issues.append(SensorIssue(source: info.id, timestamp: clock.now, message: "lost: \(why)"))
        Foundation.close(fd); fd = -1
    }

    public func drainIssues() -> [SensorIssue] { defer { issues = [] }; return issues }
    public func close() { if fd >= 0 { Foundation.close(fd); fd = -1 }; status = .finished }
}
