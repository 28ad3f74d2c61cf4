/// When the burst of file events one save makes is over, so `run --widget` re-imports once, on the
/// finished file, and no later than it must (SourceWatcher.swift feeds it; pure timing logic,
/// tested on a virtual clock in SaveBurstTests).
///
/// A save ends with the file's content in place: `IN_CLOSE_WRITE` (written in place) or
/// `IN_MOVED_TO` (a temporary renamed over it: Foundation, VS Code, JetBrains). Until then the file
/// may be missing or half written: vim renames it to a backup first (`IN_MOVED_FROM`), JetBrains
/// moves the old one away, a delete may be followed by a re-create. So:
/// - once every changed path's latest event left its content in place, the burst ends after
///   `quickSettle` of quiet — just long enough for events written in the same instant (a
///   `git checkout` of several files) to join;
/// - while some path is mid-save (moved away, deleted, created empty), it waits `settle` of quiet,
///   so a rename-write-delete save is one change and never a "file missing" error;
/// - a burst never lasts longer than `longest` from its first event (a tool rewriting a file
///   continuously still gets re-imported).
public struct SaveBurst<Instant: InstantProtocol> where Instant.Duration == Duration {
    /// What an event left the path as.
    public enum Event {
        /// Content complete: closed after writing, or renamed into place.
        case written
        /// Gone or not yet written: moved away, deleted, created empty.
        case transient
        /// Metadata only (`IN_ATTRIB`): a change, without altering whether the content is complete.
        case touched
    }

    public let quickSettle: Duration
    public let settle: Duration
    public let longest: Duration
    public private(set) var first: Instant?
    public private(set) var last: Instant?
    /// The changed paths in the order first seen, and whether each is mid-save.
    public private(set) var paths: [String] = []
    private var pending: Set<String> = []

    public init(quickSettle: Duration = .milliseconds(5), settle: Duration = .milliseconds(40), longest: Duration = .milliseconds(500)) {
        self.quickSettle = quickSettle; self.settle = settle; self.longest = longest
    }

    public var isEmpty: Bool { paths.isEmpty }

    mutating func record(_ path: String, _ event: Event, at t: Instant) {
        if first == nil { first = t }
        last = t
        if !paths.contains(path) { paths.append(path) }
        switch event {
        case .written: pending.remove(path)
        case .transient: pending.insert(path)
        case .touched: break
        }
    }

    /// When the burst is over if nothing more comes; nil before its first event.
    public var deadline: Instant? {
        guard let first, let last else { return nil }
        let quiet = pending.isEmpty ? quickSettle : settle
        let end = last.advanced(by: quiet)
        let cap = first.advanced(by: longest)
        return end < cap ? end : cap
    }

    /// Whether the burst is over at `now`.
    public func isOver(at now: Instant) -> Bool { deadline.map { now >= $0 } ?? false }
}
