import AfterglowDevices
import AfterglowDisplay
import AfterglowTime

/// A Live Activity as the scene needs it: who it is, how it ranks, and its content for any
/// presentation frame. The template layout engine provides the real implementation
/// (`TemplateSceneActivity`); tests can supply their own.
public protocol SceneActivity: Sendable {
    var id: String { get }
    /// Orders several activities (ActivityKit `relevance-score`, higher first).
    var relevanceScore: Double { get }
    /// False once ended: an ended activity leaves the Dynamic Island at once but stays on the
    /// Lock Screen (HIG Live Activities › Starting, updating, and ending, seeds/001).
    var showsInDynamicIsland: Bool { get }
    /// The app's name, for banners and the watch.
    var appName: String { get }
    /// The accent colour: the island's key line in dark mode (HIG Live Activities › Choosing colors).
    var tint: Color { get }
    /// A custom Lock Screen background, or nil for the system's light/dark material.
    func lockScreenBackground(_ appearance: Appearance) -> Color?
    /// The height the content asks for in `frame`'s presentation (Lock Screen, expanded,
    /// StandBy), given the default frame; `PresentationGeometry` clamps it to 84–160 pt.
    func preferredHeight(in frame: PresentationFrame) -> Double?
    /// The content's items inside `frame` (absolute points), ids unique within the activity.
    func items(in frame: PresentationFrame, appearance: Appearance, now: Timestamp) -> [DisplayItem]
    /// The URL a tap on the presentation outside its controls opens the app with (SwiftUI's
    /// `widgetURL`); nil: the app's default screen.
    func openURL(for presentation: Presentation) -> String?
    /// `activitySystemActionForegroundColor`: the dismiss button's ink, or nil to generate it.
    var systemActionForeground: Color? { get }
}

extension SceneActivity {
    public func openURL(for presentation: Presentation) -> String? { nil }
    public var systemActionForeground: Color? { nil }
}
