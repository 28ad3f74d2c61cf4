import AfterglowControl
import AfterglowApp
import AfterglowSensing
import AfterglowScene
import AfterglowEmulator
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
    @Option(name: .customLong("strings"), help: "The app's Localizable.strings or .xcstrings, to resolve loc-key alerts (default: one beside --widget sources).")
    var strings: String?
    @Option(help: "The language to read from an .xcstrings catalog (default: its source language).") var language: String?
    @Flag(help: "With --widget: import once, do not watch the sources.") var noWatch = false
    @OptionGroup var wear: WatchWearingOptions

    func validate() throws {
        if let scale, !(scale > 0.1 && scale <= 4) { throw ValidationError("--scale \(scale) out of range 0.1…4") }
        if !widgets.isEmpty && scene != .composed { throw ValidationError("--widget needs --scene composed (imported activities are templates)") }
        if noWatch && widgets.isEmpty { throw ValidationError("--no-watch applies to --widget sources; none given") }
        if strings != nil && scene != .composed { throw ValidationError("--strings needs --scene composed") }
        // A catalog given, or perhaps found beside the --widget sources.
        if language != nil, !(strings?.hasSuffix(".xcstrings") ?? !widgets.isEmpty) {
            throw ValidationError("--language picks a language of an .xcstrings catalog: pass one with --strings (or --widget sources beside one)")
        }
    }

    func run() throws {
        let catalog = try options.loadCatalog()
        var c = RunConfiguration(device: try options.profile(device, in: catalog), devicesDirectory: try options.resolveDirectory(),
                                 controlSocket: controlSocket ?? SocketEndpoint.defaultSocketPath())
        if let scenario {
            do { c.scenario = try ScenarioParser.load(path: scenario) } catch { throw failure(error, 2) }
        }
        c.scene = scene
        c.widgets = widgets; c.watchWidgets = !noWatch
        c.controlPort = controlPort
        c.outputDirectory = outputDir
        c.headless = headless
        c.zoom = scale; c.hudVisible = !noHud; c.vsync = !noVsync
        c.wearing = wear.wearing()
        do {
            let app = try AppStrings.load(given: strings, besideWidgets: widgets, language: language)
            c.strings = app?.strings
            if let app { say("afterglow: loc-keys resolved from \(app.path)") }
        } catch { throw failure(error, 2) }
        if let sensor {
            let hw: HardwareOptions
            do { hw = try HardwareOptions.parse(options.devices.map { ["--devices", $0] } ?? []) } catch {
                printError("error: \(error)"); throw ExitCode(2)
            }
            var selection = SensorSelection(name: sensor, hardware: try hw.settings())
            selection.fallback = sensorFallback
            c.sensor = selection
        }
        do { try EmulatorRun.run(c, say: say, warn: printError) } catch {
            printError("error: \(error)"); throw ExitCode(error.exitCode)
        }
    }
}

/// A line on stdout, unbuffered (scripts wait for the control socket line).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
