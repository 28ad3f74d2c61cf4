/// An interactive element of a Live Activity (a button, toggle or link: the template's `control`)
/// or the activity itself, and a tap that reached it. As a display item (`DisplayCommand.tapTarget`)
/// it draws nothing; the scene hit-tests the display list with it, so what a tap at a point does
/// follows exactly what is drawn there, after every transform, and reports what it hit
/// (`DeviceEvent.interaction`). In CarPlay "the system deactivates interactive elements" (HIG Live
/// Activities › CarPlay, seeds/001), so a control's tap runs nothing and the log says so.
public struct ContentInteraction: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The `kind` of a tap on the activity outside its controls: it opens the app (seeds/001:
    /// "they can tap your Live Activity to open your app").
    public static let activityKind = "activity"

    public var activityID: String
    /// "button", "toggle", "link", or `activityKind` for the activity's own area.
    public var kind: String
    /// What it runs (an App Intent type) or opens (a `Link`'s destination, the `widgetURL`), if the template says.
    public var action: String?
    /// The presentation it was drawn in ("lockScreen", "smartStack", "carPlay", …).
    public var presentation: String
    /// True in CarPlay: nothing ran.
    public var deactivated: Bool
    /// Where the tap took the person when it opens the app (a tap on the activity, a link); nil for
    /// a button or toggle, which run in place. The layout engine says `.app`; the scene, which knows
    /// the device, refines it (`AppDestination.forDevice`).
    public var opens: AppDestination?

    public init(activityID: String, kind: String, action: String?, presentation: String, deactivated: Bool,
                opens: AppDestination? = nil) {
        self.activityID = activityID; self.kind = kind; self.action = action; self.presentation = presentation
        self.deactivated = deactivated; self.opens = opens
    }

    public var opensApp: Bool { opens != nil && !deactivated }

    public var description: String {
        let what = kind == Self.activityKind
            ? "activity \(activityID) in \(presentation)"
            : "\(kind)\(action.map { " \"\($0)\"" } ?? "") of activity \(activityID) in \(presentation)"
        if deactivated { return "\(what): deactivated (CarPlay deactivates interactive elements), nothing ran" }
        switch kind {
        case "dismiss": return "activity \(activityID) in \(presentation): dismissed by the person (removed from the Lock Screen)"
        case "openOnIPhone": return "activity \(activityID) in \(presentation): \"Open on iPhone\" tapped, opens the app on the paired iPhone\(action.map { " at \($0)" } ?? "")"
        case "revealDismiss": return "activity \(activityID) in \(presentation): swiped aside, the dismiss button shown"
        default: break
        }
        guard let opens else { return "\(what): activated" }
        let url = kind == Self.activityKind ? (action.map { " at \($0)" } ?? " at its default screen") : (action.map { " at \($0)" } ?? "")
        return "\(what): \(opens.phrase)\(url)"
    }
}

/// Where a tap that opens a Live Activity's app takes the person, per device (HIG Live Activities,
/// seeds/001).
public enum AppDestination: String, Hashable, Sendable, Codable, CaseIterable {
    /// iPhone or iPad: the app, at the activity's `widgetURL` or link ("Make sure tapping the Live
    /// Activity opens your app at the right location").
    case app
    /// Apple Watch with a watchOS app: "If you offer a watchOS app and someone taps the Live
    /// Activity in the Smart Stack, it opens your watchOS app."
    case watchApp
    /// Apple Watch without one: "tapping opens a full-screen view with a button to open your app on
    /// the paired iPhone."
    case watchOpenOnIPhone
    /// Mac menu bar: "Clicking the Live Activity launches iPhone Mirroring to display your app."
    case iPhoneMirroring
    /// CarPlay Dashboard: the seed does not say what a tap on the activity does; Afterglow logs it
    /// as opening the app on the iPhone driving CarPlay (an assumption, docs/SEED-AUDIT.md).
    case carPlayApp

    var phrase: String {
        switch self {
        case .app: "opens the app"
        case .watchApp: "opens the watchOS app"
        case .watchOpenOnIPhone: "opens the full-screen view with \"Open on iPhone\" (no watchOS app)"
        case .iPhoneMirroring: "launches iPhone Mirroring to display the app"
        case .carPlayApp: "opens the app (CarPlay)"
        }
    }
}
