import AfterglowHardware
import AfterglowApp
import AfterglowSensing
import ArgumentParser
import Foundation
import Synchronization

/// `afterglow board probe|monitor`: talks to an Afterglow sensor board (Firmware/PROTOCOL.md) on a
/// serial device or the simulator's pseudo-terminal.
struct Board: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Talk to an Afterglow sensor board (ATmega328P + MPU-6050) on a serial port.",
        subcommands: [BoardProbe.self, BoardMonitor.self, BoardDecode.self]
    )
}

struct BoardProbe: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "probe", abstract: "Ping a serial device and print the board's hello.")

    @Argument(help: "Serial device, e.g. /dev/ttyUSB0 or the simulator's /dev/pts/N.") var path: String
    @Option(help: "Baud rate.") var baud = 500_000
    @Option(help: "Seconds to wait for the hello.") var timeout = 2.5
    @Flag(help: "Print JSON.") var json = false

    func run() throws {
        guard let hello = probeBoard(path: path, baud: baud, timeout: .seconds(timeout)) else {
            FileHandle.standardError.write(Data("board probe: no Afterglow board answered on \(path) at \(baud) baud within \(timeout) s\n".utf8))
            throw ExitCode(1)
        }
        if json {
            print(try jsonString(hello))
        } else {
            print(hello.personText)
        }
    }
}

/// Set by SIGINT/SIGTERM so the monitor prints its summary before exiting.
let boardMonitorStop = Atomic<Bool>(false)

struct BoardMonitor: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "monitor",
        abstract: "Stream samples from a board: one line per sample, status, hello and anomaly.",
        discussion: "JSON lines carry wall_ns (CLOCK_MONOTONIC) for latency measurements; the last line is a summary of the decoder's counters.")

    @Argument(help: "Serial device, e.g. /dev/ttyUSB0 or the simulator's /dev/pts/N.") var path: String
    @Option(help: "Baud rate.") var baud = 500_000
    @Option(help: "Stop after this many seconds (default: until interrupted).") var duration: Double?
    @Option(help: "Sample rate to request, Hz (10…1000 at 500000 baud).") var rate: UInt16?
    @Option(help: "Accelerometer full scale in g: 2, 4, 8 or 16.") var accelRange: Int?
    @Option(help: "Gyroscope full scale in °/s: 250, 500, 1000 or 2000.") var gyroRange: Int?
    @Option(help: "MPU-6050 low-pass filter setting 0…6.") var dlpf: UInt8 = 3
    @Option(help: "Device axes from sensor axes, e.g. \"-y,x,z\" (default x,y,z).") var axes: String?
    @Option(help: "Text mode: print every Nth sample.") var every = 20
    @Flag(help: "Run the gesture detectors on the samples and print what they find.") var gestures = false
    @Option(help: "Also drive this device's display-power model with the gestures and print its transitions (implies --gestures).") var device: String?
    @OptionGroup var devices: DeviceDirectoryOption
    @Flag(help: "Print JSON lines.") var json = false

    func validate() throws {
        if let a = accelRange, ![2, 4, 8, 16].contains(a) { throw ValidationError("--accel-range \(a): must be 2, 4, 8 or 16") }
        if let g = gyroRange, ![250, 500, 1000, 2000].contains(g) { throw ValidationError("--gyro-range \(g): must be 250, 500, 1000 or 2000") }
        if dlpf > 6 { throw ValidationError("--dlpf \(dlpf): must be 0…6") }
        if let s = axes, BoardAxisMapping(spec: s) == nil { throw ValidationError("--axes \(s): expected a permutation like \"-y,x,z\"") }
    }

    func run() throws {
        guard let config = BoardSerialSource.Configuration.monitor(path: path, baud: baud, rateHz: rate, accelRangeG: accelRange, gyroRangeDPS: gyroRange,
                                                                   dlpf: dlpf, axes: axes) else { throw ValidationError("the board cannot take these settings") }
        let profile = try device.map { try devices.profile($0, in: devices.loadCatalog(quiet: true)) }
        // With a device, the scene the window shows: the example templates beside Devices/.
        let content = profile == nil ? EmulatorAssembly.Content() : .examples(besideDevices: try devices.resolveDirectory())
        let driver = (gestures || profile != nil) ? BoardSampleDriver(device: profile, content: content) : nil
        let source = BoardSerialSource(configuration: config)
        signal(SIGINT) { _ in boardMonitorStop.store(true, ordering: .relaxed) }
        signal(SIGTERM) { _ in boardMonitorStop.store(true, ordering: .relaxed) }
        let start = monotonicNanoseconds()
        let end = duration.map { start + Int64($0 * 1e9) }
        var output = BoardMonitorOutput(json: json, every: every, driver: driver)
        source.run(until: { boardMonitorStop.load(ordering: .relaxed) || end.map { monotonicNanoseconds() >= $0 } ?? false }) { event in
            output.handle(event, wallNanoseconds: monotonicNanoseconds())
        }
        let st = source.stats
        output.summary(st, seconds: Double(monotonicNanoseconds() - start) / 1e9)
        if st.hellos == 0 { throw ExitCode(1) }
    }
}

/// `afterglow board decode FILE`: runs the decoder over a capture (e.g. `cat /dev/ttyUSB0 > capture.bin`,
/// or the shared test vectors) and reports every anomaly with its byte offset, then the counters.
struct BoardDecode: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decode",
        abstract: "Decode a captured board byte stream; list bad frames, gaps and stuck axes with byte offsets.",
        discussion: "--repeat N decodes the file N times and reports the decoder's throughput (a benchmark).")

    @Argument(help: "File holding raw bytes from the board.") var file: String
    @Option(help: "Decode this many times and report throughput.") var `repeat` = 1
    @Flag(help: "Print JSON.") var json = false

    func run() throws {
        guard let data = FileManager.default.contents(atPath: file) else {
            printError("error: \(file): cannot be read")
            throw ExitCode(2)
        }
        BoardCaptureDecode(file: file, bytes: [UInt8](data), repetitions: self.repeat).print(json: json)
    }
}
