#if canImport(Glibc)
import Glibc
#endif
import AfterglowTime
import AfterglowGeometry
import Foundation
import Synchronization

/// The control API's HTTP/1.1 server: POSIX sockets and `poll(2)` on one dedicated thread.
///
/// Why not swift-nio or Hummingbird: docs/ARCHITECTURE.md › The control API's HTTP layer (measured). Every connection is non-blocking and bounded (head and body size,
/// a deadline to send the whole request, a deadline to read the answer), so garbage, huge bodies,
/// half-open or stalled clients cost at most one slot each and are dropped; the emulator's frame loop
/// never waits on the server. Long-polls (`/v1/wait`) park their connection and are answered from
/// the loop, so they block no one. One request per connection (`Connection: close`), except that
/// requests pipelined before an answer are answered in order (`keep-alive` on all but the last).
///
/// Issue 28: the Unix socket (the rig's) and TCP have separate slot pools, and TCP connections
/// that have not passed the access checks are capped and closed after a short deadline, so
/// anyone on the machine opening half-open TCP connections cannot starve the rig. Screenshots are
/// encoded on a worker queue (bounded: past it, 503 with Retry-After), never on this thread.
public final class ControlServer: @unchecked Sendable {
    /// Where it actually listens (a TCP port of 0 is resolved to the kernel's choice).
    public private(set) var endpoints: [SocketEndpoint] = []
    public let limits: HTTPLimits
    /// The access checks (docs/CONTROL_API.md › Security); its token guards the TCP listener.
    public let requestGuard: RequestGuard

    private let router: ControlRouter
    private let backend: any ControlBackend
    private let clock: any SimulationClock
    private var listeners: [(fd: Int32, transport: RequestGuard.Transport)] = []
    private var wakeRead: Int32 = -1, wakeWrite: Int32 = -1
    private let stopping = Atomic<Bool>(false)
    private let finished = DispatchSemaphore(value: 0)
    private var started = false
    private var eventObserver: UUID?
    /// Counters for tests and the HUD; read under the lock.
    private let countersLock = NSLock()
    private var _served = 0, _rejected = 0, _refused = 0
    /// Refusal bookkeeping for the current window of `refusedEventInterval`: which kinds of refusal
    /// (status, transport, host, origin) already have an event in it, and the repeats not yet
    /// reported (their count and the latest request), flushed as one event per kind when it ends.
    private var refusalWindowStart = -Double.infinity
    private var reportedKinds = Set<String>()
    private var pendingRefusals: [String: (count: Int, latest: ControlEvent.RefusedRequest)] = [:]
    /// Kinds that get their own event per window; more kinds, or more than `maxPendingKinds`
    /// pending, are merged by status alone, so a flood of varied requests stays bounded.
    public static let maxEventKindsPerWindow = 8
    public static let maxPendingKinds = 16
    /// Off-thread work: answers come back through `completed` and a wake-up.
    private let workers = ControlWorker(name: "afterglow-control-work")
    private let completedLock = NSLock()
    private var completed: [(serial: Int, response: HTTPResponse)] = []
    private var queuedJobs = 0
    private var nextSerial = 0
    /// At most one `refused` event this often (real seconds); the rest are counted into it.
    public static let refusedEventInterval = 1.0
    /// How long a closed answer keeps reading (and discarding) what the client still sends, so
    /// unread request bytes do not turn the close into a reset that loses the answer.
    public static let lingerSeconds = 2.0
    /// A tap or gesture answers by then even if no frame has applied it (real seconds).
    public static let settleSeconds = 5.0

    /// A stream's idle keep-alive comment, on real time.
    public static let keepAliveSeconds = 15.0
    /// A stream reader this far behind (bytes not yet taken) is dropped; it can resume with Last-Event-ID.
    public static let maxStreamBacklogBytes = 1 << 20

