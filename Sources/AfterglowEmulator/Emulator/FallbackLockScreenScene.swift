import AfterglowMotion
import AfterglowEvents
import Foundation
import AfterglowDevices
import AfterglowDisplay
import AfterglowGeometry
import AfterglowPayloads
import AfterglowPower
import AfterglowScene
import AfterglowTime

/// The core's own scene: a Lock Screen (phone) or watch face with a clock, one Live Activity (title,
/// status, countdown, progress bar), a notification stack and, on the watch, workout metrics — plus
/// the Always On transform driven by `AlwaysOnContentPolicy`. It reads parsed APNs payloads (the
/// `aps.event` / `aps.content-state` / `aps.alert` keys) well enough to drive scenarios; the content
/// and render modules provide the real activity store and composition.
public final class FallbackLockScreenScene: EmulatorScene {
    public enum SceneError: Error, CustomStringConvertible {
        case unreadable(path: String)
        case invalid(path: String, key: String, message: String)
        public var description: String {
            switch self {
            case .unreadable(let p): "\(p): cannot be read"
            case .invalid(let p, let k, let m): "\(p): key '\(k)': \(m)"
            }
        }
    }

    struct Activity {
        var title = "Order"
        var status = ""
        var eta: Timestamp?
        var progress = 0.0
    }

    public let wallpaper: Bool
    private var activity: Activity?
    private var notifications: [(title: String, body: String)] = []
    private var workoutStart: Timestamp?
    /// Wall-clock time shown at t = 0 (9:41, Apple's keynote time), seconds since midnight.
    public var clockOrigin: Double = 9 * 3600 + 41 * 60

    public init(wallpaper: Bool = true) { self.wallpaper = wallpaper }

    // MARK: content

    public func apply(_ event: DeviceEvent, at t: Timestamp, motion: inout MotionSystem) throws -> [DeviceEvent] {
        switch event {
        case .push(let payload, _):
            return try apply(payload, source: payload.source ?? "pushed payload", at: t, motion: &motion)
        case .notification(let title):
            notifications.insert((title, "New message"), at: 0)
            if notifications.count > 50 { notifications.removeLast() }
            return []
        case .session(let active):
            workoutStart = active ? t : nil
            return []
        case .tap:
            // A tap on the notification stack clears it (the user looked at it).
            if !notifications.isEmpty { notifications.removeAll() }
            return []
        default:
            return []
        }
    }

    /// Reads the `aps.event` / `aps.content-state` / `aps.alert` keys of a parsed payload.
    private func apply(_ payload: APNsPayload, source: String, at t: Timestamp, motion: inout MotionSystem) throws -> [DeviceEvent] {
        guard let live = payload.aps.liveActivity else {
            // A plain notification.
            guard let alert = payload.aps.alert else { throw SceneError.invalid(path: source, key: "aps.alert", message: "a notification needs an alert") }
            let title = alert.title?.resolved ?? "Notification"
            notifications.insert((title, alert.body?.resolved ?? ""), at: 0)
            if notifications.count > 50 { notifications.removeLast() }
            return [.notification(title: title)]
        }
        switch live.event {
        case .start, .update:
            guard let state = live.contentState?.objectValue else {
                throw SceneError.invalid(path: source, key: "aps.content-state", message: "missing or not an object")
            }
            var a = activity ?? Activity()
            if let s = state["title"]?.stringValue { a.title = s }
            if let s = state["status"]?.stringValue { a.status = s }
            if let e = state["etaSeconds"] {
                guard let n = e.numberValue else { throw SceneError.invalid(path: source, key: "aps.content-state.etaSeconds", message: "not a number") }
                a.eta = t + .seconds(n)
            }
            if let p = state["progress"] {
                guard let n = p.numberValue, (0...1).contains(n) else {
                    throw SceneError.invalid(path: source, key: "aps.content-state.progress", message: "not a number in 0…1")
                }
                a.progress = n
                motion.animate("activity.progress", to: a.progress, curve: .spring(.swiftUIDefault), kind: .movement, at: t)
            }
            activity = a
            return live.alert != nil || payload.aps.alert != nil ? [.activityAlert(activityID: a.title)] : []
        case .end:
            activity = nil
            return []
        }
    }

