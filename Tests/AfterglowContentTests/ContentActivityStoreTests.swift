@testable import AfterglowKit
@testable import AfterglowContent
@testable import AfterglowPayloads
@testable import AfterglowTime
import AfterglowTestSupport
import Testing

@Suite("Content: ActivityKit rules on the virtual clock")
struct ContentActivityStoreTests {
    let anchor = WallClockAnchor(unixSecondsAtZero: 1_000_000)
    let hour = 3600.0

    func start(_ type: String = "T", relevance: Double? = nil, ts: Double = 1_000_000, stale: Double? = nil) -> LiveActivityPush {
        LiveActivityPush(event: .start, timestamp: ts, contentState: .object(JSONObject(["v": .number(0)])), attributesType: type,
                         attributes: .object(JSONObject()), staleDate: stale, dismissalDate: nil, relevanceScore: relevance, alert: nil)
    }
    func update(_ v: Double, ts: Double, state: JSONValue? = nil, alert: Bool = false) -> LiveActivityPush {
        LiveActivityPush(event: .update, timestamp: ts, contentState: state ?? .object(JSONObject(["v": .number(v)])),
                         attributesType: nil, attributes: nil, staleDate: nil, dismissalDate: nil, relevanceScore: nil,
                         alert: alert ? LiveActivityAlert(title: .plain("!"), body: nil, sound: nil) : nil)
    }
    func end(ts: Double, dismissal: Double? = nil) -> LiveActivityPush {
        LiveActivityPush(event: .end, timestamp: ts, contentState: nil, attributesType: nil, attributes: nil,
                         staleDate: nil, dismissalDate: dismissal, relevanceScore: nil, alert: nil)
    }

    @Test("start shows the activity compact in the island and on the Lock Screen")
    func startShows() {
        let clock = VirtualClock()
        let store = ActivityStore(clock: clock, anchor: anchor)
        #expect(store.apply(start()) == .started(activityID: "T-1"))
        #expect(store.dynamicIsland == .compact(activityID: "T-1"))
        #expect(store.lockScreen.map(\.id) == ["T-1"])
        #expect(store.drainEvents() == [.activityStarted(activityID: "T-1", at: .zero)])
    }

    @Test("an update older than the last applied one is ignored and logged")
    func outOfOrder() {
        let clock = VirtualClock()
        let store = ActivityStore(clock: clock, anchor: anchor)
        store.apply(start())
        clock.advance(by: .seconds(10))
        #expect(store.apply(update(2, ts: 1_000_020)) == .updated(activityID: "T-1"))
        clock.advance(by: .seconds(10))
        #expect(store.apply(update(1, ts: 1_000_010)) == .ignoredOutOfOrder(activityID: "T-1"))
        #expect(store.activity(id: "T-1")?.contentState.value(atPath: "v") == .number(2))
        #expect(store.log.count == 1)
        #expect(store.log.first?.message.contains("older than the last applied 1000020") == true)
        // An equal timestamp is not older: applied.
        #expect(store.apply(update(3, ts: 1_000_020)) == .updated(activityID: "T-1"))
    }

    @Test("a content state over 4 KB is rejected and the last good state kept")
    func oversize() {
        let clock = VirtualClock()
        let store = ActivityStore(clock: clock, anchor: anchor)
        store.apply(start())
        let big = JSONValue.object(JSONObject(["note": .string(String(repeating: "z", count: 4202))]))
        let outcome = store.apply(update(0, ts: 1_000_001, state: big))
        #expect(outcome == .rejected(activityID: "T-1", reason: "aps.content-state: 4213 bytes, the limit is 4096; keeping the last good state"))
        #expect(store.activity(id: "T-1")?.contentState.value(atPath: "v") == .number(0))
        let exactly = JSONValue.object(JSONObject(["note": .string(String(repeating: "z", count: 4096 - 11))]))
        #expect(exactly.compactByteCount == 4096)
        #expect(store.apply(update(0, ts: 1_000_002, state: exactly)) == .updated(activityID: "T-1"))
    }

    @Test("stale-date marks the activity stale, once, at the stale date")
    func stale() {
        let clock = VirtualClock()
        let store = ActivityStore(clock: clock, anchor: anchor)
        store.apply(start(stale: 1_000_600))
        _ = store.drainEvents()
        clock.advance(by: .seconds(599))
        #expect(store.activity(id: "T-1")?.isStale(at: clock.now) == false)
        #expect(store.drainEvents().isEmpty)
        clock.advance(by: .seconds(100))
        #expect(store.activity(id: "T-1")?.isStale(at: clock.now) == true)
        #expect(store.drainEvents() == [.activityBecameStale(activityID: "T-1", at: Timestamp(seconds: 600))])
        #expect(store.drainEvents().isEmpty)
        #expect(store.dynamicIsland == .compact(activityID: "T-1"), "a stale activity is still shown")
    }

