import AfterglowSensing
import AfterglowEvents
import AfterglowPower

/// Every setting a front end shows or changes: the display-power model's own and the scene's
/// (system appearance, StandBy, its Night Mode, Always On › Show Wallpaper).
public struct DeviceSettings: Hashable, Sendable {
    public var display: DisplaySettings
    public var darkMode: Bool
    public var standBy: Bool
    public var nightMode: Bool
    public var alwaysOnWallpaper: Bool
    /// A watch's Wrist and Digital Crown settings (nil for other devices).
    public var wearing: WatchWearing? = nil

    public init(display: DisplaySettings, darkMode: Bool = false, standBy: Bool = false, nightMode: Bool = false,
                alwaysOnWallpaper: Bool = true) {
        self.display = display; self.darkMode = darkMode; self.standBy = standBy; self.nightMode = nightMode
        self.alwaysOnWallpaper = alwaysOnWallpaper
    }
}

/// A change to some of the settings (nil: unchanged).
public struct DeviceSettingsPatch: Hashable, Sendable {
    public var alwaysOn: Bool?
    public var lowPowerMode: Bool?
    public var reduceMotion: Bool?
    public var darkMode: Bool?
    public var standBy: Bool?
    public var nightMode: Bool?
    public var alwaysOnWallpaper: Bool?
    /// Lux, within `DisplaySettings.ambientLuxRange`.
    public var ambientLux: Double?
    public var autoBrightness: Bool?
    public var showSensitiveContent: Bool? = nil
    /// A watch's Wrist and Digital Crown settings (`WatchWearing`).
    public var wrist: WatchWearing.Wrist? = nil
    public var crown: WatchWearing.Crown? = nil

    public init(alwaysOn: Bool? = nil, lowPowerMode: Bool? = nil, reduceMotion: Bool? = nil, darkMode: Bool? = nil,
                standBy: Bool? = nil, nightMode: Bool? = nil, alwaysOnWallpaper: Bool? = nil, ambientLux: Double? = nil,
                autoBrightness: Bool? = nil) {
        self.alwaysOn = alwaysOn; self.lowPowerMode = lowPowerMode; self.reduceMotion = reduceMotion
        self.darkMode = darkMode; self.standBy = standBy; self.nightMode = nightMode; self.alwaysOnWallpaper = alwaysOnWallpaper
        self.ambientLux = ambientLux; self.autoBrightness = autoBrightness
    }

    /// The display-power model's part, as its events.
    public var displayChanges: [DisplaySettingsChange] {
        [alwaysOn.map(DisplaySettingsChange.alwaysOnEnabled), lowPowerMode.map(DisplaySettingsChange.lowPowerMode),
         reduceMotion.map(DisplaySettingsChange.reduceMotion), ambientLux.map(DisplaySettingsChange.ambientLux),
         autoBrightness.map(DisplaySettingsChange.autoBrightness),
         showSensitiveContent.map(DisplaySettingsChange.showSensitiveContent)].compactMap { $0 }
    }

    /// Whether it touches the scene's part.
    public var touchesScene: Bool { darkMode != nil || standBy != nil || nightMode != nil || alwaysOnWallpaper != nil }
}
