import AfterglowKit
import Foundation
import AfterglowTestSupport
import Testing

/// Scenarios that carry IMU samples: the emulator's own gesture detectors turn them into gestures,
/// so a session recorded from a board replays in CI the same way.
@Suite("Scenario IMU samples")
struct ScenarioIMUTests {
    @Test("a recorded face-up trace in a scenario puts the display in Always On through the detectors")
    func traceDrivesTheDisplay() throws {
        let s = try ScenarioParser.load(path: PowerFixtures.scenario("face-up-trace.json"))
        #expect(s.samples.count == 363)
        #expect(s.samples.first?.timestamp == Timestamp(seconds: 2))
        #expect(s.events.isEmpty)
        let (e, _) = PowerFixtures.emulator(PowerFixtures.phone)
        s.run(on: e)
        let log = e.transitions
        #expect(log.first?.cause == .faceUpStationary)
        // The gesture came from the trace's own time: after its 2 s placement, before the scenario's end.
        #expect(log.first.map { $0.timestamp > Timestamp(seconds: 3) && $0.timestamp < Timestamp(seconds: 5) } == true)
        #expect(e.state == .alwaysOn)
        #expect(e.reading().lastGesture == .faceUp)
        #expect(e.reading().sensorSource != nil)
    }

    @Test("inline samples are placed at their entry's time; a bad row names its key path")
    func inlineSamples() throws {
        let ok = #"{"timeline":[{"at":1}],"imu":[{"at":0.5,"samples":[[0,0,0,-1],[0.01,0,0,-1,1,2,3]]}]}"#
        let s = try ScenarioParser.parse(data: Data(ok.utf8), file: "inline.json")
        #expect(s.samples.map(\.timestamp) == [Timestamp(seconds: 0.5), Timestamp(seconds: 0.51)])
        #expect(s.samples[1].angularRate == Vector3(x: 1, y: 2, z: 3))
        let bad = #"{"timeline":[],"imu":[{"samples":[[0,0,-1]]}]}"#
        #expect(throws: ScenarioError.self) { try ScenarioParser.parse(data: Data(bad.utf8), file: "bad.json") }
        do { _ = try ScenarioParser.parse(data: Data(bad.utf8), file: "bad.json") } catch let e as ScenarioError {
            #expect(e.description.hasPrefix("bad.json: imu[0].samples[0]: must be [t, ax, ay, az]"))
        }
        let missing = #"{"timeline":[],"imu":[{"trace":"nope.csv"}]}"#
        do { _ = try ScenarioParser.parse(data: Data(missing.utf8), file: "/tmp/m.json") } catch let e as ScenarioError {
            #expect(e.path == "imu[0].trace" && e.message.contains("cannot be read"))
        }
    }
}
