
import Foundation

/// SIGINT and SIGTERM for `afterglow run`, without polling: they are blocked in every thread
/// (call `install` on the main thread before any other thread starts; threads inherit the mask)
/// and one thread waits for them with `sigwait`, sets the flag and wakes the frame loop. So the
/// loop can sleep until its next deadline however far away (Always On: a second) and still stop
/// at once. A parent that spawned us with the signals blocked (test runners do) changes nothing.
public final class StopSignals: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false
    private var wakeLoop: @Sendable () -> Void = {}

    public var stopRequested: Bool { lock.withLock { stopped } }

    /// What wakes the loop once a stop arrives (the window's event wait, the headless condition).
    public func onStop(_ wake: @escaping @Sendable () -> Void) { lock.withLock { wakeLoop = wake } }

    public static func install() -> StopSignals {
        let s = StopSignals()
        var set = sigset_t()
        sigemptyset(&set); sigaddset(&set, SIGINT); sigaddset(&set, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &set, nil)
        let blocked = set
        let t = Thread { [s] in
            var signal: Int32 = 0
            var waitSet = blocked
            while sigwait(&waitSet, &signal) != 0 {}
            let wake = s.lock.withLock { s.stopped = true; return s.wakeLoop }
            wake()
        }
        t.name = "afterglow-signals"
        t.start()
        return s
    }
}
