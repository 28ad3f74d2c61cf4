import AfterglowMotion
import AfterglowEvents
import Foundation
import AfterglowDevices
import AfterglowDisplay
import AfterglowGestures
import AfterglowPayloads
import AfterglowPower
import AfterglowScene
import AfterglowScheduler
import AfterglowSensing
import AfterglowTime

/// The emulated device: clock, event queue, display-power model, motion, frame scheduler, panel
/// power meter and a pluggable scene and renderer. The window, the control API and the bench all
/// drive this one object.
///
/// Threading: a lock-protected class with a synchronous API (not an actor), because the SDL window
/// loop and the control API's threads are plain threads that must call in without an async
/// context, and the virtual-clock bench must run millions of steps without hops. Every public
/// method takes the lock (recursive, so a frame handler may read a snapshot); `step` never holds it
/// while sleeping, so other threads can `send` events while the loop waits for the next frame.
public final class Emulator: @unchecked Sendable {
    public struct Options: Sendable {
        public var policy: AlwaysOnContentPolicy = .standard
        public var refreshHoldPerRung: Duration = .milliseconds(500)
        public var alwaysOnWorkBudget = AlwaysOnWorkBudget()
        public var pushBudget = LiveActivityPushBudget()
        /// Record a Chrome trace (costs memory: one event per phase per frame).
        public var trace = false
        public var burnInFlagAfter: Duration = .seconds(600)
        /// A watch's Wrist and Digital Crown settings: the frame wrist raises are judged in.
        public var wearing: WatchWearing = .standard
        public init() {}
    }

    /// A scenario or control-API problem that did not stop the emulator.
    public struct Problem: Sendable, Hashable, Codable {
        public var timestamp: Timestamp
        /// What and where, one line per fault (a payload's file and key path lead each line).
        public var message: String
        /// The file it concerns and the key paths at fault, when it is a payload file.
        public var file: String?
        public var keyPaths: [String]?
        public init(timestamp: Timestamp, message: String, file: String? = nil, keyPaths: [String]? = nil) {
            self.timestamp = timestamp; self.message = message; self.file = file; self.keyPaths = keyPaths
        }
    }

    /// Steps of the Always On content transform during a dim or wake ramp.
    public static let progressSteps = 8.0

    private let lock = NSRecursiveLock()
    public let device: DeviceProfile
    public let clock: SimulationClock
    private let stopwatch: Stopwatch
    private let scene: EmulatorScene
    private let renderer: FrameRenderer
    private var options: Options

    private var model: DisplayPowerModel
    private var motion = MotionSystem()
    private let refreshPolicy: RefreshPolicy
    private var pacer: FramePacer
    private let panelModel: PanelPowerModel
    private var analyzer: PixelPowerAnalyzer
    private var burnIn: BurnInTracker
    private var ledger = EnergyLedger()
    private var stats: [DisplayState: FrameStats] = [:]
    /// Every state's frames together, for the run's percentiles.
    private var allFrames = FrameStats()
    private var lastBudget = Duration.zero
    /// The last frames' costs against their budgets (the HUD's graph); bounded.
    private var recentFrames = RecentValues<FrameCostSample>(capacity: 90)
    /// Gesture detection on the IMU samples fed in (`feed`), for this device's kind (a watch never
    /// reports pick-up).
    private var gestureEngine: GestureEngine
    private var sensorSource: String?
    private var lastGesture: Gesture?
    /// When the latest input handled so far arrived, and that stamp for each transition in the log.
    private var lastInputAt: Timestamp?
    private var transitionInputs: [Timestamp?] = []
    private var cadence = UpdateCadenceRule()
    private var aoBudget: AlwaysOnWorkBudget
    private var pushBudget: LiveActivityPushBudget
    private var traceRecorder: TraceRecorder?
    private var problems: [Problem] = []
    private var sounds: [AlertSoundRecord] = []
    private var interactions: [InteractionRecord] = []

