import AfterglowControl
import AfterglowKit
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
    var scene: RunScene = .composed
    @Flag(help: "Hide the HUD at start (H toggles it).") var noHud = false
    @Flag(help: "Do not ask for vsync.") var noVsync = false
    @Option(help: "Directory for screenshots and recordings taken from the window.") var outputDir: String = FileManager.default.currentDirectoryPath

    func validate() throws {
        if let scale, !(scale > 0.1 && scale <= 4) { throw ValidationError("--scale \(scale) out of range 0.1…4") }
    }

    func run() throws {
        let catalog = try options.loadCatalog()
        let profile = try options.profile(device, in: catalog)
        var loaded: Scenario?
        if let scenario {
            do { loaded = try ScenarioParser.load(path: scenario) } catch {
                printError("error: \(error)"); throw ExitCode(2)
            }
        }
        // A rig must be able to stop the emulator with SIGTERM: caught before any thread starts.
        let stop = StopSignals.install()
        let clock = RealClock()
        let renderer = CairoRenderer()
        let session = try makeSession(profile: profile, clock: clock, renderer: renderer)
        if let loaded {
            session.schedule(loaded, from: clock.now)
            say("afterglow: playing scenario \(loaded.name) (\(loaded.events.count) events\(loaded.samples.isEmpty ? "" : ", \(loaded.samples.count) IMU samples") over \(formatPoints(loaded.duration.seconds)) s)")
        }
        session.hudRenderer = CairoRenderer()

        var endpoints: [SocketEndpoint] = [.unix(path: controlSocket ?? SocketEndpoint.defaultSocketPath())]
        if let controlPort { endpoints.append(.loopback(port: controlPort)) }
        let server: ControlServer
        do {
            server = try ControlServer(backend: SessionControlBackend(session: session), endpoints: endpoints, clock: clock)
        } catch {
            printError("error: control API: \(error)"); throw ExitCode(1)
        }
        session.stateChanged = { [server] in server.wake() }
        server.start()
        defer { server.stop() }
        for e in server.endpoints { say("afterglow: control API on \(e)") }
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
        let loop = FrameLoop(session: session, presenter: presenter, renderer: renderer, clock: clock)
        loop.log = { say("afterglow: \($0)") }
        loop.run { stop.stopRequested }
        say("afterglow: stopped")
    }

    /// The emulator behind the window, with the chosen scene.
    func makeSession(profile: DeviceProfile, clock: any SimulationClock, renderer: any FrameRenderer) throws -> EmulatorSession {
        switch scene {
        case .composed:
            // Templates from the repository's Examples/activities, found beside Devices/ as the screenshot verb does.
            let devicesDir = try options.resolveDirectory()
            let templates = ((devicesDir as NSString).deletingLastPathComponent as NSString).appendingPathComponent("Examples/activities")
            let composed = ComposedScene(device: profile, clock: clock, templateDirectory: templates)
            for p in composed.problems { printError("warning: \(p)") }
            return EmulatorSession(profile: profile, clock: clock, scene: composed, sceneName: "SceneComposer",
                                   sceneLightsNotifications: true, renderer: renderer, outputDirectory: outputDir,
                                   encodePNG: encodePNGWithCairo)
        case .fallback:
            return EmulatorSession(profile: profile, clock: clock, scene: FallbackLockScreenScene(wallpaper: true),
                                   sceneName: "FallbackLockScreenScene", sceneLightsNotifications: false, renderer: renderer,
                                   outputDirectory: outputDir, encodePNG: encodePNGWithCairo)
        }
    }
}

/// Which scene `afterglow run` shows.
enum RunScene: String, CaseIterable, ExpressibleByArgument {
    /// Templates, content stores, SceneComposer.
    case composed
    /// The core's simple Lock Screen.
    case fallback
}

/// PNG bytes through the renderer's Cairo writer (compressed), via a private temporary file
/// because Cairo's file writer is the one the renderer exposes.
@Sendable func encodePNGWithCairo(_ buffer: PixelBuffer) throws -> Data {
    let path = NSTemporaryDirectory() + "afterglow-\(getpid())-\(UUID().uuidString).png"
    defer { unlink(path) }
    try PNGCodec.write(buffer, to: path)
    return try Data(contentsOf: URL(fileURLWithPath: path))
}

/// A line on stdout, unbuffered (scripts wait for the control socket line).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
