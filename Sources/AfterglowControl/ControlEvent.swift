import Foundation

/// One entry of the event stream (`GET /v1/events`, docs/CONTROL_API.md › Events): what happened,
/// when on the emulator's clock, and the detail for its type. Exactly one detail field is set, the
/// one named like the type (`transition` for "transition", `frames` for "frames", …).
public struct ControlEvent: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// A display-state change (the transition log's entry).
        case transition
        /// A gesture, injected or detected from IMU samples.
        case gesture
        /// A payload delivered to /v1/push or /v1/activities: accepted or rejected, with the reason.
        case push
        /// A notification alert that was shown.
        case alert
        /// An alert sound (a notification's or a Live Activity alert's `aps.sound`); no audio device.
        case sound
        /// A budget exceeded: a frame over its refresh budget, the Always On work budget, the
        /// Live Activity priority-10 push budget.
        case budget
        /// The frames of one second of the emulator's clock.
        case frames
        /// A request the access checks refused (403/401/415/421): who tried what.
        case refused
        /// A settings change.
        case settings
        /// A recording started or stopped.
        case recording
        /// `run --widget`: the SwiftUI sources were loaded, re-imported after a save, or failed to import.
        case widget
        /// A tap on a Live Activity's button, toggle or link: activated, or deactivated in CarPlay.
        case interaction
    }

    /// Increasing from 1 without gaps; the SSE `id:` and `Last-Event-ID` / `?since=`.
    public var id: Int
    public var type: Kind
    /// Seconds on the emulator's clock.
    public var time: Double
    public var transition: TransitionRecord?
    public var gesture: GestureEvent?
    public var push: PushEvent?
    public var alert: AlertEvent?
    public var sound: AlertSoundEntry?
    public var budget: BudgetEvent?
    public var frames: FrameSummary?
    public var refused: RefusedRequest?
    public var settings: ControlSettings?
    public var recording: RecordingStatus?
    public var widget: WidgetReload?
    public var interaction: InteractionEvent?

    public init(id: Int = 0, type: Kind, time: Double, transition: TransitionRecord? = nil, gesture: GestureEvent? = nil,
                push: PushEvent? = nil, alert: AlertEvent? = nil, budget: BudgetEvent? = nil, frames: FrameSummary? = nil,
                refused: RefusedRequest? = nil, settings: ControlSettings? = nil, recording: RecordingStatus? = nil,
                widget: WidgetReload? = nil, sound: AlertSoundEntry? = nil, interaction: InteractionEvent? = nil) {
        self.id = id; self.type = type; self.time = time; self.transition = transition; self.gesture = gesture
        self.push = push; self.alert = alert; self.sound = sound; self.budget = budget; self.frames = frames; self.refused = refused
        self.settings = settings; self.recording = recording; self.widget = widget; self.interaction = interaction
    }

    /// A tap on a Live Activity's interactive element (docs/CONTROL_API.md › Events).
    public struct InteractionEvent: Codable, Sendable, Equatable {
        public var activity: String
        /// "button", "toggle" or "link".
        public var control: String
        public var action: String?
        public var presentation: String
        /// True in CarPlay, where the system deactivates interactive elements: nothing ran.
        public var deactivated: Bool
        /// What happened, in words.
        public var detail: String
        /// Where the tap opened the app, when it did: "app", "watchApp", "watchOpenOnIPhone",
        /// "iPhoneMirroring", "carPlayApp" (a tap on the activity outside its controls, or a link;
        /// `control` is "activity" for the former and `action` the URL). nil for buttons and toggles.
        public var opens: String?
        public init(activity: String, control: String, action: String?, presentation: String, deactivated: Bool, detail: String,
                    opens: String? = nil) {
            self.activity = activity; self.control = control; self.action = action; self.presentation = presentation
            self.deactivated = deactivated; self.detail = detail; self.opens = opens
        }
    }

    public struct GestureEvent: Codable, Sendable, Equatable {
        public var name: String
        /// "api", "window", or the sensor source the detector read ("board:ttyACM0", "sim:…").
        public var source: String
        public init(name: String, source: String) { self.name = name; self.source = source }
    }

    public struct PushEvent: Codable, Sendable, Equatable {
        public var accepted: Bool
        /// "/v1/push", "/v1/activities", …
        public var endpoint: String
        public var kind: String?
        public var id: String?
        public var status: Int
        /// Why it was rejected (the key and rule), or its warnings.
        public var reason: String?
        public init(accepted: Bool, endpoint: String, kind: String? = nil, id: String? = nil, status: Int, reason: String? = nil) {
            self.accepted = accepted; self.endpoint = endpoint; self.kind = kind; self.id = id; self.status = status; self.reason = reason
        }
    }

    public struct AlertEvent: Codable, Sendable, Equatable {
        public var title: String
        public var body: String?
        /// Whether it lights the screen (interruption level other than passive).
        public var lightsScreen: Bool
        public init(title: String, body: String? = nil, lightsScreen: Bool) { self.title = title; self.body = body; self.lightsScreen = lightsScreen }
    }

    public struct BudgetEvent: Codable, Sendable, Equatable {
        /// "frame", "always-on-work", "live-activity-push".
        public var kind: String
        /// How many breaches this event reports (frames over budget in the second, new breaches).
        public var count: Int
        public var detail: String
        public init(kind: String, count: Int, detail: String) { self.kind = kind; self.count = count; self.detail = detail }
    }

    public struct RefusedRequest: Codable, Sendable, Equatable {
        public var status: Int
        public var method: String
        public var path: String
        public var reason: String
        public var host: String?
        public var origin: String?
        /// "unix" or "tcp".
        public var transport: String
        /// How many requests were refused since the previous `refused` event, this one included:
        /// at most one such event a second is stored, so a flood of refusals cannot wipe the
        /// replay buffer (issue 28); this request is the latest of them.
        public var count: Int
        public init(status: Int, method: String, path: String, reason: String, host: String?, origin: String?, transport: String, count: Int = 1) {
            self.status = status; self.method = method; self.path = path; self.reason = reason
            self.host = host; self.origin = origin; self.transport = transport; self.count = count
        }
    }
}

