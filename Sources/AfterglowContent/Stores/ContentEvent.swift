import AfterglowPayloads
import AfterglowTime

/// What the content model tells the rest of the system: the display-power model wakes the
/// screen on events that `lightsScreen`, the scene redraws on any of them.
public enum ContentEvent: Hashable, Sendable {
    case activityStarted(activityID: String, at: Timestamp)
    case activityUpdated(activityID: String, at: Timestamp)
    /// A Live Activity alert: lights the screen and shows the expanded presentation, or a banner
    /// where there is no Dynamic Island; it is also what a paired watch shows (seeds/001).
    case alert(activityID: String, at: Timestamp)
    case activityBecameStale(activityID: String, at: Timestamp)
    case activityEnded(activityID: String, at: Timestamp, reason: LiveActivity.EndReason)
    /// Gone from the Lock Screen (dismissal date reached, 4 h after ending, or 12 h after start).
    case activityRemoved(activityID: String, at: Timestamp)
    case notificationDelivered(notificationID: String, at: Timestamp, level: InterruptionLevel)
    case badgeChanged(bundleID: String, count: Int, at: Timestamp)

    public var at: Timestamp {
        switch self {
        case .activityStarted(_, let t), .activityUpdated(_, let t), .alert(_, let t), .activityBecameStale(_, let t),
             .activityEnded(_, let t, _), .activityRemoved(_, let t), .notificationDelivered(_, let t, _), .badgeChanged(_, _, let t):
            return t
        }
    }

    /// True when the screen should wake for this event: Live Activity alerts (seeds/002
    /// "Alerting lights up the screen") and every notification except passive ones.
    public var lightsScreen: Bool {
        switch self {
        case .alert: return true
        case .notificationDelivered(_, _, let level): return level.lightsScreen
        default: return false
        }
    }
}
