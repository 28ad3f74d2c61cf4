import AfterglowKit
import AfterglowRender
import Foundation
import Testing

/// Golden images of the surfaces beyond the iPhone and the watch (HIG Live Activities, seeds/001):
/// the iPad Lock Screen at both iPadOS widths, the Mac menu bar (closed and clicked open), and
/// the CarPlay Dashboard in its three Smart Display Zoom configurations, for every example
/// template; plus full screens of each. Tolerance and re-recording: `GoldenImage`,
/// docs/RENDERING.md.
@Suite struct SurfaceGoldenTests {
    let composer = SceneComposer()

    func state(_ id: String, _ appearance: Appearance, surface: SceneState.Surface) -> SceneState {
        SceneState(device: TestDevices.named(id), surface: surface, appearance: appearance, locked: true,
                   now: ExampleActivities.now, wallClock: ExampleActivities.wallClock, measurer: ExampleActivities.measurer)
    }

    func render(_ s: SceneState, crop: [String]?, margin: Double = 8) -> PixelBuffer {
        let list = composer.compose(s)
        return SceneRender.render(list, region: crop.flatMap { list.bounds(ofItemsWithPrefixes: $0, margin: margin) })
    }

    @Test(arguments: ExampleActivities.names)
    func ipadLockScreen(example: String) throws {
        for id in ["ipad-pro-12-9-6th-gen", "ipad-mini-5th-gen"] {
            for look in [Appearance.light, .dark] {
                var s = state(id, look, surface: .lockScreen)
                s.activities = [try ExampleActivities.activity(example)]
                GoldenImage.assertMatches(render(s, crop: ["la.\(example).lockScreen.background"]),
                                          named: "\(id)/\(example)-lockScreen-\(look.rawValue)")
            }
        }
    }

    @Test(arguments: ExampleActivities.names)
    func macMenuBar(example: String) throws {
        let id = "mac-macbook-air-13-m3"
        for look in [Appearance.light, .dark] {
            var s = state(id, look, surface: .menuBar)
            s.activities = [try ExampleActivities.activity(example)]
            GoldenImage.assertMatches(render(s, crop: ["la.\(example).menuBar.capsule"]), named: "\(id)/\(example)-menuBar-\(look.rawValue)")
            s.menuBarExpanded = true
            GoldenImage.assertMatches(render(s, crop: ["la.\(example).menuBar"]), named: "\(id)/\(example)-menuBarExpanded-\(look.rawValue)")
        }
    }

    @Test(arguments: ExampleActivities.names)
    func carPlayDashboard(example: String) throws {
        for id in ["carplay-widescreen", "carplay-portrait", "carplay-standard"] {
            var s = state(id, .dark, surface: .carPlay)
            s.activities = [try ExampleActivities.activity(example)]
            GoldenImage.assertMatches(render(s, crop: ["la.\(example).carPlay.background"]), named: "\(id)/\(example)-carPlay")
        }
    }

    /// A Pause button in the custom small layout (Examples/lint/pause-button): on the watch's Smart
    /// Stack it is drawn as the template says; in CarPlay, which "deactivates interactive
    /// elements" (seeds/001), the same layout shows it dimmed (`LayoutEngine.deactivatedOpacity`).
    @Test func controlsDeactivatedInCarPlay() throws {
        let path = (TestDevices.repositoryRoot as NSString).appendingPathComponent("Examples/lint/pause-button/template.json")
        let t = try TemplateParser.parse(contentsOf: path)
        var a = t.previewActivity(at: .zero, anchor: .examples)
        a.id = "pause"
        let act = TemplateSceneActivity(template: t, activity: a, measurer: ExampleActivities.measurer, now: ExampleActivities.now)
        for id in ["carplay-widescreen", "carplay-standard"] {
            var s = state(id, .dark, surface: .carPlay)
            s.activities = [act]
            GoldenImage.assertMatches(render(s, crop: ["la.pause.carPlay.background"]), named: "\(id)/pause-button-carPlay")
        }
        var w = state("apple-watch-45mm", .dark, surface: .smartStack)
        w.activities = [act]
        GoldenImage.assertMatches(render(w, crop: ["stack.activity.background"], margin: 4), named: "apple-watch-45mm/pause-button-smartStack-dark")
    }

