import AfterglowDevices
import AfterglowDisplay
import AfterglowGeometry
import AfterglowTime

/// Apple Watch surfaces: the face, the Smart Stack with the Live Activity (HIG Live Activities ›
/// watchOS, seeds/001: "it appears on a paired Apple Watch at the top of the Smart Stack"), and a
/// notification's short look and long look (HIG Notifications › watchOS, seeds/004).
extension SceneComposer {
    static let watchTint = Color(r: 1, g: 0.62, b: 0.04)
    /// "If you want to match the background color of other system notifications, use white with
    /// 18% opacity" (HIG Notifications › Long looks, seeds/004).
    static let longLookBackground = Color(r: 1, g: 1, b: 1, a: 0.18)

    func watchList(_ state: SceneState, _ items: [DisplayItem]) -> DisplayList {
        screenList(state, background: .black, items: items)
    }

    func watchFace(_ state: SceneState, _ g: PresentationGeometry) -> DisplayList {
        let w = g.screen.width, h = g.screen.height
        var b = ItemBuilder("watch")
        b.text("date", state.wallClock.shortDateText, Rect(x: 16, y: 12, width: 100, height: 20), size: 15, weight: .semibold,
               color: Self.watchTint, role: .secondary)
        b.text("clock", state.wallClock.timeText(twentyFourHour: state.twentyFourHour), Rect(x: 0, y: 48, width: w, height: 84),
               size: 70, weight: .semibold, color: .white, align: .center, tabular: true)
        // Complications: activity rings and heart rate, the face's glanceable extras.
        let rings = Rect(x: 18, y: h - 74, width: 56, height: 56)
        let ringColors = [Color(r: 0.98, g: 0.07, b: 0.31), Color(r: 0.65, g: 1, b: 0), Color(r: 0, g: 0.9, b: 0.95)]
        for (i, (c, v)) in zip(ringColors, [0.72, 0.55, 0.86]).enumerated() {
            let r = rings.insetBy(dx: Double(i) * 8, dy: Double(i) * 8)
            b.add("ring\(i).track", r, role: .decoration, .arc(r, startDegrees: 0, endDegrees: 359.9, color: c.withAlpha(0.25), lineWidth: 6.5))
            b.add("ring\(i)", r, role: .secondary, .arc(r, startDegrees: 0, endDegrees: 360 * v, color: c, lineWidth: 6.5))
        }
        b.symbol("heart", "heart.fill", Rect(x: w - 96, y: h - 66, width: 18, height: 18), ringColors[0], role: .secondary)
        b.text("bpm", "72 BPM", Rect(x: w - 74, y: h - 67, width: 62, height: 20), size: 15, weight: .semibold, color: .white, tabular: true,
               role: .secondary)
        if let a = state.rankedActivities.first {
            b.text("activity", a.appName, Rect(x: w - 110, y: h - 44, width: 98, height: 18), size: 13, weight: .medium,
                   color: a.tint, align: .trailing, role: .secondary)
        }
        return watchList(state, b.items)
    }

    func smartStack(_ state: SceneState, _ g: PresentationGeometry) -> DisplayList {
        let w = g.screen.width
        var b = ItemBuilder("stack")
        b.text("time", state.wallClock.timeText(twentyFourHour: state.twentyFourHour), Rect(x: w - 100, y: 8, width: 86, height: 24),
               size: 17, weight: .semibold, color: .white, align: .trailing, tabular: true)
        if let id = state.watchOpenOnIPhoneActivityID, let a = state.activities.first(where: { $0.id == id }) {
            return watchOpenOnIPhone(state, g, a)
        }
        guard let f = g.frame(for: .smartStack) else { return watchList(state, b.items) }
        // The activity is the first card, "at the top of the Smart Stack" (seeds/001 › watchOS);
        // the next widget peeks below it, as the stack scrolls. Without an activity the widget
        // takes the top slot.
        let active = state.rankedActivities.first
        let belowTop = active == nil ? f.frame.minY : f.frame.maxY + 8
        let below = Rect(x: f.frame.minX, y: belowTop, width: f.frame.width, height: max(f.frame.height, g.screen.height - belowTop - 4))
        b.fill("weather.background", below, radius: f.cornerRadiusPt, Color(r: 1, g: 1, b: 1, a: 0.14))
        b.text("weather.place", "Cupertino", Rect(x: below.minX + 10, y: below.minY + 8, width: 110, height: 18), size: 14,
               weight: .semibold, color: .white, role: .secondary)
        b.text("weather.temp", "18°", Rect(x: below.minX + 10, y: below.minY + 26, width: 90, height: 38), size: 32,
               weight: .medium, color: .white, tabular: true)
        let sun = Rect(x: below.maxX - 40, y: below.minY + 12, width: 26, height: 26)
        b.add("weather.sun", sun, role: .secondary, .ellipse(sun, fill: Color(r: 1, g: 0.8, b: 0.1)))
        if let a = active {
            b.fill("activity.background", f.frame, radius: f.cornerRadiusPt, a.lockScreenBackground(.dark) ?? Color(r: 1, g: 1, b: 1, a: 0.14))
            b.add("activity.clip", f.frame, role: .decoration, .pushClip(f.frame, cornerRadius: f.cornerRadiusPt))
            b.append(activityItems(a, f, .dark, state.now))
            b.add("activity.unclip", f.frame, role: .decoration, .popClip)
        }
        return watchList(state, b.items)
    }

