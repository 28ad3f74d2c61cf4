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

    init() {
        current = ControlState(device: "iphone-14-pro", time: 0, displayState: "interactive", cause: "start",
                               refreshHz: 120, luminanceNits: 1000, panelMilliwatts: 600, settings: ControlSettings(),
                               sensorSource: "simulated", lastGesture: nil, activities: [], engine: "fake")
    }

    func record(_ s: String) { lock.withLock { calls.append(s) } }
    var callLog: [String] { lock.withLock { calls } }

    func setDisplayState(_ s: String, cause: String, at time: Double) {
        lock.withLock {
            log.append(TransitionRecord(index: log.count, time: time, from: current.displayState, to: s, cause: cause))
            current.displayState = s; current.cause = cause
        }
    }

    func state() -> ControlState { lock.withLock { current } }
    func transitions(since index: Int) -> [TransitionRecord] { lock.withLock { Array(log.dropFirst(index)) } }
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
    }
    func tap(at point: Point?) throws { record("tap \(point.map { "\($0.x),\($0.y)" } ?? "centre")") }
    func settings() -> ControlSettings { lock.withLock { current.settings } }
    func apply(settings patch: SettingsPatch) throws -> ControlSettings {
        lock.withLock { current.settings = current.settings.applying(patch); return current.settings }
    }
    func screenshotPNG(downsample: Int, hud: Bool) throws -> Data {
        record("screenshot \(downsample)\(hud ? " hud" : "")"); return Self.screenshotBytes }
    /// A PNG signature and 300,000 varying bytes: larger than a socket buffer, so it is written in pieces.
    static let screenshotBytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) })
    func recording(_ request: RecordingRequest) throws -> RecordingStatus {
        RecordingStatus(recording: request.action == "start", path: request.path ?? "/tmp/rec.png", frames: 0)
    }
}

/// A server on a fresh temporary Unix socket with a fake backend and a virtual clock.
struct Harness {
    let backend = FakeBackend()
    let clock = VirtualClock()
    let server: ControlServer
    let path: String
    var client: ControlClient { ControlClient(endpoint: .unix(path: path), timeoutSeconds: 10) }

    init(limits: HTTPLimits = HTTPLimits(), tcp: Bool = false) throws {
        let dir = NSTemporaryDirectory() + "agctl-\(UUID().uuidString.prefix(8))"
        path = dir + "/c.sock"
        var endpoints: [SocketEndpoint] = [.unix(path: path)]
        if tcp { endpoints.append(.loopback(port: 0)) }
        server = try ControlServer(backend: backend, endpoints: endpoints, clock: clock, limits: limits)
        server.start()
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
