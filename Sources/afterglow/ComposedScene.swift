import AfterglowKit
import AfterglowRender
import Foundation

/// The real scene for the emulator: the content module's activity and notification stores fed by
/// the scenario's payloads, composed by the render module's `SceneComposer` (with its Always On
/// transform), text measured by Pango. Used by the bench with `CairoRenderer`.
///
/// Payloads arrive parsed (`DeviceEvent.push`). A scenario replays the same payload files many
/// times, so each push is re-stamped as if the server sent it at the moment it arrives: `aps.timestamp` becomes the current clock time and a
/// content-state `etaSeconds` becomes `eta` = now + etaSeconds (unix seconds), which keeps
/// ActivityKit's ordering rule (older timestamps are ignored) from discarding the updates.
final class ComposedScene: EmulatorScene {
    let device: DeviceProfile
    let anchor = WallClockAnchor.examples
    let activities: ActivityStore
    let notifications: NotificationStore
    /// Imported templates (`run --widget`) first, so they win over an example of the same type,
    /// then the examples'.
    private(set) var templates: [ActivityTemplate]
    private let baseTemplates: [ActivityTemplate]
    let measurer = PangoTextMeasurer()
    /// Light or dark system appearance (the window's dark-mode key and the control API set it).
    var appearance: Appearance = .dark
    /// What the window asked to show (nil: the scene's own choice): Notification Center after a
    /// pull-down, StandBy when that setting is on; the expanded island after press-and-hold.
    var surfaceOverride: SceneState.Surface?
    var islandOverride: SceneState.IslandPresentation?
    var nightMode = false
    var alwaysOnWallpaper: Bool?
    var surfaceExpanded = false
    /// Settings › show sensitive content while locked (a settings event from a scenario, the
    /// window or the control API).
    var showSensitiveContent = false
    private(set) var problems: [String] = []
    /// Titles `drain()` turned into `.notification` events: the emulator feeds those follow-ups back
    /// through `apply`, where they must not be delivered a second time.
    private var echoes: [String] = []

    init(device: DeviceProfile, clock: SimulationClock, templateDirectory: String, imported: [ActivityTemplate] = []) {
        self.device = device
        activities = ActivityStore(clock: clock, anchor: anchor)
        notifications = NotificationStore(clock: clock)
        var ts: [ActivityTemplate] = []
        for f in HeadlessScreenshot.templateFilesAt(templateDirectory) {
            do { ts.append(try TemplateParser.parse(contentsOf: f)) } catch { problems.append("template \(f): \(error)") }
        }
        baseTemplates = ts
        templates = imported + ts
    }

    /// Swaps the imported templates (a re-import after a save). Running activities keep their
    /// content state: only how they are drawn changes. Call under the session lock.
    func replaceImported(_ imported: [ActivityTemplate]) {
        templates = imported + baseTemplates
    }

    struct PushError: Error, CustomStringConvertible { var description: String }

    func apply(_ event: DeviceEvent, at t: Timestamp, motion: inout MotionSystem) throws -> [DeviceEvent] {
        switch event {
        case .payload(let path, _):
            // The emulator hands scenes parsed payloads; a direct file reference is parsed here.
            let payload: APNsPayload
            do { payload = try PayloadParser.parse(contentsOf: path) } catch { throw PushError(description: "\(path): \(error)") }
            return try deliver(payload, source: path, at: t)
        case .push(let payload, _):
            return try deliver(payload, source: "pushed payload", at: t)
        case .settings(.showSensitiveContent(let v)):
            showSensitiveContent = v
            return []
        case .notification(let title):
            if let i = echoes.firstIndex(of: title) { echoes.remove(at: i); return [] }
            // Already seen by the display-power model: deliver it without echoing it back.
            let json = JSONValue.object(JSONObject(["aps": .object(JSONObject(["alert": .object(JSONObject([
                "title": .string(title), "body": .string("New message"),
            ]))]))]))
            if let p = try? PayloadParser.parse(json.compactJSON) { _ = notifications.deliver(p) }
            _ = drain()
            return []
        default:
            return []
        }
    }

