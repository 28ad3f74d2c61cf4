/// An interactive element of a Live Activity (a button, toggle or link: the template's `control`)
/// and a tap that reached it. As a display item (`DisplayCommand.tapTarget`) it draws nothing; the
/// scene hit-tests the display list with it, so what a tap at a point does follows exactly what is
/// drawn there, after every transform, and reports the element it hit (`DeviceEvent.interaction`).
/// In CarPlay "the system deactivates interactive elements" (HIG Live Activities › CarPlay,
/// seeds/001), so the tap runs nothing and the log says so.
public struct ContentInteraction: Hashable, Sendable, Codable, CustomStringConvertible {
    public var activityID: String
    /// "button", "toggle" or "link".
    public var kind: String
    /// What it runs (an App Intent type, a URL), if the template says.
    public var action: String?
    /// The presentation it was drawn in ("lockScreen", "smartStack", "carPlay", …).
    public var presentation: String
    /// True in CarPlay: nothing ran.
    public var deactivated: Bool

    public init(activityID: String, kind: String, action: String?, presentation: String, deactivated: Bool) {
        self.activityID = activityID; self.kind = kind; self.action = action; self.presentation = presentation
        self.deactivated = deactivated
    }

    public var description: String {
        let what = "\(kind)\(action.map { " \"\($0)\"" } ?? "") of activity \(activityID) in \(presentation)"
        return deactivated ? "\(what): deactivated (CarPlay deactivates interactive elements), nothing ran" : "\(what): activated"
    }
}
