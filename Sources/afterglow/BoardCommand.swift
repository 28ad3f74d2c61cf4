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
            print("""
                board \(String(format: "0x%08X", hello.boardID)) firmware \(hello.firmwareVersion >> 8).\(hello.firmwareVersion & 0xFF) \
                protocol \(hello.protocolVersion)
                sensor \(hello.sensorName), ±\(hello.accelFullScaleG) g, ±\(hello.gyroFullScaleDPS) °/s, DLPF \(hello.dlpf), \(hello.rateHz) Hz
                flags \(hello.flags.names.joined(separator: ", "))
                """)
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
        var config = BoardSerialSource.Configuration(path: path)
        config.baud = baud
        config.rateHz = rate
        if accelRange != nil || gyroRange != nil || dlpf != 3 {
            let a = UInt8([2, 4, 8, 16].firstIndex(of: accelRange ?? 4)!)
            let g = UInt8([250, 500, 1000, 2000].firstIndex(of: gyroRange ?? 500)!)
            config.ranges = (a, g, dlpf)
        }
        if let s = axes { config.mapping = BoardAxisMapping(spec: s)! }
        let profile = try device.map { try devices.profile($0, in: devices.loadCatalog(quiet: true)) }
        // With a device, the scene the window shows: the example templates beside Devices/.
        let content = profile == nil ? EmulatorAssembly.Content() : .examples(besideDevices: try devices.resolveDirectory())
        let driver = (gestures || profile != nil) ? BoardSampleDriver(device: profile, content: content) : nil
        let source = BoardSerialSource(configuration: config)
        signal(SIGINT) { _ in boardMonitorStop.store(true, ordering: .relaxed) }
        signal(SIGTERM) { _ in boardMonitorStop.store(true, ordering: .relaxed) }
        let start = monotonicNanoseconds()
        let end = duration.map { start + Int64($0 * 1e9) }
        var sampleCount = 0
        var lines = LineWriter(json: json)
        source.run(until: { boardMonitorStop.load(ordering: .relaxed) || end.map { monotonicNanoseconds() >= $0 } ?? false }) { event in
            let wall = monotonicNanoseconds()
            switch event {
            case .opened(let p):
                lines.emit(["type": "opened", "path": p, "wall_ns": wall], text: "opened \(p)")
            case .hello(let h):
                lines.emit(["type": "hello", "board_id": h.boardID, "sensor": h.sensorName, "accel_range_g": h.accelFullScaleG,
                            "gyro_range_dps": h.gyroFullScaleDPS, "dlpf": Int(h.dlpf), "rate_hz": Int(h.rateHz),
                            "flags": h.flags.names, "wall_ns": wall],
                           text: "hello: board \(h.boardID), \(h.sensorName), ±\(h.accelFullScaleG) g, ±\(h.gyroFullScaleDPS) °/s, \(h.rateHz) Hz [\(h.flags.names.joined(separator: ","))]")
            case .sample(let s, let raw):
                sampleCount += 1
                for e in driver?.process(s) ?? [] {
                    switch e {
                    case .gesture(let g):
                        lines.emit(["type": "gesture", "gesture": g.gesture.rawValue, "t": g.timestamp.seconds, "board_us": Int(raw.timestampMicros), "wall_ns": wall],
                                   text: String(format: "%10.4f s  gesture %@", g.timestamp.seconds, g.gesture.rawValue))
                    case .transition(let tr):
                        lines.emit(["type": "transition", "from": tr.from.rawValue, "to": tr.to.rawValue, "cause": tr.cause.rawValue,
                                    "t": tr.timestamp.seconds, "wall_ns": wall],
                                   text: String(format: "%10.4f s  display %@ → %@ (%@)", tr.timestamp.seconds, tr.from.rawValue, tr.to.rawValue, tr.cause.rawValue))
                    }
                }
                let a = s.acceleration, g = s.angularRate
                if json {
                    lines.emit(["type": "sample", "seq": Int(raw.seq), "board_us": Int(raw.timestampMicros), "t": s.timestamp.seconds,
                                "ax": r4(a.x), "ay": r4(a.y), "az": r4(a.z), "gx": r4(g.x), "gy": r4(g.y), "gz": r4(g.z), "wall_ns": wall], text: "")
                } else if sampleCount % max(1, every) == 1 || every == 1 {
                    lines.emit([:], text: String(format: "%10.4f s  seq %5d  a = (%+.3f, %+.3f, %+.3f) g  ω = (%+7.1f, %+7.1f, %+7.1f) °/s",
                                                  s.timestamp.seconds, raw.seq, a.x, a.y, a.z, g.x, g.y, g.z))
                }
            case .status(let st):
                lines.emit(["type": "status", "flags": st.flags.names, "i2c_errors": Int(st.i2cErrors), "dropped": Int(st.droppedSamples),
                            "bad_commands": Int(st.badCommands), "last_error": Int(st.lastError), "wall_ns": wall],
                           text: "status: [\(st.flags.names.joined(separator: ","))] i2c errors \(st.i2cErrors), dropped \(st.droppedSamples), last error 0x\(String(st.lastError, radix: 16))")
            case .ack(let a):
                lines.emit(["type": "ack", "command": Int(a.command), "result": a.result.description], text: "ack 0x\(String(a.command, radix: 16)): \(a.result)")
            case .anomaly(let o):
                let text = Self.describe(o)
                lines.emit(["type": "anomaly", "what": text, "wall_ns": wall], text: "anomaly: \(text)")
            case .silent(let p):
                lines.emit(["type": "silent", "path": p, "wall_ns": wall], text: "\(p): silent, pinging")
            case .unplugged(let p, let why):
                lines.emit(["type": "unplugged", "path": p, "reason": why, "wall_ns": wall], text: "\(p): unplugged (\(why)); waiting for it to return")
            }
        }
        let st = source.stats
        let summary: [String: Any] = [
            "type": "summary", "bytes": st.bytes, "frames": st.frames, "samples": st.samples, "hellos": st.hellos, "statuses": st.statuses,
            "bad_frames": st.badFrames, "bad_crc": st.badCRC, "malformed": st.malformed, "short": st.short, "bad_length": st.badLength,
            "unknown_type": st.unknownType, "bad_magic": st.badMagic, "oversize": st.oversize, "leading_bytes": st.leadingBytes,
            "gaps": st.gaps, "missing_samples": st.missingSamples, "sequence_resets": st.sequenceResets, "stuck_runs": st.stuckRuns,
            "clock_resets": st.clockResets, "seconds": Double(monotonicNanoseconds() - start) / 1e9,
        ]
        lines.emit(summary, text: "summary: \(st.samples) samples in \(st.frames) frames; bad frames \(st.badFrames) (crc \(st.badCRC), cobs \(st.malformed), short \(st.short), length \(st.badLength), type \(st.unknownType), oversize \(st.oversize)); gaps \(st.gaps) (\(st.missingSamples) missing); stuck runs \(st.stuckRuns)")
        if st.hellos == 0 { throw ExitCode(1) }
    }

    static func describe(_ o: BoardDecoder.Output) -> String {
        switch o {
        case .badFrame(let f, let off, let len): "\(f.rawValue) frame at byte \(off) (\(len) bytes) dropped"
        case .gap(let e, let r, let m): "sequence gap: expected \(e), got \(r) (\(m) missing)"
        case .sequenceReset(let e, let r): "sequence went back: expected \(e), got \(r)"
        case .stuckAxis(let a, let v, let off): "\(a) stuck at \(v) (frame at byte \(off))"
        default: "\(o)"
        }
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
        let bytes = [UInt8](data)
        var decoder = BoardDecoder(source: "file:\((file as NSString).lastPathComponent)")
        var anomalies: [String] = []
        for o in decoder.feed(bytes) {
            switch o {
            case .badFrame, .gap, .sequenceReset, .stuckAxis: anomalies.append("\(file): \(BoardMonitor.describe(o))")
            default: break
            }
        }
        let st = decoder.stats
        var seconds = 0.0
        if self.repeat > 1 {
            let t0 = monotonicNanoseconds()
            for _ in 0..<self.repeat {
                var d = BoardDecoder()
                _ = d.feed(bytes)
            }
            seconds = Double(monotonicNanoseconds() - t0) / 1e9
        }
        let mbps = seconds > 0 ? Double(bytes.count * self.repeat) / seconds / 1e6 : 0
        if json {
            var o: [String: Any] = ["bytes": st.bytes, "frames": st.frames, "samples": st.samples, "bad_frames": st.badFrames,
                                    "bad_crc": st.badCRC, "malformed": st.malformed, "short": st.short, "bad_length": st.badLength,
                                    "unknown_type": st.unknownType, "bad_magic": st.badMagic, "oversize": st.oversize,
                                    "leading_bytes": st.leadingBytes, "pending_bytes": decoder.pendingByteCount, "gaps": st.gaps,
                                    "missing_samples": st.missingSamples, "sequence_resets": st.sequenceResets, "stuck_runs": st.stuckRuns,
                                    "clock_resets": st.clockResets, "anomalies": anomalies]
            if seconds > 0 { o["decode_mb_per_s"] = (mbps * 100).rounded() / 100; o["samples_per_s"] = (Double(st.samples * self.repeat) / seconds).rounded() }
            var w = LineWriter(json: true)
            w.emit(o, text: "")
        } else {
            anomalies.forEach { print($0) }
            print("\(st.frames) frames (\(st.samples) samples) in \(st.bytes) bytes; bad frames \(st.badFrames) (crc \(st.badCRC), cobs \(st.malformed), short \(st.short), length \(st.badLength), type \(st.unknownType), magic \(st.badMagic), oversize \(st.oversize)); gaps \(st.gaps) (\(st.missingSamples) missing), sequence resets \(st.sequenceResets), stuck runs \(st.stuckRuns); \(st.leadingBytes) leading and \(decoder.pendingByteCount) trailing bytes not framed")
            if seconds > 0 {
                print(String(format: "throughput: %.2f MB/s, %.0f samples/s (%d × %d bytes in %.3f s)", mbps, Double(st.samples * self.repeat) / seconds, self.repeat, bytes.count, seconds))
            }
        }
    }
}

private func r4(_ v: Double) -> Double { (v * 10_000).rounded() / 10_000 }

func monotonicNanoseconds() -> Int64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec)
}

/// JSON lines (keys sorted) or plain text, flushed per line so pipes see each event at once.
struct LineWriter {
    let json: Bool
    mutating func emit(_ object: [String: Any], text: String) {
        if json {
            guard let d = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return }
            FileHandle.standardOutput.write(d + Data([0x0A]))
        } else if !text.isEmpty {
            FileHandle.standardOutput.write(Data((text + "\n").utf8))
        }
    }
}
