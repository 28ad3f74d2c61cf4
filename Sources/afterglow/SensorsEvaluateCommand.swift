import AfterglowKit
import ArgumentParser
import Foundation

struct SensorsEvaluate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "evaluate",
        abstract: "Score the gesture detectors: precision, recall, latency per gesture, false triggers per hour of noise.")
    @Option(help: "Generated trials per gesture.") var trials = 40
    @Option(help: "Hours each of generated walking and typing noise.") var noiseHours = 1.0
    @Option(help: "First seed of the generated set.") var seed: UInt64 = 1
    @Option(help: "Also score every labelled/unlabelled CSV trace in this directory.") var traces: String?
    @Flag(help: "Exit with status 1 when a target (≥95 % recall, ≤1 false trigger/h, p95 latency ≤100 ms) is missed.") var check = false
    @Flag(help: "Score the accelerometer-only 25 Hz variant (Pebble/IIO-like) instead of the 50–200 Hz IMU set.") var accelerometerOnly = false
    @Flag(help: "Print JSON.") var json = false

    func run() throws {
        var set = GestureEvaluation.standardSet(trialsPerGesture: trials, noiseSeconds: noiseHours * 3600, seed: seed, accelerometerOnly: accelerometerOnly)
        if let dir = traces {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
            for name in names.sorted() where name.hasSuffix(".csv") {
                set.append(try loadTrace((dir as NSString).appendingPathComponent(name), pebble: false, pebbleRate: 25))
            }
        }
        let report = GestureEvaluation.evaluate(set)
        if json {
            struct G: Encodable { let gesture: String; let targets, recalled, detections, matched: Int; let precision, recall, meanLatencyMs, p95LatencyMs, maxLatencyMs: Double }
            struct N: Encodable { let activity: String; let hours: Double; let triggers: Int; let perHour: Double }
            struct Out: Encodable { let traces, samples: Int; let gestures: [G]; let noise: [N]; let failures: [String] }
            print(try jsonString(Out(
                traces: report.traces, samples: report.samples,
                gestures: report.gestures.map { G(gesture: $0.gesture.rawValue, targets: $0.targets, recalled: $0.recalled, detections: $0.detections, matched: $0.matchedDetections, precision: $0.precision, recall: $0.recall, meanLatencyMs: $0.meanLatencyMs, p95LatencyMs: $0.p95LatencyMs, maxLatencyMs: $0.maxLatencyMs) },
                noise: report.noise.map { N(activity: $0.activity, hours: $0.hours, triggers: $0.total, perHour: $0.perHour) },
                failures: report.failures)))
        } else {
            print("\(report.traces) traces, \(report.samples) samples (seed \(seed), \(trials) trials/gesture, \(noiseHours) h each of walking and typing, \(accelerometerOnly ? "25 Hz accelerometer only" : "50/100/200 Hz accelerometer + gyroscope"))")
            let rows = report.gestures.map { g in
                [g.gesture.rawValue, "\(g.recalled)/\(g.targets)", pct(g.recall), "\(g.matchedDetections)/\(g.detections)", pct(g.precision),
                 ms(g.meanLatencyMs), ms(g.p95LatencyMs), ms(g.maxLatencyMs)]
            }
            print(table(header: ["GESTURE", "HITS", "RECALL", "MATCHED", "PRECISION", "LAT MEAN", "LAT P95", "LAT MAX"], rows: rows))
            print("")
            print(table(header: ["NOISE", "HOURS", "TRIGGERS", "PER HOUR"], rows: report.noise.map { n in
                [n.activity, String(format: "%.2f", n.hours), "\(n.total)" + (n.triggers.isEmpty ? "" : " (" + n.triggers.map { "\($0.key.rawValue) \($0.value)" }.sorted().joined(separator: ", ") + ")"), String(format: "%.2f", n.perHour)]
            }))
            print("")
            print(report.failures.isEmpty ? "all targets met (recall ≥ 95 %, p95 latency ≤ 100 ms, ≤ 1 false trigger/h)"
                                          : "targets missed:\n  " + report.failures.joined(separator: "\n  "))
        }
        if check && !report.failures.isEmpty { throw ExitCode(1) }
    }

    func pct(_ v: Double) -> String { String(format: "%.1f %%", v * 100) }
    func ms(_ v: Double) -> String { String(format: "%.0f ms", v) }
}

struct SensorsBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure the detection pipeline's throughput (sanitiser + features + five detectors) on a monotonic clock.")
    @Option(help: "Samples to push through (generated at 1 kHz before timing starts).") var samples = 2_000_000
    @Option(help: "Timed runs; the report gives each and the median.") var runs = 5
    @Flag(help: "Print JSON.") var json = false

    func run() throws {
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
}
