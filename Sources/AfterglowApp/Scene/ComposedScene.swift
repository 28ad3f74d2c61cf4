import AfterglowMotion
import AfterglowTime
import AfterglowGeometry
import AfterglowDevices
import AfterglowDisplay
import AfterglowPayloads
import AfterglowEvents
import AfterglowPower
import AfterglowContent
import AfterglowScene
import AfterglowEmulator
import Foundation

/// The real scene for the emulator: the content module's activity and notification stores fed by
/// the payloads, composed by the scene module's `SceneComposer` (with its Always On transform),
/// text measured by Pango. The window, the headless run, the bench and `screenshot --device`
/// (a still: `still` set) all show this scene through the `Emulator`.
///
/// Payloads arrive parsed (`DeviceEvent.push`). A scenario replays the same payload files many
/// times, so with `restampsPushes` each push is re-stamped as if the server sent it at the moment it arrives: `aps.timestamp` becomes the current clock time and a
/// content-state `etaSeconds` becomes `eta` = now + etaSeconds (unix seconds), which keeps
/// ActivityKit's ordering rule (older timestamps are ignored) from discarding the updates. A still
/// applies payloads as sent, each at the time it carries.
public final class ComposedScene: EmulatorScene {
    public let device: DeviceProfile
    public let anchor: WallClockAnchor
    public let activities: ActivityStore
    public let notifications: NotificationStore
    /// Imported templates (`run --widget`) first, so they win over an example of the same type,
    /// then the examples'.
    public private(set) var templates: [ActivityTemplate]
    private let baseTemplates: [ActivityTemplate]
    /// Templates that depend on the content state (`run`/`screenshot --widget`'s compiled path),
    /// asked per activity before `templates`. Set under the session lock.
    public var templateProvider: (any ActivityTemplateProvider)? { didSet { composition.invalidate() } }
    /// Text metrics for layout: the renderer's own (Pango for Cairo), injected by `EmulatorAssembly`.
    public let measurer: any TextMeasurer
    public let restampsPushes: Bool
    /// Activity types whose template reads the clock (`ActivityTemplate.readsTheClock`).
    private var clockReaders: Set<String>
    /// Light or dark system appearance (the window's dark-mode key and the control API set it).
    public var appearance: Appearance = .dark { didSet { composition.invalidate() } }
    /// What the window asked to show (nil: the scene's own choice): Notification Center after a
    /// pull-down, StandBy when that setting is on; the expanded island after press-and-hold.
    public var surfaceOverride: SceneState.Surface? { didSet { composition.invalidate() } }
    public var islandOverride: SceneState.IslandPresentation? { didSet { composition.invalidate() } }
    public var nightMode = false { didSet { composition.invalidate() } }
    public var alwaysOnWallpaper: Bool? { didSet { composition.invalidate() } }
    public var surfaceExpanded = false { didSet { composition.invalidate() } }
    /// Settings › show sensitive content while locked (a settings event from a scenario, the
    /// window or the control API).
    public var showSensitiveContent = false { didSet { composition.invalidate() } }
    /// The app's strings `loc-key` alerts are resolved in (`--strings`); nil draws them as "[KEY: args]".
    public var strings: LocalizedStrings? { didSet { composition.invalidate() } }
    /// How a still poses the frame (`afterglow screenshot`); nil for a live scene.
    public var still: StillPose? { didSet { composition.invalidate() } }
    /// What the last still frame composed (its state, presentation, crop and content problems).
    public private(set) var lastStill: StillFrame?
    /// The interactive elements of the last frame composed (topmost last) and whether it was in
    /// Always On, where a tap only wakes the screen.
    private var tapTargets: [(bounds: Rect, target: ContentInteraction)] = []
    private var lastFrameAlwaysOn = false
    /// Animates between the lists this scene composes (island morphs, content transitions, cards
    /// sliding in and out) on the emulator's clock: docs/MOTION.md.
    private var animator = SceneAnimator()
    /// The composer's last list while nothing it read has changed: animated frames in between
    /// draw from it instead of composing the scene again (docs/MOTION.md › Frame cost).
    private var composition = CompositionCache()
    /// Compositions made and reused (`bench-motion`, tests).
    public var compositionCounts: (made: Int, reused: Int) { (composition.made, composition.reused) }
    /// false: compose every frame (`bench-motion --compose-every-frame`, to measure what reuse saves).
    public var reusesCompositions = true
    /// A push changed the content since the last frame: its changes get content transitions
    /// (a timer's tick or the clock's minute land in one step).
    private var contentChanged = false
    /// What the last frame arranged (surface, island presentation, activities shown): a change
    /// there animates; a change the clock made (a timer) does not.
    private var lastArrangement: SceneArrangement?
    /// The last frame showed StandBy with the activity as its minimal bubble (not yet expanded).
    private var lastFrameStandByMinimal = false
    /// The Lock Screen activity whose dismiss button a swipe left revealed.
    private var dismissRevealed: String?
    /// The activity whose watch "Open on iPhone" view is up.
    private var watchOpenSheet: String?
    /// The Mac's iPhone Mirroring window, open after a click on the menu bar activity.
    private var mirroring: IPhoneMirroring?

