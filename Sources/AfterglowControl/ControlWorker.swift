#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// The control server's one worker thread for slow jobs (PNG encoding, recording start/stop), run
/// in order. It lowers its own scheduling priority (nice 10; on Linux `setpriority(PRIO_PROCESS, 0)`
/// affects the calling thread only), so on a busy machine encoding yields the CPU to the server
/// thread and the frame loop: the rig's requests and events are not delayed by someone's
/// screenshots (issue 28). Its own thread, not a Dispatch pool thread, so the niceness stays here.
final class ControlWorker: @unchecked Sendable {
    static let niceness: Int32 = 10
    private let condition = NSCondition()
    private var jobs: [@Sendable () -> Void] = []
    private var stopped = false
    private var started = false
    private let name: String

    init(name: String) { self.name = name }

    /// Queues a job; the thread starts with the first one (a server that never offloads has none).
    func async(_ job: @escaping @Sendable () -> Void) {
        let start: Bool = condition.withLock {
            jobs.append(job); condition.signal()
            defer { started = true }
            return !started
        }
        if start {
            let t = Thread { [self] in self.run() }
            t.name = name
            t.start()
        }
    }

    /// Lets the thread finish the jobs queued so far and end.
    func stop() { condition.withLock { stopped = true; condition.signal() } }

    private func run() {
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, Self.niceness)
        while true {
            condition.lock()
            while jobs.isEmpty && !stopped { condition.wait() }
            if jobs.isEmpty { condition.unlock(); return }
            let job = jobs.removeFirst()
            condition.unlock()
            job()
        }
    }
}
