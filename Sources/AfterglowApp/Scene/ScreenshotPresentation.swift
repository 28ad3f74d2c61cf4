import AfterglowDevices
import AfterglowContent
import AfterglowTime
import AfterglowScene

/// Which screen or presentation a screenshot shows.
public enum ScreenshotPresentation: String, CaseIterable, Sendable {
    case lockScreen, homeScreen, notificationCenter, notificationExpanded, compact, minimal, expanded, standBy, standByExpanded
    case smartStack, watchFace, shortLook, longLook
    case menuBar, menuBarExpanded, carPlay

    /// The kinds of device that have this presentation.
    public var kinds: Set<DeviceProfile.Kind> {
        switch self {
        case .lockScreen, .homeScreen, .notificationCenter, .notificationExpanded: [.phone, .tablet]
        case .compact, .minimal, .expanded, .standBy, .standByExpanded: [.phone]
        case .smartStack, .watchFace, .shortLook, .longLook: [.watch]
        case .menuBar, .menuBarExpanded: [.mac]
        case .carPlay: [.carPlay]
        }
    }

    /// What a device shows when nothing is asked for: its resting surface.
    public static func resting(_ kind: DeviceProfile.Kind, hasActivity: Bool) -> ScreenshotPresentation {
        ScreenshotPresentation(rawValue: SceneState.Surface.resting(for: kind, hasActivity: hasActivity).rawValue) ?? .lockScreen
    }

    /// Sets `state` up to show this presentation and returns the prefixes of the display items a
    /// crop keeps (empty: the whole screen).
    public func pose(_ state: inout SceneState, activities: ActivityStore, notifications: NotificationStore) -> [String] {
        switch self {
        case .lockScreen: state.surface = .lockScreen; return ["la."]
        case .homeScreen:
            state.surface = .homeScreen
            state.islandPresentation = SceneContent.islandPresentation(activities.dynamicIsland)
            if case .expanded(let id) = activities.dynamicIsland { state.alertingActivityID = id }
            // A notification delivered in the last 5 s still shows as a banner.
            if let latest = notifications.notifications.first, (state.now - latest.deliveredAt).seconds < 5,
               let n = state.notifications.first(where: { $0.id == latest.id }) { state.banner = n }
            return ["island.", "banner."]
        case .notificationCenter: state.surface = .notificationCenter; return []
        case .notificationExpanded: state.surface = .notificationExpanded; return []
        case .compact, .minimal, .expanded:
            state.surface = .homeScreen
            state.islandPresentation = self == .compact ? .compact : self == .minimal ? .minimal : .expanded
            return ["island.shape", "island.detached"]
        case .standBy, .standByExpanded:
            state.surface = .standBy; state.standByExpanded = self == .standByExpanded
            return []
        case .menuBar, .menuBarExpanded:
            state.surface = .menuBar; state.menuBarExpanded = self == .menuBarExpanded
            return ["la."]
        case .carPlay: state.surface = .carPlay; return ["la."]
        case .smartStack: state.surface = .smartStack; return ["stack.activity.background"]
        case .watchFace: state.surface = .watchFace; return []
        case .shortLook: state.surface = .shortLook; return []
        case .longLook: state.surface = .longLook; return []
        }
    }
}
