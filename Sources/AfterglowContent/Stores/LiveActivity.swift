import AfterglowPayloads
import AfterglowTime

/// One Live Activity as the system holds it: its static attributes, its latest accepted
/// content state, and the dates that decide where it is shown (HIG Live Activities, seeds/001).
public struct LiveActivity: Hashable, Sendable, Identifiable {
    public enum Phase: Hashable, Sendable {
        case active
        /// Ended by the app (an `end` event) or by the system after 8 hours.
        case ended(at: Timestamp, reason: EndReason)
    }
    /// Who ended it: the app (an `end` event), the system (8 h), or the person, who dismissed it
    /// from the Lock Screen (ActivityKit's `.dismissed` state).
    public enum EndReason: String, Hashable, Sendable { case app, system, person }

    public var id: String
    /// The ActivityAttributes type name (`attributes-type`); selects the template.
    public var attributesType: String
    public var attributes: JSONValue
    public var contentState: JSONValue
    public var relevanceScore: Double
    public var startedAt: Timestamp
    /// Clock time the latest accepted update was applied.
    public var updatedAt: Timestamp
    /// The payload `timestamp` (Unix seconds) of the latest accepted event: older updates are ignored.
    public var lastEventUnixSeconds: Double
    public var staleDate: Timestamp?
    /// When the ended activity leaves the Lock Screen (at most 4 h after it ended).
    public var dismissalDate: Timestamp?
    public var phase: Phase
    /// Maps date fields in the content state (seconds since 1970) onto the clock.
    public var anchor: WallClockAnchor
    /// The latest alert (title, body, sound) and when it came: what a banner on a phone without
    /// the Dynamic Island, or a watch, shows (seeds/001).
    public var lastAlert: LiveActivityAlert?
    public var alertedAt: Timestamp?

    public init(id: String, attributesType: String, attributes: JSONValue, contentState: JSONValue,
                relevanceScore: Double = 0, startedAt: Timestamp, lastEventUnixSeconds: Double = 0,
                staleDate: Timestamp? = nil, dismissalDate: Timestamp? = nil, phase: Phase = .active,
                anchor: WallClockAnchor = WallClockAnchor(unixSecondsAtZero: 0)) {
        self.id = id; self.attributesType = attributesType; self.attributes = attributes
        self.contentState = contentState; self.relevanceScore = relevanceScore; self.startedAt = startedAt
        self.updatedAt = startedAt; self.lastEventUnixSeconds = lastEventUnixSeconds
        self.staleDate = staleDate; self.dismissalDate = dismissalDate; self.phase = phase; self.anchor = anchor
    }

    public var isActive: Bool { phase == .active }
    public var endedAt: Timestamp? { if case .ended(let t, _) = phase { return t }; return nil }

    /// Past its `stale-date` (templates can show that, e.g. "Updating…"). An ended activity is
    /// ended, not stale: ActivityKit's `ActivityState` is one of active, stale, ended, dismissed, so
    /// its final content is shown as it is, without "Updating…".
    public func isStale(at now: Timestamp) -> Bool {
        guard isActive, let s = staleDate else { return false }
        return now >= s
    }
}
