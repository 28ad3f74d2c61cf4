import AfterglowDevices
import AfterglowDisplay
import AfterglowGeometry
import AfterglowTime

/// Builds the full-screen display list of a scene (points, at the device's pixel scale) from a
/// `SceneState`. Pure and cheap: it is called every frame by the display loop, ids are stable
/// ("lock.clock", "island.shape", "la.<activity>.<presentation>.<item>") and every presentation
/// frame comes from `PresentationGeometry`.
public struct SceneComposer: Sendable {
    public init() {}

    public func compose(_ input: SceneState) -> DisplayList { finish(base(input), input) }

    /// The scene before the Always On blend and Night Mode: it depends on `alwaysOn` only through
    /// which side of the midpoint it is on (`layoutPhase`), so a dimming or waking ramp can lay
    /// the scene out once and `finish` it at each frame's level (issue 27: those frames redraw
    /// the whole screen; composing it again each frame was part of their cost).
    public func base(_ input: SceneState) -> DisplayList {
        // Always On draws light-on-dark whatever the appearance (dark text would vanish on the
        // near-black dimmed wallpaper once row backgrounds are gone): past the transition's
        // midpoint the scene is composed in the dark appearance, as redaction switches there too.
        // The wallpaper stays the person's own, dimmed by the policy (iOS dims the Lock Screen
        // wallpaper in Always On rather than swapping it).
        var state = input
        if state.alwaysOn >= 0.5 { state.wallpaperAppearance = input.appearance; state.appearance = .dark }
        let geometry = PresentationGeometry(device: state.device)
        let screen = state.device.screen
        var list: DisplayList
        switch state.surface {
        case .lockScreen: list = lockScreen(state, geometry)
        case .homeScreen: list = homeScreen(state, geometry)
        case .notificationCenter: list = notificationCenter(state, geometry)
        case .notificationExpanded: list = expandedNotification(state, geometry)
        case .standBy: list = standBy(state, geometry)
        case .watchFace: list = watchFace(state, geometry)
        case .smartStack: list = smartStack(state, geometry)
        case .shortLook: list = shortLook(state)
        case .longLook: list = longLook(state)
        case .menuBar: list = menuBar(state, geometry)
        case .carPlay: list = carPlay(state, geometry)
        }
        if list.size == .zero { list.size = screen.pointSize }
        list.items = hidingStatusUnderIsland(list.items)
        return list
    }

    /// Where `base` can differ with `alwaysOn`: before the midpoint (awake or dimming: the same
    /// layout, the blend is `finish`'s), at it, past it (the dark appearance from the midpoint on;
    /// reduced-luminance content past it).
    public static func layoutPhase(_ level: Double) -> Int { level < 0.5 ? 0 : level == 0.5 ? 1 : 2 }

    /// `base` at `state`'s Always On level and Night Mode.
    public func finish(_ base: DisplayList, _ state: SceneState) -> DisplayList {
        var list = base
        if state.alwaysOn > 0 {
            // The person chose to show sensitive data in Always On: it dims like essential content.
            var policy = state.alwaysOnPolicy
            if state.showSensitiveWhenLocked { policy.sensitive = policy.essential }
            list = AlwaysOnTransform.apply(list, level: state.alwaysOn, policy: policy)
        }
        if state.nightMode && state.surface == .standBy { list = NightModeTransform.apply(list) }
        return list
    }

    /// Status bar items the Dynamic Island grows over (expanded, or a detached minimal bubble) are
    /// hidden, as iOS does, instead of colliding with it.
    func hidingStatusUnderIsland(_ items: [DisplayItem]) -> [DisplayItem] {
        let island = items.filter { $0.id.hasPrefix("island.shape") || $0.id.hasPrefix("island.detached") }
            .map { $0.bounds.insetBy(dx: -4, dy: -4) }
        guard !island.isEmpty else { return items }
        return items.filter { item in !(item.id.hasPrefix("status.") && island.contains { $0.intersects(item.bounds) }) }
    }

    /// A list the size of the device's screen in portrait.
    func screenList(_ state: SceneState, background: Color = .black, items: [DisplayItem]) -> DisplayList {
        DisplayList(size: state.device.screen.pointSize, scale: state.device.screen.scale, background: background, items: items)
    }

    // MARK: shared parts

    func wallpaper(_ state: SceneState, dim: Double = 0) -> [DisplayItem] {
        let p = SystemPalette.forAppearance(state.wallpaperAppearance ?? state.appearance)
        let r = Rect(origin: .zero, size: state.device.screen.pointSize)
        var b = ItemBuilder("wallpaper")
        b.add("gradient", r, role: .decoration, .linearGradient(top: p.wallpaperTop.scaled(1 - dim), bottom: p.wallpaperBottom.scaled(1 - dim)))
        return b.items
    }

