/// How a scene is arranged, apart from what its content says and where the clock has moved it:
/// the surface, the island's presentation, the larger views opened, and which activities and
/// notifications are shown. A change here is a transition to animate (a long press expanding the
/// island, an alert, a second activity, StandBy's 2×); a frame with the same arrangement changed
/// only through content (a push: content transitions) or through the clock (lands in one step).
public struct SceneArrangement: Hashable, Sendable {
    public var surface: SceneState.Surface
    public var island: SceneState.IslandPresentation
    public var alertingActivityID: String?
    public var standByExpanded: Bool
    public var menuBarExpanded: Bool
    public var activities: [String]
    public var notifications: [String]
    public var banner: String?

    public init(_ s: SceneState) {
        surface = s.surface; island = s.islandPresentation; alertingActivityID = s.alertingActivityID
        standByExpanded = s.standByExpanded; menuBarExpanded = s.menuBarExpanded
        activities = s.activities.map(\.id); notifications = s.notifications.map(\.id); banner = s.banner?.id
    }
}
