import AfterglowTime
import AfterglowSensing
import Foundation

/// An IIO accelerometer read through its buffer, as iio-sensor-proxy's drv-iio-buffer-accel does:
/// enable the `scan_elements` (`in_accel_{x,y,z}_en`, the gyroscope's and `in_timestamp_en` when
/// present), read their `_index` and `_type` (`IIOScanType`), set the device's trigger when it
/// offers one and none is set (`trigger/current_trigger` ← the trigger named `<name>-dev<N>`),
/// size and enable the buffer, then read whole records from `/dev/iio:deviceN`. Raw values go
/// through the same offset, scale and mount matrix as polling (`IIOAccelerometerInfo.convert`).
/// `setUp` throws with the reason when any step is not possible; the caller then polls `*_raw`.
public final class IIOBufferedAccelerometerSource: SensorSource {
    public let info: SensorSourceInfo
    public private(set) var status: SensorStatus = .idle
    public let layout: IIOScanLayout
    public let trigger: String?
    private let probe: IIOAccelerometerInfo
    private let clock: any SimulationClock
    private let orientation: AxisOrientation
    private var fd: Int32
    private var partial: [UInt8] = []
    private var pending: [IMUSample] = []
    private var issues: [SensorIssue] = []
    private var clockOffsetNs: Int64?
    private var last = Timestamp(nanoseconds: .min)
    private let periodNs: Int64

    public init(probe: IIOAccelerometerInfo, devNode: String, id: String, clock: any SimulationClock,
                orientation: AxisOrientation = .identity, bufferLength: Int = 128) throws(HardwareError) {
        self.probe = probe; self.clock = clock; self.orientation = orientation
        let dir = probe.directory, scan = dir + "/scan_elements"
        func read(_ path: String) -> String? { (try? String(contentsOfFile: path, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) }
        func write(_ path: String, _ value: String) throws(HardwareError) {
            do { try value.write(toFile: path, atomically: false, encoding: .utf8) } catch { throw HardwareError("\(path): cannot write \"\(value)\" (\(error.localizedDescription))") }
        }
        guard FileManager.default.fileExists(atPath: scan + "/in_accel_x_en") else { throw HardwareError("\(dir): no scan_elements/in_accel_x_en (no buffer)") }
        var names = ["in_accel_x", "in_accel_y", "in_accel_z"]
        if probe.gyroScale != nil, FileManager.default.fileExists(atPath: scan + "/in_anglvel_x_en") { names += ["in_anglvel_x", "in_anglvel_y", "in_anglvel_z"] }
        if FileManager.default.fileExists(atPath: scan + "/in_timestamp_en") { names.append("in_timestamp") }
        var enabled: [(name: String, index: Int, type: IIOScanType)] = []
        for n in names {
            guard let idx = read(scan + "/\(n)_index").flatMap(Int.init) else { throw HardwareError("\(scan)/\(n)_index: missing or not a number") }
            guard let typeText = read(scan + "/\(n)_type") else { throw HardwareError("\(scan)/\(n)_type: missing") }
            let type: IIOScanType
            do { type = try IIOScanType(parsing: typeText) } catch { throw HardwareError("\(scan)/\(n)_type: \(error.description)") }
            enabled.append((n, idx, type))
        }
        layout = IIOScanLayout(enabled)
        // A trigger, when the device has a trigger directory and none is set.
        var trig: String? = read(dir + "/trigger/current_trigger").flatMap { $0.isEmpty ? nil : $0 }
        if trig == nil, FileManager.default.fileExists(atPath: dir + "/trigger/current_trigger") {
            let devNumber = (dir as NSString).lastPathComponent.replacingOccurrences(of: "iio:device", with: "")
            let wanted = "\(probe.name ?? "")-dev\(devNumber)"
            let parent = (dir as NSString).deletingLastPathComponent
            let places = [parent, "/sys/bus/iio/devices"]
            outer: for place in places {
                for entry in ((try? FileManager.default.contentsOfDirectory(atPath: place)) ?? []).sorted() where entry.hasPrefix("trigger") {
                    if read(place + "/" + entry + "/name") == wanted { trig = wanted; break outer }
                }
            }
            guard let t = trig else { throw HardwareError("\(dir): has a trigger but none is set and no trigger named \"\(wanted)\" exists") }
            try write(dir + "/trigger/current_trigger", t)
        }
        trigger = trig
        for c in enabled { try write(scan + "/\(c.name)_en", "1") }
        if FileManager.default.fileExists(atPath: dir + "/buffer/length") { try write(dir + "/buffer/length", String(bufferLength)) }
        try write(dir + "/buffer/enable", "1")
        fd = open(devNode, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw .errno("open", devNode) }
        let rate = probe.samplingFrequencyHz ?? 0
        periodNs = rate > 0 ? Int64(1e9 / rate) : 10_000_000
        info = SensorSourceInfo(id: id, kind: .iio, node: devNode, rateHz: rate, hasGyroscope: layout.channel("in_anglvel_x") != nil)
    }

    deinit { if fd >= 0 { Foundation.close(fd) } }

    public func read(until deadline: Timestamp) -> [IMUSample] {
        guard fd >= 0 else { return [] }
        DeviceNodeWait.drainUntil(deadline, clock: clock, fd: { fd }, drain: { drain() },
                                  hasPending: { !pending.isEmpty }, lost: { lost($0) })
        return DeviceNodeWait.takeDue(&pending, until: deadline)
    }

    private func drain() {
        var buf = [UInt8](repeating: 0, count: 4096)
        while fd >= 0 {
            let n = buf.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EAGAIN || errno == EINTR { return }
                lost("read: \(String(cString: strerror(errno)))"); return
            }
            if n == 0 { lost("end of file"); return }
            partial += buf[0..<n]
            let size = layout.recordBytes
            var k = 0
            while partial.count - k >= size {
                partial.withUnsafeBytes { decode($0.baseAddress! + k) }
                k += size
            }
            partial.removeFirst(k)
        }
    }

