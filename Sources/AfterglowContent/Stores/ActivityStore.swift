import Foundation
import AfterglowPayloads
import AfterglowTime

/// Holds the Live Activities and applies start/update/end events to them on an injected clock,
/// with ActivityKit's rules (see `ActivityRules`): out-of-order updates are ignored and logged,
/// oversized content states rejected (last good state kept), stale dates honoured, ended
/// activities leave the Dynamic Island at once and the Lock Screen later, the system ends an
/// activity after 8 h and removes it after 12 h.
public final class ActivityStore: @unchecked Sendable {
    public enum Outcome: Hashable, Sendable {
        case started(activityID: String)
        case updated(activityID: String)
        case ended(activityID: String)
        /// Older than the last applied event: ignored (and logged).
        case ignoredOutOfOrder(activityID: String)
        /// Broke a rule (too large, unknown or ended activity, missing data): logged, nothing changed.
        case rejected(activityID: String?, reason: String)
    }

    /// One line of the store's log: what was ignored or rejected, and why.
    public struct LogEntry: Hashable, Sendable, CustomStringConvertible {
        public var at: Timestamp
        public var activityID: String?
        public var message: String
        public var description: String { "[\(at)] \(activityID.map { "\($0): " } ?? "")\(message)" }
    }

    public let clock: any SimulationClock
    public let anchor: WallClockAnchor
    public let rules: ActivityRules

    private let lock = NSLock()
    private var store: [LiveActivity] = []
    private var staleNotified = Set<String>()
    private var lastAlert: [String: Timestamp] = [:]
    private var pending: [ContentEvent] = []
    private var entries: [LogEntry] = []
    private var counter = 0

    public init(clock: any SimulationClock, anchor: WallClockAnchor, rules: ActivityRules = .activityKit) {
        self.clock = clock; self.anchor = anchor; self.rules = rules
    }

    // MARK: Events in

    /// Applies a Live Activity push. `activityID` picks the activity an update or end is for (APNs
    /// routes by push token; here by id); without one, the most recent active activity of the
    /// payload's `attributes-type` (or the most recent active one) is used.
    @discardableResult
    public func apply(_ push: LiveActivityPush, activityID: String? = nil) -> Outcome {
        lock.withLock {
            let now = clock.now
            refreshLocked(now)
            switch push.event {
            case .start: return startLocked(push, id: activityID, now: now)
            case .update, .end: return changeLocked(push, id: activityID, now: now)
            }
        }
    }

    /// Applies a payload that carries a Live Activity event.
    @discardableResult
    public func apply(_ payload: APNsPayload, activityID: String? = nil) -> Outcome {
        guard let push = payload.aps.liveActivity else {
            return lock.withLock { rejectLocked(nil, "the payload has no Live Activity event (aps.event)", now: clock.now) }
        }
        return apply(push, activityID: activityID)
    }

    private func startLocked(_ push: LiveActivityPush, id: String?, now: Timestamp) -> Outcome {
        guard let type = push.attributesType, let attributes = push.attributes, let state = push.contentState else {
            return rejectLocked(id, "start needs attributes-type, attributes and content-state", now: now)
        }
        if let bytes = oversize(state) { return rejectLocked(id, "aps.content-state: \(bytes) bytes, the limit is \(rules.maxContentStateBytes)", now: now) }
        counter += 1
        let newID = id ?? "\(type)-\(counter)"
        if store.contains(where: { $0.id == newID }) { return rejectLocked(newID, "an activity with this id already exists", now: now) }
        var a = LiveActivity(id: newID, attributesType: type, attributes: attributes, contentState: state,
                             relevanceScore: push.relevanceScore ?? 0, startedAt: now, lastEventUnixSeconds: push.timestamp,
                             staleDate: push.staleDate.map(anchor.timestamp(unixSeconds:)), anchor: anchor)
        a.dismissalDate = push.dismissalDate.map(anchor.timestamp(unixSeconds:))
        if let alert = push.alert { a.lastAlert = alert; a.alertedAt = now }
        store.append(a)
        pending.append(.activityStarted(activityID: newID, at: now))
        if push.alert != nil { alertLocked(newID, now) }
        return .started(activityID: newID)
    }

