import Foundation
import AfterglowTime

/// Reader for PebbleOS's step-counter test recordings (`tests/fixtures/activity/step_samples/*.c`
/// in the PebbleOS sources, Apache-2.0; docs/SENSORS.md › Real recordings): real Pebble watches
/// worn on the wrist, captured by Pebble's activity service in 2015–2016, kept as C arrays.
///
/// ```
/// // Sample captured: 2015-08-06 13:31:28 GMT
/// AccelRawData *activity_sample_30_steps(int *len) {
///   //> TEST_NAME walk_30
///   //> TEST_EXPECTED 30
///   static AccelRawData samples[] = {
///     { -42, -52, -1027},
///     …
///   };
/// ```
/// Each `AccelRawData` function is one recording: x, y, z in milli-g at 25 Hz (the activity
/// service's rate, `KALG_SAMPLE_HZ` in PebbleOS's kraepelin algorithm), Pebble's axes — x right,
/// y up the screen, z out of it, face up reads z = −1000 — which are the device frame here.
/// No gyroscope. The test name is the only label the source gives; `PebbleOSActivity` maps it to
/// an activity (and a rest period where the name says the watch lay still). Functions of other
/// types (the sleep tests' per-minute summaries) are not raw samples and are skipped.
public enum PebbleOSFixture {
    public static let rateHz = 25.0

    public struct ParseError: Error, Hashable, CustomStringConvertible {
        public var file: String, line: Int, message: String
        public var description: String { "\(file):\(line): \(message)" }
    }

    /// Every recording in the file, in file order. A malformed sample line is reported and keeps
    /// its 40 ms slot (later samples keep their true time); a recording with no test name or no
    /// samples is reported and left out. `origin` is written into each trace's metadata.
    public static func read(_ text: String, file: String = "<fixture>", origin: String? = nil) -> (traces: [IMUTrace], rejected: [ParseError]) {
        var traces: [IMUTrace] = [], rejected: [ParseError] = []
        let period = Int64((1e9 / rateHz).rounded())
        let base = (file as NSString).lastPathComponent
        var captured: String?
        var current: (function: String, line: Int, captured: String?, name: String?, steps: String?, samples: [IMUSample], inArray: Bool)?
        var lineNo = 0

        func finish() {
            guard let c = current else { return }
            current = nil
            guard let name = c.name else {
                rejected.append(ParseError(file: file, line: c.line, message: "\(c.function): no //> TEST_NAME line")); return
            }
            guard !c.samples.isEmpty else {
                rejected.append(ParseError(file: file, line: c.line, message: "\(c.function) (\(name)): no samples")); return
            }
            let activity = PebbleOSActivity(testName: name)
            let source = "pebbleos:\(base):\(name)"
            var meta: [(key: String, value: String)] = [("source", source), ("device", "watch"), ("activity", activity.name),
                                                        ("rate_hz", String(rateHz)), ("gyroscope", "none")]
            if let steps = c.steps { meta.append(("steps", steps)) }
            if let captured = c.captured { meta.append(("captured", captured)) }
            if activity.restsThroughout {
                let end = Double(c.samples.count - 1) / rateHz
                meta.append(("rest", "0 \(end)"))
            }
            if let origin { meta.append(("origin", origin)) }
            let samples = c.samples.map { IMUSample(timestamp: $0.timestamp, acceleration: $0.acceleration, source: source) }
            traces.append(IMUTrace(samples: samples, metadata: meta))
        }

        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNo += 1
            let line = trimmed(raw)
            if line.isEmpty { continue }
            if current?.inArray == true {
                if line.hasPrefix("};") { current!.inArray = false; continue }
                if line.hasPrefix("//") { continue }   // "// 5 seconds", "// elapsed: 0 minutes"
                let slot = Int64(current!.samples.count)
                if let v = sampleTriple(line) {
                    current!.samples.append(IMUSample(timestamp: Timestamp(nanoseconds: slot * period),
                                                      acceleration: Vector3(x: Double(v.0) / 1000, y: Double(v.1) / 1000, z: Double(v.2) / 1000), source: ""))
                } else {
                    rejected.append(ParseError(file: file, line: lineNo, message: "\"\(line.prefix(60))\" is not a sample { x, y, z } in milli-g"))
                    // Keep the slot: a repeat of the previous sample stands in, so time stays true.
                    if let last = current!.samples.last { current!.samples.append(IMUSample(timestamp: Timestamp(nanoseconds: slot * period), acceleration: last.acceleration, source: "")) }
                }
                continue
            }
            if line.hasPrefix("// Sample captured") {
                captured = line.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) }
                continue
            }
            if line.hasPrefix("AccelRawData *"), let paren = line.firstIndex(of: "(") {
                finish()
                let function = String(line[line.index(line.startIndex, offsetBy: 14)..<paren])
                current = (function, lineNo, captured, nil, nil, [], false)
                captured = nil
                continue
            }
            if line.hasPrefix("//> TEST_NAME "), current != nil { current!.name = String(line.dropFirst(14)).trimmingCharacters(in: .whitespaces); continue }
            if line.hasPrefix("//> TEST_EXPECTED "), current != nil { current!.steps = String(line.dropFirst(18)).trimmingCharacters(in: .whitespaces); continue }
            if line.hasPrefix("static AccelRawData"), current != nil { current!.inArray = true; continue }
            if line == "}", current != nil { finish(); continue }
            // Any other function (the sleep tests' AlgDlsMinuteData) ends the current recording.
            if line.contains("*activity_sample_") { finish() }
        }
        finish()
        return (traces, rejected)
    }

    /// A line without its leading and trailing spaces, tabs and CR (byte-level: this runs on
    /// every one of ~600,000 sample lines, where Foundation's trimming dominated the read).
    static func trimmed(_ raw: Substring) -> String {
        let u = raw.utf8
        var a = u.startIndex, b = u.endIndex
        func blank(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0D }
        while a < b, blank(u[a]) { a = u.index(after: a) }
        while b > a, blank(u[u.index(before: b)]) { b = u.index(before: b) }
        return String(raw[a..<b])
    }

    /// "{ -42, -52, -1027}," → (−42, −52, −1027): three integers within the sensor's 16-bit range,
    /// spaces allowed around each, then an optional comma and nothing else.
    static func sampleTriple(_ line: String) -> (Int, Int, Int)? {
        var line = line
        return line.withUTF8 { b -> (Int, Int, Int)? in
            var i = 0
            let n = b.count
            func spaces() { while i < n, b[i] == 0x20 || b[i] == 0x09 { i += 1 } }
            func int() -> Int? {
                spaces()
                var neg = false
                if i < n, b[i] == 0x2D { neg = true; i += 1 }
                let s = i
                var v = 0
                while i < n, b[i] >= 0x30, b[i] <= 0x39, i - s < 6 { v = v * 10 + Int(b[i] - 0x30); i += 1 }
                if i == s || (i < n && b[i] >= 0x30 && b[i] <= 0x39) { return nil }
                spaces()
                return neg ? -v : v
            }
            guard n > 0, b[0] == 0x7B else { return nil }
            i = 1
            guard let x = int(), i < n, b[i] == 0x2C else { return nil }
            i += 1
            guard let y = int(), i < n, b[i] == 0x2C else { return nil }
            i += 1
            guard let z = int(), i < n, b[i] == 0x7D else { return nil }
            i += 1
            spaces()
            if i < n, b[i] == 0x2C { i += 1; spaces() }
            guard i == n, abs(x) <= 32767, abs(y) <= 32767, abs(z) <= 32767 else { return nil }
            return (x, y, z)
        }
    }
}