    @Test("ended: leaves the island at once, stays on the Lock Screen at most 4 h")
    func endedFourHours() {
        let clock = VirtualClock()
        let store = ActivityStore(clock: clock, anchor: anchor)
        store.apply(start())
        clock.advance(by: .seconds(60))
        #expect(store.apply(end(ts: 1_000_060)) == .ended(activityID: "T-1"))
        #expect(store.dynamicIsland == .empty)
        #expect(store.lockScreen.map(\.id) == ["T-1"])
        clock.advance(by: .seconds(4 * hour - 1))
        #expect(store.lockScreen.map(\.id) == ["T-1"])
        clock.advance(by: .seconds(1))
        #expect(store.lockScreen.isEmpty)
        #expect(store.drainEvents().suffix(2) == [.activityEnded(activityID: "T-1", at: Timestamp(seconds: 60), reason: .app),
                                                  .activityRemoved(activityID: "T-1", at: Timestamp(seconds: 60 + 4 * hour))])
    }

    static let dismissalCases: [(offset: Double, removedAt: Double)] = [(900, 960), (-30, 60), (21_600, 14_460)]

    @Test("dismissal-date: removes at that date, at once when past, never later than 4 h", arguments: dismissalCases)
    func dismissal(offset: Double, removedAt: Double) {
        let clock = VirtualClock()
        let store = ActivityStore(clock: clock, anchor: anchor)
        store.apply(start())
        clock.advance(by: .seconds(60))
        store.apply(end(ts: 1_000_060, dismissal: 1_000_060 + offset))
        clock.advance(by: .seconds(8 * hour))
        let removed = store.drainEvents().first { if case .activityRemoved = $0 { return true }; return false }
        #expect(removed == .activityRemoved(activityID: "T-1", at: Timestamp(seconds: removedAt)))
    }

    @Test("the system ends an activity after 8 h active and removes it after 12 h")
    func eightAndTwelveHours() {
        let clock = VirtualClock()
        let store = ActivityStore(clock: clock, anchor: anchor)
        store.apply(start())
        _ = store.drainEvents()
        clock.advance(by: .seconds(8 * hour - 1))
        #expect(store.activity(id: "T-1")?.isActive == true)
        clock.advance(by: .seconds(1))
        #expect(store.activity(id: "T-1")?.phase == .ended(at: Timestamp(seconds: 8 * hour), reason: .system))
        #expect(store.dynamicIsland == .empty)
        #expect(store.apply(update(1, ts: 1_000_000 + 8 * hour), activityID: "T-1") == .rejected(activityID: "T-1", reason: "update for an activity that has already ended: ignored"))
        clock.advance(by: .seconds(4 * hour - 1))
        #expect(store.lockScreen.count == 1)
        clock.advance(by: .seconds(1))
        #expect(store.lockScreen.isEmpty)
    }

    @Test("one jump over 13 h reports the 8 h end and the 12 h removal at their own times, in order")
    func jump() {
        let clock = VirtualClock()
        let store = ActivityStore(clock: clock, anchor: anchor)
        store.apply(start(stale: 1_000_000 + 3600))
        _ = store.drainEvents()
        #expect(store.nextDeadline() == Timestamp(seconds: hour))
        clock.advance(by: .seconds(13 * hour))
        #expect(store.drainEvents() == [
            .activityBecameStale(activityID: "T-1", at: Timestamp(seconds: hour)),
            .activityEnded(activityID: "T-1", at: Timestamp(seconds: 8 * hour), reason: .system),
            .activityRemoved(activityID: "T-1", at: Timestamp(seconds: 12 * hour)),
        ])
    }

    @Test("relevance-score orders activities: most relevant minimal-attached, next detached")
    func relevance() {
        let clock = VirtualClock()
        let store = ActivityStore(clock: clock, anchor: anchor)
        store.apply(start("A", relevance: 10))
        store.apply(start("B", relevance: 50))
        store.apply(start("C", relevance: 10))
        #expect(store.dynamicIsland == .minimal(attached: "B-2", detached: "A-1"))
        #expect(store.lockScreen.map(\.id) == ["B-2", "A-1", "C-3"])
        var raise = update(0, ts: 1_000_001)
        raise.relevanceScore = 99
        store.apply(raise, activityID: "C-3")
        #expect(store.dynamicIsland == .minimal(attached: "C-3", detached: "B-2"))
        store.apply(end(ts: 1_000_002), activityID: "C-3")
        store.apply(end(ts: 1_000_002), activityID: "B-2")
        #expect(store.dynamicIsland == .compact(activityID: "A-1"))
    }

    @Test("an alert lights the screen and expands the island for a while")
    func alert() {
        let clock = VirtualClock()
        let store = ActivityStore(clock: clock, anchor: anchor)
        store.apply(start())
        _ = store.drainEvents()
        clock.advance(by: .seconds(30))
        store.apply(update(1, ts: 1_000_030, alert: true))
        let events = store.drainEvents()
        #expect(events.contains(.alert(activityID: "T-1", at: Timestamp(seconds: 30))))
        #expect(events.filter(\.lightsScreen).count == 1)
        #expect(store.dynamicIsland == .expanded(activityID: "T-1"))
        #expect(store.activity(id: "T-1")?.lastAlert?.title == .plain("!"))
        #expect(store.activity(id: "T-1")?.alertedAt == Timestamp(seconds: 30))
        clock.advance(by: ActivityRules.activityKit.alertPresentationDuration)
        #expect(store.dynamicIsland == .compact(activityID: "T-1"))
    }

    @Test("updates to an unknown activity are rejected and logged")
    func unknown() {
        let store = ActivityStore(clock: VirtualClock(), anchor: anchor)
        #expect(store.apply(update(1, ts: 1)) == .rejected(activityID: nil, reason: "no active activity to update"))
        #expect(store.apply(update(1, ts: 1), activityID: "nope") == .rejected(activityID: "nope", reason: "no activity with this id to update"))
        #expect(store.log.count == 2)
    }

    @Test("the food delivery sequence: late duplicate ignored, removed at its dismissal date")
    func foodSequence() throws {
        let seq = try PayloadSequence.load(contentsOf: ContentFixtures.example("food-delivery", "sequence.json"))
        let clock = VirtualClock()
        let store = ActivityStore(clock: clock, anchor: seq.anchor)
        var outcomes: [ActivityStore.Outcome] = []
        for step in seq.steps {
            clock.advance(to: Timestamp(seconds: step.at))
            outcomes.append(store.apply(step.payload))
        }
        let id = "FoodDeliveryAttributes-1"
        #expect(outcomes == [.started(activityID: id), .updated(activityID: id), .updated(activityID: id),
                             .ignoredOutOfOrder(activityID: id), .ended(activityID: id)])
        #expect(store.activity(id: id)?.contentState.value(atPath: "status") == .string("Delivered"))
        #expect(store.dynamicIsland == .empty)
        // dismissal-date 1763722680 = anchor + 3480 s.
        clock.advance(to: Timestamp(seconds: 3479))
        #expect(store.lockScreen.count == 1)
        clock.advance(to: Timestamp(seconds: 3480))
        #expect(store.lockScreen.isEmpty)
        let alerts = store.drainEvents().filter(\.lightsScreen)
        #expect(alerts == [.alert(activityID: id, at: .zero), .alert(activityID: id, at: Timestamp(seconds: 900))])
    }

    @Test("an alert on the end event lights the screen but the island is left at once")
    func alertOnEnd() throws {
        let seq = try PayloadSequence.load(contentsOf: ContentFixtures.example("sports-score", "sequence.json"))
        let clock = VirtualClock()
        let store = ActivityStore(clock: clock, anchor: seq.anchor)
        for step in seq.steps { clock.advance(to: Timestamp(seconds: step.at)); store.apply(step.payload) }
        let lights = store.drainEvents().filter(\.lightsScreen).map(\.at.seconds)
        #expect(lights == [1140, 3600, 6300])
        #expect(store.dynamicIsland == .empty)
        #expect(store.lockScreen.first?.lastAlert?.body == .plain("PSG 2 – 1 OM"))
    }
}

