import AfterglowApp
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
    @Option(help: "Score every recording as a watch worn WRIST,CROWN (each left or right, e.g. right,left) would have read it (mirrored/turned from its own wrist: and crown:), with those settings.")
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
        var source = EvaluationSetSource.simulator(trialsPerGesture: trials, noiseHours: noiseHours, seed: seed, accelerometerOnly: accelerometerOnly, traces: traces)
        if let real { source = .real(real) }
        let set = try asUsageError {
            try source.load(rewear: rewear?.wearing, resampleHz: resample, kind: kind, warn: { printError("warning: \($0)") })
        }
        let thresholds = try ThresholdOverride.apply(overrides, to: GestureThresholds())
        let report = GestureEvaluation.evaluate(set, kind: kind, wearing: rewear?.wearing ?? device.wearing, thresholds: thresholds, raiseHolds: real != nil)
        let output = GestureEvaluationOutput(report: report, set: set, real: real, kind: kind, wearing: rewear?.wearing ?? device.wearing,
                                             rewore: rewear != nil, resample: resample, seed: seed, trials: trials, noiseHours: noiseHours,
                                             accelerometerOnly: accelerometerOnly, listFalse: listFalse)
        try output.print(json: json)
        let failures = output.failures
        if check && !failures.isEmpty { throw ExitCode(1) }
    }
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
        let bench = SensorBenchmarks(samples: samples, runs: runs, json: json)
        do {
            if let parse { return try bench.parse(parse == "-" ? nil : parse) }
            if let evaluate { return try bench.evaluate(evaluate) }
        } catch let e as TraceFileError { throw ValidationError(e.description) }
        bench.pipeline()
    }
}
