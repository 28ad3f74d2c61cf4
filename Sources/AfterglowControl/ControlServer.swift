#if canImport(Glibc)
import Glibc
#endif
import AfterglowKit
import Foundation
import Synchronization

/// The control API's HTTP/1.1 server: POSIX sockets and `poll(2)` on one dedicated thread.
///
/// Why not swift-nio: one thread and a few hundred lines cost nothing to build, and the load is a
/// test rig's handful of requests. Every connection is non-blocking and bounded (head and body size,
/// a deadline to send the whole request, a deadline to read the answer), so garbage, huge bodies,
/// half-open or stalled clients cost at most one slot each and are dropped; the emulator's frame loop
/// never waits on the server. Long-polls (`/v1/wait`) park their connection and are answered from
/// the loop, so they block no one. One request per connection (`Connection: close`).
public final class ControlServer: @unchecked Sendable {
    /// Where it actually listens (a TCP port of 0 is resolved to the kernel's choice).
    public private(set) var endpoints: [SocketEndpoint] = []
    public let limits: HTTPLimits

    private let router: ControlRouter
    private let backend: any ControlBackend
    private let clock: any SimulationClock
    private var listeners: [Int32] = []
    private var wakeRead: Int32 = -1, wakeWrite: Int32 = -1
    private let stopping = Atomic<Bool>(false)
    private let finished = DispatchSemaphore(value: 0)
    private var started = false
    /// Counters for tests and the HUD; read under the lock.
    private let countersLock = NSLock()
    private var _served = 0, _rejected = 0

    /// - Parameter clock: the emulator's clock; `wait` timeouts run on it (so a virtual clock makes
    ///   them deterministic). Socket I/O deadlines run on real monotonic time.
    public init(backend: any ControlBackend, endpoints: [SocketEndpoint], clock: any SimulationClock,
                limits: HTTPLimits = HTTPLimits()) throws {
        self.backend = backend; self.clock = clock; self.limits = limits
        self.router = ControlRouter(backend: backend, maxWaitSeconds: limits.maxWaitSeconds)
        do {
            for e in endpoints {
                let (fd, bound) = try SocketIO.listen(on: e)
                listeners.append(fd); self.endpoints.append(bound)
            }
        } catch {
            closeListeners()
            throw error
        }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { closeListeners(); throw SocketIO.Failure(call: "pipe", code: errno, detail: "wake pipe") }
        wakeRead = fds[0]; wakeWrite = fds[1]
        SocketIO.setNonBlocking(wakeRead); SocketIO.setNonBlocking(wakeWrite)
    }

    deinit { if !started { closeListeners(); close(wakeRead); close(wakeWrite) } }

    public var requestsServed: Int { countersLock.withLock { _served } }
    public var connectionsRejected: Int { countersLock.withLock { _rejected } }

    /// Starts the server thread.
    public func start() {
        precondition(!started, "a control server starts once")
        started = true
        let t = Thread { [self] in
            self.loop()
            self.finished.signal()
        }
        t.name = "afterglow-control"
        t.start()
    }

    /// Stops the thread, closes every connection, removes the Unix socket file.
    public func stop() {
        guard started, !stopping.exchange(true, ordering: .acquiringAndReleasing) else { return }
        wake()
        finished.wait()
    }

    /// Tells the server the emulator's state (or clock) moved, so parked `wait`s re-check now.
    /// Safe from any thread, never blocks.
    public func wake() {
        var b: UInt8 = 1
        _ = write(wakeWrite, &b, 1)
    }

    // MARK: - The loop

    private final class Connection {
        let fd: Int32
        var parser: HTTPRequestParser
        var outbox = Data()
        var written = 0
        var readDeadline: Double
        var writeDeadline = Double.infinity
        var waiting: (state: String, started: Timestamp, deadline: Timestamp)?
        init(fd: Int32, limits: HTTPLimits, now: Double) {
            self.fd = fd; parser = HTTPRequestParser(limits: limits); readDeadline = now + limits.requestTimeoutSeconds
        }
        var responding: Bool { !outbox.isEmpty }
    }

    private var connections: [Int32: Connection] = [:]

