import AfterglowSensing
import Foundation

/// Finds sensor sources through udev and says why every other candidate was passed over:
/// 1. serial boards: tty nodes named ttyACM*/ttyUSB* whose USB parent's idVendor:idProduct is in
///    the board list, confirmed by a hello frame (`BoardProber`);
/// 2. evdev accelerometers: event nodes with ID_INPUT_ACCELEROMETER=1 or INPUT_PROP_ACCELEROMETER,
///    and ABS_X/Y/Z — scaled by their resolution (units per g) or, without one, as
///    iio-sensor-proxy does (256 units per g) or from gravity at rest (`evdevNoResolution`);
/// 3. IIO accelerometers: iio devices with `in_accel_x_raw` and a scale.
/// Every device's udev `ACCEL_MOUNT_MATRIX` (systemd/eudev hwdb) is read and applied; a malformed
/// one is reported on the device, which is still listed.
public final class SensorDiscovery: @unchecked Sendable {
    public struct Options: Sendable {
        public var boardIDs: SensorBoardIDs
        public var prober: BoardProber
        /// Probing opens the port (an Arduino resets on open): off for a quick list.
        public var probeBoards = true
        public var iioRateHz = 50.0
        /// How to scale an evdev accelerometer that reports no ABS resolution.
        public var evdevNoResolution = EvdevAccelScale.proxyDefault
        public init(boardIDs: SensorBoardIDs, prober: BoardProber) { self.boardIDs = boardIDs; self.prober = prober }
    }

    public static let subsystems = ["tty", "input", "iio"]
    public let udev: Udev
    public var options: Options

    public init(udev: Udev, options: Options) { self.udev = udev; self.options = options }

    public func scan() -> [SensorCandidate] {
        udev.devices(subsystems: Self.subsystems).compactMap(classify)
    }

    /// The verdict on one device, or nil when it is not even a candidate (a console tty, an
    /// input device without an event node).
    public func classify(_ d: UdevDevice) -> SensorCandidate? {
        switch d.subsystem {
        case "tty": return classifyTTY(d)
        case "input": return classifyInput(d)
        case "iio": return classifyIIO(d)
        default: return nil
        }
    }

    private func classifyTTY(_ d: UdevDevice) -> SensorCandidate? {
        guard d.sysname.hasPrefix("ttyACM") || d.sysname.hasPrefix("ttyUSB"), let node = d.devnode else { return nil }
        var c = SensorCandidate(id: "board:\(d.sysname)", kind: .board, node: node, syspath: d.syspath, name: d.usbParent?.product,
                                usb: d.usbParent, rateHz: 0, hasGyroscope: true, verdict: .rejected, reason: "")
        guard let usb = d.usbParent else { c.reason = "no USB parent with idVendor/idProduct"; return c }
        guard let entry = options.boardIDs.match(usb) else {
            c.reason = "USB id \(usb.id) is not in the sensor-board list"; return c
        }
        guard options.probeBoards else {
            c.verdict = .unconfirmed; c.reason = "USB id \(usb.id) (\(entry.name)); not probed"; return c
        }
        let probe = options.prober.probe(node: node)
        c.board = probe
        if let e = probe.error { c.reason = "USB id \(usb.id) (\(entry.name)) but probing failed: \(e)"; return c }
        if let id = probe.identity {
            c.verdict = .accepted; c.rateHz = id.rateHz; c.name = "\(id.sensor) board \(id.boardID)"
            c.reason = "USB id \(usb.id) (\(entry.name)), hello: protocol \(id.protocolVersion), firmware \(id.firmware)"
        } else if options.prober.recognizer == nil {
            c.verdict = .unconfirmed
            c.reason = "USB id \(usb.id) (\(entry.name)); \(probe.bytesRead) byte(s) read, no hello decoder in this build to confirm"
        } else {
            c.reason = "USB id \(usb.id) (\(entry.name)) but no hello frame within \(options.prober.timeoutMs) ms (\(probe.bytesRead) byte(s) read)"
        }
        if c.verdict != .rejected { applyMountMatrix(d, &c) }
        return c
    }

