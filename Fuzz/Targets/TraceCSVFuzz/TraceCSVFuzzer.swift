// libFuzzer target for the IMU trace CSV reader (`TraceCSV.read`, docs/SENSORS.md › CSV traces).
//
// Contracts checked on every input: a rejected trace or row names a line within the text; an
// accepted trace written back out reads back with bit-identical samples (the format's promise:
// shortest round-trip numbers, integer nanoseconds) and the same labels and metadata, and
// writing that again gives the same text.

@testable import AfterglowKit

@_cdecl("LLVMFuzzerTestOneInput")
public func traceCSVFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let text = String(decoding: bytes, as: UTF8.self)
    // Lines as the parser, editors and `sed -n` count them: one per LF byte (a CRLF is one break).
    // Splitting the String on Character "\n" undercounts, since "\r\n" is a single Character.
    // Invalid UTF-8 becomes U+FFFD in `text` but never adds or removes an LF.
    let lines = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    let first: IMUTrace
    do {
        let (trace, rejected) = try TraceCSV.read(text, file: "fuzz.csv")
        for r in rejected {
            precondition((1...lines).contains(r.line), "row error on line \(r.line) of \(lines)")
            precondition(!r.message.isEmpty, "row error without a message")
        }
        first = trace
    } catch {
        precondition((0...lines).contains(error.line), "error on line \(error.line) of \(lines)")
        precondition(!error.message.isEmpty && error.description.hasPrefix("fuzz.csv:"), "error without a message or file: \(error)")
        return 0
    }

    let written = TraceCSV.write(first)
    let second: IMUTrace
    do {
        let (trace, rejected) = try TraceCSV.read(written, file: "again.csv")
        precondition(rejected.isEmpty, "a written trace has rejected rows: \(rejected)")
        second = trace
    } catch {
        preconditionFailure("a written trace does not read back: \(error)")
    }
    precondition(first.samples.count == second.samples.count, "round trip changed the sample count")
    for (a, b) in zip(first.samples, second.samples) {
        precondition(a.timestamp == b.timestamp && bits(a) == bits(b), "round trip changed a sample: \(a) → \(b)")
    }
    precondition(first.metadata.map(\.key) == second.metadata.map(\.key) && first.metadata.map(\.value) == second.metadata.map(\.value),
                 "round trip changed the metadata")
    precondition(first.labels.map(\.gesture) == second.labels.map(\.gesture), "round trip changed the labels")
    precondition(TraceCSV.write(second) == written, "writing a read-back trace changed the text")
    return 0
}

private func bits(_ s: IMUSample) -> [UInt64] {
    [s.acceleration.x, s.acceleration.y, s.acceleration.z, s.angularRate.x, s.angularRate.y, s.angularRate.z].map(\.bitPattern)
}
