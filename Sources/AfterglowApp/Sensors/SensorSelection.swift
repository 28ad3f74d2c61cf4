import AfterglowGestures
import AfterglowHardware
import AfterglowSensing
import AfterglowTime
import Foundation

/// What went wrong choosing or opening a sensor source, said as the user should read it.
public struct SensorSelectionError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// How devices are found and opened: the board USB ids, probing, rates and axis conventions
/// (`afterglow sensors …`'s hardware options).
public struct SensorHardwareSettings: Sendable {
    /// The sensor boards' USB id list (Devices/sensor-boards/usb-ids.json).
    public var boardIDsPath: String
    public var iioRateHz: Double = 50
    public var probeTimeoutMs = 2500
    public var baud = 500_000
    /// Open serial ports to look for a board's hello frame (opening resets an Arduino).
    public var probeBoards = true
    /// Source → device axes for live sources, after the mount matrix.
    public var orientation: AxisOrientation = .identity
    /// Poll IIO `*_raw` attributes even where the device has a buffer.
    public var iioPoll = false
    public var evdevScale: EvdevAccelScale = .proxyDefault

    public init(boardIDsPath: String) { self.boardIDsPath = boardIDsPath }

    /// The udev discovery with the board's hello recognizer wired in.
    public func discovery() throws(SensorSelectionError) -> SensorDiscovery {
        let ids: SensorBoardIDs
        do { ids = try SensorBoardIDs.load(path: boardIDsPath) } catch { throw SensorSelectionError(error.description) }
        var options = SensorDiscovery.Options(boardIDs: ids, prober: BoardProber(recognizer: BoardWiring.recognizer, timeoutMs: probeTimeoutMs, baud: baud))
        options.probeBoards = probeBoards
        options.iioRateHz = iioRateHz
        options.evdevNoResolution = evdevScale
        do { return SensorDiscovery(udev: try Udev(), options: options) } catch { throw SensorSelectionError(error.description) }
    }
}

/// The board's hello decoder (Firmware/PROTOCOL.md, AfterglowSensing/BoardProtocol) and serial
/// reader (AfterglowHardware) as discovery and sources use them.
public enum BoardWiring {
    public static let recognizer: any BoardHelloRecognizer = BoardFrameHelloRecognizer()
    public static func openBoard(_ c: SensorCandidate, clock: any SimulationClock, orientation: AxisOrientation, baud: Int) -> any SensorSource {
        BoardSensorSource(path: c.node, id: c.id, clock: clock, orientation: orientation, baud: baud)
    }
}

/// The sensor source an emulator or a `sensors` verb reads: a discovered device (id, node or kind;
/// the first usable one when no name is given), `sim[:activity]` or `sim:<file.motion>`, or a CSV
/// trace. Device sources follow hotplug; with a `fallback` activity a lost device is replaced by
/// the simulator until it returns.
public struct SensorSelection: Sendable {
    public var name: String?
    /// "hold" (no samples while the device is gone) or a simulated activity.
    public var fallback = "hold"
    public var seed: UInt64 = 1
    public var hardware: SensorHardwareSettings

    public init(name: String?, hardware: SensorHardwareSettings) { self.name = name; self.hardware = hardware }

