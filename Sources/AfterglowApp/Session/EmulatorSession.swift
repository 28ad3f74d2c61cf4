import AfterglowControl
import AfterglowTime
import AfterglowGeometry
import AfterglowDevices
import AfterglowDisplay
import AfterglowSensing
import AfterglowPayloads
import AfterglowScene
import AfterglowEmulator
import Foundation
import Synchronization

/// `afterglow run`'s one host object around the core's `Emulator`: the window's frame loop (main
/// thread), the control server's thread and the sensor feed all go through it. It turns window and
/// API inputs into device events, keeps the last presented frame for screenshots and recordings,
/// and the scene's own settings. Everything it reports comes from the emulator (`reading`,
/// `statistics`, `stampedTransitions`); it returns core values only — the control module maps them
/// to its wire types (AfterglowControl/CoreMapping.swift).
///
/// The lock is held for one emulator step or one input, never while encoding: a control request
/// waits at most one frame render.
public final class EmulatorSession: @unchecked Sendable {
    public let emulator: Emulator
    public let profile: DeviceProfile
    public let clock: any SimulationClock
    /// What drives the display and which scene it shows, as the HUD and the state reading show them.
    public let engineName = "emulator"
    public let sceneName: String
    public let encodePNG: @Sendable (PixelBuffer) throws -> Data
    /// The only place files are written for a client or a key (docs/CONTROL_API.md › Security).
    public let output: OutputDirectory
    /// What happened, for the control API's event stream (SessionEvents.swift publishes into it).
    public let events = ControlEventLog()
    /// The scene's window-facing controls, when it has them (ComposedScene).
    private let controls: (any WindowSceneControls)?
    /// The scene `run --widget` swaps imported templates in (SessionWidget.swift).
    public let composedScene: ComposedScene?
    /// The watched sources' state for the HUD, under `lock` (nil: not watching).
    public var widgetStatus: HUDSnapshot.SourceStatus?
    /// A re-import's event, held (under `lock`) until the frame that shows it is presented, so a
    /// rig that waits for "reloaded" and then takes a screenshot sees the new version.
    public var pendingWidgetEvent: ControlEvent?
    /// The compiled widget's runtime error last put on the event stream (nil once it renders again).
    var reportedRuntimeError: String?
    public var widgetEventAwaitsPresent = false
    public let lock = NSLock()
    /// Draws the HUD into screenshots on the control thread (its own renderer, never the loop's).
    public var hudRenderer: (any FrameRenderer)?
    private let hudLock = NSLock()
    /// Wakes the frame loop (the window's event wait or the headless condition).
    public var wakeLoop: @Sendable () -> Void = {}
    /// Tells the control server the state moved (re-checks parked waits).
    public var stateChanged: @Sendable () -> Void = {}

    private var sceneSettings: (darkMode: Bool, standBy: Bool, nightMode: Bool, alwaysOnWallpaper: Bool)
    private let frames = FrameMailbox()
    private var lastFrame: PixelBuffer?
    private var powerHistory = RecentValues<Double>(capacity: 120)
    /// The smallest power change the sparkline records, mW.
    public static let powerStep = 0.05
    private var recorder: Recorder?
    private var screenshotCount = 0
    private var pushCount = 0
    /// Event publishing state, under `lock` (SessionEvents.swift).
    public var published = PublishedCounts()
    public var summarizer = FrameSummarizer()
    /// Where the emulator's problems are told as they happen (stderr by default; tests collect them).
    public var problemSink: @Sendable (String) -> Void = { message in
        for line in message.split(separator: "\n") { printError("warning: \(line)") }
    }
    /// The latest problem, shown on the HUD for `problemShownFor`.
    public var lastProblem: Emulator.Problem?
    public static let problemShownFor = Duration.seconds(10)
    /// Gestures applied or detected since the last publish, under `lock`.
    public var newGestures: [ControlEvent.GestureEvent] = []
    /// The cost of the frame `step` returned, recorded into the summary once it is presented.
    private var pendingCost: FrameCostSample?

