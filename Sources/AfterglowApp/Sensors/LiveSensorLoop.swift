import AfterglowGeometry
import AfterglowGestures
import AfterglowHardware
import AfterglowSensing
import AfterglowTime
import Foundation

/// `afterglow sensors list`'s table: every candidate udev knows of and why it was rejected.
public enum SensorCandidateTable {
    public static func lines(_ found: [SensorCandidate], all: Bool) -> [String] {
        var lines: [String] = []
        let shown = all ? found : found.filter { $0.verdict != .rejected || $0.mountMatrixError != nil }
        let rows = shown.map { c in
            [c.id, c.kind.rawValue, c.node, c.usb?.id ?? "-", c.rateHz > 0 ? "\(formatPoints(c.rateHz)) Hz" : "-", c.hasGyroscope ? "yes" : "no", c.verdict.rawValue, c.reason]
        }
        lines.append(table(header: ["ID", "KIND", "NODE", "USB", "RATE", "GYRO", "VERDICT", "WHY"], rows: rows))
        let rejected = found.count - found.filter { $0.verdict != .rejected }.count
        if !all && rejected > 0 { lines.append("(\(rejected) rejected candidate(s) hidden; --all shows them)") }
        return lines
    }
}

/// The loops of `afterglow sensors monitor` and `sensors record` over a live source, paced on `clock`.
public enum LiveSensorLoop {
    /// Prints samples (unless quiet), gestures and the source's issues until `duration` or the source ends.
    public static func monitor(_ source: any SensorSource, engine: inout GestureEngine, clock: any SimulationClock, duration: Double?,
                               quiet: Bool, printer: EventPrinter) {
        let end = duration.map { clock.now + .seconds($0) }
        var t = clock.now
        while end.map({ t < $0 }) ?? true {
            t = t + .milliseconds(20)
            for s in source.read(until: t) {
                if !quiet { printer.sample(s) }
                for e in engine.process(s) { printer.gesture(e) }
            }
            for i in source.drainIssues() { printer.note("issue", ["source": i.source, "message": i.message, "t": String(i.timestamp.seconds)]) }
            if source.status == .finished { break }
            clock.sleep(until: t)
        }
    }

    /// Writes the source's samples as a CSV trace to `path`; returns how many were written.
    public static func record(_ source: any SensorSource, to path: String, orientation: String, clock: any SimulationClock,
                              duration: Double?) throws -> Int {
        let output = path
        guard let file = FileHandle(forWritingAtPath: output) ?? (FileManager.default.createFile(atPath: output, contents: nil) ? FileHandle(forWritingAtPath: output) : nil) else {
            throw TraceFileError("\(output): cannot be written")
        }
        try file.truncate(atOffset: 0)
        file.write(Data(TraceCSV.header(metadata: [("source", source.info.id), ("kind", source.info.kind.rawValue), ("node", source.info.node),
                                                   ("orientation", orientation)] + (source.info.hasGyroscope ? [] : [("gyroscope", "none")])).utf8))
        let origin = clock.now
        let end = duration.map { origin + .seconds($0) }
        var t = origin, count = 0
        while end.map({ t < $0 }) ?? true {
            t = t + .milliseconds(50)
            let batch = source.read(until: t)
            if !batch.isEmpty { file.write(Data(batch.map { TraceCSV.line($0, origin: origin) }.joined().utf8)); count += batch.count }
            for i in source.drainIssues() { printError("\(i)") }
            if source.status == .finished { break }
            clock.sleep(until: t)
        }
        try file.close()
        return count
    }

    /// `afterglow sensors replay`: a trace through the detectors, as fast as possible on a virtual
    /// clock or paced in real time, printing gestures (and samples when asked).
    public static func replay(_ trace: IMUTrace, file: String, orientation: AxisOrientation, realTime: Bool, kind: WearKind?,
                              wearing: WatchWearing, samples: Bool, printer: EventPrinter) {
        let clock: any SimulationClock = realTime ? RealClock() : VirtualClock()
        let source = TraceReplaySource(trace: trace, id: "replay:\((file as NSString).lastPathComponent)", node: file,
                                       start: clock.now, orientation: orientation)
        var engine = GestureEngine(kind: kind, wearing: wearing)
        source.pump(on: clock) { s in
            if samples { printer.sample(s) }
            for e in engine.process(s) { printer.gesture(e) }
            return true
        }
        printer.summary(engine.report)
    }
}