    /// Opens the source. Call it on the thread that will own it: a board's serial port belongs to
    /// the thread that opened it. `warn` gets what does not stop it (no hotplug monitor, polling).
    public func open(clock: any SimulationClock, warn: @escaping @Sendable (String) -> Void) throws -> any SensorSource {
        let map = hardware.orientation, seed = self.seed
        func simulated(_ activity: String, id: String) throws -> SimulatedSource {
            guard let a = SimulatedActivity(rawValue: activity) else { throw SensorSelectionError("unknown activity \"\(activity)\"") }
            return SimulatedSource(script: GestureScenarios.script(a, seed: seed, seconds: 60), seed: seed, id: id, start: clock.now)
        }
        if let name, name == "sim" || name.hasPrefix("sim:") {
            let what = name == "sim" ? "wrist-raise" : String(name.dropFirst(4))
            if what.hasSuffix(".motion") {
                return SimulatedSource(script: try SensorFiles.motionScript(what), seed: seed, id: name, start: clock.now)
            }
            return try simulated(what, id: name)
        }
        if let name, name.hasSuffix(".csv") {
            return TraceReplaySource(trace: try SensorFiles.trace(name, pebble: false, pebbleRate: 25, warn: warn).trace,
                                     id: "replay:\((name as NSString).lastPathComponent)", node: name, start: clock.now, orientation: map)
        }
        let discovery = try hardware.discovery()
        let found = discovery.scan()
        let usable = found.filter { $0.verdict == .accepted || $0.verdict == .unconfirmed }
        let pick = usable.first { c in name == nil || c.id == name || c.node == name || c.kind.rawValue == name }
        if pick == nil, let name, let broken = found.first(where: { $0.mountMatrixError != nil && ($0.id == name || $0.node == name) }) {
            throw SensorSelectionError(broken.mountMatrixError!)
        }
        guard let chosen = pick else {
            throw SensorSelectionError(name.map { "no usable sensor source \"\($0)\"; `afterglow sensors list --all` says why" }
                                       ?? "no usable sensor source found; `afterglow sensors list --all` says why, or use sim:<activity>")
        }
        let hw = hardware
        let opener: HotplugSource.Opener = { c in
            switch c.kind {
            case .evdev:
                // The mount matrix first, then the orientation (as iio-sensor-proxy orders them).
                let src = try EvdevAccelerometerSource(probe: try EvdevAccelerometerInfo.probe(node: c.node), id: c.id, clock: clock, noResolution: hw.evdevScale)
                return MountedSource(src, matrix: c.mountMatrix ?? .identity, orientation: map)
            case .iio:
                let udevMatrix = c.mountMatrixOrigin == "udev ACCEL_MOUNT_MATRIX" ? c.mountMatrix?.description : nil
                let probe = try IIOAccelerometerInfo.probe(directory: c.node, udevMountMatrix: udevMatrix)
                // Buffered capture through /dev/iio:deviceN where the device has a buffer; else poll *_raw.
                if !hw.iioPoll, let dev = c.devNode {
                    do { return try IIOBufferedAccelerometerSource(probe: probe, devNode: dev, id: c.id, clock: clock, orientation: map) } catch {
                        warn("\(c.id): buffered capture not possible (\(error)); polling *_raw at \(hw.iioRateHz) Hz")
                    }
                }
                return IIOAccelerometerSource(probe: probe, id: c.id, rateHz: hw.iioRateHz, clock: clock, orientation: map)
            case .board:
                return MountedSource(BoardWiring.openBoard(c, clock: clock, orientation: .identity, baud: hw.baud), matrix: c.mountMatrix ?? .identity, orientation: map)
            default:
                throw HardwareError("\(c.node): not a device source")
            }
        }
        let monitor = try? UdevMonitor(udev: discovery.udev)
        if monitor == nil { warn("warning: no udev monitor (hotplug will not be followed)") }
        let kind = chosen.kind, usb = chosen.usb, name0 = chosen.name
        let primary = try HotplugSource(candidate: chosen, discovery: discovery, monitor: monitor, clock: clock,
                                        matches: { $0.kind == kind && $0.usb == usb && $0.name == name0 }, opener: opener)
        switch fallback {
        case "hold": return FailoverSource(primary: primary, fallback: nil)
        default: return FailoverSource(primary: primary, fallback: try simulated(fallback, id: "sim:\(fallback)"))
        }
    }
}

/// Motion scripts and recorded traces read from files, their faults named with file and line.
public enum SensorFiles {
    public static func motionScript(_ path: String) throws(SensorSelectionError) -> MotionScript {
        guard let data = FileManager.default.contents(atPath: path) else { throw SensorSelectionError("\(path): cannot be read") }
        do {
            return try MotionScriptParser.parse(String(decoding: data, as: UTF8.self), name: (path as NSString).lastPathComponent, file: path)
        } catch {
            throw SensorSelectionError(error.description)
        }
    }

    /// A CSV trace or Pebble x,y,z text; the lines it skipped are told through `warn` (the first 20).
    public static func trace(_ path: String, pebble: Bool, pebbleRate: Double,
                             warn: (String) -> Void) throws(SensorSelectionError) -> (trace: IMUTrace, skipped: Int) {
        guard let data = FileManager.default.contents(atPath: path) else { throw SensorSelectionError("\(path): cannot be read") }
        let trace: IMUTrace, bad: [String]
        if pebble {
            let (t, b) = PebbleImport.read(String(decoding: data, as: UTF8.self), file: path, rateHz: pebbleRate,
                                           source: "pebble:\((path as NSString).lastPathComponent)")
            trace = t; bad = b.map { "\($0)" }
        } else {
            do {
                let (t, b) = try data.withUnsafeBytes { raw in try TraceCSV.read(bytes: raw.bindMemory(to: UInt8.self), file: path) }
                trace = t; bad = b.map { "\($0)" }
            } catch {
                throw SensorSelectionError("\(error)")
            }
        }
        for e in bad.prefix(20) { warn("skipped \(e)") }
        if bad.count > 20 { warn("… and \(bad.count - 20) more skipped \(pebble ? "lines" : "rows")") }
        return (trace, bad.count)
    }
}