    private func deliver(_ pushed: APNsPayload, source: String, at t: Timestamp) throws -> [DeviceEvent] {
        let payload = restamped(pushed, at: t)
        if payload.isLiveActivity {
            if case .rejected(let id, let reason) = activities.apply(payload) {
                throw PushError(description: "\(source): rejected\(id.map { " for activity \($0)" } ?? ""): \(reason)")
            }
        } else {
            _ = notifications.deliver(payload)
        }
        return drain()
    }

    /// Content events that light the screen, as device events for the display-power model.
    private func drain() -> [DeviceEvent] {
        var out: [DeviceEvent] = []
        for e in activities.drainEvents() + notifications.drainEvents() where e.lightsScreen {
            switch e {
            case .alert(let id, _):
                out.append(.activityAlert(activityID: id))
                if let name = activities.lockScreen.first(where: { $0.id == id })?.lastAlert?.sound {
                    out.append(.alertSound(AlertSound(name: name, source: "activity \(id)")))
                }
            case .notificationDelivered(let id, _, _):
                let n = notifications.notifications.first { $0.id == id }
                let title = n?.title ?? "notification"
                echoes.append(title)
                out.append(.notification(title: title))
                if let s = n?.sound { out.append(.alertSound(AlertSound(name: s.name, critical: s.critical, source: "notification \(id)"))) }
            default: break
            }
        }
        return out
    }

    /// The payload as if the server sent it now (see the type's comment), edited as a parsed value.
    private func restamped(_ pushed: APNsPayload, at t: Timestamp) -> APNsPayload {
        guard var live = pushed.aps.liveActivity else { return pushed }
        let now = anchor.unixSeconds(t)
        live.timestamp = now.rounded(.down)
        if var state = live.contentState?.objectValue {
            if let eta = state["etaSeconds"]?.numberValue {
                state["eta"] = .number((now + eta).rounded(.down))
                state["etaSeconds"] = nil
            }
            // The core fallback scene's field; the templates do not read it.
            state["progress"] = nil
            live.contentState = .object(state)
        }
        if live.staleDate != nil { live.staleDate = (now + 900).rounded(.down) }
        var payload = pushed
        payload.aps.liveActivity = live
        return payload
    }

    func displayList(_ c: SceneContext) -> DisplayList {
        let (acts, _) = SceneContent.activities(activities.lockScreen, templates: templates, measurer: measurer, now: c.time,
                                                luminanceReduced: c.alwaysOnProgress > 0.5)
        let notes = notifications.notifications.prefix(20).map {
            SceneNotification($0, category: notifications.category($0.categoryID), now: c.time)
        }
        var state = SceneState(device: device, activities: acts, notifications: Array(notes), appearance: appearance,
                               alwaysOn: c.alwaysOnProgress,
                               alwaysOnPolicy: alwaysOnWallpaper.map { c.policy.withAlwaysOnWallpaper($0) } ?? c.policy, locked: true, now: c.time,
                               wallClock: WallClock(unixSeconds: anchor.unixSeconds(c.time)))
        state.surface = .resting(for: device.kind, hasActivity: !acts.isEmpty)
        state.standByExpanded = surfaceExpanded
        state.showSensitiveWhenLocked = showSensitiveContent
        state.menuBarExpanded = surfaceExpanded
        if device.kind == .phone {
            if let s = surfaceOverride { state.surface = s }
            if let i = islandOverride, !acts.isEmpty { state.islandPresentation = i }
            state.nightMode = nightMode
        }
        return SceneComposer().compose(state)
    }

    func nextChange(after t: Timestamp, state: DisplayState) -> Timestamp? {
        let minute = AppUpdateCadence.nextSlot(after: t + .nanoseconds(1), interval: .seconds(60))
        var out = minute
        // A template that reads the clock (a timer, a date-interval progress, a relative date) is
        // laid out again every second while it is on screen (damage tracking makes an unchanged
        // second free); a static one costs nothing until its content changes.
        if activities.lockScreen.contains(where: { a in templates.first { $0.activityType == a.attributesType }?.readsTheClock ?? false }) {
            out = min(out, AppUpdateCadence.nextSlot(after: t + .nanoseconds(1), interval: .seconds(1)))
        }
        if let d = activities.nextDeadline(), d > t { out = min(out, d) }
        return out
    }
}
