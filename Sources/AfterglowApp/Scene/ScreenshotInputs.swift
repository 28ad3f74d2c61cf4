import AfterglowDisplay
import AfterglowPayloads
import AfterglowSwiftUI
import AfterglowRender
import AfterglowScene
import Foundation

extension ScreenshotRequest {
    /// Adds SwiftUI sources' activities: their templates (compiled ones drawn by their own
    /// code through the template provider) and, unless payloads were given, their previews as
    /// the activities started — two for the minimal presentation, which needs a second activity.
    /// `payloads`: the `--payload` files; their content states are the compiled path's first
    /// candidates for the starting state (the state that will be shown; a made-up one may trap).
    public mutating func addWidgetSources(_ paths: [String], payloadsGiven: Bool, presentation: ScreenshotPresentation?,
                                          payloads: [String] = [], note: (String) -> Void) throws {
        let sources = try WidgetSources.load(paths, given: Self.givenStates(payloads))
        for n in sources.notes { note(n) }
        extraTemplates = sources.templates
        templateProvider = sources.makeTemplateProvider()
        if !payloadsGiven {
            startPayloads = sources.startPayloads
            if presentation == .minimal && sources.startPayloads.count < 2 { startPayloads += sources.secondStarts }
        }
    }

    /// The Live Activity content states of `payloads` (a file that does not parse gives none here;
    /// the payload step reports it).
    static func givenStates(_ payloads: [String]) -> [CompiledImport.GivenState] {
        payloads.compactMap { path in
            guard let p = try? PayloadParser.parse(contentsOf: path), let live = p.aps.liveActivity, let state = live.contentState else { return nil }
            return CompiledImport.GivenState(type: live.attributesType, attributes: live.attributes, state: state)
        }
    }

    /// Every `--payload` must be a file (a directory gets a pointer to `afterglow payload`).
    public static func checkPayloadPaths(_ payloads: [String]) throws {
        for p in payloads {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: p, isDirectory: &isDirectory) else { throw ScreenshotError(description: "--payload \(p): no such file") }
            if isDirectory.boolValue {
                throw ScreenshotError(description: "--payload \(p) is a directory: pass the payload files (or a sequence.json); `afterglow payload \(p)` checks them all")
            }
        }
    }
}

/// `screenshot --timing N`: compose (scene → display list) and render (display list → pixels)
/// timed separately on this machine's monotonic clock, the numbers docs/RENDERING.md quotes.
public enum ScreenshotTiming {
    public static func measure(_ r: ScreenshotResult, runs: Int) -> String {
        let composer = SceneComposer(), renderer = CairoRenderer(), clock = ContinuousClock()
        var compose: [Double] = [], render: [Double] = []
        var buffer = PixelBuffer(width: r.list.pixelWidth, height: r.list.pixelHeight)
        for _ in 0..<runs {
            var list = r.list
            compose.append(WidgetReloader.ms(clock.measure { list = composer.compose(r.state) }))
            render.append(WidgetReloader.ms(clock.measure { renderer.render(list, into: &buffer, damage: nil) }))
        }
        func stats(_ v: [Double]) -> String {
            let s = v.sorted()
            return String(format: "median %.2f ms, worst %.2f ms", s[s.count / 2], s.last!)
        }
        return "timing over \(runs) runs, \(r.list.pixelWidth)x\(r.list.pixelHeight) px full frame: compose \(stats(compose)); render \(stats(render))"
    }

}

extension ScreenshotResult {
    /// What `afterglow screenshot` says it wrote.
    public func wroteLine(_ path: String, device: String, appearance: Appearance, alwaysOn: Bool) -> String {
        "wrote \(path) (\(image.width)x\(image.height) px, \(device), \(presentation.rawValue), \(appearance.rawValue)\(alwaysOn ? ", Always On" : ""); \(activityCount) activities, \(notificationCount) notifications)"
    }

    /// Why the still is not what was asked (the image shows what was valid; a script still has to
    /// learn that a payload was not): rejected payloads, and a presentation showing none of them.
    public var failures: [String] {
        var out: [String] = []
        if !rejectedPayloads.isEmpty { out.append("\(rejectedPayloads.count) payload(s) rejected (the image shows the rest)") }
        if let e = emptiness { out.append("\(e)") }
        return out
    }
}
