import AfterglowTime

/// A delivered notification. (Named `PushNotification` so it never collides with
/// Foundation's `Notification` in files that import both.)
public struct PushNotification: Hashable, Sendable, Identifiable {
    public enum Field: String, Hashable, Sendable, CaseIterable { case title, subtitle, body }

    public var id: String
    public var bundleID: String
    public var appName: String
    public var title: String?
    public var subtitle: String?
    public var body: String?
    public var badge: Int?
    public var sound: NotificationSound?
    public var threadID: String?
    public var categoryID: String?
    public var interruptionLevel: InterruptionLevel
    public var relevanceScore: Double
    public var deliveredAt: Timestamp
    /// Fields redacted on the Lock Screen and in Always On (seeds/000 "Hide sensitive information").
    public var sensitiveFields: Set<Field>
    /// The whole payload, unknown keys included.
    public var payload: APNsPayload
    /// A communication notification's sender (the payload's `communication` key, see
    /// `NotificationStore.communicationKey`), the avatar path resolved against the payload's folder.
    public var sender: CommunicationSender? = nil

    public init(
        id: String, bundleID: String, appName: String, title: String?, subtitle: String?, body: String?,
        badge: Int?, sound: NotificationSound?, threadID: String?, categoryID: String?,
        interruptionLevel: InterruptionLevel, relevanceScore: Double, deliveredAt: Timestamp,
        sensitiveFields: Set<Field>, payload: APNsPayload
    ) {
        self.id = id; self.bundleID = bundleID; self.appName = appName
        self.title = title; self.subtitle = subtitle; self.body = body
        self.badge = badge; self.sound = sound; self.threadID = threadID; self.categoryID = categoryID
        self.interruptionLevel = interruptionLevel; self.relevanceScore = relevanceScore
        self.deliveredAt = deliveredAt; self.sensitiveFields = sensitiveFields; self.payload = payload
    }

    public func text(_ f: Field) -> String? {
        switch f {
        case .title: title
        case .subtitle: subtitle
        case .body: body
        }
    }
}

/// What the app registers for a category identifier (UNNotificationCategory): its actions —
/// "up to four" (HIG Notifications › Notification actions, seeds/004) — and the text shown when
/// previews are hidden.
public struct NotificationCategory: Hashable, Sendable {
    public struct Action: Hashable, Sendable {
        public var id: String
        public var title: String
        public var destructive: Bool
        /// The action's interface icon, an SF Symbol name (`UNNotificationActionIcon(systemImageName:)`).
        public var icon: String?
        public init(id: String, title: String, destructive: Bool = false, icon: String? = nil) {
            self.id = id; self.title = title; self.destructive = destructive; self.icon = icon
        }
    }
    public static let maxActions = 4

    public var id: String
    public var actions: [Action]
    /// `hiddenPreviewsBodyPlaceholder`: "Friend request", "New comment" (seeds/004).
    public var hiddenPreviewsBodyPlaceholder: String?
    public var sensitiveFields: Set<PushNotification.Field>

    /// Fails when there are more than four actions.
    public init(id: String, actions: [Action] = [], hiddenPreviewsBodyPlaceholder: String? = nil,
                sensitiveFields: Set<PushNotification.Field> = []) throws(CategoryError) {
        guard actions.count <= Self.maxActions else { throw CategoryError(categoryID: id, actionCount: actions.count) }
        self.id = id; self.actions = actions; self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder
        self.sensitiveFields = sensitiveFields
    }
}

public struct CategoryError: Error, Hashable, Sendable, CustomStringConvertible {
    public var categoryID: String
    public var actionCount: Int
    public var description: String {
        "category \(categoryID): \(actionCount) actions, the limit is \(NotificationCategory.maxActions) (HIG Notifications › Notification actions)"
    }
}
