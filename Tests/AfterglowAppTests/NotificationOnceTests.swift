@testable import AfterglowApp
import AfterglowKit
import Foundation
import Testing

/// A notification pushed through the session (the control API's path) is delivered once, whichever
/// scene shows it. Before the scene's follow-ups stopped coming back to it, the fallback scene
/// showed one push as three cards (the push, its follow-up, and the session's own notification event).
@Suite struct NotificationOnceTests {
    static let payload = #"{"aps":{"alert":{"title":"Lunch?","body":"At noon"}}}"#

    @Test(arguments: [EmulatorAssembly.SceneKind.fallback, .composed])
    func onePushOneNotification(scene: EmulatorAssembly.SceneKind) throws {
        let (s, e, clock) = try TestSessions.make("iphone-16-pro", scene: scene, content: TestSessions.examples)
        s.runLoop(clock, until: Timestamp(seconds: 1))
        _ = try e.push(payload: Data(Self.payload.utf8))
        s.runLoop(clock, until: Timestamp(seconds: 2))
        let items = s.emulator.currentList?.items ?? []
        switch scene {
        case .fallback:
            #expect(items.filter { $0.id.hasPrefix("notif.") && $0.id.hasSuffix(".title") }.count == 1)
        case .composed:
            #expect(try #require(s.composedScene).notifications.notifications.count == 1)
        }
    }
}