    private func decode(_ p: UnsafeRawPointer) {
        func value(_ name: String) -> Double? { layout.channel(name).map { Double($0.type.decode(p + $0.offset)) } }
        let accel = [value("in_accel_x") ?? 0, value("in_accel_y") ?? 0, value("in_accel_z") ?? 0]
        let gyro = layout.channel("in_anglvel_x") != nil ? [value("in_anglvel_x") ?? 0, value("in_anglvel_y") ?? 0, value("in_anglvel_z") ?? 0] : nil
        var t: Timestamp
        if let ts = layout.channel("in_timestamp") {
            let ns = ts.type.decode(p + ts.offset)
            if clockOffsetNs == nil { clockOffsetNs = clock.now.nanoseconds - ns }
            t = Timestamp(nanoseconds: ns + clockOffsetNs!)
        } else {
            t = last.nanoseconds == .min ? clock.now : last + .nanoseconds(periodNs)
        }
        if t <= last { t = Timestamp(nanoseconds: last.nanoseconds + 1) }
        last = t
        let (a, w) = probe.convert(accel: accel, gyro: gyro)
        pending.append(orientation.apply(IMUSample(timestamp: t, acceleration: a, angularRate: w, source: info.id)))
        status = .streaming
    }

    private func lost(_ why: String) {
        status = .disconnected(reason: why)
        issues.append(SensorIssue(source: info.id, timestamp: clock.now, message: "lost: \(why)"))
        Foundation.close(fd); fd = -1
    }

    public func drainIssues() -> [SensorIssue] { defer { issues = [] }; return issues }

    public func close() {
        if fd >= 0 { Foundation.close(fd); fd = -1 }
        try? "0".write(toFile: probe.directory + "/buffer/enable", atomically: false, encoding: .utf8)
        status = .finished
    }
}
