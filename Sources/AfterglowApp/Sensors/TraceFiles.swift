import AfterglowGestures
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


/// The recordings `afterglow sensors evaluate` scores: the simulator's labelled set (plus a
/// directory of traces), or only the real recordings under a directory.
public enum EvaluationSetSource {
    case simulator(trialsPerGesture: Int, noiseHours: Double, seed: UInt64, accelerometerOnly: Bool, traces: String?)
    case real(String)

    /// The set, each trace re-worn and resampled when asked; warns when real traces without
    /// `device:`/`wrist:` metadata will be scored as a phone's.
    public func load(rewear: WatchWearing?, resampleHz: Double?, kind: WearKind?, warn: (String) -> Void) throws -> [IMUTrace] {
        var set: [IMUTrace]
        switch self {
        case .real(let dir):
            set = try loadTraceDirectory(dir)
            if set.isEmpty { throw TraceFileError("\(dir): no .csv traces or PebbleOS .c fixtures found") }
        case .simulator(let trials, let noiseHours, let seed, let accelerometerOnly, let traces):
            set = GestureEvaluation.standardSet(trialsPerGesture: trials, noiseSeconds: noiseHours * 3600, seed: seed, accelerometerOnly: accelerometerOnly)
            if let dir = traces { set += try loadTraceDirectory(dir) }
        }
        if let rewear { set = set.map { $0.rewore(from: $0.wearing ?? .standard, to: rewear) } }
        if let resampleHz { set = set.map { $0.resampled(toHz: resampleHz) } }
        if case .real = self, kind == nil {
            let unknown = set.filter { $0.metadata("device") == nil && $0.metadata("wrist") == nil }.count
            if unknown > 0 { warn("\(unknown) trace(s) without `device:` or `wrist:` metadata are scored with every gesture and no watch rules (face up/down as on a phone); give --device for a watch") }
        }
        return set
    }
}
