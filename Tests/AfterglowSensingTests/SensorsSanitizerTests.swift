import Foundation
import AfterglowTestSupport
import Testing
@testable import AfterglowKit
@testable import AfterglowGestures
@testable import AfterglowSensing
@testable import AfterglowTime

@Suite struct SensorsSanitizerTests {
    func sample(_ ms: Int64, _ a: Vector3, _ w: Vector3 = .zero) -> IMUSample {
        IMUSample(timestamp: Timestamp(nanoseconds: ms * 1_000_000), acceleration: a, angularRate: w, source: "t")
    }

    @Test func corruptSamplesAreCountedAndEveryGoodOneKept() {
        let clean = GestureScenarios.trace(.wristDrop, seed: 4, rateHz: 100).samples
        // Corrupt copies inserted after good samples: NaN, infinity, 40 g, a repeated timestamp,
        // a timestamp from the past.
        var dirty: [IMUSample] = []
        var nonFinite = 0, outOfRange = 0, backwards = 0
        for (i, s) in clean.enumerated() {
            dirty.append(s)
            var bad = s
            switch i % 50 {
            case 5: bad.acceleration.x = .nan; dirty.append(bad); nonFinite += 1
            case 15: bad.angularRate.z = .infinity; dirty.append(bad); nonFinite += 1
            case 25: bad.acceleration.z = 40; bad.timestamp += .microseconds(1); dirty.append(bad); outOfRange += 1
            case 35: dirty.append(bad); backwards += 1                          // same timestamp again
            case 45: bad.timestamp = bad.timestamp - .seconds(1); dirty.append(bad); backwards += 1
            default: break
            }
        }
        var s = SampleSanitizer()
        var kept: [IMUSample] = []
        for x in dirty { if case .reject = s.check(x) { continue }; kept.append(x) }
        #expect(kept == clean)
        let r = s.report
        #expect(r.accepted == clean.count)
        #expect(r.nonFinite == nonFinite && r.outOfRange == outOfRange && r.timeWentBackwards == backwards && r.stuckAxis == 0)
        #expect(r.rejected == dirty.count - clean.count)
    }

    @Test func aStuckAxisIsDroppedWhileItStaysStuck() {
        var s = SampleSanitizer()
        var rng = SeededRandom(seed: 1)
        var verdicts: [SampleSanitizer.Verdict] = []
        for i in 0..<100 {
            // The wrist turns (y and z swing by ±0.3 g) while x freezes at sample 30.
            let x = i < 30 ? rng.gaussian(0.01) : 0.25
            let phase = Double(i) * 0.1
            verdicts.append(s.check(sample(Int64(i * 10), Vector3(x: x, y: 0.3 * sin(phase), z: -0.9 + 0.3 * cos(phase)))))
        }
        let rejected = verdicts.filter { if case .reject = $0 { true } else { false } }.count
        // Stuck from sample 30; flagged once the run reaches 25 samples (sample 54) → 46 dropped.
        #expect(rejected == 46)
        #expect(s.report.stuckAxis == 46)
        // It recovers as soon as the axis moves again.
        #expect(s.check(sample(1000, Vector3(x: 0.1, y: 0.003, z: -1))) == .accept)
    }

    @Test func aQuantisedSensorAtRestIsNotStuck() {
        // A 12-bit part at rest (1 mg steps): x repeats exactly, y and z flicker by one LSB.
        // Stillness is not a fault: every sample is kept and no gap restarts the detectors.
        var s = SampleSanitizer()
        var rng = SeededRandom(seed: 3)
        for i in 0..<3000 {
            let y = (rng.gaussian(0.0008) * 1000).rounded() / 1000, z = -1 + (rng.gaussian(0.0008) * 1000).rounded() / 1000
            #expect(s.check(sample(Int64(i * 10), Vector3(x: 0.012, y: y, z: z))) == .accept)
        }
        #expect(s.report.stuckAxis == 0 && s.report.accepted == 3000 && s.report.clockJumps == 0)
    }

    @Test func anAxisPinnedAtItsRangeLimitIsStuck() {
        // Clipped at +2 g (a ±2 g part) while the others are quiet: rest cannot read 2 g.
        var s = SampleSanitizer()
        for i in 0..<40 { _ = s.check(sample(Int64(i * 10), Vector3(x: 2.0, y: Double(i % 2) * 0.001, z: -0.3))) }
        #expect(s.report.stuckAxis == 40 - 24)
    }

    @Test func aPerfectlyStillIdealSignalIsNotStuck() {
        var s = SampleSanitizer()
        for i in 0..<200 { _ = s.check(sample(Int64(i * 10), Vector3(x: 0, y: 0, z: -1))) }
        #expect(s.report.stuckAxis == 0 && s.report.accepted == 200)
    }

    @Test func aClockJumpIsKeptAndReportedAsAGap() {
        var s = SampleSanitizer()
        #expect(s.check(sample(0, Vector3(x: 0, y: 0, z: -1))) == .accept)
        #expect(s.check(sample(10, Vector3(x: 0, y: 0.001, z: -1))) == .accept)
        #expect(s.check(sample(5010, Vector3(x: 0, y: 0.002, z: -1))) == .gap(.milliseconds(5000)))
        #expect(s.report.clockJumps == 1 && s.report.accepted == 3)
    }

    @Test func theEngineSurvivesCorruptInputAndStillDetects() {
        var samples = GestureScenarios.trace(.wristDrop, seed: 8, rateHz: 100).samples
        for i in stride(from: 3, to: samples.count, by: 7) { samples[i].acceleration.y = .nan }
        var engine = GestureEngine()
        let events = engine.process(samples)
        #expect(events.map(\.gesture).contains(.wristDrop))
        #expect(engine.report.nonFinite == (samples.count - 3 + 6) / 7)
    }
}
