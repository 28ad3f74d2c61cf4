import AfterglowGeometry
import AfterglowGestures
import AfterglowSensing
import Foundation

/// What `afterglow sensors evaluate` prints for a scored set: the text tables or JSON.
public struct GestureEvaluationOutput {
    public var report: GestureEvaluation.Report
    public var set: [IMUTrace]
    /// The directory of real recordings scored (nil: the simulator's set).
    public var real: String?
    public var kind: WearKind?
    public var wearing: WatchWearing?
    public var rewore: Bool
    public var resample: Double?
    public var seed: UInt64
    public var trials: Int
    public var noiseHours: Double
    public var accelerometerOnly: Bool
    public var listFalse: Bool

    public init(report: GestureEvaluation.Report, set: [IMUTrace], real: String?, kind: WearKind?, wearing: WatchWearing?, rewore: Bool,
                resample: Double?, seed: UInt64, trials: Int, noiseHours: Double, accelerometerOnly: Bool, listFalse: Bool) {
        self.report = report; self.set = set; self.real = real; self.kind = kind; self.wearing = wearing; self.rewore = rewore
        self.resample = resample; self.seed = seed; self.trials = trials; self.noiseHours = noiseHours
        self.accelerometerOnly = accelerometerOnly; self.listFalse = listFalse
    }

    /// The targets missed (real recordings have their own goals).
    public var failures: [String] { real != nil ? report.realFailures : report.failures }

