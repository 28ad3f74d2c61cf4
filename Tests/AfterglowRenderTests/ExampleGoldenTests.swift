import AfterglowKit
import AfterglowRender
import Foundation
import Testing

/// Golden images of every presentation of every example template, on iPhone 16 Pro, iPhone 16
/// Pro Max and Apple Watch 45 mm, in light, dark and Always On. Presentations are cropped to
/// their frame (plus a margin) to keep the goldens small; a few full screens cover the chrome.
/// Tolerance and re-recording: see `GoldenImage` and docs/RENDERING.md.
@Suite struct ExampleGoldenTests {
    enum Look: String, CaseIterable { case light, dark, alwaysOn = "aod" }
    static let phones = ["iphone-16-pro", "iphone-16-pro-max"]
    static let phonePresentations = ["lockScreen", "compact", "minimal", "expanded", "standBy", "standByMinimal"]
    let composer = SceneComposer()

    func state(_ device: DeviceProfile, _ look: Look) -> SceneState {
        SceneState(device: device, appearance: look == .light ? .light : .dark, alwaysOn: look == .alwaysOn ? 1 : 0,
                   locked: true, now: ExampleActivities.now, wallClock: ExampleActivities.wallClock,
                   measurer: ExampleActivities.measurer)
    }

    func region(_ list: DisplayList, _ prefixes: [String], margin: Double = 8) -> Rect? {
        list.bounds(ofItemsWithPrefixes: prefixes, margin: margin)
    }

    @Test(arguments: phones, ExampleActivities.names)
    func phonePresentations(device id: String, example: String) throws {
        let device = TestDevices.named(id)
        let a = try ExampleActivities.activity(example)
        let next = ExampleActivities.names[(ExampleActivities.names.firstIndex(of: example)! + 1) % ExampleActivities.names.count]
        let second = try ExampleActivities.activity(next, id: "second", relevance: -1)
        for look in Look.allCases {
            for p in Self.phonePresentations {
                var s = state(device, look)
                s.activities = [a]
                var crop: [String]
                switch p {
                case "lockScreen":
                    s.surface = .lockScreen
                    crop = ["la.\(example).lockScreen.background"]
                case "standBy":
                    // After a tap: the Lock Screen presentation scaled (seeds/001 › StandBy).
                    s.surface = .standBy
                    s.standByExpanded = true
                    crop = []
                case "standByMinimal":
                    // What StandBy shows first: the minimal presentation.
                    s.surface = .standBy
                    crop = ["la.\(example).standByMinimal.bubble"]
                default:
                    // The island over the Home Screen; in Always On over the dimmed Lock Screen.
                    s.surface = look == .alwaysOn ? .lockScreen : .homeScreen
                    s.islandPresentation = p == "compact" ? .compact : p == "minimal" ? .minimal : .expanded
                    if p == "minimal" { s.activities.append(second) }
                    crop = ["island.shape", "island.detached"]
                }
                let list = composer.compose(s)
                // Crop to where the presentation is when awake (Always On removes its platter).
                var awake = s
                awake.alwaysOn = 0
                let cropRect = crop.isEmpty ? nil : region(composer.compose(awake), crop)
                let image = SceneRender.render(list, region: cropRect)
                GoldenImage.assertMatches(image, named: "\(id)/\(example)-\(p)-\(look.rawValue)", list: list, region: cropRect)
            }
        }
    }

    @Test(arguments: ExampleActivities.names)
    func watchSmartStack(example: String) throws {
        let watch = TestDevices.named("apple-watch-45mm")
        for look in Look.allCases {
            var s = state(watch, look)
            s.surface = .smartStack
            s.activities = [try ExampleActivities.activity(example)]
            let list = composer.compose(s)
            var awake = s
            awake.alwaysOn = 0
            let cropRect = region(composer.compose(awake), ["stack.activity.background"], margin: 4)
            GoldenImage.assertMatches(SceneRender.render(list, region: cropRect),
                                      named: "apple-watch-45mm/\(example)-smartStack-\(look.rawValue)", list: list, region: cropRect)
        }
    }

    static let notes = [
        SceneNotification(id: "m1", appName: "Messages", iconSymbol: "message.fill", iconColor: Color(r: 0.2, g: 0.78, b: 0.35),
                          title: "Ana Lima", body: "Running 10 minutes late, order me the soup please!", threadID: "ana", badge: 3,
                          actions: ["Reply", "Mark as Read"]),
        SceneNotification(id: "m2", appName: "Messages", iconSymbol: "message.fill", iconColor: Color(r: 0.2, g: 0.78, b: 0.35),
                          title: "Ana Lima", body: "Here now", threadID: "ana"),
        SceneNotification(id: "b1", appName: "Bank", iconSymbol: "lock.fill", iconColor: Color(r: 0.1, g: 0.3, b: 0.7),
                          title: "Payment received", body: "$1,250.00 from ACME Corp", timeText: "5m ago", sensitiveFields: [.body],
                          hiddenPreviewPlaceholder: "Account activity"),
    ]
    static let widgets = [LockScreenWidget(id: "ring", symbol: "flame.fill", value: "72", progress: 0.7),
                          LockScreenWidget(id: "cal", family: .rectangular, symbol: "clock", value: "Design review", label: "11:30 AM"),
                          LockScreenWidget(id: "bat", symbol: "bolt.fill", value: "80", progress: 0.8)]

    func assertScreen(_ state: SceneState, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let list = composer.compose(state)
        GoldenImage.assertMatches(SceneRender.render(list), named: name, list: list, sourceLocation: sourceLocation)
    }

    /// Whole screens: the chrome around the presentations.
    @Test func fullScreens() throws {
        let phone = TestDevices.named("iphone-16-pro"), watch = TestDevices.named("apple-watch-45mm")
        let acts = try ExampleActivities.all()
        for look in Look.allCases {
            var s = state(phone, look)
            s.activities = Array(acts.prefix(2)); s.notifications = Self.notes; s.widgets = Self.widgets
            assertScreen(s, named: "screens/lockscreen-\(look.rawValue)")
        }
        var home = state(phone, .light)
        home.surface = .homeScreen; home.islandPresentation = .compact; home.locked = false
        home.activities = [acts[0]]; home.notifications = Self.notes; home.banner = Self.notes[0]
        assertScreen(home, named: "screens/homescreen-banner-light")
        var center = state(phone, .dark)
        center.surface = .notificationCenter; center.locked = false; center.notifications = Self.notes
        assertScreen(center, named: "screens/notificationcenter-dark")
        var night = state(phone, .dark)
        night.surface = .standBy; night.nightMode = true; night.activities = [acts[0]]
        assertScreen(night, named: "screens/standby-night")
        for surface in [SceneState.Surface.watchFace, .shortLook, .longLook] {
            for look in [Look.dark, .alwaysOn] {
                var w = state(watch, look)
                w.surface = surface; w.activities = [acts[2]]; w.notifications = Self.notes
                assertScreen(w, named: "screens/watch-\(surface.rawValue)-\(look.rawValue)")
            }
        }
    }
}
