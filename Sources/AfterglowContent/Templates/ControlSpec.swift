/// An interactive element around a node's content: SwiftUI's `Button`, `Toggle` or `Link` in a
/// Live Activity (HIG Live Activities › Offering interactivity, seeds/001). The node draws its
/// label; the layout engine adds a tap target over it, and in CarPlay, where "the system
/// deactivates interactive elements" (seeds/001 › CarPlay), draws it deactivated and inert.
public struct ControlSpec: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable { case button, toggle, link }
    public var kind: Kind
    /// What a tap runs: an App Intent's type (`Button(intent: PauseIntent())`), a URL
    /// (`Link(destination:)`); nil when the source does not say.
    public var action: String?
    public init(kind: Kind, action: String? = nil) { self.kind = kind; self.action = action }
}