    func watchNotification(_ state: SceneState) -> SceneNotification? { state.banner ?? state.notifications.first }

    /// The short look: icon, app name and title only — "short looks are intended to be discreet"
    /// (seeds/004) — and the title only when it is not marked sensitive.
    func shortLook(_ state: SceneState) -> DisplayList {
        let w = state.device.screen.widthPt
        var b = ItemBuilder("short")
        guard let n = watchNotification(state) else { return watchList(state, []) }
        let icon = Rect(x: w / 2 - 40, y: 34, width: 80, height: 80)
        b.add("icon", icon, role: .secondary, .ellipse(icon, fill: n.iconColor))
        b.symbol("icon.glyph", n.iconSymbol, icon.insetBy(dx: 20, dy: 20), .white, role: .secondary)
        b.text("app", n.appName, Rect(x: 8, y: 124, width: w - 16, height: 24), size: 18, weight: .semibold, color: .white, align: .center)
        if state.previews != .never, !n.sensitiveFields.contains(.title), !n.title.isEmpty {
            b.text("title", n.title, Rect(x: 8, y: 150, width: w - 16, height: 40), size: 16, color: Color(r: 1, g: 1, b: 1, a: 0.7),
                   align: .center, lines: 2)
        }
        return watchList(state, b.items)
    }

    /// The long look: the sash (icon and app name), the content area, up to four actions and Dismiss.
    func longLook(_ state: SceneState) -> DisplayList {
        let w = state.device.screen.widthPt
        guard let n = watchNotification(state) else { return watchList(state, []) }
        var b = ItemBuilder("long")
        let sash = Rect(x: 4, y: 4, width: w - 8, height: 38)
        b.fill("sash", sash, radius: 12, n.iconColor.withAlpha(0.45), role: .secondary)
        let icon = Rect(x: sash.minX + 7, y: sash.midY - 12, width: 24, height: 24)
        b.add("sash.icon", icon, role: .secondary, .ellipse(icon, fill: n.iconColor))
        b.symbol("sash.glyph", n.iconSymbol, icon.insetBy(dx: 6, dy: 6), .white, role: .secondary)
        b.text("sash.app", n.appName.uppercased(), Rect(x: icon.maxX + 7, y: sash.minY, width: 96, height: sash.height), size: 13,
               weight: .semibold, color: .white)
        b.text("sash.time", n.timeText, Rect(x: sash.maxX - 50, y: sash.minY, width: 42, height: sash.height), size: 13,
               color: Color(r: 1, g: 1, b: 1, a: 0.7), align: .trailing, role: .secondary)
        let hidden = state.previews == .never
        let t = rowText(n, hidden: hidden)
        let textW = w - 8 - 20
        let lines = bodyLines(t.body, textWidth: textW, maxLines: 5, measurer: state.measurer)
        let contentH = 12 + 22 + (t.subtitle == nil ? 0 : 20) + Double(lines) * 20 + 12
        let content = Rect(x: 4, y: sash.maxY + 6, width: w - 8, height: contentH)
        b.fill("content", content, radius: 14, Self.longLookBackground)
        func role(_ f: SceneNotification.Field) -> ContentRole { !hidden && n.sensitiveFields.contains(f) ? .sensitive : .essential }
        var y = content.minY + 12
        b.text("title", t.title, Rect(x: content.minX + 10, y: y, width: textW, height: 22), size: 17, weight: .semibold, color: .white, role: role(.title))
        y += 22
        if let s = t.subtitle {
            b.text("subtitle", s, Rect(x: content.minX + 10, y: y, width: textW, height: 20), size: 15, color: .white, role: role(.subtitle)); y += 20
        }
        b.text("body", t.body, Rect(x: content.minX + 10, y: y, width: textW, height: Double(lines) * 20), size: 15,
               color: Color(r: 1, g: 1, b: 1, a: 0.85), lines: lines, role: role(.body))
        var by = content.maxY + 6
        for (i, title) in (n.actions.prefix(4) + ["Dismiss"]).enumerated() {
            let r = Rect(x: 4, y: by, width: w - 8, height: 40)
            // Secondary, not decoration: in Always On a control dims to an unavailable look rather
            // than disappearing (HIG Always On › Maintain a consistent layout, seeds/000).
            b.fill("action\(i)", r, radius: 20, Color(r: 1, g: 1, b: 1, a: 0.14), role: .secondary)
            // "The system gives a distinct appearance to the actions you identify as destructive"
            // (HIG Notifications › Notification actions, seeds/004): red, as iOS and watchOS draw them.
            let color = n.destructiveActions.contains(title) && i < n.actions.count ? SystemPalette.systemRed : Color.white
            b.text("action\(i).title", title, r, size: 16, weight: .medium, color: color, align: .center)
            by = r.maxY + 6
        }
        return watchList(state, b.items)
    }
}
