import AfterglowGeometry
import AfterglowApp
import AfterglowTime
import AfterglowSensing
import AfterglowGestures
import ArgumentParser
import Foundation

struct SensorsEvaluate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "evaluate",
        abstract: "Score the gesture detectors: precision, recall, latency per gesture, false triggers per hour, rest periods.",
        discussion: "Without --real: the simulator's labelled set (plus --traces DIR). With --real DIR: every .csv trace under DIR (recursively), real recordings with `device:`, `activity:`, `label:` and `rest:` metadata (docs/SENSORS.md › Real recordings).")
    @Option(help: "Generated trials per gesture.") var trials = 40
    @Option(help: "Hours each of generated walking and typing noise.") var noiseHours = 1.0
    @Option(help: "First seed of the generated set.") var seed: UInt64 = 1
    @Option(help: "Also score every labelled/unlabelled CSV trace in this directory.") var traces: String?
    @Option(help: "Score only the real recordings under this directory (recursively), not the simulator's set.") var real: String?
    @OptionGroup var device: SensorsDeviceOption
    @OptionGroup var catalog: DeviceDirectoryOption
    @Option(name: .customLong("set"), help: "Override a detector threshold for this run, NAME=VALUE (durations in ms), e.g. raiseDwell=40; repeatable.") var overrides: [ThresholdOverride] = []
    @Flag(help: "Exit with status 1 when a target is missed (simulator: ≥95 % recall, ≤1 false trigger/h, p95 latency ≤100 ms, raise ≤150 ms, face up/down ≤900 ms; real: ≥95 % wrist-raise recall, ≤2 false raises/h walking, one face-up/down per rest).") var check = false
    @Flag(help: "Score the accelerometer-only 25 Hz variant (Pebble/IIO-like) instead of the 50–200 Hz IMU set.") var accelerometerOnly = false
    @Flag(help: "Also list every false trigger: trace source, activity, gesture, time into the trace.") var listFalse = false
    @Option(help: "Score every recording as a watch worn WRIST,CROWN would have read it (mirrored/turned from its own wrist: and crown:), e.g. right,left; with those settings.")
    var rewear: RewearArgument?
    @Option(help: "Score every recording as a sensor at this rate (Hz) would have delivered it: the first sample at or after each tick, e.g. 12.5.")
    var resample: Double?
    @Flag(help: "Print JSON.") var json = false

    func validate() throws {
        if real != nil && traces != nil { throw ValidationError("--real and --traces cannot be combined: --real scores only the real recordings") }
        if let resample, !(resample > 0 && resample <= 10_000) { throw ValidationError("--resample must be in (0, 10000] Hz, got \(resample)") }
        if rewear != nil, device.wearing != nil { throw ValidationError("--rewear sets the wrist and crown itself; drop --wrist/--crown") }
    }

    func run() throws {
        let kind = try device.kind(catalog)
        var set: [IMUTrace] = []
        if let real {
            set = try loadTraceDirectory(real)
            if set.isEmpty { throw ValidationError("\(real): no .csv traces or PebbleOS .c fixtures found") }
        } else {
            set = GestureEvaluation.standardSet(trialsPerGesture: trials, noiseSeconds: noiseHours * 3600, seed: seed, accelerometerOnly: accelerometerOnly)
            if let dir = traces { set += try loadTraceDirectory(dir) }
        }
        if let rewear { set = set.map { $0.rewore(from: $0.wearing ?? .standard, to: rewear.wearing) } }
        if let resample { set = set.map { $0.resampled(toHz: resample) } }
        if real != nil, kind == nil {
            let unknown = set.filter { $0.metadata("device") == nil && $0.metadata("wrist") == nil }.count
            if unknown > 0 { printError("warning: \(unknown) trace(s) without `device:` or `wrist:` metadata are scored with every gesture and no watch rules (face up/down as on a phone); give --device for a watch") }
        }
        let thresholds = try ThresholdOverride.apply(overrides, to: GestureThresholds())
        let report = GestureEvaluation.evaluate(set, kind: kind, wearing: rewear?.wearing ?? device.wearing, thresholds: thresholds, raiseHolds: real != nil)
        let failures = real != nil ? report.realFailures : report.failures
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
            print(try jsonString(Out(
                traces: report.traces, samples: report.samples, hours: hours, device: kind?.rawValue,
                gestures: report.gestures.map { G(gesture: $0.gesture.rawValue, targets: $0.targets, recalled: $0.recalled, detections: $0.detections, matched: $0.matchedDetections, precision: $0.precision, recall: $0.recall, meanLatencyMs: $0.meanLatencyMs, p95LatencyMs: $0.p95LatencyMs, maxLatencyMs: $0.maxLatencyMs) },
                noise: report.noise.map(n), falseTriggers: report.falseTriggers.map(n),
                rest: R(periods: report.rest.periods, exactlyOne: report.rest.exactlyOne, none: report.rest.none, repeated: report.rest.repeated),
                probableGlances: report.probableGlances, probableGlancesRaised: report.probableGlancesRaised,
                failures: failures)))
        } else {
            if let real {
                print("\(report.traces) real traces under \(real), \(report.samples) samples, \(String(format: "%.2f", hours)) h; device: \(kind?.rawValue ?? "each trace's own"); worn: \((rewear?.wearing ?? device.wearing)?.description ?? "each trace's own wrist/crown")\(rewear != nil ? " (rewore)" : "")\(resample.map { ", resampled to \(formatPoints($0)) Hz" } ?? "")")
            } else {
                print("\(report.traces) traces, \(report.samples) samples (seed \(seed), \(trials) trials/gesture, \(noiseHours) h each of walking and typing, \(accelerometerOnly ? "25 Hz accelerometer only" : "50/100/200 Hz accelerometer + gyroscope"))")
            }
            print("input: \(report.sanitizer)")
            let rows = report.gestures.filter { real == nil || $0.targets > 0 || $0.detections > 0 }.map { g in
                [g.gesture.rawValue, "\(g.recalled)/\(g.targets)", g.targets == 0 ? "—" : pct(g.recall), "\(g.matchedDetections)/\(g.detections)", pct(g.precision),
                 g.latenciesMs.isEmpty ? "—" : ms(g.meanLatencyMs), g.latenciesMs.isEmpty ? "—" : ms(g.p95LatencyMs), g.latenciesMs.isEmpty ? "—" : ms(g.maxLatencyMs)]
            }
            print(table(header: ["GESTURE", "HITS", "RECALL", "MATCHED", "PRECISION", "LAT MEAN", "LAT P95", "LAT MAX"], rows: rows))
            print("")
            let perActivity = real != nil ? report.falseTriggers : report.noise
            print(table(header: [real != nil ? "ACTIVITY" : "NOISE", "HOURS", real != nil ? "FALSE TRIGGERS" : "TRIGGERS", "PER HOUR"] + (real != nil ? ["PROBABLE GLANCES"] : []), rows: perActivity.map { n in
                [n.activity, String(format: "%.2f", n.hours), "\(n.total)" + (n.triggers.isEmpty ? "" : " (" + n.triggers.map { "\($0.key.rawValue) \($0.value)" }.sorted().joined(separator: ", ") + ")"), String(format: "%.2f", n.perHour)]
                    + (real != nil ? ["\(n.held.values.reduce(0, +))" + (n.held.isEmpty ? "" : " (" + n.held.map { "\($0.key.rawValue) \($0.value)" }.sorted().joined(separator: ", ") + ")")] : [])
            }))
            if real != nil, perActivity.contains(where: { !$0.held.isEmpty }) {
                print("PROBABLE GLANCES: wrist raises matching no label on which the face was held in view ≥ 1 s (or until the recording ended), and the drops that ended them — probable glances, not counted as false (docs/SENSORS.md › Real recordings).")
                if report.probableGlances > 0 {
                    print(String(format: "  raised on %d of the %d visits held ≥ 1 s, found without the detector (%.1f %%; a stand-in for recall)",
                                 report.probableGlancesRaised, report.probableGlances, 100 * Double(report.probableGlancesRaised) / Double(report.probableGlances)))
                    let why = RaiseMissDiagnosis.Stage.allCases.compactMap { stage -> String? in
                        let n = report.missedGlances.filter { $0.miss?.stage == stage }.count
                        return n == 0 ? nil : "\(stage.rawValue) \(n)"
                    }
                    if !why.isEmpty { print("  missed: " + why.joined(separator: ", ") + " (each listed with --list-false)") }
                }
                for n in perActivity where n.activity.hasPrefix("walking") && n.hours > 0 && n.heldRaises > 0 {
                    let all = (n.triggers[.wristRaise] ?? 0) + n.heldRaises
                    print(String(format: "  %@: %d wrist raises in %.2f h = %.1f/h counting every one, %.1f/h not held", n.activity, all, n.hours, Double(all) / n.hours, Double(n.triggers[.wristRaise] ?? 0) / n.hours))
                }
            }
            if listFalse {
                print("")
                for e in report.falseEvents {
                    let held = (e.heldSeconds.map { String(format: "  held %.2f s%@", $0, e.probableGlance ? ", probable glance" : "") } ?? "")
                        + (e.down.map { String(format: "  (x %.2f y %.2f z %.2f)", $0.x, $0.y, $0.z) } ?? "")
                    print("\(e.probableGlance ? "held" : "false") \(e.gesture.rawValue) at \(String(format: "%.2f", e.seconds)) s of \(String(format: "%.1f", e.traceSeconds)) s  \(e.source)  (\(e.activity))\(held)")
                }
                for e in report.missedGlances {
                    print("missed probable glance at \(String(format: "%.2f", e.seconds)) s of \(String(format: "%.1f", e.traceSeconds)) s  \(e.source)  (\(e.activity))  held \(String(format: "%.2f", e.heldSeconds ?? 0)) s, no wrist raise: \(e.miss?.detail ?? "?")")
                }
            }
            if report.rest.periods > 0 {
                print("")
                print("rest periods: \(report.rest.periods), exactly one face-up/face-down in \(report.rest.exactlyOne), none in \(report.rest.none), repeated in \(report.rest.repeated)")
            }
            print("")
            let goals = real != nil ? "wrist-raise recall ≥ 95 %, ≤ 2 false wrist raises/h walking, one face-up/down per rest" : "recall ≥ 95 %, p95 latency ≤ 100 ms (raise ≤ 150 ms, face up/down ≤ 900 ms), ≤ 1 false trigger/h"
            print(failures.isEmpty ? "all targets met (\(goals))" : "targets missed:\n  " + failures.joined(separator: "\n  "))
        }
        if check && !failures.isEmpty { throw ExitCode(1) }
    }

    func pct(_ v: Double) -> String { String(format: "%.1f %%", v * 100) }
    func ms(_ v: Double) -> String { String(format: "%.0f ms", v) }
}