    private func changeLocked(_ push: LiveActivityPush, id: String?, now: Timestamp) -> Outcome {
        guard let index = target(id: id, type: push.attributesType) else {
            return rejectLocked(id, "no \(id == nil ? "active activity" : "activity with this id") to \(push.event.rawValue)", now: now)
        }
        var a = store[index]
        guard a.isActive else { return rejectLocked(a.id, "\(push.event.rawValue) for an activity that has already ended: ignored", now: now) }
        if push.timestamp < a.lastEventUnixSeconds {
            entries.append(LogEntry(at: now, activityID: a.id, message: "\(push.event.rawValue) with timestamp \(JSONValue.format(push.timestamp)) is older than the last applied \(JSONValue.format(a.lastEventUnixSeconds)): ignored"))
            return .ignoredOutOfOrder(activityID: a.id)
        }
        if let state = push.contentState {
            if let bytes = oversize(state) {
                return rejectLocked(a.id, "aps.content-state: \(bytes) bytes, the limit is \(rules.maxContentStateBytes); keeping the last good state", now: now)
            }
            a.contentState = state
        }
        a.lastEventUnixSeconds = push.timestamp
        a.updatedAt = now
        if let r = push.relevanceScore { a.relevanceScore = r }
        // Each update carries its own stale date: ActivityKit's `ActivityContent(state:staleDate:)`
        // takes it with the state, so an update without one clears the last (it is not inherited).
        a.staleDate = push.staleDate.map(anchor.timestamp(unixSeconds:))
        staleNotified.remove(a.id)
        if let d = push.dismissalDate { a.dismissalDate = anchor.timestamp(unixSeconds: d) }
        if let alert = push.alert { a.lastAlert = alert; a.alertedAt = now }
        if push.event == .end {
            a.phase = .ended(at: now, reason: .app)
            store[index] = a
            pending.append(.activityEnded(activityID: a.id, at: now, reason: .app))
            // An alert on the final update still lights the screen; the island is left at once.
            if push.alert != nil { pending.append(.alert(activityID: a.id, at: now)) }
            lastAlert[a.id] = nil
            // A dismissal date at or before now removes it at once (ActivityKit's `.immediate`).
            refreshLocked(now)
            return .ended(activityID: a.id)
        }
        store[index] = a
        pending.append(.activityUpdated(activityID: a.id, at: now))
        if push.alert != nil { alertLocked(a.id, now) }
        return .updated(activityID: a.id)
    }

    private func alertLocked(_ id: String, _ now: Timestamp) {
        lastAlert[id] = now
        pending.append(.alert(activityID: id, at: now))
    }

    private func oversize(_ state: JSONValue) -> Int? {
        let bytes = state.compactByteCount
        return bytes > rules.maxContentStateBytes ? bytes : nil
    }

    private func rejectLocked(_ id: String?, _ message: String, now: Timestamp) -> Outcome {
        entries.append(LogEntry(at: now, activityID: id, message: message))
        return .rejected(activityID: id, reason: message)
    }

    private func target(id: String?, type: String?) -> Int? {
        if let id { return store.firstIndex { $0.id == id } }
        let active = store.indices.filter { store[$0].isActive }
        if let type, let i = active.last(where: { store[$0].attributesType == type }) { return i }
        return active.last
    }

    /// A person dismissed the activity from the Lock Screen (the system's dismiss button, seeds/001):
    /// it leaves every surface at once, ended first if it was still active (the app's activity
    /// state becomes `.dismissed`). False when there is no such activity.
    @discardableResult
    public func dismiss(id: String) -> Bool {
        lock.withLock {
            let now = clock.now
            guard let i = store.firstIndex(where: { $0.id == id }) else { return false }
            if store[i].isActive { pending.append(.activityEnded(activityID: id, at: now, reason: .person)) }
            store.remove(at: i)
            lastAlert[id] = nil
            staleNotified.remove(id)
            entries.append(LogEntry(at: now, activityID: id, message: "dismissed by the person from the Lock Screen"))
            pending.append(.activityRemoved(activityID: id, at: now))
            return true
        }
    }

    // MARK: Time

