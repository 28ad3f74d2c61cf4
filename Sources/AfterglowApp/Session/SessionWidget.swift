import AfterglowControl
import AfterglowTime
import AfterglowPayloads
import AfterglowScene
import AfterglowSwiftUI
import Foundation

// `run --widget`: what an import (the first, or one after a save) does to the running emulator.
extension EmulatorSession {
    /// Shows `event`'s outcome: with new `sources`, swaps the imported templates (running
    /// activities keep their content state), starts each activity type not running yet from its
    /// first preview state, and fills fields a changed `ContentState` declares but the running
    /// state lacks from the new preview (the values already there are kept). Without sources (a
    /// failed import) the last good version stays and only the HUD and the event stream change.
    /// Returns lines for stderr.
    @discardableResult
    public func showWidget(_ sources: WidgetSources?, event: WidgetReload, reloadCount: Int) -> [String] {
        lock.withLock {
            let t = clock.now
            if let sources, let scene = composedScene {
                scene.replaceImported(sources.templates)
                // The compiled path: the new program draws the running activities from the next frame.
                if let provider = scene.templateProvider as? CompiledTemplates { provider.replace(sources.compiled) }
                else { scene.templateProvider = sources.makeTemplateProvider() }
                // A no-op settings event: the emulator lays the scene out again on the next frame.
                emulator.send(.settings(.inactivityTimeout(seconds: emulator.settings.inactivityTimeoutS)), at: t)
            }
            widgetStatus = Self.hudStatus(event, reloadCount: reloadCount)
            // An earlier re-import whose frame has not come yet goes out first, in order.
            if let earlier = pendingWidgetEvent { events.append(earlier); pendingWidgetEvent = nil; widgetEventAwaitsPresent = false }
            let e = ControlEvent(type: .widget, time: t.seconds, widget: event)
            // New templates: the event waits for the frame drawn with them (EmulatorSession.step);
            // a failed import changes nothing on screen.
            if sources != nil && composedScene != nil { pendingWidgetEvent = e } else { events.append(e) }
        }
        var log: [String] = []
        if let sources, let scene = composedScene {
            for a in sources.activities {
                let running = scene.activities.lockScreen.filter { $0.isActive && $0.attributesType == a.attributesType }
                if let current = running.last {
                    guard let merged = Self.filledState(current.contentState, from: a.template.previewState) else { continue }
                    if let p = Self.updatePayload(type: a.attributesType, state: merged.state, anchor: scene.anchor, at: clock.now) {
                        _ = try? push(p)
                        log.append("\(a.attributesType): new content-state field(s) \(merged.added.joined(separator: ", ")) filled from the preview; the others kept")
                    }
                } else if let p = WidgetSources.startPayload(a, anchor: scene.anchor) {
                    do {
                        _ = try push(p)
                        log.append("\(a.attributesType): started from \(a.previewSource == .previews ? "its first preview content state" : "values synthesized from the declared types")")
                    } catch { log.append("\(a.attributesType): not started: \(error)") }
                }
            }
        }
        wakeLoop(); stateChanged()
        return log
    }

    /// The HUD's line: what was loaded and how long it took, or the error and that the last good
    /// version is still shown.
    public static func hudStatus(_ e: WidgetReload, reloadCount: Int) -> HUDSnapshot.SourceStatus {
        // The file's name is enough beside the screen; stderr and the event carry the full path.
        var error = e.error
        if let f = error?.file { error?.file = (f as NSString).lastPathComponent }
        switch e.status {
        case "failed":
            return .init(summary: "error · last good kept", error: error?.compilerStyle)
        case "loaded":
            return .init(summary: String(format: "loaded · %.0f ms", e.milliseconds), error: error?.compilerStyle)
        default:
            return .init(summary: String(format: "reload %d · %.0f ms", reloadCount, e.milliseconds))
        }
    }

    /// The running state with the preview's top-level fields it lacks added; nil when it lacks none.
    public static func filledState(_ current: JSONValue, from preview: JSONValue?) -> (state: JSONValue, added: [String])? {
        guard case .object(var state) = current, case .object(let p)? = preview else { return nil }
        var added: [String] = []
        for m in p.members where state[m.key] == nil {
            state[m.key] = m.value
            added.append(m.key)
        }
        return added.isEmpty ? nil : (.object(state), added)
    }

    public static func updatePayload(type: String, state: JSONValue, anchor: WallClockAnchor, at t: Timestamp) -> APNsPayload? {
        var aps = JSONObject()
        aps["timestamp"] = .number(anchor.unixSeconds(t).rounded(.down))
        aps["event"] = .string("update")
        aps["attributes-type"] = .string(type)
        aps["content-state"] = state
        return try? PayloadParser.parse(Array(JSONValue.object(JSONObject(["aps": .object(aps)])).compactJSON.utf8))
    }
}

extension EmulatorSession {
    /// The HUD's source line with the compiled widget's last runtime error (a crash, a trap, a
    /// timeout in the developer's code) when there is one and no source error is shown.
    static func withRuntimeError(_ status: HUDSnapshot.SourceStatus?, _ runtime: String?) -> HUDSnapshot.SourceStatus? {
        guard let runtime else { return status }
        guard var s = status else { return .init(summary: "widget error · last good kept", error: runtime) }
        if s.error == nil { s.error = runtime; s.summary += " · last good kept" }
        return s
    }
}

extension EmulatorSession {
    /// Called with the lock held after each frame: a new runtime error becomes a `widget` event
    /// with status "runtimeError" (the message in `error.message`; the last good frame stays).
    func noteRuntimeError(_ message: String?) {
        guard message != reportedRuntimeError else { return }
        reportedRuntimeError = message
        guard let message else { return }
        let reload = WidgetReload(status: "runtimeError", changed: [], activities: composedScene?.activities.lockScreen.filter(\.isActive).count ?? 0,
                                  warnings: 0, milliseconds: 0, error: .init(file: "", line: 0, column: 0, message: message))
        events.append(ControlEvent(type: .widget, time: clock.now.seconds, widget: reload))
    }
}
