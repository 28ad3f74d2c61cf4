import AfterglowTime
import AfterglowGeometry
import AfterglowDisplay
import AfterglowPayloads
import AfterglowScene
import AfterglowEmulator
import AfterglowWindow
import Foundation

/// Where frames go and inputs come from: the SDL window, or nothing (headless).
public protocol FramePresenter: AnyObject {
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

/// The loop `afterglow run` runs on the main thread. Pacing comes from the emulator and the clock:
/// a frame is rendered when the emulator's display list changed, and the loop then sleeps until
/// the emulator's next change, the HUD's next refresh, or an input (window event, control API
/// command, a stop signal), whichever is first. Nothing changed, nothing to do: a present happens
/// only when the screen or the HUD changed, the screen uploads only its damaged rects, and the HUD
/// is redrawn at most twice a second — once per refresh when the panel is slower (Always On:
/// 1 Hz) — and only when what it shows changed. The window's vsync only decides where a present
/// lands on the host display.
public final class FrameLoop {
    public let session: EmulatorSession
    public let presenter: any FramePresenter
    /// Draws the HUD (the engine renders the screen itself).
    public let renderer: any FrameRenderer
    public let mask: ScreenMask
    public let clock: any SimulationClock
    private var nextHUD = Timestamp.zero
    /// What the HUD column shows now (nil: the key help, or nothing yet).
    private var shownHUD: HUDSnapshot?
    private var hudStale = true
    private var quit = false
    /// The HUD's fastest refresh.
    public static let hudInterval = Duration.milliseconds(500)
    public var log: (String) -> Void = { print($0) }

    public init(session: EmulatorSession, presenter: any FramePresenter, renderer: any FrameRenderer, clock: any SimulationClock) {
        self.session = session; self.presenter = presenter; self.renderer = renderer; self.clock = clock
        let p = session.profile
        mask = ScreenMask(profile: p, bezel: 0)
    }

    public func run(shouldStop: () -> Bool) {
        while !quit && !shouldStop() {
            let now = clock.now
            let step = session.step()
            var changed = false
            if var frame = step.frame {
                // The outline is the panel's shape, not content: applied after the frame's cost is measured.
                if frame.pixels.width == mask.width && frame.pixels.height == mask.height { mask.apply(to: &frame.pixels) }
                session.presented(frame.pixels, at: now)
                presenter.show(screen: frame.pixels, damage: frame.damage)
                changed = true
            }
            if now >= nextHUD {
                session.samplePower()
                if (presenter.hudVisible || presenter.helpVisible) && drawHUDIfChanged() { changed = true }
                // The HUD follows the panel: twice a second while it refreshes faster, its rate when slower.
                let period = step.refreshHz > 0 ? Duration.seconds(1 / step.refreshHz) : .seconds(1)
                nextHUD = now + max(Self.hudInterval, period)
            }
            if changed { presenter.present() }
            let deadline = min(nextHUD, step.next)
            for input in presenter.wait(until: deadline, clock: clock) { handle(input) }
        }
    }

    /// Renders the HUD column when what it shows changed; returns whether it did.
    private func drawHUDIfChanged() -> Bool {
        let height = session.profile.screen.heightPt
        let snapshot = presenter.helpVisible ? nil : session.hudSnapshot()
        guard hudStale || snapshot != shownHUD else { return false }
        let list = snapshot.map { HUDLayout.displayList($0, heightPt: height, scale: presenter.hudScale) }
            ?? HelpOverlay.displayList(KeyBindings.helpRows, heightPt: height, scale: presenter.hudScale)
        var hud = PixelBuffer(width: list.pixelWidth, height: list.pixelHeight)
        renderer.render(list, into: &hud, damage: nil)
        presenter.show(hud: hud)
        shownHUD = snapshot
        hudStale = false
        return true
    }

