import Foundation
import AfterglowTestSupport
import Testing
@testable import AfterglowKit
@testable import AfterglowGestures
@testable import AfterglowSensing
@testable import AfterglowTime

/// The PebbleOS step-sample reader, on the committed fixtures (Examples/real/pebbleos, Apache-2.0)
/// and on small broken copies of their shape.
@Suite struct PebbleOSFixtureTests {
    static let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples/real/pebbleos").standardized.path

    func fixture(_ name: String) throws -> (traces: [IMUTrace], rejected: [PebbleOSFixture.ParseError]) {
        let text = try String(contentsOfFile: Self.dir + "/" + name, encoding: .utf8)
        return PebbleOSFixture.read(text, file: name)
    }

    @Test func readsEveryRecordingOfAFixtureWithItsNameUnitsAndRate() throws {
        let (traces, rejected) = try fixture("step_samples_1.c")
        #expect(rejected.isEmpty)
        let names = traces.map { $0.metadata("source") ?? "" }
        #expect(traces.count == 16)
        #expect(names.first == "pebbleos:step_samples_1.c:walk_30")
        #expect(names.contains("pebbleos:step_samples_1.c:not_moving"))
        // The file's first sample line is `{ -42, -52, -1027},` (milli-g) at t = 0; the next is 40 ms later.
        let first = traces[0].samples
        #expect(first[0].acceleration == Vector3(x: -0.042, y: -0.052, z: -1.027))
        #expect(first[0].timestamp == .zero && first[1].timestamp == Timestamp(nanoseconds: 40_000_000))
        #expect(traces[0].metadata("device") == "watch" && traces[0].metadata("activity") == "walking")
        #expect(traces[0].metadata("steps") == "30")
        #expect(traces[0].metadata("gyroscope") == "none")
        // Every sample line of the file lands in some recording.
        let text = try String(contentsOfFile: Self.dir + "/step_samples_1.c", encoding: .utf8)
        let sampleLines = text.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("{ ") }.count
        #expect(traces.reduce(0) { $0 + $1.samples.count } == sampleLines)
    }

    @Test func restRecordingsCarryOneRestPeriodAndActivitiesAreNamed() throws {
        let t = try fixture("step_samples_1.c").traces
        let still = try #require(t.first { $0.metadata("source")?.hasSuffix(":not_moving") == true })
        #expect(still.metadata("activity") == "rest-not-moving")
        #expect(still.restPeriods.count == 1)
        #expect(still.restPeriods[0].start == .zero)
        #expect(abs(still.restPeriods[0].end.seconds - Double(still.samples.count - 1) / 25) < 1e-9)
        let activities = Set(t.compactMap { $0.metadata("activity") })
        #expect(activities.isSuperset(of: ["walking", "walking-hand-in-pocket", "arm-swings", "hand-movements",
                                           "desk-work", "running", "washing-up", "arm-raises", "rest-not-moving"]))
        #expect(PebbleOSActivity(testName: "walk_100_pbl_25296_1").name == "walking")
        #expect(PebbleOSActivity(testName: "non_walk_pbl_25300").name == "not-walking")
        #expect(PebbleOSActivity(testName: "run_200_temp_95866_7").name == "running")
        #expect(PebbleOSActivity(testName: "driving_4").name == "driving")
        #expect(PebbleOSActivity(testName: "reading_paper").name == "reading")
        #expect(PebbleOSActivity(testName: "watch_on_table").restsThroughout)
    }

    @Test func aBadSampleLineIsNamedAndKeepsItsTimeSlot() {
        let text = """
        // Sample captured: 2015-08-06 13:31:28 GMT
        AccelRawData *activity_sample_x(int *len) {
          //> TEST_NAME walk_3
          static AccelRawData samples[] = {
            { 1, 2, -1000},
            { 1, two, -1000},
            // 1 seconds
            { 3, 4, -1000},
          };
          *len = ARRAY_LENGTH(samples);
          return samples;
        }
        AccelRawData *activity_sample_nameless(int *len) {
          static AccelRawData samples[] = {
            { 1, 2, -1000},
          };
        }
        AccelRawData *activity_sample_empty(int *len) {
          //> TEST_NAME empty
          static AccelRawData samples[] = {
          };
        }
        """
        let (traces, rejected) = PebbleOSFixture.read(text, file: "bad.c")
        #expect(traces.count == 1)
        #expect(traces[0].samples.map(\.timestamp.nanoseconds) == [0, 40_000_000, 80_000_000])
        #expect(traces[0].samples[2].acceleration == Vector3(x: 0.003, y: 0.004, z: -1))
        #expect(traces[0].metadata("captured") == "2015-08-06 13:31:28 GMT")
        #expect(rejected.map(\.description) == [
            "bad.c:6: \"{ 1, two, -1000},\" is not a sample { x, y, z } in milli-g",
            "bad.c:13: activity_sample_nameless: no //> TEST_NAME line",
            "bad.c:18: activity_sample_empty (empty): no samples",
        ])
        // Out of the sensor's 16-bit range, a missing axis, trailing junk: not samples.
        #expect(PebbleOSFixture.sampleTriple("{ 1, 2, 40000},") == nil)
        #expect(PebbleOSFixture.sampleTriple("{ 1, 2},") == nil)
        #expect(PebbleOSFixture.sampleTriple("{ 1, 2, 3}, x") == nil)
        #expect(PebbleOSFixture.sampleTriple("{ -42, -52, -1027},")! == (-42, -52, -1027))
    }

    @Test func aWatchOnATableGetsExactlyOneFaceUpAndNothingIsDropped() throws {
        let t = try fixture("step_samples_2.c").traces.filter { $0.metadata("activity") == "rest-on-table" }
        #expect(t.count == 1)
        let r = GestureEvaluation.evaluate(t)
        #expect(r.rest.periods == 1 && r.rest.exactlyOne == 1)
        #expect(r.sanitizer.rejected == 0)
        #expect(r.falseTriggers.allSatisfy { $0.total == 0 }, "\(r.falseTriggers)")
    }

    @Test func aWornWatchWalkingGetsNoFaceUp() throws {
        // The walks in the three step_samples files (Heather, Ron, barefoot, sandals, slow, in
        // pocket…): a 60 ms window at 25 Hz (3 samples) fired face-up here; the 400 ms rest window
        // and 800 ms of rest do not.
        var walks: [IMUTrace] = []
        for f in ["step_samples_1.c", "step_samples_2.c", "step_samples_3.c"] {
            walks += try fixture(f).traces.filter { $0.metadata("activity")?.hasPrefix("walking") == true }
        }
        #expect(walks.count == 23)
        let r = GestureEvaluation.evaluate(walks)
        let ups = r.falseEvents.filter { $0.gesture == .faceUp || $0.gesture == .faceDown }
        // The one left: the first second of walk_50_barefoot_1, the watch held still and flat
        // while the wearer starts the recording.
        #expect(ups.count <= 1, "\(ups)")
        #expect(ups.allSatisfy { $0.seconds < 1 }, "\(ups)")
    }

    @Test func restIsJudgedInTimeNotSamples() {
        // A device held still and flat for 600 ms between movements, at 25 Hz and at 200 Hz: not a
        // rest (restStill 800 ms); put down for 3 s: exactly one face-up as a phone. A watch also
        // needs to be judged off the wrist (6 s of 1 s blocks, `OffWristDetector`): put down for
        // 3 s, none; for 9 s, one.
        for rate in [25.0, 200.0] {
            func still(_ seconds: Double, from t0: Double, seed: UInt64) -> [IMUSample] {
                var rng = SeededRandom(seed: seed)
                return (0..<Int(seconds * rate)).map { i in
                    func q(_ v: Double) -> Double { ((v + rng.gaussian(0.002)) * 1000).rounded() / 1000 }
                    return IMUSample(timestamp: Timestamp(seconds: t0 + Double(i) / rate), acceleration: Vector3(x: q(0), y: q(0), z: q(-1)), source: "t")
                }
            }
            func shake(_ seconds: Double, from t0: Double) -> [IMUSample] {
                (0..<Int(seconds * rate)).map { i in
                    let t = Double(i) / rate
                    return IMUSample(timestamp: Timestamp(seconds: t0 + t), acceleration: Vector3(x: 0.3 * sin(2 * .pi * 2 * t), y: 0.2, z: -0.9), source: "t")
                }
            }
            for kind in [WearKind.phone, .watch] {
                var brief = shake(1, from: 0) + still(0.6, from: 1, seed: 1) + shake(1, from: 1.6)
                var e = GestureEngine(kind: kind)
                #expect(!e.process(brief).contains { $0.gesture == .faceUp }, "\(rate) Hz")
                brief = shake(1, from: 0) + still(3, from: 1, seed: 2)
                e = GestureEngine(kind: kind)
                #expect(e.process(brief).filter { $0.gesture == .faceUp }.count == (kind == .phone ? 1 : 0), "\(rate) Hz, \(kind)")
                brief = shake(1, from: 0) + still(9, from: 1, seed: 2)
                e = GestureEngine(kind: kind)
                #expect(e.process(brief).filter { $0.gesture == .faceUp }.count == 1, "\(rate) Hz, \(kind)")
            }
        }
    }
}
