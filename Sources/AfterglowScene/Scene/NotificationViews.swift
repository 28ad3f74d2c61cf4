import AfterglowContent
import AfterglowDevices
import AfterglowDisplay
import AfterglowGeometry
import AfterglowPayloads

/// Notification rows (Lock Screen list, Notification Center, banners).
///
/// Hidden previews (HIG Notifications › Content, seeds/004): the row shows the app icon, the app
/// name and the app's `hiddenPreviewsBodyPlaceholder` or the default "Notification". Fields the
/// payload marks sensitive get the `.sensitive` role, so the locked Lock Screen and Always On
/// redact them.
extension SceneComposer {
    static let rowInsetPt = 14.0
    static let rowIconPt = 38.0
    static let rowLinePt = 20.0
    static let rowCornerPt = 22.0
    static let rowBodyLines = 2

    /// Notifications grouped by thread-id, keeping first-appearance order.
    func notificationGroups(_ ns: [SceneNotification]) -> [[SceneNotification]] {
        var order: [String] = [], groups: [String: [SceneNotification]] = [:]
        for n in ns {
            let key = n.threadID.map { "thread:\(n.appName):\($0)" } ?? "id:\(n.id)"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(n)
        }
        return order.map { groups[$0]! }
    }

    struct RowText { var title: String; var subtitle: String?; var body: String }

    func rowText(_ n: SceneNotification, hidden: Bool) -> RowText {
        hidden ? RowText(title: n.appName, subtitle: nil, body: n.hiddenPreviewPlaceholder ?? "Notification")
               : RowText(title: n.title.isEmpty ? n.appName : n.title, subtitle: n.subtitle, body: n.body)
    }

    /// Body lines: the body's natural one-line width (from the scene's `TextMeasurer`, Pango in
    /// the app, Inter's advance-width table by default) over the text width, 5 % slack for word
    /// breaks, capped at `maxLines` (the renderer wraps and ellipsizes for real).
    func bodyLines(_ body: String, textWidth: Double, maxLines: Int, measurer: any TextMeasurer) -> Int {
        let natural = measurer.measure(body, style: TextStyle(sizePt: 15)).width
        return max(1, min(maxLines, Int((natural * 1.05 / max(1, textWidth)).rounded(.up))))
    }

    func notificationRowHeight(_ n: SceneNotification, width: Double, hidden: Bool, maxLines: Int = rowBodyLines,
                               measurer: any TextMeasurer) -> Double {
        let t = rowText(n, hidden: hidden)
        let textW = width - 2 * Self.rowInsetPt - Self.rowIconPt - 10
        let lines = 1 + (t.subtitle == nil ? 0 : 1) + bodyLines(t.body, textWidth: textW, maxLines: maxLines, measurer: measurer)
        return max(Self.rowIconPt + 26, 2 * 12 + Double(lines) * Self.rowLinePt)
    }

    func appIcon(_ b: inout ItemBuilder, _ name: String, symbol: String, color: Color, in r: Rect) {
        // App icon corner ≈ 22.5 % of its side, continuous (iOS icon mask).
        b.fill("\(name)", r, radius: r.width * 0.225, color, role: .secondary)
        b.symbol("\(name).glyph", symbol, r.insetBy(dx: r.width * 0.22, dy: r.width * 0.22), .white, role: .secondary)
    }

    /// A communication notification's avatar (the sender's image in a circle, or their initials
    /// on a grey disc) with the app's icon small at its lower trailing corner, as iOS draws
    /// messages from people.
    static let avatarBadgeRatio = 18.0 / 38.0
    static let avatarBadgeOverhangRatio = 4.0 / 38.0

