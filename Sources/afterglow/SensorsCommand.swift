import AfterglowApp
import AfterglowTime
import AfterglowSensing
import AfterglowGestures
import ArgumentParser
import Foundation

/// `afterglow sensors …`: find, watch, record, simulate, replay and score IMU input (docs/SENSORS.md).
struct Sensors: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Sensor sources, traces and gesture detection.",
        subcommands: [SensorsList.self, SensorsMonitor.self, SensorsRecord.self, SensorsSimulate.self,
                      SensorsReplay.self, SensorsEvaluate.self, SensorsBench.self]
    )
}

struct SensorsSimulate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Generate a labelled trace of a gesture (or walking/typing noise) from the seeded simulator.")
    @Argument(help: "One of: \(SimulatedActivity.allCases.map(\.rawValue).joined(separator: ", ")) (omit with --script).")
    var activity: String?
    @Option(help: "A motion script file (docs/SENSORS.md › Motion scripts) instead of a built-in activity.") var script: String?
    @Option(help: "Random seed (same seed, same trace).") var seed: UInt64 = 1
    @Option(help: "Sample rate in Hz.") var rate: Double = 100
    @Option(help: "Length in seconds for walking/typing.") var seconds: Double = 60
    @Flag(help: "Simulate an accelerometer without a gyroscope.") var noGyro = false
    @Flag(help: "No sensor noise, bias or tremor.") var ideal = false
    @Option(name: .shortAndLong, help: "Write the trace here instead of standard output.") var output: String?
    @Option(help: "csv (Afterglow trace), evemu (evdev events for umockdev/evemu-play) or iio (sysfs raw-value script).") var format = "csv"
    @Option(help: "For --format iio: in_accel_scale, m/s² per LSB.") var iioScale = 0.038307

    func run() throws {
        guard rate > 0, rate <= 10_000 else { throw ValidationError("--rate must be in (0, 10000] Hz, got \(rate)") }
        var request = SimulatedTraceRequest(seed: seed, rateHz: rate, seconds: seconds, gyroscope: !noGyro, ideal: ideal, iioScale: iioScale)
        request.activity = activity
        request.script = try script.map { (name: ($0 as NSString).lastPathComponent, script: try loadMotionScript($0)) }
        let (trace, text): (IMUTrace, String)
        do { (trace, text) = try request.render(format: format) } catch let e as SimulatedTraceRequest.Failure { throw ValidationError(e.description) }
        if let output {
            try text.write(toFile: output, atomically: true, encoding: .utf8)
            printError("wrote \(trace.samples.count) samples (\(String(format: "%.2f", trace.duration.seconds)) s, \(trace.labels.count) label(s)) to \(output)")
        } else {
            print(text, terminator: "")
        }
    }
}

/// A motion script file; a fault is a usage error naming file and line.
func loadMotionScript(_ path: String) throws -> MotionScript {
    do { return try SensorFiles.motionScript(path) } catch { throw ValidationError(error.description) }
}

struct SensorsReplay: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a CSV trace (or Pebble x,y,z lines) through the gesture detectors, on the virtual or real clock.")
    @Argument(help: "Trace file.") var file: String
    @Flag(help: "The file holds Pebble x,y,z lines in milli-g.") var pebble = false
    @Option(help: "Sample rate of Pebble lines, Hz (Pebble's default is 25).") var pebbleRate: Double = PebbleImport.defaultRateHz
    @Flag(help: "Pace the replay in real time instead of as fast as possible on a virtual clock.") var realTime = false
    @Option(help: "Axis mapping source→device, e.g. \"-y,x,z\".") var orientation: String = "x,y,z"
    @Flag(help: "Print every sample, not only gestures.") var samples = false
    @Flag(help: "Print JSON lines.") var json = false
    @OptionGroup var device: SensorsDeviceOption
    @OptionGroup var catalog: DeviceDirectoryOption

    func run() throws {
        let kind = try device.kind(catalog)
        let trace = try asUsageError { try loadTrace(file, pebble: pebble, pebbleRate: pebbleRate) }
        let map: AxisOrientation
        do { map = try AxisOrientation(parsing: orientation) } catch { throw ValidationError(error.description) }
        LiveSensorLoop.replay(trace, file: file, orientation: map, realTime: realTime, kind: kind, wearing: device.wearing ?? trace.wearing ?? .standard,
                              samples: samples, printer: EventPrinter(json: json))
    }
}
