import AfterglowKit
import Foundation
import AfterglowTestSupport
import Testing

/// "The alert sound" (issue 13): there is no audio device, so an alert's sound is an event the
/// emulator logs beside the display transitions, traces and (in the app) shows on the HUD.
@Suite struct AlertSoundTests {
    @Test("an alert sound is logged, reported and traced, and does not change the display state")
    func logged() throws {
        var options = Emulator.Options()
        options.trace = true
        let (e, _) = PowerFixtures.emulator(PowerFixtures.phone, options: options)
        e.send(.notification(title: "Ana"), at: Timestamp(seconds: 2))
        e.send(.alertSound(AlertSound(name: "default", source: "notification n1")), at: Timestamp(seconds: 2))
        e.send(.alertSound(AlertSound(name: "alarm.caf", critical: true, source: "notification n2")), at: Timestamp(seconds: 5))
        e.run(until: Timestamp(seconds: 10))
        let sounds = e.alertSounds
        #expect(sounds.map(\.sound.name) == ["default", "alarm.caf"])
        #expect(sounds.map(\.timestamp) == [Timestamp(seconds: 2), Timestamp(seconds: 5)])
        #expect(sounds[1].sound.critical)
        #expect(e.report().alertSounds == sounds)
        #expect(e.transitions.allSatisfy { $0.timestamp != Timestamp(seconds: 5) }, "a sound alone lights nothing")
        let trace = String(decoding: try #require(try e.traceJSON()), as: UTF8.self)
        #expect(trace.contains("♪ default") && trace.contains("♪ alarm.caf (critical)") && trace.contains("alert sounds"))
        #expect("\(sounds[1])".contains("sound \"alarm.caf\" (critical) for notification n2"))
    }
}
