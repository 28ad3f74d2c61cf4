import AfterglowMotion
import AfterglowEvents
import Foundation
import AfterglowDevices
import AfterglowDisplay
import AfterglowPower
import AfterglowTime

/// What the scene sees when it builds a frame: time, display state, how far Always On has
/// progressed, the content policy and the motion channels.
public struct SceneContext: Sendable {
    public var time: Timestamp
    public var device: DeviceProfile
    public var state: DisplayState
    /// 0 = fully interactive, 1 = fully Always On; ramps with luminance while dimming and waking.
    public var alwaysOnProgress: Double
    public var policy: AlwaysOnContentPolicy
    public var settings: DisplaySettings
    /// A workout or audio session runs.
    public var sessionActive: Bool
    public var nits: Double
    public var motion: MotionSystem

    public init(time: Timestamp, device: DeviceProfile, state: DisplayState, alwaysOnProgress: Double,
                policy: AlwaysOnContentPolicy, settings: DisplaySettings, sessionActive: Bool, nits: Double, motion: MotionSystem) {
        self.time = time; self.device = device; self.state = state; self.alwaysOnProgress = alwaysOnProgress
        self.policy = policy; self.settings = settings; self.sessionActive = sessionActive; self.nits = nits; self.motion = motion
    }
}

/// The scene the emulator shows: the content model (activities, notifications) and its composition
/// into a display list. The render and content modules provide the real one; the core ships
/// `FallbackLockScreenScene` so the emulator and the bench run without them.
///
/// Called only under the emulator's lock, from one thread at a time.
public protocol EmulatorScene: AnyObject {
    /// Applies an input event to the scene's content (a parsed `.push`, a tap on content). May start
    /// animations through `motion`. Returns follow-up events — `.notification` when a pushed
    /// notification is delivered, `.activityAlert` when an update carries an alert, its
    /// `.alertSound`, an `.interaction` a tap reached — which the emulator hands the display-power
    /// model and its logs, and never back to the scene. `.payload` never reaches a scene: the
    /// emulator parses the file and sends `.push`.
    func apply(_ event: DeviceEvent, at t: Timestamp, motion: inout MotionSystem) throws -> [DeviceEvent]
    /// The display list for the context (Always On transform applied by the scene).
    func displayList(_ context: SceneContext) -> DisplayList
    /// The next instant after `t` at which the content changes by itself (a countdown's next
    /// second, the clock's next minute), nil when it is static.
    func nextChange(after t: Timestamp, state: DisplayState) -> Timestamp?
    /// Whether the scene's own animations (an island morph, a content transition) still move at
    /// `t`. While they do the emulator lays out every vsync and holds the refresh at the panel's
    /// top rate (ProMotion raises it for motion, `RefreshPolicy`), as it does for its own
    /// `MotionSystem` channels; the frame after they come to rest draws the final state.
    func isAnimating(at t: Timestamp) -> Bool
    /// Lists to draw once, off the record, before the first frame (`Emulator.warmUp`): content the
    /// scene may show later, so its fonts and text layouts are loaded before it first appears.
    func warmUpLists(_ context: SceneContext) -> [DisplayList]
    /// Lays out ahead, in a frame that draws nothing, what a frame soon will show: `context` is now
    /// with the Always On level a dim or wake ramp reaches in a frame or two. Returns whether it did
    /// any work (then the frame is recorded with its cost). A scene that composes nothing ahead
    /// returns false.
    func prepare(_ context: SceneContext) -> Bool
}

extension EmulatorScene {
    /// A scene without animations of its own (the core's fallback scene animates through the
    /// emulator's `MotionSystem`).
    public func isAnimating(at t: Timestamp) -> Bool { false }
    /// Nothing beyond the scene as it is.
    public func warmUpLists(_ context: SceneContext) -> [DisplayList] { [] }
    /// Nothing to lay out ahead.
    public func prepare(_ context: SceneContext) -> Bool { false }
}