    private var queue: [(t: Timestamp, seq: Int, event: DeviceEvent)] = []
    private var seq = 0
    private var buffer: PixelBuffer
    private var lastList: DisplayList?
    private var lastFrameTime: Timestamp?
    private var lastLayout: Timestamp
    /// When the emulator started on its clock.
    private let origin: Timestamp
    private var lastAppUpdate: Timestamp?
    private var lastMotion: Timestamp
    private var integratedTo: Timestamp
    private var emission = 0.0
    private var litShare = 0.0
    private var tileLuminance: [Double]
    private var seenTransitions = 0
    private var refreshes = 0.0
    private var layoutPending = true
    private var transitionedThisFrame = false
    /// Motion was in flight at the last frame.
    private var wasMoving = false
    /// The Always On progress of the last layout.
    private var laidOutProgress = 0.0
    /// Content changed in Always On and waits for the next update slot.
    private var dirtySince: Timestamp?

    /// Called after each rendered frame with the new pixels (under the lock: copy and return).
    public var frameHandler: (@Sendable (PixelBuffer, FrameInfo) -> Void)? {
        get { lock.withLock { _frameHandler } }
        set { lock.withLock { _frameHandler = newValue } }
    }
    private var _frameHandler: (@Sendable (PixelBuffer, FrameInfo) -> Void)?

    /// Receives each recorded frame's cost against its budget, its phases and the frame's time
    /// (under the lock: copy and return). `bench-motion` reads the frames of one transition with it.
    public var frameCostHandler: (@Sendable (FrameCostSample, PhaseTimes, Timestamp) -> Void)? {
        get { lock.withLock { _frameCostHandler } }
        set { lock.withLock { _frameCostHandler = newValue } }
    }
    private var _frameCostHandler: (@Sendable (FrameCostSample, PhaseTimes, Timestamp) -> Void)?

    public struct FrameInfo: Sendable, Hashable {
        public var timestamp: Timestamp
        public var state: DisplayState
        public var hz: Double
        public var nits: Double
        public var damage: Damage
        public var milliwatts: Double
    }

    public init(device: DeviceProfile, clock: SimulationClock, scene: EmulatorScene, renderer: FrameRenderer,
                stopwatch: Stopwatch = MonotonicStopwatch(), settings: DisplaySettings? = nil, options: Options = Options()) {
        self.device = device; self.clock = clock; self.scene = scene; self.renderer = renderer
        self.stopwatch = stopwatch; self.options = options
        let start = clock.now
        model = DisplayPowerModel(device: device, settings: settings, start: start)
        refreshPolicy = RefreshPolicy(refresh: device.refresh, holdPerRung: options.refreshHoldPerRung)
        pacer = FramePacer(hz: device.refresh.maxHz, epoch: start)
        panelModel = PanelPowerModel(panel: device.panel)
        let w = device.screen.pixelWidth, h = device.screen.pixelHeight
        analyzer = PixelPowerAnalyzer(width: w, height: h)
        burnIn = BurnInTracker(tilesX: analyzer.tilesX, tilesY: analyzer.tilesY, flagAfter: options.burnInFlagAfter)
        tileLuminance = .init(repeating: 0, count: analyzer.tilesX * analyzer.tilesY)
        buffer = PixelBuffer(width: w, height: h)
        aoBudget = options.alwaysOnWorkBudget
        pushBudget = options.pushBudget
        traceRecorder = options.trace ? TraceRecorder() : nil
        lastLayout = start; lastMotion = start; integratedTo = start; origin = start
        gestureEngine = GestureEngine(kind: WearKind(device.kind), wearing: options.wearing)
        motion.reduceMotion = model.settings.reduceMotion
    }

    // MARK: input

