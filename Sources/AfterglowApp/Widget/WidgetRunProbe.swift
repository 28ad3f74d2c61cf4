import AfterglowControl
import AfterglowTime
import AfterglowDevices
import AfterglowRender
import Foundation

/// `run --widget --headless` inside `bench-import`, to time a save the way a user sees it: the same
/// `ComposedScene`, `EmulatorSession`, `SourceWatcher` thread (`WidgetWatch`) and `FrameLoop` that
/// `afterglow run` starts, on the real clock. A save is timed from the write to the session's
/// `widget` event, which goes out once the frame drawn with the new templates is presented
/// (EmulatorSession.presented) — what a rig waiting on `/v1/events` sees. The only difference from
/// the window is the presenter: headless, so the upload and present of the damaged rects to SDL
/// (a few ms on llvmpipe) are not in the figure.
public final class WidgetRunProbe: @unchecked Sendable {
    public let session: EmulatorSession
    public let watch: WidgetWatch
    private let presenter = HeadlessPresenter()
    private let loopDone = NSCondition()
    private var loopRunning = true
    private var stopping = false
    private let seenLock = NSLock()
    private var lastSeen: ContinuousClock.Instant?
    private let signal = NSCondition()

    public struct Save {
        public var changeSeenMs: Double
        public var importMs: Double
        public var frameMs: Double
        public var status: String
    }

    public init(profile: DeviceProfile, paths: [String], outputDirectory: String) throws {
        let clock = RealClock()
        let reloader = try WidgetReloader(paths: paths)
        // The imported activity alone, as `run --widget` shows it.
        let assembly = EmulatorAssembly(device: profile, clock: clock)
        session = try assembly.makeSession(outputDirectory: outputDirectory).session
        session.problemSink = { _ in }
        _ = session.showWidget(reloader.lastGood, event: reloader.firstEvent, reloadCount: 0)
        watch = WidgetWatch(reloader: reloader, watcher: try SourceWatcher(paths: paths), session: session)
        watch.log = { _ in }
        watch.changeSeen = { [self] _ in seenLock.withLock { lastSeen = ContinuousClock.now } }
        session.wakeLoop = { [presenter] in presenter.wake() }
        session.events.addObserver { [signal] in signal.lock(); signal.broadcast(); signal.unlock() }
        let t = Thread { [self] in
            // Made on its thread: the loop and its renderer belong to the thread that runs them.
            let loop = FrameLoop(session: session, presenter: presenter, renderer: assembly.makeRenderer(), clock: clock)
            loop.log = { _ in }
            loop.run { loopDone.withLock { stopping } }
            loopDone.withLock { loopRunning = false; loopDone.broadcast() }
        }
        t.name = "afterglow-bench-frame-loop"
        t.start()
        watch.start()
    }

    /// Waits until the first frame with the imported activity is presented (the "loaded" event).
    public func waitUntilShowing(timeout: Duration) -> Bool { nextWidgetEvent(after: 0, timeout: timeout) != nil }

    /// Runs `save` (a write to a watched file) and times it to the frame that shows it.
    public func timeSave(timeout: Duration, _ save: () throws -> Void) throws -> Save? {
        let after = session.events.latestId
        seenLock.withLock { lastSeen = nil }
        let start = ContinuousClock.now
        try save()
        guard let (event, at) = nextWidgetEvent(after: after, timeout: timeout), let w = event.widget else { return nil }
        let seen = seenLock.withLock { lastSeen } ?? at
        return Save(changeSeenMs: WidgetReloader.ms(start.duration(to: seen)), importMs: w.milliseconds,
                     frameMs: WidgetReloader.ms(start.duration(to: at)), status: w.status)
    }

    /// The next `widget` event after id `after`, with when it was seen here.
    private func nextWidgetEvent(after: Int, timeout: Duration) -> (ControlEvent, ContinuousClock.Instant)? {
        let deadline = ContinuousClock.now + timeout
        var cursor = after
        signal.lock(); defer { signal.unlock() }
        while true {
            let (events, _) = session.events.events(after: cursor)
            for e in events {
                cursor = e.id
                if e.type == .widget { return (e, ContinuousClock.now) }
            }
            let left = ContinuousClock.now.duration(to: deadline)
            if left <= .zero { return nil }
            _ = signal.wait(until: Date(timeIntervalSinceNow: min(0.05, Double(left.components.seconds) + Double(left.components.attoseconds) / 1e18)))
        }
    }

    public func stop() {
        watch.stop()
        loopDone.withLock { stopping = true }
        presenter.wake()
        loopDone.lock()
        while loopRunning { _ = loopDone.wait(until: Date(timeIntervalSinceNow: 0.05)); presenter.wake() }
        loopDone.unlock()
    }
}
