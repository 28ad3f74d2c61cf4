import AfterglowKit
import AfterglowRender
import Foundation
import Testing

/// The surfaces of HIG Live Activities (seeds/001) beyond the iPhone's island and Lock Screen:
/// StandBy's minimal-then-2× rule, the Smart Stack's top slot, the Mac menu bar, CarPlay, iPad.
@Suite struct SurfaceScenesTests {
    let composer = SceneComposer()
    func item(_ list: DisplayList, _ id: String) -> DisplayItem? { list.items.first { $0.id == id } }
    func ids(_ list: DisplayList, prefix: String) -> [String] { list.items.map(\.id).filter { $0.hasPrefix(prefix) } }

    // MARK: StandBy

    @Test("StandBy: the activity first appears in the minimal presentation")
    func standByStartsMinimal() throws {
        let phone = TestDevices.named("iphone-16-pro")
        let s = SceneState(device: phone, surface: .standBy, activities: [SampleActivity()])
        let list = composer.compose(s)
        let bubble = try #require(item(list, "la.sample.standByMinimal.bubble"))
        #expect(bubble.bounds.width == 36.67 && bubble.bounds.height == 36.67, "the minimal size, seeds/001")
        #expect(abs(bubble.bounds.midX - list.size.width / 2) < 0.01)
        #expect(item(list, "standby.clock") != nil, "the StandBy clock stays under the bubble")
        #expect(ids(list, prefix: "la.sample.standBy.").isEmpty, "no Lock Screen presentation before a tap")
    }

    @Test("StandBy: a tap shows the Lock Screen presentation at 2× (custom background), slightly larger by default")
    func standByTapScales() throws {
        let phone = TestDevices.named("iphone-16-pro")
        let g = PresentationGeometry(device: phone)
        var custom = SampleActivity(); custom.background = Color(r: 0.1, g: 0.2, b: 0.5)
        var s = SceneState(device: phone, surface: .standBy, activities: [custom])
        s.standByExpanded = true
        let withBackground = composer.compose(s)
        #expect(item(withBackground, "standby.background")?.bounds.size == withBackground.size, "the custom colour fills the screen")
        let f2 = try #require(g.frame(for: .standBy, requestedHeight: 100, customBackground: true))
        #expect(f2.scale == 2 && f2.frame.width == 742 && f2.frame.height == 200)
        #expect(item(withBackground, "la.sample.standBy.value") != nil)

        s.activities = [SampleActivity()]
        let plain = composer.compose(s)
        #expect(item(plain, "standby.background") == nil)
        let fd = try #require(g.frame(for: .standBy, requestedHeight: 100))
        #expect(fd.scale > 2 && fd.scale < 2.5, "slightly larger than 2×: \(fd.scale)")
        #expect(abs(fd.frame.width - (874 - 48)) < 0.01, "the landscape width less 24 pt a side")
        #expect(fd.frame.maxX <= 874 && fd.frame.maxY <= 402)
        let v2 = try #require(item(withBackground, "la.sample.standBy.value")), vd = try #require(item(plain, "la.sample.standBy.value"))
        #expect(vd.bounds.width > v2.bounds.width, "the same content drawn larger")
    }

    // MARK: Smart Stack

    @Test("Smart Stack: the activity at the top of the stack")
    func smartStackTop() throws {
        let watch = TestDevices.named("apple-watch-45mm")
        let list = composer.compose(SceneState(device: watch, surface: .smartStack, activities: [SampleActivity()]))
        let activity = try #require(item(list, "stack.activity.background")), widget = try #require(item(list, "stack.weather.background"))
        #expect(activity.bounds.minY < widget.bounds.minY, "the activity comes first")
        #expect(activity.bounds.minY == PresentationGeometry.smartStackTopPt)
        #expect(activity.bounds.size == Size(width: 184, height: 80.5))
        let empty = composer.compose(SceneState(device: watch, surface: .smartStack))
        #expect(item(empty, "stack.weather.background")?.bounds.minY == PresentationGeometry.smartStackTopPt, "without an activity the widget is first")
    }

    // MARK: Mac

