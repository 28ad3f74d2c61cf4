import AfterglowControl
import AfterglowKit
import Foundation

/// The running emulator as shared state: the engine behind a lock, the last presented frame, frame
/// and power statistics, the recorder. The frame loop (main thread) and the control server thread
/// both go through it; every method holds the lock only for a quick read or an engine call, never
/// while rendering or encoding.
final class EmulatorSession: @unchecked Sendable {
    let engine: any RunEngine
    let clock: any SimulationClock
    let encodePNG: @Sendable (PixelBuffer) throws -> Data
    let outputDirectory: String
    private let lock = NSLock()
    /// Draws the HUD into screenshots on the control thread (its own renderer, never the loop's).
    var hudRenderer: (any FrameRenderer)?
    private let hudLock = NSLock()
    /// Wakes the frame loop (the window's event wait or the headless condition).
    var wakeLoop: @Sendable () -> Void = {}
    /// Tells the control server the state moved (re-checks parked waits).
    var stateChanged: @Sendable () -> Void = {}

    private var lastFrame: PixelBuffer?
    private var lastPowerMw = 0.0
    private var lastPowerAt = Timestamp.zero
    private var energyMj = 0.0
    private var frames = 0, hitches = 0, budgetMisses = 0
    private var costs: [Double] = []
    private var powerHistory = RecentValues<Double>(capacity: 120)
    private var frameCosts = RecentValues<FrameCostSample>(capacity: 90)
    private var lastBudgetMs = 0.0
    private var recorder: Recorder?
    private var screenshotCount = 0

    init(engine: any RunEngine, clock: any SimulationClock, outputDirectory: String,
         encodePNG: @escaping @Sendable (PixelBuffer) throws -> Data) {
        self.engine = engine; self.clock = clock; self.outputDirectory = outputDirectory; self.encodePNG = encodePNG
    }

    // MARK: Inputs

    /// Applies a command at the clock's now, then wakes the loop.
    @discardableResult
    func command(_ c: EngineCommand) throws -> PushResult? {
        let r = try lock.withLock { try engine.apply(c, at: clock.now) }
        wakeLoop(); stateChanged()
        return r
    }

    // MARK: The frame loop's side

    /// Runs what is due on the engine; returns a rendered frame when the screen changed.
    /// (The engine renders under the session lock: a control request waits at most one frame.)
    func step(at t: Timestamp) -> (frame: RenderedFrame?, refreshHz: Double, next: Timestamp?) {
        lock.withLock {
            let f = engine.runDue(at: t)
            return (f, engine.refreshHz, engine.nextDue(after: t))
        }
    }

    /// Records a presented frame: its cost against the refresh budget, its panel power.
    /// A frame whose cost exceeds the budget misses its refresh and is presented at least one
    /// interval late: it counts as a hitch.
    func presented(_ frame: PixelBuffer, costMs: Double, milliwatts: Double, at t: Timestamp) {
        let rec: Recorder? = lock.withLock {
            lastFrame = frame
            integratePower(to: t)
            lastPowerMw = milliwatts
            frames += 1
            costs.append(costMs)
            let hz = engine.refreshHz
            lastBudgetMs = hz > 0 ? 1000 / hz : 0
            let late = lastBudgetMs > 0 && costMs > lastBudgetMs
            if late { hitches += 1; budgetMisses += 1 }
            frameCosts.append(FrameCostSample(costMs: costMs, hitch: late, budgetMs: lastBudgetMs))
            return recorder
        }
        rec?.capture(frame, at: t)
        stateChanged()
    }

    /// Samples panel power for the sparkline (called on the HUD's cadence even when no frame changes).
    func samplePower(at t: Timestamp) {
        lock.withLock {
            integratePower(to: t)
            if engine.reading(at: t).displayState == "off" { lastPowerMw = 0 }
            powerHistory.append(lastPowerMw)
        }
    }

    private func integratePower(to t: Timestamp) {
        if t > lastPowerAt { energyMj += lastPowerMw * (t - lastPowerAt).seconds }
        lastPowerAt = t
    }

