@testable import AfterglowApp
import AfterglowControl
import AfterglowKit
import Foundation
import Testing

/// Swiping a Lock Screen Live Activity away: a swipe left moves it aside and shows the dismiss
/// button the system generates "based on the background and foreground colors of your Live
/// Activity" (HIG Live Activities, seeds/001); a tap on it removes the activity, and both are
/// `interaction` events. Through the session, as the window and `POST /v1/swipe` send them.
@Suite struct DismissActivityTests {
    func session(_ template: String? = nil) throws -> (EmulatorSession, SessionControlBackend, VirtualClock) {
        let (s, e, clock) = try TestSessions.make("iphone-16-pro", scene: .composed, content: template.map { .init(templateDirectory: $0) } ?? TestSessions.examples)
        _ = try e.push(payload: try Data(contentsOf: URL(fileURLWithPath: TapOpensAppTests.delivery)))
        s.runLoop(clock, until: Timestamp(seconds: 1))
        return (s, e, clock)
    }

    func item(_ s: EmulatorSession, _ suffix: String) -> DisplayItem? { s.emulator.currentList?.items.first { $0.id.hasSuffix(suffix) } }

    func interactions(_ e: SessionControlBackend) -> [ControlEvent.InteractionEvent] {
        e.events.events(after: 0).events.filter { $0.type == .interaction }.compactMap(\.interaction)
    }

    @Test func aSwipeLeftShowsTheDismissButtonAndATapOnItRemovesTheActivity() throws {
        let (s, e, clock) = try session()
        let platter = try #require(item(s, "lockScreen.background")).bounds
        #expect(item(s, "lockScreen.dismiss") == nil)
        try e.swipe(from: Point(x: platter.midX, y: platter.midY), dx: -120)
        s.runLoop(clock, until: Timestamp(seconds: 2))
        let moved = try #require(item(s, "lockScreen.background")).bounds
        #expect(moved.minX == platter.minX - LockScreenDismissButton.revealPt)
        let button = try #require(item(s, "lockScreen.dismiss"))
        #expect(button.bounds.width == 44 && button.bounds.minX == moved.maxX + LockScreenDismissButton.gapPt)
        // Generated: the platter's colour, the ink that contrasts with it (dark appearance: white).
        guard case .ellipse(_, let fill) = button.command, case .roundedRect(_, _, let platterFill) = try #require(item(s, "lockScreen.background")).command
        else { Issue.record("not a disc"); return }
        #expect(fill == platterFill)
        guard case .symbol("xmark", let ink) = try #require(item(s, "lockScreen.dismiss.xmark")).command else { Issue.record("no xmark"); return }
        #expect(ink == .white)
        #expect(interactions(e).map(\.control) == ["revealDismiss"])
        s.input(.tap(Point(x: button.bounds.midX, y: button.bounds.midY)))
        s.runLoop(clock, until: Timestamp(seconds: 3))
        #expect(interactions(e).map(\.control) == ["revealDismiss", "dismiss"])
        #expect(interactions(e).last?.detail.contains("dismissed by the person") == true)
        let scene = try #require(s.composedScene)
        #expect(scene.activities.lockScreen.isEmpty)
        #expect(item(s, "lockScreen.background") == nil)
    }

    @Test func aSwipeRightOrATapElsewherePutsTheButtonAway() throws {
        let (s, e, clock) = try session()
        let platter = try #require(item(s, "lockScreen.background")).bounds
        try e.swipe(from: Point(x: platter.midX, y: platter.midY), dx: -120)
        s.runLoop(clock, until: Timestamp(seconds: 2))
        #expect(item(s, "lockScreen.dismiss") != nil)
        try e.swipe(from: Point(x: platter.midX - 60, y: platter.midY), dx: 120)
        s.runLoop(clock, until: Timestamp(seconds: 3))
        #expect(item(s, "lockScreen.dismiss") == nil)
        #expect(try #require(item(s, "lockScreen.background")).bounds == platter)
        #expect(try #require(s.composedScene).activities.lockScreen.count == 1)
        // A swipe off the screen is refused with the reason.
        #expect(throws: ControlError.self) { try e.swipe(from: Point(x: -1, y: 10), dx: -50) }
    }

    @Test func theTemplatesSystemActionForegroundColourIsUsed() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("afterglow-dismiss-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var text = try String(contentsOfFile: Repository.root + "/Examples/activities/food-delivery/template.json", encoding: .utf8)
        text = text.replacingOccurrences(of: #""widgetURL":"#, with: ##""systemActionForegroundColor": "#FF8A50", "widgetURL":"##)
        try text.write(to: dir.appendingPathComponent("template.json"), atomically: true, encoding: .utf8)
        let (s, e, clock) = try session(dir.path)
        let platter = try #require(item(s, "lockScreen.background")).bounds
        try e.swipe(from: Point(x: platter.midX, y: platter.midY), dx: -120)
        s.runLoop(clock, until: Timestamp(seconds: 2))
        guard case .symbol(_, let ink) = try #require(item(s, "lockScreen.dismiss.xmark")).command else { Issue.record("no xmark"); return }
        #expect(abs(ink.r - 1) < 0.01 && abs(ink.g - 0x8A / 255.0) < 0.01 && abs(ink.b - 0x50 / 255.0) < 0.01)
    }

    @Test func theGeneratedInkContrastsWithTheBackground() {
        #expect(LockScreenDismissButton.generatedForeground(on: Color(r: 0.1, g: 0.1, b: 0.12, a: 1)) == .white)
        #expect(LockScreenDismissButton.generatedForeground(on: Color(r: 0.95, g: 0.95, b: 0.9, a: 1)) == .black)
        #expect(LockScreenDismissButton.generatedForeground(on: Color(r: 0.0, g: 0.3, b: 0.8, a: 1)) == .white)
    }
}
