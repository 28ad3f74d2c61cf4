import AfterglowGeometry
import AfterglowSensing

/// What a person did in the window, in the emulator's terms. The window maps mouse, keys and
/// dropped files to these; the `afterglow` executable maps them to the emulator's events.
public enum WindowInput: Hashable, Sendable {
    /// A click: a tap at a point on the screen, in points (exits Always On, taps a Live Activity).
    case tap(Point)
    /// Press and hold: the expanded presentation of the activity under the pointer.
    case longPress(Point)
    /// A horizontal drag: a swipe from a point, `dx` points (negative: left). On a Lock Screen
    /// Live Activity a swipe left shows the system's dismiss button.
    case swipe(Point, dx: Double)
    /// A drag down from the top edge: Notification Center.
    case pullDown
    case gesture(Gesture)
    /// The side button: screen off and locked.
    case lock
    case toggle(ToggleSetting)
    case toggleHUD
    case toggleHelp
    case screenshot
    case toggleRecording
    /// A file dropped onto the window (an `.apns` or payload JSON), delivered as a push.
    case deliver(path: String)
    case quit
}

/// The settings the keyboard flips (`ambientLight` steps through `ambientLuxPresets`).
public enum ToggleSetting: String, Hashable, Sendable, CaseIterable {
    case darkMode, reduceMotion, alwaysOn, lowPowerMode, standBy, nightMode, alwaysOnWallpaper, ambientLight, showSensitiveContent

    /// Ambient light steps (lux): night, DXOMARK's dim lab, PhoneBuff's two labs, overcast daylight.
    public static let ambientLuxPresets: [Double] = [5, 50, 150, 1000, 10000]

    /// The preset after `lux` (wrapping round).
    public static func nextAmbientLux(after lux: Double) -> Double {
        ambientLuxPresets.first { $0 > lux + 0.5 } ?? ambientLuxPresets[0]
    }
}