    func communicationAvatar(_ b: inout ItemBuilder, _ sender: CommunicationSender, _ n: SceneNotification, in r: Rect) {
        if let path = sender.imagePath {
            b.add("avatar.clip", r, role: .decoration, .pushClip(r, cornerRadius: r.width / 2))
            b.add("avatar", r, role: .essential, .image(path: path, opacity: 1))
            b.add("avatar.unclip", r, role: .decoration, .popClip)
        } else {
            b.add("avatar", r, role: .secondary, .ellipse(r, fill: Color(r: 0.55, g: 0.56, b: 0.6)))
            b.text("avatar.initials", sender.initials, r, size: r.width * 0.4, weight: .semibold, color: .white, align: .center)
        }
        // The badge keeps the row's proportions at any avatar size: 18 pt overhanging 4 pt on the
        // 38 pt avatar of a row; a fixed 18 pt covered most of the 26 pt avatar of the expanded view (issue 29).
        let side = r.width * Self.avatarBadgeRatio, overhang = r.width * Self.avatarBadgeOverhangRatio
        let badge = Rect(x: r.maxX + overhang - side, y: r.maxY + overhang - side, width: side, height: side)
        appIcon(&b, "icon", symbol: n.iconSymbol, color: n.iconColor, in: badge)
    }

    func notificationRow(_ n: SceneNotification, in r: Rect, state: SceneState, hidden: Bool,
                         redactSensitive: Bool, stackedBelow: Int, maxLines: Int = rowBodyLines, opaque: Bool = false) -> [DisplayItem] {
        let p = SystemPalette.forAppearance(state.appearance)
        let t = rowText(n, hidden: hidden)
        var b = ItemBuilder("notif.\(n.id)")
        b.fill("background", r, radius: Self.rowCornerPt, opaque ? p.platter.withAlpha(1) : p.platter)
        // Stacked notifications of the same thread peek out below the first (iOS 16 stacks),
        // clipped to below the row so they do not show through its translucent material.
        if stackedBelow > 0 {
            let below = Rect(x: r.minX, y: r.maxY, width: r.width, height: 14)
            b.add("stack.clip", below, role: .decoration, .pushClip(below, cornerRadius: 0))
            for i in 0..<min(2, stackedBelow) {
                let inset = 12.0 * Double(i + 1), drop = 6.0 * Double(i + 1)
                b.fill("stack\(i)", Rect(x: r.minX + inset, y: r.maxY - 30 + drop, width: r.width - 2 * inset, height: 30),
                       radius: Self.rowCornerPt - 4, p.platter.withAlpha(p.platter.a * (0.7 - 0.25 * Double(i))))
            }
            b.add("stack.unclip", below, role: .decoration, .popClip)
        }
        let icon = Rect(x: r.minX + Self.rowInsetPt, y: r.height <= Self.rowIconPt + 30 ? r.midY - Self.rowIconPt / 2 : r.minY + 13,
                        width: Self.rowIconPt, height: Self.rowIconPt)
        if let sender = n.sender, !hidden {
            communicationAvatar(&b, sender, n, in: icon)
        } else {
            appIcon(&b, "icon", symbol: n.iconSymbol, color: n.iconColor, in: icon)
        }
        let x = icon.maxX + 10, textW = r.maxX - Self.rowInsetPt - x
        let timeW = 64.0
        var y = r.minY + 12
        func role(_ f: SceneNotification.Field) -> ContentRole { !hidden && n.sensitiveFields.contains(f) ? .sensitive : .essential }
        b.text("title", t.title, Rect(x: x, y: y, width: textW - timeW - 4, height: Self.rowLinePt), size: 15, weight: .semibold,
               color: p.platterLabel, role: role(.title))
        b.text("time", n.timeText, Rect(x: r.maxX - Self.rowInsetPt - timeW, y: y, width: timeW, height: Self.rowLinePt),
               size: 13, color: p.platterSecondaryLabel, align: .trailing, role: .secondary)
        y += Self.rowLinePt
        if let s = t.subtitle {
            b.text("subtitle", s, Rect(x: x, y: y, width: textW, height: Self.rowLinePt), size: 15, color: p.platterLabel, role: role(.subtitle))
            y += Self.rowLinePt
        }
        let lines = bodyLines(t.body, textWidth: textW, maxLines: maxLines, measurer: state.measurer)
        b.text("body", t.body, Rect(x: x, y: y, width: textW, height: Double(lines) * Self.rowLinePt), size: 15,
               color: p.platterLabel, lines: lines, role: role(.body))
        if redactSensitive { b.items = b.items.map { $0.role == .sensitive ? $0.redacted() : $0 } }
        return b.items
    }

