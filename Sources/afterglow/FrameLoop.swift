import AfterglowControl
import AfterglowKit
import AfterglowWindow
import Foundation

/// Where frames go and inputs come from: the SDL window, or nothing (headless).
protocol FramePresenter: AnyObject {
    var hudVisible: Bool { get }
    var helpVisible: Bool { get }
    func show(screen: PixelBuffer, damage: [PixelRect]?)
    func show(hud: PixelBuffer)
    func present()
    /// Sleeps until `deadline` on the clock or an input/wake, whichever is first; returns inputs.
    func wait(until deadline: Timestamp, clock: any SimulationClock) -> [WindowInput]
    /// HUD pixels per point.
    var hudScale: Double { get }
}

/// The loop `afterglow run` runs on the main thread. Pacing comes from the engine and the clock:
/// a frame is rendered when the engine's display list changed, and the loop then sleeps until the
/// engine's next change, the HUD's next refresh, or an input (window event, control API command),
/// whichever is first — a static screen costs nothing between changes, and Always On wakes once a
/// second for the HUD. The window's vsync only decides where a present lands on the host display.
final class FrameLoop {
    let session: EmulatorSession
    let presenter: any FramePresenter
    /// Draws the HUD (the engine renders the screen itself).
    let renderer: any FrameRenderer
    let mask: ScreenMask
    let clock: any SimulationClock
    private var nextHUD = Timestamp.zero
    private var quit = false
    var log: (String) -> Void = { print($0) }

    init(session: EmulatorSession, presenter: any FramePresenter, renderer: any FrameRenderer, clock: any SimulationClock) {
        self.session = session; self.presenter = presenter; self.renderer = renderer; self.clock = clock
        let p = session.engine.profile
        mask = ScreenMask(profile: p, bezel: 0)
    }

    func run(shouldStop: () -> Bool) {
        while !quit && !shouldStop() {
            let now = clock.now
            let step = session.step(at: now)
            var changed = false
            if var frame = step.frame {
                // The outline is the panel's shape, not content: applied after the frame's cost is measured.
                if frame.pixels.width == mask.width && frame.pixels.height == mask.height { mask.apply(to: &frame.pixels) }
                session.presented(frame.pixels, costMs: frame.costMs, milliwatts: frame.milliwatts, at: now)
                presenter.show(screen: frame.pixels, damage: frame.damage)
                changed = true
            }
            if now >= nextHUD {
                session.samplePower(at: now)
                if presenter.hudVisible || presenter.helpVisible { drawHUD(); changed = true }
                // The HUD follows the panel: 4 Hz while interactive, the panel's rate when slower.
                let hz = max(step.refreshHz, 0.5)
                nextHUD = now + .seconds(max(0.25, 1 / hz))
            }
            if changed { presenter.present() }
            var deadline = nextHUD
            if let n = step.next, n < deadline { deadline = n }
            for input in presenter.wait(until: deadline, clock: clock) { handle(input) }
        }
    }

    private func drawHUD() {
        let height = session.engine.profile.screen.heightPt
        let list = presenter.helpVisible
            ? HelpOverlay.displayList(KeyBindings.helpRows, heightPt: height, scale: presenter.hudScale)
            : HUDLayout.displayList(session.hudSnapshot(), heightPt: height, scale: presenter.hudScale)
        var hud = PixelBuffer(width: list.pixelWidth, height: list.pixelHeight)
        renderer.render(list, into: &hud, damage: nil)
        presenter.show(hud: hud)
    }

    private func handle(_ input: WindowInput) {
        do {
            switch input {
            case .tap(let p): try session.command(.tap(p))
            case .longPress(let p): try session.command(.longPress(p))
            case .pullDown: try session.command(.pullDown)
            case .gesture(let g): try session.command(.gesture(g))
            case .lock: try session.command(.lock)
            case .toggle(let s): try session.command(.settings(Self.flip(s, in: session.state().settings)))
            case .toggleHUD, .toggleHelp: nextHUD = .zero   // the presenter flipped it; redraw now
            case .screenshot: log("screenshot: \(try session.saveScreenshot())")
            case .toggleRecording:
                let status = try session.recording(RecordingRequest(action: session.isRecording ? "stop" : "start"))
                log(status.recording ? "recording to \(status.path ?? "")" : "recorded \(status.frames) frames to \(status.path ?? "")")
                nextHUD = .zero
            case .deliver(let path):
                guard let data = FileManager.default.contents(atPath: path) else { log("drop: cannot read \(path)"); return }
                let r = try session.command(.push(data))
                log("delivered \(path): \(r?.kind ?? "nothing")\(r?.warnings.isEmpty == false ? " (\(r!.warnings.joined(separator: "; ")))" : "")")
            case .quit: quit = true
            }
        } catch {
            log("error: \(error)")
        }
        nextHUD = .zero
    }

