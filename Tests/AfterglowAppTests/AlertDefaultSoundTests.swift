@testable import AfterglowApp
import AfterglowControl
import AfterglowKit
import Foundation
import Testing

/// "Live Activity alerts light up the screen and by default play the notification sound" (HIG Live
/// Activities, seeds/001): an alert whose payload names no sound plays "default", marked as such;
/// a named sound plays as named; an update without an alert plays nothing.
@Suite struct AlertDefaultSoundTests {
    @Test func aLiveActivityAlertWithoutASoundPlaysTheDefaultOne() throws {
        let (s, e, clock) = try TestSessions.make("iphone-16-pro", scene: .composed, content: TestSessions.examples)
        s.runLoop(clock, until: Timestamp(seconds: 1))
        let start = #"{"aps":{"timestamp":1763719200,"event":"start","attributes-type":"FoodDeliveryAttributes","attributes":{"restaurant":"Pho"},"content-state":{"status":"Order received"}}}"#
        let quiet = #"{"aps":{"timestamp":1763719300,"event":"update","content-state":{"status":"Preparing"}}}"#
        let silentAlert = #"{"aps":{"timestamp":1763719400,"event":"update","content-state":{"status":"Picked up"},"alert":{"title":"Picked up","body":"On its way"}}}"#
        let named = #"{"aps":{"timestamp":1763719500,"event":"update","content-state":{"status":"Here"},"alert":{"title":"Here","body":"At the door","sound":"chime.aiff"}}}"#
        for (i, p) in [start, quiet, silentAlert, named].enumerated() {
            _ = try e.push(payload: Data(p.utf8))
            s.runLoop(clock, until: Timestamp(seconds: Double(2 + i)))
        }
        let sounds = s.emulator.alertSounds.map(\.sound)
        #expect(sounds.map(\.name) == ["default", "chime.aiff"])
        #expect(sounds.map(\.defaulted) == [true, false])
        #expect(sounds.first?.description.contains("(the alert names none)") == true)
        #expect(e.alertSounds(since: 0).map(\.name) == ["default", "chime.aiff"])
    }
}
