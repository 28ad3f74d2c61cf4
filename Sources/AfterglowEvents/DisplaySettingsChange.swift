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
