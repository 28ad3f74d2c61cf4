import AfterglowControl
import AfterglowKit
import Foundation

/// Adapts the core's `Emulator` to `afterglow run`: inputs become `DeviceEvent`s, the loop calls
/// `step` when the emulator's pacer says a frame is due (`nextFrameDue`), and the emulator's
/// frame handler hands over each rendered frame. Pacing is the emulator's; the window only
/// presents and sleeps until the next due frame or an input.
final class EmulatorEngine: RunEngine {
    let profile: DeviceProfile
    let engineName = "emulator"
    let displayStates = DisplayState.allCases.map { EmulatorEngine.name($0) }
    let emulator: Emulator
    let sceneName: String
    private let payloadDirectory: String
    /// The profile's kind decides the gestures (a watch never reports pick-up).
    private var gestures: GestureEngine
    private var sensorSource = "keyboard/API"
    private var lastGesture: String?
    /// Settings the display-power model has no event for (appearance, StandBy, night mode):
    /// kept and reported; dark mode reaches the scene through `setAppearance` when it has one.
    private var extra = ControlSettings()
    /// The scene's window-facing controls, when it has them (ComposedScene).
    private let controls: (any WindowSceneControls)?
    /// When inputs arrived, to stamp each transition with the input that caused it.
    private var inputTimes: [Timestamp] = []
    private var payloadCount = 0
    private let frames = FrameMailbox()

    /// Whether the scene turns delivered notifications into `.notification` events itself
    /// (ComposedScene does, through the content store); otherwise the engine sends one.
    let sceneLightsNotifications: Bool

    init(profile: DeviceProfile, clock: any SimulationClock, scene: any EmulatorScene, sceneName: String,
         sceneLightsNotifications: Bool, renderer: any FrameRenderer) {
        self.profile = profile; self.sceneName = sceneName; self.sceneLightsNotifications = sceneLightsNotifications
        gestures = GestureEngine(kind: WearKind(profile.kind))
        controls = scene as? any WindowSceneControls
        extra.darkMode = controls?.appearance == .dark
        emulator = Emulator(device: profile, clock: clock, scene: scene, renderer: renderer)
        payloadDirectory = NSTemporaryDirectory() + "afterglow-run-\(getpid())"
        try? FileManager.default.createDirectory(atPath: payloadDirectory, withIntermediateDirectories: true)
        let mailbox = frames
        emulator.frameHandler = { buffer, info in mailbox.put(buffer, info) }
    }

    deinit { try? FileManager.default.removeItem(atPath: payloadDirectory) }

    static func name(_ s: DisplayState) -> String { s == .alwaysOn ? "always-on" : s.rawValue }

    func apply(_ command: EngineCommand, at t: Timestamp) throws -> PushResult? {
        let centre = Point(x: profile.screen.widthPt / 2, y: profile.screen.heightPt / 2)
        switch command {
        case .gesture(let g):
            lastGesture = g.rawValue
            send(.gesture(GestureEvent(gesture: g, timestamp: t, source: "window/API")), at: t)
        case .samples(let samples):
            if let s = samples.last?.source { sensorSource = s }
            for e in gestures.process(samples) {
                lastGesture = e.gesture.rawValue
                send(.gesture(e), at: t)
            }
        case .tap(let p):
            // A tap closes what a hold or a pull-down opened, as on the device.
            if let c = controls, c.islandOverride != nil || c.surfaceOverride == .notificationCenter {
                c.islandOverride = nil
                if c.surfaceOverride == .notificationCenter { c.surfaceOverride = extra.standBy ? .standBy : nil }
            }
            send(.tap(p ?? centre), at: t)
        case .longPress(let p):
            // Press and hold: the expanded presentation (a touch, so it also wakes the screen).
            controls?.islandOverride = .expanded
            send(.tap(p), at: t)
        case .pullDown:
            controls?.surfaceOverride = .notificationCenter
            send(.tap(Point(x: centre.x, y: 8)), at: t)
        case .lock:
            send(.lock, at: t)
        case .settings(let p):
            if let v = p.alwaysOn { send(.settings(.alwaysOnEnabled(v)), at: t) }
            if let v = p.lowPowerMode { send(.settings(.lowPowerMode(v)), at: t) }
            if let v = p.reduceMotion { send(.settings(.reduceMotion(v)), at: t) }
            if let v = p.ambientLux {
                guard DisplaySettings.ambientLuxRange.contains(v) else { throw ControlError.badRequest("ambientLux \(v) is outside 0…120000") }
                send(.settings(.ambientLux(v)), at: t)
            }
            if let v = p.autoBrightness { send(.settings(.autoBrightness(v)), at: t) }
            extra = extra.applying(SettingsPatch(darkMode: p.darkMode, standBy: p.standBy, nightMode: p.nightMode,
                                                 alwaysOnWallpaper: p.alwaysOnWallpaper))
            if let c = controls, p.darkMode != nil || p.standBy != nil || p.nightMode != nil || p.alwaysOnWallpaper != nil {
                c.appearance = extra.darkMode ? .dark : .light
                if p.standBy != nil { c.surfaceOverride = extra.standBy ? .standBy : nil }
                c.nightMode = extra.nightMode
                if p.alwaysOnWallpaper != nil { c.alwaysOnWallpaper = extra.alwaysOnWallpaper }
                relayout(at: t)
            }
        case .push(let data):
            return try deliver(data, expect: nil, at: t)
        case .activityStart(let data):
            return try deliver(data, expect: .start, at: t)
        case .activityUpdate(_, let data):
            return try deliver(data, expect: .update, at: t)
        case .activityEnd(_, let data):
            guard let data else { throw ControlError.badRequest("ending a Live Activity needs its APNs payload (aps.event end)") }
            return try deliver(data, expect: .end, at: t)
        }
        return nil
    }