/// Each update carries its own stale date, and an ended activity is ended, not stale (issue 29;
/// ActivityKit: `ActivityContent(state:staleDate:)`, `ActivityState` active/stale/ended/dismissed).
@Suite("Content: stale dates per update")
struct ContentStaleDateTests {
    let anchor = WallClockAnchor(unixSecondsAtZero: 1_000_000)

    func push(_ event: LiveActivityPush.Event, ts: Double, stale: Double?) -> LiveActivityPush {
        LiveActivityPush(event: event, timestamp: ts, contentState: .object(JSONObject(["v": .number(ts)])),
                         attributesType: event == .start ? "T" : nil, attributes: event == .start ? .object(JSONObject()) : nil,
                         staleDate: stale, dismissalDate: nil, relevanceScore: nil, alert: nil)
    }

    @Test("a later update without a stale date clears the last one")
    func updateClearsStaleDate() {
        let clock = VirtualClock()
        let store = ActivityStore(clock: clock, anchor: anchor)
        store.apply(push(.start, ts: 1_000_000, stale: 1_000_060))
        clock.advance(by: .seconds(61))
        #expect(store.activity(id: "T-1")?.isStale(at: clock.now) == true)
        store.apply(push(.update, ts: 1_000_061, stale: nil))
        #expect(store.activity(id: "T-1")?.staleDate == nil)
        #expect(store.activity(id: "T-1")?.isStale(at: clock.now) == false)
        // A new stale date applies from that update on.
        store.apply(push(.update, ts: 1_000_062, stale: 1_000_100))
        #expect(store.activity(id: "T-1")?.staleDate == Timestamp(seconds: 100))
    }

    @Test("an ended activity is ended, not stale, even past the stale date it ended with")
    func endedIsNotStale() {
        let clock = VirtualClock()
        let store = ActivityStore(clock: clock, anchor: anchor)
        store.apply(push(.start, ts: 1_000_000, stale: 1_000_060))
        clock.advance(by: .seconds(30))
        store.apply(push(.end, ts: 1_000_030, stale: 1_000_040))
        clock.advance(by: .seconds(30))
        let a = store.activity(id: "T-1")
        #expect(a?.isActive == false)
        #expect(a?.isStale(at: clock.now) == false)
    }
}
