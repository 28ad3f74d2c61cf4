import AfterglowApp
import AfterglowDisplay
import AfterglowPayloads
import AfterglowScene
import AfterglowRender
import ArgumentParser
import Foundation

extension ScreenshotPresentation: ExpressibleByArgument {}
extension Appearance: ExpressibleByArgument {}
extension SceneState.PreviewPolicy: ExpressibleByArgument {}

/// `afterglow screenshot`: renders a device's screen headless from APNs payloads to a PNG, or —
/// without `--device`, or with `--control-socket`/`--control-port` — saves the running
/// emulator's screen (ScreenshotSocketMode.swift).
struct Screenshot: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a screen or presentation from APNs payloads to a PNG, headless.",
        discussion: """
        Payloads (.apns files as Xcode writes them, or sequence.json files) are applied in order on a \
        virtual clock at the time each carries. Templates are found beside the payloads, then in \
        Examples/activities.

        Example:
          afterglow screenshot --device iphone-16-pro \\
            --payload Examples/activities/food-delivery/03-picked-up.apns \\
            --presentation expanded --appearance dark -o out.png
        """)

    @OptionGroup var deviceOptions: DeviceDirectoryOption
    @Option(help: "Device id or name, e.g. iphone-16-pro or apple-watch-45mm (omit to ask the running emulator).") var device: String?
    @OptionGroup var connection: ControlConnectionOptions
    @Option(name: .customLong("payload"), help: "An APNs payload (.apns/.json) or a sequence.json; repeatable.") var payloads: [String] = []
    @Option(name: .customLong("template"), help: "A template file or a directory of */template.json; repeatable.") var templates: [String] = []
    @Option(name: .customLong("widget"), parsing: .upToNextOption, help: "SwiftUI Live Activity sources (.swift files or directories) to import and show.")
    var widgets: [String] = []
    @Option(name: .customLong("categories"), help: "A notification categories file; repeatable.") var categories: [String] = []
    @Option(name: .customLong("strings"), help: "The app's Localizable.strings or .xcstrings, to resolve loc-key alerts (default: one beside --widget sources).")
    var strings: String?
    @Option(help: "The language to read from an .xcstrings catalog (default: its source language).") var language: String?
    @Option(help: "What to show: \(ScreenshotPresentation.allCases.map(\.rawValue).joined(separator: ", ")).") var presentation: ScreenshotPresentation?
    @Option(help: "light or dark.") var appearance: Appearance = .light
    @Flag(name: .customLong("always-on"), help: "Render the Always On variant.") var alwaysOn = false
    @Flag(name: .customLong("no-always-on-wallpaper"), help: "Always On with Show Wallpaper off: a black background.") var noAlwaysOnWallpaper = false
    @Option(name: .customLong("always-on-level"), help: "Always On blend 0…1 (the dimming transition).") var alwaysOnLevel: Double?
    @Flag(help: "StandBy Night Mode (red tint).") var night = false
    @Flag(help: "Render as unlocked (sensitive content shown on the Lock Screen).") var unlocked = false
    @Option(help: "Notification previews: always, whenUnlocked, never.") var previews: SceneState.PreviewPolicy = .always
    @Option(help: "Clock seconds after the anchor to render at (default: the last payload's time).") var at: Double?
    @Option(name: .customLong("anchor"), help: "Unix seconds at clock zero (default: the examples' 2025-11-21 10:00 UTC).") var anchorUnix: Double?
    @Flag(help: "Crop to the presentation's frame.") var crop = false
    @Option(name: .shortAndLong, help: "Output PNG path.") var output: String
    @Option(help: "Also compose and render the scene N more times and print the median and worst times.") var timing: Int?
    @Option(help: "Record a transition as an animated PNG instead of a still (virtual clock, every frame): \(MotionClip.allCases.map(\.rawValue).joined(separator: ", ")).")
    var sequence: MotionClip?
    @Flag(name: .customLong("reduce-motion"), help: "With --sequence: Reduce Motion on (cross-fades instead of movement).") var reduceMotion = false
    @Option(help: "With --sequence: keep every Nth pixel (1…8; default 1, full resolution).") var downsample = 1
    @Option(help: "With --sequence: apng or mp4 (H.264 through ffmpeg, when installed); default: from -o's extension (.mp4: mp4).")
    var format: SequenceFormat?

    func validate() throws {
        if let t = timing, t < 1 { throw ValidationError("--timing needs a run count of at least 1, got \(t)") }
        if let l = alwaysOnLevel, !(0...1).contains(l) { throw ValidationError("--always-on-level must be between 0 and 1, got \(l)") }
        if let s = strings, !s.hasSuffix(".strings") && !s.hasSuffix(".xcstrings") {
            throw ValidationError("--strings \(s): expected a Localizable.strings or Localizable.xcstrings file")
        }
        // A catalog given, or perhaps found beside the --widget sources.
        if language != nil, !(strings?.hasSuffix(".xcstrings") ?? !widgets.isEmpty) {
            throw ValidationError("--language picks a language of an .xcstrings catalog: pass one with --strings (or --widget sources beside one)")
        }
    }

    func run() throws {
        if let sequence {
            try recordSequence(sequence)
            return
        }
        guard let device, connection.controlSocket == nil, connection.controlPort == nil else {
            try screenshotFromRunningEmulator(connection: connection, output: output)
            return
        }
        let catalog = try deviceOptions.loadCatalog()
        let profile = try deviceOptions.profile(device, in: catalog)
        var request = ScreenshotRequest(device: profile)
        request.payloadPaths = payloads
        request.templatePaths = templates
        if !widgets.isEmpty {
            do { try request.addWidgetSources(widgets, payloadsGiven: !payloads.isEmpty, presentation: presentation, payloads: payloads, note: printError) } catch { throw failure(error, 1) }
        }
        request.categoryPaths = categories
        do {
            let app = try AppStrings.load(given: strings, besideWidgets: widgets, language: language)
            request.strings = app?.strings
            if let app, app.found { printError("note: loc-keys resolved from \(app.path), found beside the --widget sources") }
        } catch { throw failure(error, 2) }
        request.presentation = presentation
        request.appearance = appearance
        request.alwaysOn = alwaysOnLevel ?? (alwaysOn ? 1 : 0)
        request.alwaysOnWallpaper = !noAlwaysOnWallpaper
        request.nightMode = night
        request.locked = !unlocked
        request.previews = previews
        request.at = at
        if let anchorUnix { request.anchor = WallClockAnchor(unixSecondsAtZero: anchorUnix) }
        request.crop = crop
        do { try ScreenshotRequest.checkPayloadPaths(payloads) } catch let e as ScreenshotError { throw ValidationError(e.description) }
        let examples = try deviceOptions.examplesDirectory()
        let result: ScreenshotResult
        do { result = try ScreenshotFrame.render(request, defaultTemplateDirectory: examples) } catch let e as ScreenshotError { throw failure(e, 2) }
        for w in result.warnings { printError("warning: \(w)") }
        do { try PNGCodec.write(result.image, to: output, compression: .fast) } catch {
            printError("error: cannot write \(output): \(error)")
            throw ExitCode(1)
        }
        if let runs = timing { print(ScreenshotTiming.measure(result, runs: runs)) }
        print(result.wroteLine(output, device: profile.id, appearance: appearance, alwaysOn: request.alwaysOn > 0))
        for e in result.failures { printError("error: \(e)") }
        if !result.failures.isEmpty { throw ExitCode(1) }
    }
}
