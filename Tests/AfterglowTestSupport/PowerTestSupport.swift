import Foundation
import AfterglowKit
import AfterglowDevices
import AfterglowDisplay
import AfterglowPower
import AfterglowScheduler
import AfterglowSensing
import AfterglowTime

/// Profiles and helpers shared by the power, motion, scheduler and scenario tests.
public enum PowerFixtures {
    public static let repoRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    public static let catalog = DeviceCatalog.load(directory: repoRoot + "/Devices")

    public static var phone: DeviceProfile { catalog.profile(named: "iphone-14-pro")! }
    public static var watch: DeviceProfile { catalog.profile(named: "apple-watch-45mm")! }

    public static func scenario(_ name: String) -> String { repoRoot + "/Examples/scenarios/" + name }

    public static func gesture(_ g: Gesture, _ t: Double = 0) -> DeviceEvent {
        .gesture(GestureEvent(gesture: g, timestamp: Timestamp(seconds: t), source: "test"))
    }

    /// An emulator on a virtual clock with the core's fallback scene and renderer.
    public static func emulator(_ device: DeviceProfile, wallpaper: Bool = false, stopwatch: Stopwatch = FakeStopwatch(step: 1000),
                         settings: DisplaySettings? = nil, options: Emulator.Options = .init()) -> (Emulator, VirtualClock) {
        let clock = VirtualClock()
        let e = Emulator(device: device, clock: clock, scene: FallbackLockScreenScene(wallpaper: wallpaper), renderer: FlatRenderer(),
                         stopwatch: stopwatch, settings: settings, options: options)
        return (e, clock)
    }

    /// Renders the fallback Lock Screen in full Always On for `device`.
    public static func alwaysOnFrame(_ device: DeviceProfile, wallpaper: Bool, activity: Bool = true) throws -> PixelBuffer {
        let scene = FallbackLockScreenScene(wallpaper: wallpaper)
        var motion = MotionSystem()
        if activity {
            _ = try scene.apply(.push(try PayloadParser.parse(contentsOf: scenario("payloads/food-update-3.json")), priority: 5), at: .zero, motion: &motion)
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
