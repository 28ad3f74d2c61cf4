import AfterglowGeometry

/// Computes every presentation's frame, in points, for a device.
///
/// Figures come from the HIG Live Activities › Specifications tables
/// (shared/seeds/001_611357925a2c2c41.txt): compact views 36.67 pt tall and as wide as the island
/// less the camera region, split in two; minimal 36.67–45 × 36.67; expanded and Lock Screen as wide
/// as the table's expanded island width and 84–160 pt tall; Lock Screen margin 14 pt; StandBy
/// shows the Lock Screen presentation scaled 2×; CarPlay 240×78, 240×100, 170×78; watch Smart
/// Stack per case size.
public struct PresentationGeometry: Sendable {
    public static let minimalWidthRange: ClosedRange<Double> = 36.67...45
    public static let activityHeightRange: ClosedRange<Double> = 84...160
    public static let lockScreenMarginPt = 14.0
    public static let standByScale = 2.0
    /// The gap between the island and a detached minimal presentation.
    public static let detachedGapPt = 6.0
    public static let carPlaySizes = [Size(width: 240, height: 78), Size(width: 240, height: 100), Size(width: 170, height: 78)]
    /// The highest the Lock Screen list (activities, then notifications) may reach: below the
    /// date, clock and widget row. A list too long for the space loses its last rows.
    public static let lockScreenListTopPt = 220.0
    /// The flashlight and camera buttons: 50 pt discs whose centres sit 86 pt above the screen's
    /// bottom edge, 46 pt in from the sides.
    public static let lockScreenQuickActionDiameterPt = 50.0
    public static let lockScreenQuickActionCentreFromBottomPt = 86.0
    /// Space between the bottom of the Lock Screen list and the top of the quick-action buttons.
    public static let lockScreenListGapAboveQuickActionsPt = 12.0
    /// The Smart Stack's first card sits under the time row: the activity "appears … at the top
    /// of the Smart Stack" (seeds/001 › watchOS).
    public static let smartStackTopPt = 40.0
    /// StandBy with the default background: the content spans the landscape screen less this
    /// margin on each side (see `standByDefaultBackgroundScale`).
    public static let standByDefaultMarginPt = 24.0

    public let device: DeviceProfile
    public init(device: DeviceProfile) { self.device = device }

    public var screen: Rect { Rect(origin: .zero, size: device.screen.pointSize) }

    /// Where the Lock Screen list ends: iOS anchors the notification list at the bottom of the
    /// Lock Screen, above the flashlight and camera buttons, with Live Activities at the top of
    /// that list ("a banner at the bottom of the Lock Screen", HIG Live Activities › Lock Screen,
    /// seeds/001; "at the top of the list alongside notifications", seeds/002). The list grows up
    /// from here as rows are added, up to `lockScreenListTopPt`.
    public var lockScreenListBottomPt: Double {
        screen.height - Self.lockScreenQuickActionCentreFromBottomPt - Self.lockScreenQuickActionDiameterPt / 2
            - Self.lockScreenListGapAboveQuickActionsPt
    }

    /// Width of each compact view: the island less the camera region, split in two.
    public var compactWidth: Double? {
        guard let d = device.dynamicIsland else { return nil }
        // Snap down to the pixel grid: the table's 52.33 is 157 px at @3x, a third of a point.
        let scale = device.screen.scale
        return ((d.compactMinimalWidthPt - d.sensorRegionWidthPt) / 2 * scale + 1e-6).rounded(.down) / scale
    }

    /// The island's outline when it shows the compact presentation (or is idle).
    public var islandFrame: Rect? {
        guard let d = device.dynamicIsland else { return nil }
        return Rect(x: (screen.width - d.compactMinimalWidthPt) / 2, y: d.topOffsetPt,
                    width: d.compactMinimalWidthPt, height: d.heightPt)
    }

    /// The TrueDepth sensor housing, centred on the screen: the island's idle pill.
    public var sensorRegion: Rect? {
        guard let d = device.dynamicIsland else { return nil }
        return Rect(x: (screen.width - d.sensorRegionWidthPt) / 2, y: d.topOffsetPt, width: d.sensorRegionWidthPt, height: d.heightPt)
    }

