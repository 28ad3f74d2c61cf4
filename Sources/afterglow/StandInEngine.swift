import AfterglowControl
import AfterglowKit
import Foundation

/// A deliberately small stand-in for the core's display-power model, used by `afterglow run` only
/// while that model is not wired in. It reports itself as `engine: "stand-in"` everywhere (state,
/// HUD) so no one mistakes its figures for the emulator's. Rules (simplified from issue 4):
/// face-up / wrist-drop / lock → dimming for 1 s → Always On (or off when Always On is disabled,
/// unsupported or Low Power Mode is on); face-down → off; tap, wrist-raise, pick-up, a notification
/// → interactive; inactivity (the profile's timeout) → dimming → Always On.
final class StandInEngine: RunEngine {
    let profile: DeviceProfile
    let renderer: any FrameRenderer
    private var screen: PixelBuffer
    let engineName = "stand-in"
    let displayStates = ["interactive", "dimming", "always-on", "off"]
    static let dimmingSeconds = 1.0

    private var state = "interactive"
    private var cause = "start"
    private var stateSince = Timestamp.zero
    private var lastInput = Timestamp.zero
    private var lastInputTime: Timestamp?
    private var settings = ControlSettings()
    private var lastGesture: String?
    private var sensorSource = "keyboard/API"
    private var notifications: [(title: String, body: String)] = []
    private var activities: [String: String] = [:]   // id → title
    private var activityOrder: [String] = []
    private var log: [TransitionRecord] = []
    private var lastList: DisplayList?
    private var pendingAfterDim: String?

    init(profile: DeviceProfile, renderer: any FrameRenderer) {
        self.profile = profile; self.renderer = renderer
        screen = PixelBuffer(width: profile.screen.pixelWidth, height: profile.screen.pixelHeight)
        if !profile.alwaysOn.supported { settings.alwaysOn = false }
    }

    var refreshHz: Double {
        switch state {
        case "interactive": profile.refresh.maxHz
        case "dimming": profile.refresh.ladderHz.dropFirst().first ?? profile.refresh.maxHz
        case "always-on": profile.refresh.alwaysOnHz
        default: 0
        }
    }

    var luminanceNits: Double {
        switch state {
        case "interactive": profile.panel.typicalNits
        case "dimming": (profile.panel.typicalNits + profile.panel.alwaysOnNits) / 2
        case "always-on": profile.panel.alwaysOnNits
        default: 0
        }
    }

    var alwaysOnAllowed: Bool { profile.alwaysOn.supported && settings.alwaysOn && !settings.lowPowerMode }

    func apply(_ command: EngineCommand, at t: Timestamp) throws -> PushResult? {
        switch command {
        case .gesture(let g):
            lastGesture = g.rawValue
            lastInputTime = t
            switch g {
            case .faceUp, .wristDrop: goDim(cause: g.rawValue, at: t)
            case .faceDown: go("off", cause: g.rawValue, at: t)
            case .wristRaise, .pickUp: wake(cause: g.rawValue, at: t)
            }
        case .samples(let s):
            if let src = s.last?.source { sensorSource = src }
        case .tap:
            lastInputTime = t
            wake(cause: "tap", at: t)
        case .longPress, .pullDown:
            lastInputTime = t
            wake(cause: "touch", at: t)
        case .lock:
            lastInputTime = t
            goDim(cause: "lock", at: t)
        case .settings(let p):
            settings = settings.applying(p)
            if !profile.alwaysOn.supported { settings.alwaysOn = false }
            if state == "always-on" && !alwaysOnAllowed { go("off", cause: "settings", at: t) }
            lastList = nil
        case .push(let data):
            let p = try PayloadSketch.parse(data)
            lastInputTime = t
            if let e = p.event {
                return try activity(event: e, id: p.activityID, title: p.title, at: t)
            }
            notifications.insert((p.title, p.body), at: 0)
            notifications = Array(notifications.prefix(4))
            wake(cause: "notification", at: t)
            lastList = nil
            return PushResult(kind: "notification", id: "n\(notifications.count)", warnings: p.warnings)
        case .activityStart(let data):
            let p = try PayloadSketch.parse(data)
            return try activity(event: "start", id: p.activityID, title: p.title, at: t)
        case .activityUpdate(let id, let data):
            let p = try PayloadSketch.parse(data)
            return try activity(event: "update", id: id, title: p.title, at: t)
        case .activityEnd(let id, _):
            return try activity(event: "end", id: id, title: "", at: t)
        }
        return nil
    }

    private func activity(event: String, id: String?, title: String, at t: Timestamp) throws -> PushResult {
        lastList = nil
        switch event {
        case "start":
            let newID = id ?? "activity-\(activityOrder.count + 1)"
            activities[newID] = title; activityOrder.append(newID)
            return PushResult(kind: "live-activity-start", id: newID)
        case "update":
            guard let id, activities[id] != nil else { throw ControlError.notFound("no Live Activity '\(id ?? "")' (started: \(activityOrder.joined(separator: ", ")))") }
            activities[id] = title
            return PushResult(kind: "live-activity-update", id: id)
        case "end":
            guard let id, activities[id] != nil else { throw ControlError.notFound("no Live Activity '\(id ?? "")'") }
            activities[id] = nil; activityOrder.removeAll { $0 == id }
            return PushResult(kind: "live-activity-end", id: id)
        default:
            throw ControlError.unprocessable("aps.event '\(event)': expected start, update or end")
        }
    }

    private func wake(cause: String, at t: Timestamp) {
        lastInput = t
        pendingAfterDim = nil
        go("interactive", cause: cause, at: t)
    }

