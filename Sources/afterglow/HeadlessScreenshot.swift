import AfterglowKit
import AfterglowRender
import Foundation

/// Which screen or presentation a screenshot shows.
enum ScreenshotPresentation: String, CaseIterable, Sendable {
    case lockScreen, homeScreen, notificationCenter, notificationExpanded, compact, minimal, expanded, standBy, standByExpanded
    case smartStack, watchFace, shortLook, longLook
    case menuBar, menuBarExpanded, carPlay

    /// The kinds of device that have this presentation.
    var kinds: Set<DeviceProfile.Kind> {
        switch self {
        case .lockScreen, .homeScreen, .notificationCenter, .notificationExpanded: [.phone, .tablet]
        case .compact, .minimal, .expanded, .standBy, .standByExpanded: [.phone]
        case .smartStack, .watchFace, .shortLook, .longLook: [.watch]
        case .menuBar, .menuBarExpanded: [.mac]
        case .carPlay: [.carPlay]
        }
    }
}

/// Everything a headless screenshot needs. The window's control-socket mode can fill one in and
/// call `HeadlessScreenshot.render` to get the same pixels the CLI writes.
struct ScreenshotRequest: Sendable {
    var device: DeviceProfile
    /// `.apns`/`.json` payloads or `sequence.json` files, applied in order.
    var payloadPaths: [String] = []
    /// Template files or directories holding `*/template.json`.
    var templatePaths: [String] = []
    /// Templates already in memory (imported from SwiftUI source with `--widget`).
    var extraTemplates: [ActivityTemplate] = []
    /// Payloads applied at clock zero before the files (an imported activity's preview start).
    var startPayloads: [(label: String, payload: APNsPayload)] = []
    var categoryPaths: [String] = []
    var presentation: ScreenshotPresentation?
    var appearance: Appearance = .light
    var alwaysOn: Double = 0
    /// Always On › Show Wallpaper (iOS 16.2+): off turns the wallpaper black in Always On.
    var alwaysOnWallpaper = true
    var nightMode = false
    var locked = true
    var previews: SceneState.PreviewPolicy = .always
    /// Clock seconds after the anchor to render at; default: when the last payload arrived.
    var at: Double?
    var anchor: WallClockAnchor = .examples
    var utcOffsetSeconds = 0
    /// Crop to the presentation's frame instead of the whole screen.
    var crop = false
}

struct ScreenshotResult {
    var image: PixelBuffer
    var list: DisplayList
    /// The scene that was composed, and the region rendered (nil: the whole screen).
    var state: SceneState
    var region: Rect?
    var presentation: ScreenshotPresentation
    var activityCount: Int
    var notificationCount: Int
    /// Rejected payloads, missing templates and fields, unknown symbols: reported, never fatal.
    var warnings: [String]
    /// The payloads (or sequence steps) that were rejected, each with why; also in `warnings`.
    /// The image shows everything else, and the CLI exits 1 when this is not empty.
    var rejectedPayloads: [String] = []
}

struct ScreenshotError: Error, CustomStringConvertible {
    var description: String
}

