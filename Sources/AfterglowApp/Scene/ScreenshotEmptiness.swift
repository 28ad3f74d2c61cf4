import AfterglowScene

/// Whether a still shows anything of what was asked: a screenshot of a presentation that draws
/// none of the payloads' content is a failure to say plainly (exit 1), not an empty success.
extension ScreenshotPresentation {
    /// What this presentation draws from payloads.
    enum Shows { case islandActivities, activities, notifications, activitiesOrNotifications, islandOrBanner, nothingAsked }

    var shows: Shows {
        switch self {
        case .compact, .minimal, .expanded: .islandActivities
        case .standBy, .standByExpanded, .smartStack, .menuBar, .menuBarExpanded, .carPlay: .activities
        case .notificationCenter, .notificationExpanded, .shortLook, .longLook: .notifications
        case .lockScreen: .activitiesOrNotifications
        case .homeScreen: .islandOrBanner
        // The watch face draws the time, never a payload.
        case .watchFace: .nothingAsked
        }
    }

    /// Why the posed `state` shows none of the content the payloads brought (nil: it shows some,
    /// or nothing was asked), with what to pass instead.
    func emptiness(_ state: SceneState, payloadsGiven: Bool) -> String? {
        guard payloadsGiven else { return nil }
        let island = state.activities.filter(\.showsInDynamicIsland).count
        let activities = state.activities.count, notifications = state.notifications.count
        let held = "the payloads left \(activities) Live Activit\(activities == 1 ? "y" : "ies") and \(notifications) notification(s)"
        let startHint = "pass a Live Activity payload with \"event\": \"start\" (an \"attributes-type\" drawn by --template FILE or --widget SOURCES, or as a generic card without them)"
        switch shows {
        case .nothingAsked: return nil
        case .islandActivities:
            guard island == 0 else { return nil }
            let ended = activities > 0 ? "; an ended Live Activity leaves the Dynamic Island at once (it stays on the Lock Screen: --presentation lockScreen)" : ""
            return "nothing to show in '\(rawValue)': no active Live Activity for the Dynamic Island (\(held)\(ended)); \(startHint)"
        case .activities:
            guard activities == 0 else { return nil }
            return "nothing to show in '\(rawValue)': it draws Live Activities and \(held); \(startHint)"
        case .notifications:
            guard notifications == 0 else { return nil }
            return "nothing to show in '\(rawValue)': it draws notifications and \(held); pass a notification payload (an \"aps\" with an \"alert\")"
        case .activitiesOrNotifications:
            guard activities + notifications == 0 else { return nil }
            return "nothing to show in '\(rawValue)': \(held); \(startHint), or a notification payload"
        case .islandOrBanner:
            guard island == 0, state.banner == nil else { return nil }
            return "nothing to show in '\(rawValue)': no active Live Activity in the island and no banner (a notification shows as one for 5 s after it arrives: --at); \(held)"
        }
    }
}
