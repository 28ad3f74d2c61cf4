import AfterglowGeometry
import AfterglowSensing
import Foundation

/// What the control server needs from an emulator. The `afterglow` executable adapts the real
/// emulator to it; tests use a fake.
///
/// The server calls these from its own thread, one request at a time, so implementations must be
/// thread-safe and quick: read a snapshot, or enqueue the command for the frame loop and return.
/// Never block here — a slow call would stall every client.
public protocol ControlBackend: AnyObject, Sendable {
    /// Display-state names `wait` accepts ("interactive", "dimming", "always-on", "off", …).
    var knownDisplayStates: [String] { get }
    var gestureNames: [String] { get }
    func state() -> ControlState
    func transitions(since index: Int) -> [TransitionRecord]
    /// Alert sounds from `index` on (the emulator's sound log; no audio device plays them).
    func alertSounds(since index: Int) -> [AlertSoundEntry]
    func statistics() -> ControlStatistics
    /// An APNs payload (JSON, or an Xcode `.apns` file). Throws `ControlError` naming the key/rule on rejection.
    func push(payload: Data) throws -> PushResult
    func startActivity(payload: Data) throws -> PushResult
    func updateActivity(id: String, payload: Data) throws -> PushResult
    func endActivity(id: String, payload: Data?) throws -> PushResult
    func inject(samples: [IMUSample]) throws -> Int
    func inject(gesture: String) throws
    /// A tap at a point in screen points; nil means the screen's centre.
    func tap(at point: Point?) throws
    /// A horizontal swipe (the dismiss button of a Lock Screen activity on a swipe left).
    func swipe(from point: Point, dx: Double) throws
    func settings() -> ControlSettings
    func apply(settings patch: SettingsPatch) throws -> ControlSettings
    /// The last presented frame as PNG bytes, box-filtered down by `downsample` (1 = full size),
    /// with the HUD beside it when `hud` is true.
    func screenshotPNG(downsample: Int, hud: Bool) throws -> Data
    /// Starts or stops a recording. A requested path has been checked against `outputDirectory`
    /// by the router; the backend opens it with `OutputDirectory.createFile` (which checks again).
    func recording(_ request: RecordingRequest) throws -> RecordingStatus
    /// What happened, for `GET /v1/events`; the server appends refused requests to it too.
    var events: ControlEventLog { get }
    /// The only directory files are written into for a client.
    var outputDirectory: OutputDirectory { get }
    /// A mark of the inputs (taps, gestures) sent so far; `hasApplied(mark)` becomes true once the
    /// emulator has run the frame that applies them, so a tap answers with the state after it.
    func inputMark() -> Int
    func hasApplied(_ mark: Int) -> Bool
}

extension ControlBackend {
    /// A backend whose inputs take effect at once.
    public func inputMark() -> Int { 0 }
    public func hasApplied(_ mark: Int) -> Bool { true }
    /// The state with the id of the newest event it reflects (read first: any event after that id
    /// may or may not be reflected, none before it is missing).
    public func stateWithEventId() -> ControlState {
        let id = events.latestId
        var s = state()
        s.lastEventId = id
        return s
    }
}

/// An error a backend or the server reports to the client as `{"error": message}` with `status`.
public struct ControlError: Error, Sendable, Equatable, CustomStringConvertible {
    public var status: Int
    public var message: String
    public init(_ status: Int, _ message: String) { self.status = status; self.message = message }
    public var description: String { "\(status): \(message)" }

    public static func badRequest(_ m: String) -> ControlError { ControlError(400, m) }
    public static func notFound(_ m: String) -> ControlError { ControlError(404, m) }
    public static func unprocessable(_ m: String) -> ControlError { ControlError(422, m) }
    public static func unavailable(_ m: String) -> ControlError { ControlError(503, m) }
}

extension ControlBackend {
    /// A backend without a touch screen refuses swipes.
    public func swipe(from point: Point, dx: Double) throws { throw ControlError.badRequest("this emulator takes no swipes") }
}
