import AfterglowDevices
import AfterglowDisplay
import AfterglowGeometry
import AfterglowTime

/// StandBy: the phone on its side while charging. A Live Activity shows its Lock Screen
/// presentation scaled 2× (HIG Live Activities › StandBy, seeds/001) in the frame
/// `PresentationGeometry` gives; a custom background colour extends to the whole screen, the
/// default one blends into the black bezel. Without an activity, the big StandBy clock.
extension SceneComposer {
    func standBy(_ state: SceneState, _ g: PresentationGeometry) -> DisplayList {
        let size = Size(width: g.screen.height, height: g.screen.width)   // landscape
        var b = ItemBuilder("")
        // StandBy is a dark, night-friendly surface whatever the system appearance.
        if let a = state.rankedActivities.first, var base = g.frame(for: .lockScreen) {
            // Lay the content out at Lock Screen size (its StandBy layout if it has one), then
            // scale it into the StandBy frame.
            base.presentation = .standBy
            base.frame.origin = .zero
            let h = a.preferredHeight(in: base)
            let f = g.frame(for: .standBy, requestedHeight: h)!
            var layout = g.frame(for: .lockScreen, requestedHeight: h)!
            layout.presentation = .standBy
            layout.frame.origin = .zero
            if let bg = a.lockScreenBackground(.dark) {
                b.fill("standby.background", Rect(origin: .zero, size: size), radius: 0, bg)
            }
            b.append(activityItems(a, layout, .dark, state.now).map { $0.transformed(scale: f.scale, offset: f.frame.origin) })
        } else {
            var c = ItemBuilder("standby")
            c.text("date", state.wallClock.longDateText.uppercased(), Rect(x: 0, y: 60, width: size.width, height: 30), size: 22,
                   weight: .semibold, color: SystemPalette.systemRed, align: .center, role: .secondary)
            c.text("clock", state.wallClock.timeText(twentyFourHour: state.twentyFourHour),
                   Rect(x: 0, y: 96, width: size.width, height: 220), size: 190, weight: .bold, color: .white, align: .center, tabular: true)
            b.append(c.items)
        }
        // StandBy shows while locked: privacy-sensitive content is redacted as on the Lock Screen.
        let items = state.locked ? b.items.map { $0.role == .sensitive ? $0.redacted() : $0 } : b.items
        return DisplayList(size: size, scale: state.device.screen.scale, background: .black, items: items)
    }
}
