import Foundation
import AfterglowTime

/// The CSV trace format (docs/SENSORS.md › CSV traces).
///
/// ```
/// # afterglow-imu-trace 1
/// # source: sim:wrist-drop
/// # label: wrist-drop target 3.210000000 3.830000000
/// t_ns,ax_g,ay_g,az_g,gx_dps,gy_dps,gz_dps
/// 0,0.0123,-0.004,-0.998,0.1,-0.2,0.05
/// ```
/// Time is integer nanoseconds from the trace origin (exact, no rounding on replay); acceleration
/// in g (gravity included, device frame), angular rate in °/s. Numbers are written in Swift's
/// shortest round-trip form, so write → read gives back identical samples. `#` lines before the
/// column header carry `key: value` metadata; `label:` lines carry ground truth
/// (`gesture role start_s end_s`).
public enum TraceCSV {
    public static let magic = "# afterglow-imu-trace 1"
    public static let columns = "t_ns,ax_g,ay_g,az_g,gx_dps,gy_dps,gz_dps"

    public static func write(_ trace: IMUTrace) -> String {
        var out = magic + "\n"
        for (k, v) in trace.metadata { out += "# \(k): \(v)\n" }
        for l in trace.labels {
            out += "# label: \(l.gesture.rawValue) \(l.role.rawValue) \(String(format: "%.9f", l.start.seconds)) \(String(format: "%.9f", l.end.seconds))\n"
        }
        out += columns + "\n"
        out.reserveCapacity(out.utf8.count + trace.samples.count * 80)
        for s in trace.samples { out += line(s) }
        return out
    }

    /// One data row (for streaming writers such as `sensors record`).
    public static func line(_ s: IMUSample, origin: Timestamp = .zero) -> String {
        let a = s.acceleration, g = s.angularRate
        return "\(s.timestamp.nanoseconds - origin.nanoseconds),\(a.x),\(a.y),\(a.z),\(g.x),\(g.y),\(g.z)\n"
    }

    public static func header(metadata: [(key: String, value: String)]) -> String {
        magic + "\n" + metadata.map { "# \($0.key): \($0.value)\n" }.joined() + columns + "\n"
    }

    public struct ParseError: Error, CustomStringConvertible, Equatable {
        public var file: String, line: Int, column: String?, message: String
        public var description: String { "\(file):\(line)\(column.map { " column \($0)" } ?? ""): \(message)" }
    }

