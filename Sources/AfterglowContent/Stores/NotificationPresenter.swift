import AfterglowPayloads

/// Where a notification is shown, which decides how much of it is visible.
public enum NotificationContext: String, Hashable, Sendable, CaseIterable {
    /// A banner while the device is in use.
    case banner
    /// The expanded detail view (long press), with actions.
    case expanded
    case lockScreen
    case notificationCenter
    /// The Lock Screen in Always On: dimmed, sensitive content redacted (seeds/000).
    case alwaysOn
    /// Watch short look: on wrist raise, minimal and private — app and title only (seeds/004).
    case watchShortLook
    /// Watch long look: sash with the app, title, body, up to four actions and Dismiss (seeds/004).
    case watchLongLook
}

/// The Settings › Notifications › Show Previews choice.
public enum PreviewSetting: String, Hashable, Sendable, CaseIterable { case always, whenUnlocked, never }

/// A field's visible form: the text, or redacted (drawn as a placeholder bar).
public enum VisibleText: Hashable, Sendable {
    case text(String)
    case redacted
    public var text: String? { if case .text(let s) = self { return s }; return nil }
}

/// What a notification shows in one context (the scene draws it).
public struct NotificationView: Hashable, Sendable {
    public var notificationID: String
    public var appName: String
    public var title: VisibleText?
    public var subtitle: VisibleText?
    public var body: VisibleText?
    public var actions: [String]
    /// Previews are hidden: only the app, the generic title and the category's placeholder.
    public var isHiddenPreview: Bool
}

public enum NotificationPresenter {
    /// The generic title shown when previews are hidden (seeds/004: "the default title Notification").
    public static let hiddenPreviewTitle = "Notification"

    public static func view(_ n: PushNotification, context: NotificationContext, previews: PreviewSetting = .always,
                            locked: Bool = true, category: NotificationCategory? = nil) -> NotificationView {
        let hidden = previews == .never || (previews == .whenUnlocked && locked
                                            && [.lockScreen, .alwaysOn, .notificationCenter, .banner, .expanded].contains(context))
        if hidden {
            return NotificationView(notificationID: n.id, appName: n.appName, title: .text(hiddenPreviewTitle), subtitle: nil,
                                    body: category?.hiddenPreviewsBodyPlaceholder.map(VisibleText.text), actions: [], isHiddenPreview: true)
        }
        // Redacted where a casual observer may look: the locked Lock Screen, Always On, and the
        // watch short look ("minimal and private").
        let redacts = context == .alwaysOn || context == .watchShortLook || (context == .lockScreen && locked)
        func field(_ f: PushNotification.Field) -> VisibleText? {
            guard let s = n.text(f) else { return nil }
            return redacts && n.sensitiveFields.contains(f) ? .redacted : .text(s)
        }
        // Without a title, a noncommunication notification shows the app name (seeds/004).
        let title = field(.title) ?? .text(n.appName)
        let actions = (category?.actions ?? []).prefix(NotificationCategory.maxActions).map(\.title)
        switch context {
        case .watchShortLook:
            return NotificationView(notificationID: n.id, appName: n.appName, title: title, subtitle: nil, body: nil, actions: [], isHiddenPreview: false)
        case .watchLongLook:
            return NotificationView(notificationID: n.id, appName: n.appName, title: title, subtitle: field(.subtitle), body: field(.body),
                                    actions: actions + ["Dismiss"], isHiddenPreview: false)
        case .expanded:
            return NotificationView(notificationID: n.id, appName: n.appName, title: title, subtitle: field(.subtitle), body: field(.body),
                                    actions: actions, isHiddenPreview: false)
        default:
            return NotificationView(notificationID: n.id, appName: n.appName, title: title, subtitle: field(.subtitle), body: field(.body),
                                    actions: [], isHiddenPreview: false)
        }
    }
}
