import AfterglowPower
import AfterglowScene
import AfterglowSensing
import AfterglowTime

/// The emulator's state at one instant, as every front end shows it (the HUD, the control API's
/// state, the run summary). Core values only: each front end maps them to its own format.
public struct EmulatorReading: Sendable, Hashable {
    public var time: Timestamp
    public var state: DisplayState
    /// Why the display entered `state`; nil before the first transition.
    public var cause: TransitionCause?
    public var refreshHz: Double
    public var nits: Double
    /// Panel power now (0 when off).
    public var milliwatts: Double
    public var settings: DisplaySettings
    /// The sensor the last samples came from; nil until samples arrive.
    public var sensorSource: String?
    public var lastGesture: Gesture?
    /// Something still moves on screen: the last frame presented is not yet the rest state of an
    /// animation (an island morph, a content transition) — the control API's `wait?animation=finished`.
    public var animating = false
}

/// Frame and energy figures since the start, from the emulator's own `FrameStats` and
/// `EnergyLedger`: a frame is judged against the refresh interval in force when it started; a
/// budget miss (work longer than the interval) and a hitch (presented at least one interval late)
/// are counted separately.
public struct EmulatorStatistics: Sendable, Hashable {
    public var frames: Int
    public var hitches: Int
    public var budgetMisses: Int
    public var frameCostP50Ms: Double
    public var frameCostP99Ms: Double
    public var frameCostMaxMs: Double
    /// The budget of the latest recorded frame (its refresh interval).
    public var budgetMs: Double
    public var energyMillijoules: Double
    public var seconds: Double
    public var averageMilliwatts: Double { seconds > 0 ? energyMillijoules / seconds : 0 }
}

/// A display transition with the arrival time of the latest input at or before it (none for
/// inactivity), so a rig computes latency = transition time − input time.
public struct StampedTransition: Sendable, Hashable {
    public var transition: DisplayTransition
    public var inputTime: Timestamp?
}
