import AfterglowSensing
import Foundation

// The JSON bodies of the control API (docs/CONTROL_API.md). Field names are the wire names.
// Display states travel as strings ("interactive", "dimming", "always-on", "off", …) so the API
// does not freeze the core's enum: the backend says which names it knows.

/// The emulator as a test rig sees it, at one instant of the emulator's clock.
public struct ControlState: Codable, Sendable, Equatable {
    public var device: String
    /// Seconds on the emulator's clock (virtual or real).
    public var time: Double
    public var displayState: String
    /// Why the display entered `displayState` ("face-up", "inactivity", "tap", …).
    public var cause: String
    public var refreshHz: Double
    public var luminanceNits: Double
    public var panelMilliwatts: Double
    public var settings: ControlSettings
    public var sensorSource: String
    public var lastGesture: String?
    public var activities: [String]
    /// What drives the state: "emulator (<scene>)"; never hidden.
    public var engine: String
    /// The id of the newest event this state already reflects (read before the state): a client
    /// waiting for a state reads the stream's events after it (`wait_for_state`).
    public var lastEventId: Int?
    /// An animation is under way: the last frame presented is not its rest state (`wait?animation=finished`).
    public var animating: Bool

    public init(device: String, time: Double, displayState: String, cause: String, refreshHz: Double,
                luminanceNits: Double, panelMilliwatts: Double, settings: ControlSettings, sensorSource: String,
                lastGesture: String?, activities: [String], engine: String, animating: Bool = false) {
        self.device = device; self.time = time; self.displayState = displayState; self.cause = cause
        self.refreshHz = refreshHz; self.luminanceNits = luminanceNits; self.panelMilliwatts = panelMilliwatts
        self.settings = settings; self.sensorSource = sensorSource; self.lastGesture = lastGesture
        self.activities = activities; self.engine = engine; self.animating = animating
    }
}

/// User-facing settings the emulator models.
public struct ControlSettings: Codable, Sendable, Equatable {
    public var darkMode: Bool
    public var reduceMotion: Bool
    public var alwaysOn: Bool
    public var lowPowerMode: Bool
    public var standBy: Bool
    public var nightMode: Bool
    /// Always On › Show Wallpaper (iOS 16.2+): off draws the Always On Lock Screen on black.
    public var alwaysOnWallpaper: Bool
    /// Show sensitive content on the locked Lock Screen and in Always On (default off: redacted).
    public var showSensitiveContent = false
    /// Ambient light at the screen in lux: drives Always On luminance and auto-brightness.
    public var ambientLux: Double
    /// Interactive luminance follows the ambient light.
    public var autoBrightness: Bool
    /// A watch's Wrist (left, right, auto) and Digital Crown side (left, right, auto), as watchOS
    /// names them; absent for other devices.
    public var wrist: String? = nil
    public var crown: String? = nil
    public init(darkMode: Bool = false, reduceMotion: Bool = false, alwaysOn: Bool = true,
                lowPowerMode: Bool = false, standBy: Bool = false, nightMode: Bool = false, alwaysOnWallpaper: Bool = true,
                ambientLux: Double = 1000, autoBrightness: Bool = false) {
        self.darkMode = darkMode; self.reduceMotion = reduceMotion; self.alwaysOn = alwaysOn
        self.lowPowerMode = lowPowerMode; self.standBy = standBy; self.nightMode = nightMode
        self.alwaysOnWallpaper = alwaysOnWallpaper; self.ambientLux = ambientLux; self.autoBrightness = autoBrightness
    }
    /// `alwaysOnWallpaper`, `ambientLux` and `autoBrightness` may be absent (older peers): on, 1000, off.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(darkMode: try c.decode(Bool.self, forKey: .darkMode), reduceMotion: try c.decode(Bool.self, forKey: .reduceMotion),
                  alwaysOn: try c.decode(Bool.self, forKey: .alwaysOn), lowPowerMode: try c.decode(Bool.self, forKey: .lowPowerMode),
                  standBy: try c.decode(Bool.self, forKey: .standBy), nightMode: try c.decode(Bool.self, forKey: .nightMode),
                  alwaysOnWallpaper: try c.decodeIfPresent(Bool.self, forKey: .alwaysOnWallpaper) ?? true,
                  ambientLux: try c.decodeIfPresent(Double.self, forKey: .ambientLux) ?? 1000,
                  autoBrightness: try c.decodeIfPresent(Bool.self, forKey: .autoBrightness) ?? false)
        showSensitiveContent = try c.decodeIfPresent(Bool.self, forKey: .showSensitiveContent) ?? false
        wrist = try c.decodeIfPresent(String.self, forKey: .wrist)
        crown = try c.decodeIfPresent(String.self, forKey: .crown)
    }
    /// Applies every field the patch names.
    public func applying(_ p: SettingsPatch) -> ControlSettings {
        var s = self
        if let v = p.darkMode { s.darkMode = v }
        if let v = p.reduceMotion { s.reduceMotion = v }
        if let v = p.alwaysOn { s.alwaysOn = v }
        if let v = p.lowPowerMode { s.lowPowerMode = v }
        if let v = p.standBy { s.standBy = v }
        if let v = p.nightMode { s.nightMode = v }
        if let v = p.alwaysOnWallpaper { s.alwaysOnWallpaper = v }
        if let v = p.showSensitiveContent { s.showSensitiveContent = v }
        if let v = p.ambientLux { s.ambientLux = v }
        if let v = p.autoBrightness { s.autoBrightness = v }
        if let v = p.wrist { s.wrist = v }
        if let v = p.crown { s.crown = v }
        return s
    }
}

