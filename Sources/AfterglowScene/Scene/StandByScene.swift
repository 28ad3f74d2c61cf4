import AfterglowDevices
import AfterglowDisplay
import AfterglowGeometry
import AfterglowTime

/// StandBy: the phone on its side while charging (HIG Live Activities › StandBy, seeds/001).
/// The activity first appears in the minimal presentation, a bubble above the big StandBy clock;
/// a tap (`standByExpanded`) shows its Lock Screen presentation scaled 2× to fill the screen. A
/// custom background colour extends to the whole screen at exactly 2×; with the default
/// background the content blends into the black bezel and is scaled slightly larger
/// (`PresentationGeometry.standByDefaultBackgroundScale`). Without an activity, the clock alone.
extension SceneComposer {
    /// The bubble is dark grey, not the island's black, so it shows on StandBy's black screen.
    static let standByBubble = Color(r: 0.11, g: 0.11, b: 0.12)

    func standBy(_ state: SceneState, _ g: PresentationGeometry) -> DisplayList {
        let size = Size(width: g.screen.height, height: g.screen.width)   // landscape
        var b = ItemBuilder("")
        // StandBy is a dark, night-friendly surface whatever the system appearance.
        if let a = state.rankedActivities.first, state.standByExpanded, var base = g.frame(for: .lockScreen) {
            // Lay the content out at Lock Screen size (its StandBy layout if it has one), then
            // scale it into the StandBy frame.
            base.presentation = .standBy
            base.frame.origin = .zero
            let h = a.preferredHeight(in: base)
            let custom = a.lockScreenBackground(.dark)
            let f = g.frame(for: .standBy, requestedHeight: h, customBackground: custom != nil)!
            var layout = g.frame(for: .lockScreen, requestedHeight: h)!
            layout.presentation = .standBy
            layout.frame.origin = .zero
            if let bg = custom {
                b.fill("standby.background", Rect(origin: .zero, size: size), radius: 0, bg)
            }
            var view = activityItems(a, layout, .dark, state.now).map { Self.withTextSlack($0.transformed(scale: f.scale, offset: f.frame.origin), within: f.frame) }
            // The 2× view grows out of the bubble that was tapped (`SceneAnimator` reads a new
            // group's first item).
            if !view.isEmpty { view[0].transition = Self.standByZoom }
            b.append(view)
        } else {
            var c = ItemBuilder("standby")
            c.text("date", state.wallClock.longDateText.uppercased(), Rect(x: 0, y: 60, width: size.width, height: 30), size: 22,
                   weight: .semibold,
                   // Night Mode turns every colour into a red of its luminance: systemRed's (0.39)
                   // left the date barely legible on black (issue 29), so at night it starts white
                   // and comes out the clock's red.
                   color: state.nightMode ? .white : SystemPalette.systemRed, align: .center, role: .secondary)
            c.text("clock", state.wallClock.timeText(twentyFourHour: state.twentyFourHour),
                   Rect(x: 0, y: 96, width: size.width, height: 220), size: 190, weight: .bold, color: .white, align: .center, tabular: true)
            b.append(c.items)
            if let a = state.rankedActivities.first, let m = g.standByMinimalFrame {
                b.fill("la.\(a.id).standByMinimal.bubble", m.frame, radius: m.cornerRadiusPt, Self.standByBubble, role: .essential)
                // …and the bubble grows into the 2× view (or back out of it) as it fades.
                b.items[b.items.count - 1].transition = Self.standByZoom
                var mini = activityItems(a, m, .dark, state.now)
                if !mini.isEmpty { mini[0].transition = Self.standByZoom }
                b.append(mini)
            }
        }
        // StandBy shows while locked: privacy-sensitive content is redacted as on the Lock Screen.
        let redact = state.locked && !state.showSensitiveWhenLocked
        let items = redact ? b.items.map { $0.role == .sensitive ? $0.redacted() : $0 } : b.items
        return DisplayList(size: size, scale: state.device.screen.scale, background: .black, items: items)
    }

    /// StandBy's minimal bubble ⇄ the 2× Lock Screen view: "When someone taps it, it transitions
    /// to the Lock Screen presentation, scaled up by 2x" (HIG Live Activities › StandBy,
    /// seeds/001_611357925a2c2c41.txt). Apple gives no duration; 0.5 s ease-in-out, as the Lock
    /// Screen card's, is our choice (docs/MOTION.md).
    public static let standByZoom = ItemTransition(effects: [.zoom, .opacity], durationS: 0.5)

    /// Text laid out at Lock Screen size and scaled by a non-integral factor measures a little
    /// wider than its scaled box (glyph advances round to whole points at each size), which
    /// would ellipsize a timer: the box grows 5 % away from its alignment edge.
    /// The box never leaves the presentation's frame.
    static func withTextSlack(_ item: DisplayItem, within frame: Rect) -> DisplayItem {
        guard case .text(_, let style) = item.command, style.lineLimit == 1 else { return item }
        var i = item
        let extra = item.bounds.width * 0.05
        var minX = i.bounds.minX, maxX = i.bounds.maxX
        switch style.alignment {
        case .leading: maxX += extra
        case .trailing: minX -= extra
        case .center: minX -= extra / 2; maxX += extra / 2
        }
        minX = max(min(minX, i.bounds.minX), frame.minX)
        maxX = min(max(maxX, i.bounds.maxX), frame.maxX)
        i.bounds = Rect(x: minX, y: i.bounds.minY, width: maxX - minX, height: i.bounds.height)
        return i
    }
}