    /// Queues an event for the frame at or after `t` (default: now).
    public func send(_ event: DeviceEvent, at t: Timestamp? = nil) {
        lock.withLock {
            seq += 1
            queue.append((t ?? clock.now, seq, event))
            queue.sort { ($0.t, $0.seq) < ($1.t, $1.seq) }
        }
    }

    /// Runs IMU samples (on this emulator's clock) through the gesture detectors and queues each
    /// detected gesture at its own time: a recorded trace replays exactly as it was captured.
    /// Returns the gestures detected.
    @discardableResult
    public func feed(_ samples: [IMUSample]) -> [GestureEvent] {
        lock.withLock {
            guard !samples.isEmpty else { return [] }
            sensorSource = samples.last?.source
            let detected = gestureEngine.process(samples)
            for g in detected {
                seq += 1
                queue.append((g.timestamp, seq, .gesture(g)))
            }
            queue.sort { ($0.t, $0.seq) < ($1.t, $1.seq) }
            return detected
        }
    }

    /// The watch's Wrist and Digital Crown settings now.
    public var wearing: WatchWearing { lock.withLock { gestureEngine.wearing } }

    /// Changes the watch's Wrist and Digital Crown settings (the control API's `wrist`/`crown`, as
    /// in watchOS's Settings): gesture detection restarts in the new frame, as after a gap.
    public func setWearing(_ wearing: WatchWearing) {
        lock.withLock {
            guard wearing != gestureEngine.wearing else { return }
            gestureEngine = GestureEngine(kind: WearKind(device.kind), wearing: wearing)
        }
    }

    /// Records a problem found while driving the emulator (a bad payload file, say).
    public func report(problem: String, at t: Timestamp? = nil) {
        lock.withLock { problems.append(Problem(timestamp: t ?? clock.now, message: problem)) }
    }

    // MARK: the loop

    /// Runs frames until `end` on the clock (instantly on a virtual clock).
    public func run(until end: Timestamp) {
        while clock.now < end { step(until: end) }
        lock.withLock { integrate(to: max(end, clock.now)) }
    }

    /// Runs one frame now, at the clock's current time and off the vsync grid, laying the content
    /// out afresh after the events due. A still is such a frame after its inputs: `afterglow
    /// screenshot` sends each payload at its time on a virtual clock and takes the last frame.
    public func frameNow() {
        lock.withLock {
            let now = clock.now
            integrate(to: now)
            layoutPending = true
            frame(scheduled: now, start: now)
        }
    }

    /// Draws the scene as it is now once, off the record, before the first frame: the renderer
    /// loads its fonts and fills its layout and gradient caches, the frame buffer and the power
    /// analyzer are allocated at the list's size. A device has done all that before its screen
    /// shows anything; without it the first presented frame pays 25–40 ms of cold start and is
    /// counted as a budget miss no user would see (issue 27). The scene's `warmUpLists` (its Live
    /// Activity templates' previews) are drawn too: on a device the widget extension renders an
    /// activity's views in its own process before the system shows them, so the frame that first
    /// shows a pushed activity does not load its fonts. Nothing is recorded: no frame, no damage,
    /// no energy; the first real frame still draws everything.
    public func warmUp() {
        lock.withLock {
            let ctx = context(at: clock.now)
            let list = scene.displayList(ctx)
            if buffer.width != list.pixelWidth || buffer.height != list.pixelHeight {
                buffer = PixelBuffer(width: list.pixelWidth, height: list.pixelHeight)
                analyzer = PixelPowerAnalyzer(width: buffer.width, height: buffer.height)
            }
            for extra in scene.warmUpLists(ctx) where extra.pixelWidth == buffer.width && extra.pixelHeight == buffer.height {
                renderer.render(extra, into: &buffer, damage: nil)
            }
            renderer.render(list, into: &buffer, damage: nil)
            _ = analyzer.analyze(buffer, damage: nil)
        }
    }

