import AfterglowHardware
import AfterglowScheduler
import AfterglowSensing
import Foundation
import Synchronization

/// What `afterglow board monitor` prints per board event: JSON lines (for latency measurements:
/// each carries `wall_ns`) or text, and the decoder's counters at the end.
public struct BoardMonitorOutput {
    var lines: LineWriter
    let json: Bool
    let every: Int
    let driver: BoardSampleDriver?
    var sampleCount = 0

    public init(json: Bool, every: Int, driver: BoardSampleDriver?) {
        self.lines = LineWriter(json: json); self.json = json; self.every = every; self.driver = driver
    }

    public mutating func handle(_ event: BoardSerialSource.Event, wallNanoseconds: Int64) {
        let wall = wallNanoseconds
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
            let text = BoardMonitorOutput.describe(o)
            lines.emit(["type": "anomaly", "what": text, "wall_ns": wall], text: "anomaly: \(text)")
        case .silent(let p):
            lines.emit(["type": "silent", "path": p, "wall_ns": wall], text: "\(p): silent, pinging")
        case .unplugged(let p, let why):
            lines.emit(["type": "unplugged", "path": p, "reason": why, "wall_ns": wall], text: "\(p): unplugged (\(why)); waiting for it to return")
        }
    }

    public mutating func summary(_ st: BoardDecoderStats, seconds: Double) {
        let summary: [String: Any] = [
            "type": "summary", "bytes": st.bytes, "frames": st.frames, "samples": st.samples, "hellos": st.hellos, "statuses": st.statuses,
            "bad_frames": st.badFrames, "bad_crc": st.badCRC, "malformed": st.malformed, "short": st.short, "bad_length": st.badLength,
            "unknown_type": st.unknownType, "bad_magic": st.badMagic, "oversize": st.oversize, "leading_bytes": st.leadingBytes,
            "gaps": st.gaps, "missing_samples": st.missingSamples, "sequence_resets": st.sequenceResets, "stuck_runs": st.stuckRuns,
            "clock_resets": st.clockResets, "seconds": seconds,
        ]
        lines.emit(summary, text: "summary: \(st.samples) samples in \(st.frames) frames; bad frames \(st.badFrames) (crc \(st.badCRC), cobs \(st.malformed), short \(st.short), length \(st.badLength), type \(st.unknownType), oversize \(st.oversize)); gaps \(st.gaps) (\(st.missingSamples) missing); stuck runs \(st.stuckRuns)")
    }

    public static func describe(_ o: BoardDecoder.Output) -> String {
        switch o {
        case .badFrame(let f, let off, let len): "\(f.rawValue) frame at byte \(off) (\(len) bytes) dropped"
        case .gap(let e, let r, let m): "sequence gap: expected \(e), got \(r) (\(m) missing)"
        case .sequenceReset(let e, let r): "sequence went back: expected \(e), got \(r)"
        case .stuckAxis(let a, let v, let off): "\(a) stuck at \(v) (frame at byte \(off))"
        default: "\(o)"
        }
    }
}

/// `afterglow board decode FILE`: every anomaly of a capture with its byte offset, the counters,
/// and with repetitions > 1 the decoder's throughput (a benchmark).
public struct BoardCaptureDecode {
    public var file: String
    public var bytes: [UInt8]
    public var repetitions: Int
    public init(file: String, bytes: [UInt8], repetitions: Int) { self.file = file; self.bytes = bytes; self.repetitions = repetitions }

