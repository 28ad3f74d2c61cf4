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
            let line = raw.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "\r")))
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

    /// "{ -42, -52, -1027}," → (−42, −52, −1027).
    static func sampleTriple(_ line: String) -> (Int, Int, Int)? {
        guard line.hasPrefix("{"), let close = line.firstIndex(of: "}") else { return nil }
        let tail = line[line.index(after: close)...].trimmingCharacters(in: .whitespaces)
        guard tail.isEmpty || tail == "," else { return nil }
        let parts = line[line.index(after: line.startIndex)..<close].split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 3,
              let x = Int(parts[0].trimmingCharacters(in: .whitespaces)),
              let y = Int(parts[1].trimmingCharacters(in: .whitespaces)),
              let z = Int(parts[2].trimmingCharacters(in: .whitespaces)),
              [x, y, z].allSatisfy({ abs($0) <= 32767 }) else { return nil }
        return (x, y, z)
    }
}
