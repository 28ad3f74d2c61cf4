/// Where a tap reaches an interactive element of the content: a Live Activity's button, toggle or
/// link (the template's `control`). It draws nothing; the scene hit-tests the display list with
/// it, so what a tap at a point does follows exactly what is drawn there, after every transform.
public struct TapTarget: Hashable, Sendable {
    /// The activity the element belongs to.
    public var activityID: String
    /// "button", "toggle" or "link".
    public var kind: String
    /// What it runs (an App Intent type, a URL), if known.
    public var action: String?
    /// The presentation it is drawn in ("lockScreen", "carPlay", …).
    public var presentation: String
    /// The system deactivated it: in CarPlay "the system deactivates interactive elements"
    /// (HIG Live Activities › CarPlay, seeds/001). A tap on it does nothing.
    public var deactivated: Bool

    public init(activityID: String, kind: String, action: String?, presentation: String, deactivated: Bool) {
        self.activityID = activityID; self.kind = kind; self.action = action; self.presentation = presentation
        self.deactivated = deactivated
    }
}
