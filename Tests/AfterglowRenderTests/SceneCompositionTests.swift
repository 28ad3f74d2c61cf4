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
        #expect(item(a, "notif.n1.title") != nil && item(a, "lock.clock") != nil)
        // Notifications follow the activities in the list, 8 pt apart.
        let note = item(a, "notif.n1.background")!.bounds
        #expect(note.minY == la!.bounds.maxY + 8)
        // Alone, the activity is where the geometry puts the Lock Screen presentation.
        let alone = composer.compose(SceneState(device: phone, activities: [SampleActivity()]))
        #expect(item(alone, "la.sample.lockScreen.background")?.bounds == PresentationGeometry(device: phone).frame(for: .lockScreen, requestedHeight: 100)?.frame)
    }

    /// "The system uses the Lock Screen presentation to display a banner at the bottom of the Lock
    /// Screen" (HIG Live Activities › Lock Screen, seeds/001): the list is anchored above the
    /// flashlight and camera buttons and grows upwards, the activity at its top; on every phone and
    /// iPad, awake and in Always On, with and without notifications.
    @Test(arguments: ["iphone-16-pro", "iphone-16-pro-max", "iphone-14-pro", "iphone-air",
                      "ipad-pro-12-9-6th-gen", "ipad-pro-11-4th-gen", "ipad-air-3rd-gen", "ipad-9th-gen", "ipad-mini-5th-gen"])
    func lockScreenListIsAnchoredAtTheBottom(device id: String) throws {
        let d = TestDevices.named(id)
        let g = PresentationGeometry(device: d)
        let flashlight = { (l: DisplayList) in l.items.first { $0.id == "lock.flashlight.disc" }?.bounds }
        let notes = [SceneNotification(id: "n1", appName: "Messages", title: "Ana", body: "See you at 8"),
                     SceneNotification(id: "n2", appName: "Mail", title: "Bo", body: "Invoice", threadID: "mail")]
        for count in 0...2 {
            var s = SceneState(device: d, activities: [SampleActivity()], notifications: Array(notes.prefix(count)))
            let list = composer.compose(s)
            let la = try #require(item(list, "la.sample.lockScreen.background")).bounds
            let last = count == 0 ? la : try #require(item(list, "notif.n\(count).background")).bounds
            // The list ends 12 pt above the quick-action buttons, whatever it holds.
            #expect(abs(last.maxY - g.lockScreenListBottomPt) < 0.001, "\(id), \(count) notifications")
            // A phone's flashlight and camera sit below the list; an iPad's Lock Screen has neither.
            if let f = flashlight(list) {
                #expect(abs(f.minY - g.lockScreenListBottomPt - PresentationGeometry.lockScreenListGapAboveQuickActionsPt) < 0.001)
            } else {
                #expect(d.kind == .tablet, "\(id): no flashlight button")
            }
            // The activity tops the list: below the clock and widgets, in the lower half of the screen.
            for n in notes.prefix(count) { #expect(item(list, "notif.\(n.id).background")!.bounds.minY > la.maxY) }
            #expect(la.minY >= PresentationGeometry.lockScreenListTopPt && la.midY > g.screen.height / 2, "\(id)")
            // Always On draws the same list in the same place (only colours change).
            s.alwaysOn = 1
            let dim = composer.compose(s)
            let kept = { (l: DisplayList) in Dictionary(l.items.filter { ($0.id.hasPrefix("la.") || $0.id.hasPrefix("notif.")) && $0.role != .sensitive }.map { ($0.id, $0.bounds) }, uniquingKeysWith: { a, _ in a }) }
            let awake = kept(list)
            for (k, r) in kept(dim) { #expect(awake[k] == nil || awake[k] == r, "\(id) \(k) moved in Always On") }
            #expect(!kept(dim).isEmpty)
        }
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
        #expect(item(list, "island.shape")?.bounds == g.minimalIslandFrame(), "the island ends at the camera in minimal")
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
        guard case .linearGradient(let awakeTop, _)? = item(awake, "wallpaper.gradient")?.command else { Issue.record("wallpaper awake"); return }
        #expect(top.relativeLuminance < awakeTop.relativeLuminance * 0.2, "the wallpaper dims to a fraction of its light")
        // Secondary content dims against the same text awake in the dark appearance (Always On
        // composes dark); essential content keeps its colour at reduced luminance.
        var darkAwake = s
        darkAwake.alwaysOn = 0
        darkAwake.appearance = .dark
        let dark = composer.compose(darkAwake)
        guard case .text(_, let title)? = item(ao, "la.sample.lockScreen.title")?.command,
              case .text(_, let awakeTitle)? = item(dark, "la.sample.lockScreen.title")?.command else { Issue.record("title"); return }
        #expect(title.color.relativeLuminance < awakeTitle.color.relativeLuminance * 0.5)
        guard case .text(_, let clock)? = item(ao, "lock.clock")?.command,
              case .text(_, let awakeClock)? = item(dark, "lock.clock")?.command else { Issue.record("clock"); return }
        #expect(clock.color.relativeLuminance < awakeClock.color.relativeLuminance && clock.color.relativeLuminance > title.color.relativeLuminance)
        // Controls take an unavailable (dimmed) look instead of disappearing (seeds/000).
        #expect(item(awake, "lock.flashlight.disc") != nil && item(ao, "lock.flashlight.disc") != nil)
        // The wallpaper follows the policy: the person's own (light here, though Always On composes
        // dark) dimmed by `wallpaperDim`, or black when turned off.
        #expect(abs(top.r - awakeTop.r * AlwaysOnContentPolicy.standard.wallpaperDim) < 1e-9)
        var noWall = s
        noWall.alwaysOnPolicy.alwaysOnWallpaper = false
        let black = composer.compose(noWall)
        guard case .linearGradient(let t0, let b0)? = item(black, "wallpaper.gradient")?.command else { Issue.record("wallpaper off"); return }
        #expect(t0.relativeLuminance == 0 && b0.relativeLuminance == 0 && black.background.relativeLuminance == 0)
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
        s.standByExpanded = true   // after a tap: the Lock Screen presentation, scaled
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

/// "none", or how many pixels differ by more than `tolerance` in a channel and where (never the
/// whole buffer in a failure message).
func differingPixels(_ a: PixelBuffer, _ b: PixelBuffer, tolerance: Int = 0) -> String {
    guard a.width == b.width, a.height == b.height else { return "size \(a.width)x\(a.height) vs \(b.width)x\(b.height)" }
    var n = 0, x0 = Int.max, y0 = Int.max, x1 = -1, y1 = -1
    var worst = 0
    for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] {
        let p = PixelBuffer.channels(a[x, y]), q = PixelBuffer.channels(b[x, y])
        let d = max(abs(Int(p.a) - Int(q.a)), abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
        guard d > tolerance else { continue }
        worst = max(worst, d); n += 1; x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x); y1 = max(y1, y)
    } }
    return n == 0 ? "none" : "\(n) pixels in (\(x0), \(y0))–(\(x1), \(y1)), worst channel delta \(worst)"
}

@Suite struct SceneDamageTests {
    /// Rendering only a damaged region of a real scene gives exactly the pixels of a full render.
    @Test func regionRenderEqualsFullRenderCropped() throws {
        let phone = TestDevices.named("iphone-16-pro")
        var s = SceneState(device: phone, islandPresentation: .compact, activities: try ExampleActivities.all(),
                           notifications: ExampleGoldenTests.notes, appearance: .dark, now: ExampleActivities.now)
        s.widgets = ExampleGoldenTests.widgets
        let list = SceneComposer().compose(s)
        let full = CairoRenderer().render(list, region: nil)
        for region in [Rect(x: 100, y: 5, width: 200, height: 50), Rect(x: 10, y: 215, width: 180, height: 120), Rect(x: 0, y: 700, width: 393, height: 152)] {
            let px = PixelRect(covering: region, scale: list.scale)
            #expect(differingPixels(CairoRenderer().render(list, region: region), full.cropped(to: px)) == "none", "region \(region)")
        }
    }

    /// A clock tick changes only the clock's item; redrawing just its bounds over the previous
    /// frame gives the same pixels as a full redraw of the new frame.
    @Test func damageFromChangedItemsReproducesAFullRedraw() {
        let phone = TestDevices.named("iphone-16-pro")
        let a = SceneState(device: phone, wallClock: WallClock(year: 2025, month: 11, day: 21, hour: 10, minute: 41))
        var b = a
        b.wallClock.minute = 42
        let c = SceneComposer()
        let la = c.compose(a), lb = c.compose(b)
        let changed = zip(la.items, lb.items).filter { $0 != $1 }
        #expect(changed.map(\.0.id) == ["lock.clock"])
        let renderer = CairoRenderer()
        var frame = renderer.render(la, region: nil)
        let damage = changed.map { PixelRect(covering: $0.0.bounds.union($0.1.bounds), scale: lb.scale) }
        renderer.render(lb, into: &frame, damage: damage)
        // pixman steps gradients incrementally along a span, so a span that starts at the damage
        // edge may round one level differently from a full-width span: allow a delta of 1.
        #expect(differingPixels(frame, renderer.render(lb, region: nil), tolerance: 1) == "none")
    }
}

@Suite struct SceneBannerTests {
    /// On a phone without the Dynamic Island an alerting activity shows its Lock Screen
    /// presentation as a banner at the top (HIG Live Activities › Lock Screen, seeds/001).
    @Test func alertingActivityBecomesABannerWithoutTheIsland() {
        var phone = TestDevices.named("iphone-16-pro")
        phone.dynamicIsland = nil
        let s = SceneState(device: phone, surface: .homeScreen, islandPresentation: .expanded, activities: [SampleActivity()],
                           alertingActivityID: "sample", locked: false)
        let list = SceneComposer().compose(s)
        #expect(!list.items.contains { $0.id.hasPrefix("island.") })
        let banner = list.items.first { $0.id == "la.sample.lockScreen.background" }
        #expect(banner != nil)
        #expect((banner?.bounds.minY ?? 0) < 100, "at the top of the screen")
    }

    @Test func notificationBannerIsDrawnOverTheHomeScreen() {
        let phone = TestDevices.named("iphone-16-pro")
        let n = SceneNotification(id: "x", appName: "Chat", title: "Alex", body: "Hi", badge: 4)
        let list = SceneComposer().compose(SceneState(device: phone, surface: .homeScreen, notifications: [n], banner: n, locked: false))
        let bannerIndex = list.items.firstIndex { $0.id == "banner.notif.x.background" }
        let islandIndex = list.items.firstIndex { $0.id == "island.shape" }
        #expect(bannerIndex != nil && islandIndex != nil && bannerIndex! > islandIndex!, "banner above everything")
        // The app's icon carries the badge count (HIG Notifications › Badging, seeds/004).
        #expect(list.items.contains { if case .text("4", _) = $0.command { return $0.id.hasSuffix(".badge.count") }; return false })
    }
}

@Suite struct AlwaysOnBlendTests {
    /// The dimming transition is monotonic: a deeper Always On level never brightens anything.
    @Test func deeperLevelsAreNeverBrighter() {
        let phone = TestDevices.named("iphone-16-pro")
        var s = SceneState(device: phone, activities: [SampleActivity()], appearance: .dark)
        func luminance(_ id: String, _ level: Double) -> Double {
            s.alwaysOn = level
            guard let item = SceneComposer().compose(s).items.first(where: { $0.id == id }) else { return 0 }
            switch item.command {
            case .text(_, let st): return st.color.relativeLuminance * st.color.a
            case .linearGradient(let top, _): return top.relativeLuminance
            default: return -1
            }
        }
        for id in ["lock.clock", "wallpaper.gradient", "la.sample.lockScreen.title"] {
            let levels = [0, 0.25, 0.5, 0.75, 1].map { luminance(id, $0) }
            #expect(zip(levels, levels.dropFirst()).allSatisfy { $0 >= $1 }, "\(id): \(levels)")
            #expect(levels.last! < levels.first!, "\(id) dims")
        }
    }
}

@Suite struct StatusBarTests {
    @Test func statusItemsUnderTheIslandAreHidden() {
        let phone = TestDevices.named("iphone-air")
        var s = SceneState(device: phone, surface: .homeScreen, islandPresentation: .minimal,
                           activities: [SampleActivity(), SampleActivity(id: "b", relevanceScore: -1)], locked: false)
        var list = SceneComposer().compose(s)
        let detached = list.items.first { $0.id == "island.detached" }!.bounds
        let island = list.items.first { $0.id == "island.shape" }!.bounds
        #expect(!list.items.contains { $0.id.hasPrefix("status.") && ($0.bounds.intersects(detached) || $0.bounds.intersects(island)) })
        // The minimal island is the attached bubble joined to the camera (PresentationGeometry.minimalIslandFrame);
        // the battery, right of the detached bubble, stays.
        #expect(list.items.contains { $0.id == "status.battery.level" }, "the battery on the right stays")
        s.islandPresentation = .compact
        list = SceneComposer().compose(s)
        #expect(list.items.contains { $0.id == "status.battery.level" }, "the battery shows beside the compact island")
    }
}

@Suite struct AlwaysOnLightAppearanceTests {
    /// In Always On a light-appearance Lock Screen must not keep dark text on the dimmed, near-black
    /// wallpaper: every remaining text is light enough to read.
    @Test func alwaysOnTextStaysLegibleFromLightAppearance() throws {
        let phone = TestDevices.named("iphone-16-pro")
        let s = SceneState(device: phone, activities: try ExampleActivities.all(), notifications: ExampleGoldenTests.notes,
                           appearance: .light, alwaysOn: 1, now: ExampleActivities.now)
        for item in SceneComposer().compose(s).items {
            if case .text(_, let style) = item.command {
                #expect(style.color.relativeLuminance > 0.05, "\(item.id) is too dark for Always On")
            }
        }
    }
}