    /// Waits for the next frame (or `until`, whichever is first) and runs it. Never holds the lock
    /// while sleeping. Returns whether a frame ran.
    @discardableResult
    public func step(until limit: Timestamp) -> Bool {
        let target = lock.withLock { nextFrameTime() }
        let wake = min(target, limit)
        clock.sleep(until: wake)
        return lock.withLock {
            let now = clock.now
            integrate(to: now)
            guard now >= target else { return false }
            frame(scheduled: target, start: now)
            return true
        }
    }

    /// When the next frame must run: the earliest of a queued event, a model timer, a refresh step,
    /// a scene change (held to the update cadence in Always On) or — while anything moves — the
    /// next vsync. Snapped to the vsync grid of the current refresh.
    private func nextFrameTime() -> Timestamp {
        let now = clock.now
        let after = lastFrameTime.map { max($0 + .nanoseconds(1), now) } ?? now
        var c: [Timestamp] = []
        if let e = queue.first { c.append(max(e.t, after)) }
        if layoutPending || !motion.isAtRest(at: now) || scene.isAnimating(at: now) || model.state == .dimming || model.state == .waking {
            c.append(after)
        }
        if let d = model.nextDeadline { c.append(d) }
        if model.state == .interactive, let s = refreshPolicy.nextStep(lastMotion: lastMotion, now: now) { c.append(s) }
        if let s = nextSceneUpdate() { c.append(s) }
        let due = max(after, c.min() ?? now + .seconds(3600))
        guard pacer.hz > 0 else { return due }
        let next = pacer.nextVsync(atOrAfter: due)
        // An input does not wait out a slow refresh (a tap on an Always On screen at 1 Hz): the
        // panel starts a scan on its base clock's next tick, so the state changes when it happens.
        if let e = queue.first { return min(next, pacer.nextTick(atOrAfter: max(e.t, after), baseHz: device.refresh.maxHz)) }
        return next
    }

    /// The scene's next own change, held to the next update slot in Always On.
    private func nextSceneUpdate() -> Timestamp? {
        guard model.state != .off else { return nil }
        let own = scene.nextChange(after: lastLayout, state: model.state)
        guard let change = [own, dirtySince].compactMap({ $0 }).min() else { return nil }
        guard let interval = AppUpdateCadence.interval(state: model.state, sessionActive: model.sessionActive) else { return change }
        // One update per slot of the clock (a minute, or a second in a session): a change in a
        // slot already used waits for the next slot's start.
        guard let last = lastAppUpdate,
              AppUpdateCadence.slot(of: change, interval: interval) <= AppUpdateCadence.slot(of: last, interval: interval) else { return change }
        return AppUpdateCadence.slotStart(AppUpdateCadence.slot(of: last, interval: interval) + 1, interval: interval)
    }

    /// Integrates energy (and burn-in exposure, refresh count) from the last point to `t` at the
    /// power of the frame on screen (the state cannot change between frames; luminance can ramp).
    private func integrate(to t: Timestamp) {
        guard t > integratedTo else { return }
        let dt = (t - integratedTo).seconds
        // Midpoint luminance: exact for constant stretches, close on a ramp crossed between frames.
        let nits = model.nits(at: integratedTo + .nanoseconds((t - integratedTo).nanoseconds / 2))
        let state = model.state
        let mw = panelMilliwatts(nits: nits, hz: pacer.hz)
        ledger.add(state: state, seconds: dt, milliwatts: mw, litShare: state == .off ? 0 : litShare, hz: pacer.hz)
        refreshes += pacer.hz * dt
        if state == .alwaysOn { burnIn.record(tileLuminance: tileLuminance, nits: nits, from: integratedTo, to: t) }
        integratedTo = t
    }

    /// The panel's draw for the frame on screen at `nits` and `hz` in the state now: nothing when
    /// off, Always On's own fixed draw in Always On (the one place the state picks the model's terms).
    private func panelMilliwatts(nits: Double, hz: Double) -> Double {
        model.state == .off ? 0 : panelModel.totalMilliwatts(emissionAtTypical: emission, nits: nits, hz: hz, alwaysOn: model.state == .alwaysOn)
    }

