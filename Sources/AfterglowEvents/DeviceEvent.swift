import AfterglowDisplay
import AfterglowGeometry
import AfterglowPayloads
import AfterglowSensing

/// Everything that can happen to the emulated device, from any source: detected gestures, taps,
/// pushes, settings, buttons. The display-power model, the scene and the scenario runner all speak
/// this one type, so a scenario file, the window's keys and the control API drive the same code.
public enum DeviceEvent: Hashable, Sendable {
    case gesture(GestureEvent)
    /// A touch on the screen, in points. Exits Always On (HIG Always On, seeds/000: "people can tap
    /// the display to exit Always On").
    case tap(Point)
    /// A horizontal swipe starting at a point, `dx` points long (negative: to the left). On a Lock
    /// Screen Live Activity a swipe left shows the system's dismiss button; like a tap, a touch.
    case swipe(Point, dx: Double)
    /// The proximity sensor covered (in a pocket or bag) or uncovered.
    case proximity(covered: Bool)
    /// A notification arrived (lights the screen unless the device lies face down or is covered).
    case notification(title: String)
    /// A Live Activity update carrying an alert (HIG Live Activities, seeds/001: "Live Activity alerts
    /// light up the screen").
    case activityAlert(activityID: String)
    /// An APNs payload file pushed to the device (a scenario names files): the emulator reads and
    /// parses it when it is due and hands the scene the parsed `.push`; a bad file is a reported problem.
    case payload(path: String, priority: Int)
    /// A parsed APNs payload pushed to the device (the control API, the window's drop, a scenario's
    /// file once read); the scene's content store interprets it.
    case push(APNsPayload, priority: Int)
    case settings(DisplaySettingsChange)
    /// Side button: locks (to Always On or off) when lit, wakes when dark.
    case sideButton
    /// Explicit lock (the control API's "lock"): same as the side button while lit.
    case lock
    /// A workout or audio session starts or ends (watchOS update cadence: once a second in Always On).
    case session(active: Bool)
    /// An alert's sound plays (`aps.sound` of a notification or a Live Activity alert). There is
    /// no audio device: the emulator logs it beside the transitions, traces it and the HUD shows it.
    case alertSound(AlertSound)
    /// A tap reached a Live Activity's button, toggle or link (the scene reports it after a
    /// `.tap`); deactivated in CarPlay. Logged by the emulator; the display ignores it.
    case interaction(ContentInteraction)
}
