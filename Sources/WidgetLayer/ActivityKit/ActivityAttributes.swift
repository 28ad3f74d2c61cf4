@_exported import Foundation

/// ActivityKit's attributes: the static data of an activity, with its dynamic `ContentState`.
public protocol ActivityAttributes: Decodable, Encodable {
    associatedtype ContentState: Codable & Hashable
}

/// What an activity's views are given: its attributes and the content state now shown.
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    public let attributes: Attributes
    public let state: Attributes.ContentState
    public let isStale: Bool
    public let activityID: String
    public init(attributes: Attributes, state: Attributes.ContentState, isStale: Bool = false, activityID: String = "preview") {
        self.attributes = attributes; self.state = state; self.isStale = isStale; self.activityID = activityID
    }
}
