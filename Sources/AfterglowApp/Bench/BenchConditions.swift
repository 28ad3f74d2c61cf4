import AfterglowEmulator
import Foundation

/// The conditions a bench run assumed, printed with its power figures so a reader can compare them
/// with a measurement's (docs/POWER.md › Validation): ambient light, interactive brightness, the
/// Always On luminance that follows from them, the Always On wallpaper and the appearance.
public struct BenchConditions: Encodable, Sendable {
    public var ambientLux: Double
    /// "auto" (Auto-Brightness follows the ambient light) or "manual".
    public var brightnessMode: String
    public var brightness: Double
    public var interactiveNits: Double
    public var alwaysOnNits: Double
    public var alwaysOnWallpaper: Bool
    public var appearance: String
    /// Settings the timeline changes later (ambient light or brightness), e.g. "ambientLux at 120 s".
    public var laterChanges: [String]

    /// Read from the emulator before the scenario runs: the settings it starts with and the
    /// luminances its display-power model derives from them.
    public init(emulator: Emulator, scenario: Scenario, wallpaper: Bool, appearance: String) {
        let settings = emulator.settings
        ambientLux = settings.ambientLux
        brightnessMode = settings.autoBrightness ? "auto" : "manual"
        brightness = settings.brightness
        (interactiveNits, alwaysOnNits) = emulator.luminanceTargets
        alwaysOnWallpaper = wallpaper
        self.appearance = appearance
        laterChanges = scenario.events.compactMap { e in
            guard case .settings(let c) = e.event else { return nil }
            let at = String(format: "%.0f s", e.at.seconds)
            switch c {
            case .ambientLux(let l): return String(format: "ambientLux %.0f at %@", l, at)
            case .brightness(let b): return String(format: "brightness %.2f at %@", b, at)
            case .autoBrightness(let v): return "autoBrightness \(v ? "on" : "off") at \(at)"
            default: return nil
            }
        }
    }

    public var line: String {
        let bright = brightnessMode == "auto" ? "auto-brightness" : String(format: "brightness %.2f", brightness)
        var s = String(format: "ambient %.0f lux, %@ → %.0f nits interactive, %.1f nits in Always On; Always On wallpaper %@; appearance %@",
                       ambientLux, bright, interactiveNits, alwaysOnNits, alwaysOnWallpaper ? "on" : "off", appearance)
        if !laterChanges.isEmpty { s += "; later: " + laterChanges.joined(separator: ", ") }
        return s
    }
}
