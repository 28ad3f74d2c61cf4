import AfterglowControl
import Foundation

/// The thread behind `run --widget`: waits for a save in the watched sources, re-imports, and
/// shows the outcome in the running emulator (SessionWidget.swift). The watch lives here, in the
/// executable; the core only ever sees templates.
public final class WidgetWatch: @unchecked Sendable {
    public let reloader: WidgetReloader
    public let watcher: SourceWatcher
    public let session: EmulatorSession
    /// Where lines for a person go (stderr in `run`).
    public var log: @Sendable (String) -> Void = { printError($0) }
    /// Called when the watcher reports a save, before the re-import (`bench-import` times it).
    public var changeSeen: @Sendable ([String]) -> Void = { _ in }
    private var thread: Thread?
    private var reloads = 0
    private var contents = SourceContents()

    public init(reloader: WidgetReloader, watcher: SourceWatcher, session: EmulatorSession) {
        self.reloader = reloader; self.watcher = watcher; self.session = session
    }

    public func start() {
        let t = Thread { [self] in
            while !isStopped {
                // nil: an hour without a save, or `stop()`.
                guard let seen = watcher.nextChange(timeout: .seconds(3600)) else { continue }
                let changed = contents.changed(seen)
                guard !changed.isEmpty else { continue }
                changeSeen(changed)
                handle(changed)
            }
        }
        t.name = "afterglow-widget-watch"
        t.start()
        thread = t
    }

    private let stopLock = NSLock()
    private var stopped = false
    private var isStopped: Bool { stopLock.withLock { stopped } }

    public func stop() {
        stopLock.withLock { stopped = true }
        watcher.stop()
    }

    /// One re-import: the outcome on stderr, the HUD and the event stream.
    public func handle(_ changed: [String]) {
        let outcome = reloader.reload(changed: changed)
        if outcome.sources != nil { reloads += 1 }
        let lines = session.showWidget(outcome.sources, event: outcome.event, reloadCount: reloads)
        let e = outcome.event
        if let err = e.error {
            log(err.compilerStyle)
            log(String(format: "afterglow: %@ no longer imports; showing the last good version (%.0f ms)",
                       ((changed.first as NSString?)?.lastPathComponent ?? "the source") as NSString, e.milliseconds))
        } else {
            log(String(format: "afterglow: reloaded %@ in %.0f ms: %d activit%@, %d warning(s)",
                       changed.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ") as NSString, e.milliseconds,
                       e.activities, (e.activities == 1 ? "y" : "ies") as NSString, e.warnings))
        }
        // The changed files' own warnings (unsupported constructs), as `afterglow import` prints them.
        for d in outcome.sources?.interpretedDiagnostics ?? [] where changed.contains(d.file) && d.severity == .warning { log(d.description) }
        for l in lines { log("afterglow: \(l)") }
    }
}