    public init(device: DeviceProfile, clock: SimulationClock, templates: [ActivityTemplate], imported: [ActivityTemplate] = [],
                anchor: WallClockAnchor = .examples, restampsPushes: Bool = true, measurer: any TextMeasurer) {
        self.device = device
        self.anchor = anchor
        self.restampsPushes = restampsPushes
        self.measurer = measurer
        activities = ActivityStore(clock: clock, anchor: anchor)
        notifications = NotificationStore(clock: clock)
        baseTemplates = templates
        self.templates = imported + templates
        clockReaders = Self.clockReaders(imported + templates)
        // The scene's own measurer: a per-digit roll splits text where the renderer places it.
        animator.measurer = measurer
    }

    /// Swaps the imported templates (a re-import after a save). Running activities keep their
    /// content state: only how they are drawn changes. Call under the session lock.
    public func replaceImported(_ imported: [ActivityTemplate]) {
        templates = imported + baseTemplates
        clockReaders = Self.clockReaders(templates)
        composition.invalidate()
    }

    /// Activity types whose drawn template reads the clock. Asked at every wake of the loop
    /// (`nextChange`), so the template trees are walked once per template set; the first template
    /// of a type is the one drawn (`SceneContent.activities`).
    private static func clockReaders(_ templates: [ActivityTemplate]) -> Set<String> {
        var firsts: [String: ActivityTemplate] = [:]
        for t in templates where firsts[t.activityType] == nil { firsts[t.activityType] = t }
        return Set(firsts.values.filter(\.readsTheClock).map(\.activityType))
    }

    public struct PushError: Error, CustomStringConvertible { public var description: String }

    public func apply(_ event: DeviceEvent, at t: Timestamp, motion: inout MotionSystem) throws -> [DeviceEvent] {
        // Any input may change what is composed (a push, a tap revealing or dismissing, a setting).
        composition.invalidate()
        switch event {
        case .push(let payload, _):
            contentChanged = true
            return try deliver(payload, source: payload.source ?? "pushed payload", at: t)
        case .tap(let p):
            // Any tap closes a revealed dismiss button; one on the button dismisses the activity.
            let hit = tapped(at: p)
            dismissRevealed = nil
            // The watch's "Open on iPhone" view: a tap on the activity opens it, any tap closes it
            // (on the button, after the app opened on the phone).
            watchOpenSheet = hit?.opens == .watchOpenOnIPhone && hit?.kind == ContentInteraction.activityKind ? hit?.activityID : nil
            // The Mac: a click on the activity launches iPhone Mirroring, its window stays until
            // the next click.
            mirroring = hit.flatMap { $0.opens == .iPhoneMirroring && $0.kind == ContentInteraction.activityKind
                ? IPhoneMirroring(activityID: $0.activityID, url: $0.action) : nil }
            if let hit, hit.kind == LockScreenDismissButton.kind {
                activities.dismiss(id: hit.activityID)
            }
            return hit.map { [.interaction($0)] } ?? []
        case .swipe(let p, let dx):
            return swiped(at: p, dx: dx).map { [.interaction($0)] } ?? []
        case .settings(.showSensitiveContent(let v)):
            showSensitiveContent = v
            return []
        case .notification(let title):
            // A notification by title alone (a scenario's `notification` event): delivered as one.
            // The power model has it already (it is the input), so its follow-ups are dropped.
            _ = notifications.deliver(.alert(title: title, body: "New message"))
            _ = drain()
            return []
        default:
            return []
        }
    }

