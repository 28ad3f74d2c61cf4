import AfterglowKit
import Benchmark

// The gesture pipeline (sanitiser + features + five detectors) per sample, on a 1 kHz mix of every
// simulated activity generated before the measurement. Requirement (issue 6): ≥ 10,000 samples/s,
// and ≤ 1 % of a core at 1 kHz, i.e. ≤ 10 µs of CPU per sample. docs/SENSORS.md › Throughput; the
// same loop is `afterglow sensors bench` for machines without the benchmark package.

let sensorInput: [IMUSample] = {
    var out: [IMUSample] = []
    var start = Timestamp.zero
    var seed: UInt64 = 7
    for a in SimulatedActivity.allCases {
        let t = IMUSimulator(rateHz: 1000, source: "bench").render(GestureScenarios.script(a, seed: seed, seconds: 10), seed: seed, start: start)
        out += t.samples
        start = (out.last?.timestamp ?? start) + .milliseconds(1)
        seed += 1
    }
    return out
}()

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .cpuTotal, .throughput, .mallocCountTotal],
                                           timeUnits: .nanoseconds, maxDuration: .seconds(5))

    // One iteration = one sample through the engine; the scaling factor makes the figures
    // per sample while the loop covers the whole mix (raise, drop, face up/down, pick up, noise).
    Benchmark("GestureEngine.process (per sample, 1 kHz activity mix)",
              configuration: .init(scalingFactor: .kilo)) { benchmark in
        var engine = GestureEngine()
        var events = 0
        var i = 0
        for _ in benchmark.scaledIterations {
            events &+= engine.process(sensorInput[i]).count
            i += 1
            if i == sensorInput.count { i = 0; engine = GestureEngine() }
        }
        blackHole(events)
    }

    Benchmark("SampleSanitizer.check (per sample)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var s = SampleSanitizer()
        var i = 0
        var offset: Int64 = 0
        for _ in benchmark.scaledIterations {
            var x = sensorInput[i]
            x.timestamp = Timestamp(nanoseconds: x.timestamp.nanoseconds + offset)
            blackHole(s.check(x))
            i += 1
            if i == sensorInput.count { i = 0; offset += sensorInput.last!.timestamp.nanoseconds + 1_000_000 }
        }
    }

    Benchmark("CSV parse (per sample)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        let text = TraceCSV.write(IMUTrace(samples: Array(sensorInput.prefix(1000))))
        for _ in 0..<max(1, benchmark.scaledIterations.count / 1000) {
            blackHole(try? TraceCSV.read(text))
        }
    }
}
