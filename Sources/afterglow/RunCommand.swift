import AfterglowControl
import AfterglowApp
import AfterglowTime
import AfterglowGeometry
import AfterglowSensing
import AfterglowScene
import AfterglowEmulator
import AfterglowRender
import AfterglowWindow
import ArgumentParser
import Foundation

struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Open the emulator in a window (or headless) with its control API.",
        discussion: "Keys: press ? or F1 in the window. Control API: docs/CONTROL_API.md.")

    @OptionGroup var options: DeviceDirectoryOption
    @Option(help: "Device id or name, e.g. iphone-16-pro.") var device: String = "iphone-16-pro"
    @Option(help: "A scenario file (Examples/scenarios) to play in real time.") var scenario: String?
    @Option(help: "Window pixels per screen point (default: fit a 1080p display).") var scale: Double?
    @Option(name: .customLong("control-socket"), help: "Unix socket for the control API (default: $XDG_RUNTIME_DIR/afterglow/<pid>.sock).")
    var controlSocket: String?
    @Option(name: .customLong("control-port"), help: "Also listen on this loopback TCP port (127.0.0.1 only; 0 picks one).")
    var controlPort: UInt16?
    @Flag(help: "No window: run the emulator and its control API only.") var headless = false
    @Option(help: "Sensor source: a device id, node or kind from `afterglow sensors list`, sim:<activity>, sim:<file.motion>, or a .csv trace (default: none — keys and the API only).")
    var sensor: String?
    @Option(help: "When the sensor device is lost: hold, or a simulated activity (e.g. typing).") var sensorFallback = "hold"
    @Option(help: "The emulator's scene: composed (templates, content stores, SceneComposer) or fallback (the core's simple Lock Screen).")
    var scene: EmulatorAssembly.SceneKind = .composed
    @Flag(help: "Hide the HUD at start (H toggles it).") var noHud = false
    @Flag(help: "Do not ask for vsync.") var noVsync = false
    @Option(help: "The only directory files are written into: screenshots and recordings from the window and the control API (created when missing).")
    var outputDir: String = "out"
    @Option(name: .customLong("widget"), parsing: .upToNextOption,
            help: "SwiftUI Live Activity sources (.swift files or directories) to import and show; re-imported on every save.")
    var widgets: [String] = []
    @Flag(help: "With --widget: import once, do not watch the sources.") var noWatch = false
    @OptionGroup var wear: WatchWearingOptions

    func validate() throws {
        if let scale, !(scale > 0.1 && scale <= 4) { throw ValidationError("--scale \(scale) out of range 0.1…4") }
        if !widgets.isEmpty && scene != .composed { throw ValidationError("--widget needs --scene composed (imported activities are templates)") }
        if noWatch && widgets.isEmpty { throw ValidationError("--no-watch applies to --widget sources; none given") }
    }

    func run() throws {
        let catalog = try options.loadCatalog()
        let profile = try options.profile(device, in: catalog)
        if let w = wear.wearing(), WearKind(profile.kind) != .watch {
            printError("error: --wrist/--crown (\(w)) are a watch's settings; \(profile.id) is a \(WearKind(profile.kind).rawValue)"); throw ExitCode(2)
        }
        var loaded: Scenario?
        if let scenario {
            do { loaded = try ScenarioParser.load(path: scenario) } catch {
                printError("error: \(error)"); throw ExitCode(2)
            }
        }
        // The sources first: nothing importable is exit 1 before any window or socket exists.
        var reloader: WidgetReloader?
        if !widgets.isEmpty {
            do { reloader = try WidgetReloader(paths: widgets) } catch {
                printError("error: \(error)"); throw ExitCode(1)
            }
            for n in reloader!.lastGood.notes { printError(n) }
            if let e = reloader!.currentError { printError(e.compilerStyle) }
        }
        // A rig must be able to stop the emulator with SIGTERM: caught before any thread starts.
        let stop = StopSignals.install()
        let clock = RealClock()
        var assembly = EmulatorAssembly(device: profile, clock: clock)
        assembly.scene = scene
        assembly.content = .examples(besideDevices: try options.resolveDirectory())
        let session: EmulatorSession
        do {
            let made = try assembly.makeSession(outputDirectory: outputDir)
            for p in made.problems { printError("warning: \(p)") }
            session = made.session
        } catch let e as ControlError {
            // The output directory could not be created or resolved.
            printError("error: --output-dir \(outputDir): \(e.message)"); throw ExitCode(1)
        }
        if let w = wear.wearing() { session.emulator.setWearing(w) }
        if let loaded {
            session.schedule(loaded, from: clock.now)
            say("afterglow: playing scenario \(loaded.name) (\(loaded.events.count) events\(loaded.samples.isEmpty ? "" : ", \(loaded.samples.count) IMU samples") over \(formatPoints(loaded.duration.seconds)) s)")
        }
        session.hudRenderer = assembly.makeRenderer()
        var watch: WidgetWatch?
        if let reloader {
            session.showWidget(reloader.lastGood, event: reloader.firstEvent, reloadCount: 0)
            if !noWatch {
                do {
                    let watcher = try SourceWatcher(paths: widgets)
                    watch = WidgetWatch(reloader: reloader, watcher: watcher, session: session)
                    say("afterglow: watching \(widgets.joined(separator: ", ")) (\(watcher.backend.rawValue)); saves re-import, keeping the content state")
                } catch {
                    printError("error: cannot watch \(widgets.joined(separator: ", ")): \(error)"); throw ExitCode(1)
                }
            }
        }
        watch?.start()
        defer { watch?.stop() }

        let socketPath = controlSocket ?? SocketEndpoint.defaultSocketPath()
        var endpoints: [SocketEndpoint] = [.unix(path: socketPath)]
        if let controlPort { endpoints.append(.loopback(port: controlPort)) }
        // TCP is reachable by every local process and every web page in a browser: it needs a
        // token, made here and kept beside the socket (docs/CONTROL_API.md › Security).
        let token = controlPort == nil ? nil : ControlToken.random()
        let tokenFile = ControlToken.path(besideSocket: socketPath)
        let server: ControlServer
        do {
            server = try ControlServer(backend: SessionControlBackend(session: session), endpoints: endpoints, clock: clock,
                                       requestGuard: RequestGuard(token: token, tokenFile: token == nil ? nil : tokenFile))
            for case .loopback(let port) in server.endpoints {
                if let token { try ControlToken(port: port, token: token).write(to: tokenFile) }
            }
        } catch {
            printError("error: control API: \(error)"); throw ExitCode(1)
        }
        session.stateChanged = { [server] in server.wake() }
        server.start()
        defer { server.stop(); if token != nil { unlink(tokenFile) } }
        for e in server.endpoints {
            if case .loopback = e, let token {
                say("afterglow: control API on \(e) (token \(token), also in \(tokenFile))")
            } else { say("afterglow: control API on \(e)") }
        }
        say("afterglow: files are written only under \(session.output.path)")
        say("afterglow: \(profile.name), engine: \(session.engineName)")


        let presenter: any FramePresenter
        if headless {
            let h = HeadlessPresenter()
            session.wakeLoop = { [h] in h.wake() }
            stop.onStop { [h] in h.wake() }
            presenter = h
        } else {
            let zoom = scale ?? WindowLayout.fittingZoom(screenPt: profile.screen.pointSize)
            let layout = WindowLayout(screenPt: profile.screen.pointSize, zoom: zoom, hudVisible: !noHud)
            let window: SDLWindow
            do {
                window = try SDLWindow(title: "Afterglow — \(profile.name)", layout: layout,
                                       devicePixels: (profile.screen.pixelWidth, profile.screen.pixelHeight), vsync: !noVsync)
            } catch {
                printError("error: cannot open a window (\(error)); use --headless or set DISPLAY")
                throw ExitCode(1)
            }
            say("afterglow: window \(layout.windowSize.width)x\(layout.windowSize.height) via \(window.videoDriver)/\(window.rendererName), vsync \(window.vsync ? "on" : "off")\(window.hostRefreshHz.map { ", host \(formatPoints($0)) Hz" } ?? "")")
            session.wakeLoop = { SDLWindow.wake() }
            stop.onStop { SDLWindow.wake() }
            presenter = WindowPresenter(window: window)
        }
        var feed: RunSensorFeed?
        if let sensor {
            // Opened here, on the main thread: a board's serial port must be opened by the thread that owns it.
            let hw: HardwareOptions
            do { hw = try HardwareOptions.parse(options.devices.map { ["--devices", $0] } ?? []) } catch {
                printError("error: \(error)"); throw ExitCode(2)
            }
            let source: any SensorSource
            do { source = try openSource(sensor, hw: hw, clock: clock, fallback: sensorFallback, seed: 1) } catch {
                printError("error: --sensor \(sensor): \(error)"); throw ExitCode(2)
            }
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

/// A line on stdout, unbuffered (scripts wait for the control socket line).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