    /// Whole screens: the chrome around the new presentations.
    @Test func fullScreens() throws {
        let acts = try ExampleActivities.all()
        var pad = state("ipad-pro-11-4th-gen", .light, surface: .lockScreen)
        pad.activities = Array(acts.prefix(2)); pad.notifications = ExampleGoldenTests.notes; pad.widgets = ExampleGoldenTests.widgets
        GoldenImage.assertMatches(render(pad, crop: nil), named: "screens/ipad-lockscreen-light")
        var mac = state("mac-macbook-air-13-m3", .dark, surface: .menuBar)
        mac.activities = [acts[0]]; mac.menuBarExpanded = true
        GoldenImage.assertMatches(render(mac, crop: nil), named: "screens/mac-menubar-expanded-dark")
        var two = state("mac-macbook-air-13-m3", .light, surface: .menuBar)
        two.activities = Array(acts.prefix(2))
        GoldenImage.assertMatches(render(two, crop: ["menubar.background"], margin: 0), named: "screens/mac-menubar-two-minimal-light")
        for id in ["carplay-widescreen", "carplay-portrait", "carplay-standard"] {
            var car = state(id, .dark, surface: .carPlay)
            car.activities = [acts[1]]
            GoldenImage.assertMatches(render(car, crop: nil), named: "screens/\(id)")
        }
        // A notification opened with a long press: body, actions with icons, the destructive one red.
        let note = try SurfaceScenesTests.messageNote()
        for (id, look) in [("iphone-16-pro", Appearance.light), ("iphone-16-pro", .dark), ("ipad-pro-11-4th-gen", .light)] {
            var expanded = state(id, look, surface: .notificationExpanded)
            expanded.locked = false; expanded.notifications = [note]
            GoldenImage.assertMatches(render(expanded, crop: nil), named: "screens/\(id == "iphone-16-pro" ? "notification" : "ipad-notification")-expanded-\(look.rawValue)")
        }
        var standBy = state("iphone-16-pro", .dark, surface: .standBy)
        standBy.activities = [acts[0]]
        GoldenImage.assertMatches(render(standBy, crop: nil), named: "screens/standby-minimal")
    }

    /// Issue 29: what a person sees when they touch things and when two things happen at once.
    @Test func touchedAndCrowdedScreens() throws {
        let acts = try ExampleActivities.all()
        // Swiped left: the platter moved aside, the generated dismiss button beside it, light and dark.
        for look in [Appearance.light, .dark] {
            var lock = state("iphone-16-pro", look, surface: .lockScreen)
            lock.activities = [acts[0]]; lock.dismissRevealedActivityID = acts[0].id
            GoldenImage.assertMatches(render(lock, crop: ["la.\(acts[0].id).lockScreen"], margin: 8), named: "screens/lockscreen-dismiss-\(look.rawValue)")
        }
        // iPad Home Screen with an alerting activity's banner: its own grid, the banner opaque.
        var pad = state("ipad-pro-12-9-6th-gen", .light, surface: .homeScreen)
        pad.locked = false; pad.activities = [acts[0]]; pad.alertingActivityID = acts[0].id
        GoldenImage.assertMatches(render(pad, crop: nil), named: "screens/ipad-home-alert-banner")
        // An alert expands the island while a notification banner arrives: the banner goes below.
        var phone = state("iphone-16-pro", .dark, surface: .homeScreen)
        phone.locked = false; phone.activities = [acts[1]]; phone.alertingActivityID = acts[1].id
        phone.banner = ExampleGoldenTests.notes.first
        GoldenImage.assertMatches(render(phone, crop: nil), named: "screens/home-banner-under-alert-island")
        // The whole Mac menu bar: the notch, the capsule beside the status items.
        var mac = state("mac-macbook-air-13-m3", .dark, surface: .menuBar)
        mac.activities = [acts[0]]
        GoldenImage.assertMatches(render(mac, crop: ["menubar.background"], margin: 0), named: "screens/mac-menubar-one-dark")
        // A click on it launched iPhone Mirroring: the phone's window on the desktop (seeds/001 › macOS).
        mac.iPhoneMirroring = IPhoneMirroring(activityID: acts[0].id, url: "dishdash://orders/current")
        GoldenImage.assertMatches(render(mac, crop: nil), named: "screens/mac-iphone-mirroring")
        // The watch after a tap on an activity whose app has no watchOS app (seeds/001 › watchOS).
        var watch = state("apple-watch-45mm", .dark, surface: .smartStack)
        watch.activities = [acts[2]]; watch.watchOpenOnIPhoneActivityID = acts[2].id
        GoldenImage.assertMatches(render(watch, crop: nil), named: "screens/watch-open-on-iphone")
        // StandBy at night without an activity: the date legible in red.
        var night = state("iphone-16-pro", .dark, surface: .standBy)
        night.nightMode = true
        GoldenImage.assertMatches(render(night, crop: nil), named: "screens/standby-night-clock")
    }
}
