import AfterglowContent
import AfterglowDevices
import AfterglowDisplay
import AfterglowTime

/// A Live Activity drawn from its template by the layout engine (`ActivityLayout`): the scene's
/// view of a `LiveActivity` plus its `ActivityTemplate`.
public struct TemplateSceneActivity: SceneActivity {
    public var template: ActivityTemplate
    public var activity: LiveActivity
    public var measurer: any TextMeasurer
    /// When the scene is drawn (timers and stale state depend on it).
    public var now: Timestamp
    /// Always On: SwiftUI's `isLuminanceReduced`, which imported templates may branch on.
    public var luminanceReduced: Bool

    public init(template: ActivityTemplate, activity: LiveActivity, measurer: any TextMeasurer, now: Timestamp, luminanceReduced: Bool = false) {
        self.template = template; self.activity = activity; self.measurer = measurer; self.now = now
        self.luminanceReduced = luminanceReduced
    }

    public var id: String { activity.id }
    public var relevanceScore: Double { activity.relevanceScore }
    public var showsInDynamicIsland: Bool { activity.isActive }
    public var appName: String { template.displayName }

    /// The key line tint: the template's tint as it appears on the black island.
    public var tint: Color {
        switch template.tint {
        case .fixed(let c): return c
        case .adaptive(_, let dark): return dark
        case .semantic: return .white
        }
    }

    public func lockScreenBackground(_ appearance: Appearance) -> Color? {
        switch template.background {
        case .fixed(let c)?: return c
        case .adaptive(let light, let dark)?: return appearance == .light ? light : dark
        case .semantic?, nil: return nil
        }
    }

    public func preferredHeight(in frame: PresentationFrame) -> Double? {
        ActivityLayout.preferredHeight(template: template, activity: activity, frame: frame, now: now, measurer: measurer)
    }

    public func items(in frame: PresentationFrame, appearance: Appearance, now: Timestamp) -> [DisplayItem] {
        ActivityLayout.items(template: template, activity: activity, frame: frame, appearance: appearance, now: now, measurer: measurer, luminanceReduced: luminanceReduced).items
    }

    public func openURL(for presentation: Presentation) -> String? { TemplateLinks.url(template, presentation: presentation) }

    public var systemActionForeground: Color? {
        switch template.systemActionForegroundColor {
        case .fixed(let c)?: return c
        case .adaptive(_, let dark)?: return dark
        case .semantic?, nil: return nil
        }
    }

    /// Template problems (missing fields, unknown symbols) for one presentation, for reports.
    public func issues(in frame: PresentationFrame, appearance: Appearance) -> [TemplateIssue] {
        ActivityLayout.items(template: template, activity: activity, frame: frame, appearance: appearance, now: now, measurer: measurer, luminanceReduced: luminanceReduced).issues
    }
}