    /// The session around an assembled emulator (`EmulatorAssembly.makeSession`).
    public init(assembled: EmulatorAssembly.Assembled, outputDirectory: String,
                encodePNG: @escaping @Sendable (PixelBuffer) throws -> Data) throws {
        // Created when missing; every file a client or a key asks for goes inside it.
        output = try OutputDirectory(path: outputDirectory)
        emulator = assembled.emulator
        profile = emulator.device; clock = emulator.clock; self.encodePNG = encodePNG
        sceneName = assembled.sceneName
        controls = assembled.scene as? any WindowSceneControls
        composedScene = assembled.composed
        sceneSettings = (controls?.appearance == .dark, false, false, true)
        let mailbox = frames
        emulator.frameHandler = { buffer, info in mailbox.put(buffer, info) }
    }

    // MARK: Inputs

    /// What the window, its keys, the sensor feed and the control API can do to the device.
    public enum Input {
        case gesture(Gesture)
        case samples([IMUSample])
        case tap(Point?)
        case longPress(Point)
        /// A horizontal swipe from a point, `dx` points (negative: left).
        case swipe(Point, dx: Double)
        case pullDown
        case lock
        case settings(DeviceSettingsPatch)
    }

    /// Applies an input at the clock's now, then wakes the loop.
    /// Inputs sent, and how many of them a frame has applied (the control API answers a tap once
    /// it took effect: `SessionControlBackend.hasApplied`).
    /// Atomics, not `lock`: the server thread asks while a frame may hold the lock.
    private let inputsSent = Atomic<Int>(0), inputsApplied = Atomic<Int>(0)
    public var inputMark: Int { inputsSent.load(ordering: .acquiring) }
    public func hasApplied(_ mark: Int) -> Bool { inputsApplied.load(ordering: .acquiring) >= mark }

    /// A settings change waits for the frame that applies it before its event goes out (under `lock`).
    private var settingsEventPending = false

    public func input(_ i: Input) {
        lock.withLock {
            inputsSent.add(1, ordering: .releasing)
            let t = clock.now
            apply(i, at: t)
            publishNewEvents(at: t)
            // Display settings take effect at the next frame: the event goes out then, with the
            // settings as they are (issue 28: it said the old ambientLux).
            if case .settings = i { settingsEventPending = true }
        }
        wakeLoop(); stateChanged()
    }

