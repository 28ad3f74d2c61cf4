import AfterglowGeometry
import AfterglowEmulator
import Foundation

/// Maps requests to backend calls. Pure request → outcome, so every route is testable without sockets.
public struct ControlRouter: Sendable {
    public enum Outcome: Sendable, Equatable {
        case respond(HTTPResponse)
        /// Long-poll: answer when the condition holds or after `timeoutSeconds` on the emulator's clock.
        case wait(WaitCondition, timeoutSeconds: Double)
        /// Event stream: events after `after` (nil: from now), only `types` (nil: all).
        case stream(after: Int?, types: Set<ControlEvent.Kind>?)
        /// Slow work (PNG encoding) the server runs off its thread, in a bounded queue.
        case offload(Job)
        /// An input was sent: once the emulator has applied it (`mark`), answer with `answer` (run
        /// on the server thread: it must be a quick read, as the state or the settings).
        case settle(mark: Int, answer: Job)
    }

    /// What a `wait` waits for.
    public enum WaitCondition: Sendable, Equatable {
        /// The display in this state.
        case state(String)
        /// Every input sent before the wait (`mark`, as `settle`'s) applied, and the frame that
        /// draws the animations' rest state presented: nothing moves any more.
        case animationFinished(mark: Int)

        /// Whether the condition holds for the state `current` the backend reports now.
        public func holds(_ current: ControlState, backend: any ControlBackend) -> Bool {
            switch self {
            case .state(let s): return current.displayState == s
            case .animationFinished(let mark): return backend.hasApplied(mark) && !current.animating
            }
        }

        /// The `WaitResult`'s description of the condition: the state, or "finished".
        var described: (state: String?, animation: String?) {
            switch self {
            case .state(let s): return (s, nil)
            case .animationFinished: return (nil, "finished")
            }
        }
    }

    /// Work run on the server's worker queue; its answer is sent when it is done.
    public struct Job: Sendable, Equatable {
        public let name: String
        public let run: @Sendable () -> HTTPResponse
        public static func == (a: Job, b: Job) -> Bool { a.name == b.name }
    }

    public let backend: any ControlBackend
    public let maxWaitSeconds: Double

    public init(backend: any ControlBackend, maxWaitSeconds: Double = 600) {
        self.backend = backend; self.maxWaitSeconds = maxWaitSeconds
    }

    /// Every route, for 404/405 answers and the docs.
    public static let routes: [(method: String, path: String, summary: String)] = [
        ("GET", "/v1/health", "liveness and version"),
        ("GET", "/v1/openapi.json", "this API's OpenAPI 3.1 description"),
        ("GET", "/v1/state", "current display state, refresh, luminance, power, settings"),
        ("GET", "/v1/transitions", "display-state transition log and alert sounds (?since=INDEX&soundsSince=INDEX)"),
        ("GET", "/v1/stats", "frame and power statistics"),
        ("POST", "/v1/push", "deliver an APNs payload (body: the payload JSON or .apns file)"),
        ("POST", "/v1/activities", "start a Live Activity (body: APNs payload with event start)"),
        ("POST", "/v1/activities/{id}", "update a Live Activity (body: APNs payload with event update)"),
        ("DELETE", "/v1/activities/{id}", "end a Live Activity (optional body: APNs payload with event end)"),
        ("POST", "/v1/imu", "inject IMU samples {samples:[…]}"),
        ("POST", "/v1/gesture", "inject a gesture {gesture:\"face-up\"}"),
        ("POST", "/v1/tap", "tap {x,y} in points (default: centre)"),
        ("POST", "/v1/swipe", "swipe {x,y,dx} in points: dx < 0 left (on a Lock Screen activity: its dismiss button)"),
        ("GET", "/v1/settings", "current settings"),
        ("PATCH", "/v1/settings", "change settings (partial object)"),
        ("GET", "/v1/screenshot", "the last presented frame as image/png (?downsample=1…8, ?hud=1 adds the HUD)"),
        ("POST", "/v1/recording", "start or stop a recording {action:\"start\"|\"stop\", path?}"),
        ("GET", "/v1/wait", "long-poll until ?state=NAME, or ?animation=finished (no animation runs), or ?timeout=SECONDS (408 on timeout)"),
        ("GET", "/v1/events", "Server-Sent Events: transitions, gestures, pushes, alerts, budget breaches, frames per second (?types=a,b&since=ID)"),
    ]

