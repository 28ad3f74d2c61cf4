import AfterglowSensing
import AfterglowPayloads
import AfterglowPower
import AfterglowEmulator

// The control API's edge: core values in, wire types out (and wire patches in, core patches out).
// Nothing below this file knows the wire format.

extension ControlSettings {
    public init(_ s: DeviceSettings) {
        self.init(darkMode: s.darkMode, reduceMotion: s.display.reduceMotion, alwaysOn: s.display.alwaysOnEnabled,
                  lowPowerMode: s.display.lowPowerMode, standBy: s.standBy, nightMode: s.nightMode,
                  alwaysOnWallpaper: s.alwaysOnWallpaper, ambientLux: s.display.ambientLux, autoBrightness: s.display.autoBrightness)
        showSensitiveContent = s.display.showSensitiveContent
        wrist = s.wearing?.wrist.rawValue
        crown = s.wearing?.crown.rawValue
    }
}

extension DeviceSettingsPatch {
    public init(_ p: SettingsPatch) {
        self.init(alwaysOn: p.alwaysOn, lowPowerMode: p.lowPowerMode, reduceMotion: p.reduceMotion, darkMode: p.darkMode,
                  standBy: p.standBy, nightMode: p.nightMode, alwaysOnWallpaper: p.alwaysOnWallpaper, ambientLux: p.ambientLux,
                  autoBrightness: p.autoBrightness)
        showSensitiveContent = p.showSensitiveContent
        wrist = p.wrist.flatMap(WatchWearing.Wrist.init(rawValue:))
        crown = p.crown.flatMap(WatchWearing.Crown.init(rawValue:))
    }
}

extension DisplayState {
    /// The state's name on the wire ("always-on", not "alwaysOn").
    public var wireName: String { self == .alwaysOn ? "always-on" : rawValue }
}

extension ControlState {
    /// The reading of `device`, with every setting and what drives it.
    public init(_ r: EmulatorReading, device: String, settings: DeviceSettings, engine: String) {
        self.init(device: device, time: r.time.seconds, displayState: r.state.wireName, cause: r.cause?.rawValue ?? "start",
                  refreshHz: r.refreshHz, luminanceNits: r.nits, panelMilliwatts: r.milliwatts, settings: ControlSettings(settings),
                  sensorSource: r.sensorSource ?? "keyboard/API", lastGesture: r.lastGesture?.rawValue, activities: [], engine: engine,
                  animating: r.animating)
    }
}

extension TransitionRecord {
    public init(index: Int, _ s: StampedTransition) {
        self.init(index: index, time: s.transition.timestamp.seconds, from: s.transition.from.wireName,
                  to: s.transition.to.wireName, cause: s.transition.cause.rawValue, inputTime: s.inputTime?.seconds)
    }
}

extension AlertSoundEntry {
    public init(index: Int, _ r: AlertSoundRecord) {
        self.init(index: index, time: r.timestamp.seconds, name: r.sound.name, critical: r.sound.critical, source: r.sound.source)
    }
}

extension ControlStatistics {
    public init(_ s: EmulatorStatistics) {
        self.init(frames: s.frames, hitches: s.hitches, budgetMisses: s.budgetMisses, frameCostP50Ms: s.frameCostP50Ms,
                  frameCostP99Ms: s.frameCostP99Ms, frameCostMaxMs: s.frameCostMaxMs, budgetMs: s.budgetMs,
                  averagePanelMilliwatts: s.averageMilliwatts, energyMillijoules: s.energyMillijoules, simulatedSeconds: s.seconds)
    }
}

extension PushResult {
    /// What a delivered payload was, the id the emulator gave it, and the payload's warnings (accepted,
    /// as APNs would; likely mistakes such as a millisecond timestamp go back to the sender).
    public init(_ payload: APNsPayload, id: String) {
        self.init(kind: payload.aps.liveActivity.map { "live-activity-\($0.event.rawValue)" } ?? "notification", id: id,
                  warnings: payload.warnings.map(\.description))
    }
}
