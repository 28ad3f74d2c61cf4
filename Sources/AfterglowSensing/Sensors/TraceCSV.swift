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
        var meta: [(key: String, value: String)] = [], labels: [GestureLabel] = []
        var samples: [IMUSample] = [], rejected: [ParseError] = []
        var sawHeader = false, sawMagic = false
        var lineNo = 0
        var name = source ?? file
        let names = ["t_ns", "ax_g", "ay_g", "az_g", "gx_dps", "gy_dps", "gz_dps"]
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNo += 1
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            if line.isEmpty { continue }
            if !sawHeader {
                if line.hasPrefix("#") {
                    if line == magic { sawMagic = true; continue }
                    let body = line.dropFirst().trimmingCharacters(in: .whitespaces)
                    guard let colon = body.firstIndex(of: ":") else { continue }
                    let key = String(body[..<colon]).trimmingCharacters(in: .whitespaces)
                    let value = String(body[body.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
                    if key == "label" {
                        let parts = value.split(separator: " ")
                        guard parts.count == 4, let g = Gesture(rawValue: String(parts[0])), let role = LabelRole(rawValue: String(parts[1])),
                              let s = Double(parts[2]), let e = Double(parts[3]) else {
                            throw ParseError(file: file, line: lineNo, column: nil, message: "label must be \"gesture role start_s end_s\" with a known gesture (\(Gesture.allCases.map(\.rawValue).joined(separator: ", "))), got \"\(value)\"")
                        }
                        labels.append(GestureLabel(gesture: g, role: role, start: Timestamp(seconds: s), end: Timestamp(seconds: e)))
                    } else {
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
                continue
            }
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            guard fields.count == 7 else {
                rejected.append(ParseError(file: file, line: lineNo, column: nil, message: "expected 7 fields, found \(fields.count)"))
                continue
            }
            guard let t = Int64(fields[0]) else {
                rejected.append(ParseError(file: file, line: lineNo, column: names[0], message: "\"\(fields[0])\" is not an integer"))
                continue
            }
            var v = [Double](repeating: 0, count: 6), bad: ParseError? = nil
            for i in 0..<6 {
                // NaN and inf parse as numbers on purpose: the sanitiser counts them, not the parser.
                guard let d = Double(fields[i + 1]) else {
                    bad = ParseError(file: file, line: lineNo, column: names[i + 1], message: "\"\(fields[i + 1])\" is not a number"); break
                }
                v[i] = d
            }
            if let bad { rejected.append(bad); continue }
            samples.append(IMUSample(timestamp: Timestamp(nanoseconds: t), acceleration: Vector3(x: v[0], y: v[1], z: v[2]),
                                     angularRate: Vector3(x: v[3], y: v[4], z: v[5]), source: name))
        }
        guard sawHeader else { throw ParseError(file: file, line: lineNo, column: nil, message: "no column header \"\(columns)\" found") }
        return (IMUTrace(samples: samples, labels: labels, metadata: meta), rejected)
    }
}
