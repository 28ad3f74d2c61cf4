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

    func carPlay(_ state: SceneState, _ g: PresentationGeometry) -> DisplayList {
        let w = g.screen.width, h = g.screen.height
        let portrait = h > w
        var b = ItemBuilder("carplay")
        // Status: the time and signal, in a column at the leading edge (a row on top in portrait).
        let status = portrait ? Rect(x: 0, y: 0, width: w, height: 44)
                              : Rect(x: 0, y: 0, width: PresentationGeometry.carPlayStatusBarWidthPt(portrait: false), height: h)
        b.fill("status.background", status, radius: 0, Color(r: 0.08, g: 0.08, b: 0.09))
        b.text("status.time", state.wallClock.timeText(twentyFourHour: state.twentyFourHour),
               portrait ? Rect(x: 16, y: 0, width: 90, height: 44) : Rect(x: 0, y: 14, width: status.width, height: 24),
               size: 17, weight: .semibold, color: .white, align: portrait ? .leading : .center, tabular: true)
        b.text("status.network", "5G", portrait ? Rect(x: w - 56, y: 0, width: 40, height: 44) : Rect(x: 0, y: 40, width: status.width, height: 20),
               size: 13, weight: .semibold, color: Color(r: 1, g: 1, b: 1, a: 0.7), align: portrait ? .trailing : .center, role: .secondary)

        let m = state.device.carPlay?.dashboardMarginPt ?? 12
        let card = g.frame(for: .carPlay)
        // The map fills what the cards leave: left of the card column, or above the cards in portrait.
        let map: Rect
        if portrait {
            let top = status.maxY + m, bottom = (card?.frame.minY ?? h) - m
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
                b.symbol("nowplaying.symbol", "play.fill", Rect(x: f.frame.minX + 14, y: f.frame.midY - 12, width: 24, height: 24), .white)
                b.text("nowplaying.title", "Not Playing", Rect(x: f.frame.minX + 48, y: f.frame.minY, width: f.frame.width - 60, height: f.frame.height),
                       size: 17, weight: .semibold, color: .white)
            }
        }
        var list = DisplayList(size: g.screen.size, scale: state.device.screen.scale, background: Self.carPlayBackground, items: b.items)
        if state.locked && !state.showSensitiveWhenLocked { list.items = list.items.map { $0.role == .sensitive ? $0.redacted() : $0 } }
        return list
    }
}
