import AfterglowDevices
import AfterglowGeometry
import AfterglowPayloads
import AfterglowSensing
import AfterglowTime

/// Everything that can happen to the emulated device, from any source: detected gestures, taps,
/// pushes, settings, buttons. The display-power model, the scene and the scenario runner all speak
/// this one type, so a scenario file, the window's keys and the control API drive the same code.
public enum DeviceEvent: Hashable, Sendable {
    case gesture(GestureEvent)
    /// A touch on the screen, in points. Exits Always On (HIG Always On, seeds/000: "people can tap
    /// the display to exit Always On").
    case tap(Point)
    /// The proximity sensor covered (in a pocket or bag) or uncovered.
    case proximity(covered: Bool)
    /// A notification arrived (lights the screen unless the device lies face down or is covered).
    case notification(title: String)
    /// A Live Activity update carrying an alert (HIG Live Activities, seeds/001: "Live Activity alerts
    /// light up the screen").
    case activityAlert(activityID: String)
    /// An APNs payload file pushed to the device (a scenario names files): the emulator reads and
    /// parses it when it is due and hands the scene the parsed `.push`; a bad file is a reported problem.
    case payload(path: String, priority: Int)
    /// A parsed APNs payload pushed to the device (the control API, the window's drop, a scenario's
    /// file once read); the scene's content store interprets it.
    case push(APNsPayload, priority: Int)
    case settings(DisplaySettingsChange)
    /// Side button: locks (to Always On or off) when lit, wakes when dark.
    case sideButton
    /// Explicit lock (the control API's "lock"): same as the side button while lit.
    case lock
    /// A workout or audio session starts or ends (watchOS update cadence: once a second in Always On).
    case session(active: Bool)
    /// An alert's sound plays (`aps.sound` of a notification or a Live Activity alert). There is
    /// no audio device: the emulator logs it beside the transitions, traces it and the HUD shows it.
    case alertSound(AlertSound)
    /// A tap reached a Live Activity's button, toggle or link (the scene reports it after a
    /// `.tap`); deactivated in CarPlay. Logged by the emulator; the display ignores it.
    case interaction(ContentInteraction)
}

/// A sound an alert plays: its name ("default" or a file in the app bundle) and whether it is a
/// critical alert (which plays even when muted).
public struct AlertSound: Hashable, Sendable, Codable, CustomStringConvertible {
    public var name: String
    public var critical: Bool
    /// What played it: a notification's or activity's id.
    public var source: String
    public init(name: String, critical: Bool = false, source: String) { self.name = name; self.critical = critical; self.source = source }
    public var description: String { "sound \"\(name)\"\(critical ? " (critical)" : "") for \(source)" }
}

/// One setting the user can change.
public enum DisplaySettingsChange: Hashable, Sendable {
    case alwaysOnEnabled(Bool)
    case lowPowerMode(Bool)
    case reduceMotion(Bool)
    /// Seconds before the screen dims: iPhone Auto-Lock, or the watch's Wake Duration (15 or 70 s).
    case inactivityTimeout(seconds: Double)
    /// Interactive brightness, 0…1 of the panel's typical luminance (used while auto-brightness is off).
    case brightness(Double)
    /// Show sensitive content on the locked Lock Screen and in Always On (the scene reads it;
    /// the display-power model ignores it).
    case showSensitiveContent(Bool)
    /// Ambient illuminance at the screen in lux: drives Always On luminance and, when on,
    /// interactive auto-brightness (`AmbientLightCurve`).
    case ambientLux(Double)
    /// Interactive luminance follows the ambient light (iOS Settings › Accessibility › Display &
    /// Text Size › Auto-Brightness); off, it is `brightness` × the panel's typical luminance.
    case autoBrightness(Bool)
}

/// The user's display settings.
public struct DisplaySettings: Hashable, Sendable, Codable {
    public var alwaysOnEnabled: Bool
    public var lowPowerMode: Bool
    public var reduceMotion: Bool
    /// Seconds without input before the screen dims; `.infinity` is Auto-Lock › Never (iOS
    /// Settings › Display & Brightness), which a still (`afterglow screenshot`) uses.
    public var inactivityTimeoutS: Double
    public var brightness: Double
    /// Show sensitive content while locked and in Always On (the scene's redaction reads it).
    public var showSensitiveContent = false
    /// Ambient illuminance in lux (default: 1000, the condition the Always On model was fitted at).
    public var ambientLux: Double
    public var autoBrightness: Bool

    /// The widest ambient illuminance accepted: starlight to direct sun.
    public static let ambientLuxRange: ClosedRange<Double> = 0...120_000

    public init(alwaysOnEnabled: Bool = true, lowPowerMode: Bool = false, reduceMotion: Bool = false,
                inactivityTimeoutS: Double, brightness: Double = 1,
                ambientLux: Double = AmbientLightCurve.defaultLux, autoBrightness: Bool = false) {
        self.alwaysOnEnabled = alwaysOnEnabled; self.lowPowerMode = lowPowerMode; self.reduceMotion = reduceMotion
        self.inactivityTimeoutS = inactivityTimeoutS; self.brightness = brightness
        self.ambientLux = ambientLux; self.autoBrightness = autoBrightness
    }

    /// Defaults from the profile: its inactivity timeout, Always On on where the panel supports it.
    public init(device: DeviceProfile) {
        self.init(alwaysOnEnabled: device.alwaysOn.supported, inactivityTimeoutS: device.alwaysOn.inactivityTimeoutS)
    }

    public mutating func apply(_ change: DisplaySettingsChange) {
        switch change {
        case .alwaysOnEnabled(let v): alwaysOnEnabled = v
        case .lowPowerMode(let v): lowPowerMode = v
        case .reduceMotion(let v): reduceMotion = v
        case .inactivityTimeout(let s): inactivityTimeoutS = max(1, s)
        case .brightness(let b): brightness = min(1, max(0, b))
        case .showSensitiveContent(let v): showSensitiveContent = v
        case .ambientLux(let l): ambientLux = min(Self.ambientLuxRange.upperBound, max(0, l.isFinite ? l : 0))
        case .autoBrightness(let v): autoBrightness = v
        }
    }
}
