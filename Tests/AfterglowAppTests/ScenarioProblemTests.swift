@testable import AfterglowApp
import AfterglowControl
import AfterglowKit
import Foundation
import Testing

/// A scenario whose payload file is malformed: `run` tells it (file and key) on stderr, on the HUD
/// and on the event stream, and plays the rest of the scenario.
@Suite("run: a scenario's malformed payload is reported and the run goes on")
struct ScenarioProblemTests {
    final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String] = []
        func append(_ s: String) { lock.withLock { stored.append(s) } }
        var all: [String] { lock.withLock { stored } }
    }

    @Test func aMalformedPayloadIsToldWithFileAndKeyAndTheScenarioGoesOn() throws {
        let dir = NSTemporaryDirectory() + "afterglow-scenario-problem-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try #"{"aps":{"alert":{"title":"Hi"},"relevance-score":4}}"#.write(toFile: dir + "/bad.json", atomically: true, encoding: .utf8)
        try #"{"aps":{"alert":{"title":"Later","body":"still delivered"}}}"#.write(toFile: dir + "/good.json", atomically: true, encoding: .utf8)
        try #"""
        { "name": "bad payload", "device": "iphone-14-pro",
          "timeline": [ { "at": 1, "push": "bad.json" }, { "at": 2, "push": "good.json" },
                        { "at": 3, "gesture": "face-up" }, { "at": 8 } ] }
        """#.write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
        let scenario = try ScenarioParser.load(path: dir + "/s.json")

        let (session, _, clock) = try TestSessions.make("iphone-14-pro")
        let told = Lines()
        session.problemSink = { told.append($0) }
        session.schedule(scenario, from: clock.now)
        session.runLoop(clock, until: Timestamp(seconds: 1.6))
        let hudAt1 = session.hudSnapshot().flags
        session.runLoop(clock, until: Timestamp(seconds: 8))

        // Told once, naming the file and the key, with the rule.
        #expect(told.all.count == 1)
        let line = try #require(told.all.first)
        #expect(line.contains(dir + "/bad.json") && line.contains("aps.relevance-score") && line.contains("out of range"))
        #expect(hudAt1.contains("warning: bad.json: aps.relevance-score"), "\(hudAt1)")
        let rejected = session.events.events(after: 0).events.compactMap(\.push).filter { !$0.accepted }
        #expect(rejected.count == 1 && rejected.first?.endpoint == "scenario" && rejected.first?.status == 422)
        // The rest of the scenario ran: the face-up gesture at 3 s laid the phone into Always On.
        #expect(session.emulator.state == .alwaysOn)
        #expect(session.emulator.problemLog.count == 1)
    }
}
