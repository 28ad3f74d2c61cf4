import Foundation

/// The emulator's recent events, numbered from 1, for the event stream. Bounded: the oldest are
/// dropped past `capacity`, and a reader that fell that far behind is told how many it missed.
/// Thread-safe; `append` never blocks on readers (it only signals their wake-up hooks).
public final class ControlEventLog: @unchecked Sendable {
    public let capacity: Int
    private let lock = NSLock()
    private var ring: [ControlEvent] = []
    private var start = 0          // index in `ring` of the oldest event
    private var lastId = 0
    /// The newest event's `time`: events come from several threads (frame loop, server), each
    /// stamped with the clock it read; a later id never carries an earlier time (issue 28).
    private var lastTime = -Double.infinity
    private var observers: [UUID: @Sendable () -> Void] = [:]

    public init(capacity: Int = 4096) {
        precondition(capacity > 0)
        self.capacity = capacity
    }

    /// Numbers the event, stores it, wakes the observers. Returns its id.
    @discardableResult
    public func append(_ event: ControlEvent) -> Int {
        let (id, hooks): (Int, [@Sendable () -> Void]) = lock.withLock {
            lastId += 1
            var e = event
            e.id = lastId
            e.time = max(e.time, lastTime)
            lastTime = e.time
            if ring.count < capacity { ring.append(e) } else { ring[start] = e; start = (start + 1) % capacity }
            return (lastId, Array(observers.values))
        }
        for h in hooks { h() }
        return id
    }

    /// The id of the newest event (0 before the first).
    public var latestId: Int { lock.withLock { lastId } }

    /// Events with an id above `id`, oldest first, at most `limit`; `missed` counts those already
    /// dropped from the log.
    public func events(after id: Int, limit: Int = .max) -> (events: [ControlEvent], missed: Int) {
        lock.withLock {
            let oldest = lastId - ring.count + 1
            let from = max(id + 1, oldest)
            let missed = max(0, oldest - (id + 1))
            guard from <= lastId, limit > 0 else { return ([], missed) }
            let count = min(lastId - from + 1, limit)
            var out: [ControlEvent] = []
            out.reserveCapacity(count)
            for k in 0..<count {
                let offset = from - oldest + k
                out.append(ring[(start + offset) % ring.count])
            }
            return (out, missed)
        }
    }

    /// Calls `hook` after every append (from the appending thread; keep it quick). Returns a key for `removeObserver`.
    @discardableResult
    public func addObserver(_ hook: @escaping @Sendable () -> Void) -> UUID {
        let key = UUID()
        lock.withLock { observers[key] = hook }
        return key
    }

    public func removeObserver(_ key: UUID) { lock.withLock { observers[key] = nil } }
}
