import AfterglowGeometry

/// Frames on the Mac menu bar and the CarPlay Dashboard (HIG Live Activities, seeds/001).
extension PresentationGeometry {
    /// The gap between the activity's menu bar item and the system's status items.
    public static let menuBarItemGapPt = 8.0
    /// The expanded view opens this far below the menu bar, as a menu bar popover does.
    public static let menuBarPopoverGapPt = 6.0

    /// The compact leading and trailing views side by side in the menu bar, left of the status
    /// items (the Mac shows "the compact, minimal, and expanded presentations", seeds/001 ›
    /// macOS, with the iOS dimensions); the expanded view below it on click.
    func menuBarFrame(for presentation: Presentation, requestedHeight: Double?) -> PresentationFrame? {
        guard let m = device.menuBar else { return nil }
        let itemWidth = 2 * m.compactWidthPt
        let itemX = screen.width - m.statusItemsWidthPt - Self.menuBarItemGapPt - itemWidth
        let y = (m.heightPt - m.compactHeightPt) / 2
        switch presentation {
        case .compactLeading, .compactTrailing:
            let x = presentation == .compactLeading ? itemX : itemX + m.compactWidthPt
            return PresentationFrame(presentation: presentation, frame: Rect(x: x, y: y, width: m.compactWidthPt, height: m.compactHeightPt),
                                     widthRange: m.compactWidthPt...m.compactWidthPt, heightRange: m.compactHeightPt...m.compactHeightPt,
                                     clamped: false, marginPt: 0, cornerRadiusPt: m.compactHeightPt / 2, scale: 1)
        case .minimalAttached, .minimalDetached:
            // Two activities: two minimal bubbles, the first nearest the status items.
            let mw = Self.minimalWidthRange.lowerBound
            let right = itemX + itemWidth
            let x = presentation == .minimalAttached ? right - mw : right - 2 * mw - Self.detachedGapPt
            return PresentationFrame(presentation: presentation, frame: Rect(x: x, y: y, width: mw, height: m.compactHeightPt),
                                     widthRange: Self.minimalWidthRange, heightRange: m.compactHeightPt...m.compactHeightPt,
                                     clamped: false, marginPt: 0, cornerRadiusPt: m.compactHeightPt / 2, scale: 1)
        case .expanded:
            let (h, clamped) = clamp(requestedHeight ?? Self.activityHeightRange.lowerBound, Self.activityHeightRange)
            // Centred under the item, kept on screen.
            let x = min(max(8, itemX + itemWidth / 2 - m.expandedWidthPt / 2), screen.width - 8 - m.expandedWidthPt)
            return PresentationFrame(presentation: .expanded,
                                     frame: Rect(x: x, y: m.heightPt + Self.menuBarPopoverGapPt, width: m.expandedWidthPt, height: h),
                                     widthRange: m.expandedWidthPt...m.expandedWidthPt, heightRange: Self.activityHeightRange,
                                     clamped: clamped, marginPt: 0, cornerRadiusPt: 16, scale: 1)
        default:
            return nil
        }
    }

    /// The menu bar item holding the activity (both compact views).
    public var menuBarItem: Rect? {
        guard let l = frame(for: .compactLeading), let t = frame(for: .compactTrailing), device.menuBar != nil else { return nil }
        return l.frame.union(t.frame)
    }

    /// The CarPlay Dashboard: the activity card at the top of the column beside the map, the
    /// screen's own size from the CarPlay dimensions table (seeds/001). Portrait screens stack
    /// the map above the cards, so the card sits at the bottom left.
    var carPlayDashboardFrame: PresentationFrame? {
        guard let c = device.carPlay else { return nil }
        let s = c.activityScale
        // Laid out at the table's size and drawn `activityScale` times larger (as StandBy scales).
        let size = Size(width: c.activityWidthPt * s, height: c.activityHeightPt * s)
        let m = c.dashboardMarginPt
        let portrait = screen.height > screen.width
        let origin = portrait ? Point(x: m + Self.carPlayStatusBarWidthPt(portrait: true), y: screen.height - Self.carPlayStatusRowHeightPt - m - size.height)
                              : Point(x: screen.width - m - size.width, y: m)
        return PresentationFrame(presentation: .carPlay, frame: Rect(origin: origin, size: size),
                                 widthRange: c.activityWidthPt...c.activityWidthPt, heightRange: c.activityHeightPt...c.activityHeightPt,
                                 clamped: false, marginPt: 8, cornerRadiusPt: 12 * s, scale: s)
    }

    /// CarPlay's status bar: a column at the leading edge in landscape, a row at the bottom in
    /// portrait (Apple's CarPlay screens); 0 pt horizontally in portrait.
    public static func carPlayStatusBarWidthPt(portrait: Bool) -> Double { portrait ? 0 : 80 }
    /// The portrait status row's height, at the bottom of the screen.
    public static let carPlayStatusRowHeightPt = 44.0
}