/// Every `.csv` trace under `dir`, recursively, in path order, and every recording in PebbleOS
/// step-sample fixtures (`.c`, `PebbleOSFixture`); skipped rows are reported on stderr.
func loadTraceDirectory(_ dir: String) throws -> [IMUTrace] {
    var isDir: ObjCBool = false
    guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else {
        throw ValidationError("\(dir): not a directory")
    }
    let files = (FileManager.default.enumerator(atPath: dir)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".csv") || $0.hasSuffix(".c") }.sorted()
    return try files.flatMap { name -> [IMUTrace] in
        let path = (dir as NSString).appendingPathComponent(name)
        return name.hasSuffix(".c") ? try loadPebbleOSFixture(path) : [try loadTrace(path, pebble: false, pebbleRate: 25)]
    }
}

/// The recordings in one PebbleOS step-sample fixture (docs/SENSORS.md › Real recordings).
func loadPebbleOSFixture(_ path: String) throws -> [IMUTrace] {
    guard let data = FileManager.default.contents(atPath: path) else { throw ValidationError("\(path): cannot be read") }
    let base = (path as NSString).lastPathComponent
    let (traces, bad) = PebbleOSFixture.read(String(decoding: data, as: UTF8.self), file: path,
                                             origin: "PebbleOS tests/fixtures/activity/step_samples/\(base), Apache-2.0 (Google LLC)")
    for e in bad.prefix(20) { printError("skipped \(e)") }
    if bad.count > 20 { printError("… and \(bad.count - 20) more skipped lines") }
    return traces
}