    private func handle(_ input: WindowInput) {
        do {
            switch input {
            case .tap(let p): session.input(.tap(p))
            case .swipe(let p, let dx): session.input(.swipe(p, dx: dx))
            case .longPress(let p): session.input(.longPress(p))
            case .pullDown: session.input(.pullDown)
            case .gesture(let g): session.input(.gesture(g))
            case .lock: session.input(.lock)
            case .toggle(let s): session.input(.settings(Self.flip(s, in: session.settings())))
            case .toggleHUD, .toggleHelp: hudStale = true   // the presenter flipped it; redraw now
            case .screenshot: log("screenshot: \(try session.saveScreenshot())")
            case .toggleRecording:
                if session.isRecording {
                    let r = try session.stopRecording()
                    log("recorded \(r.frames) frames to \(r.path)")
                } else {
                    log("recording to \(try session.startRecording(to: nil).path)")
                }
                hudStale = true
            case .deliver(let path):
                let payload = try PayloadParser.parse(contentsOf: path)
                _ = try session.push(payload)
                log("delivered \(path): \(payload.aps.liveActivity.map { "live-activity-\($0.event.rawValue)" } ?? "notification")")
            case .quit: quit = true
            }
        } catch {
            log("error: \(error)")
        }
        // An input changes what the HUD shows: refresh it on this pass.
        nextHUD = .zero
    }

    public static func flip(_ s: ToggleSetting, in c: DeviceSettings) -> DeviceSettingsPatch {
        switch s {
        case .darkMode: DeviceSettingsPatch(darkMode: !c.darkMode)
        case .reduceMotion: DeviceSettingsPatch(reduceMotion: !c.display.reduceMotion)
        case .alwaysOn: DeviceSettingsPatch(alwaysOn: !c.display.alwaysOnEnabled)
        case .lowPowerMode: DeviceSettingsPatch(lowPowerMode: !c.display.lowPowerMode)
        case .standBy: DeviceSettingsPatch(standBy: !c.standBy)
        case .nightMode: DeviceSettingsPatch(nightMode: !c.nightMode)
        case .alwaysOnWallpaper: DeviceSettingsPatch(alwaysOnWallpaper: !c.alwaysOnWallpaper)
        case .showSensitiveContent: { var p = DeviceSettingsPatch(); p.showSensitiveContent = !c.display.showSensitiveContent; return p }()
        case .ambientLight: DeviceSettingsPatch(ambientLux: ToggleSetting.nextAmbientLux(after: c.display.ambientLux))
        }
    }

}

/// The SDL window as a presenter: uploads frames, composes the HUD, maps events to inputs.
public final class WindowPresenter: FramePresenter {
    public let window: SDLWindow
    public var mapper: InputMapper
    public private(set) var hudVisible: Bool
    public private(set) var helpVisible = false
    public var hudScale: Double { window.layout.zoom }

    public init(window: SDLWindow) {
        self.window = window
        mapper = InputMapper(layout: window.layout)
        hudVisible = window.layout.hudVisible
    }

    public func show(screen: PixelBuffer, damage: [PixelRect]?) {
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
    public func show(hud: PixelBuffer) { window.updateHUD(hud) }
    public func present() { window.present() }

    public func wait(until deadline: Timestamp, clock: any SimulationClock) -> [WindowInput] {
        var ms = max(0, Int(((deadline - clock.now).seconds * 1000).rounded(.up)))
        if let d = mapper.nextDeadline { ms = min(ms, max(0, Int(((d - SDLWindow.ticksSeconds) * 1000).rounded(.up)))) }
        // Unbounded: a stop signal wakes the wait (StopSignals).
        let raw = window.waitEvents(timeoutMs: ms)
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
public final class HeadlessPresenter: FramePresenter, @unchecked Sendable {
    public let hudVisible = false
    public let helpVisible = false
    public let hudScale = 1.0
    private let condition = NSCondition()
    private var woken = false

    public init() {}

    public func show(screen: PixelBuffer, damage: [PixelRect]?) {}
    public func show(hud: PixelBuffer) {}
    public func present() {}

    public func wake() { condition.lock(); woken = true; condition.signal(); condition.unlock() }

    public func wait(until deadline: Timestamp, clock: any SimulationClock) -> [WindowInput] {
        if clock.isVirtual { clock.sleep(until: deadline); return [] }
        let seconds = max(0, (deadline - clock.now).seconds)
        condition.lock()
        if !woken { _ = condition.wait(until: Date(timeIntervalSinceNow: seconds)) }
        woken = false
        condition.unlock()
        return []
    }
}
