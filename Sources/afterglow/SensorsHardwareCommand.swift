import AfterglowHardware
import AfterglowApp
import AfterglowTime
import AfterglowSensing
import AfterglowGestures
import ArgumentParser
import Foundation

/// Options shared by the verbs that touch real devices.
struct HardwareOptions: ParsableArguments {
    @OptionGroup var devices: DeviceDirectoryOption
    @Option(help: "USB id list for sensor boards (default: <Devices>/sensor-boards/usb-ids.json).") var boards: String?
    @Option(help: "Rate at which IIO accelerometers are polled, Hz.") var iioRate: Double = 50
    @Option(help: "How long to wait for a board's hello frame, ms (an Arduino's bootloader takes ~1–2 s after the port opens).") var probeTimeout: Int = 2500
    @Option(help: "Serial speed of sensor boards (the firmware's default is 500000; 115200 for its slower build).") var baud: Int = 500_000
    @Flag(help: "Do not open serial ports to look for a hello frame (opening resets an Arduino).") var noProbe = false
    @Option(help: "Axis mapping source→device for live sources, e.g. \"-y,x,z\" (docs/SENSORS.md).") var orientation: String = "x,y,z"
    @Flag(help: "Poll IIO accelerometers' *_raw attributes even when they offer a buffer (/dev/iio:deviceN).") var iioPoll = false
    @Option(help: "Scale of evdev accelerometers without ABS resolution: proxy-256 (iio-sensor-proxy's 256 units per g) or gravity (measured at the first rest).") var evdevScale: EvdevAccelScale = .proxyDefault

    /// The application's hardware settings from these options.
    func settings() throws -> SensorHardwareSettings {
        let path = try boards ?? ((try devices.resolveDirectory()) as NSString).appendingPathComponent("sensor-boards/usb-ids.json")
        var h = SensorHardwareSettings(boardIDsPath: path)
        h.iioRateHz = iioRate; h.probeTimeoutMs = probeTimeout; h.baud = baud; h.probeBoards = !noProbe
        h.orientation = try axisOrientation(); h.iioPoll = iioPoll; h.evdevScale = evdevScale
        return h
    }

    func discovery() throws -> SensorDiscovery {
        let s = try settings()
        do { return try s.discovery() } catch { throw ValidationError(error.description) }
    }

    func axisOrientation() throws -> AxisOrientation {
        do { return try AxisOrientation(parsing: orientation) } catch { throw ValidationError(error.description) }
    }
}

struct SensorsList: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List every sensor source udev knows of, and why candidates were rejected.")
    @OptionGroup var hw: HardwareOptions
    @Flag(help: "Print JSON.") var json = false
    @Flag(help: "Also list rejected candidates in the table (JSON always has them).") var all = false

    func run() throws {
        let found = try hw.discovery().scan()
        if json {
            struct Out: Encodable { let sources: [SensorCandidate] }
            print(try jsonString(Out(sources: found)))
            return
        }
        for line in SensorCandidateTable.lines(found, all: all) { print(line) }
        for c in found { if let e = c.mountMatrixError { printError("error: \(e)") } }
        print("also always available: simulated (sim:<activity>), replay (<file>.csv)")
    }
}

/// Opens what the SOURCE argument names (`SensorSelection`); its faults are usage errors.
func openSource(_ name: String?, hw: HardwareOptions, clock: any SimulationClock, fallback: String, seed: UInt64) throws -> any SensorSource {
    var selection = SensorSelection(name: name, hardware: try hw.settings())
    selection.fallback = fallback; selection.seed = seed
    do { return try selection.open(clock: clock, warn: printError) } catch let e as SensorSelectionError { throw ValidationError(e.description) }
}

struct SensorsMonitor: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "monitor", abstract: "Print live samples and detected gestures from a source.")
    @OptionGroup var hw: HardwareOptions
    @Argument(help: "Source id, node or kind from `sensors list`, sim:<activity>, sim:<file.motion>, or a .csv trace (default: the first usable device).") var source: String?
    @Option(help: "Stop after this many seconds.") var duration: Double?
    @Option(help: "When a device is lost: hold (no samples) or a simulated activity, e.g. typing.") var fallback = "hold"
    @Option(help: "Seed for simulated sources.") var seed: UInt64 = 1
    @Flag(help: "Print only gestures and source events, not every sample.") var quiet = false
    @Flag(help: "Print JSON lines.") var json = false
    @OptionGroup var device: SensorsDeviceOption

    func run() throws {
        let kind = try device.kind(hw.devices)
        let clock = RealClock()
        let src = try openSource(source, hw: hw, clock: clock, fallback: fallback, seed: seed)
        let out = EventPrinter(json: json)
        out.note("source", ["id": src.info.id, "kind": src.info.kind.rawValue, "node": src.info.node])
        var engine = GestureEngine(kind: kind, wearing: device.wearing ?? .standard)
        LiveSensorLoop.monitor(src, engine: &engine, clock: clock, duration: duration, quiet: quiet, printer: out)
        src.close()
        out.summary(engine.report)
    }
}

struct SensorsRecord: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "record", abstract: "Record a live source to a CSV trace.")
    @OptionGroup var hw: HardwareOptions
    @Option(name: .shortAndLong, help: "Output CSV file.") var output: String
    @Option(help: "Source id, node, kind or sim:<activity> (default: the first usable device).") var source: String?
    @Option(help: "Seconds to record (default: until interrupted).") var duration: Double?
    @Option(help: "Seed for simulated sources.") var seed: UInt64 = 1

    func run() throws {
        let clock = RealClock()
        let src = try openSource(source, hw: hw, clock: clock, fallback: "hold", seed: seed)
        let count: Int
        do { count = try LiveSensorLoop.record(src, to: output, orientation: hw.orientation, clock: clock, duration: duration) } catch let e as TraceFileError {
            throw ValidationError(e.description)
        }
        src.close()
        printError("recorded \(count) samples from \(src.info.id) to \(output)")
    }
}