    /// The island's outline in the minimal presentation: the attached minimal joined to the
    /// sensor housing, camera at the trailing end (36.67 + 125.33 = 162 pt by default), as iOS
    /// draws it with two activities. The table's 230/250 pt ("compact or minimal", HIG Live
    /// Activities › Specifications, seeds/001) is the island's width in compact and bounds the
    /// minimal island: a 230 pt pill around a 37 pt bubble would show ~70 pt of empty black.
    public func minimalIslandFrame(attachedWidth: Double = PresentationGeometry.minimalWidthRange.lowerBound) -> Rect? {
        guard let d = device.dynamicIsland, let sensor = sensorRegion else { return nil }
        let w = min(max(attachedWidth, Self.minimalWidthRange.lowerBound), Self.minimalWidthRange.upperBound)
        return Rect(x: sensor.minX - w, y: d.topOffsetPt, width: w + sensor.width, height: d.heightPt)
    }

    /// The frame for `presentation`, with `requestedHeight` clamped to the presentation's range.
    /// Returns nil when the device has no such presentation (a watch has no Dynamic Island).
    public func frame(for presentation: Presentation, requestedHeight: Double? = nil,
                      requestedWidth: Double? = nil, carPlayIndex: Int = 0, customBackground: Bool = false) -> PresentationFrame? {
        // A Mac shows the paired iPhone's compact and expanded views in its menu bar.
        if device.menuBar != nil, [.compactLeading, .compactTrailing, .minimalAttached, .minimalDetached, .expanded].contains(presentation) {
            return menuBarFrame(for: presentation, requestedHeight: requestedHeight)
        }
        let h = device.dynamicIsland?.heightPt ?? 0
        switch presentation {
        case .compactLeading, .compactTrailing:
            guard let island = islandFrame, let w = compactWidth, let d = device.dynamicIsland else { return nil }
            let x = presentation == .compactLeading ? island.minX : island.maxX - w
            return PresentationFrame(presentation: presentation, frame: Rect(x: x, y: island.minY, width: w, height: h),
                                     widthRange: w...w, heightRange: h...h, clamped: false, marginPt: 0,
                                     cornerRadiusPt: d.cornerRadiusPt, scale: 1)
        case .minimalAttached, .minimalDetached:
            let (w, clamped) = clamp(requestedWidth ?? Self.minimalWidthRange.lowerBound, Self.minimalWidthRange)
            guard let island = minimalIslandFrame(attachedWidth: w), let d = device.dynamicIsland else { return nil }
            // Attached: concentric with the island's leading end cap; detached: past its trailing end.
            let x = presentation == .minimalAttached ? island.minX : island.maxX + Self.detachedGapPt
            return PresentationFrame(presentation: presentation, frame: Rect(x: x, y: island.minY, width: w, height: h),
                                     widthRange: Self.minimalWidthRange, heightRange: h...h, clamped: clamped,
                                     marginPt: 0, cornerRadiusPt: min(d.cornerRadiusPt, h / 2), scale: 1)
        case .expanded:
            guard let d = device.dynamicIsland else { return nil }
            let (height, clamped) = clamp(requestedHeight ?? Self.activityHeightRange.lowerBound, Self.activityHeightRange)
            let w = d.expandedWidthPt
            return PresentationFrame(presentation: presentation,
                                     frame: Rect(x: (screen.width - w) / 2, y: d.topOffsetPt, width: w, height: height),
                                     widthRange: w...w, heightRange: Self.activityHeightRange, clamped: clamped,
                                     marginPt: 0, cornerRadiusPt: d.cornerRadiusPt, scale: 1)
        case .lockScreen, .standBy:
            guard device.kind == .phone || (device.kind == .tablet && presentation == .lockScreen) else { return nil }
            let w = lockScreenWidth
            let (height, clamped) = clamp(requestedHeight ?? Self.activityHeightRange.lowerBound, Self.activityHeightRange)
            if presentation == .lockScreen {
                // Alone on the Lock Screen, the activity sits at the bottom of the list's space.
                return PresentationFrame(presentation: presentation,
                                         frame: Rect(x: (screen.width - w) / 2, y: lockScreenListBottomPt - height, width: w, height: height),
                                         widthRange: w...w, heightRange: Self.activityHeightRange, clamped: clamped,
                                         marginPt: Self.lockScreenMarginPt, cornerRadiusPt: 24, scale: 1)
            }
            // StandBy: the phone lies in landscape; the Lock Screen presentation scaled 2×, centred
            // (a custom background), or slightly larger with the default background, which
            // "doesn't need to account for the margins around the TrueDepth camera" (seeds/001).
            let s = customBackground ? Self.standByScale : standByDefaultBackgroundScale(height: height)
            let land = Size(width: screen.height, height: screen.width)
            let size = Size(width: w * s, height: height * s)
            let fitScale = min(1, land.width / size.width, land.height / size.height)
            let fitted = Size(width: size.width * fitScale, height: size.height * fitScale)
            return PresentationFrame(presentation: presentation,
                                     frame: Rect(x: (land.width - fitted.width) / 2, y: (land.height - fitted.height) / 2,
                                                 width: fitted.width, height: fitted.height),
                                     widthRange: w * s...w * s, heightRange: Self.activityHeightRange.lowerBound * s...Self.activityHeightRange.upperBound * s,
                                     clamped: clamped, marginPt: Self.lockScreenMarginPt * s, cornerRadiusPt: 24 * s,
                                     scale: s * fitScale)
        case .smartStack:
            guard let k = device.smartStack else { return nil }
            return PresentationFrame(presentation: presentation,
                                     frame: Rect(x: (screen.width - k.widthPt) / 2, y: Self.smartStackTopPt,
                                                 width: k.widthPt, height: k.heightPt),
                                     widthRange: k.widthPt...k.widthPt, heightRange: k.heightPt...k.heightPt,
                                     clamped: false, marginPt: 8, cornerRadiusPt: 16, scale: 1)
        case .carPlay where device.carPlay != nil:
            return carPlayDashboardFrame
        case .carPlay:
            let sizes = Self.carPlaySizes
            let size = sizes[max(0, min(carPlayIndex, sizes.count - 1))]
            return PresentationFrame(presentation: presentation, frame: Rect(origin: .zero, size: size),
                                     widthRange: size.width...size.width, heightRange: size.height...size.height,
                                     clamped: false, marginPt: 8, cornerRadiusPt: 12, scale: 1)
        }
    }