/// A partial settings change: absent fields keep their value.
public struct SettingsPatch: Codable, Sendable, Equatable {
    public var darkMode: Bool?
    public var reduceMotion: Bool?
    public var alwaysOn: Bool?
    public var lowPowerMode: Bool?
    public var standBy: Bool?
    public var nightMode: Bool?
    public var alwaysOnWallpaper: Bool?
    public var showSensitiveContent: Bool? = nil
    /// Lux, 0…120000.
    public var ambientLux: Double?
    public var autoBrightness: Bool?
    /// A watch's Wrist and Digital Crown side: "left", "right" or "auto" (not both "auto").
    public var wrist: String? = nil
    public var crown: String? = nil
    public init(darkMode: Bool? = nil, reduceMotion: Bool? = nil, alwaysOn: Bool? = nil,
                lowPowerMode: Bool? = nil, standBy: Bool? = nil, nightMode: Bool? = nil, alwaysOnWallpaper: Bool? = nil,
                ambientLux: Double? = nil, autoBrightness: Bool? = nil) {
        self.darkMode = darkMode; self.reduceMotion = reduceMotion; self.alwaysOn = alwaysOn
        self.lowPowerMode = lowPowerMode; self.standBy = standBy; self.nightMode = nightMode
        self.alwaysOnWallpaper = alwaysOnWallpaper; self.ambientLux = ambientLux; self.autoBrightness = autoBrightness
    }
    public static let fieldNames: Set<String> = ["darkMode", "reduceMotion", "alwaysOn", "lowPowerMode", "standBy", "nightMode", "alwaysOnWallpaper",
                                                 "ambientLux", "autoBrightness", "showSensitiveContent", "wrist", "crown"]
    public var isEmpty: Bool { self == SettingsPatch() }
}

/// One display-state change, as logged by the emulator.
public struct TransitionRecord: Codable, Sendable, Equatable {
    /// Position in the log (0-based), for `?since=`.
    public var index: Int
    public var time: Double
    public var from: String
    public var to: String
    public var cause: String
    /// When the triggering input arrived, if known, so a rig can compute latency = time − inputTime.
    public var inputTime: Double?
    public init(index: Int, time: Double, from: String, to: String, cause: String, inputTime: Double? = nil) {
        self.index = index; self.time = time; self.from = from; self.to = to; self.cause = cause; self.inputTime = inputTime
    }
}

/// An alert sound the emulator logged (there is no audio device: it is an event, beside the
/// transitions in `GET /v1/transitions` and as `sound` on the event stream).
public struct AlertSoundEntry: Codable, Sendable, Equatable {
    /// Position in the sound log (0-based), for `?soundsSince=`.
    public var index: Int
    public var time: Double
    /// "default" or the sound file the payload names (`aps.sound`).
    public var name: String
    /// A critical alert (plays even when muted).
    public var critical: Bool
    /// What played it: "notification <id>" or "activity <id>".
    public var source: String
    public init(index: Int, time: Double, name: String, critical: Bool = false, source: String) {
        self.index = index; self.time = time; self.name = name; self.critical = critical; self.source = source
    }
}