    private func apply(_ input: Input, at t: Timestamp) {
        let centre = Point(x: profile.screen.widthPt / 2, y: profile.screen.heightPt / 2)
        switch input {
        case .gesture(let g):
            emulator.send(.gesture(GestureEvent(gesture: g, timestamp: t, source: "window/API")), at: t)
            newGestures.append(.init(name: g.rawValue, source: "window/API"))
        case .samples(let samples):
            for e in emulator.feed(samples) { newGestures.append(.init(name: e.gesture.rawValue, source: e.source)) }
        case .tap(let p):
            // In StandBy a tap opens (or closes) the activity's larger view. On the Mac a click on
            // the activity launches iPhone Mirroring instead (seeds/001 › macOS: "Clicking the Live
            // Activity launches iPhone Mirroring to display your app"; the scene hit-tests the frame
            // on screen and logs it) and any click closes the expanded view a press and hold opened.
            if let c = controls, c.surfaceOverride == .standBy { c.surfaceExpanded.toggle() }
            if let c = controls, profile.kind == .mac { c.surfaceExpanded = false }
            // A tap closes what a hold or a pull-down opened, as on the device.
            if let c = controls, c.islandOverride != nil || c.surfaceOverride == .notificationCenter || c.surfaceOverride == .notificationExpanded {
                c.islandOverride = nil
                if c.surfaceOverride == .notificationCenter || c.surfaceOverride == .notificationExpanded {
                    c.surfaceOverride = sceneSettings.standBy ? .standBy : nil
                }
            }
            emulator.send(.tap(p ?? centre), at: t)
        case .swipe(let p, let dx):
            emulator.send(.swipe(p, dx: dx), at: t)
        case .longPress(let p):
            // Press and hold: on the island, its expanded presentation; below it, on a phone or an
            // iPad, the top notification opened with its actions (seeds/003: "applying pressure …
            // opens an expanded detail view"). A touch, so it also wakes the screen.
            let islandBottom = profile.dynamicIsland.map { $0.topOffsetPt + $0.heightPt } ?? 0
            if profile.kind == .mac {
                // The Mac's expanded presentation (seeds/001 › macOS: "the compact, minimal, and
                // expanded presentations"): a press and hold, as on the island; a click opens the app.
                controls?.surfaceExpanded.toggle()
            } else if [.phone, .tablet].contains(profile.kind), p.y > islandBottom + Self.notificationHoldMarginPt {
                controls?.surfaceOverride = .notificationExpanded
            } else {
                controls?.islandOverride = .expanded
            }
            emulator.send(.tap(p), at: t)
        case .pullDown:
            controls?.surfaceOverride = .notificationCenter
            emulator.send(.tap(Point(x: centre.x, y: 8)), at: t)
        case .lock:
            emulator.send(.lock, at: t)
        case .settings(let p):
            for change in p.displayChanges { emulator.send(.settings(change), at: t) }
            if p.wrist != nil || p.crown != nil {
                let w = emulator.wearing
                emulator.setWearing(WatchWearing(wrist: p.wrist ?? w.wrist, crown: p.crown ?? w.crown))
            }
            if let v = p.darkMode { sceneSettings.darkMode = v }
            if let v = p.standBy { sceneSettings.standBy = v }
            if let v = p.nightMode { sceneSettings.nightMode = v }
            if let v = p.alwaysOnWallpaper { sceneSettings.alwaysOnWallpaper = v }
            if let c = controls, p.touchesScene {
                c.appearance = sceneSettings.darkMode ? .dark : .light
                if p.standBy != nil { c.surfaceOverride = sceneSettings.standBy ? .standBy : nil; c.surfaceExpanded = false }
                c.nightMode = sceneSettings.nightMode
                if p.alwaysOnWallpaper != nil { c.alwaysOnWallpaper = sceneSettings.alwaysOnWallpaper }
                // A no-op settings event: the emulator lays the scene out again on the next frame.
                emulator.send(.settings(.inactivityTimeout(seconds: emulator.settings.inactivityTimeoutS)), at: t)
            }
        }
    }

    /// A payload rejected before it reached the device.
    public struct PushRejection: Error, CustomStringConvertible { public var description: String }

    /// Pushes a parsed APNs payload; `expect` is the Live Activity event the caller's route
    /// demands (start, update, end), nil for any. Returns the id given to the push.
    public func push(_ payload: APNsPayload, expect: LiveActivityPush.Event? = nil) throws(PushRejection) -> String {
        if let expect, payload.aps.liveActivity?.event != expect {
            throw PushRejection(description: "aps.event must be '\(expect.rawValue)' here, found '\(payload.aps.liveActivity?.event.rawValue ?? "none")'")
        }
        let id: String = lock.withLock {
            let t = clock.now
            pushCount += 1
            // Counted as an input: `wait?animation=finished` waits for the frame that applies it.
            inputsSent.add(1, ordering: .releasing)
            emulator.send(.push(payload, priority: 10), at: t)
            // The push budget is charged on delivery: a breach goes out with the push.
            publishNewEvents(at: t)
            publishBudgetBreaches(at: t)
            return "payload-\(pushCount)"
        }
        wakeLoop(); stateChanged()
        return id
    }

    /// Queues a scenario's settings, timed events and IMU samples from `start`; the loop then plays
    /// it at the emulator's pace (real time in the window).
    public func schedule(_ scenario: Scenario, from start: Timestamp) {
        lock.withLock { scenario.schedule(on: emulator, from: start) }
    }

    // MARK: The frame loop's side

    /// A frame the emulator rendered: its pixels (device size, before the screen mask), the panel
    /// power while it is shown, and what changed since the previous frame (nil: everything).
    public struct RenderedFrame {
        public var pixels: PixelBuffer
        public var milliwatts: Double
        public var damage: [PixelRect]?
    }

