import AfterglowControl
import AfterglowKit
import Foundation

/// What `afterglow run` drives: the emulator's model behind a small protocol, so the window, the
/// headless loop and the control API do not depend on how the model is built. `EmulatorEngine`
/// adapts the core's `Emulator` when it is present; `StandInEngine` is the placeholder used until
/// then and says so in every state reading (`engine: "stand-in"`).
protocol RunEngine: AnyObject {
    var profile: DeviceProfile { get }
    /// "emulator" for the real model, otherwise the stand-in's name.
    var engineName: String { get }
    var displayStates: [String] { get }
    /// Applies an input that arrived at `time`. Throws `ControlError` for bad payloads.
    func apply(_ command: EngineCommand, at time: Timestamp) throws -> PushResult?
    /// Moves the model to `time` (timeouts, settling).
    func advance(to time: Timestamp)
    /// When the model next changes on its own, after `time` (nil: not until an input).
    func nextChange(after time: Timestamp) -> Timestamp?
    /// The display list to show now, when it differs from the last one returned.
    func frameIfChanged() -> DisplayList?
    /// The display's refresh now (frames are paced at it while anything changes).
    var refreshHz: Double { get }
    func reading(at time: Timestamp) -> ControlState
    var transitionLog: [TransitionRecord] { get }
    /// The panel power for a presented frame, from its pixels.
    func panelMilliwatts(for frame: PixelBuffer) -> Double
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
