import AfterglowPower
import AfterglowTime

/// Garmin-style Always On work budget: the average work per second, over the last minute, must stay
/// under a limit. Garmin's Connect IQ checks watch faces' `onPartialUpdate` this way and reports
/// `WatchFacePowerInfo.executionTimeAverage` against `executionTimeLimit` when it is exceeded
/// (developer.garmin.com, Toybox.WatchUi.WatchFacePowerInfo). The limit here is a parameter; the
/// default 30 ms of work per second is our assumption, not a published Apple figure.
public struct AlwaysOnWorkBudget: Sendable, Hashable {
    public var limitMillisecondsPerSecond: Double
    public var window: Duration
    private var samples: [(t: Timestamp, ns: UInt64)] = []
    private var windowNs: UInt64 = 0
    private var breaching = false
    /// Times the windowed average crossed above the limit.
    public private(set) var breaches = 0
    /// Highest windowed average seen, ms per s.
    public private(set) var peakMillisecondsPerSecond = 0.0

    public init(limitMillisecondsPerSecond: Double = 30, window: Duration = .seconds(60)) {
        self.limitMillisecondsPerSecond = limitMillisecondsPerSecond; self.window = window
    }

    public static func == (a: Self, b: Self) -> Bool { a.limitMillisecondsPerSecond == b.limitMillisecondsPerSecond && a.breaches == b.breaches }
    public func hash(into h: inout Hasher) { h.combine(limitMillisecondsPerSecond); h.combine(breaches) }

    /// Records `work` done in Always On at `t`.
    public mutating func record(work ns: UInt64, at t: Timestamp) {
        samples.append((t, ns)); windowNs += ns
        while let f = samples.first, t - f.t >= window { windowNs -= f.ns; samples.removeFirst() }
        let avg = Double(windowNs) / 1e6 / window.seconds
        peakMillisecondsPerSecond = max(peakMillisecondsPerSecond, avg)
        if avg > limitMillisecondsPerSecond { if !breaching { breaches += 1; breaching = true } } else { breaching = false }
    }
}

/// watchOS' update cadence for Always On: an app's timeline may update at most once a minute, or
/// once a second during a workout or audio session (`AppUpdateCadence`). Counts the updates the
/// emulator applied and those it deferred to the next slot, and flags a second update within one
/// slot (a minute or a second of the clock; an emulator bug or a scene bypassing the gate).
public struct UpdateCadenceRule: Sendable, Hashable {
    public private(set) var applied = 0
    public private(set) var deferred = 0
    public private(set) var violations = 0
    private var last: Timestamp?

    public init() {}

    public mutating func applied(at t: Timestamp, interval: Duration?) {
        if let interval, let last,
           AppUpdateCadence.slot(of: t, interval: interval) == AppUpdateCadence.slot(of: last, interval: interval) { violations += 1 }
        applied += 1
        last = interval == nil ? nil : t
    }
    public mutating func deferredOne() { deferred += 1 }
    public mutating func reset() { last = nil }
}

/// A Live Activity's budget for priority-10 (immediate) ActivityKit pushes.
///
/// Apple documents that priority-10 updates count against a budget and are throttled when it runs
/// out, and that priority 5 is not budgeted; it does not publish the size. We model it as a token
/// bucket: `capacity` immediate updates at once, refilled at `refillPerHour`. Defaults (10, 30/h)
/// are our assumption and a parameter.
public struct LiveActivityPushBudget: Sendable, Hashable {
    public var capacity: Double
    public var refillPerHour: Double
    private var tokens: Double
    private var last: Timestamp?
    public private(set) var accepted = 0
    public private(set) var overBudget = 0
    public private(set) var lowPriority = 0

    public init(capacity: Double = 10, refillPerHour: Double = 30) {
        self.capacity = capacity; self.refillPerHour = refillPerHour; tokens = capacity
    }

    /// Records a push; returns false when a priority-10 push exceeds the budget.
    @discardableResult
    public mutating func push(priority: Int, at t: Timestamp) -> Bool {
        if let last { tokens = min(capacity, tokens + (t - last).seconds / 3600 * refillPerHour) }
        last = t
        guard priority >= 10 else { lowPriority += 1; return true }
        if tokens >= 1 { tokens -= 1; accepted += 1; return true }
        overBudget += 1
        return false
    }
}