    private func frame(scheduled: Timestamp, start t: Timestamp) {
        var times = PhaseTimes()
        transitionedThisFrame = false
        var mark = stopwatch.nanoseconds()
        func lap(_ p: FramePhase) { let n = stopwatch.nanoseconds(); times[p] = n &- mark; mark = n }

        // input
        var handled = false
        while let e = queue.first, e.t <= t {
            queue.removeFirst()
            lastInputAt = e.t
            if case .gesture(let g) = e.event { lastGesture = g.gesture }
            handleInput(e.event, at: t)
            handled = true
        }
        if handled {
            // In Always On, content changes wait for the next update slot (watchOS cadence);
            // a transition (an alert waking the screen) lays out at once.
            if model.state == .alwaysOn && !transitionedThisFrame { dirtySince = dirtySince ?? t } else { layoutPending = true }
        }
        lap(.input)

        // update
        model.advance(to: t, motionAtRest: motion.isAtRest(at: t))
        observeTransitions(at: t)
        motion.reduceMotion = model.settings.reduceMotion
        motion.frozen = model.state == .alwaysOn || model.state == .off
        // Moving, or just come to rest: the frame at rest draws the final values.
        let moving = !motion.isAtRest(at: t) || scene.isAnimating(at: t)
        if moving || wasMoving { lastMotion = t; layoutPending = true }
        wasMoving = moving
        // The Always On content transform follows the luminance ramp in steps: lay out when the
        // step changes, not every frame of the ramp.
        let progress = context(at: t).alwaysOnProgress
        if progress != laidOutProgress { layoutPending = true }
        motion.collect(at: t)
        if let s = nextSceneUpdate(), s <= t { layoutPending = true }
        let interval = pacer.interval
        lap(.update)

        // layout
        var list = lastList
        if layoutPending && model.state != .off {
            if model.state == .alwaysOn {
                // Changes the cadence held back and folds into this update.
                var n = dirtySince == nil ? 0 : 1
                var c = lastLayout
                while n < 10_000, let next = scene.nextChange(after: c, state: model.state), next <= t { n += 1; c = next }
                for _ in 0..<max(0, n - 1) { cadence.deferredOne() }
                cadence.applied(at: t, interval: AppUpdateCadence.interval(state: .alwaysOn, sessionActive: model.sessionActive))
                lastAppUpdate = t
            }
            let ctx = context(at: t)
            list = scene.displayList(ctx)
            laidOutProgress = ctx.alwaysOnProgress
            lastLayout = t
            dirtySince = nil
        }
        let laidOut = layoutPending && model.state != .off
        layoutPending = false
        // A ramp's next layout phase, composed a frame or two ahead in a frame that draws nothing.
        let preparedAhead = !laidOut && prepareRampAhead(at: t, interval: interval)
        // A scene animation that this layout started (an island morph after a long press) raises
        // the refresh now, not one slow-rate frame later: its first moving frame is a vsync away.
        if laidOut && scene.isAnimating(at: t) { lastMotion = t; wasMoving = true }
        lap(.layout)

        // render
        var damage = Damage.none
        var background: RowBackground? = nil
        if let list, laidOut {
            damage = DamageTracker.diff(old: lastList, new: list)
            if !damage.isEmpty {
                if buffer.width != list.pixelWidth || buffer.height != list.pixelHeight {
                    buffer = PixelBuffer(width: list.pixelWidth, height: list.pixelHeight)
                    analyzer = PixelPowerAnalyzer(width: buffer.width, height: buffer.height)
                    damage = .everything
                }
                background = renderer.renderReportingBackground(list, into: &buffer, damage: damage.renderRects)
                lastMotion = t
            }
            lastList = list
        }
        lap(.render)

        // present
        if !damage.isEmpty {
            let r = analyzer.analyze(buffer, damage: damage.renderRects, background: background)
            emission = panelModel.emissionMilliwatts(meanLinear: r.meanR, r.meanG, r.meanB)
            litShare = r.litShare
            tileLuminance = analyzer.tileLuminance()
            if let h = _frameHandler {
                h(buffer, FrameInfo(timestamp: t, state: model.state, hz: pacer.hz, nits: model.nits(at: t), damage: damage,
                                    milliwatts: panelMilliwatts(nits: model.nits(at: t), hz: pacer.hz)))
            }
        }
        lap(.present)

        // the refresh for what comes next
        let hz = refreshPolicy.hz(state: model.state, lastMotion: lastMotion, now: t)
        pacer.setRate(hz, at: t, baseHz: device.refresh.maxHz)
        lastFrameTime = t

        if laidOut || !damage.isEmpty || handled || preparedAhead {
            let work = Duration.nanoseconds(Int64(times.total))
            let late = PresentationTiming.lateness(scheduled: scheduled, start: t, work: work, interval: interval)
            let pixels = damage.area(width: buffer.width, height: buffer.height)
            stats[model.state, default: FrameStats()].record(times, interval: interval, lateness: late, pixels: pixels)
            allFrames.record(times, interval: interval, lateness: late, pixels: pixels)
            lastBudget = interval
            let cost = FrameCostSample(costMs: Double(times.total) / 1e6, hitch: interval > .zero && late >= interval,
                                       budgetMs: interval.milliseconds,
                                       missedBudget: interval > .zero && Int64(times.total) > interval.nanoseconds)
            recentFrames.append(cost)
            _frameCostHandler?(cost, times, t)
            if model.state == .alwaysOn { aoBudget.record(work: times.total, at: t) }
            traceRecorder?.frame(start: t, times: times, state: model.state)
            traceRecorder?.counter("refresh Hz", value: hz, at: t)
            traceRecorder?.counter("panel mW", value: panelMilliwatts(nits: model.nits(at: t), hz: hz), at: t)
        }
    }

