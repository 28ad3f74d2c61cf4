@_exported import Foundation

/// ActivityKit's attributes: the static data of an activity, with its dynamic `ContentState`.
/// On a device ActivityKit decodes both with a default `JSONDecoder` (dates: seconds since
/// 2001-01-01, `.deferredToDate`); the layer's host does the same (docs/SWIFTUI.md › Protocol).
public protocol ActivityAttributes: Decodable, Encodable {
    associatedtype ContentState: Codable & Hashable
}

/// An activity's lifecycle state.
public enum ActivityState: Hashable, Sendable, Codable {
    case active, ended, dismissed, stale, pending
}

/// What an update carries: the state, when it goes stale, and its relevance.
public struct ActivityContent<State: Codable & Hashable>: Hashable {
    public var state: State
    public var staleDate: Date?
    public var relevanceScore: Double
    public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
        self.state = state; self.staleDate = staleDate; self.relevanceScore = relevanceScore
    }
}

/// How long an ended activity stays on the Lock Screen.
public struct ActivityUIDismissalPolicy: Hashable, Sendable {
    enum Kind: Hashable { case `default`, immediate, after(Date) }
    let kind: Kind
    public static let `default` = Self(kind: .default)
    public static let immediate = Self(kind: .immediate)
    public static func after(_ date: Date) -> Self { Self(kind: .after(date)) }
}

/// An alert shown with an update (iPhone lights up, the watch buzzes).
public struct AlertConfiguration: Hashable, Sendable {
    public struct AlertSound: Hashable, Sendable {
        let name: String?
        public static let `default` = AlertSound(name: nil)
        public static func named(_ name: String) -> AlertSound { AlertSound(name: name) }
    }
    public var title: String
    public var body: String
    public var sound: AlertSound
    public init<T: CustomStringConvertible, B: CustomStringConvertible>(title: T, body: B, sound: AlertSound) {
        self.title = title.description; self.body = body.description; self.sound = sound
    }
}

/// Whether the user allows Live Activities. In the emulator they always are.
public final class ActivityAuthorizationInfo: @unchecked Sendable {
    public init() {}
    public var areActivitiesEnabled: Bool { true }
    public var frequentPushesEnabled: Bool { true }
    public var activityEnablementUpdates: AsyncStream<Bool> { AsyncStream { $0.yield(true); $0.finish() } }
    public var frequentPushEnablementUpdates: AsyncStream<Bool> { AsyncStream { $0.yield(true); $0.finish() } }
}

public enum ActivityAuthorizationError: Error, Sendable, Hashable {
    case attributesTooLarge, denied, globalMaximumExceeded, malformedActivityIdentifier, missingProcessIdentifier,
         persistenceFailure, reconnectNotPermitted, targetMaximumExceeded, unentitled, unsupported, unsupportedTarget, visibility
}

/// How an activity gets push updates.
public struct PushType: Hashable, Sendable {
    let raw: String
    public static let token = PushType(raw: "token")
    public static func channel(_ id: String) -> PushType { PushType(raw: "channel:" + id) }
}

/// ActivityKit's `Activity`: the app side. A widget extension's code that requests, updates or
/// ends one compiles; in the emulator these do nothing (the emulator drives activities itself).
public final class Activity<Attributes: ActivityAttributes>: @unchecked Sendable {
    public let id: String
    public let attributes: Attributes
    public private(set) var content: ActivityContent<Attributes.ContentState>
    public private(set) var activityState: ActivityState = .active
    public var contentState: Attributes.ContentState { content.state }
    public var pushToken: Data? { nil }
    public var pushTokenUpdates: AsyncStream<Data> { AsyncStream { $0.finish() } }
    public var contentUpdates: AsyncStream<ActivityContent<Attributes.ContentState>> { AsyncStream { $0.finish() } }
    public var activityStateUpdates: AsyncStream<ActivityState> { AsyncStream { $0.finish() } }
    public static var pushToStartToken: Data? { nil }
    public static var pushToStartTokenUpdates: AsyncStream<Data> { AsyncStream { $0.finish() } }
    public static var activityUpdates: AsyncStream<Activity<Attributes>> { AsyncStream { $0.finish() } }
    public static var activities: [Activity<Attributes>] { [] }

    init(attributes: Attributes, content: ActivityContent<Attributes.ContentState>) {
        self.id = UUID().uuidString; self.attributes = attributes; self.content = content
    }

    public static func request(attributes: Attributes, content: ActivityContent<Attributes.ContentState>,
                               pushType: PushType? = nil) throws -> Activity<Attributes> {
        Activity(attributes: attributes, content: content)
    }
    public static func request(attributes: Attributes, content: ActivityContent<Attributes.ContentState>,
                               pushType: PushType? = nil, style: ActivityStyle) throws -> Activity<Attributes> {
        Activity(attributes: attributes, content: content)
    }
    public static func request(attributes: Attributes, contentState: Attributes.ContentState,
                               pushType: PushType? = nil) throws -> Activity<Attributes> {
        Activity(attributes: attributes, content: ActivityContent(state: contentState, staleDate: nil))
    }

    public func update(_ content: ActivityContent<Attributes.ContentState>) async { self.content = content }
    public func update(_ content: ActivityContent<Attributes.ContentState>, alertConfiguration: AlertConfiguration?) async { self.content = content }
    public func update(_ content: ActivityContent<Attributes.ContentState>, alertConfiguration: AlertConfiguration?, timestamp: Date) async { self.content = content }
    public func update(using state: Attributes.ContentState) async { content.state = state }
    public func update(using state: Attributes.ContentState, alertConfiguration: AlertConfiguration?) async { content.state = state }
    public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        if let content { self.content = content }
        activityState = .ended
    }
    public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default, timestamp: Date) async {
        await end(content, dismissalPolicy: dismissalPolicy)
    }
    public func end(using state: Attributes.ContentState?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        if let state { content.state = state }
        activityState = .ended
    }
}

/// iOS 18: a standard activity, or a transient one that leaves when the screen locks.
public enum ActivityStyle: Hashable, Sendable { case standard, transient }

/// Attributes types that bring sample values of their own (AlarmKit's `AlarmAttributes`, whose
/// activities the system starts, so sources rarely have a `#Preview`): the host lists them in
/// `describe` when the sources give none. JSON as ActivityKit's default `JSONEncoder` writes it.
public protocol _ActivityDefaultPreviews {
    static var _afterglowDefaultPreviews: [(name: String, attributes: Data, states: [Data])] { get }
}
