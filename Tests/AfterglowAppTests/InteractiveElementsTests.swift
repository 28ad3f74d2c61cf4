@testable import AfterglowApp
import AfterglowControl
import AfterglowKit
import Foundation
import Testing

/// Buttons, toggles and links in a Live Activity, tapped through the session as the window and
/// the control API tap: on the watch the Pause button of the custom small layout runs its
/// intent; in CarPlay, where "the system deactivates interactive elements" (HIG Live Activities ›
/// CarPlay, seeds/001), the same layout's button runs nothing and the log, the event stream and
/// the HUD say it was deactivated.
@Suite struct InteractiveElementsTests {
    static let template = Repository.root + "/Examples/lint/pause-button/template.json"

    func session(_ device: String) throws -> (EmulatorSession, SessionControlBackend, VirtualClock) {
        let (s, e, clock) = try TestSessions.make(device, scene: .composed, content: .init(templateDirectory: Self.template))
        _ = try e.push(payload: try Data(contentsOf: URL(fileURLWithPath: Repository.root + "/Examples/activities/workout/01-start.apns")))
        s.runLoop(clock, until: Timestamp(seconds: 1))
        return (s, e, clock)
    }

    /// The pause button's tap area in the frame on screen.
    func pauseButton(_ s: EmulatorSession) throws -> (Rect, ContentInteraction) {
        let list = try #require(s.emulator.currentList)
        let hits = list.items.compactMap { item -> (Rect, ContentInteraction)? in
            if case .tapTarget(let t) = item.command, t.kind != ContentInteraction.activityKind { return (item.bounds, t) }
            return nil
        }
        #expect(hits.count == 1, "one control on screen")
        return try #require(hits.first)
    }

    func interactions(_ e: SessionControlBackend) -> [ControlEvent.InteractionEvent] {
        e.events.events(after: 0).events.filter { $0.type == .interaction }.compactMap(\.interaction)
    }

    @Test func carPlayDeactivatesTheButton() throws {
        let (s, e, clock) = try session("carplay-widescreen")
        let (r, target) = try pauseButton(s)
        #expect(target.deactivated && target.presentation == "carPlay" && target.action == "PauseWorkoutIntent")
        // Drawn deactivated: its items sit in a group at the deactivated opacity.
        let list = try #require(s.emulator.currentList)
        #expect(list.items.contains { $0.command == .pushOpacity(0.45) && $0.bounds == r })
        // A tap beside it reaches no control (it opens the app: the activity's own area); a tap on
        // it runs nothing and says so.
        s.input(.tap(Point(x: r.minX - 30, y: r.midY)))
        s.runLoop(clock, until: Timestamp(seconds: 2))
        #expect(interactions(e).map(\.control) == ["activity"])
        s.input(.tap(Point(x: r.midX, y: r.midY)))
        s.runLoop(clock, until: Timestamp(seconds: 3))
        let events = interactions(e).filter { $0.control != "activity" }
        #expect(events.count == 1)
        #expect(events.first?.deactivated == true && events.first?.control == "button" && events.first?.presentation == "carPlay")
        #expect(events.first?.detail.contains("deactivated (CarPlay deactivates interactive elements), nothing ran") == true)
        #expect(events.first?.opens == nil)
        #expect(s.emulator.interactionLog.map(\.interaction.deactivated) == [false, true])
        #expect(s.hudSnapshot().flags.contains("tap: button deactivated (CarPlay)"))
    }

    @Test func theWatchRunsTheSameButton() throws {
        let (s, e, clock) = try session("apple-watch-45mm")
        let (r, target) = try pauseButton(s)
        #expect(!target.deactivated && target.presentation == "smartStack")
        let list = try #require(s.emulator.currentList)
        #expect(!list.items.contains { if case .pushOpacity(let o) = $0.command { return o < 1 && $0.bounds == r }; return false })
        s.input(.tap(Point(x: r.midX, y: r.midY)))
        s.runLoop(clock, until: Timestamp(seconds: 2))
        let events = interactions(e)
        #expect(events.count == 1 && events.first?.deactivated == false && events.first?.action == "PauseWorkoutIntent")
        #expect(events.first?.detail.hasSuffix("activated") == true)
        #expect(s.hudSnapshot().flags.contains("tap: button PauseWorkoutIntent"))
    }
}