    public func route(_ request: HTTPRequest) -> Outcome {
        do {
            return try dispatch(request)
        } catch let e as MethodNotAllowed {
            // RFC 9110 §15.5.6: a 405 lists what the resource allows (HEAD wherever GET is).
            var r = HTTPResponse.error(405, e.message)
            r.extraHeaders = [("Allow", (e.allowed.contains("GET") ? e.allowed + ["HEAD"] : e.allowed).joined(separator: ", "))]
            return .respond(r)
        } catch let e as ControlError {
            return .respond(.error(e.status, e.message))
        } catch let e as DecodingError {
            return .respond(.error(400, Self.describe(e)))
        } catch {
            return .respond(.error(422, "\(error)"))
        }
    }

    private func dispatch(_ r: HTTPRequest) throws -> Outcome {
        let parts = r.path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard parts.first == "v1" else { throw ControlError.notFound("no route \(r.path): every route starts with /v1 (GET /v1/health lists them)") }
        let rest = Array(parts.dropFirst())
        func method(_ allowed: String...) throws {
            guard allowed.contains(r.method) else {
                throw MethodNotAllowed(allowed: allowed, message: "\(r.method.prefix(16)) not allowed on \(r.path.prefix(200)): use \(allowed.joined(separator: " or "))")
            }
        }
        switch rest.first {
        case "health" where rest.count == 1:
            try method("GET")
            struct Health: Encodable { let ok: Bool; let version: String; let routes: [String] }
            return .respond(.json(Health(ok: true, version: AfterglowKitVersion.string,
                                          routes: Self.routes.map { "\($0.method) \($0.path)" })))
        case "openapi.json" where rest.count == 1:
            try method("GET")
            return .respond(HTTPResponse(status: 200, body: Data(ControlOpenAPI.json.utf8)))
        case "state" where rest.count == 1:
            try method("GET")
            return .respond(.json(backend.stateWithEventId()))
        case "transitions" where rest.count == 1:
            try method("GET")
            let since = try intQuery(r, "since") ?? 0
            let soundsSince = try intQuery(r, "soundsSince") ?? 0
            return .respond(.json(TransitionLog(transitions: backend.transitions(since: max(0, since)),
                                                alertSounds: backend.alertSounds(since: max(0, soundsSince)))))
        case "stats" where rest.count == 1:
            try method("GET")
            return .respond(.json(backend.statistics()))
        case "push" where rest.count == 1:
            try method("POST")
            return .respond(.json(try backend.push(payload: try nonEmpty(r))))
        case "activities" where rest.count == 1:
            try method("POST")
            return .respond(.json(try backend.startActivity(payload: try nonEmpty(r))))
        case "activities" where rest.count == 2:
            try method("POST", "PUT", "DELETE")
            if r.method == "DELETE" {
                return .respond(.json(try backend.endActivity(id: rest[1], payload: r.body.isEmpty ? nil : r.body)))
            }
            return .respond(.json(try backend.updateActivity(id: rest[1], payload: try nonEmpty(r))))
        case "imu" where rest.count == 1:
            try method("POST")
            let req = try decode(IMURequest.self, r)
            struct Accepted: Encodable { let accepted: Int }
            return .respond(.json(Accepted(accepted: try backend.inject(samples: req.samples))))
        case "gesture" where rest.count == 1:
            try method("POST")
            let req = try decode(GestureRequest.self, r)
            guard backend.gestureNames.contains(req.gesture) else {
                throw ControlError.badRequest("unknown gesture '\(req.gesture)': expected one of \(backend.gestureNames.joined(separator: ", "))")
            }
            try backend.inject(gesture: req.gesture)
            return settleWithState()
        case "tap" where rest.count == 1:
            try method("POST")
            let req = r.body.isEmpty ? TapRequest() : try decode(TapRequest.self, r)
            if (req.x == nil) != (req.y == nil) { throw ControlError.badRequest("tap needs both x and y, or neither (the centre)") }
            try backend.tap(at: req.x.map { Point(x: $0, y: req.y!) })
            return settleWithState()
        case "swipe" where rest.count == 1:
            try method("POST")
            let req = try decode(SwipeRequest.self, r)
            guard req.dx != 0, req.dx.isFinite else { throw ControlError.badRequest("swipe needs a non-zero dx (negative: to the left)") }
            try backend.swipe(from: Point(x: req.x, y: req.y), dx: req.dx)
            return settleWithState()
        case "settings" where rest.count == 1:
            try method("GET", "PATCH", "POST")
            if r.method == "GET" { return .respond(.json(backend.settings())) }
            try rejectUnknownKeys(r, allowed: SettingsPatch.fieldNames)
            let patch = try decode(SettingsPatch.self, r)
            if patch.isEmpty { throw ControlError.badRequest("settings patch names no setting: use \(SettingsPatch.fieldNames.sorted().joined(separator: ", "))") }
            _ = try backend.apply(settings: patch)
            // Answered once applied, with the settings then (display settings change at a frame).
            let backend = self.backend
            return .settle(mark: backend.inputMark(), answer: Job(name: "settings") { .json(backend.settings()) })
        case "screenshot" where rest.count == 1:
            try method("GET")
            let factor = try intQuery(r, "downsample") ?? 1
            guard (1...8).contains(factor) else { throw ControlError.badRequest("downsample \(factor) out of range 1…8") }
            let hud: Bool
            switch r.query["hud"] {
            case nil, "0", "false": hud = false
            case "1", "true": hud = true
            case let v?: throw ControlError.badRequest("hud '\(v.prefix(20))': expected 1 or 0")
            }
            // Encoding takes tens of milliseconds: never on the server thread (issue 28).
            let backend = self.backend
            return .offload(Job(name: "screenshot") {
                do { return HTTPResponse(status: 200, contentType: "image/png", body: try backend.screenshotPNG(downsample: factor, hud: hud)) }
                catch let e as ControlError { return .error(e.status, e.message) }
                catch { return .error(500, "screenshot failed: \(error)") }
            })
        case "recording" where rest.count == 1:
            try method("POST")
            let req = try decode(RecordingRequest.self, r)
            guard req.action == "start" || req.action == "stop" else {
                throw ControlError.badRequest("recording action '\(req.action)': expected start or stop")
            }
            if let p = req.path, p.isEmpty { throw ControlError.badRequest("recording path is empty: leave it out for the default name") }
            if req.action == "stop", req.path != nil { throw ControlError.badRequest("recording stop takes no path: the file is the one being recorded") }
            // Refused here, before the backend is asked: nothing is created for a path outside.
            if req.action == "start", let p = req.path { _ = try backend.outputDirectory.locate(p) }
            // Starting encodes the first frame and stopping writes the file: off the server thread,
            // in order with other jobs (one worker).
            let backend = self.backend
            return .offload(Job(name: "recording") {
                do { return .json(try backend.recording(req)) }
                catch let e as ControlError { return .error(e.status, e.message) }
                catch { return .error(500, "recording failed: \(error)") }
            })
        case "wait" where rest.count == 1:
            try method("GET", "POST")
            let condition: WaitCondition
            switch (r.query["state"], r.query["animation"]) {
            case (nil, nil), ("", _), (_, ""): throw ControlError.badRequest("wait needs ?state=NAME or ?animation=finished")
            case (.some, .some): throw ControlError.badRequest("wait takes ?state or ?animation, not both")
            case (let state?, nil):
                guard backend.knownDisplayStates.contains(state) else {
                    throw ControlError.badRequest("unknown state '\(state)': expected one of \(backend.knownDisplayStates.joined(separator: ", "))")
                }
                condition = .state(state)
            case (nil, let animation?):
                guard animation == "finished" else { throw ControlError.badRequest("unknown animation condition '\(animation.prefix(30))': expected finished") }
                // Inputs sent before the wait (a tap, a push) must have been applied first, or a
                // wait sent right after a push would find nothing moving yet.
                condition = .animationFinished(mark: backend.inputMark())
            }
            let timeout = try doubleQuery(r, "timeout") ?? 10
            guard timeout >= 0, timeout <= maxWaitSeconds else {
                throw ControlError.badRequest("timeout \(timeout) out of range 0…\(formatPoints(maxWaitSeconds)) s")
            }
            return .wait(condition, timeoutSeconds: timeout)
        case "events" where rest.count == 1:
            try method("GET")
            var after = try intQuery(r, "since")
            if let last = r.headers["last-event-id"] {
                guard let n = Int(last), n >= 0 else { throw ControlError.badRequest("Last-Event-ID '\(last.prefix(30))' must be an event id") }
                after = n
            }
            if let a = after, a < 0 { throw ControlError.badRequest("since \(a) must be ≥ 0") }
            // An id from the future (another emulator's, or a typo) would silently skip events.
            if let a = after, a > backend.events.latestId {
                throw ControlError.badRequest("since \(a) is beyond the latest event id \(backend.events.latestId): use an id this emulator sent")
            }
            var types: Set<ControlEvent.Kind>?
            if let list = r.query["types"], !list.isEmpty {
                var set = Set<ControlEvent.Kind>()
                for name in list.split(separator: ",") {
                    guard let k = ControlEvent.Kind(rawValue: String(name)) else {
                        throw ControlError.badRequest("unknown event type '\(name.prefix(30))': expected \(ControlEvent.Kind.allCases.map(\.rawValue).joined(separator: ", "))")
                    }
                    set.insert(k)
                }
                types = set
            }
            return .stream(after: after, types: types)
        default:
            throw ControlError.notFound("no route \(r.method) \(r.path) (GET /v1/health lists them)")
        }
    }

