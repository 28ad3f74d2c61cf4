import AfterglowDevices
import AfterglowEvents

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
