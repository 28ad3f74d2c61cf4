import Foundation
@testable import AfterglowKit
@testable import AfterglowDevices
@testable import AfterglowDisplay
@testable import AfterglowPower
@testable import AfterglowScheduler
@testable import AfterglowSensing
@testable import AfterglowTime

/// Profiles and helpers shared by the power, motion, scheduler and scenario tests.
enum PowerFixtures {
    static let repoRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static let catalog = DeviceCatalog.load(directory: repoRoot + "/Devices")

    static var phone: DeviceProfile { catalog.profile(named: "iphone-14-pro")! }
    static var watch: DeviceProfile { catalog.profile(named: "apple-watch-45mm")! }

    static func scenario(_ name: String) -> String { repoRoot + "/Examples/scenarios/" + name }

    /// Nexus One (HTC, 2010): 3.7" AMOLED, 480×800 px. Channel costs follow Dong & Zhong's
    /// pixel-level OLED power model, whose measurements put a full screen of red, green and blue at
    /// a cost ratio of about 1 : 1.46 : 2.09 (blue ≈ 2× red, ≈ 1.4× green). Test-only profile.
    static var nexusOne: DeviceProfile {
        var p = phone
        p.id = "nexus-one"; p.name = "Nexus One"
        p.screen = .init(widthPt: 320, heightPt: 533.33, scale: 1.5, cornerRadiusPt: 0)
        p.dynamicIsland = nil
        p.refresh = .init(minHz: 60, maxHz: 60, ladderHz: [60], alwaysOnHz: 60)
        p.alwaysOn = .init(supported: false, inactivityTimeoutS: 30)
        p.panel = .init(technology: "AMOLED (PenTile)", peakNits: 300, typicalNits: 250, alwaysOnNits: 0,
                        staticMilliwatts: 120, redMilliwatts: 420, greenMilliwatts: 613, blueMilliwatts: 878,
                        refreshMilliwattsPerHz: 0, batteryWattHours: 5.18)
        p.sources = ["panel": "Dong & Zhong OLED model: full-screen R:G:B ≈ 1 : 1.46 : 2.09 (test fixture)"]
        return p
    }

    static func gesture(_ g: Gesture, _ t: Double = 0) -> DeviceEvent {
        .gesture(GestureEvent(gesture: g, timestamp: Timestamp(seconds: t), source: "test"))
    }

    /// An emulator on a virtual clock with the core's fallback scene and renderer.
    static func emulator(_ device: DeviceProfile, wallpaper: Bool = false, stopwatch: Stopwatch = FakeStopwatch(step: 1000),
                         settings: DisplaySettings? = nil, options: Emulator.Options = .init()) -> (Emulator, VirtualClock) {
        let clock = VirtualClock()
        let e = Emulator(device: device, clock: clock, scene: FallbackLockScreenScene(wallpaper: wallpaper), renderer: FlatRenderer(),
                         stopwatch: stopwatch, settings: settings, options: options)
        return (e, clock)
    }

    /// Renders the fallback Lock Screen in full Always On for `device`.
    static func alwaysOnFrame(_ device: DeviceProfile, wallpaper: Bool, activity: Bool = true) throws -> PixelBuffer {
        let scene = FallbackLockScreenScene(wallpaper: wallpaper)
        var motion = MotionSystem()
        if activity {
            _ = try scene.apply(.payload(path: scenario("payloads/food-update-3.json"), priority: 5), at: .zero, motion: &motion)
            motion.finishAll()
        }
        let ctx = SceneContext(time: .zero, device: device, state: .alwaysOn, alwaysOnProgress: 1, policy: .standard,
                               settings: DisplaySettings(device: device), sessionActive: false, nits: device.panel.alwaysOnNits, motion: motion)
        let list = scene.displayList(ctx)
        var buffer = PixelBuffer(width: list.pixelWidth, height: list.pixelHeight)
        FlatRenderer().render(list, into: &buffer, damage: nil)
        return buffer
    }
}