    private func settleWithState() -> Outcome {
        let backend = self.backend
        return .settle(mark: backend.inputMark(), answer: Job(name: "state") { .json(backend.stateWithEventId()) })
    }

    private func nonEmpty(_ r: HTTPRequest) throws -> Data {
        guard !r.body.isEmpty else { throw ControlError.badRequest("\(r.path) needs a body (an APNs payload)") }
        return r.body
    }

    struct MethodNotAllowed: Error { let allowed: [String]; let message: String }

    /// The keys each request body may have: anything else (a typo, a stray field) is refused
    /// rather than ignored, and so is a null, as the OpenAPI document says.
    static let bodyKeys: [String: Set<String>] = [
        "IMURequest": ["samples"], "GestureRequest": ["gesture"], "TapRequest": ["x", "y"],
        "RecordingRequest": ["action", "path"], "SettingsPatch": SettingsPatch.fieldNames,
    ]

    private func decode<T: Decodable>(_ type: T.Type, _ r: HTTPRequest) throws -> T {
        guard !r.body.isEmpty else { throw ControlError.badRequest("\(r.path) needs a JSON body") }
        if let allowed = Self.bodyKeys[String(describing: T.self)] { try rejectUnknownKeys(r, allowed: allowed) }
        do { return try JSONDecoder().decode(T.self, from: r.body) } catch let e as DecodingError {
            throw ControlError.badRequest("\(r.path): \(Self.describe(e))")
        }
    }

