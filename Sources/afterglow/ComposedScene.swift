import AfterglowKit
import AfterglowRender
import Foundation

/// The real scene for the emulator: the content module's activity and notification stores fed by
/// the scenario's payloads, composed by the render module's `SceneComposer` (with its Always On
/// transform), text measured by Pango. Used by the bench with `CairoRenderer`.
///
/// A scenario replays the same payload files many times, so each push is re-stamped as if the
/// server sent it at the moment it arrives: `aps.timestamp` becomes the current clock time and a
/// content-state `etaSeconds` becomes `eta` = now + etaSeconds (unix seconds), which keeps
/// ActivityKit's ordering rule (older timestamps are ignored) from discarding the updates.
final class ComposedScene: EmulatorScene {
    let device: DeviceProfile
    let anchor = WallClockAnchor.examples
    let activities: ActivityStore
    let notifications: NotificationStore
    let templates: [ActivityTemplate]
    let measurer = PangoTextMeasurer()
    /// Light or dark system appearance (the window's dark-mode key and the control API set it).
    var appearance: Appearance = .dark
    /// What the window asked to show (nil: the scene's own choice): Notification Center after a
    /// pull-down, StandBy when that setting is on; the expanded island after press-and-hold.
    var surfaceOverride: SceneState.Surface?
    var islandOverride: SceneState.IslandPresentation?
    var nightMode = false
    var alwaysOnWallpaper: Bool?
    private(set) var problems: [String] = []
    /// Titles `drain()` turned into `.notification` events: the emulator feeds those follow-ups back
    /// through `apply`, where they must not be delivered a second time.
    private var echoes: [String] = []

    init(device: DeviceProfile, clock: SimulationClock, templateDirectory: String) {
        self.device = device
        activities = ActivityStore(clock: clock, anchor: anchor)
        notifications = NotificationStore(clock: clock)
        var ts: [ActivityTemplate] = []
        for f in HeadlessScreenshot.templateFilesAt(templateDirectory) {
            do { ts.append(try TemplateParser.parse(contentsOf: f)) } catch { problems.append("template \(f): \(error)") }
        }
        templates = ts
    }

    struct PushError: Error, CustomStringConvertible { var description: String }

    func apply(_ event: DeviceEvent, at t: Timestamp, motion: inout MotionSystem) throws -> [DeviceEvent] {
        switch event {
        case .payload(let path, _):
            let payload = try restamped(path: path, at: t, motion: &motion)
            if payload.isLiveActivity {
                if case .rejected(let id, let reason) = activities.apply(payload) {
                    throw PushError(description: "\(path): rejected\(id.map { " for activity \($0)" } ?? ""): \(reason)")
                }
            } else {
                _ = notifications.deliver(payload)
            }
            return drain()
        case .notification(let title):
            if let i = echoes.firstIndex(of: title) { echoes.remove(at: i); return [] }
            // Already seen by the display-power model: deliver it without echoing it back.
            let json = #"{"aps":{"alert":{"title":\#(jsonString(title)),"body":"New message"}}}"#
            if let p = try? PayloadParser.parse(json) { _ = notifications.deliver(p) }
            _ = drain()
            return []
        default:
            return []
        }
    }

    private func jsonString(_ s: String) -> String {
        String(decoding: (try? JSONSerialization.data(withJSONObject: [s], options: [])) ?? Data("[\"\"]".utf8), as: UTF8.self)
            .dropFirst().dropLast().description
    }

    /// Content events that light the screen, as device events for the display-power model.
    private func drain() -> [DeviceEvent] {
        var out: [DeviceEvent] = []
        for e in activities.drainEvents() + notifications.drainEvents() where e.lightsScreen {
            switch e {
            case .alert(let id, _): out.append(.activityAlert(activityID: id))
            case .notificationDelivered(let id, _, _):
                let title = notifications.notifications.first { $0.id == id }?.title ?? "notification"
                echoes.append(title)
                out.append(.notification(title: title))
            default: break
            }
        }
        return out
    }

    private func restamped(path: String, at t: Timestamp, motion: inout MotionSystem) throws -> APNsPayload {
        guard let data = FileManager.default.contents(atPath: path) else { throw PushError(description: "\(path): cannot be read") }
        guard var root = try? JSONSerialization.jsonObject(with: data) as? [String: Any], var aps = root["aps"] as? [String: Any] else {
            throw PushError(description: "\(path): not a JSON object with an 'aps' object")
        }
        let now = anchor.unixSeconds(t)
        if aps["event"] != nil {
            aps["timestamp"] = Int(now.rounded(.down))
            if var state = aps["content-state"] as? [String: Any] {
                if let eta = state["etaSeconds"] as? NSNumber {
                    state["eta"] = Int(now + eta.doubleValue)
                    state["etaSeconds"] = nil
                }
                // The core fallback scene's field; the templates do not read it.
                state["progress"] = nil
                aps["content-state"] = state
            }
            if aps["stale-date"] != nil { aps["stale-date"] = Int(now + 900) }
            root["aps"] = aps
        }
        let bytes = try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys])
        do { return try PayloadParser.parse(Array(bytes)) } catch {
            throw PushError(description: "\(path): \(error)")
        }
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
        if device.kind == .watch { state.surface = acts.isEmpty ? .watchFace : .smartStack }
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
        // Activity templates may show timers: re-lay out every second while one is on screen
        // (damage tracking makes an unchanged second free).
        if !activities.lockScreen.isEmpty { out = min(out, AppUpdateCadence.nextSlot(after: t + .nanoseconds(1), interval: .seconds(1))) }
        if let d = activities.nextDeadline(), d > t { out = min(out, d) }
        return out
    }
}