    /// Parses a whole trace. A malformed data row is reported in `rejected` and skipped; a bad
    /// header or a missing column line is an error (nothing after it could be trusted).
    public static func read(_ text: String, file: String = "<trace>", source: String? = nil) throws(ParseError) -> (trace: IMUTrace, rejected: [ParseError]) {
        var text = text
        let result: Result<(trace: IMUTrace, rejected: [ParseError]), ParseError> = text.withUTF8 { bytes in
            do throws(ParseError) { return .success(try read(bytes: bytes, file: file, source: source)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    /// The same, straight from the file's bytes (no String is built per row: rows are scanned
    /// byte by byte and numbers parsed by `TraceNumberParser`; docs/SENSORS.md › Throughput).
    public static func read(bytes: UnsafeBufferPointer<UInt8>, file: String = "<trace>", source: String? = nil) throws(ParseError) -> (trace: IMUTrace, rejected: [ParseError]) {
        var meta: [(key: String, value: String)] = [], labels: [GestureLabel] = []
        var samples: [IMUSample] = [], rejected: [ParseError] = []
        var sawHeader = false, sawMagic = false
        var lineNo = 0
        var name = source ?? file
        let names = ["t_ns", "ax_g", "ay_g", "az_g", "gx_dps", "gy_dps", "gz_dps"]
        guard let base = bytes.baseAddress else { throw ParseError(file: file, line: 0, column: nil, message: "empty file: no column header \"\(columns)\" found") }
        let count = bytes.count
        var pos = 0
        var v = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
        while pos < count {
            lineNo += 1
            let lineStart = pos
            var lineEnd = pos
            if let nl = memchr(base + pos, 0x0A, count - pos) {
                lineEnd = base.distance(to: nl.assumingMemoryBound(to: UInt8.self))
                pos = lineEnd + 1
            } else {
                lineEnd = count; pos = count
            }
            var e = lineEnd
            if e > lineStart, base[e - 1] == 0x0D { e -= 1 }
            if e == lineStart { continue }
            if !sawHeader {
                let line = String(decoding: UnsafeBufferPointer(start: base + lineStart, count: e - lineStart), as: UTF8.self)
                if line.hasPrefix("#") {
                    if line == magic { sawMagic = true; continue }
                    // Whitespace and stray CRs around a key or value are not part of it: a
                    // line ending "\r\r\n" loses only one CR to the line break, and the value
                    // must read back the same after `write`.
                    let body = line.dropFirst().trimmingCharacters(in: .whitespacesAndNewlines)
                    guard let colon = body.firstIndex(of: ":") else { continue }
                    let key = String(body[..<colon]).trimmingCharacters(in: .whitespacesAndNewlines)
                    let value = String(body[body.index(after: colon)...]).trimmingCharacters(in: .whitespacesAndNewlines)
                    if key == "label" {
                        let parts = value.split(separator: " ")
                        guard parts.count == 4, let g = Gesture(rawValue: String(parts[0])), let role = LabelRole(rawValue: String(parts[1])),
                              let s = Double(parts[2]), let e = Double(parts[3]) else {
                            throw ParseError(file: file, line: lineNo, column: nil, message: "label must be \"gesture role start_s end_s\" with a known gesture (\(Gesture.allCases.map(\.rawValue).joined(separator: ", "))), got \"\(value)\"")
                        }
                        guard isTraceTime(s), isTraceTime(e) else {
                            throw ParseError(file: file, line: lineNo, column: nil, message: "label times must be finite seconds within ±\(Int(maxTraceSeconds)) s, got \"\(value)\"")
                        }
                        labels.append(GestureLabel(gesture: g, role: role, start: Timestamp(seconds: s), end: Timestamp(seconds: e)))
                    } else {
                        if key == "rest" {
                            let p = value.split(separator: " ")
                            guard p.count == 2, let a = Double(p[0]), let b = Double(p[1]), isTraceTime(a), isTraceTime(b), a < b else {
                                throw ParseError(file: file, line: lineNo, column: nil, message: "rest must be \"start_s end_s\" with start < end, finite and within ±\(Int(maxTraceSeconds)) s, got \"\(value)\"")
                            }
                        }
                        if key == "phase" {
                            guard let p = IMUTrace.phase(value), isTraceTime(p.start), isTraceTime(p.end), p.start < p.end else {
                                throw ParseError(file: file, line: lineNo, column: nil, message: "phase must be \"name start_s end_s\" (a name without spaces, start < end, finite and within ±\(Int(maxTraceSeconds)) s), got \"\(value)\"")
                            }
                        }
                        if key == "device", WearKind(rawValue: value) == nil {
                            throw ParseError(file: file, line: lineNo, column: nil, message: "device must be one of \(WearKind.allCases.map(\.rawValue).joined(separator: ", ")), got \"\(value)\"")
                        }
                        // An unknown wrist or crown would otherwise score the recording silently
                        // in the default frame (`IMUTrace.wearing` is nil for it).
                        if key == "wrist", WatchWearing.Wrist(rawValue: value) == nil || value == "auto" {
                            throw ParseError(file: file, line: lineNo, column: nil, message: "wrist must be left or right, got \"\(value)\"")
                        }
                        if key == "crown", WatchWearing.Crown(rawValue: value) == nil {
                            throw ParseError(file: file, line: lineNo, column: nil, message: "crown must be left, right or auto, got \"\(value)\"")
                        }
                        meta.append((key, value))
                        if key == "source", source == nil { name = value }
                    }
                    continue
                }
                guard line == columns else {
                    throw ParseError(file: file, line: lineNo, column: nil, message: sawMagic
                        ? "expected the column header \"\(columns)\", found \"\(line.prefix(60))\""
                        : "not an Afterglow trace: expected \"\(magic)\" or the column header \"\(columns)\"")
                }
                sawHeader = true
                samples.reserveCapacity(min(count / 24, 50_000_000))
                continue
            }
            // A data row: t,ax,ay,az,gx,gy,gz.
            var p = lineStart
            var field = 0
            var problem: (column: String?, message: String)?
            guard let t = TraceNumberParser.integer(base, &p, e), p == e || base[p] == 0x2C else {
                let f = fieldText(base, lineStart, e, 0)
                rejected.append(ParseError(file: file, line: lineNo, column: names[0], message: "\"\(f)\" is not an integer"))
                continue
            }
            while field < 6 {
                guard p < e, base[p] == 0x2C else { problem = (nil, "expected 7 fields, found \(field + 1)"); break }
                p += 1
                // NaN and inf parse as numbers on purpose: the sanitiser counts them, not the parser.
                guard let d = TraceNumberParser.double(base, &p, e), p == e || base[p] == 0x2C else {
                    problem = (names[field + 1], "\"\(fieldText(base, lineStart, e, field + 1))\" is not a number"); break
                }
                switch field {
                case 0: v.0 = d
                case 1: v.1 = d
                case 2: v.2 = d
                case 3: v.3 = d
                case 4: v.4 = d
                default: v.5 = d
                }
                field += 1
            }
            if problem == nil, p != e {
                let n = UnsafeBufferPointer(start: base + lineStart, count: e - lineStart).reduce(1) { $0 + ($1 == 0x2C ? 1 : 0) }
                problem = (nil, "expected 7 fields, found \(n)")
            }
            if let problem {
                if problem.column == nil {
                    let n = UnsafeBufferPointer(start: base + lineStart, count: e - lineStart).reduce(1) { $0 + ($1 == 0x2C ? 1 : 0) }
                    rejected.append(ParseError(file: file, line: lineNo, column: nil, message: "expected 7 fields, found \(n)"))
                } else {
                    rejected.append(ParseError(file: file, line: lineNo, column: problem.column, message: problem.message))
                }
                continue
            }
            samples.append(IMUSample(timestamp: Timestamp(nanoseconds: t), acceleration: Vector3(x: v.0, y: v.1, z: v.2),
                                     angularRate: Vector3(x: v.3, y: v.4, z: v.5), source: name))
        }
        guard sawHeader else { throw ParseError(file: file, line: lineNo, column: nil, message: "no column header \"\(columns)\" found") }
        return (IMUTrace(samples: samples, labels: labels, metadata: meta), rejected)
    }

    /// Label and rest times become nanosecond timestamps (Int64): beyond ±9.2e9 s they would not
    /// fit, so anything past ±1e9 s (≈ 32 years, far longer than any recording) is refused.
    static let maxTraceSeconds = 1e9
    static func isTraceTime(_ s: Double) -> Bool { s.isFinite && abs(s) <= maxTraceSeconds }

    /// The text of field `index` of a row, for error messages.
    private static func fieldText(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int, _ index: Int) -> String {
        let row = UnsafeBufferPointer(start: base + start, count: end - start)
        let parts = row.split(separator: 0x2C, omittingEmptySubsequences: false)
        return index < parts.count ? String(decoding: parts[index], as: UTF8.self) : ""
    }
}