    private func rejectUnknownKeys(_ r: HTTPRequest, allowed: Set<String>) throws {
        guard let obj = (try? JSONSerialization.jsonObject(with: r.body)) as? [String: Any] else {
            throw ControlError.badRequest("\(r.path): body must be a JSON object")
        }
        let unknown = Set(obj.keys).subtracting(allowed)
        if !unknown.isEmpty {
            throw ControlError.badRequest("\(r.path): unknown key(s) \(unknown.sorted().map { String($0.prefix(40)) }.joined(separator: ", ")); known: \(allowed.sorted().joined(separator: ", "))")
        }
        if let null = obj.first(where: { $0.value is NSNull })?.key {
            throw ControlError.badRequest("\(r.path): '\(null)' is null: leave it out instead")
        }
    }

    private func intQuery(_ r: HTTPRequest, _ name: String) throws -> Int? {
        guard let v = r.query[name] else { return nil }
        guard let n = Int(v) else { throw ControlError.badRequest("query '\(name)' must be an integer, got '\(v.prefix(30))'") }
        return n
    }

    private func doubleQuery(_ r: HTTPRequest, _ name: String) throws -> Double? {
        guard let v = r.query[name] else { return nil }
        guard let n = Double(v), n.isFinite else { throw ControlError.badRequest("query '\(name)' must be a number, got '\(v.prefix(30))'") }
        return n
    }

    /// A decoding error as "key path: what was wrong".
    static func describe(_ e: DecodingError) -> String {
        func path(_ c: [any CodingKey]) -> String { c.isEmpty ? "body" : c.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".") }
        switch e {
        case .keyNotFound(let k, let ctx): return "missing key '\(path(ctx.codingPath + [k]))'"
        case .typeMismatch(let t, let ctx): return "'\(path(ctx.codingPath))' should be \(t)"
        case .valueNotFound(let t, let ctx): return "'\(path(ctx.codingPath))' is null, expected \(t)"
        case .dataCorrupted(let ctx):
            return ctx.codingPath.isEmpty ? "body is not valid JSON" : "'\(path(ctx.codingPath))': \(ctx.debugDescription)"
        @unknown default: return "\(e)"
        }
    }
}