    @Test("Mac: the activity in the menu bar, its expanded view on click, kept after it ends")
    func macMenuBar() throws {
        let mac = TestDevices.named("mac-macbook-air-13-m3")
        let g = PresentationGeometry(device: mac)
        var ended = SampleActivity(); ended.showsInDynamicIsland = false
        var s = SceneState(device: mac, surface: .menuBar, activities: [ended])
        var list = composer.compose(s)
        let capsule = try #require(item(list, "la.sample.menuBar.capsule")?.bounds, "an ended activity stays in the menu bar (up to 4 h, seeds/001)")
        // A menu bar item's height, centred in the bar, ending where the item ends; as wide as the
        // content (no empty black where an iPhone's camera would be, issue 29).
        let bar = try #require(mac.menuBar)
        #expect(capsule.height == 24 && abs(capsule.midY - bar.heightPt / 2) < 0.01)
        #expect(capsule.maxX == g.menuBarItem?.maxX && capsule.width < (g.menuBarItem?.width ?? 0))
        let value = try #require(item(list, "la.sample.compactTrailing.value"))
        #expect(capsule.contains(value.bounds))
        // The camera housing is drawn, centred, as tall as the bar.
        let notch = try #require(item(list, "menubar.notch")?.bounds)
        #expect(abs(notch.midX - mac.screen.widthPt / 2) < 0.01 && notch.maxY == bar.heightPt)
        #expect(item(list, "la.sample.menuBar.popover") == nil, "closed until clicked")
        s.menuBarExpanded = true
        list = composer.compose(s)
        let pop = try #require(item(list, "la.sample.menuBar.popover"))
        #expect(pop.bounds == g.frame(for: .expanded, requestedHeight: 100)?.frame)
        #expect(item(list, "la.sample.expanded.value") != nil || list.items.contains { $0.id.hasPrefix("la.sample.expanded.") })
        // Two activities: two minimal bubbles.
        var second = SampleActivity(); second.id = "two"; second.relevanceScore = -1
        s.activities = [SampleActivity(), second]; s.menuBarExpanded = false
        list = composer.compose(s)
        // Each at a menu bar item's height, centred where the minimal frames are.
        for (id, p) in [("sample", Presentation.minimalAttached), ("two", .minimalDetached)] {
            let bubble = try #require(item(list, "la.\(id).menuBar.bubble")?.bounds)
            let f = try #require(g.frame(for: p)?.frame)
            #expect(abs(bubble.height - bar.capsuleHeightPt) < 0.001 && abs(bubble.midX - f.midX) < 0.001 && abs(bubble.midY - f.midY) < 0.001)
        }
    }

    // MARK: CarPlay

    @Test("CarPlay: the activity on the Dashboard; an ended one leaves at once", arguments: ["carplay-widescreen", "carplay-portrait", "carplay-standard"])
    func carPlay(id: String) throws {
        let car = TestDevices.named(id)
        let f = try #require(PresentationGeometry(device: car).frame(for: .carPlay))
        var list = composer.compose(SceneState(device: car, surface: .carPlay, activities: [SampleActivity()]))
        #expect(list.size == car.screen.pointSize)
        #expect(item(list, "la.sample.carPlay.background")?.bounds == f.frame)
        #expect(list.items.contains { $0.id.hasPrefix("la.sample.carPlay.") && $0.id != "la.sample.carPlay.background" })
        let map = try #require(item(list, "carplay.map"))
        #expect(!map.bounds.intersects(f.frame), "the card does not cover the map")
        var ended = SampleActivity(); ended.showsInDynamicIsland = false
        list = composer.compose(SceneState(device: car, surface: .carPlay, activities: [ended]))
        #expect(ids(list, prefix: "la.").isEmpty, "ended: gone from CarPlay at once (seeds/001)")
        #expect(item(list, "carplay.nowplaying.background") != nil)
    }

    // MARK: iPad

    @Test("iPad: Lock Screen presentation at the table's width, no island")
    func ipadLockScreen() throws {
        let pad = TestDevices.named("ipad-pro-12-9-6th-gen")
        let list = composer.compose(SceneState(device: pad, activities: [SampleActivity()],
                                               notifications: [SceneNotification(id: "n1", appName: "Messages", title: "Ana", body: "Hi")]))
        #expect(item(list, "la.sample.lockScreen.background")?.bounds.width == 500)
        #expect(item(list, "notif.n1.background")?.bounds.width == 500)
        #expect(ids(list, prefix: "island.").isEmpty)
    }

