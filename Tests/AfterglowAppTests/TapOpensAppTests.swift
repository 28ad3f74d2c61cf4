@testable import AfterglowApp
import AfterglowControl
import AfterglowKit
import Foundation
import Testing

/// A tap on a Live Activity outside its controls opens the app (HIG Live Activities, seeds/001:
/// "they can tap your Live Activity to open your app"), at the template's `widgetURL`, and is an
/// `interaction` event on the control API's stream with where it opened: the app on iPhone, the
/// watchOS app or the "open on iPhone" view on the watch, iPhone Mirroring on the Mac. Taps go
/// through the session as the window's and the control API's do, on the virtual clock.
@Suite struct TapOpensAppTests {
    static let delivery = Repository.root + "/Examples/activities/food-delivery/01-start.apns"

    func session(_ device: String, template: String = Repository.root + "/Examples/activities") throws
        -> (EmulatorSession, SessionControlBackend, VirtualClock) {
        let (s, e, clock) = try TestSessions.make(device, scene: .composed, content: .init(templateDirectory: template))
        _ = try e.push(payload: try Data(contentsOf: URL(fileURLWithPath: Self.delivery)))
        s.runLoop(clock, until: Timestamp(seconds: 1))
        return (s, e, clock)
    }

    /// The activity's own tap area in the frame on screen, for a presentation.
    func activityArea(_ s: EmulatorSession, _ presentation: String) throws -> (Rect, ContentInteraction) {
        let list = try #require(s.emulator.currentList)
        let hits = list.items.compactMap { item -> (Rect, ContentInteraction)? in
            if case .tapTarget(let t) = item.command, t.kind == ContentInteraction.activityKind, t.presentation == presentation {
                return (item.bounds, t)
            }
            return nil
        }
        return try #require(hits.first, "no \(presentation) tap area among \(list.items.count) items")
    }

    func opened(_ e: SessionControlBackend) -> [ControlEvent.InteractionEvent] {
        e.events.events(after: 0).events.filter { $0.type == .interaction }.compactMap(\.interaction)
    }

    @Test func aTapOnTheLockScreenActivityOpensTheAppAtItsWidgetURL() throws {
        let (s, e, clock) = try session("iphone-16-pro")
        let (r, target) = try activityArea(s, "lockScreen")
        #expect(target.action == "dishdash://orders/current")
        s.input(.tap(Point(x: r.midX, y: r.midY)))
        s.runLoop(clock, until: Timestamp(seconds: 2))
        let events = opened(e)
        #expect(events.count == 1)
        #expect(events.first?.control == "activity" && events.first?.opens == "app" && events.first?.action == "dishdash://orders/current")
        #expect(events.first?.detail == "activity \(target.activityID) in lockScreen: opens the app at dishdash://orders/current")
        #expect(s.hudSnapshot().flags.contains("tap: opens app dishdash://orders/current"))
        // A tap away from the activity opens nothing.
        s.input(.tap(Point(x: 20, y: 120)))
        s.runLoop(clock, until: Timestamp(seconds: 3))
        #expect(opened(e).count == 1)
    }

    @Test func onTheWatchWithoutAWatchAppTheTapOffersToOpenOnIPhone() throws {
        let (s, e, clock) = try session("apple-watch-45mm")
        let (r, _) = try activityArea(s, "smartStack")
        s.input(.tap(Point(x: r.midX, y: r.midY)))
        s.runLoop(clock, until: Timestamp(seconds: 2))
        #expect(opened(e).map(\.opens) == ["watchOpenOnIPhone"])
        #expect(opened(e).first?.detail.contains("\"Open on iPhone\"") == true)
        // The full-screen view with its button; a tap on the button opens the app on the iPhone
        // and closes the view.
        let list = try #require(s.emulator.currentList)
        let button = try #require(list.items.first { $0.id == "openOnIPhone.button.target" }).bounds
        #expect(button.height == 44 && list.items.contains { $0.id == "openOnIPhone.activity.background" })
        #expect(!list.items.contains { $0.id == "stack.weather.background" }, "full screen: the stack is not drawn")
        s.input(.tap(Point(x: button.midX, y: button.midY)))
        s.runLoop(clock, until: Timestamp(seconds: 3))
        #expect(opened(e).map(\.control) == ["activity", "openOnIPhone"])
        #expect(opened(e).last?.opens == "app")
        #expect(try #require(s.emulator.currentList).items.contains { $0.id == "stack.weather.background" })
    }