    private func handleInput(_ event: DeviceEvent, at t: Timestamp) {
        // The scene's follow-ups (a delivered notification lighting the screen, an alert's sound, a
        // tap that reached a button) go to the display-power model and the logs, never back to the
        // scene: it already holds what they describe.
        var pending: [(event: DeviceEvent, fromScene: Bool)] = [(event, false)]
        while !pending.isEmpty {
            var (e, fromScene) = pending.removeFirst()
            if case .payload(let path, let priority) = e {
                // A file a scenario names: the scene only ever sees the parsed payload.
                do { e = .push(try PayloadParser.parse(contentsOf: path), priority: priority) } catch {
                    // Each of the rejection's lines already names the file and the key.
                    problems.append(Problem(timestamp: t, message: "\(error)", file: path, keyPaths: error.errors.map(\.path)))
                    continue
                }
            }
            if case .push(_, let priority) = e { pushBudget.push(priority: priority, at: t) }
            if case .alertSound(let s) = e {
                sounds.append(AlertSoundRecord(timestamp: t, sound: s))
                traceRecorder?.sound(s, at: t)
            }
            if case .interaction(let i) = e {
                interactions.append(InteractionRecord(timestamp: t, interaction: i))
                traceRecorder?.interaction(i.description, at: t)
            }
            model.handle(e, at: t)
            observeTransitions(at: t)
            if fromScene { continue }
            do {
                pending += try scene.apply(e, at: t, motion: &motion).map { ($0, true) }
            } catch {
                problems.append(Problem(timestamp: t, message: "\(error)"))
            }
        }
    }