struct SensorsBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure the detection pipeline's throughput, CSV trace parsing per line, and evaluating real recordings per hour of data, on a monotonic clock.")
    @Option(help: "Samples to push through (generated at 1 kHz before timing starts).") var samples = 2_000_000
    @Option(help: "Timed runs; the report gives each and the median.") var runs = 5
    @Option(help: "Instead: time CSV trace parsing (per line) on a generated hour at 25 Hz with full-precision values, and on the traces under this directory when given ('-' for none).") var parse: String?
    @Option(help: "Instead: time loading and evaluating every trace under this directory (real recordings), per hour of data.") var evaluate: String?
    @Flag(help: "Also list every false trigger: trace source, activity, gesture, time into the trace.") var listFalse = false
    @Flag(help: "Print JSON.") var json = false

    func validate() throws {
        if parse != nil && evaluate != nil { throw ValidationError("--parse and --evaluate are separate benchmarks: give one") }
        if runs < 1 { throw ValidationError("--runs must be at least 1") }
    }

    func run() throws {
        if let parse { return try benchParse(parse == "-" ? nil : parse) }
        if let evaluate { return try benchEvaluate(evaluate) }
        // A mix of everything the detectors react to, at 1 kHz, generated before timing starts.
        var input: [IMUSample] = []
        input.reserveCapacity(samples)
        var seed: UInt64 = 7
        var start = Timestamp.zero
        while input.count < samples {
            for a in SimulatedActivity.allCases where input.count < samples {
                let t = IMUSimulator(rateHz: 1000, source: "bench").render(GestureScenarios.script(a, seed: seed, seconds: 10), seed: seed, start: start)
                input.append(contentsOf: t.samples.prefix(samples - input.count))
                start = (input.last?.timestamp ?? start) + .milliseconds(1)
                seed += 1
            }
        }
        var rates: [Double] = [], cpuFractions: [Double] = []
        var events = 0
        for _ in 0..<runs {
            var engine = GestureEngine()
            let cpu0 = cpuSeconds(), t0 = monotonicSeconds()
            for s in input { events &+= engine.process(s).count }
            let wall = monotonicSeconds() - t0, cpu = cpuSeconds() - cpu0
            rates.append(Double(input.count) / wall)
            cpuFractions.append(cpu / Double(input.count) * 1000)   // CPU seconds per second of 1 kHz input
        }
        let median = rates.sorted()[rates.count / 2]
        let medianCPU = cpuFractions.sorted()[cpuFractions.count / 2]
        if json {
            print(#"{"samples":\#(input.count),"runs":\#(runs),"samplesPerSecond":\#(rates),"medianSamplesPerSecond":\#(median),"medianCoreFractionAt1kHz":\#(medianCPU),"events":\#(events)}"#)
        } else {
            print("pipeline: \(input.count) samples × \(runs) runs (\(events) gestures)")
            for (i, r) in rates.enumerated() { print(String(format: "  run %d: %.0f samples/s, %.1f ns/sample", i + 1, r, 1e9 / r)) }
            print(String(format: "median: %.0f samples/s; at 1 kHz: %.4f %% of one core (process CPU time)", median, medianCPU * 100))
        }
    }

    func monotonicSeconds() -> Double {
        var ts = timespec(); clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
    func cpuSeconds() -> Double {
        var ts = timespec(); clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// µs per CSV line: a generated hour at 25 Hz (Swift's shortest round-trip numbers, the
    /// hardest case: 16–17 significant digits) and, with a directory, its real recordings.
    func benchParse(_ dir: String?) throws {
        var noise = SensorNoiseModel(); noise.hasGyroscope = true
        let generated = GestureScenarios.trace(.walking, seed: 5, rateHz: 25, noise: noise, seconds: 3600)
        var inputs: [(name: String, bytes: [UInt8])] = [("generated 1 h at 25 Hz (shortest round-trip numbers)", Array(TraceCSV.write(generated).utf8))]
        if let dir {
            let files = (FileManager.default.enumerator(atPath: dir)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".csv") }.sorted()
            var all: [UInt8] = []
            for f in files { all += Array(FileManager.default.contents(atPath: (dir as NSString).appendingPathComponent(f)) ?? Data()) }
            if !all.isEmpty { inputs.append(("\(files.count) traces under \(dir) (one after another)", all)) }
        }
        for input in inputs {
            // Traces under a directory are parsed file by file: split at each magic line.
            let chunks = splitTraces(input.bytes)
            let lines = input.bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            var perLine: [Double] = []
            for _ in 0..<runs {
                let t0 = monotonicSeconds()
                var n = 0
                for c in chunks { n &+= try c.withUnsafeBufferPointer { try TraceCSV.read(bytes: $0).trace.samples.count } }
                let dt = monotonicSeconds() - t0
                precondition(n > 0)
                perLine.append(dt / Double(lines) * 1e6)
            }
            let median = perLine.sorted()[perLine.count / 2]
            if json {
                print(#"{"benchmark":"csv-parse","input":"\#(escapeJSON(input.name))","lines":\#(lines),"runs":\#(runs),"microsecondsPerLine":\#(perLine),"median":\#(median)}"#)
            } else {
                print("CSV parse, \(input.name): \(lines) lines × \(runs) runs")
                print("  " + perLine.map { String(format: "%.3f", $0) }.joined(separator: " / ") + String(format: " µs per line; median %.3f µs", median))
            }
        }
    }

    /// Seconds to load (read + parse) and evaluate every trace under `dir`, per hour of data.
    func benchEvaluate(_ dir: String) throws {
        var perHour: [Double] = [], hours = 0.0, samplesSeen = 0
        for _ in 0..<runs {
            let t0 = monotonicSeconds()
            let traces = try loadTraceDirectory(dir)
            let report = GestureEvaluation.evaluate(traces, raiseHolds: true)
            let dt = monotonicSeconds() - t0
            hours = traces.reduce(0) { $0 + $1.duration.seconds } / 3600
            samplesSeen = report.samples
            perHour.append(dt / hours)
        }
        let median = perHour.sorted()[perHour.count / 2]
        if json {
            print(#"{"benchmark":"evaluate-real","dir":"\#(escapeJSON(dir))","hours":\#(hours),"samples":\#(samplesSeen),"runs":\#(runs),"secondsPerHour":\#(perHour),"median":\#(median)}"#)
        } else {
            print(String(format: "evaluate %@: %.2f h of data, %d samples × %d runs (load + parse + evaluate)", dir, hours, samplesSeen, runs))
            print("  " + perHour.map { String(format: "%.3f", $0) }.joined(separator: " / ") + String(format: " s per hour of data; median %.3f s", median))
        }
    }

    private func splitTraces(_ bytes: [UInt8]) -> [[UInt8]] {
        let magic = Array((TraceCSV.magic + "\n").utf8)
        var starts: [Int] = []
        var i = 0
        while i + magic.count <= bytes.count {
            if (i == 0 || bytes[i - 1] == 0x0A) && bytes[i] == 0x23 && Array(bytes[i..<(i + magic.count)]) == magic { starts.append(i) }
            if let nl = bytes[i...].firstIndex(of: 0x0A) { i = nl + 1 } else { break }
        }
        if starts.isEmpty { return [bytes] }
        return starts.enumerated().map { k, s in Array(bytes[s..<(k + 1 < starts.count ? starts[k + 1] : bytes.count)]) }
    }
}
