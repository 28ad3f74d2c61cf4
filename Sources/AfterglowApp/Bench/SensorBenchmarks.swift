import AfterglowGestures
import AfterglowSensing
import AfterglowTime
import AfterglowScheduler
import Foundation

/// `afterglow sensors bench`: the detection pipeline's throughput, CSV parsing per line, and
/// evaluating real recordings per hour of data, on a monotonic clock (benchmarks, not tests).
public struct SensorBenchmarks {
    public var samples: Int
    public var runs: Int
    public var json: Bool
    public init(samples: Int, runs: Int, json: Bool) { self.samples = samples; self.runs = runs; self.json = json }

    /// Samples per second through the gesture engine, and its CPU share at 1 kHz.
    public func pipeline() {
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

    // The one monotonic clock and CPU-time reader the other benchmarks use.
    func monotonicSeconds() -> Double { Double(MonotonicStopwatch().nanoseconds()) / 1e9 }
    func cpuSeconds() -> Double { processCPUSeconds() }

    /// µs per CSV line: a generated hour at 25 Hz (Swift's shortest round-trip numbers, the
    /// hardest case: 16–17 significant digits) and, with a directory, its real recordings.
    public func parse(_ dir: String?) throws {
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
    public func evaluate(_ dir: String) throws {
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
