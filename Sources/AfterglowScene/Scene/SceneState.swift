import AfterglowContent
import AfterglowDevices
import AfterglowDisplay
import AfterglowPayloads
import AfterglowPower
import AfterglowTime

/// Everything one frame of a screen depends on, as a plain value: the scene composer turns it
/// into a display list and never reads anything else (no clock, no globals).
public struct SceneState: Sendable {
    public enum Surface: String, Sendable, CaseIterable {
        /// Phone, locked: clock, date, widgets, Live Activities, notifications.
        case lockScreen
        /// Phone, in use: app icons; notifications arrive as banners.
        case homeScreen
        case notificationCenter
        /// Phone or iPad: a notification opened with a long press, its body whole and its actions below.
        case notificationExpanded
        /// Phone on its side, charging: a Live Activity's Lock Screen presentation scaled 2×.
        case standBy
        /// Watch: the face, with the time.
        case watchFace
        /// Watch: the Smart Stack with the Live Activity.
        case smartStack
        /// Watch: a notification's short look (wrist raise) and long look.
        case shortLook
        case longLook
        /// Mac: the desktop's menu bar with the paired iPhone's activity; its expanded view after a click.
        case menuBar
        /// CarPlay: the Dashboard with the activity card.
        case carPlay

        /// The surface a device shows when nothing else is asked for.
        public static func resting(for kind: DeviceProfile.Kind, hasActivity: Bool) -> Surface {
            switch kind {
            case .phone, .tablet: return .lockScreen
            case .watch: return hasActivity ? .smartStack : .watchFace
            case .mac: return .menuBar
            case .carPlay: return .carPlay
            }
        }

        /// The surfaces a device of `kind` has.
        public static func available(for kind: DeviceProfile.Kind) -> [Surface] {
            switch kind {
            case .phone: return [.lockScreen, .homeScreen, .notificationCenter, .notificationExpanded, .standBy]
            case .tablet: return [.lockScreen, .homeScreen, .notificationCenter, .notificationExpanded]
            case .watch: return [.watchFace, .smartStack, .shortLook, .longLook]
            case .mac: return [.menuBar]
            case .carPlay: return [.carPlay]
            }
        }
    }

    public enum IslandPresentation: String, Sendable, CaseIterable {
        /// No Live Activity: the bare pill around the TrueDepth camera.
        case idle
        case compact
        /// Two activities: the first attached to the island, the second detached.
        case minimal
        case expanded
    }

    /// Notification previews (Settings › Notifications › Show Previews).
    public enum PreviewPolicy: String, Sendable, CaseIterable { case always, whenUnlocked, never }

    public var device: DeviceProfile
    public var surface: Surface
    public var islandPresentation: IslandPresentation
    public var activities: [any SceneActivity]
    public var notifications: [SceneNotification]
    public var widgets: [LockScreenWidget]
    /// A notification shown as a banner over the current surface.
    public var banner: SceneNotification?
    /// The id of an activity that is alerting: on a device without the Dynamic Island it shows as
    /// a banner (HIG Live Activities › Lock Screen, seeds/001).
    public var alertingActivityID: String?
    public var appearance: Appearance
    /// 0 = fully awake, 1 = fully in Always On; values between blend the dimming transition.
    public var alwaysOn: Double
    /// How Always On treats content (dims by role, row backgrounds, wallpaper dimmed or off): the
    /// one policy, from the power module (`AlwaysOnContentPolicy`).
    public var alwaysOnPolicy: AlwaysOnContentPolicy
    /// StandBy's Night Mode red tint.
    public var nightMode: Bool
    /// StandBy shows the activity's minimal presentation until a tap opens the Lock Screen
    /// presentation at 2× (HIG Live Activities › StandBy, seeds/001).
    public var standByExpanded = false
    /// Mac: the menu bar item was clicked, its expanded view is open.
    public var menuBarExpanded = false
    /// The Lock Screen activity a person swiped left on: drawn moved aside, the system's dismiss
    /// button beside it (`LockScreenDismissButton`).
    public var dismissRevealedActivityID: String?
    /// The watch shows the full-screen "Open on iPhone" view for this activity (a tap on it in the
    /// Smart Stack, no watchOS app; `SceneComposer.watchOpenOnIPhone`).
    public var watchOpenOnIPhoneActivityID: String?
    /// Mac: a click on the menu bar activity launched iPhone Mirroring; its window is on the
    /// desktop (`SceneComposer.iPhoneMirroringWindow`).
    public var iPhoneMirroring: IPhoneMirroring?
    /// Show sensitive content (template fields and notification fields marked sensitive) on the
    /// locked Lock Screen, in StandBy and in Always On instead of redacting it: the person's
    /// choice (off by default, as "Hide sensitive information" asks, seeds/000).
    public var showSensitiveWhenLocked = false

