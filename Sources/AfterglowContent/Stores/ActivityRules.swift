import AfterglowTime

/// ActivityKit's timing and size rules, in one place (HIG Live Activities › Starting, updating,
/// and ending a Live Activity, seeds/001; ActivityKit's documented limits).
public struct ActivityRules: Hashable, Sendable {
    /// Content state larger than this is rejected and the last good state kept.
    public var maxContentStateBytes: Int = 4096
    /// "Live Activities … that don't exceed eight hours": the system ends one after 8 h active.
    public var maxActiveDuration: Duration = .seconds(8 * 3600)
    /// An ended activity stays on the Lock Screen "for up to four hours".
    public var maxEndedLockScreenDuration: Duration = .seconds(4 * 3600)
    /// And is removed from the Lock Screen at most 12 h after it started.
    public var maxLifetime: Duration = .seconds(12 * 3600)
    /// How long an alert keeps the expanded presentation up. Not given by the seeds: an
    /// assumption (a few seconds, like a banner), adjustable here.
    public var alertPresentationDuration: Duration = .seconds(5)

    public init() {}
    public static let activityKit = ActivityRules()
}

/// What the Dynamic Island shows (HIG Live Activities › Compact and › Minimal, seeds/001): one
/// activity in the compact presentation; with several, the two most relevant as minimal, one
/// attached to the island, one detached; an alerting activity expanded.
public enum IslandAssignment: Hashable, Sendable {
    case empty
    case compact(activityID: String)
    case minimal(attached: String, detached: String)
    case expanded(activityID: String)
}
