import AfterglowTime

/// A push payload as APNs delivers it (or as an Xcode `.apns` file holds it), validated.
/// Unknown keys are kept (`customKeys`, `APS.unknownKeys`, …) and otherwise ignored.
public struct APNsPayload: Hashable, Sendable {
    public var aps: APS
    /// `Simulator Target Bundle` of an Xcode `.apns` file: the app the push is for.
    public var simulatorTargetBundle: String?
    /// Top-level keys besides `aps` (the app's own data), in file order.
    public var customKeys: JSONObject
    public var raw: JSONValue
    /// Size of the payload as received.
    public var byteCount: Int
    /// The file it was read from (`PayloadParser.parse(contentsOf:)`), or another label for where
    /// it came from: messages about it name this, and a notification's relative `sender-image`
    /// is found beside it. nil for a payload that arrived as bytes (the control API).
    public var source: String? = nil

    public var isLiveActivity: Bool { aps.liveActivity != nil }
}

/// The `aps` dictionary.
public struct APS: Hashable, Sendable {
    public var alert: NotificationAlert?
    public var badge: Int?
    public var sound: NotificationSound?
    public var threadID: String?
    public var category: String?
    public var interruptionLevel: InterruptionLevel?
    /// 0…1: which notification the system features in a summary.
    public var relevanceScore: Double?
    public var mutableContent: Bool
    public var contentAvailable: Bool
    public var targetContentID: String?
    /// Present when the payload updates a Live Activity (it has an `event`).
    public var liveActivity: LiveActivityPush?
    public var unknownKeys: JSONObject
}

/// `aps.interruption-level`: how urgently the system presents the notification.
public enum InterruptionLevel: String, Hashable, Sendable, CaseIterable {
    case passive, active, timeSensitive = "time-sensitive", critical
    /// Passive notifications are added silently, without lighting the screen.
    public var lightsScreen: Bool { self != .passive }
}

/// Text that is either given or looked up from the app's strings with arguments (`loc-key`, `loc-args`).
public enum LocalizableText: Hashable, Sendable {
    case plain(String)
    case localized(key: String, args: [String])

    /// The text shown: the key's format with its arguments substituted (the app's Localizable
    /// strings are not available here, so the key itself is the format, as iOS falls back to),
    /// by the same printf rules as a strings file's format (`LocalizedFormat.apply`: `%n$@`
    /// may repeat, `%%` is a percent sign).
    public var resolved: String {
        switch self {
        case .plain(let s): return s
        case .localized(let key, let args): return LocalizedFormat.apply(key, args)
        }
    }
}

/// `aps.alert`: a string (the body) or a dictionary.
public struct NotificationAlert: Hashable, Sendable {
    public var title: LocalizableText?
    public var subtitle: LocalizableText?
    public var body: LocalizableText?
    public var launchImage: String?
    public var unknownKeys: JSONObject
}

/// `aps.sound`: a sound name, or a dictionary for critical alerts with a volume.
public struct NotificationSound: Hashable, Sendable {
    public var name: String
    public var critical: Bool
    /// 0…1, for critical alerts.
    public var volume: Double?
}

/// The Live Activity part of `aps` (ActivityKit push notifications).
public struct LiveActivityPush: Hashable, Sendable {
    public enum Event: String, Hashable, Sendable, CaseIterable { case start, update, end }
    public var event: Event
    /// Seconds since 1970: orders updates; an older one than the last applied is ignored.
    public var timestamp: Double
    public var contentState: JSONValue?
    public var attributesType: String?
    public var attributes: JSONValue?
    public var staleDate: Double?
    public var dismissalDate: Double?
    public var relevanceScore: Double?
    public var alert: LiveActivityAlert?

    public init(event: Event, timestamp: Double, contentState: JSONValue? = nil, attributesType: String? = nil,
                attributes: JSONValue? = nil, staleDate: Double? = nil, dismissalDate: Double? = nil,
                relevanceScore: Double? = nil, alert: LiveActivityAlert? = nil) {
        self.event = event; self.timestamp = timestamp; self.contentState = contentState
        self.attributesType = attributesType; self.attributes = attributes; self.staleDate = staleDate
        self.dismissalDate = dismissalDate; self.relevanceScore = relevanceScore; self.alert = alert
    }
}

/// `aps.alert` of a Live Activity update: lights the screen and shows the expanded presentation.
public struct LiveActivityAlert: Hashable, Sendable {
    public var title: LocalizableText?
    public var body: LocalizableText?
    public var sound: String?

    public init(title: LocalizableText? = nil, body: LocalizableText? = nil, sound: String? = nil) {
        self.title = title; self.body = body; self.sound = sound
    }
}
