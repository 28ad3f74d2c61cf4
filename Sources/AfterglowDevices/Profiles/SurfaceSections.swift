import AfterglowGeometry

/// The sections that make a profile an iPad, a Mac or a CarPlay screen, and the rules tying
/// them to `kind` (HIG Live Activities, seeds/001: iPad has the Lock Screen but no Dynamic
/// Island; the Mac shows the activity in the menu bar with the iOS dimensions; CarPlay uses one
/// of three Live Activity sizes).
enum SurfaceSections {
    struct Parsed {
        var lockScreen: DeviceProfile.LockScreen?
        var menuBar: DeviceProfile.MenuBar?
        var carPlay: DeviceProfile.CarPlay?
    }

    /// The CarPlay dimensions table (seeds/001 › Specifications › CarPlay dimensions).
    static let carPlaySizes: [Size] = [Size(width: 240, height: 78), Size(width: 240, height: 100), Size(width: 170, height: 78)]

    static func parse(_ r: FieldReader, kind: DeviceProfile.Kind, screen: DeviceProfile.Screen,
                      island: DeviceProfile.DynamicIsland?, alwaysOn: DeviceProfile.AlwaysOn) throws(ProfileError) -> Parsed {
        var out = Parsed()
        if let l = try r.optionalObject("lockScreen") {
            out.lockScreen = .init(activityWidthPt: try l.number("activityWidthPt", in: 200...screen.widthPt))
        }
        if let m = try r.optionalObject("menuBar") {
            out.menuBar = .init(heightPt: try m.number("heightPt", in: 20...60),
                                compactWidthPt: try m.number("compactWidthPt", in: 20...100),
                                compactHeightPt: try m.number("compactHeightPt", in: 20...60),
                                expandedWidthPt: try m.number("expandedWidthPt", in: 200...600),
                                statusItemsWidthPt: try m.number("statusItemsWidthPt", in: 0...600),
                                itemHeightPt: try m.optionalNumber("itemHeightPt", in: 12...60),
                                notchWidthPt: try m.optionalNumber("notchWidthPt", in: 50...400))
        }
        if let c = try r.optionalObject("carPlay") {
            let cp = DeviceProfile.CarPlay(activityWidthPt: try c.number("activityWidthPt", in: 100...400),
                                           activityHeightPt: try c.number("activityHeightPt", in: 50...200),
                                           dashboardMarginPt: try c.number("dashboardMarginPt", in: 0...100),
                                           activityScale: try c.optionalNumber("activityScale", in: 1...4) ?? 1)
            guard carPlaySizes.contains(Size(width: cp.activityWidthPt, height: cp.activityHeightPt)) else {
                throw c.error("activityWidthPt", "\(formatPoints(cp.activityWidthPt))x\(formatPoints(cp.activityHeightPt)) is not a CarPlay Live Activity size (\(carPlaySizes.map(\.description).joined(separator: ", ")))")
            }
            out.carPlay = cp
        }
        switch kind {
        case .tablet:
            if out.lockScreen == nil { throw r.error("lockScreen", "is required for a tablet (the iPadOS table's activity width)") }
            if island != nil { throw r.error("dynamicIsland", "must be null for a tablet: iPad has no Dynamic Island") }
            if alwaysOn.supported { throw r.error("alwaysOn.supported", "must be false for a tablet: iPad has no Always On display") }
        case .mac:
            if out.menuBar == nil { throw r.error("menuBar", "is required for a mac") }
            if island != nil { throw r.error("dynamicIsland", "must be null for a mac") }
            if alwaysOn.supported { throw r.error("alwaysOn.supported", "must be false for a mac") }
        case .carPlay:
            if out.carPlay == nil { throw r.error("carPlay", "is required for a carPlay screen") }
            if island != nil { throw r.error("dynamicIsland", "must be null for a carPlay screen") }
            if alwaysOn.supported { throw r.error("alwaysOn.supported", "must be false for a carPlay screen") }
        case .phone, .watch:
            for (key, present) in [("lockScreen", out.lockScreen != nil), ("menuBar", out.menuBar != nil), ("carPlay", out.carPlay != nil)] where present {
                throw r.error(key, "only a \(key == "lockScreen" ? "tablet" : key == "menuBar" ? "mac" : "carPlay") profile has this section")
            }
        }
        return out
    }
}
