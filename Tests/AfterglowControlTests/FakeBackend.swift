import AfterglowControl
import AfterglowKit
import Foundation

/// A backend that records calls and serves a settable state, for the server tests.
final class FakeBackend: ControlBackend, @unchecked Sendable {
    private let lock = NSLock()
    private var current: ControlState
    private var log: [TransitionRecord] = []
    private(set) var calls: [String] = []
    var knownDisplayStates: [String] { ["interactive", "dimming", "always-on", "off"] }
    var gestureNames: [String] { Gesture.allCases.map(\.rawValue) }
    let events = ControlEventLog(capacity: 64)
    let outputDirectory: OutputDirectory

    init(outputDirectory: String = NSTemporaryDirectory() + "agctl-out-\(UUID().uuidString.prefix(8))") {
        self.outputDirectory = try! OutputDirectory(path: outputDirectory)
        current = ControlState(device: "iphone-14-pro", time: 0, displayState: "interactive", cause: "start",
                               refreshHz: 120, luminanceNits: 1000, panelMilliwatts: 600, settings: ControlSettings(),
                               sensorSource: "simulated", lastGesture: nil, activities: [], engine: "fake")
    }

    func record(_ s: String) { lock.withLock { calls.append(s) } }
    var callLog: [String] { lock.withLock { calls } }

    func setDisplayState(_ s: String, cause: String, at time: Double) {
        let t: TransitionRecord = lock.withLock {
            let t = TransitionRecord(index: log.count, time: time, from: current.displayState, to: s, cause: cause)
            log.append(t)
            current.displayState = s; current.cause = cause
            return t
        }
        events.append(ControlEvent(type: .transition, time: time, transition: t))
    }

    func state() -> ControlState { lock.withLock { current } }
    func transitions(since index: Int) -> [TransitionRecord] { lock.withLock { Array(log.dropFirst(index)) } }
    private var sounds: [AlertSoundEntry] = []
    func playSound(_ name: String, critical: Bool = false, source: String, at time: Double) {
        let s: AlertSoundEntry = lock.withLock {
            let s = AlertSoundEntry(index: sounds.count, time: time, name: name, critical: critical, source: source)
            sounds.append(s)
            return s
        }
        events.append(ControlEvent(type: .sound, time: time, sound: s))
    }
    func alertSounds(since index: Int) -> [AlertSoundEntry] { lock.withLock { Array(sounds.dropFirst(index)) } }
    /// What `statistics()` reports; tests change it to see the server pass each value through.
    var stats = ControlStatistics(frames: 42, hitches: 1, budgetMs: 8.33)
    func statistics() -> ControlStatistics { lock.withLock { stats } }
    func setStatistics(_ s: ControlStatistics) { lock.withLock { stats = s } }
    func push(payload: Data) throws -> PushResult {
        record("push \(payload.count)")
        guard let obj = try? JSONSerialization.jsonObject(with: payload) as? [String: Any], obj["aps"] != nil else {
            throw ControlError.unprocessable("payload: missing key 'aps'")
        }
        return PushResult(kind: "notification", id: "n1")
    }
    func startActivity(payload: Data) throws -> PushResult { record("start"); return PushResult(kind: "live-activity-start", id: "a1") }
    func updateActivity(id: String, payload: Data) throws -> PushResult {
        record("update \(id)")
        guard id == "a1" else { throw ControlError.notFound("no activity '\(id)'") }
        return PushResult(kind: "live-activity-update", id: id)
    }
    func endActivity(id: String, payload: Data?) throws -> PushResult { record("end \(id) \(payload == nil ? "nobody" : "body")"); return PushResult(kind: "live-activity-end", id: id) }
    func inject(samples: [IMUSample]) throws -> Int { record("imu \(samples.count)"); return samples.count }
    func inject(gesture: String) throws {
        record("gesture \(gesture)")
        lock.withLock { current.lastGesture = gesture }
        events.append(ControlEvent(type: .gesture, time: 0, gesture: .init(name: gesture, source: "api")))
    }
    func tap(at point: Point?) throws { record("tap \(point.map { "\($0.x),\($0.y)" } ?? "centre")") }
    func settings() -> ControlSettings { lock.withLock { current.settings } }
    func apply(settings patch: SettingsPatch) throws -> ControlSettings {
        lock.withLock { current.settings = current.settings.applying(patch); return current.settings }
    }
    func screenshotPNG(downsample: Int, hud: Bool) throws -> Data {
        record("screenshot \(downsample)\(hud ? " hud" : "")")
        // A test holding the gate keeps every screenshot "encoding" until it lets go.
        while lock.withLock({ _held }) { usleep(2_000) }
        return Self.screenshotBytes
    }
    /// While true, screenshots do not finish (the worker queue stays busy).
    var screenshotsHeld: Bool { get { lock.withLock { _held } } set { lock.withLock { _held = newValue } } }
    private var _held = false
    /// While false, taps and gestures are "not applied yet" (no frame has run).
    var inputsApplied: Bool { get { lock.withLock { _applied } } set { lock.withLock { _applied = newValue } } }
    private var _applied = true
    /// What `state().animating` says (the animation wait reads it).
    func setAnimating(_ v: Bool) { lock.withLock { current.animating = v } }
    func inputMark() -> Int { 1 }
    func hasApplied(_ mark: Int) -> Bool { inputsApplied }
    /// A PNG signature and 300,000 varying bytes: larger than a socket buffer, so it is written in pieces.
    static let screenshotBytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) })
    /// Writes a small file for a start, through the output directory as the real session does.
    func recording(_ request: RecordingRequest) throws -> RecordingStatus {
        guard request.action == "start" else { return RecordingStatus(recording: false, path: nil, frames: 0) }
        let location = try outputDirectory.locate(request.path ?? "rec.png")
        try OutputDirectory.writeAndClose(try outputDirectory.createFile(location), Data("fake recording".utf8))
        return RecordingStatus(recording: true, path: outputDirectory.absolutePath(location), frames: 0)
    }
}