    private func goDim(cause: String, at t: Timestamp) {
        guard state != "off" || cause == "lock" else { return }
        pendingAfterDim = alwaysOnAllowed ? "always-on" : "off"
        go("dimming", cause: cause, at: t)
    }

    private func go(_ s: String, cause c: String, at t: Timestamp) {
        guard s != state else { return }
        log.append(TransitionRecord(index: log.count, time: t.seconds, from: state, to: s, cause: c, inputTime: lastInputTime?.seconds))
        state = s; cause = c; stateSince = t
        lastList = nil
    }

    func advance(to t: Timestamp) {
        if state == "dimming", t >= stateSince + .seconds(Self.dimmingSeconds) {
            let inputTime = lastInputTime
            go(pendingAfterDim ?? "always-on", cause: cause, at: stateSince + .seconds(Self.dimmingSeconds))
            lastInputTime = inputTime
        } else if state == "interactive", t >= lastInput + .seconds(profile.alwaysOn.inactivityTimeoutS), t >= stateSince + .seconds(profile.alwaysOn.inactivityTimeoutS) {
            lastInputTime = nil
            pendingAfterDim = alwaysOnAllowed ? "always-on" : "off"
            go("dimming", cause: "inactivity", at: t)
        }
    }

    func runDue(at t: Timestamp) -> RenderedFrame? {
        advance(to: t)
        guard let list = frameIfChanged() else { return nil }
        let t0 = monotonicMilliseconds()
        renderer.render(list, into: &screen, damage: nil)
        return RenderedFrame(pixels: screen, costMs: monotonicMilliseconds() - t0, milliwatts: panelMilliwatts(for: screen))
    }

    func nextDue(after t: Timestamp) -> Timestamp? { nextChange(after: t) }

    func nextChange(after t: Timestamp) -> Timestamp? {
        switch state {
        case "dimming": stateSince + .seconds(Self.dimmingSeconds)
        case "interactive": max(lastInput, stateSince) + .seconds(profile.alwaysOn.inactivityTimeoutS)
        default: nil
        }
    }

    func frameIfChanged() -> DisplayList? {
        let list = PlaceholderScene.displayList(profile: profile, state: state, dark: settings.darkMode,
                                                notifications: notifications, activities: activityOrder.compactMap { activities[$0] })
        if list == lastList { return nil }
        lastList = list
        return list
    }

    func reading(at t: Timestamp) -> ControlState {
        ControlState(device: profile.id, time: t.seconds, displayState: state, cause: cause, refreshHz: refreshHz,
                     luminanceNits: luminanceNits, panelMilliwatts: 0, settings: settings, sensorSource: sensorSource,
                     lastGesture: lastGesture, activities: activityOrder, engine: engineName)
    }

    var transitionLog: [TransitionRecord] { log }

    /// OLED estimate from the profile's coefficients (docs/POWER.md describes the real model):
    /// static + refresh × mW/Hz + Σ channel linear intensity × channel cost, scaled by luminance.
    func panelMilliwatts(for frame: PixelBuffer) -> Double {
        guard state != "off" else { return 0 }
        let p = profile.panel
        var r = 0.0, g = 0.0, b = 0.0, n = 0.0
        let step = 7   // sampling every 7th pixel keeps this well under a millisecond
        var i = 0
        while i < frame.pixels.count {
            let px = frame.pixels[i]
            r += Self.linear[Int((px >> 16) & 0xFF)]; g += Self.linear[Int((px >> 8) & 0xFF)]; b += Self.linear[Int(px & 0xFF)]
            n += 1; i += step
        }
        let scale = luminanceNits / p.typicalNits
        return p.staticMilliwatts + refreshHz * p.refreshMilliwattsPerHz
            + scale * (r / n * p.redMilliwatts + g / n * p.greenMilliwatts + b / n * p.blueMilliwatts)
    }

    static let linear: [Double] = (0..<256).map { v in
        let c = Double(v) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
}

/// Just enough of an APNs payload for the stand-in: the rules simctl applies (a JSON object with
/// `aps`, at most 4096 bytes) and the alert's title/body. The content model replaces it.
struct PayloadSketch {
    var title = "", body = "", event: String?, activityID: String?
    var warnings: [String] = []

    static func parse(_ data: Data) throws -> PayloadSketch {
        guard data.count <= 4096 else { throw ControlError.unprocessable("payload is \(data.count) bytes: the limit is 4096 (APNs)") }
        guard let obj = try? JSONSerialization.jsonObject(with: data) else { throw ControlError.unprocessable("payload is not valid JSON") }
        guard let root = obj as? [String: Any] else { throw ControlError.unprocessable("payload must be a JSON object") }
        guard let aps = root["aps"] as? [String: Any] else { throw ControlError.unprocessable("payload: missing key 'aps' (an object)") }
        var p = PayloadSketch()
        if let s = aps["alert"] as? String { p.body = s }
        if let a = aps["alert"] as? [String: Any] {
            p.title = a["title"] as? String ?? ""
            p.body = a["body"] as? String ?? ""
        }
        p.event = aps["event"] as? String
        if let attrs = aps["attributes"] as? [String: Any] { p.activityID = attrs["id"] as? String }
        if p.title.isEmpty && p.body.isEmpty && p.event == nil { p.warnings.append("aps has no alert: nothing to show") }
        if let bundle = root["Simulator Target Bundle"] as? String { p.title = p.title.isEmpty ? bundle : p.title }
        if p.event != nil, p.title.isEmpty, let cs = aps["content-state"] { p.title = "\(cs)".prefix(40).description }
        return p
    }
}
