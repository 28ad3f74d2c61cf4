import AfterglowControl
import AfterglowGeometry
import AfterglowSensing
import AfterglowPayloads
import AfterglowPower
import AfterglowEmulator
import Foundation

/// Adapts the running session to the control server's `ControlBackend`: wire payloads are parsed
/// here, and the session's core values become wire types through AfterglowControl/CoreMapping.swift.
public final class SessionControlBackend: ControlBackend, @unchecked Sendable {
    public let session: EmulatorSession
    public init(session: EmulatorSession) { self.session = session }

    public var knownDisplayStates: [String] { DisplayState.allCases.map(\.wireName) }
    public var gestureNames: [String] { Gesture.allCases.map(\.rawValue) }

    public func state() -> ControlState {
        ControlState(session.reading(), device: session.profile.id, settings: session.settings(), engine: "\(session.engineName) (\(session.sceneName))")
    }
    public func transitions(since index: Int) -> [TransitionRecord] {
        session.transitions(since: index).enumerated().map { TransitionRecord(index: max(0, index) + $0.offset, $0.element) }
    }
    public func alertSounds(since index: Int) -> [AlertSoundEntry] {
        session.alertSounds(since: index).enumerated().map { AlertSoundEntry(index: max(0, index) + $0.offset, $0.element) }
    }
    public func statistics() -> ControlStatistics { ControlStatistics(session.statistics()) }
    public var events: ControlEventLog { session.events }
    public var outputDirectory: OutputDirectory { session.output }

    public func push(payload: Data) throws -> PushResult { try reported("/v1/push") { try deliver(payload, expect: nil) } }
    public func startActivity(payload: Data) throws -> PushResult { try reported("/v1/activities") { try deliver(payload, expect: .start) } }
    public func updateActivity(id: String, payload: Data) throws -> PushResult {
        try reported("/v1/activities/\(id)") { try deliver(payload, expect: .update) }
    }
    public func endActivity(id: String, payload: Data?) throws -> PushResult {
        try reported("/v1/activities/\(id)") {
            guard let payload else { throw ControlError.badRequest("ending a Live Activity needs its APNs payload (aps.event end)") }
            return try deliver(payload, expect: .end)
        }
    }

    /// Runs a delivery and reports its outcome, accepted or rejected, on the event stream.
    private func reported(_ endpoint: String, _ deliver: () throws -> PushResult) throws -> PushResult {
        do {
            let r = try deliver()
            session.publishPush(endpoint: endpoint, .success(r))
            return r
        } catch {
            session.publishPush(endpoint: endpoint, .failure(error))
            throw error
        }
    }

    /// Validates the payload as APNs does (the content module's parser) and pushes the parsed value.
    private func deliver(_ data: Data, expect: LiveActivityPush.Event?) throws -> PushResult {
        let payload: APNsPayload
        do { payload = try PayloadParser.parse([UInt8](data)) } catch { throw ControlError.unprocessable("\(error)") }
        var result: PushResult
        do { result = PushResult(payload, id: try session.push(payload, expect: expect)) } catch {
            throw ControlError.unprocessable(error.description)
        }
        // The alert a notification shows, for the event stream (none for Live Activities).
        if payload.aps.liveActivity == nil, let a = payload.aps.alert {
            result.alert = ControlEvent.AlertEvent(title: a.title?.resolved ?? payload.simulatorTargetBundle ?? "Notification", body: a.body?.resolved,
                                                   lightsScreen: payload.aps.interruptionLevel?.lightsScreen ?? true)
        }
        return result
    }

    public func inject(samples: [IMUSample]) throws -> Int { session.input(.samples(samples)); return samples.count }
    public func inject(gesture: String) throws {
        guard let g = Gesture(rawValue: gesture) else { throw ControlError.badRequest("unknown gesture '\(gesture)'") }
        session.input(.gesture(g))
    }
    public func tap(at point: Point?) throws {
        if let p = point {
            let size = session.profile.screen.pointSize
            guard p.x >= 0, p.y >= 0, p.x <= size.width, p.y <= size.height else {
                throw ControlError.badRequest("tap (\(formatPoints(p.x)), \(formatPoints(p.y))) is outside the \(size) pt screen")
            }
        }
        session.input(.tap(point))
    }
    public func swipe(from p: Point, dx: Double) throws {
        let size = session.profile.screen.pointSize
        guard p.x >= 0, p.y >= 0, p.x <= size.width, p.y <= size.height else {
            throw ControlError.badRequest("swipe from (\(formatPoints(p.x)), \(formatPoints(p.y))) is outside the \(size) pt screen")
        }
        session.input(.swipe(p, dx: dx))
    }
    public func inputMark() -> Int { session.inputMark }
    public func hasApplied(_ mark: Int) -> Bool { session.hasApplied(mark) }
    public func settings() -> ControlSettings { ControlSettings(session.settings()) }
    public func apply(settings patch: SettingsPatch) throws -> ControlSettings {
        if let v = patch.ambientLux, !DisplaySettings.ambientLuxRange.contains(v) {
            throw ControlError.badRequest("ambientLux \(v) is outside 0…120000")
        }
        if patch.wrist != nil || patch.crown != nil {
            guard session.profile.kind == .watch else {
                throw ControlError.badRequest("wrist/crown are a watch's settings; \(session.profile.id) is a \(session.profile.kind.rawValue)")
            }
            if let w = patch.wrist, WatchWearing.Wrist(rawValue: w) == nil { throw ControlError.badRequest("wrist \"\(w)\" is not one of left, right, auto") }
            if let c = patch.crown, WatchWearing.Crown(rawValue: c) == nil { throw ControlError.badRequest("crown \"\(c)\" is not one of left, right, auto") }
            let now = session.settings().wearing ?? .standard
            let wrist = patch.wrist ?? now.wrist.rawValue, crown = patch.crown ?? now.crown.rawValue
            if wrist == "auto" && crown == "auto" {
                throw ControlError.badRequest("wrist and crown cannot both be auto: a hanging arm tells only one of them")
            }
        }
        session.input(.settings(DeviceSettingsPatch(patch)))
        return settings()
    }
    public func screenshotPNG(downsample: Int, hud: Bool) throws -> Data {
        do { return try session.screenshotPNG(downsample: downsample, hud: hud) } catch let r as EmulatorSession.Refusal { throw Self.wire(r) }
    }
    public func recording(_ request: RecordingRequest) throws -> RecordingStatus {
        do {
            if request.action == "start" {
                let r = try session.startRecording(to: request.path)
                return RecordingStatus(recording: true, path: r.path, frames: r.frames)
            }
            let r = try session.stopRecording()
            return RecordingStatus(recording: false, path: r.path, frames: r.frames)
        } catch let r as EmulatorSession.Refusal { throw Self.wire(r) }
    }

    public static func wire(_ r: EmulatorSession.Refusal) -> ControlError {
        switch r.kind {
        case .unavailable: ControlError.unavailable(r.description)
        case .conflict: ControlError(409, r.description)
        case .badRequest: ControlError.badRequest(r.description)
        }
    }
}
