import AfterglowDevices

/// Where a tap on each presentation of a template opens the app: SwiftUI's `widgetURL`, as the
/// template carries it (docs/CONTENT.md › Taps). HIG Live Activities (seeds/001): "Make sure
/// tapping the Live Activity opens your app at the right location" and, for the compact
/// presentation, "Ensure both leading and trailing elements link to the same screen."
public enum TemplateLinks {
    /// The slots whose trees make up a presentation's content.
    static func slots(_ t: ActivityTemplate, _ p: Presentation) -> [ActivityTemplate.Slot] {
        switch p {
        case .compactLeading: [.compactLeading]
        case .compactTrailing: [.compactTrailing]
        case .minimalAttached, .minimalDetached: [.minimal]
        case .expanded: [.expandedLeading, .expandedTrailing, .expandedCenter, .expandedBottom]
        case .lockScreen: [.lockScreen]
        case .standBy: t.layouts[.standBy] != nil ? [.standBy] : [.lockScreen]
        // The custom small layout, or the compact views combined (seeds/001 › watchOS, › CarPlay).
        case .smartStack, .carPlay: t.layouts[.smartStack] != nil ? [.smartStack] : [.compactLeading, .compactTrailing]
        }
    }

    /// The URL a tap on the presentation outside its controls opens the app with: the first
    /// `widgetURL` in its trees (SwiftUI leaves several undefined; the first is as good a reading
    /// as any, and lint reports disagreement in the compact views), else the template's; nil is
    /// the app's default screen.
    public static func url(_ t: ActivityTemplate, presentation p: Presentation) -> String? {
        for slot in slots(t, p) { if let n = t.layouts[slot], let u = firstURL(n) { return u } }
        return t.widgetURL
    }

    /// The screen a compact element links to: the URL its tree sets (a `widgetURL`, or a `Link`
    /// wrapping the whole element), else the template's.
    public static func compactURL(_ t: ActivityTemplate, _ slot: ActivityTemplate.Slot) -> String? {
        guard let n = t.layouts[slot] else { return t.widgetURL }
        if n.control?.kind == .link, let a = n.control?.action { return a }
        return firstURL(n) ?? t.widgetURL
    }

    static func firstURL(_ n: TemplateNode) -> String? { n.allNodes.lazy.compactMap(\.widgetURL).first }
}
