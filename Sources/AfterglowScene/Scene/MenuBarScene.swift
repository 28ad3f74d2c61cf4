import AfterglowDevices
import AfterglowDisplay
import AfterglowGeometry

/// The Mac: a desktop whose menu bar shows the paired iPhone's Live Activity (HIG Live
/// Activities › macOS, seeds/001: "Active Live Activities automatically appear in the Menu bar of
/// a paired Mac using the compact, minimal, and expanded presentations"). One activity: its
/// compact leading and trailing views side by side in a black capsule (the content is designed
/// for the island's black background) scaled into a capsule as tall as a menu bar item and as
/// wide as the content (`MenuBarCapsule`); two or more: the two most relevant as minimal bubbles;
/// a press and hold (`menuBarExpanded`) opens the expanded view below the item, a click launches
/// iPhone Mirroring ("Clicking the Live Activity launches iPhone Mirroring to display your app"),
/// whose window is drawn on the desktop (`IPhoneMirroringWindow.swift`). The activity stays as
/// long as on the Lock Screen (up to 4 h after it ends, seeds/001 › Starting, updating, and
/// ending), so the scene takes every activity, ended ones too.
extension SceneComposer {
    func menuBar(_ state: SceneState, _ g: PresentationGeometry) -> DisplayList {
        guard let m = state.device.menuBar else { return screenList(state, items: wallpaper(state)) }
        let w = g.screen.width
        var b = ItemBuilder("")
        b.append(wallpaper(state))
        var bar = ItemBuilder("menubar")
        let barRect = Rect(x: 0, y: 0, width: w, height: m.heightPt)
        let barColor = state.appearance == .dark ? Color(r: 0.12, g: 0.12, b: 0.13, a: 0.72) : Color(r: 0.96, g: 0.96, b: 0.97, a: 0.72)
        bar.fill("background", barRect, radius: 0, barColor)
        let ink = state.appearance == .dark ? Color.white : Color.black
        var x = 18.0
        for (i, title) in ["Finder", "File", "Edit", "View", "Go", "Window", "Help"].enumerated() {
            let width = Double(title.count) * 8 + 14
            bar.text("menu\(i)", title, Rect(x: x, y: 0, width: width, height: m.heightPt), size: 13, weight: i == 0 ? .bold : .regular,
                     color: ink, role: .secondary)
            x += width + 6
        }
        // Status items (battery, Wi-Fi level, date and time) at the trailing end.
        let statusX = w - m.statusItemsWidthPt
        let battery = Rect(x: statusX + 8, y: m.heightPt / 2 - 6, width: 25, height: 12)
        bar.add("battery.outline", battery, role: .secondary,
                .strokeRoundedRect(battery.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 3.5, color: ink.withAlpha(0.45), lineWidth: 1))
        bar.fill("battery.level", Rect(x: battery.minX + 2, y: battery.minY + 2, width: (battery.width - 4) * 0.8, height: battery.height - 4),
                 radius: 2, ink, role: .secondary)
        let c = state.wallClock
        let clock = "\(WallClock.weekdayNames[c.weekday].prefix(3)) \(WallClock.monthNames[c.month - 1].prefix(3)) \(c.day)  \(c.timeText(twentyFourHour: state.twentyFourHour))"
        bar.text("clock", clock, Rect(x: battery.maxX + 14, y: 0, width: w - battery.maxX - 14 - 12, height: m.heightPt), size: 13,
                 weight: .medium, color: ink, align: .trailing, tabular: true)
        b.append(bar.items)
        // The camera housing: black, as tall as the bar, its lower corners rounded; the activity
        // sits beside the status items, not around it (there is no island on a Mac).
        if let n = m.notchWidthPt {
            let notch = Rect(x: (w - n) / 2, y: -MenuBarCapsule.notchCornerPt, width: n, height: m.heightPt + MenuBarCapsule.notchCornerPt)
            b.fill("menubar.notch", notch, radius: MenuBarCapsule.notchCornerPt, .black, role: .decoration)
        }

        let ranked = state.rankedActivities
        if ranked.count >= 2, let attached = g.frame(for: .minimalAttached), let detached = g.frame(for: .minimalDetached) {
            // Each minimal view laid out at the iOS size and scaled about its centre to a menu
            // bar item's height, as the one-activity capsule is (`MenuBarCapsule`).
            let k = m.capsuleHeightPt / m.compactHeightPt
            for (a, f) in [(ranked[0], attached), (ranked[1], detached)] {
                let c = Point(x: f.frame.midX, y: f.frame.midY)
                let toBar = { (i: DisplayItem) in i.transformed(scale: k, offset: Point(x: c.x - k * c.x, y: c.y - k * c.y)) }
                let bubble = Rect(x: c.x - f.frame.width * k / 2, y: c.y - f.frame.height * k / 2, width: f.frame.width * k, height: f.frame.height * k)
                b.fill("la.\(a.id).menuBar.bubble", bubble, radius: f.cornerRadiusPt * k, .black, role: .essential)
                b.append(activityItems(a, f, .dark, state.now).map { MenuBarCapsule.fitText(toBar($0), state.measurer) })
            }
        } else if let a = ranked.first, let leading = g.frame(for: .compactLeading), let trailing = g.frame(for: .compactTrailing),
                  let item = g.menuBarItem {
            b.append(MenuBarCapsule.items(a, leading: activityItems(a, leading, .dark, state.now), leadingFrame: leading.frame,
                                          trailing: activityItems(a, trailing, .dark, state.now), trailingFrame: trailing.frame,
                                          itemRight: item.maxX, bar: m, measurer: state.measurer))
        }
        if state.menuBarExpanded, let a = ranked.first, let f = frame(.expanded, for: a, g) {
            // The expanded view, as in the island: black, the content clipped to its shape.
            var pop = ItemBuilder("la.\(a.id).menuBar")
            pop.fill("popover", f.frame, radius: f.cornerRadiusPt, .black, role: .essential)
            pop.add("clip", f.frame, role: .essential, .pushClip(f.frame, cornerRadius: f.cornerRadiusPt))
            pop.append(activityItems(a, f, .dark, state.now))
            pop.add("unclip", f.frame, role: .essential, .popClip)
            b.append(pop.items)
        }
        if let mirroring = state.iPhoneMirroring, let a = ranked.first(where: { $0.id == mirroring.activityID }) {
            b.append(iPhoneMirroringWindow(state, g, a, mirroring, barHeight: m.heightPt))
        }
        return screenList(state, items: b.items)
    }
}