    private func deliver(_ pushed: APNsPayload, source: String, at t: Timestamp) throws -> [DeviceEvent] {
        let payload = (restampsPushes ? restamped(pushed, at: t) : pushed).localizing(with: strings).payload
        if payload.isLiveActivity, let provider = templateProvider, let live = payload.aps.liveActivity, let state = live.contentState {
            // The developer's ContentState decodes the push first; one it cannot decode is dropped.
            let active = activities.lockScreen.filter(\.isActive)
            let target = live.attributesType.flatMap { t in active.last { $0.attributesType == t } } ?? active.last
            if let type = live.attributesType ?? target?.attributesType, let attributes = live.attributes ?? target?.attributes,
               let why = provider.admit(type: type, attributes: attributes, state: state) {
                throw PushError(description: "\(source): dropped, the last content state stays: \(why)")
            }
        }
        if payload.isLiveActivity {
            if case .rejected(let id, let reason) = activities.apply(payload) {
                throw PushError(description: "\(source): rejected\(id.map { " for activity \($0)" } ?? ""): \(reason)")
            }
        } else {
            // A relative `sender-image` lies beside the payload's file.
            _ = notifications.deliver(payload, baseDirectory: payload.source.map { ($0 as NSString).deletingLastPathComponent })
        }
        return drain()
    }

    /// What a tap at `p` reached in the frame on screen: the topmost button, toggle or link drawn
    /// there (in CarPlay deactivated: it runs nothing). A tap on a dimmed Always On screen only wakes it.
    private func tapped(at p: Point) -> ContentInteraction? {
        guard !lastFrameAlwaysOn else { return nil }
        guard var hit = tapTargets.last(where: { $0.bounds.contains(p) })?.target else { return nil }
        // StandBy's minimal bubble does not open the app: "When someone taps it, it transitions to
        // the Lock Screen presentation, scaled up" (seeds/001 › StandBy); the session expands it.
        if lastFrameStandByMinimal, hit.kind == ContentInteraction.activityKind { return nil }
        // "Open on iPhone" opens the app on the phone, whatever the watch would otherwise do.
        if hit.opens != nil, hit.kind != SceneComposer.openOnIPhoneKind {
            let type = activities.lockScreen.first { $0.id == hit.activityID }?.attributesType
            let hasWatchApp = templates.first { $0.activityType == type }?.hasWatchApp ?? false
            hit.opens = AppOpening.destination(for: device.kind, hasWatchApp: hasWatchApp)
        }
        return hit
    }

    /// A swipe left on a Lock Screen activity shows the system's dismiss button beside it (seeds/001
    /// › "Verify the generated color of the dismiss button"); a swipe right, or on anything else,
    /// puts it away. Always On only wakes.
    private func swiped(at p: Point, dx: Double) -> ContentInteraction? {
        guard !lastFrameAlwaysOn else { return nil }
        let hit = tapTargets.last { $0.bounds.contains(p) && $0.target.kind == ContentInteraction.activityKind && $0.target.presentation == "lockScreen" }?.target
        guard dx < 0, let hit else { dismissRevealed = nil; return nil }
        dismissRevealed = hit.activityID
        return ContentInteraction(activityID: hit.activityID, kind: "revealDismiss", action: nil, presentation: "lockScreen", deactivated: false)
    }

