import AfterglowContent
import AfterglowDisplay
import AfterglowPayloads
import AfterglowSwiftUI
import Foundation

/// The compiled path's templates in the scene (`ActivityTemplateProvider`): each activity of a
/// compiled type is drawn with the template its own `body` gives for the state it shows, rendered
/// by the child process only when the state, the attributes or the environment changed (a push,
/// a scenario, a preview chosen, dark mode, Always On) — never per frame. A render that fails (a
/// crash, a trap, an endless loop: the child is restarted) keeps the last good template and
/// state on screen and is reported once (stderr, the HUD).
public final class CompiledTemplates: ActivityTemplateProvider, @unchecked Sendable {
    private let lock = NSLock()
    private var compiled: CompiledImport
    private var cache: [String: Entry] = [:]
    /// Per activity, the key of a render that failed with no good one before it (drawn with the
    /// static template; not retried every frame).
    private var failed: [String: Key] = [:]
    private var clockReaders: Set<String> = []
    private var reported: Set<String> = []
    private var error: String?
    /// Where errors go (stderr by default).
    public var log: @Sendable (String) -> Void = { printError($0) }

    /// What a render depends on. Compared on every frame a compiled activity is drawn, so it holds the
    /// values themselves (nil state: invalidated by a new build), not their JSON text made each time.
    struct Key: Hashable { var state: JSONValue?; var attributes: JSONValue; var dark: Bool; var luminanceReduced: Bool; var small: Bool; var stale: Bool }
    struct Entry { var key: Key; var template: ActivityTemplate; var state: JSONValue }

    public init(_ compiled: CompiledImport) { self.compiled = compiled }

    /// The types this provider draws.
    public var types: Set<String> { lock.withLock { Set(compiled.activities.keys) } }

    /// A new build (a save in `run --widget`): the cache is dropped, running activities keep their
    /// states and are rendered by the new program on the next frame.
    public func replace(_ fresh: CompiledImport) {
        lock.withLock {
            if compiled.widget !== fresh.widget { compiled.widget?.stop() }
            compiled = fresh
            for k in cache.keys { cache[k]?.key.state = nil }
            failed = [:]
            reported = []
            error = nil
        }
    }

    public var lastError: String? { lock.withLock { error } }

    public func draws(_ type: String) -> Bool { lock.withLock { compiled.activities[type] != nil } }

    public func readsTheClock(_ type: String) -> Bool { lock.withLock { clockReaders.contains(type) } }

    public func drawn(_ a: LiveActivity, environment: ActivityTemplateEnvironment) -> (template: ActivityTemplate, activity: LiveActivity)? {
        lock.lock(); defer { lock.unlock() }
        guard compiled.activities[a.attributesType] != nil, let widget = compiled.widget else { return nil }
        let key = Key(state: a.contentState, attributes: a.attributes, dark: environment.appearance == .dark,
                      luminanceReduced: environment.luminanceReduced, small: environment.smallFamily, stale: environment.stale)
        if let e = cache[a.id], e.key == key { return (e.template, with(a, e.state)) }
        if failed[a.id] == key { return nil }
        var env = CompiledWidget.Environment(colorScheme: key.dark ? "dark" : "light", isLuminanceReduced: key.luminanceReduced,
                                             activityFamily: key.small ? "small" : "medium", now: environment.unixNow)
        env.isStale = key.stale
        do {
            let r = try widget.render(type: a.attributesType, attributes: a.attributes, state: a.contentState, environment: env)
            let merged = CompiledWidget.merged(a.contentState, synthetic: r.synthetic)
            cache[a.id] = Entry(key: key, template: r.template, state: merged)
            if r.template.readsTheClock { clockReaders.insert(a.attributesType) }
            error = nil
            return (r.template, with(a, merged))
        } catch {
            let message = "\(a.attributesType): \(error.message)"
            self.error = message
            if reported.insert(message).inserted { log("afterglow: error: \(message)\(cache[a.id] != nil ? "; showing the last good frame" : "")") }
            // The last good template and the state it was drawn with stay; mark the key tried so
            // the child is not asked again every frame for the same failing state.
            if var e = cache[a.id] { e.key = key; cache[a.id] = e; return (e.template, with(a, e.state)) }
            failed[a.id] = key
            return nil
        }
    }

    public func admit(type: String, attributes: JSONValue, state: JSONValue) -> String? {
        lock.lock(); defer { lock.unlock() }
        guard compiled.activities[type] != nil, let widget = compiled.widget else { return nil }
        do {
            _ = try widget.render(type: type, attributes: attributes, state: state, environment: CompiledWidget.Environment())
            return nil
        } catch {
            // Only a state the developer's Codable type rejects is dropped; a crash in the views
            // is the drawing's problem (the last good frame stays), not the push's.
            guard !error.processFailed, error.kind == "decoding" || (error.kind == nil && Self.isDecodingError(error.message)) else { return nil }
            return error.message
        }
    }

    static func isDecodingError(_ m: String) -> Bool {
        m.contains("DecodingError") || m.contains("keyNotFound") || m.contains("typeMismatch") || m.contains("valueNotFound")
            || m.contains("dataCorrupted") || m.lowercased().contains("decod")
    }

    private func with(_ a: LiveActivity, _ state: JSONValue) -> LiveActivity {
        var b = a
        b.contentState = state
        return b
    }
}
