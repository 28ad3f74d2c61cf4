import AfterglowGeometry
import AfterglowTime
import AfterglowDevices
import AfterglowDisplay
import AfterglowPayloads
import AfterglowPower
import AfterglowContent
import AfterglowScene
import AfterglowRender
import Foundation

/// How a still poses its frame: the presentation asked for (nil: the device's resting surface)
/// and the look it is taken in. The Always On blend is a look asked of the picture (any level of
/// the dimming transition), not a state the display-power model reached.
public struct StillPose: Sendable {
    public var presentation: ScreenshotPresentation?
    public var alwaysOn: Double
    public var locked: Bool
    public var previews: SceneState.PreviewPolicy
    public var nightMode: Bool
    public var utcOffsetSeconds: Int
}

/// What a still frame composed.
public struct StillFrame {
    public var state: SceneState
    public var presentation: ScreenshotPresentation
    /// Display item prefixes a crop keeps (empty: the whole screen).
    public var crop: [String]
    /// The activities as the scene drew them, and the missing templates and fields found while
    /// turning them into scene content.
    public var activities: [TemplateSceneActivity]
    public var contentProblems: [String]
}

/// `afterglow screenshot --device`: one frame of the same `Emulator` that `run` and `bench` drive,
/// on a virtual clock. The scene is the emulator's `ComposedScene` posed as a still; payloads are
/// sent as `.push` events, each at the time it carries (a Live Activity's `timestamp`, a sequence
/// step's offset), with a frame at that time so ActivityKit's rules see them in order; the clock
/// then moves to `--at` and the last frame, drawn by the emulator's `CairoRenderer`, is the picture.
/// Auto-Lock is Never, so however long the payloads span the screen stays as asked.
public enum ScreenshotFrame {
    public static func render(_ r: ScreenshotRequest, defaultTemplateDirectory: String?) throws -> ScreenshotResult {
        if let p = r.presentation, !p.kinds.contains(r.device.kind) {
            let valid = ScreenshotPresentation.allCases.filter { $0.kinds.contains(r.device.kind) }.map(\.rawValue)
            throw ScreenshotError(description: "presentation '\(p.rawValue)' does not exist on \(r.device.id) (a \(r.device.kind.rawValue)); use one of: \(valid.joined(separator: ", "))")
        }
        var warnings: [String] = []
        var rejected: [String] = []
        // "Not supported in iPadOS, macOS, or tvOS" (HIG Always On, seeds/000): the dimmed picture
        // is still drawn, as asked, but it shows nothing the device would (issue 29).
        if r.alwaysOn > 0, !r.device.alwaysOn.supported {
            warnings.append("\(r.device.id) has no Always On display (a \(r.device.kind.rawValue): HIG Always On, not supported in iPadOS, macOS, or tvOS); the dimmed picture is a what-if, not what the device shows")
        }

        // Templates: given ones, then any template.json beside a payload, then the examples.
        var templateFiles: [String] = []
        for p in r.templatePaths { templateFiles += TemplateFiles.at(p) }
        for p in r.payloadPaths { templateFiles += TemplateFiles.at((p as NSString).deletingLastPathComponent + "/template.json") }
        if templateFiles.isEmpty, r.extraTemplates.isEmpty, let d = defaultTemplateDirectory { templateFiles += TemplateFiles.at(d) }
        var templates: [ActivityTemplate] = r.extraTemplates
        // In the order given, each file once: the first template of a type is the one drawn, so
        // `--template` wins over a template.json beside the payload.
        var seen = Set<String>()
        for f in templateFiles where seen.insert(f).inserted {
            do { templates.append(try TemplateParser.parse(contentsOf: f)) } catch { warnings.append("template \(f): \(error)") }
        }

        let clock = VirtualClock()
        var assembly = EmulatorAssembly(device: r.device, clock: clock)
        assembly.content = .init(templates: templates, anchor: r.anchor, restampsPushes: false)
        assembly.appearance = r.appearance
        // Auto-Lock Never: however long the payloads span, the screen stays as asked.
        assembly.settings = DisplaySettings(device: r.device)
        assembly.settings?.inactivityTimeoutS = .infinity
        guard let scene = assembly.makeScene().composed else { throw ScreenshotError(description: "no composed scene") }
        scene.alwaysOnWallpaper = r.alwaysOnWallpaper
        scene.templateProvider = r.templateProvider
        scene.still = StillPose(presentation: r.presentation, alwaysOn: r.alwaysOn, locked: r.locked, previews: r.previews,
                                nightMode: r.nightMode, utcOffsetSeconds: r.utcOffsetSeconds)

        // Categories: given ones, then categories.json beside a payload.
        var categoryFiles = r.categoryPaths
        for p in r.payloadPaths {
            let c = (p as NSString).deletingLastPathComponent + "/categories.json"
            if FileManager.default.fileExists(atPath: c) { categoryFiles.append(c) }
        }
        for f in Set(categoryFiles).sorted() {
            do { for c in try CategoryFile.load(contentsOf: f) { scene.notifications.register(c) } } catch { warnings.append("\(error)") }
        }

        let assembled = assembly.assemble(scene: scene, composed: scene)
        let emulator = assembled.emulator
        // Each payload arrives in a frame at its time; what the scene rejects is an emulator problem.
        func push(_ payload: APNsPayload, label: String, at t: Timestamp? = nil) {
            var payload = payload
            payload.source = payload.source ?? label
            warnings += payload.warnings.map { "\(label): \($0)" }
            let localized = payload.localizing(with: r.strings)
            payload = localized.payload
            warnings += localized.warnings.map { "\(label): \($0)" }
            if let t { clock.advance(to: t) }
            let known = emulator.problemLog.count
            emulator.send(.push(payload, priority: 10))
            emulator.frameNow()
            rejected += emulator.problemLog.dropFirst(known).map(\.message)
        }

        for s in r.startPayloads { push(s.payload, label: s.label) }
        for path in r.payloadPaths {
            if (path as NSString).lastPathComponent.hasPrefix("sequence") {
                do {
                    let seq = try PayloadSequence.load(contentsOf: path)
                    for step in seq.steps { push(step.payload, label: step.file, at: Timestamp(seconds: step.at)) }
                } catch { rejected.append("\(error)") }
                continue
            }
            do {
                let payload = try PayloadParser.parse(contentsOf: path)
                push(payload, label: path, at: payload.aps.liveActivity.map { r.anchor.timestamp(unixSeconds: $0.timestamp) })
            } catch { rejected.append("\(error)") }
        }
        warnings += rejected
        if let at = r.at {
            // The clock only moves forward: payloads already applied cannot be un-applied.
            if Timestamp(seconds: at) < clock.now {
                warnings.append("--at \(at) s is before the last payload (\(clock.now.seconds) s): rendering at \(clock.now.seconds) s")
            }
            clock.advance(to: Timestamp(seconds: at))
        }
        emulator.frameNow()
        guard let frame = scene.lastStill, let list = emulator.currentList else {
            throw ScreenshotError(description: "the emulator drew no frame on \(r.device.id)")
        }
        let state = frame.state, now = state.now
        warnings += scene.activities.log.map { "activity log: \($0)" }
        warnings += frame.contentProblems
        let emptiness = frame.presentation.emptiness(state, payloadsGiven: !r.payloadPaths.isEmpty || !r.startPayloads.isEmpty)
        for t in Set(frame.activities.filter(\.template.isGeneric).map(\.template.activityType)).sorted() {
            warnings.append("\(t): to draw it as designed, pass its template (--template FILE) or its SwiftUI Live Activity (--widget SOURCES)")
        }
        if frame.presentation == .minimal && state.activities.filter(\.showsInDynamicIsland).count < 2 {
            warnings.append("the minimal presentation needs two active Live Activities; showing compact")
        }

        // The crop is where the presentation is when awake (Always On removes its platter): the
        // frame's own list when it is awake, a second composition only for an Always On still.
        var region: Rect?
        if r.crop && !frame.crop.isEmpty {
            var awake = state
            awake.alwaysOn = 0
            let awakeList = state.alwaysOn == 0 ? list : SceneComposer().compose(awake)
            region = awakeList.bounds(ofItemsWithPrefixes: frame.crop, margin: 8)
        }
        let image = region.map { emulator.currentFrame.cropped(to: PixelRect(covering: $0, scale: list.scale)) } ?? emulator.currentFrame
        warnings += (assembled.renderer as? CairoRenderer)?.warnings ?? []
        // Template problems (missing fields, content that does not fit), per presentation, in
        // the frames the content is actually given.
        let geometry = PresentationGeometry(device: r.device)
        for a in frame.activities {
            for p in [Presentation.lockScreen, .compactLeading, .compactTrailing, .minimalAttached, .expanded, .smartStack, .carPlay] {
                if let f = ActivityLayout.frame(p, geometry: geometry, template: a.template, activity: a.activity, now: now, measurer: scene.measurer) {
                    warnings += a.issues(in: f, appearance: r.appearance).map { "\(a.template.activityType) \(p.rawValue): \($0)" }
                }
            }
        }
        return ScreenshotResult(image: image, list: list, state: state, region: region, presentation: frame.presentation,
                                activityCount: state.activities.count, notificationCount: state.notifications.count,
                                warnings: unique(warnings), rejectedPayloads: rejected, emptiness: emptiness)
    }

    /// `list` without repeats, first occurrences kept in order.
    public static func unique(_ list: [String]) -> [String] {
        var seen = Set<String>()
        return list.filter { seen.insert($0).inserted }
    }
}
