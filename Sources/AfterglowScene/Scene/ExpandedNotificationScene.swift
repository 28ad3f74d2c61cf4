import AfterglowDevices
import AfterglowDisplay
import AfterglowGeometry

/// A phone's or iPad's notification opened with a long press (or pulled down on an unlocked
/// device): "an expanded detail view … can include up to four buttons for taking action"
/// (iOS HIG › Notifications, seeds/003), "a customizable detail view that contains up to four
/// buttons" (HIG Notifications › Notification actions, seeds/004). The notification's platter
/// grows to its whole body; the actions sit in their own platter below it, each title leading
/// and its interface icon on the trailing side ("The system displays your interface icon on the
/// trailing side of the action title", seeds/004). "Actions identified as destructive appear in
/// red" (seeds/003). The screen behind is dimmed, as iOS blurs it.
extension SceneComposer {
    static let expandedNotificationTopGapPt = 60.0
    static let expandedActionRowPt = 44.0
    static let expandedActionsGapPt = 8.0
    static let expandedBodyMaxLines = 10

    func expandedNotification(_ state: SceneState, _ g: PresentationGeometry) -> DisplayList {
        let p = SystemPalette.forAppearance(state.appearance)
        let w = g.screen.width, width = g.lockScreenWidth, x = (w - width) / 2
        var b = ItemBuilder("")
        b.append(wallpaper(state, dim: 0.55))
        b.append(statusBar(state, color: p.onWallpaper, showTime: true))
        guard let n = state.banner ?? state.notifications.first else {
            b.append(homeIndicator(state, color: p.onWallpaper))
            return screenList(state, items: b.items)
        }
        let hidden = state.previews == .never
        let t = rowText(n, hidden: hidden)
        var c = ItemBuilder("expanded.\(n.id)")
        let top = (state.device.dynamicIsland.map { $0.topOffsetPt + $0.heightPt } ?? 20) + Self.expandedNotificationTopGapPt
        let inset = Self.rowInsetPt, textW = width - 2 * inset
        let lines = bodyLines(t.body, textWidth: textW, maxLines: Self.expandedBodyMaxLines, measurer: state.measurer)
        // Header (icon, app name, time), title, subtitle, the whole body.
        let headerH = 36.0
        let cardH = 12 + headerH + Self.rowLinePt + (t.subtitle == nil ? 0 : Self.rowLinePt) + Double(lines) * Self.rowLinePt + 16
        let card = Rect(x: x, y: top, width: width, height: cardH)
        c.fill("background", card, radius: Self.rowCornerPt, p.platter.withAlpha(0.94))
        let icon = Rect(x: card.minX + inset, y: card.minY + 14, width: 26, height: 26)
        if let sender = n.sender, !hidden {
            communicationAvatar(&c, sender, n, in: icon)
        } else {
            appIcon(&c, "icon", symbol: n.iconSymbol, color: n.iconColor, in: icon)
        }
        c.text("app", n.appName, Rect(x: icon.maxX + 8, y: icon.minY, width: textW - 110, height: icon.height), size: 13,
               weight: .semibold, color: p.platterSecondaryLabel, role: .secondary)
        c.text("time", n.timeText, Rect(x: card.maxX - inset - 70, y: icon.minY, width: 70, height: icon.height), size: 13,
               color: p.platterSecondaryLabel, align: .trailing, role: .secondary)
        func role(_ f: SceneNotification.Field) -> ContentRole { !hidden && n.sensitiveFields.contains(f) ? .sensitive : .essential }
        var y = card.minY + 12 + headerH
        c.text("title", t.title, Rect(x: card.minX + inset, y: y, width: textW, height: Self.rowLinePt), size: 15, weight: .semibold,
               color: p.platterLabel, role: role(.title))
        y += Self.rowLinePt
        if let s = t.subtitle {
            c.text("subtitle", s, Rect(x: card.minX + inset, y: y, width: textW, height: Self.rowLinePt), size: 15, color: p.platterLabel, role: role(.subtitle))
            y += Self.rowLinePt
        }
        c.text("body", t.body, Rect(x: card.minX + inset, y: y, width: textW, height: Double(lines) * Self.rowLinePt), size: 15,
               color: p.platterLabel, lines: lines, role: role(.body))
        // The actions, at most four, in a platter of their own.
        let actions = Array(n.actions.prefix(4))
        if !actions.isEmpty {
            let menu = Rect(x: x, y: card.maxY + Self.expandedActionsGapPt, width: width,
                            height: Double(actions.count) * Self.expandedActionRowPt)
            c.fill("actions.background", menu, radius: 14, p.platter.withAlpha(0.94), role: .secondary)
            for (i, title) in actions.enumerated() {
                let row = Rect(x: menu.minX, y: menu.minY + Double(i) * Self.expandedActionRowPt, width: width, height: Self.expandedActionRowPt)
                if i > 0 {
                    c.fill("action\(i).separator", Rect(x: row.minX + inset, y: row.minY, width: width - inset, height: 0.5), radius: 0,
                           p.platterSecondaryLabel.withAlpha(0.35), role: .decoration)
                }
                let color = n.destructiveActions.contains(title) ? SystemPalette.systemRed : p.platterLabel
                c.text("action\(i).title", title, Rect(x: row.minX + 16, y: row.minY, width: width - 32 - 30, height: row.height), size: 17,
                       color: color, role: .secondary)
                if let symbol = n.actionIcons[title] {
                    c.symbol("action\(i).icon", symbol, Rect(x: row.maxX - 16 - 22, y: row.midY - 11, width: 22, height: 22), color, role: .secondary)
                }
            }
        }
        let redact = state.locked && !state.showSensitiveWhenLocked
        b.append(redact ? c.items.map { $0.role == .sensitive ? $0.redacted() : $0 } : c.items)
        b.append(homeIndicator(state, color: p.onWallpaper))
        b.append(dynamicIsland(state, g))
        return screenList(state, items: b.items)
    }
}
