import AfterglowKit
import AfterglowRender
import Foundation
import Testing

@Suite struct SceneCompositionTests {
    let composer = SceneComposer()
    let phone = TestDevices.named("iphone-16-pro")

    func item(_ list: DisplayList, _ id: String) -> DisplayItem? { list.items.first { $0.id == id } }

    @Test func lockScreenIsFullScreenWithStableIds() {
        let state = SceneState(device: phone, activities: [SampleActivity()],
                               notifications: [SceneNotification(id: "n1", appName: "Messages", title: "Ana", body: "See you at 8")])
        let a = composer.compose(state), b = composer.compose(state)
        #expect(a == b)
        #expect(a.pixelWidth == 1206 && a.pixelHeight == 2622)
        #expect(Set(a.items.map(\.id)).count == a.items.count, "ids are unique")
        let la = item(a, "la.sample.lockScreen.background")
        #expect(la?.bounds == PresentationGeometry(device: phone).frame(for: .lockScreen, requestedHeight: 100)?.frame)
        #expect(item(a, "notif.n1.title") != nil && item(a, "lock.clock") != nil)
        // Notifications follow the activities in the list.
        #expect(item(a, "notif.n1.background")!.bounds.minY > la!.bounds.maxY)
    }

    @Test func islandPresentationsUseGeometryFrames() throws {
        let g = PresentationGeometry(device: phone)
        var s = SceneState(device: phone, surface: .homeScreen, islandPresentation: .compact, activities: [SampleActivity()])
        var list = composer.compose(s)
        #expect(item(list, "island.shape")?.bounds == g.islandFrame)
        #expect(item(list, "la.sample.compactTrailing.value")?.bounds.maxX ?? 0 <= g.islandFrame!.maxX)
        #expect(item(list, "island.shape.keyline") == nil, "no key line in light appearance")

        s.appearance = .dark
        list = composer.compose(s)
        #expect(item(list, "island.shape.keyline") != nil, "key line in dark appearance")

        s.islandPresentation = .expanded
        list = composer.compose(s)
        #expect(item(list, "island.shape")?.bounds == g.frame(for: .expanded, requestedHeight: 100)?.frame)
        guard case .roundedRect(_, let radius, let fill)? = item(list, "island.shape")?.command else { Issue.record("no island"); return }
        #expect(radius == 44 && fill == .black)

        s.islandPresentation = .minimal
        s.activities = [SampleActivity(), SampleActivity(id: "second", relevanceScore: -1)]
        list = composer.compose(s)
        #expect(item(list, "island.detached")?.bounds == g.frame(for: .minimalDetached)?.frame)
        #expect(item(list, "la.second.minimalDetached.symbol") != nil && item(list, "la.sample.minimalAttached.symbol") != nil)

        // An ended activity leaves the island at once.
        s.activities = [SampleActivity(showsInDynamicIsland: false)]
        s.islandPresentation = .compact
        list = composer.compose(s)
        #expect(item(list, "island.shape")?.bounds.width == phone.dynamicIsland!.sensorRegionWidthPt)
    }

    @Test func alwaysOnDimsRemovesBackgroundsAndRedacts() {
        var s = SceneState(device: phone, activities: [SampleActivity(sensitiveValue: true)], locked: false)
        let awake = composer.compose(s)
        guard case .text? = item(awake, "la.sample.lockScreen.value")?.command else { Issue.record("value should show when unlocked"); return }
        s.alwaysOn = 1
        let ao = composer.compose(s)
        #expect(item(ao, "la.sample.lockScreen.background") == nil, "row background removed")
        guard case .roundedRect? = item(ao, "la.sample.lockScreen.value")?.command else { Issue.record("sensitive value not redacted"); return }
        guard case .linearGradient(let top, _)? = item(ao, "wallpaper.gradient")?.command else { Issue.record("wallpaper"); return }
        #expect(top.relativeLuminance < 0.01)
        guard case .text(_, let title)? = item(ao, "la.sample.lockScreen.title")?.command,
              case .text(_, let awakeTitle)? = item(awake, "la.sample.lockScreen.title")?.command else { Issue.record("title"); return }
        #expect(title.color.relativeLuminance < awakeTitle.color.relativeLuminance * 0.5 || title.color.a < awakeTitle.color.a)
        // Half-way through the transition the ids are the same as awake (stable for damage).
        s.alwaysOn = 0.3
        #expect(composer.compose(s).items.map(\.id) == awake.items.map(\.id))
    }