enum HeadlessScreenshot {
    static func render(_ r: ScreenshotRequest, defaultTemplateDirectory: String?) throws -> ScreenshotResult {
        var warnings: [String] = []
        var rejected: [String] = []
        let clock = VirtualClock()
        let activities = ActivityStore(clock: clock, anchor: r.anchor)
        let notifications = NotificationStore(clock: clock)

        // Templates: given ones, then any template.json beside a payload, then the examples.
        var templateFiles: [String] = []
        for p in r.templatePaths { templateFiles += templateFilesAt(p) }
        for p in r.payloadPaths { templateFiles += templateFilesAt((p as NSString).deletingLastPathComponent + "/template.json") }
        if templateFiles.isEmpty, r.extraTemplates.isEmpty, let d = defaultTemplateDirectory { templateFiles += templateFilesAt(d) }
        var templates: [ActivityTemplate] = r.extraTemplates
        for f in Set(templateFiles).sorted() {
            do { templates.append(try TemplateParser.parse(contentsOf: f)) } catch { warnings.append("template \(f): \(error)") }
        }

        // Categories: given ones, then categories.json beside a payload.
        var categoryFiles = r.categoryPaths
        for p in r.payloadPaths {
            let c = (p as NSString).deletingLastPathComponent + "/categories.json"
            if FileManager.default.fileExists(atPath: c) { categoryFiles.append(c) }
        }
        for f in Set(categoryFiles).sorted() {
            do { for c in try CategoryFile.load(contentsOf: f) { notifications.register(c) } } catch { warnings.append("\(error)") }
        }

        for s in r.startPayloads { apply(s.payload, file: s.label, activities, notifications, &warnings, &rejected) }
        // Payloads, each at the clock time it carries (its timestamp, or its sequence step).
        for path in r.payloadPaths {
            if (path as NSString).lastPathComponent.hasPrefix("sequence") {
                do {
                    let seq = try PayloadSequence.load(contentsOf: path)
                    for step in seq.steps {
                        clock.advance(to: Timestamp(seconds: step.at))
                        apply(step.payload, file: step.file, activities, notifications, &warnings, &rejected)
                    }
                } catch { rejected.append("\(error)") }
                continue
            }
            do {
                let payload = try PayloadParser.parse(contentsOf: path)
                if let ts = payload.aps.liveActivity?.timestamp { clock.advance(to: r.anchor.timestamp(unixSeconds: ts)) }
                apply(payload, file: path, activities, notifications, &warnings, &rejected)
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
        let now = clock.now
        warnings += activities.log.map { "activity log: \($0)" }

        let measurer = PangoTextMeasurer()
        let (sceneActivities, problems) = SceneContent.activities(activities.lockScreen, templates: templates, measurer: measurer, now: now,
                                                                  luminanceReduced: r.alwaysOn > 0.5)
        warnings += problems
        let notes = notifications.notifications.map { SceneNotification($0, category: notifications.category($0.categoryID), now: now) }

        let resting = ScreenshotPresentation(rawValue: SceneState.Surface.resting(for: r.device.kind, hasActivity: !sceneActivities.isEmpty).rawValue)
        let presentation = r.presentation ?? resting ?? .lockScreen
        if !presentation.kinds.contains(r.device.kind) {
            let valid = ScreenshotPresentation.allCases.filter { $0.kinds.contains(r.device.kind) }.map(\.rawValue)
            throw ScreenshotError(description: "presentation '\(presentation.rawValue)' does not exist on \(r.device.id) (a \(r.device.kind.rawValue)); use one of: \(valid.joined(separator: ", "))")
        }

        var state = SceneState(device: r.device, activities: sceneActivities, notifications: notes, appearance: r.appearance,
                               alwaysOn: r.alwaysOn,
                               alwaysOnPolicy: AlwaysOnContentPolicy.standard.withAlwaysOnWallpaper(r.alwaysOnWallpaper), nightMode: r.nightMode, locked: r.locked, previews: r.previews, now: now,
                               wallClock: WallClock(unixSeconds: r.anchor.unixSeconds(now), utcOffsetSeconds: r.utcOffsetSeconds),
                               measurer: measurer)
        var crop: [String] = []
        switch presentation {
        case .lockScreen: state.surface = .lockScreen; crop = ["la."]
        case .homeScreen:
            state.surface = .homeScreen
            state.islandPresentation = SceneContent.islandPresentation(activities.dynamicIsland)
            if case .expanded(let id) = activities.dynamicIsland { state.alertingActivityID = id }
            // A notification delivered in the last 5 s still shows as a banner.
            if let latest = notifications.notifications.first, (now - latest.deliveredAt).seconds < 5,
               let n = notes.first(where: { $0.id == latest.id }) { state.banner = n }
            crop = ["island.", "banner."]
        case .notificationCenter: state.surface = .notificationCenter
        case .notificationExpanded: state.surface = .notificationExpanded
        case .compact, .minimal, .expanded:
            state.surface = .homeScreen
            state.islandPresentation = presentation == .compact ? .compact : presentation == .minimal ? .minimal : .expanded
            crop = ["island.shape", "island.detached"]
        case .standBy, .standByExpanded:
            state.surface = .standBy; state.standByExpanded = presentation == .standByExpanded
        case .menuBar, .menuBarExpanded:
            state.surface = .menuBar; state.menuBarExpanded = presentation == .menuBarExpanded
            crop = ["la."]
        case .carPlay: state.surface = .carPlay; crop = ["la."]
        case .smartStack: state.surface = .smartStack; crop = ["stack.activity.background"]
        case .watchFace: state.surface = .watchFace
        case .shortLook: state.surface = .shortLook
        case .longLook: state.surface = .longLook
        }
        if state.activities.isEmpty && [.compact, .minimal, .expanded, .smartStack, .menuBar, .menuBarExpanded, .carPlay].contains(presentation) {
            warnings.append("no Live Activity to show in '\(presentation.rawValue)': pass a Live Activity payload")
        }
        if presentation == .minimal && state.activities.filter(\.showsInDynamicIsland).count < 2 {
            warnings.append("the minimal presentation needs two active Live Activities; showing compact")
        }

        let composer = SceneComposer()
        let list = composer.compose(state)
        var awake = state
        awake.alwaysOn = 0
        let region = r.crop && !crop.isEmpty ? composer.compose(awake).bounds(ofItemsWithPrefixes: crop, margin: 8) : nil
        let renderer = CairoRenderer()
        let image = renderer.render(list, region: region)
        warnings += renderer.warnings
        // Template problems (missing fields, content that does not fit), per presentation, in
        // the frames the content is actually given.
        let geometry = PresentationGeometry(device: r.device)
        for a in sceneActivities {
            for p in [Presentation.lockScreen, .compactLeading, .compactTrailing, .minimalAttached, .expanded, .smartStack, .carPlay] {
                if let f = ActivityLayout.frame(p, geometry: geometry, template: a.template, activity: a.activity, now: now, measurer: measurer) {
                    warnings += a.issues(in: f, appearance: r.appearance).map { "\(a.template.activityType) \(p.rawValue): \($0)" }
                }
            }
        }
        return ScreenshotResult(image: image, list: list, state: state, region: region, presentation: presentation, activityCount: sceneActivities.count,
                                notificationCount: notes.count, warnings: unique(warnings), rejectedPayloads: rejected)
    }

    /// `list` without repeats, first occurrences kept in order.
    static func unique(_ list: [String]) -> [String] {
        var seen = Set<String>()
        return list.filter { seen.insert($0).inserted }
    }

    private static func apply(_ payload: APNsPayload, file: String, _ activities: ActivityStore, _ notifications: NotificationStore,
                              _ warnings: inout [String], _ rejected: inout [String]) {
        warnings += payload.warnings.map { "\(file): \($0)" }
        if payload.isLiveActivity {
            if case .rejected(let id, let reason) = activities.apply(payload) {
                rejected.append("\(file): rejected\(id.map { " for activity \($0)" } ?? ""): \(reason)")
            }
        } else {
            notifications.deliver(payload, baseDirectory: (file as NSString).deletingLastPathComponent)
        }
    }

    /// A template file, or every `*/template.json` (or `template.json`) in a directory.
    static func templateFilesAt(_ path: String) -> [String] {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else { return [] }
        guard isDir.boolValue else { return [path] }
        let direct = (path as NSString).appendingPathComponent("template.json")
        if FileManager.default.fileExists(atPath: direct) { return [direct] }
        let children = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return children.sorted().map { (path as NSString).appendingPathComponent("\($0)/template.json") }
            .filter { FileManager.default.fileExists(atPath: $0) }
    }
}