    public func nextChange(after t: Timestamp, state: DisplayState) -> Timestamp? {
        let minute = AppUpdateCadence.nextSlot(after: t + .nanoseconds(1), interval: .seconds(60))
        var out = minute
        let second = AppUpdateCadence.nextSlot(after: t + .nanoseconds(1), interval: .seconds(1))
        if let eta = activity?.eta, eta > t { out = min(out, second) }
        if workoutStart != nil { out = min(out, second) }
        return out
    }

    // MARK: composition

    public func displayList(_ c: SceneContext) -> DisplayList {
        let size = c.device.screen.pointSize
        var items: [DisplayItem] = []
        let w = size.width
        if wallpaper {
            items.append(DisplayItem(id: "wallpaper", bounds: Rect(origin: .zero, size: size), role: .decoration,
                                     command: .linearGradient(top: Color(r: 0.30, g: 0.52, b: 0.82), bottom: Color(r: 0.86, g: 0.46, b: 0.58))))
        }
        let watch = c.device.kind == .watch
        let clockSize = watch ? 40.0 : 86.0
        let clockY = watch ? 8.0 : 60.0
        items.append(DisplayItem(id: "clock", bounds: Rect(x: 0, y: clockY, width: w, height: clockSize * 1.2), role: .essential,
                                 command: .text(clockString(c.time), TextStyle(sizePt: clockSize, weight: .semibold, alignment: .center, monospacedDigits: true))))
        if !watch {
            items.append(DisplayItem(id: "date", bounds: Rect(x: 0, y: clockY - 28, width: w, height: 24), role: .secondary,
                                     command: .text("Saturday 21 November", TextStyle(sizePt: 20, weight: .medium, alignment: .center))))
        }
        // A phone's list is anchored above the flashlight and camera buttons and grows upwards
        // (`PresentationGeometry.lockScreenListBottomPt`), as the real scene's is.
        var y = 70.0
        if !watch {
            let shown = min(notifications.count, 3)
            let height = (activity != nil ? 130.0 : 0) + (workoutStart != nil ? 70 : 0) + Double(shown) * 72
                + (notifications.count > 3 ? 20 : 0)
            let trailingGap = notifications.count > 3 ? 0.0 : shown > 0 ? 8 : activity != nil ? 10 : 0
            y = max(PresentationGeometry.lockScreenListTopPt, PresentationGeometry(device: c.device).lockScreenListBottomPt + trailingGap - height)
        }
        if let a = activity {
            let cardW = watch ? w - 12 : PresentationGeometry(device: c.device).lockScreenWidth
            let x = (w - cardW) / 2, h = watch ? 80.0 : 120.0, m = 14.0
            items.append(DisplayItem(id: "la.bg", bounds: Rect(x: x, y: y, width: cardW, height: h), role: .decoration,
                                     command: .roundedRect(Rect(x: x, y: y, width: cardW, height: h), cornerRadius: 24, fill: Color(r: 0.11, g: 0.11, b: 0.12, a: 0.92))))
            items.append(DisplayItem(id: "la.title", bounds: Rect(x: x + m, y: y + m, width: cardW * 0.6, height: 22), role: .essential,
                                     command: .text(a.title, TextStyle(sizePt: 17, weight: .semibold))))
            items.append(DisplayItem(id: "la.status", bounds: Rect(x: x + m, y: y + m + 26, width: cardW * 0.6, height: 20), role: .secondary,
                                     command: .text(a.status, TextStyle(sizePt: 15, color: Color(r: 0.8, g: 0.8, b: 0.82)))))
            let remaining = a.eta.map { max(0, ($0 - c.time).seconds) } ?? 0
            items.append(DisplayItem(id: "la.countdown", bounds: Rect(x: x + cardW - m - 76, y: y + m, width: 76, height: 26), role: .essential,
                                     command: .text(countdownString(remaining), TextStyle(sizePt: 22, weight: .semibold, color: Color(r: 0.2, g: 0.85, b: 0.4), alignment: .trailing, monospacedDigits: true))))
            let barY = y + h - m - 8, barW = cardW - 2 * m
            items.append(DisplayItem(id: "la.bar.bg", bounds: Rect(x: x + m, y: barY, width: barW, height: 8), role: .secondary,
                                     command: .roundedRect(Rect(x: x + m, y: barY, width: barW, height: 8), cornerRadius: 4, fill: Color(r: 0.3, g: 0.3, b: 0.32))))
            let sample = c.motion.sample("activity.progress", at: c.time)
            func bar(_ id: String, _ value: Double) -> DisplayItem {
                let fillW = max(8, barW * min(1, max(0, value)))
                return DisplayItem(id: id, bounds: Rect(x: x + m, y: barY, width: fillW, height: 8), role: .essential,
                                   command: .roundedRect(Rect(x: x + m, y: barY, width: fillW, height: 8), cornerRadius: 4, fill: Color(r: 0.2, g: 0.85, b: 0.4)))
            }
            if let fade = sample.crossFade {
                // Reduce Motion: the old and new bars dissolve instead of the bar growing.
                let r = Rect(x: x + m, y: barY, width: barW, height: 8)
                items.append(DisplayItem(id: "la.bar.old.opacity", bounds: r, command: .pushOpacity(1 - fade.progress)))
                items.append(bar("la.bar.old", fade.from))
                items.append(DisplayItem(id: "la.bar.old.pop", bounds: r, command: .popOpacity))
                items.append(DisplayItem(id: "la.bar.new.opacity", bounds: r, command: .pushOpacity(fade.progress)))
                items.append(bar("la.bar.fill", fade.to))
                items.append(DisplayItem(id: "la.bar.new.pop", bounds: r, command: .popOpacity))
            } else {
                items.append(bar("la.bar.fill", sample.value))
            }
            y += h + 10
        }
        if let start = workoutStart {
            let e = max(0, (c.time - start).seconds)
            items.append(DisplayItem(id: "workout.elapsed", bounds: Rect(x: 8, y: y, width: w - 16, height: 36), role: .essential,
                                     command: .text(countdownString(e), TextStyle(sizePt: 30, weight: .semibold, color: Color(r: 0.85, g: 0.95, b: 0.2), monospacedDigits: true))))
            items.append(DisplayItem(id: "workout.heart", bounds: Rect(x: 8, y: y + 40, width: w - 16, height: 24), role: .essential,
                                     command: .text("\(128 + Int(e) % 7) BPM", TextStyle(sizePt: 20, color: Color(r: 1, g: 0.3, b: 0.3), monospacedDigits: true))))
            y += 70
        }
        for (i, n) in notifications.prefix(3).enumerated() {
            let cardW = w - 16, h = 64.0, x = 8.0
            let ny = y + Double(i) * (h + 8)
            guard ny + h < size.height else { break }
            items.append(DisplayItem(id: "notif.\(i).bg", bounds: Rect(x: x, y: ny, width: cardW, height: h), role: .decoration,
                                     command: .roundedRect(Rect(x: x, y: ny, width: cardW, height: h), cornerRadius: 18, fill: Color(r: 0.16, g: 0.16, b: 0.18, a: 0.9))))
            items.append(DisplayItem(id: "notif.\(i).title", bounds: Rect(x: x + 12, y: ny + 10, width: cardW - 24, height: 20), role: .essential,
                                     command: .text(n.title, TextStyle(sizePt: 15, weight: .semibold))))
            items.append(DisplayItem(id: "notif.\(i).body", bounds: Rect(x: x + 12, y: ny + 34, width: cardW - 24, height: 20), role: .sensitive,
                                     command: .text(n.body, TextStyle(sizePt: 15, color: Color(r: 0.85, g: 0.85, b: 0.87)))))
        }
        if notifications.count > 3 {
            let ny = y + 3 * 72
            if ny + 20 < size.height {
                items.append(DisplayItem(id: "notif.more", bounds: Rect(x: 0, y: ny, width: w, height: 20), role: .secondary,
                                         command: .text("+\(notifications.count - 3) more", TextStyle(sizePt: 13, alignment: .center))))
            }
        }
        let list = DisplayList(size: size, scale: c.device.screen.scale, background: .black, items: items)
        return c.alwaysOnProgress > 0 ? AlwaysOnTransform.apply(list, level: c.alwaysOnProgress, policy: c.policy) : list
    }

    func clockString(_ t: Timestamp) -> String {
        let s = Int(clockOrigin + t.seconds) % 86400
        return String(format: "%d:%02d", (s / 3600 + 11) % 12 + 1, (s / 60) % 60)
    }

    func countdownString(_ seconds: Double) -> String {
        let s = Int(seconds.rounded(.up))
        return String(format: "%d:%02d", s / 60, s % 60)
    }
}