    /// Validates the payload as APNs does (the content module's parser), then hands the emulator
    /// a file, as it reads payloads from files like simctl.
    private func deliver(_ data: Data, expect: LiveActivityPush.Event?, at t: Timestamp) throws -> PushResult {
        let payload: APNsPayload
        do { payload = try PayloadParser.parse([UInt8](data)) } catch {
            throw ControlError.unprocessable("\(error)")
        }
        if let expect, payload.aps.liveActivity?.event != expect {
            throw ControlError.unprocessable("aps.event must be '\(expect.rawValue)' here, found '\(payload.aps.liveActivity?.event.rawValue ?? "none")'")
        }
        payloadCount += 1
        let path = payloadDirectory + "/payload-\(payloadCount).apns"
        do { try data.write(to: URL(fileURLWithPath: path)) } catch {
            throw ControlError(500, "cannot stage the payload: \(error.localizedDescription)")
        }
        send(.payload(path: path, priority: 10), at: t)
        if !sceneLightsNotifications, payload.aps.liveActivity == nil, payload.aps.alert != nil, payload.aps.interruptionLevel?.lightsScreen ?? true {
            send(.notification(title: payload.aps.alert?.title?.resolved ?? payload.simulatorTargetBundle ?? "Notification"), at: t)
        }
        let kind = payload.aps.liveActivity.map { "live-activity-\($0.event.rawValue)" } ?? "notification"
        // Accepted, as APNs would; likely mistakes (a millisecond timestamp) go back to the sender.
        return PushResult(kind: kind, id: "payload-\(payloadCount)", warnings: payload.warnings.map(\.description))
    }

    /// A no-op settings event: the emulator lays the scene out again on the next frame.
    private func relayout(at t: Timestamp) {
        send(.settings(.inactivityTimeout(seconds: emulator.settings.inactivityTimeoutS)), at: t)
    }

    private func send(_ e: DeviceEvent, at t: Timestamp) {
        // Kept in time order (a scenario queues future events) so the latest input before a transition is found.
        let i = inputTimes.lastIndex { $0 <= t }.map { $0 + 1 } ?? 0
        inputTimes.insert(t, at: i)
        if inputTimes.count > 100_000 { inputTimes.removeFirst(50_000) }
        emulator.send(e, at: t)
    }

    /// Queues a scenario's settings and timed events from `start`; the loop then plays it at the
    /// emulator's pace (real time in the window).
    func schedule(_ scenario: Scenario, from start: Timestamp) {
        for s in scenario.settings { send(.settings(s), at: start) }
        for e in scenario.events {
            send(e.event, at: start + .nanoseconds(e.at.nanoseconds))
        }
    }

    /// The loop wakes `wakeEarly` before a frame is due and lets `step` sleep to the exact vsync
    /// (an absolute-deadline sleep): a loop that woke a hair late would otherwise slip to the next
    /// vsync of the grid, every time.
    static let wakeEarly = Duration.milliseconds(3)

    func runDue(at t: Timestamp) -> RenderedFrame? {
        let clock = emulator.clock
        let due = emulator.nextFrameDue
        guard due <= clock.now + Self.wakeEarly else { return nil }
        emulator.step(until: due + .milliseconds(1))
        // The frame's cost: from its vsync (or from now, when late) to the end of the step.
        let cost = (clock.now - max(due, t)).milliseconds
        guard let (buffer, info) = frames.take() else { return nil }
        return RenderedFrame(pixels: buffer, costMs: max(0, cost), milliwatts: info.milliwatts, damage: info.damage.renderRects)
    }

    func nextDue(after t: Timestamp) -> Timestamp? { emulator.nextFrameDue - Self.wakeEarly }

    var refreshHz: Double { emulator.refreshHz }

    func reading(at t: Timestamp) -> ControlState {
        let s = emulator.settings
        var settings = extra
        settings.alwaysOn = s.alwaysOnEnabled; settings.lowPowerMode = s.lowPowerMode; settings.reduceMotion = s.reduceMotion
        settings.ambientLux = s.ambientLux; settings.autoBrightness = s.autoBrightness
        let state = emulator.state
        return ControlState(device: profile.id, time: t.seconds, displayState: Self.name(state),
                            cause: emulator.transitions.last?.cause.rawValue ?? "start", refreshHz: emulator.refreshHz,
                            luminanceNits: emulator.nits(), panelMilliwatts: state == .off ? 0 : emulator.milliwatts(),
                            settings: settings, sensorSource: sensorSource, lastGesture: lastGesture, activities: [],
                            engine: "\(engineName) (\(sceneName))")
    }

    /// The emulator's log, each transition stamped with the latest input at or before it (none for
    /// inactivity), so a rig computes latency = time − inputTime.
    var transitionLog: [TransitionRecord] {
        emulator.transitions.enumerated().map { i, tr in
            let input = tr.cause == .inactivity ? nil : inputTimes.last { $0 <= tr.timestamp }
            return TransitionRecord(index: i, time: tr.timestamp.seconds, from: Self.name(tr.from), to: Self.name(tr.to),
                                    cause: tr.cause.rawValue, inputTime: input?.seconds)
        }
    }
}

/// The emulator's frame handler runs under its lock: it only drops the frame here.
final class FrameMailbox: @unchecked Sendable {
    private let lock = NSLock()
    private var frame: (PixelBuffer, Emulator.FrameInfo)?
    func put(_ b: PixelBuffer, _ i: Emulator.FrameInfo) { lock.withLock { frame = (b, i) } }
    func take() -> (PixelBuffer, Emulator.FrameInfo)? { lock.withLock { defer { frame = nil }; return frame } }
}
