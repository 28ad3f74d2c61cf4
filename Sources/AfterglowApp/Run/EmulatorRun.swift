import AfterglowControl
import AfterglowDevices
import AfterglowEmulator
import AfterglowGeometry
import AfterglowPayloads
import AfterglowSensing
import AfterglowTime
import AfterglowWindow
import Foundation

/// `afterglow run`: the emulator on the real clock with its control API, in the SDL window or
/// headless, fed by a sensor source and `--widget` sources when given. The command line parses its
/// options into a `RunConfiguration` and prints; everything from here on is the application.
public struct RunConfiguration: Sendable {
    public var device: DeviceProfile
    /// The device profiles' directory: the example templates lie beside it.
    public var devicesDirectory: String
    public var scene: EmulatorAssembly.SceneKind = .composed
    public var scenario: Scenario?
    /// SwiftUI Live Activity sources to import and show, re-imported on save unless `watchWidgets` is off.
    public var widgets: [String] = []
    public var watchWidgets = true
    public var controlSocket: String
    public var controlPort: UInt16?
    public var outputDirectory = "out"
    public var headless = false
    /// Window pixels per point (nil: fit a 1080p display), the HUD at start, vsync.
    public var zoom: Double?
    public var hudVisible = true
    public var vsync = true
    /// The sensor source, opened on the main thread (a board's serial port belongs to the thread that opened it).
    public var sensor: SensorSelection?
    public var wearing: WatchWearing?
    /// The app's strings that `loc-key` alerts are resolved in (`run --strings`).
    public var strings: LocalizedStrings?

    public init(device: DeviceProfile, devicesDirectory: String, controlSocket: String) {
        self.device = device; self.devicesDirectory = devicesDirectory; self.controlSocket = controlSocket
    }
}

/// Why a run could not start, with the exit code the command documents (1: failed, 2: usage).
public struct RunFailure: Error, CustomStringConvertible {
    public var description: String
    public var exitCode: Int32
    static func failed(_ m: String) -> RunFailure { RunFailure(description: m, exitCode: 1) }
    static func usage(_ m: String) -> RunFailure { RunFailure(description: m, exitCode: 2) }
}

public enum EmulatorRun {
    /// Runs until SIGINT or SIGTERM (or the window closes). `say` gets the progress lines scripts
    /// wait for (stdout); `warn` gets warnings and importer notes (stderr).
    public static func run(_ c: RunConfiguration, say: @escaping @Sendable (String) -> Void,
                           warn: @escaping @Sendable (String) -> Void) throws(RunFailure) {
        let profile = c.device
        if let w = c.wearing, WearKind(profile.kind) != .watch {
            throw .usage("--wrist/--crown (\(w)) are a watch's settings; \(profile.id) is a \(WearKind(profile.kind).rawValue)")
        }
        // The sources first: nothing importable is exit 1 before any window or socket exists.
        var reloader: WidgetReloader?
        if !c.widgets.isEmpty {
            do { reloader = try WidgetReloader(paths: c.widgets) } catch { throw .failed("\(error)") }
            for n in reloader!.lastGood.notes { warn(n) }
            if let e = reloader!.currentError { warn(e.compilerStyle) }
        }
        // A rig must be able to stop the emulator with SIGTERM: caught before any thread starts.
        let stop = StopSignals.install()
        let clock = RealClock()
        var assembly = EmulatorAssembly(device: profile, clock: clock)
        assembly.scene = c.scene
        assembly.content = .examples(besideDevices: c.devicesDirectory)
        assembly.sensor = c.sensor
        assembly.content.strings = c.strings
        let session: EmulatorSession
        do {
            let made = try assembly.makeSession(outputDirectory: c.outputDirectory)
            for p in made.problems { warn("warning: \(p)") }
            session = made.session
        } catch let e as ControlError {
            // The output directory could not be created or resolved.
            throw .failed("--output-dir \(c.outputDirectory): \(e.message)")
        } catch { throw .failed("\(error)") }
        if let w = c.wearing { session.emulator.setWearing(w) }
        if let s = c.scenario {
            session.schedule(s, from: clock.now)
            say("afterglow: playing scenario \(s.name) (\(s.events.count) events\(s.samples.isEmpty ? "" : ", \(s.samples.count) IMU samples") over \(formatPoints(s.duration.seconds)) s)")
        }
        session.hudRenderer = assembly.makeRenderer()
        var watch: WidgetWatch?
        if let reloader {
            session.showWidget(reloader.lastGood, event: reloader.firstEvent, reloadCount: 0)
            if c.watchWidgets {
                do {
                    let watcher = try SourceWatcher(paths: c.widgets)
                    watch = WidgetWatch(reloader: reloader, watcher: watcher, session: session)
                    say("afterglow: watching \(c.widgets.joined(separator: ", ")) (\(watcher.backend.rawValue)); saves re-import, keeping the content state")
                } catch {
                    throw .failed("cannot watch \(c.widgets.joined(separator: ", ")): \(error)")
                }
            }
        }
        // The cold start (fonts, caches, the templates' previews) before the first presented
        // frame, as `bench` does: the window's first frames are not charged for it.
        session.emulator.warmUp()
        watch?.start()
        defer { watch?.stop() }

        let server = try ControlEndpoints.start(session: session, socketPath: c.controlSocket, port: c.controlPort, clock: clock, say: say)
        defer { server.stop() }
        say("afterglow: files are written only under \(session.output.path)")
        say("afterglow: \(profile.name), engine: \(session.engineName)")

        let presenter: any FramePresenter
        if c.headless {
            let h = HeadlessPresenter()
            session.wakeLoop = { [h] in h.wake() }
            stop.onStop { [h] in h.wake() }
            presenter = h
        } else {
            let zoom = c.zoom ?? WindowLayout.fittingZoom(screenPt: profile.screen.pointSize)
            let layout = WindowLayout(screenPt: profile.screen.pointSize, zoom: zoom, hudVisible: c.hudVisible)
            let window: SDLWindow
            do {
                window = try SDLWindow(title: "Afterglow — \(profile.name)", layout: layout,
                                       devicePixels: (profile.screen.pixelWidth, profile.screen.pixelHeight), vsync: c.vsync)
            } catch {
                throw .failed("cannot open a window (\(error)); use --headless or set DISPLAY")
            }
            say("afterglow: window \(layout.windowSize.width)x\(layout.windowSize.height) via \(window.videoDriver)/\(window.rendererName), vsync \(window.vsync ? "on" : "off")\(window.hostRefreshHz.map { ", host \(formatPoints($0)) Hz" } ?? "")")
            session.wakeLoop = { SDLWindow.wake() }
            stop.onStop { SDLWindow.wake() }
            presenter = WindowPresenter(window: window)
        }
        var feed: RunSensorFeed?
        if let selection = assembly.sensor {
            let source: any SensorSource
            do { source = try selection.open(clock: clock, warn: warn) } catch { throw .usage("--sensor \(selection.name ?? ""): \(error)") }
            say("afterglow: sensor \(source.info.id) (\(source.info.kind.rawValue), \(formatPoints(source.info.rateHz)) Hz)")
            let f = RunSensorFeed(source: source, session: session, clock: clock)
            f.log = { say("afterglow: \($0)") }
            f.start()
            feed = f
        }
        defer { feed?.stop() }
        let loop = FrameLoop(session: session, presenter: presenter, renderer: assembly.makeRenderer(), clock: clock)
        loop.log = { say("afterglow: \($0)") }
        loop.run { stop.stopRequested }
        say("afterglow: stopped")
    }
}