    /// Reacts to new transitions: settle motion when dimming begins, stop it in Always On and off.
    private func observeTransitions(at t: Timestamp) {
        while seenTransitions < model.log.count {
            let tr = model.log[seenTransitions]
            seenTransitions += 1
            transitionInputs.append(tr.cause == .inactivity ? nil : lastInputAt)
            traceRecorder?.transition(tr)
            layoutPending = true
            transitionedThisFrame = true
            switch tr.to {
            case .dimming:
                // Leave one frame of margin inside the limit so dimming can end on time.
                let margin = Duration.nanoseconds(Int64(1e9 / device.refresh.maxHz))
                motion.settle(by: tr.timestamp + DisplayPowerModel.settleLimit - margin, at: tr.timestamp)
            case .alwaysOn, .off:
                motion.finishAll()
                cadence.reset()
                lastAppUpdate = nil
            case .interactive, .waking:
                burnIn.interrupt()
            }
        }
    }

    private func context(at t: Timestamp) -> SceneContext {
        SceneContext(time: t, device: device, state: model.state, alwaysOnProgress: progress(at: t), policy: options.policy,
                     settings: model.settings, sessionActive: model.sessionActive, nits: model.nits(at: t), motion: motion)
    }

    /// The Always On level of the content at `t`, in the model's present state.
    private func progress(at t: Timestamp) -> Double {
        let a = cbrt(max(0, model.interactiveNits)), b = cbrt(model.alwaysOnNits), n = cbrt(model.nits(at: t))
        return switch model.state {
        case .interactive: 0
        case .alwaysOn, .off: 1
        case .dimming, .waking:
            // Quantized to eighths: the content transform redraws the whole screen, so it steps
            // 8 times per ramp while the panel luminance (which costs no redraw) ramps smoothly.
            a > b ? (min(1, max(0, (a - n) / (a - b))) * Self.progressSteps).rounded() / Self.progressSteps : 1
        }
    }

    /// During a ramp, has the scene lay out now the level one or two vsyncs ahead when it differs
    /// from this frame's (the ramp is a function of time: `LuminanceRamp`). Returns whether the
    /// scene did any work.
    private func prepareRampAhead(at t: Timestamp, interval: Duration) -> Bool {
        guard model.state == .dimming || model.state == .waking, interval > .zero, let end = model.nextDeadline else { return false }
        let now = progress(at: t)
        for k in 1...2 {
            let ahead = t + interval * k
            guard ahead < end else { break }
            let level = progress(at: ahead)
            guard level != now else { continue }
            var c = context(at: t)
            c.alwaysOnProgress = level
            return scene.prepare(c)
        }
        return false
    }

    // MARK: observation

    public var state: DisplayState { lock.withLock { model.state } }
    public var transitions: [DisplayTransition] { lock.withLock { model.log } }
    /// Every alert sound so far, in order (logged beside the transitions; no audio device).
    public var alertSounds: [AlertSoundRecord] { lock.withLock { sounds } }
    /// Every tap on a Live Activity's button, toggle or link so far, in order (deactivated ones in CarPlay too).
    public var interactionLog: [InteractionRecord] { lock.withLock { interactions } }
    public var settings: DisplaySettings { lock.withLock { model.settings } }
    /// The luminances the display-power model drives to for the settings in force, in nits.
    public var luminanceTargets: (interactive: Double, alwaysOn: Double) { lock.withLock { (model.interactiveNits, model.alwaysOnNits) } }
    /// Every problem found so far (a payload file that did not parse, a rejected update), in order.
    public var problemLog: [Problem] { lock.withLock { problems } }
    /// How many problems so far (cheap: a front end checks it every step).
    public var problemCount: Int { lock.withLock { problems.count } }
    /// The problems from index `index` on.
    public func problems(since index: Int) -> [Problem] { lock.withLock { index < problems.count ? Array(problems[max(0, index)...]) : [] } }
    public var currentFrame: PixelBuffer { lock.withLock { buffer } }
    public var currentList: DisplayList? { lock.withLock { lastList } }
    public func nits() -> Double { lock.withLock { model.nits(at: clock.now) } }
    public var refreshHz: Double { lock.withLock { pacer.hz } }
    /// When the next frame is due (a window's event loop sleeps until then, waking early for input).
    public var nextFrameDue: Timestamp { lock.withLock { nextFrameTime() } }
    public func motionSample(_ channel: String) -> MotionSystem.Sample { lock.withLock { motion.sample(channel, at: clock.now) } }

