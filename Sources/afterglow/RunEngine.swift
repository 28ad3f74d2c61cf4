import AfterglowControl
import AfterglowKit
import Foundation

/// What `afterglow run` drives: the emulator's model behind a small protocol, so the window, the
/// headless loop and the control API do not depend on how the model is built. `EmulatorEngine`
/// adapts the core's `Emulator` (display-power model, motion, frame pacer, panel power); tests
/// drive the session through the same protocol.
protocol RunEngine: AnyObject {
    var profile: DeviceProfile { get }
    /// What drives the display, as the HUD and the state reading show it.
    var engineName: String { get }
    var displayStates: [String] { get }
    /// Applies an input that arrived at `time`. Throws `ControlError` for bad payloads.
    func apply(_ command: EngineCommand, at time: Timestamp) throws -> PushResult?
    /// Runs whatever is due at `time`; returns the frame when one was rendered.
    func runDue(at time: Timestamp) -> RenderedFrame?
    /// When the engine next needs the loop (nil: not until an input).
    func nextDue(after time: Timestamp) -> Timestamp?
    /// The display's refresh now.
    var refreshHz: Double { get }
    func reading(at time: Timestamp) -> ControlState
    var transitionLog: [TransitionRecord] { get }
    /// The last alert sound played (nil: none, or an engine without sounds).
    var lastAlertSound: AlertSoundRecord? { get }
}

extension RunEngine {
    var lastAlertSound: AlertSoundRecord? { nil }
}

/// A frame the engine rendered: its pixels (device size, before the screen mask), what it cost,
/// and the panel power while it is shown.
struct RenderedFrame {
    var pixels: PixelBuffer
    var costMs: Double
    var milliwatts: Double
    /// What changed since the previous frame (nil: everything), so the window uploads only that.
    var damage: [PixelRect]? = nil
}

/// Everything the window, keys and control API can ask of the model.
enum EngineCommand {
    case gesture(Gesture)
    case samples([IMUSample])
    case tap(Point?)
    case longPress(Point)
    case pullDown
    case lock
    case settings(SettingsPatch)
    case push(Data)
    case activityStart(Data)
    case activityUpdate(id: String, Data)
    case activityEnd(id: String, Data?)
}

func monotonicMilliseconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1e6
}
