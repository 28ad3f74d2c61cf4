import AfterglowContent
import AfterglowPayloads
import Foundation

/// Which path draws each activity of some sources: the compiled program when the sources compile
/// against the widget layer and the activity's starting state renders, else the interpreting
/// importer, with the reason (docs/SWIFTUI.md › Compiled path).
public struct CompiledImport: @unchecked Sendable {
    /// The running program (nil when nothing compiled).
    public var widget: CompiledWidget?
    public var build: CompiledWidgetBuilder.Build?
    /// The compiler's first errors when the build failed (the developer's file:line:column).
    public var errors: [CompiledWidgetBuilder.CompilerError] = []
    public var standIns: [String] = []
    /// Per attributes type: the compiled activity, its starting state and attributes, and its
    /// previews' states.
    public var activities: [String: Activity] = [:]
    /// Why the compiled path was not taken, when it was not taken for every activity.
    public var reason: String

    public struct Activity: Sendable {
        public var type: String
        public var attributes: JSONValue
        public var states: [JSONValue]
        /// "previews" (the developer's `#Preview … contentStates:`), "interpreter" (the importer's
        /// preview or synthesized values) or "payload" (the request's own, `GivenState`).
        public var statesFrom: String
        /// The first state's render.
        public var first: CompiledWidget.Rendered
    }

    /// A content state the request itself carries (`screenshot --widget … --payload FILE`): the
    /// state to show, so it is the first tried as the starting state — a made-up one can trap
    /// where the real one renders (an inverted `ClosedRange` built from a number the made-up
    /// state gets wrong).
    public struct GivenState: Sendable {
        /// The payload's `attributes-type`; nil: any activity.
        public var type: String?
        public var attributes: JSONValue?
        public var state: JSONValue
        public init(type: String?, attributes: JSONValue?, state: JSONValue) { self.type = type; self.attributes = attributes; self.state = state }
    }

    /// What `mode` asks: `auto` compiles when the layer and swiftc are found; `interpreted` never.
    public enum Mode: String, Sendable { case auto, interpreted }

    /// The mode from `AFTERGLOW_WIDGET_PATH` (`interpreted` or `auto`; default auto).
    public static var environmentMode: Mode {
        Mode(rawValue: ProcessInfo.processInfo.environment["AFTERGLOW_WIDGET_PATH"] ?? "auto") ?? .auto
    }

