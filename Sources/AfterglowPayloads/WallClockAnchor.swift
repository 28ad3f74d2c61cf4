import AfterglowTime

/// Maps wall-clock dates in payloads (seconds since 1970, as APNs `timestamp`, `stale-date` and
/// `dismissal-date` are) onto the simulation clock's timeline, whose zero is an arbitrary origin.
/// The core never reads the wall clock: whoever starts a scenario chooses the anchor.
public struct WallClockAnchor: Hashable, Codable, Sendable {
    /// The Unix time (seconds since 1970-01-01 UTC) at clock `Timestamp.zero`.
    public var unixSecondsAtZero: Double

    public init(unixSecondsAtZero: Double) { self.unixSecondsAtZero = unixSecondsAtZero }

    /// 2025-11-21 10:00:00 UTC: the anchor the examples' payloads are written against.
    public static let examples = WallClockAnchor(unixSecondsAtZero: 1_763_719_200)

    /// Dates further than this from the clock's origin are clamped (±126 years), so hostile
    /// payload dates cannot overflow nanosecond arithmetic.
    public static let maxOffsetSeconds = 4e9

    public func timestamp(unixSeconds: Double) -> Timestamp {
        Timestamp(seconds: min(Self.maxOffsetSeconds, max(-Self.maxOffsetSeconds, unixSeconds - unixSecondsAtZero)))
    }
    public func unixSeconds(_ t: Timestamp) -> Double { unixSecondsAtZero + t.seconds }
}
