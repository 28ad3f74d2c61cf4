import AfterglowPayloads
import AfterglowTime

/// The look of one Live Activity type: a view tree per presentation, bound to the activity's
/// `content-state` and `attributes` (see docs/CONTENT.md for the file format).
public struct ActivityTemplate: Hashable, Sendable {
    /// Where a view tree goes. The expanded presentation has four regions, as in ActivityKit's
    /// `DynamicIslandExpandedRegion` (leading, trailing, center, bottom).
    public enum Slot: String, Hashable, Sendable, CaseIterable {
        case compactLeading, compactTrailing, minimal
        case expandedLeading, expandedTrailing, expandedCenter, expandedBottom
        case lockScreen, standBy, smartStack
    }

    /// How dates in the content state are encoded: seconds since 1970, or since 2001-01-01
    /// (Foundation's reference date, which a Swift `Date` in a `Codable` content state uses by default).
    public enum DateEncoding: String, Hashable, Sendable {
        case unix, reference
        var offsetToUnix: Double { self == .unix ? 0 : 978_307_200 }
    }

    public var activityType: String
    public var displayName: String
    /// Shown in place of a field the payload lacks (and reported as an issue).
    public var placeholder: String
    public var dateEncoding: DateEncoding
    public var tint: ColorSpec
    /// A custom Lock Screen background (seeds/001: only the Lock Screen presentation may have one).
    public var background: ColorSpec?
    /// Fields ("state.balance", "attributes.patient") that must only appear in nodes with role sensitive.
    public var sensitiveFields: [String]
    public var layouts: [Slot: TemplateNode]
    /// Inset overrides per presentation family ("compact", "minimal", "expanded", "lockScreen", "smartStack").
    public var insets: [String: Double]
    /// A fixed Lock Screen height; otherwise the content decides it within 84–160 pt.
    public var lockScreenHeight: Double?
    /// Sample data for previews and lint when no payload is given.
    public var previewAttributes: JSONValue?
    public var previewState: JSONValue?
    /// SwiftUI's `.widgetURL(_:)` on the whole activity (the `DynamicIsland` or the configuration):
    /// the URL a tap outside the controls opens the app with when the tapped presentation's tree
    /// sets none (`TemplateNode.widgetURL`). nil opens the app at its default screen.
    public var widgetURL: String?
    /// `activitySystemActionForegroundColor(_:)`: the colour of the dismiss button the system
    /// generates beside the Lock Screen presentation (HIG Live Activities, seeds/001: "The system
    /// automatically generates a matching dismiss button based on the background and foreground
    /// colors of your Live Activity"). nil: generated from the background.
    public var systemActionForegroundColor: ColorSpec?
    /// The app has a watchOS app: a tap in the Smart Stack opens it; without one the watch shows a
    /// full-screen view with a button to open the app on the paired iPhone (seeds/001 › watchOS).
    public var hasWatchApp: Bool
    /// `DynamicIslandExpandedRegion(_:priority:)`: "which content to prioritize when it sizes the
    /// content of an expanded Live Activity" (WidgetKit). Absent: 0.
    public var regionPriority: [Slot: Double] = [:]
    /// Regions with `.dynamicIsland(verticalPlacement: .belowIfTooWide)`: "placement below the
    /// default vertical position for content that's too wide to fit next to the TrueDepth camera".
    public var belowIfTooWide: Set<Slot> = []
    /// The expanded regions by the names `layouts.expanded` uses.
    public static let expandedRegionSlots: [String: Slot] = ["leading": .expandedLeading, "trailing": .expandedTrailing,
                                                              "center": .expandedCenter, "bottom": .expandedBottom]
    static func regionName(_ slot: Slot) -> String { expandedRegionSlots.first { $0.value == slot }?.key ?? slot.rawValue }

    public init(activityType: String, displayName: String? = nil, placeholder: String = "--",
                dateEncoding: DateEncoding = .unix, tint: ColorSpec = .semantic(.label), background: ColorSpec? = nil,
                sensitiveFields: [String] = [], layouts: [Slot: TemplateNode], insets: [String: Double] = [:],
                lockScreenHeight: Double? = nil, previewAttributes: JSONValue? = nil, previewState: JSONValue? = nil,
                widgetURL: String? = nil, systemActionForegroundColor: ColorSpec? = nil, hasWatchApp: Bool = false) {
        self.widgetURL = widgetURL; self.systemActionForegroundColor = systemActionForegroundColor; self.hasWatchApp = hasWatchApp
        self.activityType = activityType; self.displayName = displayName ?? activityType
        self.placeholder = placeholder; self.dateEncoding = dateEncoding; self.tint = tint
        self.background = background; self.sensitiveFields = sensitiveFields; self.layouts = layouts
        self.insets = insets; self.lockScreenHeight = lockScreenHeight
        self.previewAttributes = previewAttributes; self.previewState = previewState
    }

    /// A preview activity built from the template's sample data.
    public func previewActivity(at now: Timestamp = .zero, anchor: WallClockAnchor = .examples) -> LiveActivity {
        LiveActivity(id: "preview", attributesType: activityType, attributes: previewAttributes ?? .object(JSONObject()),
                     contentState: previewState ?? .object(JSONObject()), startedAt: now,
                     lastEventUnixSeconds: anchor.unixSeconds(now), anchor: anchor)
    }
}

/// Something wrong with a template or the data it was given; layout goes on with a placeholder.
public struct TemplateIssue: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        /// The payload lacks a bound field.
        case missingField
        /// The field is there but of a type the node cannot show.
        case wrongType
        /// Content does not fit the presentation's frame.
        case overflow
        /// The template has no layout for a presentation and no fallback applies.
        case missingLayout
        /// A requested height outside the presentation's allowed range was clamped.
        case clampedHeight
    }
    public var kind: Kind
    /// Where in the template ("layouts.lockScreen.children[1]") or which presentation.
    public var path: String
    public var message: String

    public init(kind: Kind, path: String, message: String) { self.kind = kind; self.path = path; self.message = message }
    public var description: String { "\(path): \(message)" }
}
