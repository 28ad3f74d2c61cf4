import AfterglowTime

/// Folds presented frames into one `FrameSummary` per second of the emulator's clock, emitted once
/// the second is over — also for seconds without a frame (Always On between updates, the screen off),
/// so a rig sees the cadence drop to 1 Hz or 0 rather than silence.
public struct FrameSummarizer: Sendable {
    /// After a long gap only the latest seconds are reported (the loop normally calls every ≤ 2 s).
    public static let maxSecondsPerAdvance = 60
    private var current: Int?
    private var costs: [Double] = []
    private var misses = 0

    public init() {}

    /// What the summary reports about the state at the end of its second.
    public struct Context: Sendable {
        public var refreshHz: Double
        public var displayState: String
        public var panelMilliwatts: Double
        public init(refreshHz: Double, displayState: String, panelMilliwatts: Double) {
            self.refreshHz = refreshHz; self.displayState = displayState; self.panelMilliwatts = panelMilliwatts
        }
    }

    /// Closes every second that ended at or before `t`; returns their summaries, oldest first.
    public mutating func advance(to t: Timestamp, _ context: Context) -> [FrameSummary] {
        let second = Self.second(of: t)
        guard let c = current else { current = second; return [] }
        guard second > c else { return [] }
        var out = [summary(c, context)]
        costs.removeAll(keepingCapacity: true); misses = 0
        let emptyFrom = max(c + 1, second - Self.maxSecondsPerAdvance)
        for s in emptyFrom..<second { out.append(FrameSummary(second: s, frames: 0, budgetMisses: 0, costP50Ms: 0, costMaxMs: 0,
                                                               refreshHz: context.refreshHz, displayState: context.displayState,
                                                               panelMilliwatts: context.panelMilliwatts)) }
        current = second
        return out
    }

    /// Adds a frame presented at `t` (closing earlier seconds first, returned).
    public mutating func record(costMs: Double, missedBudget: Bool, at t: Timestamp, _ context: Context) -> [FrameSummary] {
        let closed = advance(to: t, context)
        costs.append(costMs)
        if missedBudget { misses += 1 }
        return closed
    }

    private func summary(_ s: Int, _ c: Context) -> FrameSummary {
        let sorted = costs.sorted()
        return FrameSummary(second: s, frames: sorted.count, budgetMisses: misses,
                            costP50Ms: sorted.isEmpty ? 0 : sorted[(sorted.count - 1) / 2], costMaxMs: sorted.last ?? 0,
                            refreshHz: c.refreshHz, displayState: c.displayState, panelMilliwatts: c.panelMilliwatts)
    }

    static func second(of t: Timestamp) -> Int { Int((t.seconds).rounded(.down)) }
}