    // MARK: Sensitive data setting

    @Test("Show sensitive data: off redacts on the locked Lock Screen, StandBy and Always On; on shows it")
    func sensitiveSetting() throws {
        let phone = TestDevices.named("iphone-16-pro")
        var a = SampleActivity(); a.sensitiveValue = true
        let note = SceneNotification(id: "b1", appName: "Bank", title: "Payment", body: "$1,250.00", sensitiveFields: [.body])
        func redacted(_ s: SceneState, _ id: String) -> Bool {
            guard let i = composer.compose(s).items.first(where: { $0.id == id }) else { return false }
            if case .text = i.command { return false }
            return true
        }
        var s = SceneState(device: phone, activities: [a], notifications: [note])
        #expect(redacted(s, "la.sample.lockScreen.value") && redacted(s, "notif.b1.body"))
        s.alwaysOn = 1
        #expect(redacted(s, "notif.b1.body"))
        s.showSensitiveWhenLocked = true
        #expect(!redacted(s, "notif.b1.body"), "shown in Always On when the person chose to")
        s.alwaysOn = 0
        #expect(!redacted(s, "la.sample.lockScreen.value") && !redacted(s, "notif.b1.body"))
        var stand = SceneState(device: phone, surface: .standBy, activities: [a])
        stand.standByExpanded = true
        #expect(redacted(stand, "la.sample.standBy.value"))
        stand.showSensitiveWhenLocked = true
        #expect(!redacted(stand, "la.sample.standBy.value"))
    }

    // MARK: Notifications

    @Test("Communication notification: the payload's sender name and avatar file replace the title and the app icon")
    func communicationNotification() throws {
        let dir = (TestDevices.repositoryRoot as NSString).appendingPathComponent("Examples/payloads")
        let payload = try PayloadParser.parse(contentsOf: dir + "/communication.apns")
        let store = NotificationStore(clock: VirtualClock())
        let n = store.deliver(payload, baseDirectory: dir)
        let sender = try #require(n.sender)
        #expect(sender.name == "Alex Martin")
        #expect(sender.imagePath == dir + "/avatars/alex.png" && FileManager.default.fileExists(atPath: sender.imagePath!))
        let note = SceneNotification(n, category: nil, now: .zero)
        #expect(note.title == "Alex Martin" && note.sender == sender)
        let phone = TestDevices.named("iphone-16-pro")
        let list = composer.compose(SceneState(device: phone, notifications: [note]))
        let avatar = try #require(item(list, "notif.\(n.id).avatar"))
        guard case .image(let path, _) = avatar.command else { Issue.record("avatar is not an image"); return }
        #expect(path == sender.imagePath)
        #expect(avatar.bounds.width == 38, "the app icon's size")
        #expect(item(list, "notif.\(n.id).icon")?.bounds.width == 18, "the app icon shrinks to a badge")
        // Pixels: the avatar's centre is the image's (light face), not the app icon's green.
        let image = SceneRender.render(list)
        let px = PixelBuffer.channels(image[Int(avatar.bounds.midX * 3), Int((avatar.bounds.minY + avatar.bounds.height * 0.4) * 3)])
        #expect(px.r > 200 && px.g > 200, "face colour from alex.png at the avatar's centre: \(px)")
        // Hidden previews: back to the app icon.
        var hidden = SceneState(device: phone, notifications: [note]); hidden.previews = .never
        #expect(item(composer.compose(hidden), "notif.\(n.id).avatar") == nil)
        // No image: initials.
        var plain = note; plain.sender = CommunicationSender(name: "Ana Lima")
        #expect(plain.sender?.initials == "AL")
        let initials = composer.compose(SceneState(device: phone, notifications: [plain]))
        guard case .text(let t, _)? = item(initials, "notif.\(n.id).avatar.initials")?.command else { Issue.record("no initials"); return }
        #expect(t == "AL")
    }