    @Test func lockedLockScreenRedactsSensitiveNotificationFieldsAndHidesPreviews() {
        let n = SceneNotification(id: "bank", appName: "Bank", title: "Payment received", body: "$1,250.00 from ACME",
                                  sensitiveFields: [.body], hiddenPreviewPlaceholder: "Account activity")
        var s = SceneState(device: phone, notifications: [n], locked: true)
        var list = composer.compose(s)
        guard case .roundedRect? = item(list, "notif.bank.body")?.command else { Issue.record("body not redacted"); return }
        guard case .text(let title, _)? = item(list, "notif.bank.title")?.command else { Issue.record("title"); return }
        #expect(title == "Payment received")
        s.previews = .whenUnlocked
        list = composer.compose(s)
        guard case .text(let t2, _)? = item(list, "notif.bank.title")?.command, case .text(let b2, _)? = item(list, "notif.bank.body")?.command else {
            Issue.record("hidden preview"); return
        }
        #expect(t2 == "Bank" && b2 == "Account activity")
    }

    @Test func standByScalesTheLockScreenPresentationAndNightModeIsRed() {
        var s = SceneState(device: phone, surface: .standBy, activities: [SampleActivity(height: 100)])
        let list = composer.compose(s)
        #expect(list.size == Size(width: phone.screen.heightPt, height: phone.screen.widthPt))
        let f = PresentationGeometry(device: phone).frame(for: .standBy, requestedHeight: 100)!
        let value = item(list, "la.sample.standBy.value")!
        guard case .text(_, let style) = value.command else { Issue.record("value"); return }
        #expect(abs(style.sizePt - 24 * f.scale) < 1e-9)
        #expect(f.frame.contains(value.bounds))
        s.nightMode = true
        for i in composer.compose(s).items {
            if case .text(_, let st) = i.command { #expect(st.color.g <= st.color.r * 0.1 && st.color.b <= st.color.r * 0.1) }
        }
    }

    @Test func watchSurfacesFitTheWatch() {
        let watch = TestDevices.named("apple-watch-45mm")
        let n = SceneNotification(id: "m", appName: "Messages", title: "Ana", body: "Running late", actions: ["Reply", "Call", "Mark", "Mute", "Extra"])
        for surface in [SceneState.Surface.watchFace, .smartStack, .shortLook, .longLook] {
            let list = composer.compose(SceneState(device: watch, surface: surface, activities: [SampleActivity()], notifications: [n]))
            #expect(list.pixelWidth == 396 && list.pixelHeight == 484)
            #expect(!list.items.isEmpty)
        }
        let long = composer.compose(SceneState(device: watch, surface: .longLook, notifications: [n]))
        #expect(long.items.filter { $0.id.hasPrefix("long.action") && $0.id.hasSuffix(".title") }.count == 5, "four actions and Dismiss")
        let stack = composer.compose(SceneState(device: watch, surface: .smartStack, activities: [SampleActivity()]))
        #expect(item(stack, "stack.activity.background")?.bounds == PresentationGeometry(device: watch).frame(for: .smartStack)?.frame)
    }

    @Test func wallClockFormatsCivilTime() {
        let c = WallClock(unixSeconds: 1_763_719_200 + 41 * 60)   // 2025-11-21 10:41 UTC
        #expect(c.year == 2025 && c.month == 11 && c.day == 21 && c.hour == 10 && c.minute == 41)
        #expect(c.longDateText == "Friday, November 21" && c.timeText() == "10:41" && c.shortDateText == "FRI 21")
        #expect(WallClock(year: 2024, month: 2, day: 29, hour: 13, minute: 5).timeText() == "1:05")
        #expect(WallClock(year: 2024, month: 2, day: 29, hour: 13, minute: 5).timeText(twentyFourHour: true) == "13:05")
        #expect(WallClock(unixSeconds: 0).weekday == 4)
    }
}