    /// The loop wakes `wakeEarly` before a frame is due and lets the step sleep to the exact vsync
    /// (an absolute-deadline sleep): a loop that woke a hair late would otherwise slip to the next
    /// vsync of the grid, every time.
    public static let wakeEarly = Duration.milliseconds(3)

    /// Runs the frame that is due, if one is; returns it when the screen changed, with the refresh
    /// rate now and when the loop must call again.
    public func step() -> (frame: RenderedFrame?, refreshHz: Double, next: Timestamp) {
        lock.withLock {
            let due = emulator.nextFrameDue
            var frame: RenderedFrame?
            if due <= clock.now + Self.wakeEarly {
                let sent = inputsSent.load(ordering: .acquiring)
                let ran = emulator.step(until: due + .milliseconds(1))
                if ran {
                    inputsApplied.store(sent, ordering: .releasing)
                    if settingsEventPending {
                        settingsEventPending = false
                        events.append(ControlEvent(type: .settings, time: clock.now.seconds, settings: ControlSettings(settingsLocked())))
                    }
                }
                if let (buffer, info) = frames.take() {
                    frame = RenderedFrame(pixels: buffer, milliwatts: info.milliwatts, damage: info.damage.renderRects)
                    pendingCost = emulator.recentFrameCosts.last
                }
                // The first frame after a re-import lays out with the new templates: its event goes
                // out once that frame is presented, or now when nothing on screen changed.
                if ran, let e = pendingWidgetEvent, !widgetEventAwaitsPresent {
                    if frame != nil { widgetEventAwaitsPresent = true } else { events.append(e); pendingWidgetEvent = nil }
                }
                // A compiled widget's runtime error (a trap, a crash, a timeout in the developer's code):
                // once per new message on the event stream, as the HUD shows it.
                if ran { noteRuntimeError(composedScene?.templateProvider?.lastError) }
            }
            // With a frame, its events go out once it is presented (`presented`), so a rig that
            // waits for a transition and then takes a screenshot sees the new state's frame.
            if frame == nil { publishNewEvents(at: clock.now) }
            return (frame, emulator.refreshHz, emulator.nextFrameDue - Self.wakeEarly)
        }
    }

    /// Records a presented frame (after the screen mask): screenshots and recordings show it.
    public func presented(_ frame: PixelBuffer, at t: Timestamp) {
        let rec: Recorder? = lock.withLock {
            lastFrame = frame
            publishNewEvents(at: t)
            if widgetEventAwaitsPresent, let e = pendingWidgetEvent {
                events.append(e); pendingWidgetEvent = nil; widgetEventAwaitsPresent = false
            }
            if let c = pendingCost {
                pendingCost = nil
                // The emulator judged the frame against the refresh it was made for; the session reports that.
                publish(summarizer.record(costMs: c.costMs, missedBudget: c.missedBudget, at: t, summaryContext()), budgetMs: c.budgetMs)
            }
            return recorder
        }
        rec?.capture(frame, at: t)
        stateChanged()
    }

    /// Samples panel power for the HUD's sparkline (on the HUD's cadence, even when no frame changes).
    /// The sparkline is a step per change, not per tick: a sample joins the history only when the
    /// power moved (by more than 0.05 mW, below what the HUD prints), and the first fills it. A
    /// panel that holds its power — a static screen, interactive or Always On — leaves the HUD
    /// exactly as it was, so there is nothing to redraw or present.
    public func samplePower() {
        let mw = emulator.reading().milliwatts
        lock.withLock {
            if powerHistory.values.isEmpty {
                for _ in 0..<powerHistory.capacity { powerHistory.append(mw) }
            } else if let last = powerHistory.values.last, abs(last - mw) > Self.powerStep {
                powerHistory.append(mw)
            }
            // Seconds without a frame still get their summary (the cadence dropping to 1 Hz or 0).
            publish(summarizer.advance(to: clock.now, summaryContext()), budgetMs: emulator.refreshHz > 0 ? 1000 / emulator.refreshHz : 0)
        }
    }

