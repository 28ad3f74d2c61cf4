@testable import AfterglowKit
@testable import AfterglowContent
@testable import AfterglowPayloads
@testable import AfterglowTime
import AfterglowTestSupport
import Testing

@Suite("Content: notifications")
struct ContentNotificationTests {
    func payload(_ name: String) throws -> APNsPayload {
        try PayloadParser.parse(contentsOf: ContentFixtures.repoRoot + "/Examples/payloads/\(name)")
    }
    func categories() throws -> [NotificationCategory] {
        try CategoryFile.load(contentsOf: ContentFixtures.repoRoot + "/Examples/payloads/categories.json")
    }

    @Test("delivery lights the screen except for passive notifications")
    func lights() throws {
        let clock = VirtualClock()
        let store = NotificationStore(clock: clock)
        store.deliver(try payload("message.apns"))
        clock.advance(by: .seconds(5))
        store.deliver(try payload("newsletter-passive.apns"))
        let delivered = store.drainEvents().filter { if case .notificationDelivered = $0 { return true }; return false }
        #expect(delivered.map(\.lightsScreen) == [true, false])
        #expect(delivered.map(\.at) == [.zero, Timestamp(seconds: 5)])
        #expect(store.notifications.map(\.appName) == ["News", "Chat"], "newest first")
    }

    @Test("badges per app; a zero badge clears the app's notifications")
    func badges() throws {
        let store = NotificationStore(clock: VirtualClock())
        store.deliver(try payload("message.apns"))
        store.deliver(try payload("shipping.apns"))
        #expect(store.badge(for: "com.example.chat") == 2)
        #expect(store.badge(for: "com.example.shop") == 1)
        store.deliver(try payload("badge-clear.apns"))
        #expect(store.badge(for: "com.example.chat") == 0)
        #expect(store.notifications.map(\.bundleID) == ["com.example.shop"])
        #expect(store.drainEvents().contains(.badgeChanged(bundleID: "com.example.chat", count: 0, at: .zero)))
    }

    @Test("hidden previews show the app, the generic title and the category's placeholder")
    func hiddenPreviews() throws {
        let store = NotificationStore(clock: VirtualClock())
        for c in try categories() { store.register(c) }
        let n = store.deliver(try payload("message.apns"))
        let v = NotificationPresenter.view(n, context: .lockScreen, previews: .never, category: store.category(n.categoryID))
        #expect(v.isHiddenPreview && v.appName == "Chat")
        #expect(v.title == .text("Notification") && v.body == .text("New message") && v.subtitle == nil)
        let unlocked = NotificationPresenter.view(n, context: .banner, previews: .whenUnlocked, locked: false)
        #expect(!unlocked.isHiddenPreview && unlocked.title == .text("Alex Martin"))
    }

    @Test("sensitive fields are redacted on the Lock Screen and in Always On, shown in a banner while in use")
    func redaction() throws {
        let n = NotificationStore(clock: VirtualClock()).deliver(try payload("message.apns"))
        #expect(n.sensitiveFields == [.body])
        #expect(NotificationPresenter.view(n, context: .lockScreen).body == .redacted)
        #expect(NotificationPresenter.view(n, context: .alwaysOn, locked: false).body == .redacted)
        #expect(NotificationPresenter.view(n, context: .lockScreen).title == .text("Alex Martin"))
        #expect(NotificationPresenter.view(n, context: .banner, locked: false).body == .text("The door code is 4821, see you at 8"))
        let shipping = NotificationStore(clock: VirtualClock()).deliver(try payload("shipping.apns"))
        #expect(NotificationPresenter.view(shipping, context: .alwaysOn).body?.text?.hasPrefix("Your parcel") == true)
    }

    @Test("watch short look is app and title only; long look adds body, actions and Dismiss")
    func watchLooks() throws {
        let store = NotificationStore(clock: VirtualClock())
        for c in try categories() { store.register(c) }
        let n = store.deliver(try payload("message.apns"))
        let short = NotificationPresenter.view(n, context: .watchShortLook)
        #expect(short.title == .text("Alex Martin") && short.body == nil && short.actions.isEmpty)
        let long = NotificationPresenter.view(n, context: .watchLongLook, locked: false, category: store.category(n.categoryID))
        #expect(long.body == .text("The door code is 4821, see you at 8"))
        #expect(long.actions == ["Reply", "Like", "Mute Conversation", "Dismiss"])
    }

    @Test("a category has at most four actions")
    func fourActions() {
        let five = (1...5).map { NotificationCategory.Action(id: "a\($0)", title: "A\($0)") }
        #expect(throws: CategoryError(categoryID: "X", actionCount: 5)) { try NotificationCategory(id: "X", actions: five) }
        #expect((try? NotificationCategory(id: "X", actions: Array(five.prefix(4)))) != nil)
    }

    @Test("no title: the app name stands in; thread-id groups")
    func titleAndGroups() throws {
        let store = NotificationStore(clock: VirtualClock())
        let p = try PayloadParser.parse(#"{"aps":{"alert":"Hi","thread-id":"t1"},"Simulator Target Bundle":"com.example.chat"}"#)
        let a = store.deliver(p)
        store.deliver(try PayloadParser.parse(#"{"aps":{"alert":"Other","thread-id":"t2"},"Simulator Target Bundle":"com.example.chat"}"#))
        store.deliver(p)
        #expect(NotificationPresenter.view(a, context: .banner, locked: false).title == .text("Chat"))
        #expect(store.groups.map { $0.count } == [2, 1])
    }
}
