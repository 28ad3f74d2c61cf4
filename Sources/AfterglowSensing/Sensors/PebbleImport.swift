import AfterglowTime

/// Import of the plain accelerometer text Pebble's tooling uses: one `x,y,z` sample per line, in
/// milli-g, Pebble's axes (x right, y up the screen, z out of the screen — face up on a table reads
/// z = −1000, like the device frame here), at a fixed rate since the lines carry no time.
/// Pebble's default sampling rate is 25 Hz (`ACCEL_SAMPLING_25HZ` "[Default]" in the SDK's
/// AccelSamplingRate, developer.repebble.com › AccelerometerService);
/// 10, 50 and 100 Hz are the other rates it offers. Pebble has no gyroscope.
public enum PebbleImport {
    public static let defaultRateHz = 25.0

    public struct LineError: Error, Hashable, CustomStringConvertible {
        public var file: String, line: Int, message: String
        public var description: String { "\(file):\(line): \(message)" }
    }

    /// Parses the text; blank lines and `#` comments are skipped, bad lines reported and skipped
    /// (the sample slot is still consumed, so later samples keep their true time).
    public static func read(_ text: String, file: String = "<pebble>", rateHz: Double = defaultRateHz,
                            source: String = "pebble") -> (trace: IMUTrace, rejected: [LineError]) {
        var samples: [IMUSample] = [], rejected: [LineError] = []
        let period = Int64((1e9 / rateHz).rounded())
        var index: Int64 = 0, lineNo = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNo += 1
            let line = raw.filter { $0 != " " && $0 != "\t" && $0 != "\r" }
            if line.isEmpty || line.hasPrefix("#") { continue }
            defer { index += 1 }
            let parts = line.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 3 else {
                rejected.append(LineError(file: file, line: lineNo, message: "expected x,y,z (3 values), found \(parts.count)")); continue
            }
            guard let x = Int(parts[0]), let y = Int(parts[1]), let z = Int(parts[2]) else {
                rejected.append(LineError(file: file, line: lineNo, message: "\"\(line)\" is not three integers (milli-g)")); continue
            }
            samples.append(IMUSample(timestamp: Timestamp(nanoseconds: index * period),
                                     acceleration: Vector3(x: Double(x) / 1000, y: Double(y) / 1000, z: Double(z) / 1000),
                                     source: source))
        }
        return (IMUTrace(samples: samples, metadata: [("source", source), ("format", "pebble x,y,z milli-g"), ("rate_hz", String(rateHz)), ("gyroscope", "none")]), rejected)
    }
}
