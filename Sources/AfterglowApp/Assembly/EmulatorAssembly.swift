import AfterglowTime
import AfterglowDevices
import AfterglowDisplay
import AfterglowPayloads
import AfterglowPower
import AfterglowContent
import AfterglowScene
import AfterglowEmulator
import AfterglowRender
import AfterglowScheduler
import Foundation

/// The one place an emulator is put together. A value says which device, scene, renderer, clock,
/// content and settings; every front end — the window and the headless run (`makeSession`), the
/// bench and `board monitor --device` (`makeEmulator`), `screenshot --device` (a still),
/// `run --widget` and `bench-import` — gets its `Emulator` from it, so what one of them draws is
/// what the others draw. Only the drivers differ: the presenter, the clock, the sensor feed.
public struct EmulatorAssembly: Sendable {
    /// Which scene the emulator shows.
    public enum SceneKind: String, CaseIterable, Sendable {
        /// Templates, content stores and `SceneComposer`: what a device shows.
        case composed
        /// The core's simple Lock Screen (`FallbackLockScreenScene`): no templates or fonts needed.
        case fallback
    }

    /// What draws the frames.
    public enum RendererKind: String, CaseIterable, Sendable {
        /// Cairo + Pango with Inter and the symbol font (AfterglowRender): what the window shows.
        case cairo
        /// The core's span rasterizer (no anti-aliasing, text as ink cells).
        case flat
    }

    /// Where the composed scene's activity templates come from.
    public struct Content: Sendable {
        /// A directory of `*/template.json` (or one file); a broken one is a problem, the rest load.
        public var templateDirectory: String?
        /// Templates already in memory, after the directory's (`screenshot --template`).
        public var templates: [ActivityTemplate] = []
        /// Imported from SwiftUI source (`--widget`): drawn before any template of the same type.
        public var imported: [ActivityTemplate] = []
        /// Templates that depend on the content state (`--widget`'s compiled path), asked first.
        public var templateProvider: (any ActivityTemplateProvider)?
        public var anchor: WallClockAnchor = .examples
        /// A live run re-stamps each push as sent now (scenarios replay the same files); a still applies them as sent.
        public var restampsPushes = true
        /// The app's strings that `loc-key` alerts are resolved in (`--strings`); nil draws them as "[KEY: args]".
        public var strings: LocalizedStrings?

        public init(templateDirectory: String? = nil, templates: [ActivityTemplate] = [], imported: [ActivityTemplate] = [],
                    anchor: WallClockAnchor = .examples, restampsPushes: Bool = true) {
            self.templateDirectory = templateDirectory; self.templates = templates; self.imported = imported
            self.anchor = anchor; self.restampsPushes = restampsPushes
        }

        /// The repository's example templates (`Examples/activities` beside `Devices/`).
        public static func examples(besideDevices devicesDirectory: String) -> Content {
            let root = (devicesDirectory as NSString).deletingLastPathComponent
            return Content(templateDirectory: (root as NSString).appendingPathComponent("Examples/activities"))
        }
    }

    public var device: DeviceProfile
    public var clock: any SimulationClock
    public var scene: SceneKind = .composed
    public var renderer: RendererKind = .cairo
    public var content = Content()
    /// Display settings at the start (nil: the device's defaults).
    public var settings: DisplaySettings?
    public var options = Emulator.Options()
    /// What times each frame's phases (`bench-motion --clock cpu` passes a CPU-time one).
    public var stopwatch: any Stopwatch = MonotonicStopwatch()
    /// The system appearance of the composed scene.
    public var appearance: Appearance = .dark
    /// The fallback scene's wallpaper.
    public var wallpaper = true
    /// Where IMU samples come from (nil: keys, the control API and scenarios only). A driver opens
    /// it on its own thread and feeds the emulator (`RunSensorFeed`).
    public var sensor: SensorSelection?

    public init(device: DeviceProfile, clock: any SimulationClock) {
        self.device = device; self.clock = clock
    }

    /// What `makeEmulator` built: the emulator, its scene (the composed one when it is), its renderer,
    /// and the problems met on the way (a template that did not load).
    public struct Assembled {
        public let emulator: Emulator
        public let scene: any EmulatorScene
        public let composed: ComposedScene?
        public let renderer: any FrameRenderer
        public let problems: [String]
        /// "SceneComposer + CairoRenderer", as reports name it.
        public let name: String
        public let sceneName: String
    }

    /// A text measurer matching the renderer: Pango's metrics for Cairo, Inter's advance tables otherwise.
    public func makeMeasurer() -> any TextMeasurer {
        renderer == .cairo ? PangoTextMeasurer() : ApproximateTextMeasurer()
    }

    public func makeRenderer() -> any FrameRenderer {
        renderer == .cairo ? CairoRenderer() : FlatRenderer()
    }

    /// The scene alone (the composed one with its problems), for front ends that pose it first.
    public func makeScene() -> (scene: any EmulatorScene, composed: ComposedScene?, problems: [String]) {
        switch scene {
        case .composed:
            var templates: [ActivityTemplate] = [], problems: [String] = []
            if let dir = content.templateDirectory {
                for f in TemplateFiles.at(dir) {
                    do { templates.append(try TemplateParser.parse(contentsOf: f)) } catch { problems.append("template \(f): \(error)") }
                }
            }
            let composed = ComposedScene(device: device, clock: clock, templates: templates + content.templates, imported: content.imported,
                                         anchor: content.anchor, restampsPushes: content.restampsPushes, measurer: makeMeasurer())
            composed.appearance = appearance
            composed.strings = content.strings
            composed.templateProvider = content.templateProvider
            return (composed, composed, problems)
        case .fallback:
            return (FallbackLockScreenScene(wallpaper: wallpaper), nil, [])
        }
    }

    public func makeEmulator() -> Assembled {
        let (scene, composed, problems) = makeScene()
        return assemble(scene: scene, composed: composed, problems: problems)
    }

    /// The emulator around a scene `makeScene` made and the caller posed.
    public func assemble(scene: any EmulatorScene, composed: ComposedScene?, problems: [String] = []) -> Assembled {
        let renderer = makeRenderer()
        let emulator = Emulator(device: device, clock: clock, scene: scene, renderer: renderer, stopwatch: stopwatch, settings: settings, options: options)
        let sceneName = composed != nil ? "SceneComposer" : "FallbackLockScreenScene"
        return Assembled(emulator: emulator, scene: scene, composed: composed, renderer: renderer, problems: problems,
                         name: "\(sceneName) + \(self.renderer == .cairo ? "CairoRenderer" : "FlatRenderer")", sceneName: sceneName)
    }

    /// The host object the window, the headless run and the control API drive.
    public func makeSession(outputDirectory: String) throws -> (session: EmulatorSession, problems: [String]) {
        let assembled = makeEmulator()
        return (try EmulatorSession(assembled: assembled, outputDirectory: outputDirectory, encodePNG: encodePNGWithCairo), assembled.problems)
    }
}
