import AfterglowKit

/// The Lock Screen the stand-in engine shows until the core's scene composition is wired: a
/// wallpaper gradient, the clock and date, the idle Dynamic Island, pushed notifications and
/// Live Activity titles; in Always On the wallpaper goes black and secondary content dims
/// (HIG Always On (seeds/000): dim, keep essential content legible, hide what is sensitive).
enum PlaceholderScene {
    static func displayList(profile: DeviceProfile, state: String, dark: Bool,
                            notifications: [(title: String, body: String)], activities: [String]) -> DisplayList {
        let size = profile.screen.pointSize
        var items: [DisplayItem] = []
        let screen = Rect(origin: .zero, size: size)
        let alwaysOn = state == "always-on" || state == "dimming"
        if state == "off" { return DisplayList(size: size, scale: profile.screen.scale, background: .black) }
        if !alwaysOn {
            let top = dark ? Color(r: 0.05, g: 0.08, b: 0.2) : Color(r: 0.35, g: 0.55, b: 0.95)
            let bottom = dark ? Color(r: 0.15, g: 0.05, b: 0.2) : Color(r: 0.95, g: 0.55, b: 0.45)
            items.append(DisplayItem(id: "wallpaper", bounds: screen, role: .decoration, command: .linearGradient(top: top, bottom: bottom)))
        }
        let fade = state == "dimming" ? 0.6 : (alwaysOn ? 0.45 : 1)
        let clockY = profile.kind == .watch ? size.height * 0.3 : 90.0
        let clockSize = profile.kind == .watch ? 48.0 : 84.0
        items.append(DisplayItem(id: "clock", bounds: Rect(x: 0, y: clockY, width: size.width, height: clockSize * 1.2),
                                 command: .text("9:41", TextStyle(sizePt: clockSize, weight: .semibold, color: .white.withAlpha(fade), alignment: .center, monospacedDigits: true))))
        items.append(DisplayItem(id: "date", bounds: Rect(x: 0, y: clockY - 26, width: size.width, height: 24), role: .secondary,
                                 command: .text("Saturday 21 November", TextStyle(sizePt: 18, weight: .medium, color: .white.withAlpha(fade * 0.8), alignment: .center))))
        var y = profile.kind == .watch ? size.height * 0.6 : PresentationGeometry.lockScreenActivityTopPt
        let w = min(size.width - 22, PresentationGeometry(device: profile).lockScreenWidth)
        for (i, title) in activities.prefix(2).enumerated() {
            let r = Rect(x: (size.width - w) / 2, y: y, width: w, height: 84)
            if !alwaysOn { items.append(DisplayItem(id: "activity.\(i).bg", bounds: r, role: .decoration, command: .roundedRect(r, cornerRadius: 24, fill: Color(r: 0, g: 0, b: 0, a: 0.45)))) }
            items.append(DisplayItem(id: "activity.\(i).title", bounds: r.insetBy(dx: 14, dy: 14), command: .text(title, TextStyle(sizePt: 17, weight: .semibold, color: .white.withAlpha(fade)))))
            y += 94
        }
        for (i, n) in notifications.prefix(3).enumerated() {
            let r = Rect(x: (size.width - w) / 2, y: y, width: w, height: 72)
            if !alwaysOn { items.append(DisplayItem(id: "notification.\(i).bg", bounds: r, role: .decoration, command: .roundedRect(r, cornerRadius: 22, fill: Color(r: 1, g: 1, b: 1, a: 0.35)))) }
            // Sensitive: redacted in Always On.
            let body = alwaysOn ? "Notification" : n.body
            items.append(DisplayItem(id: "notification.\(i).title", bounds: Rect(x: r.minX + 14, y: r.minY + 12, width: r.width - 28, height: 22),
                                     command: .text(n.title.isEmpty ? "Afterglow" : n.title, TextStyle(sizePt: 15, weight: .semibold, color: .white.withAlpha(fade)))))
            items.append(DisplayItem(id: "notification.\(i).body", bounds: Rect(x: r.minX + 14, y: r.minY + 36, width: r.width - 28, height: 22), role: .sensitive,
                                     command: .text(body, TextStyle(sizePt: 15, color: .white.withAlpha(fade * 0.85)))))
            y += 80
        }
        if let island = PresentationGeometry(device: profile).islandFrame, let d = profile.dynamicIsland {
            items.append(DisplayItem(id: "island", bounds: island, role: .essential, command: .roundedRect(island, cornerRadius: d.cornerRadiusPt, fill: .black)))
        }
        items.append(DisplayItem(id: "standin.label", bounds: Rect(x: 0, y: size.height - 40, width: size.width, height: 18), role: .secondary,
                                 command: .text("stand-in scene", TextStyle(sizePt: 11, color: .white.withAlpha(0.5 * fade), alignment: .center))))
        return DisplayList(size: size, scale: profile.screen.scale, background: .black, items: items)
    }
}
