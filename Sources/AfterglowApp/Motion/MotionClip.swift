import AfterglowEmulator
import AfterglowPayloads
import AfterglowScene
import AfterglowTime
import Foundation

/// A transition worth recording, scripted on the repository's example activities: what is on
/// screen before (`prepare`) and the one input that starts the motion (`trigger`, at `MotionClip.triggerAt`).
/// Used by `afterglow screenshot --sequence NAME`, the goldens and `afterglow bench --motion`.
public enum MotionClip: String, CaseIterable, Sendable {
    /// Press and hold on the compact island: it morphs to the expanded presentation.
    case islandExpand = "island-expand"
    /// A tap outside the expanded island: back to compact.
    case islandCollapse = "island-collapse"
    /// An update with an alert expands the island, which returns to compact when the alert ends
    /// (HIG Live Activities: "Alerts also show the expanded presentation", seeds/001_611357925a2c2c41.txt).
    case islandAlert = "island-alert"
    /// A second activity starts: compact → minimal (attached + detached).
    case islandMinimal = "island-minimal"
    /// An activity starts while the Lock Screen shows: its card slides in.
    case lockCardIn = "lock-card-in"
    /// It ends and is dismissed: its card slides out.
    case lockCardOut = "lock-card-out"
    /// A goal: the score's `.numericText()` digits roll on the Lock Screen card.
    case numericText = "numeric-text"
    /// A tap on StandBy's minimal bubble: the Lock Screen presentation at 2×.
    case standByExpand = "standby-expand"

    /// When the trigger is sent (seconds of virtual clock): after the preparation has settled —
    /// the food delivery's start carries an alert, which keeps the island expanded for 5 s
    /// (`ActivityRules.alertPresentationDuration`).
    public static let triggerAt = 8.0

    public var summary: String {
        switch self {
        case .islandExpand: "compact → expanded island (press and hold)"
        case .islandCollapse: "expanded → compact island (a tap)"
        case .islandAlert: "an alerting update expands the island, then it returns to compact"
        case .islandMinimal: "a second activity starts: compact → minimal"
        case .lockCardIn: "an activity starts: its Lock Screen card slides in"
        case .lockCardOut: "an activity ends and is dismissed: its card slides out"
        case .numericText: "a goal: the score rolls (.numericText())"
        case .standByExpand: "StandBy minimal → 2× (a tap)"
        }
    }

    /// How long to record after the trigger: the motion and a margin (an alert presents for a
    /// few seconds before the island returns).
    public var recordSeconds: Double { self == .islandAlert ? 10 : 2.5 }

    /// The example payloads each clip uses, relative to `Examples/activities`.
    var food: String { "food-delivery/01-start.apns" }
    var kickoff: String { "sports-score/01-kickoff.apns" }
    var goal: String { "sports-score/02-goal-home.apns" }

    /// Where the scene is and what runs before the trigger.
    func prepare(_ scene: ComposedScene, send: (APNsPayload) -> Void, load: (String) throws -> APNsPayload) throws {
        switch self {
        case .islandExpand, .islandCollapse, .islandMinimal:
            scene.surfaceOverride = .homeScreen
            send(try load(food))
            if self == .islandCollapse { scene.islandOverride = .expanded }
        case .islandAlert:
            scene.surfaceOverride = .homeScreen
            send(try load(kickoff))
        case .lockCardIn:
            break
        case .lockCardOut:
            send(try load(food))
        case .numericText:
            send(try load(kickoff))
        case .standByExpand:
            scene.surfaceOverride = .standBy
            send(try load(food))
        }
    }

    /// The input that starts the motion. Scene-level changes (an override, StandBy's 2×) are
    /// followed by a tap, as the window's long press and tap are, so the emulator lays out.
    func trigger(_ scene: ComposedScene, send: (APNsPayload) -> Void, tap: () -> Void, load: (String) throws -> APNsPayload) throws {
        switch self {
        case .islandExpand: scene.islandOverride = .expanded; tap()
        case .islandCollapse: scene.islandOverride = nil; tap()
        case .islandAlert: send(try load(goal))
        case .islandMinimal: send(try load(kickoff))
        case .lockCardIn: send(try load(food))
        case .lockCardOut: send(try Self.endedNow)
        case .numericText: send(try load(goal))
        case .standByExpand: scene.surfaceExpanded = true; tap()
        }
    }

    /// The food delivery ended and dismissed at once (a dismissal date in the past).
    static var endedNow: APNsPayload {
        get throws {
            try PayloadParser.parse("""
            {"aps": {"timestamp": 1763720880, "event": "end", "dismissal-date": 1,
                     "content-state": {"status": "Delivered", "eta": 1763720880, "courier": "Sam"}}}
            """)
        }
    }
}
