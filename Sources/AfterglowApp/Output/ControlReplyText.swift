import AfterglowControl
import AfterglowGeometry
import AfterglowPower
import Foundation

// How the command-line clients (`afterglow state`, `settings`) write the control API's answers
// for a person; `--json` prints the answers as they came.

extension TransitionLog {
    /// The transitions as a table with each one's latency after its input, then the alert sounds
    /// (events beside the transitions: no audio device plays them).
    public var personLines: [String] {
        let rows = transitions.map { t in
            [String(t.index), String(format: "%.3f", t.time), t.from, t.to, t.cause,
             t.inputTime.map { String(format: "%.1f ms", (t.time - $0) * 1000) } ?? "—"]
        }
        var lines = [table(header: ["#", "TIME", "FROM", "TO", "CAUSE", "LATENCY"], rows: rows)]
        if !alertSounds.isEmpty {
            lines.append("alert sounds \(alertSounds.count):")
            for s in alertSounds {
                lines.append(String(format: "  %.3f ", s.time) + "sound \"\(s.name)\"\(s.critical ? " (critical)" : "") for \(s.source)")
            }
        }
        return lines
    }
}

extension ControlStatistics {
    public var personLines: [String] {
        ["frames \(frames), hitches \(hitches), budget misses \(budgetMisses)",
         String(format: "frame cost p50 %.2f ms, p99 %.2f ms, max %.2f ms (budget %.2f ms)", frameCostP50Ms, frameCostP99Ms, frameCostMaxMs, budgetMs),
         String(format: "panel power %.1f mW average, %.1f mJ over %.1f s", averagePanelMilliwatts, energyMillijoules, simulatedSeconds)]
    }
}

extension ControlState {
    public var personLines: [String] {
        ["\(device): \(displayState) (cause: \(cause)), \(formatPoints(refreshHz)) Hz, \(formatPoints(luminanceNits)) nits, \(formatPoints(panelMilliwatts.rounded())) mW",
         "sensor \(sensorSource), last gesture \(lastGesture ?? "—"), engine \(engine), t = \(String(format: "%.3f", time)) s"]
    }
}

extension ControlSettings {
    /// The settings as the NAME=VALUE words `afterglow settings` takes.
    public var personLine: String {
        func on(_ b: Bool) -> String { b ? "on" : "off" }
        return "dark-mode=\(on(darkMode)) reduce-motion=\(on(reduceMotion)) always-on=\(on(alwaysOn)) low-power-mode=\(on(lowPowerMode)) standby=\(on(standBy)) night-mode=\(on(nightMode)) always-on-wallpaper=\(on(alwaysOnWallpaper)) ambient-lux=\(String(format: "%g", ambientLux)) auto-brightness=\(on(autoBrightness)) show-sensitive=\(on(showSensitiveContent))"
    }
}

/// `afterglow settings dark-mode=on ambient-lux=5`: the words become a settings patch (the API's names).
public enum SettingsArguments {
    public struct Failure: Error, CustomStringConvertible { public var description: String }

    /// The command line's names for the API's fields (camelCase names are taken as they are).
    public static let names: [String: String] = [
        "dark-mode": "darkMode", "reduce-motion": "reduceMotion", "always-on": "alwaysOn",
        "low-power-mode": "lowPowerMode", "low-power": "lowPowerMode", "standby": "standBy", "night-mode": "nightMode",
        "always-on-wallpaper": "alwaysOnWallpaper", "ambient-lux": "ambientLux", "auto-brightness": "autoBrightness", "show-sensitive": "showSensitiveContent",
    ]

    public static func patch(_ changes: [String]) throws -> [String: Any] {
        var patch: [String: Any] = [:]
        for c in changes {
            let kv = c.split(separator: "=", maxSplits: 1).map(String.init)
            guard kv.count == 2 else { throw Failure(description: "'\(c)': expected NAME=VALUE") }
            let key = names[kv[0]] ?? kv[0]
            guard SettingsPatch.fieldNames.contains(key) else {
                throw Failure(description: "unknown setting '\(kv[0])': expected \(names.keys.sorted().joined(separator: ", "))")
            }
            if key == "ambientLux" {
                guard let lux = Double(kv[1]), DisplaySettings.ambientLuxRange.contains(lux) else {
                    throw Failure(description: "'\(c)': ambient-lux must be a number of lux, 0…120000")
                }
                patch[key] = lux
                continue
            }
            switch kv[1].lowercased() {
            case "on", "true", "1", "yes": patch[key] = true
            case "off", "false", "0", "no": patch[key] = false
            default: throw Failure(description: "'\(c)': value must be on or off")
            }
        }
        return patch
    }
}
