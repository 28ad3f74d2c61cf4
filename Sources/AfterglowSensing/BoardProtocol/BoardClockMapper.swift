import AfterglowTime

/// Maps the board's clock onto a consumer's clock from arrival times.
///
/// The offset is the smallest `arrival − board time` seen: the least-delayed frame bounds the
/// transport latency, so sample spacing stays the board's own and only the offset comes from the
/// host. While the estimate settles (a burst of queued frames lowers it) stamps stay strictly
/// increasing. A board clock that steps backwards (reboot) restarts the estimate.
public struct BoardClockMapper: Sendable {
    public private(set) var offsetNs: Int64?
    private var lastBoardNs: Int64 = .min
    private var lastStamped: Int64?

    public init() {}

    public mutating func map(board: Timestamp, arrival: Timestamp) -> Timestamp {
        let b = board.nanoseconds
        if b < lastBoardNs { offsetNs = nil; lastStamped = nil }
        lastBoardNs = b
        let offset = min(offsetNs ?? .max, arrival.nanoseconds - b)
        offsetNs = offset
        var stamped = b + offset
        if let last = lastStamped, stamped <= last { stamped = last + 1000 }
        lastStamped = stamped
        return Timestamp(nanoseconds: stamped)
    }
}