/// A server on a fresh temporary Unix socket with a fake backend and a virtual clock.
struct Harness {
    let backend = FakeBackend()
    let clock = VirtualClock()
    let server: ControlServer
    let path: String
    var client: ControlClient { ControlClient(endpoint: .unix(path: path), timeoutSeconds: 10) }

    /// The bearer token of the TCP listener.
    static let token = "test-token-0123456789abcdef"

    init(limits: HTTPLimits = HTTPLimits(), tcp: Bool = false) throws {
        let dir = NSTemporaryDirectory() + "agctl-\(UUID().uuidString.prefix(8))"
        path = dir + "/c.sock"
        var endpoints: [SocketEndpoint] = [.unix(path: path)]
        if tcp { endpoints.append(.loopback(port: 0)) }
        server = try ControlServer(backend: backend, endpoints: endpoints, clock: clock, limits: limits,
                                   requestGuard: RequestGuard(token: Self.token, tokenFile: dir + "/c.token"))
        server.start()
    }

    /// The TCP port (the harness must have been made with `tcp: true`).
    var port: UInt16 {
        for case .loopback(let p) in server.endpoints { return p }
        return 0
    }

    /// A client of the TCP listener, with the token unless told otherwise.
    func tcpClient(token: String? = Harness.token) -> ControlClient {
        ControlClient(endpoint: .loopback(port: port), timeoutSeconds: 10, token: token)
    }

    func stop() { server.stop() }

    /// Sends raw bytes and returns whatever the server answers before closing.
    func raw(_ bytes: Data, endpoint: SocketEndpoint? = nil) throws -> String {
        let fd = try rawConnect(endpoint ?? .unix(path: path))
        defer { close(fd) }
        _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        return readAll(fd)
    }

    func rawConnect(_ e: SocketEndpoint) throws -> Int32 {
        // The client's connect path, reused so tests speak to the same sockets the CLI does.
        let c = ControlClient(endpoint: e, timeoutSeconds: 10)
        return try c.connectForTesting()
    }
}

func readAll(_ fd: Int32) -> String {
    var out = Data()
    var buf = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = recv(fd, &buf, buf.count, 0)
        if n <= 0 { break }
        out.append(contentsOf: buf[0..<n])
    }
    return String(decoding: out, as: UTF8.self)
}
