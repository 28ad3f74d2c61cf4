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
    var events: ControlEventLog { session.events }
    var outputDirectory: OutputDirectory { session.output }
    func push(payload: Data) throws -> PushResult { try delivered("/v1/push", .push(payload)) }
    func startActivity(payload: Data) throws -> PushResult { try delivered("/v1/activities", .activityStart(payload)) }
    func updateActivity(id: String, payload: Data) throws -> PushResult { try delivered("/v1/activities/\(id)", .activityUpdate(id: id, payload)) }
    func endActivity(id: String, payload: Data?) throws -> PushResult { try delivered("/v1/activities/\(id)", .activityEnd(id: id, payload)) }
    /// Delivers a payload and reports the outcome, accepted or rejected, on the event stream.
    private func delivered(_ endpoint: String, _ c: EngineCommand) throws -> PushResult {
        do {
            let r = try session.command(c) ?? PushResult(kind: "none")
            session.publishPush(endpoint: endpoint, .success(r))
            return r
        } catch {
            session.publishPush(endpoint: endpoint, .failure(error))
            throw error
        }
    }
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
