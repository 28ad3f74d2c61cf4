import Foundation
import AfterglowTestSupport
import Testing
@testable import AfterglowKit
@testable import AfterglowTime

@Suite("Scenario files")
struct ScenarioTests {
    func parse(_ json: String) throws -> Scenario {
        try ScenarioParser.parse(data: Data(json.utf8), file: PowerFixtures.scenario("test.json"))
    }
    func error(_ json: String) -> ScenarioError? {
        do { _ = try parse(json); return nil } catch let e as ScenarioError { return e } catch { return nil }
    }

    @Test("every shipped scenario parses", arguments: ["phone-idle-always-on.json", "food-delivery-8h.json", "watch-workout.json", "notification-burst.json", "always-on-60s.json", "activity-updates-120hz.json"])
    func shipped(name: String) throws {
        let s = try ScenarioParser.load(path: PowerFixtures.scenario(name))
        #expect(!s.events.isEmpty && s.duration > .zero)
    }

    @Test("the 8-hour food delivery has an update every 15 s")
    func foodDelivery() throws {
        let s = try ScenarioParser.load(path: PowerFixtures.scenario("food-delivery-8h.json"))
        #expect(s.duration == Timestamp(seconds: 8 * 3600))
        let updates = s.events.filter { if case .payload(_, 5) = $0.event { return true }; return false }
        #expect(updates.count == 8 * 240)
        let gaps = Set(zip(updates, updates.dropFirst()).map { ($1.at - $0.at).seconds })
        #expect(gaps == [15])
    }

    @Test("errors name the file, the key path and the rule")
    func errors() {
        #expect(error("[1]")?.message == "the top level must be an object")
        #expect(error("{}")?.path == "timeline")
        let g = error(#"{"timeline": [{"wait": 1}, {"gesture": "face-upp"}]}"#)
        #expect(g?.path == "timeline[1].gesture" && g?.message.contains("face-up") == true)
        #expect(g?.description.hasPrefix(PowerFixtures.scenario("test.json")) == true)
        #expect(error(#"{"timeline": [{"at": 5, "lock": true}, {"at": 2, "lock": true}]}"#)?.path == "timeline[1].at")
        #expect(error(#"{"timeline": [{"push": "missing.json"}]}"#)?.message.contains("not found") == true)
        #expect(error(#"{"timeline": [{"push": "payloads/message.json", "priority": 7}]}"#)?.path == "timeline[0].priority")
        #expect(error(#"{"timeline": [{"tap": [1]}]}"#)?.path == "timeline[0].tap")
        #expect(error(#"{"timeline": [{"lock": true, "tap": [1, 2]}]}"#)?.message.contains("one per step") == true)
        #expect(error(#"{"timeline": [{"repeat": 2, "every": 1, "steps": [{"wait": 5}]}]}"#)?.path == "timeline[0].steps")
        #expect(error(#"{"timeline": [], "colour": 1}"#)?.path == "colour")
        #expect(error(#"{"timeline": [{"settings": {"brightness": 3}}]}"#)?.path == "timeline[0].settings.brightness")
        #expect(error(#"{"timeline": [{"proximity": 1}]}"#)?.path == "timeline[0].proximity")
        // A swipe is [x, y, dx], dx non-zero (issue 29: swiping a Lock Screen activity away).
        #expect(error(#"{"timeline": [{"swipe": [1, 2]}]}"#)?.message.contains("[x, y, dx]") == true)
        #expect(error(#"{"timeline": [{"swipe": [1, 2, 0]}]}"#)?.path == "timeline[0].swipe")
    }

    @Test("a swipe step is a swipe event at its time")
    func swipeStep() throws {
        let s = try parse(#"{"timeline": [{"at": 3, "swipe": [200, 700, -120]}]}"#)
        #expect(s.events.map(\.event) == [.swipe(Point(x: 200, y: 700), dx: -120)])
        #expect(s.events.first?.at == Timestamp(seconds: 3))
    }

    @Test("phone idle → face up → Always On runs through the expected transitions")
    func phoneIdle() throws {
        let s = try ScenarioParser.load(path: PowerFixtures.scenario("phone-idle-always-on.json"))
        let (e, _) = PowerFixtures.emulator(PowerFixtures.phone, wallpaper: s.wallpaper)
        s.run(on: e)
        let tr = e.transitions.map { "\($0.to.rawValue)/\($0.cause.rawValue)@\(Int($0.timestamp.seconds))" }
        #expect(tr == ["dimming/inactivity@30", "alwaysOn/settled@31", "waking/pick-up@60", "interactive/ramp-complete@60",
                       "dimming/face-up-stationary@70", "alwaysOn/settled@71"])
    }

    @Test("the notification burst lights the screen once and returns to Always On")
    func burst() throws {
        let s = try ScenarioParser.load(path: PowerFixtures.scenario("notification-burst.json"))
        let (e, _) = PowerFixtures.emulator(PowerFixtures.phone, wallpaper: s.wallpaper)
        s.run(on: e)
        let tr = e.transitions
        #expect(tr.contains { $0.to == .waking && $0.cause == .notification })
        #expect(tr.last?.to == .alwaysOn)
        #expect(e.report().budgets.priority10OverBudget > 0)
    }
}
