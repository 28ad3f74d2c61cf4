import AfterglowDevices
import AfterglowDisplay
import AfterglowGeometry

/// The iPhone and iPad Lock Screen: wallpaper, date and clock, up to four widgets, the list of
/// Live Activities and notifications anchored at the bottom above the flashlight and camera
/// buttons (seeds/001: "a banner at the bottom of the Lock Screen"; seeds/002: "at the top of the
/// list alongside notifications"), and the Dynamic Island on top.
extension SceneComposer {
    static let dateFrame = (y: 52.0, height: 24.0)
    static let clockFrame = (y: 74.0, height: 92.0)
    static let widgetRow = (y: 168.0, height: 46.0, gap: 14.0)
    static let listGapPt = 8.0

    func lockScreen(_ state: SceneState, _ g: PresentationGeometry) -> DisplayList {
        let p = SystemPalette.forAppearance(state.appearance)
        let w = g.screen.width
        var b = ItemBuilder("")
        b.append(wallpaper(state))
        b.append(statusBar(state, color: p.onWallpaper, showTime: false))
        b.append(clockAndDate(state, width: w, color: p.onWallpaper))
        b.append(widgets(state, width: w, color: p.onWallpaper))
        b.append(lockScreenList(state, g))
        // iPad has no flashlight and no camera button on its Lock Screen (issue 29): phones only.
        if state.device.kind == .phone { b.append(quickActions(state, color: p.onWallpaper)) }
        b.append(homeIndicator(state, color: p.onWallpaper))
        b.append(dynamicIsland(state, g))
        var list = screenList(state, items: b.items)
        // Sensitive Live Activity content is redacted while locked (WidgetKit privacy-sensitive views).
        if state.redactsSensitive { list.items = list.items.map { $0.role == .sensitive ? $0.redacted() : $0 } }
        return list
    }

    func clockAndDate(_ state: SceneState, width: Double, color: Color) -> [DisplayItem] {
        var b = ItemBuilder("lock")
        b.text("date", state.wallClock.longDateText, Rect(x: 0, y: Self.dateFrame.y, width: width, height: Self.dateFrame.height),
               size: 19, weight: .semibold, color: color.withAlpha(color.a * 0.9), align: .center)
        b.text("clock", state.wallClock.timeText(twentyFourHour: state.twentyFourHour),
               Rect(x: 0, y: Self.clockFrame.y, width: width, height: Self.clockFrame.height),
               size: 88, weight: .semibold, color: color, align: .center)
        return b.items
    }

    /// Up to four accessory widgets under the clock; a rectangular widget takes two slots.
    func widgets(_ state: SceneState, width: Double, color: Color) -> [DisplayItem] {
        let row = Self.widgetRow
        var slots = 0
        var chosen: [LockScreenWidget] = []
        for wdg in state.widgets {
            let n = wdg.family == .rectangular ? 2 : 1
            if slots + n > 4 { break }
            slots += n; chosen.append(wdg)
        }
        guard slots > 0 else { return [] }
        let total = Double(slots) * row.height + Double(slots - 1) * row.gap
        var x = (width - total) / 2
        var b = ItemBuilder("widget")
        for wdg in chosen {
            let n = wdg.family == .rectangular ? 2.0 : 1.0
            let r = Rect(x: x, y: row.y, width: n * row.height + (n - 1) * row.gap, height: row.height)
            x = r.maxX + row.gap
            let id = wdg.id
            switch wdg.family {
            case .circular:
                b.add("\(id).disc", r, role: .decoration, .ellipse(r, fill: color.withAlpha(0.16)))
                if let progress = wdg.progress {
                    let ring = r.insetBy(dx: 3, dy: 3)
                    b.add("\(id).track", ring, role: .secondary, .arc(ring, startDegrees: -135, endDegrees: 135, color: color.withAlpha(0.3), lineWidth: 4))
                    b.add("\(id).gauge", ring, role: .essential,
                          .arc(ring, startDegrees: -135, endDegrees: -135 + 270 * max(0.001, min(1, progress)), color: color, lineWidth: 4))
                }
                b.symbol("\(id).symbol", wdg.symbol, Rect(x: r.midX - 6, y: r.minY + 7, width: 12, height: 12), color, role: .secondary)
                b.text("\(id).value", wdg.value, Rect(x: r.minX + 4, y: r.midY - 3, width: r.width - 8, height: 18),
                       size: 15, weight: .semibold, color: color, align: .center, tabular: true)
            case .rectangular:
                b.symbol("\(id).symbol", wdg.symbol, Rect(x: r.minX, y: r.minY + 4, width: 14, height: 14), color, role: .secondary)
                b.text("\(id).label", wdg.label, Rect(x: r.minX + 18, y: r.minY + 2, width: r.width - 18, height: 18),
                       size: 13, weight: .semibold, color: color, role: .secondary)
                b.text("\(id).value", wdg.value, Rect(x: r.minX, y: r.minY + 21, width: r.width, height: 22),
                       size: 17, weight: .semibold, color: color, tabular: true)
            }
        }
        return b.items
    }