    public var locked: Bool
    public var previews: PreviewPolicy
    public var now: Timestamp
    public var wallClock: WallClock
    public var twentyFourHour: Bool
    /// The appearance the wallpaper is drawn in: set by the composer when Always On composes the
    /// content dark, so the dimmed wallpaper is still the person's own (it does not jump palettes
    /// at the transition's midpoint). nil: `appearance`.
    var wallpaperAppearance: Appearance? = nil
    /// Sizes notification text for row heights (the app passes the renderer's Pango measurer).
    public var measurer: any TextMeasurer

    public init(device: DeviceProfile, surface: Surface = .lockScreen, islandPresentation: IslandPresentation = .idle,
                activities: [any SceneActivity] = [], notifications: [SceneNotification] = [],
                widgets: [LockScreenWidget] = [], banner: SceneNotification? = nil, alertingActivityID: String? = nil,
                appearance: Appearance = .light, alwaysOn: Double = 0,
                alwaysOnPolicy: AlwaysOnContentPolicy = .standard, nightMode: Bool = false, locked: Bool = true,
                previews: PreviewPolicy = .always, now: Timestamp = .zero,
                wallClock: WallClock = WallClock(year: 2025, month: 11, day: 21, hour: 9, minute: 41),
                twentyFourHour: Bool = false, measurer: any TextMeasurer = ApproximateTextMeasurer()) {
        self.device = device; self.surface = surface; self.islandPresentation = islandPresentation
        self.activities = activities; self.notifications = notifications; self.widgets = widgets
        self.banner = banner; self.alertingActivityID = alertingActivityID; self.appearance = appearance
        self.alwaysOn = alwaysOn; self.alwaysOnPolicy = alwaysOnPolicy; self.nightMode = nightMode; self.locked = locked; self.previews = previews
        self.now = now; self.wallClock = wallClock; self.twentyFourHour = twentyFourHour; self.measurer = measurer
    }

    /// Sensitive content is redacted: locked, unless the person chose to show it.
    public var redactsSensitive: Bool { locked && !showSensitiveWhenLocked }

    /// Activities by relevance (higher first), ties by id so the order is stable.
    public var rankedActivities: [any SceneActivity] {
        activities.sorted { ($0.relevanceScore, $1.id) > ($1.relevanceScore, $0.id) }
    }
}

/// A notification as the scene draws it (the content model maps its notifications to this).
public struct SceneNotification: Hashable, Sendable {
    public var id: String
    public var appName: String
    /// App icon: a symbol on a coloured squircle.
    public var iconSymbol: String
    public var iconColor: Color
    public var title: String
    public var subtitle: String?
    public var body: String
    /// "now", "5m ago": formatted by whoever knows the delivery time.
    public var timeText: String
    public var threadID: String?
    public var badge: Int?
    /// Action button titles (at most four, HIG Notifications › Notification actions, seeds/004).
    public var actions: [String]
    /// Fields redacted on the locked Lock Screen and in Always On.
    public var sensitiveFields: Set<Field>
    /// `hiddenPreviewsBodyPlaceholder`: shown instead of the body when previews are hidden.
    public var hiddenPreviewPlaceholder: String?
    /// Titles of the actions registered as destructive: drawn red (HIG Notifications ›
    /// Notification actions, seeds/004: "The system gives a distinct appearance to the actions you identify as destructive"; iOS draws them red).
    public var destructiveActions: Set<String> = []
    /// Action title → its interface icon (an SF Symbol name), drawn on the trailing side of the
    /// title (HIG Notifications › Notification actions, seeds/004).
    public var actionIcons: [String: String] = [:]
    /// A communication notification's sender (what a Notification Service Extension supplies
    /// with an `INSendMessageIntent`): the name replaces the title, the avatar the app icon.
    public var sender: CommunicationSender?

    public enum Field: String, Hashable, Sendable { case title, subtitle, body }

    public init(id: String, appName: String, iconSymbol: String = "bell.fill", iconColor: Color = Color(r: 1, g: 0.23, b: 0.19),
                title: String, subtitle: String? = nil, body: String, timeText: String = "now", threadID: String? = nil,
                badge: Int? = nil, actions: [String] = [], sensitiveFields: Set<Field> = [], hiddenPreviewPlaceholder: String? = nil) {
        self.id = id; self.appName = appName; self.iconSymbol = iconSymbol; self.iconColor = iconColor
        self.title = title; self.subtitle = subtitle; self.body = body; self.timeText = timeText
        self.threadID = threadID; self.badge = badge; self.actions = Array(actions.prefix(4))
        self.sensitiveFields = sensitiveFields; self.hiddenPreviewPlaceholder = hiddenPreviewPlaceholder
    }
}

/// A Lock Screen widget (accessory family): circular gauge or a two-slot rectangular one.
public struct LockScreenWidget: Hashable, Sendable {
    public enum Family: String, Hashable, Sendable { case circular, rectangular }
    public var id: String
    public var family: Family
    public var symbol: String
    public var value: String
    public var label: String
    /// 0…1 gauge fill, or nil.
    public var progress: Double?
    public init(id: String, family: Family = .circular, symbol: String, value: String, label: String = "", progress: Double? = nil) {
        self.id = id; self.family = family; self.symbol = symbol; self.value = value; self.label = label; self.progress = progress
    }
}
