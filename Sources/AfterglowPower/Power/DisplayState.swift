import AfterglowTime

/// The display's power states (docs/POWER.md has the diagram).
///
/// `dimming` and `waking` are the transitions' own states: luminance ramps there, and motion in
/// flight settles during `dimming` before refresh drops (HIG Always On, seeds/000: "Gracefully
/// transition motion to a resting state; don't stop it instantly").
public enum DisplayState: String, Codable, Sendable, CaseIterable, Comparable {
    case interactive, dimming, alwaysOn, off, waking

    public static func < (a: DisplayState, b: DisplayState) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
    /// True while the panel emits light.
    public var isLit: Bool { self != .off }
}

/// Why a transition happened.
public enum TransitionCause: String, Codable, Sendable, CaseIterable {
    case inactivity, wristDrop = "wrist-drop", faceUpStationary = "face-up-stationary"
    case faceDown = "face-down", pocket, tap, wristRaise = "wrist-raise", pickUp = "pick-up"
    case notification, activityAlert = "activity-alert", alwaysOnDisabled = "always-on-disabled"
    case lowPowerMode = "low-power-mode", alwaysOnEnabled = "always-on-enabled", sideButton = "side-button", lock
    case settled, rampComplete = "ramp-complete"
}

/// One transition of the display-power state machine, kept in an observable log.
public struct DisplayTransition: Hashable, Codable, Sendable, CustomStringConvertible {
    public var from: DisplayState
    public var to: DisplayState
    public var cause: TransitionCause
    public var timestamp: Timestamp
    public init(from: DisplayState, to: DisplayState, cause: TransitionCause, timestamp: Timestamp) {
        self.from = from; self.to = to; self.cause = cause; self.timestamp = timestamp
    }
    public var description: String { "\(timestamp) \(from.rawValue) → \(to.rawValue) (\(cause.rawValue))" }
}