    /// Signal bars on the left, battery on the right, clear of the Dynamic Island.
    func statusBar(_ state: SceneState, color: Color, showTime: Bool) -> [DisplayItem] {
        let w = state.device.screen.widthPt
        let top = state.device.dynamicIsland?.topOffsetPt ?? 8
        let midY = top + (state.device.dynamicIsland?.heightPt ?? 24) / 2
        var b = ItemBuilder("status")
        if showTime {
            b.text("time", state.wallClock.timeText(twentyFourHour: state.twentyFourHour),
                   Rect(x: 24, y: midY - 11, width: 56, height: 22), size: 17, weight: .semibold, color: color, align: .center, tabular: true)
        } else {
            for i in 0..<4 {
                let h = 4.0 + Double(i) * 2.2
                let r = Rect(x: 34 + Double(i) * 5, y: midY + 5 - h, width: 3.2, height: h)
                b.fill("signal\(i)", r, radius: 1, color, role: .secondary)
            }
            b.text("network", "5G", Rect(x: 56, y: midY - 9, width: 22, height: 18), size: 13, weight: .semibold, color: color, role: .secondary)
        }
        let battery = Rect(x: w - 36 - 25, y: midY - 6, width: 25, height: 12)
        b.add("battery.outline", battery, role: .secondary, .strokeRoundedRect(battery.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 3.5, color: color.withAlpha(color.a * 0.4), lineWidth: 1))
        b.fill("battery.level", Rect(x: battery.minX + 2, y: battery.minY + 2, width: (battery.width - 4) * 0.8, height: battery.height - 4), radius: 2, color, role: .secondary)
        b.fill("battery.cap", Rect(x: battery.maxX + 1, y: battery.midY - 2, width: 1.5, height: 4), radius: 0.75, color.withAlpha(color.a * 0.4), role: .secondary)
        return b.items
    }

    func homeIndicator(_ state: SceneState, color: Color) -> [DisplayItem] {
        let s = state.device.screen
        let r = Rect(x: s.widthPt / 2 - 67, y: s.heightPt - 13, width: 134, height: 5)
        var b = ItemBuilder("home")
        b.fill("indicator", r, radius: 2.5, color, role: .secondary)
        return b.items
    }

    /// `presentation`'s frame for `a`, sized to what the content asks for.
    func frame(_ presentation: Presentation, for a: any SceneActivity, _ g: PresentationGeometry) -> PresentationFrame? {
        guard let base = g.frame(for: presentation) else { return nil }
        return g.frame(for: presentation, requestedHeight: a.preferredHeight(in: base))
    }

    /// An activity's items for one presentation, ids prefixed "la.<id>.<presentation>".
    func activityItems(_ a: any SceneActivity, _ frame: PresentationFrame, _ appearance: Appearance, _ now: Timestamp) -> [DisplayItem] {
        let prefix = "la.\(a.id).\(frame.presentation.rawValue)"
        // The activity's own tap area first, so every control laid out after it is hit first (the
        // scene takes the topmost target): a tap outside the controls opens the app (seeds/001:
        // "they can tap your Live Activity to open your app"); it draws nothing.
        let open = DisplayItem(id: "\(prefix).open", bounds: frame.frame, role: .secondary, command: .tapTarget(ContentInteraction(
            activityID: a.id, kind: ContentInteraction.activityKind, action: a.openURL(for: frame.presentation),
            presentation: frame.presentation.rawValue, deactivated: false, opens: .app)))
        return [open] + a.items(in: frame, appearance: appearance, now: now).map { item in
            var i = item
            i.id = "\(prefix).\(item.id)"
            return i
        }
    }

    /// A Live Activity on the Lock Screen (or as a banner): its platter, then its content clipped
    /// to the platter's continuous-corner shape (HIG Live Activities › Lock Screen presentation:
    /// light background in light appearance, dark in dark, or the app's custom colour; seeds/001).
    func lockScreenActivity(_ a: any SceneActivity, _ frame: PresentationFrame, _ state: SceneState, opaque: Bool = false) -> [DisplayItem] {
        let p = SystemPalette.forAppearance(state.appearance)
        var frame = frame
        let custom = a.lockScreenBackground(state.appearance)
        let background = custom ?? (opaque ? p.platter.withAlpha(1) : p.platter)
        // Swiped left: the platter moves aside and the system's dismiss button shows beside it.
        let revealed = state.dismissRevealedActivityID == a.id && frame.presentation == .lockScreen
        if revealed { frame.frame.origin.x -= LockScreenDismissButton.revealPt }
        let f = frame.frame
        var b = ItemBuilder("la.\(a.id).\(frame.presentation.rawValue)")
        b.fill("background", f, radius: frame.cornerRadiusPt, background)
        b.add("clip", f, role: .decoration, .pushClip(f, cornerRadius: frame.cornerRadiusPt))
        // The platter above is the activity's own background (`activityBackgroundTint`); the
        // layout's copy of it (`lockScreen/background`) would be a second fill of the same colour,
        // and two fills each faded by the dimming ramp's (1 - level) cover as 1 - level², so the
        // card stayed at 75 % at the ramp's midpoint and then vanished at Always On.
        var content = activityItems(a, frame, state.appearance, state.now)
        if custom != nil {
            let copies: Set<String> = ["\(b.prefix).lockScreen/background", "\(b.prefix).standBy/background"]
            content.removeAll { copies.contains($0.id) }
        }
        b.append(content)
        b.add("unclip", f, role: .decoration, .popClip)
        if revealed {
            b.append(LockScreenDismissButton.items(a, beside: f, background: background, foreground: a.systemActionForeground))
        }
        // The card's first item carries how the whole card enters and leaves (`SceneAnimator`
        // reads a new group's lead): it slides up into its row and fades in when the activity
        // starts, and back down and out when it ends.
        var items = b.items
        if !items.isEmpty { items[0].transition = Self.cardTransition }
        return items
    }

    /// A Lock Screen card entering or leaving. Apple publishes no duration or curve for it; 0.5 s
    /// ease-in-out over the card's own height is our choice (docs/MOTION.md › Departures).
    public static let cardTransition = ItemTransition(effects: [.move, .opacity], edge: .bottom, durationS: 0.5)
    /// The detached minimal bubble of a second activity grows out of (and shrinks back into)
    /// its own centre while the island beside it narrows to the attached minimal.
    public static let detachedTransition = ItemTransition(effects: [.scale, .opacity], durationS: 0.35)
}