    /// - Parameter clock: the emulator's clock; `wait` timeouts run on it (so a virtual clock makes
    ///   them deterministic). Socket I/O deadlines run on real monotonic time.
    /// - Parameter requestGuard: the access rules; a TCP endpoint without a token is refused unless
    ///   `allowTCPWithoutToken` (the rules' own tests only).
    public init(backend: any ControlBackend, endpoints: [SocketEndpoint], clock: any SimulationClock,
                limits: HTTPLimits = HTTPLimits(), requestGuard: RequestGuard = RequestGuard(token: nil),
                allowTCPWithoutToken: Bool = false) throws {
        self.backend = backend; self.clock = clock; self.limits = limits; self.requestGuard = requestGuard
        self.router = ControlRouter(backend: backend, maxWaitSeconds: limits.maxWaitSeconds)
        if requestGuard.token == nil, !allowTCPWithoutToken, endpoints.contains(where: { if case .loopback = $0 { true } else { false } }) {
            throw SocketIO.Failure(call: "listen", code: EACCES, detail: "on TCP without a bearer token")
        }
        do {
            for e in endpoints {
                switch e {
                case .unix:
                    let (fd, bound) = try SocketIO.listen(on: e)
                    listeners.append((fd, .unix)); self.endpoints.append(bound)
                case .loopback(let port):
                    let (fds, bound) = try SocketIO.listenLoopback(port)
                    for fd in fds { listeners.append((fd, .tcp(port: bound))) }
                    self.endpoints.append(.loopback(port: bound))
                }
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
    /// Requests the access checks refused (403/401/415/421).
    public var requestsRefused: Int { countersLock.withLock { _refused } }

    /// Starts the server thread.
    public func start() {
        precondition(!started, "a control server starts once")
        started = true
        // New events wake the loop, which hands them to the open streams.
        eventObserver = backend.events.addObserver { [weak self] in self?.wake() }
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
        if let eventObserver { backend.events.removeObserver(eventObserver) }
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
        let transport: RequestGuard.Transport
        var parser: HTTPRequestParser
        var outbox = Data()
        var written = 0
        var readDeadline: Double
        var writeDeadline = Double.infinity
        var waiting: (condition: ControlRouter.WaitCondition, started: Timestamp, deadline: Timestamp)?
        /// A tap/gesture waiting to be applied: its input mark and a real-time deadline.
        var settling: (mark: Int, deadline: Double, answer: ControlRouter.Job)?
        /// Its answer is being made on the worker queue.
        var offloaded = false
        /// A HEAD request: the answer's head only.
        var headOnly = false
        /// Answer sent and write side shut: reading and discarding until EOF or this time.
        var lingerUntil: Double?
        var serial = 0
        /// Bytes of pipelined requests received before this one was answered (bounded).
        var pending = Data()
        /// This answer says `keep-alive`: the pending request is handled after it is sent.
        var continuing = false
        /// Requests answered on this connection.
        var answered = 0
        /// An open event stream: the last event id sent, the types asked for, when it last wrote.
        var stream: (after: Int, types: Set<ControlEvent.Kind>?, lastWrite: Double)?
        /// The headers passed the access checks (done once, as soon as they are complete).
        var admitted = false
        init(fd: Int32, transport: RequestGuard.Transport, limits: HTTPLimits, now: Double) {
            self.fd = fd; self.transport = transport
            parser = HTTPRequestParser(limits: limits); readDeadline = now + limits.requestTimeoutSeconds
        }
        /// Bytes queued and not yet sent.
        var responding: Bool { written < outbox.count }
        /// Parked on something other than its own bytes: no read deadline applies.
        var parked: Bool { waiting != nil || settling != nil || offloaded || stream != nil || lingerUntil != nil }
        var isTCP: Bool { if case .tcp = transport { true } else { false } }
        var pendingBytes: Int { outbox.count - written }
    }

    private var connections: [Int32: Connection] = [:]

    private func loop() {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !stopping.load(ordering: .acquiring) {
            var fds = [pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
            for l in listeners { fds.append(pollfd(fd: l.fd, events: Int16(POLLIN), revents: 0)) }
            let conns = Array(connections.values)
            for c in conns {
                // A stream also listens for the reader hanging up while it has nothing to send.
                let events = c.stream != nil ? (c.responding ? POLLOUT | POLLIN : POLLIN) : (c.responding ? POLLOUT : POLLIN)
                fds.append(pollfd(fd: c.fd, events: Int16(events), revents: 0))
            }
            let now = Self.monotonicSeconds()
            var timeout = conns.map { c -> Double in
                if let s = c.stream { return c.responding ? c.writeDeadline : s.lastWrite + Self.keepAliveSeconds }
                if let l = c.lingerUntil { return l }
                if let s = c.settling { return s.deadline }
                if c.offloaded { return .infinity }
                return c.responding ? c.writeDeadline : c.readDeadline
            }.min().map { max(0, $0 - now) } ?? 1
            // Parked waits follow the emulator's clock, which the loop cannot sleep on: re-check often.
            if conns.contains(where: { $0.waiting != nil || $0.settling != nil }) { timeout = min(timeout, 0.02) }
            if !pendingRefusals.isEmpty { timeout = min(timeout, max(0, refusalWindowStart + Self.refusedEventInterval - now)) }
            _ = poll(&fds, nfds_t(fds.count), Int32(min(timeout, 1) * 1000))
            if stopping.load(ordering: .acquiring) { break }

            if fds[0].revents != 0 { while read(wakeRead, &buffer, buffer.count) > 0 {} }
            for i in listeners.indices where fds[1 + i].revents & Int16(POLLIN) != 0 { acceptAll(listeners[i]) }
            for (i, c) in conns.enumerated() {
                let ev = fds[1 + listeners.count + i].revents
                guard ev != 0, connections[c.fd] === c else { continue }
                if c.stream != nil {
                    if ev & Int16(POLLIN | POLLHUP | POLLERR) != 0 { receive(c, &buffer, hangup: ev & Int16(POLLHUP | POLLERR) != 0) }
                    if connections[c.fd] === c, ev & Int16(POLLOUT) != 0 { flush(c) }
                } else if c.lingerUntil != nil { linger(c, &buffer) }
                else if c.responding { flush(c) } else { receive(c, &buffer, hangup: ev & Int16(POLLHUP | POLLERR) != 0) }
            }
            deliverCompleted()
            checkWaits()
            pumpStreams()
            expire()
            if Self.monotonicSeconds() - refusalWindowStart >= Self.refusedEventInterval { flushRefusals() }
        }
        for c in connections.values { close(c.fd) }
        connections.removeAll()
        workers.stop()
        closeListeners()
        close(wakeRead); close(wakeWrite)
    }

    private func acceptAll(_ listener: (fd: Int32, transport: RequestGuard.Transport)) {
        while true {
            let fd = accept(listener.fd, nil, nil)
            if fd < 0 { return }
            SocketIO.setNonBlocking(fd)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            // Separate pools: TCP (anyone on the machine) never takes the Unix socket's slots.
            let tcp: Bool = { if case .tcp = listener.transport { true } else { false } }()
            let inPool = connections.values.filter { $0.isTCP == tcp }
            var refusal: String?
            if tcp && inPool.count >= limits.maxTCPConnections { refusal = "too many TCP connections (limit \(limits.maxTCPConnections))" }
            else if tcp && inPool.filter({ !$0.admitted && $0.lingerUntil == nil }).count >= limits.maxUnauthenticatedTCP {
                refusal = "too many TCP connections that have not sent their headers and token (limit \(limits.maxUnauthenticatedTCP))"
            } else if !tcp && inPool.count >= limits.maxConnections { refusal = "too many connections (limit \(limits.maxConnections))" }
            if let refusal {
                // Best effort: tell the client why, then drop it; never queue unbounded work.
                countersLock.withLock { _rejected += 1 }
                let data = HTTPResponse.error(503, refusal).serialized()
                _ = data.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                close(fd)
                continue
            }
            let now = Self.monotonicSeconds()
            let c = Connection(fd: fd, transport: listener.transport, limits: limits, now: now)
            // Until its headers pass the access checks, a TCP connection gets a short deadline.
            if tcp { c.readDeadline = now + min(limits.unauthenticatedTimeoutSeconds, limits.requestTimeoutSeconds) }
            nextSerial += 1; c.serial = nextSerial
            connections[fd] = c
        }
    }

    private func receive(_ c: Connection, _ buffer: inout [UInt8], hangup: Bool) {
        let n = read(c.fd, &buffer, buffer.count)
        if n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR) || (hangup && n <= 0) {
            drop(c)   // the client went away (a parked wait with it)
            return
        }
        guard n > 0, c.stream == nil else { return }
        if c.parked || c.responding {
            // A pipelined request arriving while this one is being answered: kept (bounded) and
            // handled next, unless the answer already said `Connection: close`.
            if c.lingerUntil == nil, !c.responding || c.continuing,
               c.pending.count + n <= limits.maxHeaderBytes + limits.maxBodyBytes { c.pending.append(contentsOf: buffer[0..<n]) }
            return
        }
        handle(c, Data(buffer[0..<n]))
    }

    /// Feeds request bytes to the connection's parser and acts on what they complete.
    private func handle(_ c: Connection, _ data: Data) {
        let outcome = c.parser.feed(data)
        // The access checks run on the headers as soon as they are complete: a refused request's
        // body is never read, and its route never runs.
        if !c.admitted, let head = c.parser.parsedHead {
            if let refusal = requestGuard.check(head, transport: c.transport) { refuse(c, head, refusal); return }
            admit(c)
        }
        switch outcome {
        case .needMore: break
        case .failure(let status, let reason): respond(c, .error(status, reason), closing: true)
        case .complete(let request):
            c.pending = c.parser.remainder
            if !c.admitted {
                if let refusal = requestGuard.check(request, transport: c.transport) { refuse(c, request, refusal); return }
                admit(c)
            }
            // HEAD is GET without the body (RFC 9110 §9.3.2), for the routes that answer at once.
            var routed = request
            if request.method == "HEAD" { routed.method = "GET"; c.headOnly = true }
            let outcome = router.route(routed)
            if c.headOnly {
                switch outcome {
                case .respond, .offload: break
                default: respond(c, .error(405, "HEAD not allowed on \(request.path): it streams or waits; use GET")); return
                }
            }
            switch outcome {
            case .respond(let r): respond(c, r)
            case .offload(let job): offload(c, job)
            case .settle(let mark, let answer):
                c.settling = (mark, Self.monotonicSeconds() + Self.settleSeconds, answer)
                c.readDeadline = .infinity
                checkSettle(c)
            case .wait(let condition, let timeout):
                let now = clock.now
                c.waiting = (condition, now, now + .seconds(timeout))
                c.readDeadline = .infinity
                checkWait(c)
            case .stream(let after, let types):
                openStream(c, after: after, types: types)
            }
        }
    }

    private func admit(_ c: Connection) {
        c.admitted = true
        c.readDeadline = Self.monotonicSeconds() + limits.requestTimeoutSeconds
    }

    /// Counts the refusal. The first of each kind in a window is stored as an event at once (so
    /// a rig sees who tried what); repeats are counted and stored as one event per kind when the
    /// window ends, carrying the count and the latest request. A flood cannot wipe the replay
    /// buffer: at most `maxEventKindsPerWindow + maxPendingKinds` events a second.
    private func refuse(_ c: Connection, _ r: HTTPRequest, _ refusal: RequestGuard.Refusal) {
        countersLock.withLock { _refused += 1 }
        let transport: String
        switch c.transport { case .unix: transport = "unix"; case .tcp: transport = "tcp" }
        let request = ControlEvent.RefusedRequest(
            status: refusal.status, method: String(r.method.prefix(16)), path: String(r.path.prefix(200)), reason: refusal.reason,
            host: r.headers["host"].map { String($0.prefix(200)) }, origin: r.headers["origin"].map { String($0.prefix(200)) },
            transport: transport)
        let now = Self.monotonicSeconds()
        if now - refusalWindowStart >= Self.refusedEventInterval { flushRefusals(); refusalWindowStart = now }
        var kind = "\(refusal.status) \(transport) \(request.host ?? "-") \(request.origin ?? "-")"
        if !reportedKinds.contains(kind) && reportedKinds.count < Self.maxEventKindsPerWindow {
            reportedKinds.insert(kind)
            backend.events.append(ControlEvent(type: .refused, time: clock.now.seconds, refused: request))
        } else {
            if pendingRefusals[kind] == nil && pendingRefusals.count >= Self.maxPendingKinds { kind = "\(refusal.status)" }
            pendingRefusals[kind] = ((pendingRefusals[kind]?.count ?? 0) + 1, request)
        }
        respond(c, refusal.response, closing: true)
    }

    /// Stores one event per kind of refusal counted in the window that ended, and opens a new one.
    private func flushRefusals() {
        for (_, p) in pendingRefusals.sorted(by: { $0.key < $1.key }) {
            var latest = p.latest
            latest.count = p.count
            backend.events.append(ControlEvent(type: .refused, time: clock.now.seconds, refused: latest))
        }
        pendingRefusals.removeAll()
        reportedKinds.removeAll()
        refusalWindowStart = Self.monotonicSeconds()
    }

    // MARK: - Off-thread work

    private func offload(_ c: Connection, _ job: ControlRouter.Job) {
        guard queuedJobs < limits.maxQueuedJobs else {
            var r = HTTPResponse.error(503, "busy: \(queuedJobs) \(job.name)s are being made (limit \(limits.maxQueuedJobs)); retry after a second")
            r.extraHeaders = [("Retry-After", "1")]
            respond(c, r); return
        }
        queuedJobs += 1
        c.offloaded = true
        let serial = c.serial
        workers.async { [weak self] in
            let response = job.run()
            guard let self, !self.stopping.load(ordering: .acquiring) else { return }
            self.completedLock.withLock { self.completed.append((serial, response)) }
            self.wake()
        }
    }

    private func deliverCompleted() {
        let done = completedLock.withLock { () -> [(serial: Int, response: HTTPResponse)] in
            defer { completed.removeAll() }
            return completed
        }
        guard !done.isEmpty else { return }
        queuedJobs -= done.count
        let bySerial = Dictionary(uniqueKeysWithValues: connections.values.map { ($0.serial, $0) })
        for d in done {
            // The client may have hung up meanwhile: its answer is dropped.
            guard let c = bySerial[d.serial], c.offloaded else { continue }
            c.offloaded = false
            respond(c, d.response)
        }
    }

    // MARK: - Event streams

    private func openStream(_ c: Connection, after: Int?, types: Set<ControlEvent.Kind>?) {
        let start = after ?? backend.events.latestId
        c.readDeadline = .infinity
        var head = ServerSentEvents.responseHead()
        head += ServerSentEvents.hello(.init(after: start, state: backend.state()))
        c.stream = (start, types, Self.monotonicSeconds())
        countersLock.withLock { _served += 1 }
        enqueue(c, head)
        if connections[c.fd] === c { pump(c) }
    }

    private func pumpStreams() {
        let now = Self.monotonicSeconds()
        for c in Array(connections.values) where c.stream != nil {
            pump(c)
            if let s = c.stream, connections[c.fd] === c, !c.responding, now - s.lastWrite >= Self.keepAliveSeconds {
                enqueue(c, ServerSentEvents.keepAlive)
            }
        }
    }

    /// Queues the events the stream has not seen yet.
    private func pump(_ c: Connection) {
        guard var s = c.stream else { return }
        let (events, missed) = backend.events.events(after: s.after, limit: 512)
        guard !events.isEmpty || missed > 0 else { return }
        var out = Data()
        if missed > 0 { out += ServerSentEvents.missed(missed) }
        for e in events where s.types?.contains(e.type) ?? true { out += ServerSentEvents.encode(e) }
        s.after = events.last?.id ?? s.after + missed
        c.stream = s
        if !out.isEmpty { enqueue(c, out) }
    }

    private func enqueue(_ c: Connection, _ data: Data) {
        if c.written > 0 { c.outbox.removeFirst(c.written); c.written = 0 }
        guard c.outbox.count + data.count <= Self.maxStreamBacklogBytes else { drop(c); return }
        if !c.responding { c.writeDeadline = Self.monotonicSeconds() + limits.writeTimeoutSeconds }
        c.outbox += data
        c.stream?.lastWrite = Self.monotonicSeconds()
        flush(c)
    }

    private func checkWaits() {
        for c in connections.values where c.waiting != nil { checkWait(c) }
        for c in Array(connections.values) where c.settling != nil { checkSettle(c) }
    }

    /// Answers a tap/gesture/settings change once the emulator applied it (or at its deadline, with
    /// what is true then).
    private func checkSettle(_ c: Connection) {
        guard let s = c.settling else { return }
        if backend.hasApplied(s.mark) || Self.monotonicSeconds() >= s.deadline {
            c.settling = nil
            respond(c, s.answer.run())
        }
    }

    private func checkWait(_ c: Connection) {
        guard let w = c.waiting else { return }
        let current = backend.state()
        let now = clock.now
        let waited = (now - w.started).seconds
        let (state, animation) = w.condition.described
        if w.condition.holds(current, backend: backend) {
            c.waiting = nil
            respond(c, .json(WaitResult(reached: true, state: state, animation: animation, waitedSeconds: waited, current: current)))
        } else if now >= w.deadline {
            c.waiting = nil
            respond(c, .json(WaitResult(reached: false, state: state, animation: animation, waitedSeconds: waited, current: current), status: 408))
        }
    }

    private func expire() {
        let now = Self.monotonicSeconds()
        for c in Array(connections.values) {
            if let l = c.lingerUntil { if now >= l { drop(c) } }
            else if c.responding, now >= c.writeDeadline { drop(c) }
            else if !c.responding, !c.parked, now >= c.readDeadline {
                if c.isTCP && !c.admitted {
                    // Not past the access checks yet: a short deadline, and closed without ceremony.
                    countersLock.withLock { _rejected += 1 }
                    respond(c, .error(408, "request headers not complete within \(formatPoints(min(limits.unauthenticatedTimeoutSeconds, limits.requestTimeoutSeconds))) s"), closing: true)
                } else {
                    respond(c, .error(408, "request not complete within \(formatPoints(limits.requestTimeoutSeconds)) s"), closing: true)
                }
            }
        }
    }

    /// Pipelined requests answered on one connection at most; the last says `Connection: close`.
    public static let maxRequestsPerConnection = 32

    /// Queues the answer. It says `keep-alive` when a pipelined request is already waiting (and
    /// the answer is not a refusal or a framing error, after which the bytes cannot be trusted);
    /// otherwise `Connection: close`, and the server reads no further request (RFC 9112 §9.6).
    private func respond(_ c: Connection, _ response: HTTPResponse, closing: Bool = false) {
        c.continuing = !closing && c.stream == nil && !c.pending.isEmpty && c.answered + 1 < Self.maxRequestsPerConnection
        c.outbox = c.headOnly ? response.serializedHead(keepAlive: c.continuing) : response.serialized(keepAlive: c.continuing)
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
        if c.stream != nil {
            // A stream stays open: everything queued is sent, wait for more.
            c.outbox.removeAll(keepingCapacity: true); c.written = 0
            c.writeDeadline = .infinity
            return
        }
        if c.continuing {
            // The next pipelined request: a fresh parser and access check, the bytes so far.
            let next = c.pending
            c.pending = Data(); c.continuing = false; c.answered += 1
            c.parser = HTTPRequestParser(limits: limits); c.admitted = false; c.headOnly = false
            c.outbox = Data(); c.written = 0; c.writeDeadline = .infinity
            let now = Self.monotonicSeconds()
            c.readDeadline = now + (c.isTCP ? min(limits.unauthenticatedTimeoutSeconds, limits.requestTimeoutSeconds) : limits.requestTimeoutSeconds)
            handle(c, next)
            return
        }
        // Lingering close (as Apache and nginx do): the answer is out; the client may still be
        // sending a request body that was refused unread. Closing now with unread bytes would
        // send a reset that can destroy the answer in the client's buffer, so shut the write side
        // and discard what arrives until the client closes or `lingerSeconds` pass.
        shutdown(c.fd, Int32(SHUT_WR))
        c.lingerUntil = Self.monotonicSeconds() + Self.lingerSeconds
    }

    private func linger(_ c: Connection, _ buffer: inout [UInt8]) {
        while true {
            let n = read(c.fd, &buffer, buffer.count)
            if n > 0 { continue }
            if n < 0 && (errno == EAGAIN || errno == EINTR) { return }
            drop(c); return
        }
    }

    private func drop(_ c: Connection) {
        close(c.fd)
        connections[c.fd] = nil
    }

    private func closeListeners() {
        for l in listeners { close(l.fd) }
        listeners.removeAll()
        for case .unix(let path) in endpoints { unlink(path) }
    }

    public static func monotonicSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