    /// Content events that light the screen, as device events for the display-power model.
    private func drain() -> [DeviceEvent] {
        var out: [DeviceEvent] = []
        for e in activities.drainEvents() + notifications.drainEvents() where e.lightsScreen {
            switch e {
            case .alert(let id, _):
                out.append(.activityAlert(activityID: id))
                // "Live Activity alerts light up the screen and by default play the notification
                // sound" (seeds/001): an alert that names no sound plays the default one.
                if let alert = activities.lockScreen.first(where: { $0.id == id })?.lastAlert {
                    out.append(.alertSound(AlertSound(name: alert.sound ?? AlertSound.defaultName, source: "activity \(id)",
                                                      defaulted: alert.sound == nil)))
                }
            case .notificationDelivered(let id, _, _):
                let n = notifications.notifications.first { $0.id == id }
                let title = n?.title ?? "notification"
                out.append(.notification(title: title))
                if let s = n?.sound { out.append(.alertSound(AlertSound(name: s.name, critical: s.critical, source: "notification \(id)"))) }
            default: break
            }
        }
        return out
    }

    /// The payload as if the server sent it now (see the type's comment), edited as a parsed value.
    private func restamped(_ pushed: APNsPayload, at t: Timestamp) -> APNsPayload {
        guard var live = pushed.aps.liveActivity else { return pushed }
        let now = anchor.unixSeconds(t)
        live.timestamp = now.rounded(.down)
        // A state the developer's own Codable type decodes (the compiled path) is theirs: kept as sent.
        let type = live.attributesType ?? activities.lockScreen.last(where: \.isActive)?.attributesType
        if var state = live.contentState?.objectValue, !(type.map { templateProvider?.draws($0) ?? false } ?? false) {
            if let eta = state["etaSeconds"]?.numberValue {
                state["eta"] = .number((now + eta).rounded(.down))
                state["etaSeconds"] = nil
            }
            // The core fallback scene's field; the templates do not read it.
            state["progress"] = nil
            live.contentState = .object(state)
        }
        if live.staleDate != nil { live.staleDate = (now + 900).rounded(.down) }
        var payload = pushed
        payload.aps.liveActivity = live
        return payload
    }

    public func displayList(_ c: SceneContext) -> DisplayList {
        // A still's Always On blend is the look it was asked for, not where the power model is.
        let alwaysOn = still?.alwaysOn ?? c.alwaysOnProgress
        // The layout depends on the Always On level only through its phase; the blend is applied
        // to the composition at each frame's level (a dimming ramp lays the scene out once).
        let key = CompositionCache.Key(layoutPhase: SceneComposer.layoutPhase(alwaysOn), policy: c.policy)
        var fresh: Bool, made: CompositionCache.Composition
        if still == nil, reusesCompositions, let reuse = composition.reusable(key, at: c.time) {
            made = reuse; fresh = false
            if reuse.level != alwaysOn {
                var s = reuse.state
                s.alwaysOn = alwaysOn
                made.list = SceneComposer().finish(reuse.base, s)
                made.level = alwaysOn
                composition.refinished(made)
                fresh = true
            }
        } else {
            made = compose(c, alwaysOn: alwaysOn, key: key); fresh = true
            if still == nil { composition.store(made) }
        }
        // While dimming, motion already under way comes to rest on its own curve ("Gracefully
        // transition motion to a resting state; don't stop it instantly", seeds/000_205e286e25c04a91.txt);
        // nothing new starts, and Always On itself lands everything in one step.
        let settling = c.state == .dimming && still == nil
        let list = animator.present(made.list, at: c.time, mode: settling ? (c.settings.reduceMotion ? .reduceMotion : .full) : animationMode(c),
                                    contentChanged: contentChanged && !settling,
                                    layoutChanged: made.arrangement != lastArrangement && !settling, composed: fresh)
        contentChanged = false
        lastArrangement = made.arrangement
        tapTargets = list.items.compactMap { item in
            if case .tapTarget(let t) = item.command { return (item.bounds, t) }
            return nil
        }
        lastFrameAlwaysOn = alwaysOn > 0.5
        lastFrameStandByMinimal = made.standByMinimal
        return list
    }

    /// A dim or wake ramp's next layout phase (the midpoint, then past it), composed in a frame
    /// before the one that shows it: that frame redraws the whole screen and has no time to spare
    /// for a layout too. Content is `c.time`'s, so the composition serves the later frame only
    /// while nothing changes by itself (`validUntil`), as any reuse. The emulator asks only in
    /// frames that lay nothing out, so no frame holds two layouts.
    public func prepare(_ c: SceneContext) -> Bool {
        guard still == nil, reusesCompositions else { return false }
        let key = CompositionCache.Key(layoutPhase: SceneComposer.layoutPhase(c.alwaysOnProgress), policy: c.policy)
        guard !composition.has(key, at: c.time) else { return false }
        composition.storeAhead(compose(c, alwaysOn: c.alwaysOnProgress, key: key))
        return true
    }

