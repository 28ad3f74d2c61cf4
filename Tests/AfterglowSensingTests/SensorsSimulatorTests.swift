import AfterglowTestSupport
import Testing
@testable import AfterglowKit
@testable import AfterglowSensing
@testable import AfterglowTime

@Suite struct SensorsSimulatorTests {
    @Test func sameSeedGivesIdenticalSamples() {
        let a = GestureScenarios.trace(.wristRaise, seed: 42, rateHz: 100)
        let b = GestureScenarios.trace(.wristRaise, seed: 42, rateHz: 100)
        #expect(a == b)
        #expect(a.samples.count > 300)
    }

    @Test func differentSeedsDiffer() {
        let a = GestureScenarios.trace(.faceUp, seed: 1)
        let b = GestureScenarios.trace(.faceUp, seed: 2)
        #expect(a.samples.map(\.acceleration) != b.samples.map(\.acceleration))
    }

    @Test func samplesAreEvenlySpacedAtTheRate() {
        let t = GestureScenarios.trace(.pickUp, seed: 3, rateHz: 200)
        let gaps = Set(zip(t.samples, t.samples.dropFirst()).map { ($1.timestamp - $0.timestamp).nanoseconds })
        #expect(gaps == [5_000_000])
    }

    @Test func restingFaceUpReadsMinusOneGOnZ() {
        var s = MotionScript(name: "rest")
        s.hold(.faceUp, 1, .table)
        let t = IMUSimulator(rateHz: 100, noise: .ideal).render(s, seed: 1)
        #expect(t.samples.allSatisfy { abs($0.acceleration.z + 1) < 1e-12 && $0.angularRate == .zero })
    }

    @Test func noiseAndBiasStayWithinTheModel() {
        var s = MotionScript(name: "rest")
        s.hold(.faceUp, 10, .table)
        let t = IMUSimulator(rateHz: 100).render(s, seed: 9)
        let n = Double(t.samples.count)
        let mean = t.samples.reduce(Vector3.zero) { $0 + $1.acceleration } * (1 / n)
        // Bias is at most 0.03 g per axis; sensor noise averages out over 1000 samples.
        #expect(abs(mean.x) <= 0.031 && abs(mean.y) <= 0.031 && abs(mean.z + 1) <= 0.031)
        let sd = (t.samples.reduce(0) { $0 + ($1.acceleration.x - mean.x) * ($1.acceleration.x - mean.x) } / n).squareRoot()
        #expect(sd > 0.003 && sd < 0.005)
    }

    @Test func gyroscopeAgreesWithTheRotation() {
        // 90° about y in 1 s with a minimum-jerk profile: the integrated rate is 90°.
        var s = MotionScript(name: "turn")
        s.hold(.faceUp, 0.1, .table)
        s.move(to: Vector3(x: 1, y: 0, z: 0), 1, .table, liftG: 0)
        let t = IMUSimulator(rateHz: 1000, noise: .ideal).render(s, seed: 1)
        let integrated = t.samples.reduce(0) { $0 + $1.angularRate.magnitude / 1000 }
        #expect(abs(integrated - 90) < 1)
    }

    @Test func labelsMatchTheScriptedSegments() {
        let t = GestureScenarios.trace(.faceDown, seed: 5)
        #expect(t.labels.map(\.gesture) == [.faceUp, .pickUp, .faceDown])
        #expect(t.labels.map(\.role) == [.incidental, .incidental, .target])
        #expect(t.labels[2].end > t.labels[2].start)
    }

    @Test func simulatedSourceStreamsWithoutGapsAcrossRepetitions() {
        var s = MotionScript(name: "rest")
        s.hold(.faceUp, 0.5, .table)
        let src = SimulatedSource(script: s, seed: 1, rateHz: 100)
        let first = src.read(until: Timestamp(seconds: 0.3))
        let rest = src.read(until: Timestamp(seconds: 1.2))
        let all = first + rest
        #expect(all.count == 121)
        #expect(zip(all, all.dropFirst()).allSatisfy { ($1.timestamp - $0.timestamp).nanoseconds == 10_000_000 })
    }
}