    public func print(json: Bool) {
        var decoder = BoardDecoder(source: "file:\((file as NSString).lastPathComponent)")
        var anomalies: [String] = []
        for o in decoder.feed(bytes) {
            switch o {
            case .badFrame, .gap, .sequenceReset, .stuckAxis: anomalies.append("\(file): \(BoardMonitorOutput.describe(o))")
            default: break
            }
        }
        let st = decoder.stats
        var seconds = 0.0
        if repetitions > 1 {
            let t0 = monotonicNanoseconds()
            for _ in 0..<repetitions {
                var d = BoardDecoder()
                _ = d.feed(bytes)
            }
            seconds = Double(monotonicNanoseconds() - t0) / 1e9
        }
        let mbps = seconds > 0 ? Double(bytes.count * repetitions) / seconds / 1e6 : 0
        if json {
            var o: [String: Any] = ["bytes": st.bytes, "frames": st.frames, "samples": st.samples, "bad_frames": st.badFrames,
                                    "bad_crc": st.badCRC, "malformed": st.malformed, "short": st.short, "bad_length": st.badLength,
                                    "unknown_type": st.unknownType, "bad_magic": st.badMagic, "oversize": st.oversize,
                                    "leading_bytes": st.leadingBytes, "pending_bytes": decoder.pendingByteCount, "gaps": st.gaps,
                                    "missing_samples": st.missingSamples, "sequence_resets": st.sequenceResets, "stuck_runs": st.stuckRuns,
                                    "clock_resets": st.clockResets, "anomalies": anomalies]
            if seconds > 0 { o["decode_mb_per_s"] = (mbps * 100).rounded() / 100; o["samples_per_s"] = (Double(st.samples * repetitions) / seconds).rounded() }
            var w = LineWriter(json: true)
            w.emit(o, text: "")
        } else {
            anomalies.forEach { Swift.print($0) }
            Swift.print("\(st.frames) frames (\(st.samples) samples) in \(st.bytes) bytes; bad frames \(st.badFrames) (crc \(st.badCRC), cobs \(st.malformed), short \(st.short), length \(st.badLength), type \(st.unknownType), magic \(st.badMagic), oversize \(st.oversize)); gaps \(st.gaps) (\(st.missingSamples) missing), sequence resets \(st.sequenceResets), stuck runs \(st.stuckRuns); \(st.leadingBytes) leading and \(decoder.pendingByteCount) trailing bytes not framed")
            if seconds > 0 {
                Swift.print(String(format: "throughput: %.2f MB/s, %.0f samples/s (%d × %d bytes in %.3f s)", mbps, Double(st.samples * repetitions) / seconds, repetitions, bytes.count, seconds))
            }
        }
    }
}

private func r4(_ v: Double) -> Double { (v * 10_000).rounded() / 10_000 }

/// CLOCK_MONOTONIC in nanoseconds (`wall_ns` in the monitor's JSON lines).
public func monotonicNanoseconds() -> Int64 { Int64(MonotonicStopwatch().nanoseconds()) }

/// JSON lines (keys sorted) or plain text, flushed per line so pipes see each event at once.
public struct LineWriter {
    let json: Bool
    public init(json: Bool) { self.json = json }
    public mutating func emit(_ object: [String: Any], text: String) {
        if json {
            guard let d = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return }
            FileHandle.standardOutput.write(d + Data([0x0A]))
        } else if !text.isEmpty {
            FileHandle.standardOutput.write(Data((text + "\n").utf8))
        }
    }
}

/// Set by SIGINT/SIGTERM so the monitor prints its summary before exiting.
let boardMonitorStop = Atomic<Bool>(false)

extension BoardMonitorOutput {
    /// Streams the board's events until SIGINT/SIGTERM or `duration` seconds, then prints the
    /// decoder's counters; returns them (no hello means no board answered).
    public mutating func stream(_ source: BoardSerialSource, duration: Double?) -> BoardDecoderStats {
        signal(SIGINT) { _ in boardMonitorStop.store(true, ordering: .relaxed) }
        signal(SIGTERM) { _ in boardMonitorStop.store(true, ordering: .relaxed) }
        let start = monotonicNanoseconds()
        let end = duration.map { start + Int64($0 * 1e9) }
        var output = self
        source.run(until: { boardMonitorStop.load(ordering: .relaxed) || end.map { monotonicNanoseconds() >= $0 } ?? false }) { event in
            output.handle(event, wallNanoseconds: monotonicNanoseconds())
        }
        self = output
        let st = source.stats
        summary(st, seconds: Double(monotonicNanoseconds() - start) / 1e9)
        return st
    }
}