    public func hudSnapshot() -> HUDSnapshot {
        let r = emulator.reading(), s = settings(), costs = emulator.recentFrameCosts
        var flags: [String] = []
        if s.darkMode { flags.append("dark") }
        if s.display.reduceMotion { flags.append("Reduce Motion") }
        if !s.display.alwaysOnEnabled { flags.append("AOD off") }
        if s.display.lowPowerMode { flags.append("Low Power") }
        if s.standBy { flags.append("StandBy") }
        if s.nightMode { flags.append("night") }
        flags.append(String(format: "%.0f lux%@", s.display.ambientLux, s.display.autoBrightness ? " auto" : ""))
        // An alert sound shows for 5 s (there is no audio device to play it on).
        if let a = emulator.alertSounds.last, (emulator.clock.now - a.timestamp).seconds < 5 {
            flags.append("sound: \(a.sound.name)\(a.sound.critical ? " (critical)" : "")")
        }
        // A tap on a Live Activity's control, for 5 s: what ran, or that CarPlay deactivated it.
        if let i = emulator.interactionLog.last, (emulator.clock.now - i.timestamp).seconds < 5 {
            let c = i.interaction
            if let o = c.opens, !c.deactivated {
                // A tap that opened the app: where, and at which URL.
                flags.append("tap: opens \(o.rawValue)\(c.action.map { " \($0)" } ?? "")")
            } else {
                flags.append("tap: \(c.kind) \(c.deactivated ? "deactivated (CarPlay)" : c.action ?? "activated")")
            }
        }
        return lock.withLock {
            if let p = lastProblem, emulator.clock.now - p.timestamp < Self.problemShownFor { flags.append(Self.hudLine(p)) }
            return HUDSnapshot(deviceName: profile.name, displayState: r.state == .alwaysOn ? "always-on" : r.state.rawValue,
                        cause: r.cause?.rawValue ?? "start", refreshHz: r.refreshHz, luminanceNits: r.nits,
                        panelMilliwatts: r.milliwatts, powerHistory: powerHistory.values, frameCosts: costs,
                        budgetMs: r.refreshHz > 0 ? 1000 / r.refreshHz : 0, sensorSource: r.sensorSource ?? "keyboard/API",
                        lastGesture: r.lastGesture?.rawValue, flags: flags, engine: engineName, recording: recorder != nil,
                        sources: Self.withRuntimeError(widgetStatus, composedScene?.templateProvider?.lastError))
        }
    }

    // MARK: Reads

    public func reading() -> EmulatorReading { emulator.reading() }
    public func statistics() -> EmulatorStatistics { emulator.statistics() }
    public func transitions(since i: Int) -> [StampedTransition] { emulator.stampedTransitions(since: i) }
    /// A hold this far below the island (or the top edge) opens a notification, not the island.
    public static let notificationHoldMarginPt = 40.0
    public func alertSounds(since i: Int) -> [AlertSoundRecord] { Array(emulator.alertSounds.dropFirst(max(0, i))) }

    public func settings() -> DeviceSettings { lock.withLock { settingsLocked() } }

    /// The settings, with `lock` already held.
    private func settingsLocked() -> DeviceSettings {
        var s = DeviceSettings(display: emulator.settings, darkMode: sceneSettings.darkMode, standBy: sceneSettings.standBy,
                               nightMode: sceneSettings.nightMode, alwaysOnWallpaper: sceneSettings.alwaysOnWallpaper)
        if profile.kind == .watch { s.wearing = emulator.wearing }
        return s
    }

    /// What a screenshot or recording request could not do, with its HTTP-like status.
    public struct Refusal: Error, CustomStringConvertible {
        public enum Kind: Sendable { case unavailable, conflict, badRequest }
        public var kind: Kind
        public var description: String
    }

    public func screenshotPNG(downsample: Int = 1, hud: Bool = false) throws -> Data {
        guard let frame = lock.withLock({ lastFrame }) else { throw Refusal(kind: .unavailable, description: "no frame presented yet") }
        let screen = frame.downsampled(by: downsample)
        guard hud, let hudRenderer else { return try encodePNG(screen) }
        // The HUD at the screenshot's scale, beside the screen: the same display list the window shows.
        let scale = Double(screen.height) / profile.screen.heightPt
        let list = HUDLayout.displayList(hudSnapshot(), heightPt: profile.screen.heightPt, scale: scale)
        var column = PixelBuffer(width: list.pixelWidth, height: list.pixelHeight)
        hudLock.withLock { hudRenderer.render(list, into: &column, damage: nil) }
        return try encodePNG(Self.sideBySide(screen, column))
    }