/// `run --widget` re-imported its SwiftUI sources (or could not): what changed, how long the
/// import took, and the first error when the emulator kept the last good version.
public struct WidgetReload: Codable, Sendable, Equatable {
    /// "loaded" (at start), "reloaded" (after a save), "failed" (the last good version stays on screen),
    /// "runtimeError" (the compiled widget's code trapped, crashed or overran its deadline while
    /// drawing; `error.message` says how, file and line 0; the last good frame stays).
    public var status: String
    /// The files whose change started the import (empty at start).
    public var changed: [String]
    /// Activities drawn after it.
    public var activities: Int
    /// Unsupported-construct warnings in what is drawn.
    public var warnings: Int
    /// The import's wall-clock time on this machine.
    public var milliseconds: Double
    public var error: SourceError?

    public struct SourceError: Codable, Sendable, Equatable {
        public var file: String
        public var line: Int
        public var column: Int
        public var message: String
        public init(file: String, line: Int, column: Int, message: String) { self.file = file; self.line = line; self.column = column; self.message = message }
        /// `file:line:column: error: message`, as a compiler prints it.
        public var description: String { "\(file):\(line):\(column): error: \(message)" }
    }

    public init(status: String, changed: [String], activities: Int, warnings: Int, milliseconds: Double, error: SourceError? = nil) {
        self.status = status; self.changed = changed; self.activities = activities; self.warnings = warnings
        self.milliseconds = milliseconds; self.error = error
    }
}

/// The frames presented during one second of the emulator's clock, `[second, second + 1)`.
public struct FrameSummary: Codable, Sendable, Equatable {
    public var second: Int
    public var frames: Int
    /// Frames whose cost exceeded the refresh budget.
    public var budgetMisses: Int
    public var costP50Ms: Double
    public var costMaxMs: Double
    /// The refresh and state at the end of the second.
    public var refreshHz: Double
    public var displayState: String
    public var panelMilliwatts: Double
    public init(second: Int, frames: Int, budgetMisses: Int, costP50Ms: Double, costMaxMs: Double,
                refreshHz: Double, displayState: String, panelMilliwatts: Double) {
        self.second = second; self.frames = frames; self.budgetMisses = budgetMisses; self.costP50Ms = costP50Ms
        self.costMaxMs = costMaxMs; self.refreshHz = refreshHz; self.displayState = displayState; self.panelMilliwatts = panelMilliwatts
    }
}