    @Test("Destructive actions are drawn red in the long look")
    func destructiveActions() throws {
        let dir = (TestDevices.repositoryRoot as NSString).appendingPathComponent("Examples/payloads")
        let store = NotificationStore(clock: VirtualClock())
        for c in try CategoryFile.load(contentsOf: dir + "/categories.json") { store.register(c) }
        let n = store.deliver(try PayloadParser.parse(contentsOf: dir + "/message.apns"))
        let note = SceneNotification(n, category: store.category(n.categoryID), now: .zero)
        #expect(note.destructiveActions == ["Mute Conversation"])
        let watch = TestDevices.named("apple-watch-45mm")
        let list = composer.compose(SceneState(device: watch, surface: .longLook, notifications: [note]))
        func color(_ i: Int) -> Color? {
            if case .text(_, let st)? = item(list, "long.action\(i).title")?.command { return st.color }
            return nil
        }
        #expect(note.actions == ["Reply", "Like", "Mute Conversation"])
        #expect(color(0) == .white && color(1) == .white)
        #expect(color(2) == SystemPalette.systemRed, "Mute Conversation is destructive")
        #expect(color(3) == .white, "Dismiss is not")
    }

    /// The example's MESSAGE notification, delivered through the store with its category.
    static func messageNote() throws -> SceneNotification {
        let dir = (TestDevices.repositoryRoot as NSString).appendingPathComponent("Examples/payloads")
        let store = NotificationStore(clock: VirtualClock())
        for c in try CategoryFile.load(contentsOf: dir + "/categories.json") { store.register(c) }
        let n = store.deliver(try PayloadParser.parse(contentsOf: dir + "/message.apns"))
        return SceneNotification(n, category: store.category(n.categoryID), now: .zero)
    }

    @Test("Expanded notification: the whole body, up to four actions below it, icons trailing, destructive ones red",
          arguments: ["iphone-16-pro", "ipad-pro-11-4th-gen"])
    func expandedNotification(id: String) throws {
        var note = try Self.messageNote()
        #expect(note.actionIcons == ["Reply": "arrowshape.turn.up.left", "Like": "hand.thumbsup", "Mute Conversation": "bell.slash"])
        let d = TestDevices.named(id)
        #expect(SceneState.Surface.available(for: d.kind).contains(.notificationExpanded))
        let g = PresentationGeometry(device: d)
        var s = SceneState(device: d, surface: .notificationExpanded, notifications: [note], locked: false)
        var list = composer.compose(s)
        let card = try #require(item(list, "expanded.\(note.id).background")).bounds
        let menu = try #require(item(list, "expanded.\(note.id).actions.background")).bounds
        #expect(card.width == g.lockScreenWidth && menu.width == g.lockScreenWidth, "the notification's width")
        #expect(menu.minY > card.maxY, "the actions below the notification")
        #expect(abs(menu.height - 3 * 44) < 1e-9, "one 44 pt row per action")
        func text(_ name: String) -> (String, Color)? {
            if case .text(let t, let st)? = item(list, "expanded.\(note.id).\(name)")?.command { return (t, st.color) }
            return nil
        }
        #expect(text("body")?.0 == "The door code is 4821, see you at 8", "unlocked: the body in full")
        #expect(text("action0.title")?.0 == "Reply" && text("action2.title")?.0 == "Mute Conversation")
        #expect(text("action0.title")?.1 != SystemPalette.systemRed && text("action1.title")?.1 != SystemPalette.systemRed)
        #expect(text("action2.title")?.1 == SystemPalette.systemRed, "Mute Conversation is destructive: red")
        for i in 0..<3 {
            let title = try #require(item(list, "expanded.\(note.id).action\(i).title")).bounds
            let icon = try #require(item(list, "expanded.\(note.id).action\(i).icon")).bounds
            #expect(icon.minX >= title.maxX && icon.maxX <= menu.maxX, "the icon on the trailing side of the title")
            #expect(menu.contains(icon) && menu.contains(title))
        }
        #expect(item(list, "expanded.\(note.id).action3.title") == nil)
        // Never more than four, whatever the notification carries.
        note.actions = ["A", "B", "C", "D", "E"]
        s.notifications = [note]
        list = composer.compose(s)
        #expect(item(list, "expanded.\(note.id).action3.title") != nil && item(list, "expanded.\(note.id).action4.title") == nil)
        // Locked, without "show sensitive content": the sensitive body is redacted here too.
        s.notifications = [try Self.messageNote()]; s.locked = true
        list = composer.compose(s)
        #expect(text("body") == nil, "redacted: drawn as a bar, not text")
    }
}
