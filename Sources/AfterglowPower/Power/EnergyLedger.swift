import AfterglowTime

/// Energy and time per display state, integrated as the timeline advances.
public struct EnergyLedger: Sendable, Codable, Hashable {
    public struct Entry: Sendable, Codable, Hashable {
        public var seconds: Double = 0
        public var millijoules: Double = 0
        /// Time-weighted lit-pixel share (Σ share · dt).
        public var litShareSeconds: Double = 0
        /// Panel refreshes (Σ Hz · dt), rendered or not.
        public var refreshes: Double = 0
        public var averageMilliwatts: Double { seconds > 0 ? millijoules / seconds : 0 }
        public var averageLitShare: Double { seconds > 0 ? litShareSeconds / seconds : 0 }
    }

    public private(set) var entries: [DisplayState: Entry] = [:]

    public init() {}

    /// Adds `dt` at a constant `milliwatts` in `state`.
    public mutating func add(state: DisplayState, seconds dt: Double, milliwatts: Double, litShare: Double, hz: Double = 0) {
        guard dt > 0 else { return }
        var e = entries[state] ?? Entry()
        e.seconds += dt
        e.millijoules += milliwatts * dt
        e.litShareSeconds += litShare * dt
        e.refreshes += hz * dt
        entries[state] = e
    }

    public var totalSeconds: Double { entries.values.reduce(0) { $0 + $1.seconds } }
    public var totalMillijoules: Double { entries.values.reduce(0) { $0 + $1.millijoules } }
}