    /// Prints the report as JSON or text.
    public func print(json: Bool) throws {
        let report = self.report, real = self.real, kind = self.kind, seed = self.seed, trials = self.trials
        let noiseHours = self.noiseHours, accelerometerOnly = self.accelerometerOnly, listFalse = self.listFalse, resample = self.resample
        let failures = self.failures
        let hours = set.reduce(0) { $0 + $1.duration.seconds } / 3600
        if json {
            struct G: Encodable { let gesture: String; let targets, recalled, detections, matched: Int; let precision, recall, meanLatencyMs, p95LatencyMs, maxLatencyMs: Double }
            struct N: Encodable { let activity: String; let hours: Double; let triggers: Int; let perHour: Double; let byGesture: [String: Int]; let probableGlances: [String: Int] }
            struct R: Encodable { let periods, exactlyOne, none, repeated: Int }
            struct Out: Encodable { let traces, samples: Int; let hours: Double; let device: String?; let gestures: [G]; let noise: [N]; let falseTriggers: [N]; let rest: R; let probableGlances, probableGlancesRaised: Int; let failures: [String] }
            func n(_ x: GestureEvaluation.NoiseScore) -> N {
                N(activity: x.activity, hours: x.hours, triggers: x.total, perHour: x.perHour,
                  byGesture: Dictionary(uniqueKeysWithValues: x.triggers.map { ($0.key.rawValue, $0.value) }), probableGlances: Dictionary(uniqueKeysWithValues: x.held.map { ($0.key.rawValue, $0.value) }))
            }
            Swift.print(try jsonString(Out(
                traces: report.traces, samples: report.samples, hours: hours, device: kind?.rawValue,
                gestures: report.gestures.map { G(gesture: $0.gesture.rawValue, targets: $0.targets, recalled: $0.recalled, detections: $0.detections, matched: $0.matchedDetections, precision: $0.precision, recall: $0.recall, meanLatencyMs: $0.meanLatencyMs, p95LatencyMs: $0.p95LatencyMs, maxLatencyMs: $0.maxLatencyMs) },
                noise: report.noise.map(n), falseTriggers: report.falseTriggers.map(n),
                rest: R(periods: report.rest.periods, exactlyOne: report.rest.exactlyOne, none: report.rest.none, repeated: report.rest.repeated),
                probableGlances: report.probableGlances, probableGlancesRaised: report.probableGlancesRaised,
                failures: failures)))
        } else {
            if let real {
                Swift.print("\(report.traces) real traces under \(real), \(report.samples) samples, \(String(format: "%.2f", hours)) h; device: \(kind?.rawValue ?? "each trace's own"); worn: \(wearing?.description ?? "each trace's own wrist/crown")\(rewore ? " (rewore)" : "")\(resample.map { ", resampled to \(formatPoints($0)) Hz" } ?? "")")
            } else {
                Swift.print("\(report.traces) traces, \(report.samples) samples (seed \(seed), \(trials) trials/gesture, \(noiseHours) h each of walking and typing, \(accelerometerOnly ? "25 Hz accelerometer only" : "50/100/200 Hz accelerometer + gyroscope"))")
            }
            Swift.print("input: \(report.sanitizer)")
            let rows = report.gestures.filter { real == nil || $0.targets > 0 || $0.detections > 0 }.map { g in
                [g.gesture.rawValue, "\(g.recalled)/\(g.targets)", g.targets == 0 ? "—" : pct(g.recall), "\(g.matchedDetections)/\(g.detections)", pct(g.precision),
                 g.latenciesMs.isEmpty ? "—" : ms(g.meanLatencyMs), g.latenciesMs.isEmpty ? "—" : ms(g.p95LatencyMs), g.latenciesMs.isEmpty ? "—" : ms(g.maxLatencyMs)]
            }
            Swift.print(table(header: ["GESTURE", "HITS", "RECALL", "MATCHED", "PRECISION", "LAT MEAN", "LAT P95", "LAT MAX"], rows: rows))
            Swift.print("")
            let perActivity = real != nil ? report.falseTriggers : report.noise
            let header = [real != nil ? "ACTIVITY" : "NOISE", "HOURS", real != nil ? "FALSE TRIGGERS" : "TRIGGERS", "PER HOUR"] + (real != nil ? ["PROBABLE GLANCES"] : [])
            Swift.print(table(header: header, rows: perActivity.map { n -> [String] in
                let triggers: String = n.triggers.isEmpty ? "" : " (" + n.triggers.map { "\($0.key.rawValue) \($0.value)" }.sorted().joined(separator: ", ") + ")"
                var row: [String] = [n.activity, String(format: "%.2f", n.hours), "\(n.total)" + triggers, String(format: "%.2f", n.perHour)]
                if real != nil {
                    let held: String = n.held.isEmpty ? "" : " (" + n.held.map { "\($0.key.rawValue) \($0.value)" }.sorted().joined(separator: ", ") + ")"
                    row.append("\(n.held.values.reduce(0, +))" + held)
                }
                return row
            }))
            if real != nil, perActivity.contains(where: { !$0.held.isEmpty }) {
                Swift.print("PROBABLE GLANCES: wrist raises matching no label on which the face was held in view ≥ 1 s (or until the recording ended), and the drops that ended them — probable glances, not counted as false (docs/SENSORS.md › Real recordings).")
                if report.probableGlances > 0 {
                    Swift.print(String(format: "  raised on %d of the %d visits held ≥ 1 s, found without the detector (%.1f %%; a stand-in for recall)",
                                 report.probableGlancesRaised, report.probableGlances, 100 * Double(report.probableGlancesRaised) / Double(report.probableGlances)))
                    let why = RaiseMissDiagnosis.Stage.allCases.compactMap { stage -> String? in
                        let n = report.missedGlances.filter { $0.miss?.stage == stage }.count
                        return n == 0 ? nil : "\(stage.rawValue) \(n)"
                    }
                    if !why.isEmpty { Swift.print("  missed: " + why.joined(separator: ", ") + " (each listed with --list-false)") }
                }
                for n in perActivity where n.activity.hasPrefix("walking") && n.hours > 0 && n.heldRaises > 0 {
                    let all = (n.triggers[.wristRaise] ?? 0) + n.heldRaises
                    Swift.print(String(format: "  %@: %d wrist raises in %.2f h = %.1f/h counting every one, %.1f/h not held", n.activity, all, n.hours, Double(all) / n.hours, Double(n.triggers[.wristRaise] ?? 0) / n.hours))
                }
            }
            if listFalse {
                Swift.print("")
                for e in report.falseEvents {
                    let held = (e.heldSeconds.map { String(format: "  held %.2f s%@", $0, e.probableGlance ? ", probable glance" : "") } ?? "")
                        + (e.down.map { String(format: "  (x %.2f y %.2f z %.2f)", $0.x, $0.y, $0.z) } ?? "")
                    Swift.print("\(e.probableGlance ? "held" : "false") \(e.gesture.rawValue) at \(String(format: "%.2f", e.seconds)) s of \(String(format: "%.1f", e.traceSeconds)) s  \(e.source)  (\(e.activity))\(held)")
                }
                for e in report.missedGlances {
                    Swift.print("missed probable glance at \(String(format: "%.2f", e.seconds)) s of \(String(format: "%.1f", e.traceSeconds)) s  \(e.source)  (\(e.activity))  held \(String(format: "%.2f", e.heldSeconds ?? 0)) s, no wrist raise: \(e.miss?.detail ?? "?")")
                }
            }
            if report.rest.periods > 0 {
                Swift.print("")
                Swift.print("rest periods: \(report.rest.periods), exactly one face-up/face-down in \(report.rest.exactlyOne), none in \(report.rest.none), repeated in \(report.rest.repeated)")
            }
            Swift.print("")
            let goals = real != nil ? "wrist-raise recall ≥ 95 %, ≤ 2 false wrist raises/h walking, one face-up/down per rest" : "recall ≥ 95 %, p95 latency ≤ 100 ms (raise ≤ 150 ms, face up/down ≤ 900 ms), ≤ 1 false trigger/h"
            Swift.print(failures.isEmpty ? "all targets met (\(goals))" : "targets missed:\n  " + failures.joined(separator: "\n  "))
        }
    }

    func pct(_ v: Double) -> String { String(format: "%.1f %%", v * 100) }
    func ms(_ v: Double) -> String { String(format: "%.0f ms", v) }
}