    static func flip(_ s: ToggleSetting, in c: ControlSettings) -> SettingsPatch {
        switch s {
        case .darkMode: SettingsPatch(darkMode: !c.darkMode)
        case .reduceMotion: SettingsPatch(reduceMotion: !c.reduceMotion)
        case .alwaysOn: SettingsPatch(alwaysOn: !c.alwaysOn)
        case .lowPowerMode: SettingsPatch(lowPowerMode: !c.lowPowerMode)
        case .standBy: SettingsPatch(standBy: !c.standBy)
        case .nightMode: SettingsPatch(nightMode: !c.nightMode)
        case .alwaysOnWallpaper: SettingsPatch(alwaysOnWallpaper: !c.alwaysOnWallpaper)
        case .ambientLight: SettingsPatch(ambientLux: ToggleSetting.nextAmbientLux(after: c.ambientLux))
        }
    }

}

/// The SDL window as a presenter: uploads frames, composes the HUD, maps events to inputs.
final class WindowPresenter: FramePresenter {
    let window: SDLWindow
    var mapper: InputMapper
    private(set) var hudVisible: Bool
    private(set) var helpVisible = false
    var hudScale: Double { window.layout.zoom }

    init(window: SDLWindow) {
        self.window = window
        mapper = InputMapper(layout: window.layout)
        hudVisible = window.layout.hudVisible
    }

    func show(screen: PixelBuffer, damage: [PixelRect]?) {
        var damage = damage
        if (screen.width, screen.height) != window.devicePixelSize {
            // StandBy lays the phone on its side: follow the frame's shape.
            let scale = Double(window.devicePixelSize.width) / window.layout.screenPt.width
            do {
                try window.resizeScreen(devicePixels: (screen.width, screen.height),
                                        screenPt: Size(width: Double(screen.width) / scale, height: Double(screen.height) / scale))
            } catch { return }
            mapper.layout = window.layout
            damage = nil
        }
        window.updateScreen(screen, damage: damage)
    }
    func show(hud: PixelBuffer) { window.updateHUD(hud) }
    func present() { window.present() }

    func wait(until deadline: Timestamp, clock: any SimulationClock) -> [WindowInput] {
        var ms = max(0, Int(((deadline - clock.now).seconds * 1000).rounded(.up)))
        if let d = mapper.nextDeadline { ms = min(ms, max(0, Int(((d - SDLWindow.ticksSeconds) * 1000).rounded(.up)))) }
        // Bounded so a SIGTERM is noticed within a quarter second.
        let raw = window.waitEvents(timeoutMs: min(ms, 250))
        var out = raw.compactMap { mapper.map($0) }
        if let t = mapper.tick(time: SDLWindow.ticksSeconds) { out.append(t) }
        for i in out {
            if i == .toggleHUD { setHUD(!hudVisible) }
            if i == .toggleHelp {
                helpVisible.toggle()
                if helpVisible && !hudVisible { setHUD(true, keepFlag: true) }
                if !helpVisible { setHUD(hudVisible) }
            }
        }
        return out
    }

    private func setHUD(_ on: Bool, keepFlag: Bool = false) {
        if !keepFlag { hudVisible = on }
        var l = window.layout
        l.hudVisible = on || helpVisible
        window.setLayout(l)
        mapper.layout = l
    }
}

/// No window: sleeps on the clock until the deadline or a wake from the control API.
final class HeadlessPresenter: FramePresenter, @unchecked Sendable {
    let hudVisible = false
    let helpVisible = false
    let hudScale = 1.0
    private let condition = NSCondition()
    private var woken = false

    func show(screen: PixelBuffer, damage: [PixelRect]?) {}
    func show(hud: PixelBuffer) {}
    func present() {}

    func wake() { condition.lock(); woken = true; condition.signal(); condition.unlock() }

    func wait(until deadline: Timestamp, clock: any SimulationClock) -> [WindowInput] {
        if clock.isVirtual { clock.sleep(until: deadline); return [] }
        let seconds = min(0.25, max(0, (deadline - clock.now).seconds))
        condition.lock()
        if !woken { _ = condition.wait(until: Date(timeIntervalSinceNow: seconds)) }
        woken = false
        condition.unlock()
        return []
    }
}
