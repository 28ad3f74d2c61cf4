import AfterglowDevices
import AfterglowDisplay
import AfterglowPower
import Foundation

/// The display state a panel-power estimate is for: it picks the default luminance and refresh.
public enum PowerState: String, CaseIterable, Sendable {
    case interactive, alwaysOn = "always-on", off
}

/// The luminance and refresh `afterglow power` estimates at: the state's, unless given.
public struct PanelPowerLevels {
    public var state: PowerState
    public var nits: Double?
    public var refresh: Double?
    public var ambientLux: Double
    public var autoBrightness: Bool
    public init(state: PowerState, nits: Double?, refresh: Double?, ambientLux: Double, autoBrightness: Bool) {
        self.state = state; self.nits = nits; self.refresh = refresh; self.ambientLux = ambientLux; self.autoBrightness = autoBrightness
    }

    /// The state's luminance and refresh unless given.
    public func levels(_ d: DeviceProfile) -> (nits: Double, hz: Double) {
        switch state {
        case .off: return (0, 0)
        case .interactive:
            let auto = autoBrightness ? AmbientLightCurve.autoBrightnessNits(lux: ambientLux, typicalNits: d.panel.typicalNits) : d.panel.typicalNits
            return (nits ?? auto, refresh ?? d.refresh.maxHz)
        case .alwaysOn: return (nits ?? d.panel.alwaysOnNits * AmbientLightCurve.relative(lux: ambientLux), refresh ?? d.refresh.alwaysOnHz)
        }
    }

}

/// What `afterglow power` prints: the estimate and where its milliwatts go, as text or JSON.
public struct PanelPowerReport {
    public var estimate: PanelPowerEstimate
    public var profile: DeviceProfile
    public var state: PowerState
    /// What was estimated: "colour #FFFFFF", a PNG's path, "rendered lockScreen, dark".
    public var content: String
    public init(estimate: PanelPowerEstimate, profile: DeviceProfile, state: PowerState, content: String) {
        self.estimate = estimate; self.profile = profile; self.state = state; self.content = content
    }

    public func printText() {
        let e = estimate
        let b = e.breakdown
        print(String(format: "%@ %@, %@: %.0f nits, %.0f Hz", profile.id, state.rawValue, content, e.nits, e.refreshHz))
        print(String(format: "panel %.1f mW = %.3f %%/h of %.2f Wh", e.milliwatts, e.batteryPercentPerHour, e.batteryWattHours))
        print(String(format: "  red emission     %8.1f mW  (mean linear %.3f)", b.red, e.meanR))
        print(String(format: "  green emission   %8.1f mW  (mean linear %.3f)", b.green, e.meanG))
        print(String(format: "  blue emission    %8.1f mW  (mean linear %.3f)", b.blue, e.meanB))
        if b.limiting < 1 { print(String(format: "  brightness limit  × %.3f (full white capped at %.0f nits)", b.limiting, profile.panel.limitNits)) }
        // An LCD: the backlight follows the luminance, whatever the pixels show (channels cost 0).
        if profile.panel.backlightMilliwatts != nil { print(String(format: "  backlight        %8.1f mW  (LCD: at %.0f nits, any content)", b.backlight, e.nits)) }
        // Always On has its own fixed draw when the profile gives one (low-power mode + pipeline).
        let fixed = state == .alwaysOn && profile.panel.alwaysOnStaticMilliwatts != nil ? "  (Always On: low-power mode + pipeline)" : ""
        print(String(format: "  driver, fixed    %8.1f mW%@", b.staticMilliwatts, fixed))
        print(String(format: "  refresh          %8.1f mW  (%.0f Hz)", b.refreshMilliwatts, e.refreshHz))
        print(String(format: "lit pixels %.1f %%", e.litShare * 100))
    }

    public func printJSON() throws {
        let e = estimate, what = content
        struct Out: Encodable {
            var device: String, state: String, content: String, nits: Double, refreshHz: Double
            var milliwatts: Double, batteryPercentPerHour: Double, batteryWattHours: Double
            var breakdown: [String: Double]
            var meanLinear: [String: Double], litShare: Double
        }
        let b = e.breakdown
        let out = Out(device: e.deviceId, state: state.rawValue, content: what, nits: e.nits, refreshHz: e.refreshHz,
                      milliwatts: e.milliwatts, batteryPercentPerHour: e.batteryPercentPerHour, batteryWattHours: e.batteryWattHours,
                      breakdown: ["redMilliwatts": b.red, "greenMilliwatts": b.green, "blueMilliwatts": b.blue,
                                  "emissionMilliwatts": b.emission, "limiting": b.limiting, "backlightMilliwatts": b.backlight,
                                  "staticMilliwatts": b.staticMilliwatts, "refreshMilliwatts": b.refreshMilliwatts],
                      meanLinear: ["red": e.meanR, "green": e.meanG, "blue": e.meanB], litShare: e.litShare)
        let enc = JSONEncoder(); enc.outputFormatting = [.prettyPrinted, .sortedKeys]
        print(String(decoding: try enc.encode(out), as: UTF8.self))
    }

    /// The device's screen rendered as `afterglow screenshot` would, for `power` to estimate;
    /// a missing payload file or a rejected payload is an error.
    public static func renderedFrame(_ profile: DeviceProfile, payloads: [String], presentation: ScreenshotPresentation?,
                                     appearance: Appearance, alwaysOn: Bool, devicesDirectory: String) throws -> ScreenshotResult {
        for p in payloads where !FileManager.default.fileExists(atPath: p) { throw ScreenshotError(description: "--payload \(p): no such file") }
        var request = ScreenshotRequest(device: profile)
        request.payloadPaths = payloads
        request.presentation = presentation
        request.appearance = appearance
        request.alwaysOn = alwaysOn ? 1 : 0
        let examples = ((devicesDirectory as NSString).deletingLastPathComponent as NSString).appendingPathComponent("Examples/activities")
        let result = try ScreenshotFrame.render(request, defaultTemplateDirectory: examples)
        if !result.rejectedPayloads.isEmpty {
            throw ScreenshotError(description: "\(result.rejectedPayloads.count) payload(s) rejected: \(result.rejectedPayloads.joined(separator: "; "))")
        }
        return result
    }
}
