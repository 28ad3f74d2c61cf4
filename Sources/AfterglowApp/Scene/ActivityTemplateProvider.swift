import AfterglowContent
import AfterglowDisplay
import AfterglowPayloads

/// Templates that depend on an activity's content state (the compiled path: the developer's own
/// `body` evaluated for the state shown). `ComposedScene` asks a provider per activity, before the
/// static templates; nil means "not mine", and the static template of the type is drawn.
public protocol ActivityTemplateProvider: AnyObject, Sendable {
    /// The template for `activity` in `environment`, and the activity as the template reads it
    /// (its content state with the values the template binds to merged in). Called on the frame
    /// path: answers from a cache unless the state or the environment changed.
    func drawn(_ activity: LiveActivity, environment: ActivityTemplateEnvironment) -> (template: ActivityTemplate, activity: LiveActivity)?
    /// Whether a pushed content state is accepted; nil to accept, else why it is dropped (the
    /// developer's `ContentState` cannot decode it: the store keeps the last state, as ActivityKit does).
    func admit(type: String, attributes: JSONValue, state: JSONValue) -> String?
    /// Whether this provider draws activities of `type` (their content state is the developer's
    /// own JSON: the scene's re-stamping leaves its fields alone).
    func draws(_ type: String) -> Bool
    /// Whether the last template drawn for `type` reads the clock (a timer, a relative date).
    func readsTheClock(_ type: String) -> Bool
    /// The last error evaluating the developer's code (a crash, a trap, a timeout), for the HUD;
    /// nil once a render succeeded again.
    var lastError: String? { get }
}

/// What a provider's template may depend on besides the state.
public struct ActivityTemplateEnvironment: Hashable, Sendable {
    public var appearance: Appearance
    public var luminanceReduced: Bool
    /// The emulator's wall clock, unix seconds (not part of a cache key: templates bind to dates).
    public var unixNow: Double
    /// `activityFamily == .small`: the watch's Smart Stack and CarPlay show the small family.
    public var smallFamily = false
    /// Whether the activity is past its stale date now (`context.isStale`).
    public var stale = false
    public init(appearance: Appearance, luminanceReduced: Bool, unixNow: Double, smallFamily: Bool = false, stale: Bool = false) {
        self.appearance = appearance; self.luminanceReduced = luminanceReduced; self.unixNow = unixNow
        self.smallFamily = smallFamily; self.stale = stale
    }
}