    @Test func onTheMacAClickLaunchesIPhoneMirroringNotThePopover() throws {
        let (s, e, clock) = try session("mac-macbook-air-13-m3")
        let (r, _) = try activityArea(s, "compactLeading")
        s.input(.tap(Point(x: r.midX, y: r.midY)))
        s.runLoop(clock, until: Timestamp(seconds: 2))
        #expect(opened(e).map(\.opens) == ["iPhoneMirroring"])
        let list = try #require(s.emulator.currentList)
        #expect(!list.items.contains { $0.id.hasSuffix("menuBar.popover") }, "a click does not open the expanded view")
        // The iPhone Mirroring window is on the desktop, naming the app and where it opened.
        let app = try #require(list.items.first { $0.id == "mirroring.app" })
        if case .text(let name, _) = app.command { #expect(!name.isEmpty) } else { Issue.record("mirroring.app is not text") }
        #expect(list.items.contains { $0.id == "mirroring.window" })
        let window = try #require(list.items.first { $0.id == "mirroring.window" }).bounds
        #expect(window.minY >= 37 && window.maxY <= list.size.height, "below the menu bar, on the screen")
        // The next click (on the desktop) closes it.
        s.input(.tap(Point(x: 20, y: list.size.height - 20)))
        s.runLoop(clock, until: Timestamp(seconds: 2.5))
        #expect(!(try #require(s.emulator.currentList)).items.contains { $0.id == "mirroring.window" })
        // Press and hold shows the expanded presentation.
        s.input(.longPress(Point(x: r.midX, y: r.midY)))
        s.runLoop(clock, until: Timestamp(seconds: 3))
        #expect(try #require(s.emulator.currentList).items.contains { $0.id.hasSuffix("menuBar.popover") })
    }

    @Test func carPlayLogsTheTapAsOpeningTheApp() throws {
        let (s, e, clock) = try session("carplay-widescreen")
        let (r, _) = try activityArea(s, "carPlay")
        s.input(.tap(Point(x: r.midX, y: r.midY)))
        s.runLoop(clock, until: Timestamp(seconds: 2))
        #expect(opened(e).map(\.opens) == ["carPlayApp"])
    }

    @Test func aTapOnADimmedAlwaysOnScreenOnlyWakesIt() throws {
        let (s, e, clock) = try session("iphone-16-pro")
        let (r, _) = try activityArea(s, "lockScreen")
        s.input(.gesture(.faceUp))
        s.runLoop(clock, until: Timestamp(seconds: 40))
        #expect(s.emulator.reading().state == .alwaysOn)
        s.input(.tap(Point(x: r.midX, y: r.midY)))
        s.runLoop(clock, until: Timestamp(seconds: 41))
        #expect(opened(e).isEmpty)
    }

    /// Where a tap opens the app, per device (seeds/001 › macOS, › watchOS); CarPlay is an assumption.
    @Test func destinationsFollowTheDevice() {
        #expect(AppOpening.destination(for: .phone, hasWatchApp: true) == .app)
        #expect(AppOpening.destination(for: .tablet, hasWatchApp: false) == .app)
        #expect(AppOpening.destination(for: .watch, hasWatchApp: true) == .watchApp)
        #expect(AppOpening.destination(for: .watch, hasWatchApp: false) == .watchOpenOnIPhone)
        #expect(AppOpening.destination(for: .mac, hasWatchApp: false) == .iPhoneMirroring)
        #expect(AppOpening.destination(for: .carPlay, hasWatchApp: false) == .carPlayApp)
    }
}
