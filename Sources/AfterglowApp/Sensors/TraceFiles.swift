import AfterglowSensing
import Foundation

/// A trace file or directory that cannot be read; the message names the path.
public struct TraceFileError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// A CSV trace or Pebble x,y,z text, skipped lines reported on standard error.
public func loadTrace(_ path: String, pebble: Bool, pebbleRate: Double) throws -> IMUTrace {
    do { return try SensorFiles.trace(path, pebble: pebble, pebbleRate: pebbleRate, warn: printError).trace } catch {
        throw TraceFileError(error.description)
    }
}

/// Every `.csv` trace under `dir`, recursively, in path order, and every recording in PebbleOS
/// step-sample fixtures (`.c`, `PebbleOSFixture`); skipped rows are reported on stderr.
public func loadTraceDirectory(_ dir: String) throws -> [IMUTrace] {
    var isDir: ObjCBool = false
    guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else {
        throw TraceFileError("\(dir): not a directory")
    }
    let files = (FileManager.default.enumerator(atPath: dir)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".csv") || $0.hasSuffix(".c") }.sorted()
    return try files.flatMap { name -> [IMUTrace] in
        let path = (dir as NSString).appendingPathComponent(name)
        return name.hasSuffix(".c") ? try loadPebbleOSFixture(path) : [try loadTrace(path, pebble: false, pebbleRate: 25)]
    }
}

/// The recordings in one PebbleOS step-sample fixture (docs/SENSORS.md › Real recordings).
public func loadPebbleOSFixture(_ path: String) throws -> [IMUTrace] {
    guard let data = FileManager.default.contents(atPath: path) else { throw TraceFileError("\(path): cannot be read") }
    let base = (path as NSString).lastPathComponent
    let (traces, bad) = PebbleOSFixture.read(String(decoding: data, as: UTF8.self), file: path,
                                             origin: "PebbleOS tests/fixtures/activity/step_samples/\(base), Apache-2.0 (Google LLC)")
    for e in bad.prefix(20) { printError("skipped \(e)") }
    if bad.count > 20 { printError("… and \(bad.count - 20) more skipped lines") }
    return traces
}

