import AfterglowControl
import AfterglowKit
import Foundation

/// Adapts the running session to the control server's `ControlBackend`.
final class SessionControlBackend: ControlBackend, @unchecked Sendable {
    let session: EmulatorSession
    init(session: EmulatorSession) { self.session = session }

    var knownDisplayStates: [String] { session.engine.displayStates }
    var gestureNames: [String] { Gesture.allCases.map(\.rawValue) }
    func state() -> ControlState { session.state() }
    func transitions(since index: Int) -> [TransitionRecord] { session.transitions(since: index) }
    func statistics() -> ControlStatistics { session.statistics() }
    func push(payload: Data) throws -> PushResult { try session.command(.push(payload)) ?? PushResult(kind: "none") }
    func startActivity(payload: Data) throws -> PushResult { try session.command(.activityStart(payload)) ?? PushResult(kind: "none") }
    func updateActivity(id: String, payload: Data) throws -> PushResult { try session.command(.activityUpdate(id: id, payload)) ?? PushResult(kind: "none") }
    func endActivity(id: String, payload: Data?) throws -> PushResult { try session.command(.activityEnd(id: id, payload)) ?? PushResult(kind: "none") }
    func inject(samples: [IMUSample]) throws -> Int { try session.command(.samples(samples)); return samples.count }
    func inject(gesture: String) throws {
        guard let g = Gesture(rawValue: gesture) else { throw ControlError.badRequest("unknown gesture '\(gesture)'") }
        try session.command(.gesture(g))
    }
    func tap(at point: Point?) throws {
        if let p = point {
            let size = session.engine.profile.screen.pointSize
            guard p.x >= 0, p.y >= 0, p.x <= size.width, p.y <= size.height else {
                throw ControlError.badRequest("tap (\(formatPoints(p.x)), \(formatPoints(p.y))) is outside the \(size) pt screen")
            }
        }
        try session.command(.tap(point))
    }
    func settings() -> ControlSettings { session.state().settings }
    func apply(settings patch: SettingsPatch) throws -> ControlSettings { try session.command(.settings(patch)); return session.state().settings }
    func screenshotPNG(downsample: Int, hud: Bool) throws -> Data { try session.screenshotPNG(downsample: downsample, hud: hud) }
    func recording(_ request: RecordingRequest) throws -> RecordingStatus { try session.recording(request) }
}