    /// Panel power now, mW.
    public func milliwatts() -> Double {
        lock.withLock {
            panelMilliwatts(nits: model.nits(at: clock.now), hz: pacer.hz)
        }
    }

    /// The Always On burn-in exposure so far.
    public func burnInMap() -> BurnInMap {
        lock.withLock {
            BurnInMap(tilesX: burnIn.tilesX, tilesY: burnIn.tilesY, tileSize: PixelPowerAnalyzer.tileSize,
                      exposure: burnIn.exposure, flagged: Set(burnIn.flagged.keys))
        }
    }

    /// The state now, for the HUD, the control API and the run summary.
    public func reading() -> EmulatorReading {
        lock.withLock {
            let now = clock.now
            return EmulatorReading(time: now, state: model.state, cause: model.log.last?.cause, refreshHz: pacer.hz,
                                   nits: model.nits(at: now),
                                   milliwatts: panelMilliwatts(nits: model.nits(at: now), hz: pacer.hz),
                                   settings: model.settings, sensorSource: sensorSource, lastGesture: lastGesture, animating: wasMoving)
        }
    }

    /// Frames, hitches, budget misses, cost percentiles and energy since the start.
    public func statistics() -> EmulatorStatistics {
        lock.withLock {
            integrate(to: clock.now)
            return EmulatorStatistics(frames: allFrames.frames, hitches: allFrames.hitches, budgetMisses: allFrames.budgetMisses,
                                      frameCostP50Ms: allFrames.percentileMilliseconds(nil, 50),
                                      frameCostP99Ms: allFrames.percentileMilliseconds(nil, 99),
                                      frameCostMaxMs: allFrames.maxMilliseconds(nil),
                                      budgetMs: lastBudget.milliseconds, energyMillijoules: ledger.totalMillijoules,
                                      seconds: (clock.now - origin).seconds)
        }
    }

    /// The last frames' costs against their budgets, oldest first (at most 90).
    public var recentFrameCosts: [FrameCostSample] { lock.withLock { recentFrames.values } }

    /// The transition log, each stamped with its input's arrival.
    public func stampedTransitions(since index: Int = 0) -> [StampedTransition] {
        lock.withLock {
            guard index < model.log.count else { return [] }
            return (max(0, index)..<model.log.count).map { StampedTransition(transition: model.log[$0], inputTime: transitionInputs.indices.contains($0) ? transitionInputs[$0] : nil) }
        }
    }

    public func traceJSON() throws -> Data? { try lock.withLock { try traceRecorder?.json() } }

    /// The two budgets' breach counts, without building a report (the control API's event stream
    /// checks them every second; `report()` computes every percentile and is far too slow for that).
    public var budgetBreaches: (alwaysOnWork: Int, pushesOverBudget: Int) {
        lock.withLock { (aoBudget.breaches, pushBudget.overBudget) }
    }

    public func report() -> EmulatorReport {
        lock.withLock {
            integrate(to: clock.now)
            return EmulatorReport(device: device, simulatedSeconds: ledger.totalSeconds, ledger: ledger, stats: stats,
                                  transitions: model.log, cadence: cadence, aoBudget: aoBudget, pushBudget: pushBudget,
                                  burnIn: burnIn, panel: panelModel, refreshes: refreshes, problems: problems,
                                  suppressedWakes: model.suppressedWakes, traceDropped: traceRecorder?.dropped ?? 0,
                                  alertSounds: sounds)
        }
    }
}
