import Testing
@testable import AfterglowGestures
@testable import AfterglowSensing
@testable import AfterglowTime

/// `StillnessWindow` keeps running sums over a ring buffer; its doc states what they stand for:
/// the samples of the last `window` (at least `minSamples` of them, at most `capacity`), their
/// spread = the norm of the per-axis sample standard deviations (n − 1), and "full" once they span
/// ¾ of the window with `minSamples` or more, or the ring is full. Here a plain array holds the
/// same samples by that rule and the spread is computed in two passes (mean, then squared
/// deviations): after every one of thousands of irregular samples — past the ring's wrap, past its
/// capacity, past the 8192-sample re-summing — both must agree.
@Suite struct StillnessWindowReferenceTests {
    /// The doc's rule, on an array: drop the oldest while more than `minSamples` remain and it is
    /// older than the window, and whenever the ring would overflow.
    struct Reference {
        let windowNs: Int64, minSamples: Int, capacity: Int
        var kept: [IMUSample] = []
        mutating func add(_ s: IMUSample) {
            let now = s.timestamp.nanoseconds
            while kept.count > minSamples, now - kept[0].timestamp.nanoseconds > windowNs { kept.removeFirst() }
            if kept.count == capacity { kept.removeFirst() }
            kept.append(s)
        }
        func spread(_ v: (IMUSample) -> Vector3) -> Double {
            guard kept.count > 1 else { return .infinity }
            let n = Double(kept.count)
            let mean = kept.reduce(Vector3.zero) { $0 + v($1) } * (1 / n)
            var ss = 0.0
            for s in kept { let d = v(s) - mean; ss += d.x * d.x + d.y * d.y + d.z * d.z }
            return (ss / (n - 1)).squareRoot()
        }
        var isFull: Bool {
            guard let first = kept.first, let last = kept.last else { return false }
            return kept.count == capacity
                || (kept.count >= minSamples && last.timestamp.nanoseconds - first.timestamp.nanoseconds >= windowNs * 3 / 4)
        }
    }

    /// The project's seeded generator (`SeededRandom`) as uniform doubles in [0, 1), so a failure
    /// names a reproducible step.
    struct Mix {
        var r: SeededRandom
        init(s: UInt64) { r = SeededRandom(seed: s) }
        mutating func next() -> Double { Double.random(in: 0..<1, using: &r) }
    }

    @Test(arguments: [(window: 400, minSamples: 3, capacity: 512), (window: 1000, minSamples: 5, capacity: 16),
                      (window: 60, minSamples: 0, capacity: 8), (window: 2500, minSamples: 40, capacity: 1024)])
    func runningSumsAgreeWithATwoPassReference(_ c: (window: Int, minSamples: Int, capacity: Int)) {
        var w = StillnessWindow(window: .milliseconds(Int64(c.window)), minSamples: c.minSamples, capacity: c.capacity)
        var ref = Reference(windowNs: Int64(c.window) * 1_000_000, minSamples: c.minSamples, capacity: c.capacity)
        var rng = Mix(s: UInt64(c.window * 31 + c.capacity)), t: Int64 = 0
        for step in 0..<9000 {
            // Steps of 1–40 ms, now and then a gap of up to 3 s; still stretches and shaking ones.
            t += rng.next() < 0.01 ? Int64(rng.next() * 3e9) : Int64(1e6 + rng.next() * 39e6)
            let shake = (step / 500) % 2 == 0 ? 0.003 : 0.4
            let a = Vector3(x: (rng.next() - 0.5) * shake, y: (rng.next() - 0.5) * shake, z: -1 + (rng.next() - 0.5) * shake)
            let g = Vector3(x: (rng.next() - 0.5) * 50 * shake, y: (rng.next() - 0.5) * 50 * shake, z: 0.2 + (rng.next() - 0.5) * shake)
            let s = IMUSample(timestamp: Timestamp(nanoseconds: t), acceleration: a, angularRate: g, source: "t")
            w.add(s); ref.add(s)
            let ea = ref.spread(\.acceleration), eg = ref.spread(\.angularRate)
            guard close(w.accelSpread, ea), close(w.gyroSpread, eg), w.isFull == ref.isFull else {
                Issue.record("step \(step) (\(ref.kept.count) kept): accel \(w.accelSpread) vs \(ea), gyro \(w.gyroSpread) vs \(eg), full \(w.isFull) vs \(ref.isFull)")
                return
            }
        }
        // After a reset the window is empty again: no spread, not full, and it refills by the rule.
        w.reset()
        #expect(w.accelSpread == .infinity && !w.isFull)
    }

    /// Running sums lose precision against the two-pass figure; 1e-6 g of a spread (or 1e-6 of
    /// it, relatively) is far below the 0.007 g noise floor the thresholds are set against.
    func close(_ a: Double, _ b: Double) -> Bool {
        if a.isInfinite || b.isInfinite { return a == b }
        return abs(a - b) <= 1e-6 * max(1, b)
    }

    /// Why the sums are re-summed every 8192 samples: a full-scale burst (16 g, 2000 °/s, the
    /// MPU-6050's ranges) leaves rounding residue in the sums of squares (eps × 2000² ≈ 1e-9 per
    /// step) that running sums never lose, and on a still wrist that residue is a large share of
    /// the spread (0.001 °/s noise: a sum of squared deviations near 1e-5). Once the window has
    /// re-summed, the spread is the two-pass figure again, to 1e-9 of it.
    @Test func aFullScaleBurstIsForgottenOnceTheWindowReSums() {
        var w = StillnessWindow(window: .milliseconds(400))
        var ref = Reference(windowNs: 400_000_000, minSamples: 3, capacity: 512)
        var rng = Mix(s: 5), t: Int64 = 0
        func add(_ a: Vector3, _ g: Vector3) {
            t += 5_000_000   // 200 Hz
            let s = IMUSample(timestamp: Timestamp(nanoseconds: t), acceleration: a, angularRate: g, source: "t")
            w.add(s); ref.add(s)
        }
        for _ in 0..<300 {   // 1.5 s of full-scale shaking
            add(Vector3(x: (rng.next() * 2 - 1) * 16, y: (rng.next() * 2 - 1) * 16, z: (rng.next() * 2 - 1) * 16),
                Vector3(x: (rng.next() * 2 - 1) * 2000, y: (rng.next() * 2 - 1) * 2000, z: (rng.next() * 2 - 1) * 2000))
        }
        for _ in 0..<8192 {  // then still, with 0.001 °/s of gyroscope noise: the burst leaves the window after 400 ms
            add(Vector3(x: 0, y: 0, z: -1 + (rng.next() - 0.5) * 1e-4),
                Vector3(x: (rng.next() - 0.5) * 1e-3, y: (rng.next() - 0.5) * 1e-3, z: (rng.next() - 0.5) * 1e-3))
        }
        let eg = ref.spread(\.angularRate), ea = ref.spread(\.acceleration)
        #expect(abs(w.gyroSpread - eg) <= 1e-9 * eg, "gyro \(w.gyroSpread) vs two-pass \(eg)")
        // Acceleration keeps its 1 g mean, so its one-pass formula cancels ~n g² (eps × n ≈ 1e-13
        // g²) whatever the re-summing: held to 1e-9 g, a millionth of the 0.007 g noise floor.
        #expect(abs(w.accelSpread - ea) <= 1e-9, "accel \(w.accelSpread) vs two-pass \(ea)")
    }
}