    /// `pending`: the build already started (`PendingBuild`, beside the interpreter); else it is
    /// made here.
    public static func load(paths: [String], interpreted: ImportResult, mode: Mode = environmentMode,
                            builder: CompiledWidgetBuilder? = nil, environment: CompiledWidget.Environment = .init(),
                            pending: PendingBuild? = nil, given: [GivenState] = [], log: (String) -> Void = { _ in }) -> CompiledImport {
        let outcome: CompiledWidgetBuilder.Outcome
        switch (pending ?? PendingBuild(paths: paths, mode: mode, builder: builder, inBackground: false)).wait() {
        case .skipped(let reason): return CompiledImport(reason: reason)
        case .outcome(let o): outcome = o
        }
        switch outcome {
        case .failed(let errors, let log_, let standIns):
            var r = CompiledImport(reason: "the sources do not compile against the widget layer")
            r.errors = errors; r.standIns = standIns
            if let e = errors.first { r.reason += ": \(e)" } else if !log_.isEmpty { r.reason += ": " + (log_.split(separator: "\n").first.map(String.init) ?? "") }
            return r
        case .built(let build):
            log(build.cached ? "compiled path: cached build \(build.hash.prefix(12)) (\(String(format: "%.2f", build.seconds)) s)"
                             : "compiled path: built \(build.widgets.joined(separator: ", ")) in \(String(format: "%.1f", build.seconds)) s")
            let widget = CompiledWidget(build: build)
            var r = CompiledImport(reason: "")
            r.widget = widget; r.build = build; r.standIns = build.standIns
            let described: [CompiledWidget.Activity]
            do { described = try widget.describe(now: SwiftUIImporter.previewAnchor.unixSecondsAtZero) } catch {
                r.widget = nil
                r.reason = "the compiled program did not describe itself: \(error)"
                return r
            }
            var reasons: [String] = []
            // The starting states were made under the preview anchor (describe's `now`; the
            // interpreter's "now" is the same instant): try them under it too, or a state built as
            // `Date()...eta` would be an inverted range under the real clock and trap.
            var environment = environment
            if environment.now == nil { environment.now = SwiftUIImporter.previewAnchor.unixSecondsAtZero }
            for d in described {
                var candidates: [(JSONValue, [JSONValue], String)] = []
                let previews = d.previews.filter { !$0.states.isEmpty }
                if let p = previews.first {
                    candidates.append((p.attributes, previews.filter { $0.attributes == p.attributes }.flatMap(\.states), "previews"))
                }
                let interpretedActivity = interpreted.activities.first(where: { $0.attributesType == d.type })
                if let i = interpretedActivity {
                    let states = i.previewStates.isEmpty ? [i.template.previewState ?? .object(JSONObject())] : i.previewStates
                    candidates.append((i.template.previewAttributes ?? .object(JSONObject()), states, "interpreter"))
                }
                // The request's own state first: it is what will be shown.
                for g in given.reversed() where g.type == nil || g.type == d.type {
                    let attributes = g.attributes ?? previews.first?.attributes ?? interpretedActivity?.template.previewAttributes ?? .object(JSONObject())
                    candidates.insert((attributes, [g.state], "payload"), at: 0)
                }
                var lastError = "no preview content state (no `#Preview … contentStates:`, and the interpreter found none)"
                for (attributes0, states0, from) in candidates {
                    guard !states0.isEmpty else { continue }
                    var attributes = attributes0, states = states0
                    // The interpreter's values are guesses from the declared types: a value the
                    // developer's Codable rejects is repaired from the error (a UUID, a number,
                    // an object…), a few times at most, and said.
                    var repairs: [String] = []
                    for _ in 0..<(from == "interpreter" ? 12 : 1) {
                        do {
                            let rendered = try widget.render(type: d.type, attributes: attributes, state: states[0], environment: environment)
                            r.activities[d.type] = Activity(type: d.type, attributes: attributes, states: states, statesFrom: from, first: rendered)
                            for rep in repairs { r.standIns.append("\(d.type) preview value \(rep) (the interpreter's value did not decode)") }
                            break
                        } catch {
                            let what = from == "previews" ? "preview" : from == "payload" ? "payload's" : "interpreted preview"
                            // A payload that renders nowhere keeps the first error: a later candidate's would hide it.
                            if from == "payload" || !lastError.contains("payload's state") { lastError = "its \(what) state does not render: \(error)" }
                            guard from == "interpreter", error.kind == "decoding", let path = error.codingPath,
                                  let fix = StateRepair.value(for: error.message) else { break }
                            if path.hasPrefix("attributes"), let a = StateRepair.set(attributes, path: StateRepair.components(path).dropFirst(), fix) {
                                attributes = a
                            } else if path.hasPrefix("state"), let s = StateRepair.set(states[0], path: StateRepair.components(path).dropFirst(), fix) {
                                states = states.map { StateRepair.set($0, path: StateRepair.components(path).dropFirst(), fix) ?? $0 }
                                states[0] = s
                            } else { break }
                            repairs.append("\(path) = \(fix.compactJSON)")
                        }
                    }
                    if r.activities[d.type] != nil { break }
                }
                if r.activities[d.type] == nil { reasons.append("\(d.type): \(lastError)") }
            }
            r.reason = reasons.joined(separator: "; ")
            if r.activities.isEmpty { r.widget?.stop() }
            return r
        }
    }

    /// `"compiled"` or `"interpreted"` and why, for `import --json`.
    public func path(for type: String) -> (path: String, reason: String) {
        if let a = activities[type] {
            let from = a.statesFrom == "previews" ? "#Preview content states" : a.statesFrom == "payload" ? "payload given" : "interpreter's preview values"
            return ("compiled", "compiled with swiftc against the widget layer\(build?.cached == true ? " (cached build)" : ""); starting state from the \(from)")
        }
        if widget != nil, reason.isEmpty { return ("interpreted", "the compiled program has no ActivityConfiguration for \(type)") }
        let own = reason.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }.first { $0.hasPrefix(type + ":") }
        return ("interpreted", own ?? (reason.isEmpty ? "the compiled program has no ActivityConfiguration for \(type)" : reason))
    }
}