    /// `a` and `b` next to each other on the bezel grey, tops aligned.
    public static func sideBySide(_ a: PixelBuffer, _ b: PixelBuffer) -> PixelBuffer {
        var out = PixelBuffer(width: a.width + b.width, height: max(a.height, b.height), fill: 0xFF2C_2C2E)
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixels[y * a.width + x]
                // Transparent outline corners show the grey beneath.
                if p >> 24 == 0xFF { out.pixels[y * out.width + x] = p } else if p >> 24 != 0 {
                    out.pixels[y * out.width + x] = ScreenMask.over(p, 0xFF2C_2C2E)
                }
            }
        }
        for y in 0..<min(b.height, out.height) {
            for x in 0..<b.width { out.pixels[y * out.width + a.width + x] = b.pixels[y * b.width + x] }
        }
        return out
    }

    /// Writes a screenshot into the output directory (the window's key), returning its path.
    public func saveScreenshot() throws -> String {
        let data = try screenshotPNG()
        let n = lock.withLock { screenshotCount += 1; return screenshotCount }
        let location = try output.locate("afterglow-screenshot-\(ProcessInfo.processInfo.processIdentifier)-\(n).png")
        try OutputDirectory.writeAndClose(try output.createFile(location), data)
        return output.absolutePath(location)
    }

    /// Starts an animated-PNG recording (to `requested` inside the output directory, or a new name
    /// there); returns the path and the frames captured so far. The file is opened (never through a
    /// symlink) when the recording starts and written when it stops.
    public func startRecording(to requested: String?) throws -> (path: String, frames: Int) {
        let name = requested ?? "afterglow-recording-\(ProcessInfo.processInfo.processIdentifier)-\(Int(clock.now.seconds)).png"
        guard name.hasSuffix(".png") || name.hasSuffix(".apng") else {
            throw Refusal(kind: .badRequest, description: "recording path '\(name)': only animated PNG (.png/.apng) is written")
        }
        let location = try output.locate(name)
        let path = output.absolutePath(location)
        let rec: Recorder = try lock.withLock {
            if let r = recorder { throw Refusal(kind: .conflict, description: "already recording to \(r.path)") }
            let fd = try output.createFile(location)
            let r = Recorder(path: path, fd: fd, downsample: max(1, Int(profile.screen.scale.rounded())), encodePNG: encodePNG)
            recorder = r
            return r
        }
        if let f = lock.withLock({ lastFrame }) { rec.capture(f, at: clock.now) }
        events.append(ControlEvent(type: .recording, time: clock.now.seconds, recording: RecordingStatus(recording: true, path: path, frames: rec.frameCount)))
        wakeLoop()
        return (path, rec.frameCount)
    }

    public func stopRecording() throws -> (path: String, frames: Int) {
        guard let rec = lock.withLock({ () -> Recorder? in defer { recorder = nil }; return recorder }) else {
            throw Refusal(kind: .conflict, description: "not recording")
        }
        let frames = try rec.finish(at: clock.now)
        events.append(ControlEvent(type: .recording, time: clock.now.seconds, recording: RecordingStatus(recording: false, path: rec.path, frames: frames)))
        wakeLoop()
        return (rec.path, frames)
    }

    public var isRecording: Bool { lock.withLock { recorder != nil } }
}

/// The emulator's frame handler runs under its lock: it only drops the frame here.
public final class FrameMailbox: @unchecked Sendable {
    private let lock = NSLock()
    private var frame: (PixelBuffer, Emulator.FrameInfo)?
    public func put(_ b: PixelBuffer, _ i: Emulator.FrameInfo) { lock.withLock { frame = (b, i) } }
    public func take() -> (PixelBuffer, Emulator.FrameInfo)? { lock.withLock { defer { frame = nil }; return frame } }
}
