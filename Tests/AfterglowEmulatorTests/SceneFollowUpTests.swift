import AfterglowKit
import Foundation
import AfterglowTestSupport
import Testing

/// A scene's follow-up events (a delivered notification lighting the screen) go to the
/// display-power model, never back to the scene: a pushed notification is on the Lock Screen once.
@Suite struct SceneFollowUpTests {
    func notificationCards(_ list: DisplayList?) -> Int {
        (list?.items ?? []).filter { $0.id.hasPrefix("notif.") && $0.id.hasSuffix(".title") }.count
    }

    @Test func aPushedNotificationIsShownOnceAndLightsTheScreen() throws {
        let clock = VirtualClock()
        let emulator = Emulator(device: device("iphone-14-pro"), clock: clock, scene: FallbackLockScreenScene(wallpaper: true), renderer: FlatRenderer())
        emulator.send(.lock)
        emulator.run(until: Timestamp(seconds: 5))
        #expect(emulator.state == .alwaysOn)
        let payload = try PayloadParser.parse(#"{"aps":{"alert":{"title":"Lunch?","body":"At noon"}}}"#)
        emulator.send(.push(payload, priority: 10))
        emulator.run(until: Timestamp(seconds: 6))
        // One push, one card — before the fix the follow-up `.notification` added a second.
        #expect(notificationCards(emulator.currentList) == 1)
        // The follow-up still reached the display-power model: the notification woke the screen.
        #expect(emulator.transitions.contains { $0.to == .waking || $0.to == .interactive })
    }

    @Test func aNotificationEventByTitleIsShownOnce() {
        let clock = VirtualClock()
        let emulator = Emulator(device: device("iphone-14-pro"), clock: clock, scene: FallbackLockScreenScene(wallpaper: true), renderer: FlatRenderer())
        emulator.send(.notification(title: "Scenario note"))
        emulator.run(until: Timestamp(seconds: 1))
        #expect(notificationCards(emulator.currentList) == 1)
    }
}
