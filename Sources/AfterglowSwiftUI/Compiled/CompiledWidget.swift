import AfterglowContent
import AfterglowPayloads
import Foundation

/// A compiled widget program, running: the persistent child that speaks the line protocol
/// (docs/SWIFTUI.md › Compiled path › Protocol), with a deadline on every request. A crash, trap
/// or endless loop in the developer's code is an error with the child's own message; the process
/// is started again on the next request, and callers keep the last good template.
public final class CompiledWidget: @unchecked Sendable {
    public let build: CompiledWidgetBuilder.Build
    /// The deadline of one request, in seconds (the first request after a start also waits for it).
    public var deadline: Double
    private var child: ChildProcess?
    private let lock = NSLock()
    public private(set) var activities: [Activity] = []
    /// How many times the child was started (1 after the first request).
    public private(set) var starts = 0

    public struct Activity: Sendable {
        public var type: String
        public var previews: [Preview]
    }

    public struct Preview: Sendable {
        public var name: String?
        public var attributes: JSONValue
        public var states: [JSONValue]
    }

    public struct Rendered: Sendable {
        public var template: ActivityTemplate
        /// The values timers and dates bind to (`$state.__afterglow.dN`, unix seconds).
        public var synthetic: JSONValue
        public var warnings: [String]
    }

    public struct Failure: Error, CustomStringConvertible, Sendable, Equatable {
        /// Whether the program itself failed (crash, trap, timeout) rather than answering an error.
        public var processFailed: Bool
        public var message: String
        /// The program's `errorKind` when it answered an error: "decoding" (the developer's Codable
        /// types rejected the JSON), "evaluation", "unknownType", "request".
        public var kind: String? = nil
        /// Where a decoding error is: `state.items[0].name`, `attributes.id`.
        public var codingPath: String? = nil
        public var description: String { message }
    }

    public init(build: CompiledWidgetBuilder.Build, deadline: Double = 2) {
        self.build = build; self.deadline = deadline
        ChildProcess.ignoreSIGPIPE()
    }

    deinit { child?.kill() }

    /// Starts the program and asks what it holds. `now` (Unix seconds) is the clock the previews'
    /// dates are computed at (`Date.now + 15 * 60`): the emulator's, so they match its renders.
    public func describe(now: Double? = nil) throws(Failure) -> [Activity] {
        var request = JSONObject(["op": .string("describe")])
        if let now { request["now"] = .number(now) }
        let reply = try self.request(request)
        guard case .array(let list)? = reply["activities"] else { throw Failure(processFailed: false, message: "describe: no activities in the answer") }
        activities = list.compactMap { v -> Activity? in
            guard case .object(let o) = v, case .string(let type)? = o["type"] else { return nil }
            var previews: [Preview] = []
            if case .array(let ps)? = o["previews"] {
                for p in ps {
                    guard case .object(let po) = p else { continue }
                    var name: String?
                    if case .string(let n)? = po["name"] { name = n }
                    var states: [JSONValue] = []
                    if case .array(let s)? = po["states"] { states = s }
                    previews.append(Preview(name: name, attributes: po["attributes"] ?? .object(JSONObject()), states: states))
                }
            }
            return Activity(type: type, previews: previews)
        }
        return activities
    }

    /// The environment a render is asked for (the emulator's).
    public struct Environment: Hashable, Sendable {
        public var colorScheme: String = "dark"
        public var isLuminanceReduced = false
        public var activityFamily: String = "medium"
        public var now: Double?
        public var isStale = false
        public init(colorScheme: String = "dark", isLuminanceReduced: Bool = false, activityFamily: String = "medium", now: Double? = nil) {
            self.colorScheme = colorScheme; self.isLuminanceReduced = isLuminanceReduced; self.activityFamily = activityFamily; self.now = now
        }
        var json: JSONValue {
            var o = JSONObject()
            o["colorScheme"] = .string(colorScheme)
            o["isLuminanceReduced"] = .bool(isLuminanceReduced)
            o["activityFamily"] = .string(activityFamily)
            if let now { o["now"] = .number(now) }
            if isStale { o["isStale"] = .bool(true) }
            return .object(o)
        }
    }

    /// Evaluates the developer's views for one content state. A state the developer's `ContentState`
    /// cannot decode is a `Failure` naming the DecodingError (`processFailed` false).
    public func render(type: String, attributes: JSONValue, state: JSONValue, environment: Environment) throws(Failure) -> Rendered {
        var r = JSONObject()
        r["op"] = .string("render"); r["type"] = .string(type)
        r["attributes"] = attributes; r["state"] = state; r["environment"] = environment.json
        let reply = try request(r)
        guard let t = reply["template"] else { throw Failure(processFailed: false, message: "render: no template in the answer") }
        let template: ActivityTemplate
        do { template = try TemplateParser.parse(data: Array(t.compactJSON.utf8)) } catch {
            throw Failure(processFailed: false, message: "render: the template the program wrote does not parse: \(error)")
        }
        var warnings: [String] = []
        if case .array(let ws)? = reply["warnings"] { warnings = ws.compactMap { if case .string(let s) = $0 { return s }; return $0.compactJSON } }
        return Rendered(template: template, synthetic: reply["synthetic"] ?? .object(JSONObject()), warnings: warnings)
    }

    private func request(_ object: JSONObject) throws(Failure) -> JSONObject {
        lock.lock(); defer { lock.unlock() }
        let line = JSONValue.object(object).compactJSON
        var firstOfStart = false
        if child == nil {
            // No runtime backtrace: a trap ends at once, its stderr is the message.
            var env = ProcessInfo.processInfo.environment
            env["SWIFT_BACKTRACE"] = "enable=no"
            do { child = try ChildProcess([build.executable], environment: env) } catch {
                throw Failure(processFailed: true, message: "\(error)")
            }
            starts += 1
            firstOfStart = true
        }
        let text: String
        do {
            // A fresh process loads the layer first: more time for its first answer.
            text = try child!.request(line, timeout: firstOfStart ? max(deadline, 10) : deadline)
        } catch {
            child = nil
            throw Failure(processFailed: true, message: error.description)
        }
        guard case .object(let reply)? = try? JSONParser.parse(text) else {
            throw Failure(processFailed: false, message: "the program answered something that is not JSON: \(text.prefix(200))")
        }
        if case .bool(false)? = reply["ok"] {
            var message = "the program answered an error"
            if case .string(let m)? = reply["error"] { message = m }
            var kind: String?, path: String?
            if case .string(let k)? = reply["errorKind"] { kind = k }
            if case .string(let p)? = reply["codingPath"] { path = p }
            throw Failure(processFailed: false, message: message, kind: kind, codingPath: path)
        }
        return reply
    }

    /// Stops the program (a new build replaces it).
    public func stop() {
        lock.withLock { child?.kill(); child = nil }
    }

    /// `state` with the synthetic values under `__afterglow`, what the template binds to.
    public static func merged(_ state: JSONValue, synthetic: JSONValue) -> JSONValue {
        guard case .object(var o) = state else { return state }
        if case .object(let s) = synthetic, !s.members.isEmpty { o["__afterglow"] = synthetic }
        return .object(o)
    }
}