    func hudSnapshot(recordingOverride: Bool? = nil) -> HUDSnapshot {
        lock.withLock {
            let r = engine.reading(at: clock.now)
            var flags: [String] = []
            if r.settings.darkMode { flags.append("dark") }
            if r.settings.reduceMotion { flags.append("Reduce Motion") }
            if !r.settings.alwaysOn { flags.append("AOD off") }
            if r.settings.lowPowerMode { flags.append("Low Power") }
            if r.settings.standBy { flags.append("StandBy") }
            if r.settings.nightMode { flags.append("night") }
            flags.append(String(format: "%.0f lux%@", r.settings.ambientLux, r.settings.autoBrightness ? " auto" : ""))
            return HUDSnapshot(deviceName: engine.profile.name, displayState: r.displayState, cause: r.cause,
                               refreshHz: r.refreshHz, luminanceNits: r.luminanceNits, panelMilliwatts: lastPowerMw,
                               powerHistory: powerHistory.values, frameCosts: frameCosts.values,
                               budgetMs: r.refreshHz > 0 ? 1000 / r.refreshHz : 0, sensorSource: r.sensorSource,
                               lastGesture: r.lastGesture, flags: flags, engine: engine.engineName, recording: recorder != nil)
        }
    }

    // MARK: Reads for the control API

    func state() -> ControlState {
        lock.withLock {
            var s = engine.reading(at: clock.now)
            s.panelMilliwatts = lastPowerMw
            return s
        }
    }

    func transitions(since i: Int) -> [TransitionRecord] { lock.withLock { Array(engine.transitionLog.dropFirst(i)) } }

    func statistics() -> ControlStatistics {
        lock.withLock {
            let t = clock.now
            let sorted = costs.sorted()
            func pct(_ p: Double) -> Double { sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p))] }
            let e = energyMj + (t > lastPowerAt ? lastPowerMw * (t - lastPowerAt).seconds : 0)
            return ControlStatistics(frames: frames, hitches: hitches, budgetMisses: budgetMisses,
                                     frameCostP50Ms: pct(0.5), frameCostP99Ms: pct(0.99), frameCostMaxMs: sorted.last ?? 0,
                                     budgetMs: lastBudgetMs, averagePanelMilliwatts: t.seconds > 0 ? e / t.seconds : lastPowerMw,
                                     energyMillijoules: e, simulatedSeconds: t.seconds)
        }
    }

    func screenshotPNG(downsample: Int = 1, hud: Bool = false) throws -> Data {
        guard let frame = lock.withLock({ lastFrame }) else { throw ControlError.unavailable("no frame presented yet") }
        let screen = frame.downsampled(by: downsample)
        guard hud, let hudRenderer else { return try encodePNG(screen) }
        // The HUD at the screenshot's scale, beside the screen: the same display list the window shows.
        let scale = Double(screen.height) / engine.profile.screen.heightPt
        let list = HUDLayout.displayList(hudSnapshot(), heightPt: engine.profile.screen.heightPt, scale: scale)
        var column = PixelBuffer(width: list.pixelWidth, height: list.pixelHeight)
        hudLock.withLock { hudRenderer.render(list, into: &column, damage: nil) }
        return try encodePNG(Self.sideBySide(screen, column))
    }

    /// `a` and `b` next to each other on the bezel grey, tops aligned.
    static func sideBySide(_ a: PixelBuffer, _ b: PixelBuffer) -> PixelBuffer {
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
    func saveScreenshot() throws -> String {
        let data = try screenshotPNG()
        let n = lock.withLock { screenshotCount += 1; return screenshotCount }
        let path = outputDirectory + "/afterglow-screenshot-\(ProcessInfo.processInfo.processIdentifier)-\(n).png"
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    func recording(_ request: RecordingRequest) throws -> RecordingStatus {
        if request.action == "start" {
            let path = request.path ?? outputDirectory + "/afterglow-recording-\(ProcessInfo.processInfo.processIdentifier)-\(Int(clock.now.seconds)).png"
            guard path.hasSuffix(".png") || path.hasSuffix(".apng") else {
                throw ControlError.badRequest("recording path '\(path)': only animated PNG (.png/.apng) is written")
            }
            let rec: Recorder = try lock.withLock {
                if let r = recorder { throw ControlError(409, "already recording to \(r.path)") }
                let r = Recorder(path: path, downsample: max(1, Int(engine.profile.screen.scale.rounded())), encodePNG: encodePNG)
                recorder = r
                return r
            }
            if let f = lock.withLock({ lastFrame }) { rec.capture(f, at: clock.now) }
            wakeLoop()
            return RecordingStatus(recording: true, path: path, frames: rec.frameCount)
        }
        guard let rec = lock.withLock({ () -> Recorder? in defer { recorder = nil }; return recorder }) else {
            throw ControlError(409, "not recording")
        }
        let frames = try rec.finish(at: clock.now)
        wakeLoop()
        return RecordingStatus(recording: false, path: rec.path, frames: frames)
    }

    var isRecording: Bool { lock.withLock { recorder != nil } }
}