    /// A banner at the top of the screen: a notification while the phone is in use, or an
    /// alerting Live Activity's Lock Screen presentation on a device without the Dynamic Island.
    func banners(_ state: SceneState, _ g: PresentationGeometry) -> [DisplayItem] {
        var top = state.device.dynamicIsland.map { $0.topOffsetPt + $0.heightPt + 6 } ?? 52
        // An alert has expanded the island at the same moment: the banner goes below the
        // expanded island rather than over it (issue 29).
        if state.device.dynamicIsland != nil, let id = state.alertingActivityID,
           let a = state.activities.first(where: { $0.id == id }), a.showsInDynamicIsland, let f = frame(.expanded, for: a, g) {
            top = f.frame.maxY + 6
        }
        let w = g.screen.width
        var out: [DisplayItem] = []
        if state.device.dynamicIsland == nil, let id = state.alertingActivityID,
           let a = state.activities.first(where: { $0.id == id }),
           var f = frame(.lockScreen, for: a, g) {
            f.frame.origin.y = top
            // Opaque, as a notification banner is: over the Home Screen the translucent Lock
            // Screen platter let the icons show through its text (issue 29, iPad).
            out += lockScreenActivity(a, f, state, opaque: true)
        } else if let n = state.banner {
            let h = notificationRowHeight(n, width: g.lockScreenWidth, hidden: state.previews == .never, measurer: state.measurer)
            let r = Rect(x: (w - g.lockScreenWidth) / 2, y: top, width: g.lockScreenWidth, height: h)
            out += notificationRow(n, in: r, state: state, hidden: state.previews == .never, redactSensitive: false, stackedBelow: 0, opaque: true)
                .map { var i = $0; i.id = "banner." + i.id; return i }
        }
        return out
    }

    /// Notification Center: the wallpaper under a dark veil, time and date, then every notification.
    func notificationCenter(_ state: SceneState, _ g: PresentationGeometry) -> DisplayList {
        let p = SystemPalette.forAppearance(state.appearance)
        let w = g.screen.width, h = g.screen.height
        var b = ItemBuilder("")
        b.append(wallpaper(state, dim: 0.35))
        b.append(statusBar(state, color: p.onWallpaper, showTime: true))
        var c = ItemBuilder("center")
        c.text("date", state.wallClock.longDateText, Rect(x: 0, y: 58, width: w, height: 22), size: 17, weight: .semibold,
               color: p.onWallpaper.withAlpha(0.85), align: .center)
        c.text("clock", state.wallClock.timeText(twentyFourHour: state.twentyFourHour), Rect(x: 0, y: 80, width: w, height: 66),
               size: 60, weight: .semibold, color: p.onWallpaper, align: .center)
        c.text("heading", "Notification Center", Rect(x: (w - g.lockScreenWidth) / 2 + 4, y: 160, width: g.lockScreenWidth, height: 30),
               size: 22, weight: .bold, color: p.onWallpaper)
        b.append(c.items)
        var y = 200.0
        let hide = state.previews == .never
        for group in notificationGroups(state.notifications) {
            let n = group[0]
            let rowH = notificationRowHeight(n, width: g.lockScreenWidth, hidden: hide, maxLines: 4, measurer: state.measurer)
            let extra = group.count > 1 ? 12.0 : 0
            let r = Rect(x: (w - g.lockScreenWidth) / 2, y: y, width: g.lockScreenWidth, height: rowH)
            guard r.maxY + extra <= h - 30 else { break }
            b.append(notificationRow(n, in: r, state: state, hidden: hide, redactSensitive: false, stackedBelow: group.count - 1, maxLines: 4))
            y = r.maxY + extra + Self.listGapPt
        }
        b.append(homeIndicator(state, color: p.onWallpaper))
        b.append(dynamicIsland(state, g))
        return screenList(state, items: b.items)
    }
}