    private func classifyInput(_ d: UdevDevice) -> SensorCandidate? {
        guard d.sysname.hasPrefix("event"), let node = d.devnode else { return nil }
        var c = SensorCandidate(id: "evdev:\(d.sysname)", kind: .evdev, node: node, syspath: d.syspath, name: d.name,
                                usb: d.usbParent, rateHz: 0, hasGyroscope: false, verdict: .rejected, reason: "")
        let udevSaysAccel = d.properties["ID_INPUT_ACCELEROMETER"] == "1"
        let probe: EvdevAccelerometerInfo
        do { probe = try EvdevAccelerometerInfo.probe(node: node) } catch {
            c.reason = udevSaysAccel ? "accelerometer, but \(error.description) (see the udev rules in docs/SENSORS.md)" : "not an accelerometer (no ID_INPUT_ACCELEROMETER) and cannot be opened to check"
            return c
        }
        guard udevSaysAccel || probe.accelerometerProperty == true else {
            c.reason = "not an accelerometer (no ID_INPUT_ACCELEROMETER=1, no INPUT_PROP_ACCELEROMETER)"; return c
        }
        guard probe.hasAccelAxes else { c.reason = "accelerometer without ABS_X/Y/Z axes"; return c }
        c.verdict = .accepted; c.hasGyroscope = probe.hasGyroAxes
        let mode = probe.accelScale(fallback: options.evdevNoResolution == .resolution ? .proxyDefault : options.evdevNoResolution)
        switch mode {
        case .resolution: c.scale = "ABS resolution " + (0..<3).map { String(probe.axes[$0]!.resolution) }.joined(separator: "/") + " units per g"
        case .proxyDefault: c.scale = "no ABS resolution: 256 units per g (iio-sensor-proxy's input-accel scale)"
        case .gravity: c.scale = "no ABS resolution: units per g calibrated from gravity at rest"
        }
        c.reason = "\(udevSaysAccel ? "ID_INPUT_ACCELEROMETER" : "INPUT_PROP_ACCELEROMETER"), \(c.scale!)" + (probe.hasGyroAxes ? ", gyroscope on ABS_RX/RY/RZ" : "")
        applyMountMatrix(d, &c)
        return c
    }

    /// Reads udev's ACCEL_MOUNT_MATRIX onto the candidate; a malformed one keeps the device listed
    /// with the error and takes it out of use.
    private func applyMountMatrix(_ d: UdevDevice, _ c: inout SensorCandidate) {
        guard let text = d.properties["ACCEL_MOUNT_MATRIX"] else { return }
        do {
            let m = try MountMatrix(parsing: text)
            c.mountMatrix = m; c.mountMatrixOrigin = "udev ACCEL_MOUNT_MATRIX"
            c.reason += ", mount matrix \(m) (udev ACCEL_MOUNT_MATRIX)"
        } catch {
            c.mountMatrixError = "\(c.id) (\(c.node)): udev ACCEL_MOUNT_MATRIX: \(error)"
            c.verdict = .rejected
            c.reason = "malformed udev ACCEL_MOUNT_MATRIX: \(error)"
        }
    }

    private func classifyIIO(_ d: UdevDevice) -> SensorCandidate? {
        guard d.sysname.hasPrefix("iio:device") else { return nil }
        var c = SensorCandidate(id: "iio:\(d.sysname.dropFirst(4))", kind: .iio, node: d.syspath, syspath: d.syspath, name: d.name,
                                usb: d.usbParent, rateHz: options.iioRateHz, hasGyroscope: false, verdict: .rejected, reason: "")
        do {
            let p = try IIOAccelerometerInfo.probe(directory: d.syspath, udevMountMatrix: d.properties["ACCEL_MOUNT_MATRIX"])
            c.verdict = .accepted; c.hasGyroscope = p.gyroScale != nil
            c.mountMatrix = p.mountMatrix; c.mountMatrixOrigin = p.mountMatrixOrigin
            c.devNode = d.devnode
            let buffered = d.devnode != nil && FileManager.default.fileExists(atPath: d.syspath + "/scan_elements/in_accel_x_en")
            let offsets = Set(p.accelOffset).count == 1 ? (p.accelOffset[0] == 0 ? "" : ", offset \(p.accelOffset[0])") : ", offsets \(p.accelOffset.map { String($0) }.joined(separator: "/"))"
            c.scale = (Set(p.accelScale).count == 1 ? "scale \(p.accelScale[0])" : "scales \(p.accelScale.map { String($0) }.joined(separator: "/"))") + " m/s² per LSB" + offsets
            c.reason = "in_accel_*_raw, \(c.scale!), " + (buffered ? "buffered through \(d.devnode!)" : "polled at \(options.iioRateHz) Hz") + (p.mountMatrix.map { ", mount matrix \($0) (\(p.mountMatrixOrigin!))" } ?? "")
        } catch {
            let text = error.description.replacingOccurrences(of: d.syspath + ": ", with: "")
            if text.contains("mount_matrix") || text.contains("ACCEL_MOUNT_MATRIX") { c.mountMatrixError = "\(c.id) (\(d.syspath)): \(text)" }
            c.reason = text
        }
        return c
    }
}