    private func loop() {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !stopping.load(ordering: .acquiring) {
            var fds = [pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
            for l in listeners { fds.append(pollfd(fd: l, events: Int16(POLLIN), revents: 0)) }
            let conns = Array(connections.values)
            for c in conns { fds.append(pollfd(fd: c.fd, events: Int16(c.responding ? POLLOUT : POLLIN), revents: 0)) }
            let now = Self.monotonicSeconds()
            var timeout = conns.map { $0.responding ? $0.writeDeadline : $0.readDeadline }.min().map { max(0, $0 - now) } ?? 1
            // Parked waits follow the emulator's clock, which the loop cannot sleep on: re-check often.
            if conns.contains(where: { $0.waiting != nil }) { timeout = min(timeout, 0.02) }
            _ = poll(&fds, nfds_t(fds.count), Int32(min(timeout, 1) * 1000))
            if stopping.load(ordering: .acquiring) { break }

            if fds[0].revents != 0 { while read(wakeRead, &buffer, buffer.count) > 0 {} }
            for i in listeners.indices where fds[1 + i].revents & Int16(POLLIN) != 0 { acceptAll(listeners[i]) }
            for (i, c) in conns.enumerated() {
                let ev = fds[1 + listeners.count + i].revents
                guard ev != 0 else { continue }
                if c.responding { flush(c) } else { receive(c, &buffer, hangup: ev & Int16(POLLHUP | POLLERR) != 0) }
            }
            checkWaits()
            expire()
        }
        for c in connections.values { close(c.fd) }
        connections.removeAll()
        closeListeners()
        close(wakeRead); close(wakeWrite)
    }

    private func acceptAll(_ listener: Int32) {
        while true {
            let fd = accept(listener, nil, nil)
            if fd < 0 { return }
            SocketIO.setNonBlocking(fd)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            if connections.count >= limits.maxConnections {
                // Best effort: tell the client why, then drop it; never queue unbounded work.
                countersLock.withLock { _rejected += 1 }
                let data = HTTPResponse.error(503, "too many connections (limit \(limits.maxConnections))").serialized()
                _ = data.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                close(fd)
                continue
            }
            connections[fd] = Connection(fd: fd, limits: limits, now: Self.monotonicSeconds())
        }
    }

    private func receive(_ c: Connection, _ buffer: inout [UInt8], hangup: Bool) {
        let n = read(c.fd, &buffer, buffer.count)
        if n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR) || (hangup && n <= 0) {
            drop(c)   // the client went away (a parked wait with it)
            return
        }
        guard n > 0, c.waiting == nil else { return }   // bytes after a complete request are ignored
        switch c.parser.feed(Data(buffer[0..<n])) {
        case .needMore: break
        case .failure(let status, let reason): respond(c, .error(status, reason))
        case .complete(let request):
            switch router.route(request) {
            case .respond(let r): respond(c, r)
            case .wait(let state, let timeout):
                let now = clock.now
                c.waiting = (state, now, now + .seconds(timeout))
                c.readDeadline = .infinity
                checkWait(c)
            }
        }
    }

    private func checkWaits() {
        for c in connections.values where c.waiting != nil { checkWait(c) }
    }

    private func checkWait(_ c: Connection) {
        guard let w = c.waiting else { return }
        let current = backend.state()
        let now = clock.now
        let waited = (now - w.started).seconds
        if current.displayState == w.state {
            c.waiting = nil
            respond(c, .json(WaitResult(reached: true, state: w.state, waitedSeconds: waited, current: current)))
        } else if now >= w.deadline {
            c.waiting = nil
            respond(c, .json(WaitResult(reached: false, state: w.state, waitedSeconds: waited, current: current), status: 408))
        }
    }

    private func expire() {
        let now = Self.monotonicSeconds()
        for c in Array(connections.values) {
            if c.responding, now >= c.writeDeadline { drop(c) }
            else if !c.responding, c.waiting == nil, now >= c.readDeadline {
                respond(c, .error(408, "request not complete within \(formatPoints(limits.requestTimeoutSeconds)) s"))
            }
        }
    }

    private func respond(_ c: Connection, _ response: HTTPResponse) {
        c.outbox = response.serialized()
        c.written = 0
        c.writeDeadline = Self.monotonicSeconds() + limits.writeTimeoutSeconds
        countersLock.withLock { _served += 1 }
        flush(c)
    }

    private func flush(_ c: Connection) {
        while c.written < c.outbox.count {
            let n = c.outbox.withUnsafeBytes { raw in
                send(c.fd, raw.baseAddress! + c.written, raw.count - c.written, Int32(MSG_NOSIGNAL))
            }
            if n > 0 { c.written += n; continue }
            if n < 0 && (errno == EAGAIN || errno == EINTR) { return }
            drop(c); return
        }
        shutdown(c.fd, Int32(SHUT_WR))
        drop(c)
    }

    private func drop(_ c: Connection) {
        close(c.fd)
        connections[c.fd] = nil
    }

    private func closeListeners() {
        for fd in listeners { close(fd) }
        listeners.removeAll()
        for case .unix(let path) in endpoints { unlink(path) }
    }

    static func monotonicSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