    /// Applies the time rules up to the clock's now: stale, ended by the system after 8 h,
    /// removed from the Lock Screen. Queries call it too, so the store is never out of date.
    public func refresh() { lock.withLock { refreshLocked(clock.now) } }

    private func refreshLocked(_ now: Timestamp) {
        var events: [ContentEvent] = []
        var keep: [LiveActivity] = []
        for var a in store {
            if a.isActive, let s = a.staleDate, now >= s, !staleNotified.contains(a.id) {
                staleNotified.insert(a.id)
                events.append(.activityBecameStale(activityID: a.id, at: s))
            }
            let systemEnd = a.startedAt + rules.maxActiveDuration
            if a.isActive, now >= systemEnd {
                a.phase = .ended(at: systemEnd, reason: .system)
                lastAlert[a.id] = nil
                events.append(.activityEnded(activityID: a.id, at: systemEnd, reason: .system))
            }
            if let removal = removalTime(a), now >= removal {
                events.append(.activityRemoved(activityID: a.id, at: removal))
                staleNotified.remove(a.id)
                continue
            }
            keep.append(a)
        }
        store = keep
        pending += events.sorted { $0.at < $1.at }
    }

    /// When an ended activity leaves the Lock Screen: its dismissal date, clamped to at most 4 h
    /// after it ended and 12 h after it started.
    func removalTime(_ a: LiveActivity) -> Timestamp? {
        guard let ended = a.endedAt else { return nil }
        var t = ended + rules.maxEndedLockScreenDuration
        if let d = a.dismissalDate { t = min(t, max(d, ended)) }
        return min(t, a.startedAt + rules.maxLifetime)
    }

    /// The next time a rule will change something (for a scheduler that sleeps until then).
    public func nextDeadline() -> Timestamp? {
        lock.withLock {
            let now = clock.now
            var times: [Timestamp] = []
            for a in store {
                if a.isActive {
                    times.append(a.startedAt + rules.maxActiveDuration)
                    if let s = a.staleDate, !staleNotified.contains(a.id) { times.append(s) }
                    if let t = lastAlert[a.id] { times.append(t + rules.alertPresentationDuration) }
                } else if let r = removalTime(a) { times.append(r) }
            }
            return times.filter { $0 > now }.min()
        }
    }

    // MARK: Queries

    /// Every activity still on screen somewhere (active, or ended and not yet removed).
    public var activities: [LiveActivity] { lock.withLock { refreshLocked(clock.now); return store } }

    public func activity(id: String) -> LiveActivity? { activities.first { $0.id == id } }

    /// Highest `relevance-score` first; equal scores keep the earlier-started first.
    static func ordered(_ list: [LiveActivity]) -> [LiveActivity] {
        list.enumerated().sorted { l, r in
            l.element.relevanceScore != r.element.relevanceScore ? l.element.relevanceScore > r.element.relevanceScore : l.offset < r.offset
        }.map(\.element)
    }

    /// The Lock Screen (and watch Smart Stack) list: active and recently ended, by relevance.
    public var lockScreen: [LiveActivity] { Self.ordered(activities) }

    /// What the Dynamic Island shows now. Ended activities leave it at once.
    public var dynamicIsland: IslandAssignment {
        lock.withLock {
            let now = clock.now
            refreshLocked(now)
            let active = Self.ordered(store.filter(\.isActive))
            if let alerting = active.filter({ a in lastAlert[a.id].map { now < $0 + rules.alertPresentationDuration } ?? false })
                .max(by: { lastAlert[$0.id]! < lastAlert[$1.id]! }) {
                return .expanded(activityID: alerting.id)
            }
            switch active.count {
            case 0: return .empty
            case 1: return .compact(activityID: active[0].id)
            default: return .minimal(attached: active[0].id, detached: active[1].id)
            }
        }
    }

    /// Events since the last call, in time order.
    public func drainEvents() -> [ContentEvent] {
        lock.withLock {
            refreshLocked(clock.now)
            defer { pending.removeAll() }
            return pending
        }
    }

    /// Ignored and rejected events, oldest first.
    public var log: [LogEntry] { lock.withLock { entries } }
}
