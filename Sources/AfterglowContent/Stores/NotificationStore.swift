import Foundation
import AfterglowPayloads
import AfterglowTime

/// Delivered notifications and per-app badge counts, on an injected clock.
public final class NotificationStore: @unchecked Sendable {
    /// Afterglow's own top-level payload key naming fields to redact, e.g. ["body"]: APNs has no
    /// such key (a real app decides in its extension), so it is an extension kept with the payload.
    public static let sensitiveFieldsKey = "sensitive-fields"
    /// Afterglow's top-level key for the app's display name (the system knows it; a payload does not).
    public static let appNameKey = "app-name"
    /// Afterglow's top-level key for a communication notification's sender:
    /// `"communication": {"sender-name": "Ana Lima", "sender-image": "avatars/ana.png"}`. On a
    /// device the app's Notification Service Extension donates an `INSendMessageIntent` whose
    /// `INPerson` carries the name and image; a payload file cannot run an extension, so it names
    /// them. A relative image path is resolved against the payload file's folder.
    public static let communicationKey = "communication"

    public let clock: any SimulationClock
    private let lock = NSLock()
    private var list: [PushNotification] = []
    private var badges: [String: Int] = [:]
    private var categories: [String: NotificationCategory] = [:]
    private var pending: [ContentEvent] = []
    private var counter = 0

    public init(clock: any SimulationClock) { self.clock = clock }

    public func register(_ category: NotificationCategory) { lock.withLock { categories[category.id] = category } }
    public func category(_ id: String?) -> NotificationCategory? { id.flatMap { id in lock.withLock { categories[id] } } }

    /// Delivers a (non Live Activity) payload for `bundleID` (default: the `.apns` file's
    /// `Simulator Target Bundle`, else "com.example.app").
    @discardableResult
    public func deliver(_ payload: APNsPayload, bundleID: String? = nil, appName: String? = nil,
                        baseDirectory: String? = nil) -> PushNotification {
        lock.withLock {
            let now = clock.now
            counter += 1
            let bundle = bundleID ?? payload.simulatorTargetBundle ?? "com.example.app"
            let aps = payload.aps
            var sensitive = categories[aps.category ?? ""]?.sensitiveFields ?? []
            if let fields = payload.customKeys[Self.sensitiveFieldsKey]?.arrayValue {
                for f in fields { if let s = f.stringValue, let field = PushNotification.Field(rawValue: s) { sensitive.insert(field) } }
            }
            let name = appName ?? payload.customKeys[Self.appNameKey]?.stringValue ?? Self.defaultAppName(bundle)
            var n = PushNotification(
                id: "n\(counter)", bundleID: bundle, appName: name,
                title: aps.alert?.title?.resolved, subtitle: aps.alert?.subtitle?.resolved, body: aps.alert?.body?.resolved,
                badge: aps.badge, sound: aps.sound, threadID: aps.threadID, categoryID: aps.category,
                interruptionLevel: aps.interruptionLevel ?? .active, relevanceScore: aps.relevanceScore ?? 0,
                deliveredAt: now, sensitiveFields: sensitive, payload: payload)
            n.sender = Self.sender(payload, baseDirectory: baseDirectory)
            // A background push (content-available, nothing to show) is not listed.
            if aps.alert != nil { list.append(n) }
            if aps.alert != nil || aps.sound != nil {
                pending.append(.notificationDelivered(notificationID: n.id, at: now, level: n.interruptionLevel))
            }
            if let b = aps.badge { setBadgeLocked(bundle, b, now) }
            return n
        }
    }

    /// "Reducing a badge's count to zero removes all related notifications from Notification
    /// Center" (HIG Notifications › Badging, seeds/004).
    public func setBadge(_ bundleID: String, _ count: Int) { lock.withLock { setBadgeLocked(bundleID, count, clock.now) } }

    private func setBadgeLocked(_ bundleID: String, _ count: Int, _ now: Timestamp) {
        let c = max(0, count)
        if badges[bundleID, default: 0] != c { pending.append(.badgeChanged(bundleID: bundleID, count: c, at: now)) }
        badges[bundleID] = c
        if c == 0 { list.removeAll { $0.bundleID == bundleID } }
    }

    public func badge(for bundleID: String) -> Int { lock.withLock { badges[bundleID, default: 0] } }

    public func remove(id: String) { lock.withLock { list.removeAll { $0.id == id } } }

    /// Newest first (Lock Screen list and Notification Center).
    public var notifications: [PushNotification] { lock.withLock { list.reversed() } }

    /// Grouped by app and `thread-id`, groups ordered by their newest notification.
    public var groups: [[PushNotification]] {
        var order: [String] = []
        var byKey: [String: [PushNotification]] = [:]
        for n in notifications {
            let key = n.bundleID + "\u{1F}" + (n.threadID ?? "")
            if byKey[key] == nil { order.append(key) }
            byKey[key, default: []].append(n)
        }
        return order.map { byKey[$0]! }
    }

    /// The `communication` key's sender, if the payload has one with a non-empty name.
    static func sender(_ payload: APNsPayload, baseDirectory: String?) -> CommunicationSender? {
        guard let c = payload.customKeys[communicationKey]?.objectValue,
              let name = c["sender-name"]?.stringValue, !name.isEmpty else { return nil }
        var image = c["sender-image"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
        if let i = image, !i.hasPrefix("/"), let base = baseDirectory { image = base + "/" + i }
        return CommunicationSender(name: name, imagePath: image)
    }

    public func drainEvents() -> [ContentEvent] { lock.withLock { defer { pending.removeAll() }; return pending } }

    static func defaultAppName(_ bundle: String) -> String {
        let last = bundle.split(separator: ".").last.map(String.init) ?? bundle
        return last.prefix(1).uppercased() + last.dropFirst()
    }
}