    /// Lock Screen width: the table gives it equal to the expanded width (371 or 408 pt) on
    /// devices with the Dynamic Island; elsewhere the screen less the 11 pt side inset the table
    /// implies (393 − 371 = 2 × 11).
    public var lockScreenWidth: Double {
        device.lockScreen?.activityWidthPt ?? device.dynamicIsland?.expandedWidthPt ?? (device.screen.widthPt - 22)
    }

    /// Every presentation this device has, with default sizes.
    public func allFrames() -> [PresentationFrame] {
        var out: [PresentationFrame] = []
        for p in Presentation.allCases where p != .carPlay { if let f = frame(for: p) { out.append(f) } }
        if device.carPlay != nil {
            if let f = frame(for: .carPlay) { out.append(f) }
        } else if device.kind == .phone {
            // A phone's activity also shows in CarPlay: the table's three sizes.
            for i in Self.carPlaySizes.indices { if let f = frame(for: .carPlay, carPlayIndex: i) { out.append(f) } }
        }
        return out
    }

    /// With the default background StandBy scales the activity "slightly larger" than 2× (HIG
    /// Live Activities › StandBy presentation, seeds/001): the seed gives no figure, so the
    /// content fills the landscape width less `standByDefaultMarginPt` a side, never below 2×
    /// (iPhone 16 Pro: (874 − 48) / 371 = 2.23×).
    public func standByDefaultBackgroundScale(height: Double) -> Double {
        let landWidth = screen.height, landHeight = screen.width
        let byWidth = (landWidth - 2 * Self.standByDefaultMarginPt) / lockScreenWidth
        let byHeight = (landHeight - 2 * Self.standByDefaultMarginPt) / max(height, 1)
        return max(Self.standByScale, min(byWidth, byHeight))
    }

    /// The minimal bubble's top edge in StandBy's landscape screen, above the date line.
    public static let standByMinimalTopPt = 12.0

    /// StandBy's first view of an activity: "your Live Activity appears in the minimal
    /// presentation" (HIG Live Activities › StandBy, seeds/001), 36.67–45 × 36.67 pt, centred at
    /// the top of the landscape screen. A tap shows `frame(for: .standBy)`, the Lock Screen
    /// presentation scaled up.
    public var standByMinimalFrame: PresentationFrame? {
        guard device.kind == .phone, var f = frame(for: .minimalDetached) else { return nil }
        f.frame.origin = Point(x: (screen.height - f.frame.width) / 2, y: Self.standByMinimalTopPt)
        return f
    }

    func clamp(_ v: Double, _ r: ClosedRange<Double>) -> (Double, Bool) {
        let c = min(max(v, r.lowerBound), r.upperBound)
        return (c, c != v)
    }
}
