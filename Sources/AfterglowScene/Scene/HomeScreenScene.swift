import AfterglowDevices
import AfterglowDisplay
import AfterglowGeometry

/// The Home Screen while the phone is in use: app icons with notification badges (HIG
/// Notifications › Badging, seeds/004), the dock, the Dynamic Island, and banners on top.
extension SceneComposer {
    struct AppIcon { var name: String; var symbol: String; var color: Color }

    static let builtInApps: [AppIcon] = [
        AppIcon(name: "Messages", symbol: "message.fill", color: Color(r: 0.2, g: 0.78, b: 0.35)),
        AppIcon(name: "Fitness", symbol: "figure.run", color: Color(r: 0.1, g: 0.1, b: 0.1)),
        AppIcon(name: "Clock", symbol: "clock", color: Color(r: 0.1, g: 0.1, b: 0.1)),
        AppIcon(name: "Maps", symbol: "location.fill", color: Color(r: 0.35, g: 0.62, b: 0.95)),
        AppIcon(name: "Reminders", symbol: "checkmark", color: Color(r: 1, g: 0.58, b: 0)),
        AppIcon(name: "Music", symbol: "play.fill", color: Color(r: 0.98, g: 0.24, b: 0.33)),
        AppIcon(name: "Health", symbol: "heart.fill", color: Color(r: 1, g: 0.18, b: 0.33)),
        AppIcon(name: "Wallet", symbol: "bag.fill", color: Color(r: 0.15, g: 0.15, b: 0.2)),
        AppIcon(name: "Weather", symbol: "bolt.fill", color: Color(r: 0.2, g: 0.55, b: 0.95)),
        AppIcon(name: "Mail", symbol: "message.fill", color: Color(r: 0.1, g: 0.5, b: 1)),
        AppIcon(name: "Timer", symbol: "timer", color: Color(r: 0.95, g: 0.55, b: 0.1)),
        AppIcon(name: "Cycling", symbol: "bicycle", color: Color(r: 0.2, g: 0.72, b: 0.6)),
        AppIcon(name: "Rides", symbol: "car.fill", color: Color(r: 0.1, g: 0.1, b: 0.12)),
        AppIcon(name: "Sports", symbol: "sportscourt", color: Color(r: 0.16, g: 0.5, b: 0.3)),
        AppIcon(name: "Food", symbol: "fork.knife", color: Color(r: 0.98, g: 0.4, b: 0.2)),
        AppIcon(name: "Alarms", symbol: "bell.fill", color: Color(r: 0.98, g: 0.24, b: 0.33)),
    ]
    static let dockApps: [AppIcon] = [
        AppIcon(name: "Phone", symbol: "person.fill", color: Color(r: 0.2, g: 0.78, b: 0.35)),
        AppIcon(name: "Safari", symbol: "location.fill", color: Color(r: 0.1, g: 0.5, b: 1)),
        AppIcon(name: "Messages", symbol: "message.fill", color: Color(r: 0.2, g: 0.78, b: 0.35)),
        AppIcon(name: "Camera", symbol: "camera.fill", color: Color(r: 0.55, g: 0.55, b: 0.58)),
    ]

    func homeScreen(_ state: SceneState, _ g: PresentationGeometry) -> DisplayList {
        let p = SystemPalette.forAppearance(state.appearance)
        let w = g.screen.width, h = g.screen.height
        var b = ItemBuilder("")
        b.append(wallpaper(state))
        b.append(statusBar(state, color: p.onWallpaper, showTime: true))

        // Apps that sent notifications come first, then the built-in set; badge = sum of badges.
        var apps: [AppIcon] = []
        var badges: [String: Int] = [:]
        for n in state.notifications {
            if let badge = n.badge { badges[n.appName] = badge }   // the latest badge replaces the count
            if !apps.contains(where: { $0.name == n.appName }) { apps.append(AppIcon(name: n.appName, symbol: n.iconSymbol, color: n.iconColor)) }
        }
        for a in Self.builtInApps where !apps.contains(where: { $0.name == a.name }) { apps.append(a) }
        apps = Array(apps.prefix(20))

        // iPad: its own grid, not the phone's stretched (issue 29). No seed gives either grid; the
        // figures are iPadOS 17's portrait Home Screen as screenshots show it: 6 columns on the
        // 12.9/13-inch, 5 on the others, 74 pt icons, rows ~120 pt apart, wide side margins.
        let tablet = state.device.kind == .tablet
        let icon = tablet ? 74.0 : 62.0, columns = tablet ? (w >= 1000 ? 6 : 5) : 4
        let margin = tablet ? w * 0.09 : 26.0
        let pitchX = (w - 2 * margin - icon) / Double(columns - 1), pitchY = tablet ? 120.0 : 94.0
        if tablet { apps = Array(apps.prefix(columns * 5)) }
        var grid = ItemBuilder("home")
        for (i, app) in apps.enumerated() {
            let r = Rect(x: margin + Double(i % columns) * pitchX, y: 72 + Double(i / columns) * pitchY, width: icon, height: icon)
            let key = "app\(i)"
            appIcon(&grid, key, symbol: app.symbol, color: app.color, in: r)
            grid.text("\(key).label", app.name, Rect(x: r.minX - 12, y: r.maxY + 4, width: icon + 24, height: 16), size: 12,
                      weight: .medium, color: p.onWallpaper, align: .center, role: .secondary)
            if let n = badges[app.name], n > 0 {
                let text = n > 99 ? "99+" : "\(n)"
                let bw = max(24, 12 + Double(text.count) * 8)
                let br = Rect(x: r.maxX - bw + 8, y: r.minY - 8, width: bw, height: 24)
                grid.fill("\(key).badge", br, radius: 12, SystemPalette.systemRed, role: .essential)
                grid.text("\(key).badge.count", text, br, size: 15, weight: .medium, color: .white, align: .center, tabular: true)
            }
        }
        // The iPad dock floats, as wide as its icons, centred; the phone's spans the screen.
        let dockW = tablet ? Double(Self.dockApps.count) * (icon + 18) + 18 : w - 20
        let dock = Rect(x: (w - dockW) / 2, y: h - (tablet ? 112 : 104), width: dockW, height: tablet ? 96 : 90)
        grid.fill("dock", dock, radius: 34, Color(r: 1, g: 1, b: 1, a: 0.28))
        let dockPitch = (dock.width - 2 * 18 - icon) / 3
        for (i, app) in Self.dockApps.enumerated() {
            appIcon(&grid, "dock\(i)", symbol: app.symbol, color: app.color,
                    in: Rect(x: dock.minX + 18 + Double(i) * dockPitch, y: dock.midY - icon / 2, width: icon, height: icon))
        }
        b.append(grid.items)
        b.append(homeIndicator(state, color: p.onWallpaper))
        b.append(dynamicIsland(state, g))
        b.append(banners(state, g))
        return screenList(state, items: b.items)
    }
}