    /// The scene where things are at `c.time`: the composer's list, before any animation.
    private func compose(_ c: SceneContext, alwaysOn: Double, key: CompositionCache.Key) -> CompositionCache.Composition {
        let (acts, contentProblems) = sceneActivities(now: c.time, luminanceReduced: alwaysOn > 0.5)
        // A live scene lists the latest 20 (a scenario replays pushes for hours); a still, all.
        let delivered = still == nil ? Array(notifications.notifications.prefix(20)) : notifications.notifications
        let notes = delivered.map { SceneNotification($0, category: notifications.category($0.categoryID), now: c.time) }
        var state = SceneState(device: device, activities: acts, notifications: notes, appearance: appearance,
                               alwaysOn: alwaysOn,
                               alwaysOnPolicy: alwaysOnWallpaper.map { c.policy.withAlwaysOnWallpaper($0) } ?? c.policy,
                               locked: still?.locked ?? true, previews: still?.previews ?? .always, now: c.time,
                               wallClock: WallClock(unixSeconds: anchor.unixSeconds(c.time), utcOffsetSeconds: still?.utcOffsetSeconds ?? 0),
                               measurer: measurer)
        state.surface = .resting(for: device.kind, hasActivity: !acts.isEmpty)
        state.standByExpanded = surfaceExpanded
        state.showSensitiveWhenLocked = showSensitiveContent
        state.menuBarExpanded = surfaceExpanded
        state.watchOpenOnIPhoneActivityID = watchOpenSheet.flatMap { id in acts.contains { $0.id == id } ? id : nil }
        state.iPhoneMirroring = mirroring.flatMap { m in acts.contains { $0.id == m.activityID } ? m : nil }
        state.dismissRevealedActivityID = dismissRevealed.flatMap { id in acts.contains { $0.id == id } ? id : nil }
        if let still {
            state.nightMode = still.nightMode
            let presentation = still.presentation ?? ScreenshotPresentation.resting(device.kind, hasActivity: !acts.isEmpty)
            let crop = presentation.pose(&state, activities: activities, notifications: notifications)
            lastStill = StillFrame(state: state, presentation: presentation, crop: crop, activities: acts, contentProblems: contentProblems)
        } else if device.kind == .phone {
            if let s = surfaceOverride { state.surface = s }
            if state.surface == .homeScreen {
                // Unlocked, the island shows what ActivityKit assigns it: compact, minimal for two
                // activities, expanded while an alert presents (HIG Live Activities, seeds/001).
                state.islandPresentation = SceneContent.islandPresentation(activities.dynamicIsland)
                if case .expanded(let id) = activities.dynamicIsland { state.alertingActivityID = id }
            }
            if let i = islandOverride, !acts.isEmpty { state.islandPresentation = i }
            state.nightMode = nightMode
        }
        let base = SceneComposer().base(state)
        return CompositionCache.Composition(list: SceneComposer().finish(base, state), base: base, state: state, level: alwaysOn,
                                            arrangement: SceneArrangement(state),
                                            standByMinimal: state.surface == .standBy && !state.standByExpanded, key: key,
                                            madeAt: c.time, validUntil: validUntil(c))
    }

    /// Until when a composition made for `c` stays true: the scene's next own change — or the
    /// next frame when `c.time` is itself such a change (a timer's second that began at this very
    /// instant shows its next value from the instant after: "39:52" at 8.000 s is "39:51" at 8.008 s).
    func validUntil(_ c: SceneContext) -> Timestamp? {
        if c.time.nanoseconds > 0, nextChange(after: c.time - .nanoseconds(1), state: c.state) == c.time { return c.time + .nanoseconds(1) }
        return nextChange(after: c.time, state: c.state)
    }

