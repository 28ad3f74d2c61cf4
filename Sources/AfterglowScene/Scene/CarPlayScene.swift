import AfterglowDevices
import AfterglowDisplay
import AfterglowGeometry

/// CarPlay Dashboard: a status column (a status row in portrait), a map, and the Live Activity
/// card in the frame `PresentationGeometry` gives the screen (HIG Live Activities › CarPlay,
/// seeds/001: the system "combines the leading and trailing elements of the compact
/// presentation into a single layout", or the app's custom small layout — the template's
/// `smartStack` layout, the same `ActivityFamily.small` the watch uses). An ended activity
/// leaves CarPlay at once ("the system immediately removes it from the Dynamic Island and in
/// CarPlay"), so only active activities are drawn. CarPlay draws dark.
extension SceneComposer {
    static let carPlayBackground = Color(r: 0.04, g: 0.04, b: 0.05)
    static let carPlayCard = Color(r: 0.13, g: 0.13, b: 0.15)
    static let carPlayDock: [AppIcon] = [
        AppIcon(name: "Maps", symbol: "location.fill", color: Color(r: 0.35, g: 0.62, b: 0.95)),
        AppIcon(name: "Music", symbol: "play.fill", color: Color(r: 0.98, g: 0.24, b: 0.33)),
        AppIcon(name: "Phone", symbol: "person.fill", color: Color(r: 0.2, g: 0.78, b: 0.35)),
        AppIcon(name: "Messages", symbol: "message.fill", color: Color(r: 0.2, g: 0.78, b: 0.35)),
    ]

    func carPlay(_ state: SceneState, _ g: PresentationGeometry) -> DisplayList {
        let w = g.screen.width, h = g.screen.height
        let portrait = h > w
        var b = ItemBuilder("carplay")
        // Status: the time and signal, in a column at the leading edge (a row at the bottom in
        // portrait, where `PresentationGeometry` leaves room for it under the cards).
        let status = portrait ? Rect(x: 0, y: h - PresentationGeometry.carPlayStatusRowHeightPt, width: w, height: PresentationGeometry.carPlayStatusRowHeightPt)
                              : Rect(x: 0, y: 0, width: PresentationGeometry.carPlayStatusBarWidthPt(portrait: false), height: h)
        b.fill("status.background", status, radius: 0, Color(r: 0.08, g: 0.08, b: 0.09))
        b.text("status.time", state.wallClock.timeText(twentyFourHour: state.twentyFourHour),
               portrait ? Rect(x: 16, y: status.minY, width: 90, height: 44) : Rect(x: 0, y: 14, width: status.width, height: 24),
               size: 17, weight: .semibold, color: .white, align: portrait ? .leading : .center, tabular: true)
        b.text("status.network", "5G", portrait ? Rect(x: w - 56, y: status.minY, width: 40, height: 44) : Rect(x: 0, y: 40, width: status.width, height: 20),
               size: 13, weight: .semibold, color: Color(r: 1, g: 1, b: 1, a: 0.7), align: portrait ? .trailing : .center, role: .secondary)

        // The dock: recent apps in the status column (the status row in portrait), as CarPlay
        // shows them beside the Dashboard.
        let dockIcon = 44.0
        for (i, app) in Self.carPlayDock.enumerated() {
            let r = portrait ? Rect(x: w / 2 + (Double(i) - 1.5) * (dockIcon + 12) + 6, y: status.minY + 2, width: dockIcon - 4, height: dockIcon - 4)
                             : Rect(x: (status.width - dockIcon) / 2, y: 76 + Double(i) * (dockIcon + 14), width: dockIcon, height: dockIcon)
            appIcon(&b, "dock\(i)", symbol: app.symbol, color: app.color, in: r)
        }
        let m = state.device.carPlay?.dashboardMarginPt ?? 12
        let card = g.frame(for: .carPlay)
        // The map fills what the cards leave: left of the card column, or above the cards in portrait.
        let map: Rect
        if portrait {
            let top = m, bottom = (card?.frame.minY ?? status.minY) - m
            map = Rect(x: m, y: top, width: w - 2 * m, height: max(0, bottom - top))
        } else {
            let right = (card?.frame.minX ?? w) - m
            map = Rect(x: status.maxX + m, y: m, width: max(0, right - status.maxX - m), height: h - 2 * m)
        }
        b.fill("map", map, radius: 12, Color(r: 0.16, g: 0.18, b: 0.2))
        for (i, t) in [0.3, 0.62].enumerated() {
            let road = Rect(x: map.minX, y: map.minY + map.height * t, width: map.width, height: 10)
            b.fill("map.road\(i)", road, radius: 0, Color(r: 0.27, g: 0.29, b: 0.32))
        }
        let route = Rect(x: map.minX + map.width * 0.45, y: map.minY, width: 10, height: map.height)
        b.fill("map.route", route, radius: 0, Color(r: 0.2, g: 0.55, b: 1, a: 0.9))

        if let f = card {
            let ranked = state.rankedActivities.filter(\.showsInDynamicIsland)
            // Landscape: the Dashboard column holds a second card (Now Playing) under the activity
            // where there is room, rather than leaving the column empty (issue 29).
            let below = Rect(x: f.frame.minX, y: f.frame.maxY + m, width: f.frame.width, height: min(f.frame.height, h - m - f.frame.maxY - m))
            if !portrait, !ranked.isEmpty, below.height >= 60 {
                b.fill("nowplaying2.background", below, radius: f.cornerRadiusPt, Self.carPlayCard)
                let k = f.scale
                b.symbol("nowplaying2.symbol", "play.fill", Rect(x: below.minX + 14 * k, y: below.midY - 12 * k, width: 24 * k, height: 24 * k), .white)
                b.text("nowplaying2.title", "Not Playing", Rect(x: below.minX + 48 * k, y: below.minY, width: below.width - 60 * k, height: below.height),
                       size: 17 * k, weight: .semibold, color: .white)
            }
            if let a = ranked.first {
                var c = ItemBuilder("la.\(a.id).carPlay")
                c.fill("background", f.frame, radius: f.cornerRadiusPt, a.lockScreenBackground(.dark) ?? Self.carPlayCard)
                c.add("clip", f.frame, role: .decoration, .pushClip(f.frame, cornerRadius: f.cornerRadiusPt))
                c.append(activityItems(a, f, .dark, state.now))
                c.add("unclip", f.frame, role: .decoration, .popClip)
                b.append(c.items)
            } else {
                // No activity: the card slot holds Now Playing, as the Dashboard's default.
                b.fill("nowplaying.background", f.frame, radius: f.cornerRadiusPt, Self.carPlayCard)
                let k = f.scale
                b.symbol("nowplaying.symbol", "play.fill", Rect(x: f.frame.minX + 14 * k, y: f.frame.midY - 12 * k, width: 24 * k, height: 24 * k), .white)
                b.text("nowplaying.title", "Not Playing", Rect(x: f.frame.minX + 48 * k, y: f.frame.minY, width: f.frame.width - 60 * k, height: f.frame.height),
                       size: 17 * k, weight: .semibold, color: .white)
            }
        }
        var list = DisplayList(size: g.screen.size, scale: state.device.screen.scale, background: Self.carPlayBackground, items: b.items)
        if state.locked && !state.showSensitiveWhenLocked { list.items = list.items.map { $0.role == .sensitive ? $0.redacted() : $0 } }
        return list
    }
}
