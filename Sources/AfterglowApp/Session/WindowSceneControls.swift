import AfterglowDisplay
import AfterglowScene

/// What the window and the control API can ask of a scene beyond device events: appearance,
/// which surface to show (Notification Center, StandBy), the expanded island, night mode, the
/// Always On wallpaper.
/// The engine sets these only under the session lock, between emulator steps, then queues a
/// no-op settings event so the emulator lays the scene out again.
public protocol WindowSceneControls: AnyObject {
    var appearance: Appearance { get set }
    var surfaceOverride: SceneState.Surface? { get set }
    var islandOverride: SceneState.IslandPresentation? { get set }
    var nightMode: Bool { get set }
    /// Always On › Show Wallpaper: overrides the emulator policy's `alwaysOnWallpaper`.
    var alwaysOnWallpaper: Bool? { get set }
    /// A tap in StandBy (the activity's minimal view → its Lock Screen presentation at 2×) or on
    /// the Mac's menu bar item (its expanded view); a second tap closes it.
    var surfaceExpanded: Bool { get set }
}

extension ComposedScene: WindowSceneControls {}