    /// How this frame may animate: not at all in a still, while the display is not interactive
    /// (dimming, Always On with reduced luminance, waking, off: "the system doesn't perform
    /// animations on Always-On displays with reduced luminance", seeds/001_611357925a2c2c41.txt),
    /// cross-fades only with Reduce Motion (seeds/003_1e30168b3174ba25.txt › Animation).
    func animationMode(_ c: SceneContext) -> SceneAnimator.Mode {
        if still != nil || c.state != .interactive || c.alwaysOnProgress > 0 { return .none }
        return c.settings.reduceMotion ? .reduceMotion : .full
    }

    public func isAnimating(at t: Timestamp) -> Bool { animator.isAnimating(at: t) }

    /// Each template's preview activity on the Lock Screen and in the expanded island, awake and
    /// in Always On: composed with the scene's measurer (its text sizes cached) and returned for
    /// the emulator to draw off the record. The scene's own content, cache and animations are
    /// untouched.
    public func warmUpLists(_ c: SceneContext) -> [DisplayList] {
        guard still == nil else { return [] }
        let previews = templates.filter { $0.previewState != nil }.map { $0.previewActivity(at: c.time, anchor: anchor) }
        guard !previews.isEmpty else { return [] }
        var lists: [DisplayList] = []
        for alwaysOn in [0.0, 1.0] {
            let acts = SceneContent.activities(previews, templates: templates, measurer: measurer, now: c.time, luminanceReduced: alwaysOn > 0.5).activities
            var state = SceneState(device: device, activities: acts, notifications: [], appearance: appearance, alwaysOn: alwaysOn,
                                   alwaysOnPolicy: c.policy, locked: true, previews: .always, now: c.time,
                                   wallClock: WallClock(unixSeconds: anchor.unixSeconds(c.time), utcOffsetSeconds: 0), measurer: measurer)
            state.surface = .resting(for: device.kind, hasActivity: true)
            lists.append(SceneComposer().compose(state))
            if device.kind == .phone, device.dynamicIsland != nil, alwaysOn == 0 {
                state.surface = .homeScreen
                state.islandPresentation = .expanded
                lists.append(SceneComposer().compose(state))
            }
        }
        return lists
    }

    /// The activities on screen with their templates: the provider's (state-dependent) first,
    /// else the type's static template.
    private func sceneActivities(now: Timestamp, luminanceReduced: Bool) -> (activities: [TemplateSceneActivity], problems: [String]) {
        guard let provider = templateProvider else {
            return SceneContent.activities(activities.lockScreen, templates: templates, measurer: measurer, now: now, luminanceReduced: luminanceReduced)
        }
        var environment = ActivityTemplateEnvironment(appearance: appearance, luminanceReduced: luminanceReduced, unixNow: anchor.unixSeconds(now),
                                                      smallFamily: device.kind == .watch || device.kind == .carPlay)
        var out: [TemplateSceneActivity] = [], problems: [String] = []
        for a in activities.lockScreen {
            environment.stale = a.isStale(at: now)
            let r = provider.drawn(a, environment: environment).map { d in
                SceneContent.activities([d.activity], templates: [d.template], measurer: measurer, now: now, luminanceReduced: luminanceReduced)
            } ?? SceneContent.activities([a], templates: templates, measurer: measurer, now: now, luminanceReduced: luminanceReduced)
            out += r.activities; problems += r.problems
        }
        return (out, problems)
    }

    public func nextChange(after t: Timestamp, state: DisplayState) -> Timestamp? {
        let minute = AppUpdateCadence.nextSlot(after: t + .nanoseconds(1), interval: .seconds(60))
        var out = minute
        // A template that reads the clock (a timer, a date-interval progress, a relative date) is
        // laid out again every second while it is on screen (damage tracking makes an unchanged
        // second free); a static one costs nothing until its content changes.
        if activities.lockScreen.contains(where: { clockReaders.contains($0.attributesType) || templateProvider?.readsTheClock($0.attributesType) == true }) {
            out = min(out, AppUpdateCadence.nextSlot(after: t + .nanoseconds(1), interval: .seconds(1)))
        }
        if let d = activities.nextDeadline(), d > t { out = min(out, d) }
        return out
    }
}