/// `GET /v1/transitions`: the display-state log and the alert sounds, each from its own index.
public struct TransitionLog: Codable, Sendable, Equatable {
    public var transitions: [TransitionRecord]
    public var alertSounds: [AlertSoundEntry]
    public init(transitions: [TransitionRecord], alertSounds: [AlertSoundEntry]) { self.transitions = transitions; self.alertSounds = alertSounds }
}

/// Frame-scheduler and power-meter figures since start.
public struct ControlStatistics: Codable, Sendable, Equatable {
    public var frames: Int
    public var hitches: Int
    public var budgetMisses: Int
    public var frameCostP50Ms: Double
    public var frameCostP99Ms: Double
    public var frameCostMaxMs: Double
    public var budgetMs: Double
    public var averagePanelMilliwatts: Double
    public var energyMillijoules: Double
    public var simulatedSeconds: Double
    public init(frames: Int = 0, hitches: Int = 0, budgetMisses: Int = 0, frameCostP50Ms: Double = 0,
                frameCostP99Ms: Double = 0, frameCostMaxMs: Double = 0, budgetMs: Double = 0,
                averagePanelMilliwatts: Double = 0, energyMillijoules: Double = 0, simulatedSeconds: Double = 0) {
        self.frames = frames; self.hitches = hitches; self.budgetMisses = budgetMisses
        self.frameCostP50Ms = frameCostP50Ms; self.frameCostP99Ms = frameCostP99Ms; self.frameCostMaxMs = frameCostMaxMs
        self.budgetMs = budgetMs; self.averagePanelMilliwatts = averagePanelMilliwatts
        self.energyMillijoules = energyMillijoules; self.simulatedSeconds = simulatedSeconds
    }
}

/// `POST /v1/tap`: a point on the screen in points; absent means the screen's centre.
public struct TapRequest: Codable, Sendable, Equatable {
    public var x: Double?
    public var y: Double?
    public init(x: Double? = nil, y: Double? = nil) { self.x = x; self.y = y }
}

/// `POST /v1/swipe`: a horizontal swipe from (x, y), dx points long (negative: to the left).
public struct SwipeRequest: Codable, Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var dx: Double
    public init(x: Double, y: Double, dx: Double) { self.x = x; self.y = y; self.dx = dx }
}

public struct GestureRequest: Codable, Sendable, Equatable {
    public var gesture: String
    public init(gesture: String) { self.gesture = gesture }
}

public struct IMURequest: Codable, Sendable, Equatable {
    public var samples: [IMUSample]
    public init(samples: [IMUSample]) { self.samples = samples }
}

/// What the emulator did with a pushed payload or an activity request.
public struct PushResult: Codable, Sendable, Equatable {
    /// "notification", "live-activity-start", "live-activity-update", "live-activity-end".
    public var kind: String
    public var id: String?
    public var warnings: [String]
    /// The alert a notification shows (absent for silent pushes and Live Activities).
    public var alert: ControlEvent.AlertEvent?
    public init(kind: String, id: String? = nil, warnings: [String] = [], alert: ControlEvent.AlertEvent? = nil) {
        self.kind = kind; self.id = id; self.warnings = warnings; self.alert = alert
    }
}

public struct RecordingRequest: Codable, Sendable, Equatable {
    /// "start" or "stop".
    public var action: String
    /// Output file (.png → APNG, .gif → GIF); the emulator picks one under its output dir when absent.
    public var path: String?
    public init(action: String, path: String? = nil) { self.action = action; self.path = path }
}

public struct RecordingStatus: Codable, Sendable, Equatable {
    public var recording: Bool
    public var path: String?
    public var frames: Int
    public init(recording: Bool, path: String?, frames: Int) { self.recording = recording; self.path = path; self.frames = frames }
}

/// The answer of `GET /v1/wait` when the state was reached (200) or not (408).
public struct WaitResult: Codable, Sendable, Equatable {
    public var reached: Bool
    /// The display state waited for (nil for an animation wait).
    public var state: String?
    /// "finished" for an animation wait.
    public var animation: String?
    public var waitedSeconds: Double
    public var current: ControlState
    public init(reached: Bool, state: String?, animation: String? = nil, waitedSeconds: Double, current: ControlState) {
        self.reached = reached; self.state = state; self.animation = animation; self.waitedSeconds = waitedSeconds; self.current = current
    }
}

/// Every 4xx/5xx body: `{"error": reason, "status": code}`.
public struct ErrorBody: Codable, Sendable, Equatable {
    public var error: String
    public var status: Int
    public init(error: String, status: Int) { self.error = error; self.status = status }
}