    /// The list: activities by relevance, then notifications grouped by thread (a stacked card
    /// peeks below a group). Rows are laid out top down, newest first, and as many as fit between
    /// `lockScreenListTopPt` and `lockScreenListBottomPt` are kept; then the whole list is moved
    /// down so its last row ends at the bottom: iOS anchors the list above the flashlight and
    /// camera buttons and grows it upwards, so one activity sits at the bottom of the screen and
    /// the topmost row is always the most relevant activity.
    func lockScreenList(_ state: SceneState, _ g: PresentationGeometry) -> [DisplayItem] {
        let w = g.screen.width
        let top = PresentationGeometry.lockScreenListTopPt, bottom = g.lockScreenListBottomPt
        enum Row { case activity(any SceneActivity, PresentationFrame), notification(SceneNotification, Rect, stacked: Int) }
        var rows: [Row] = []
        var y = top, end = top
        for a in state.rankedActivities {
            guard var f = frame(.lockScreen, for: a, g) else { break }
            f.frame.origin.y = y
            guard f.frame.maxY <= bottom else { break }
            rows.append(.activity(a, f))
            end = f.frame.maxY
            y = end + Self.listGapPt
        }
        let hide = state.previews == .never || (state.previews == .whenUnlocked && state.locked)
        for group in notificationGroups(state.notifications) {
            let n = group[0]
            let rowH = notificationRowHeight(n, width: g.lockScreenWidth, hidden: hide, measurer: state.measurer)
            let stackExtra = group.count > 1 ? 12.0 : 0
            let r = Rect(x: (w - g.lockScreenWidth) / 2, y: y, width: g.lockScreenWidth, height: rowH)
            guard r.maxY + stackExtra <= bottom else { break }
            rows.append(.notification(n, r, stacked: group.count - 1))
            end = r.maxY + stackExtra
            y = end + Self.listGapPt
        }
        let shift = max(0, bottom - end)
        var out: [DisplayItem] = []
        for row in rows {
            switch row {
            case .activity(let a, var f):
                f.frame.origin.y += shift
                out += lockScreenActivity(a, f, state)
            case .notification(let n, var r, let stacked):
                r.origin.y += shift
                out += notificationRow(n, in: r, state: state, hidden: hide, redactSensitive: state.redactsSensitive, stackedBelow: stacked)
            }
        }
        return out
    }

    /// Flashlight and camera buttons at the bottom corners.
    func quickActions(_ state: SceneState, color: Color) -> [DisplayItem] {
        let s = state.device.screen
        let d = PresentationGeometry.lockScreenQuickActionDiameterPt, inset = 46.0
        let y = s.heightPt - PresentationGeometry.lockScreenQuickActionCentreFromBottomPt - d / 2
        var b = ItemBuilder("lock")
        for (name, symbol, cx) in [("flashlight", "flashlight.off.fill", inset + d / 2 - 4), ("camera", "camera.fill", s.widthPt - inset - d / 2 + 4)] {
            let r = Rect(x: cx - d / 2, y: y, width: d, height: d)
            // Controls are secondary, not decoration: in Always On they dim to an unavailable look
            // rather than disappearing (HIG Always On › Maintain a consistent layout, seeds/000).
            b.add("\(name).disc", r, role: .secondary, .ellipse(r, fill: Color(r: 0, g: 0, b: 0, a: 0.28)))
            b.symbol("\(name).symbol", symbol, r.insetBy(dx: 15, dy: 15), color, role: .secondary)
        }
        return b.items
    }
}