/// Repairs of a guessed JSON value from the developer's decoding error.
enum StateRepair {
    /// A value of the type the error expected; nil when it cannot be told (an enum's raw value).
    static func value(for message: String) -> JSONValue? {
        if message.contains("UUID") { return .string("6F9619FF-8B86-D011-B42D-00C04FC964FF") }
        if message.contains("key not found") { return .string("—") }
        guard let r = message.range(of: "expected ") else { return nil }
        let t = message[r.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "<" || $0 == "," || $0 == " " || $0 == ">" }
        if t.hasPrefix("Int") || t.hasPrefix("UInt") || t.hasPrefix("Double") || t.hasPrefix("Float") || t.hasPrefix("CGFloat") || t.hasPrefix("Decimal") { return .number(1) }
        if t.hasPrefix("String") { return .string("—") }
        if t.hasPrefix("Bool") { return .bool(false) }
        if t.hasPrefix("Dictionary") { return .object(JSONObject()) }
        if t.hasPrefix("Array") { return .array([]) }
        return nil
    }

    /// `state.items[0].name` → ["state", "items", "0", "name"].
    static func components(_ path: String) -> [String] {
        path.replacingOccurrences(of: "[", with: ".").replacingOccurrences(of: "]", with: "").split(separator: ".").map(String.init)
    }

    static func set(_ root: JSONValue, path: ArraySlice<String>, _ value: JSONValue) -> JSONValue? {
        guard let key = path.first else { return value }
        switch root {
        case .object(var o):
            let inner = o[key] ?? (path.count > 1 ? .object(JSONObject()) : .null)
            guard let v = set(inner, path: path.dropFirst(), value) else { return nil }
            o[key] = v
            return .object(o)
        case .array(var a):
            guard let i = Int(key), a.indices.contains(i), let v = set(a[i], path: path.dropFirst(), value) else { return nil }
            a[i] = v
            return .array(a)
        default:
            return path.count == 1 ? nil : nil
        }
    }
}

extension CompiledImport {
    /// Nothing compiled, for `reason`.
    public init(reason: String) { self.reason = reason }
}

extension ImportedActivity {
    /// An activity only the compiled program found (the interpreter did not): drawn from its render.
    public init(compiledType attributesType: String, file: String, line: Int, presentations: [String], template: ActivityTemplate,
                previewStates: [JSONValue], previewSource: PreviewSource, mappedViews: Int, totalViews: Int,
                diagnostics: [ImportDiagnostic], supplementalFamilies: [String]) {
        self.attributesType = attributesType; self.file = file; self.line = line; self.presentations = presentations
        self.template = template; self.previewStates = previewStates; self.previewSource = previewSource
        self.mappedViews = mappedViews; self.totalViews = totalViews; self.diagnostics = diagnostics
        self.supplementalFamilies = supplementalFamilies
    }
}

/// The compiled path's build, started before the interpreting importer runs so that `swiftc` (a
/// child process) and the importer (this one) take a core each; `wait()` joins it.
public final class PendingBuild: @unchecked Sendable {
    public enum Started: Sendable {
        /// Not built, and why (the interpreter was asked for, no layer or swiftc).
        case skipped(String)
        case outcome(CompiledWidgetBuilder.Outcome)
    }

    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var started: Started?

    public init(paths: [String], mode: CompiledImport.Mode = CompiledImport.environmentMode, builder: CompiledWidgetBuilder? = nil,
                inBackground: Bool = true) {
        let work: @Sendable () -> Started = {
            guard mode == .auto else { return .skipped("the interpreter was asked for (AFTERGLOW_WIDGET_PATH=interpreted)") }
            let b: CompiledWidgetBuilder
            if let builder { b = builder } else {
                switch CompiledWidgetBuilder.standard() {
                case .success(let s): b = s
                case .failure(let e): return .skipped("not compiled: \(e.description)")
                }
            }
            return .outcome(b.build(paths: paths))
        }
        guard inBackground, mode == .auto else { started = work(); return }
        let t = Thread { [self] in
            let s = work()
            lock.withLock { started = s }
            done.signal()
        }
        t.name = "afterglow-widget-build"
        t.stackSize = 8 << 20
        t.start()
    }

    /// The build's outcome (waits for it).
    public func wait() -> Started {
        if let s = lock.withLock({ started }) { return s }
        done.wait()
        done.signal()
        return lock.withLock { started! }
    }
}
