import Foundation
import AfterglowDevices

/// The OLED panel's power as a function of what it shows.
///
/// An OLED subpixel's current, and so its power at the panel's fixed supply voltage, is linear in
/// its *linear-light* drive level (Dong & Zhong's pixel-level OLED model), and the panel's
/// luminance setting scales every subpixel's current alike:
///
///   D   = Σ_c k_c · mean_c(lin(v)) · L / L_typ                  (emission demand)
///   E   = min(D, W · L_lim / L_typ)                              (brightness limiting)
///   P   = E + B · L / L_typ + P_static + k_Hz · f
///
/// v is the 8-bit sRGB value of channel c, lin the sRGB decoding (IEC 61966-2-1), k_c the
/// profile's `red/green/blueMilliwatts` (a full screen of that primary at full drive at
/// `typicalNits`), W = Σ k_c, L the luminance setting in nits. L_lim is `fullWhiteNits`: panels
/// cap their total current, so a full white screen is dimmer than a mostly dark one at the same
/// setting (DisplayMate, iPhone 11 Pro Max: 770 nits full white, 905 nits at low picture level)
/// and white costs less than red + green + blue shown one by one. P_static (driver ICs, timing
/// controller) and k_Hz · f (scan-out at refresh f) are the drive. P_static is per state: in
/// Always On the profile's `alwaysOnStaticMilliwatts` (the panel's low-power mode and the
/// display pipeline, per device) when it gives one. B is an LCD's `backlightMilliwatts` at
/// `typicalNits` (its channels cost 0: the backlight is lit whatever the pixels show). Coefficients:
/// docs/POWER.md.
public struct PanelPowerModel: Hashable, Sendable {
    public let panel: DeviceProfile.Panel

    public init(panel: DeviceProfile.Panel) { self.panel = panel }

    /// Fixed-point scale of the linear-light lookup table (16 bits).
    public static let linearScale: Double = 65535

    /// sRGB 8-bit → linear light × 65535, rounded. One table serves all channels.
    public static let linearTable: [UInt32] = (0..<256).map { UInt32((srgbToLinear(Double($0) / 255) * linearScale).rounded()) }

    /// IEC 61966-2-1 decoding.
    public static func srgbToLinear(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// Emission demand at `typicalNits` of a frame whose mean linear intensities are r, g, b (0…1).
    public func emissionMilliwatts(meanLinear r: Double, _ g: Double, _ b: Double) -> Double {
        r * panel.redMilliwatts + g * panel.greenMilliwatts + b * panel.blueMilliwatts
    }

    /// Full-screen white at `typicalNits`: the sum of the three channels' costs.
    public var whiteMilliwatts: Double { panel.redMilliwatts + panel.greenMilliwatts + panel.blueMilliwatts }

    /// Total panel power for a frame's emission demand (at typical nits), at luminance `nits` and
    /// refresh `hz`, in Always On (`alwaysOn`) or a fully driven lit state.
    public func totalMilliwatts(emissionAtTypical e: Double, nits: Double, hz: Double, alwaysOn: Bool = false) -> Double {
        guard nits > 0 || hz > 0 else { return 0 } // off: the panel is powered down
        return limitedEmission(e * nits / panel.typicalNits) + panel.backlightMilliwatts(nits: nits)
            + panel.staticMilliwatts(alwaysOn: alwaysOn) + panel.refreshMilliwattsPerHz * hz
    }

    /// Emission after brightness limiting: never more than full white at `limitNits`.
    public func limitedEmission(_ demand: Double) -> Double {
        min(demand, whiteMilliwatts * panel.limitNits / panel.typicalNits)
    }

    /// The estimate split into what draws it, for a frame's mean linear intensities.
    public func breakdown(meanLinear r: Double, _ g: Double, _ b: Double, nits: Double, hz: Double, alwaysOn: Bool = false) -> PanelPowerBreakdown {
        guard nits > 0 || hz > 0 else {
            return PanelPowerBreakdown(red: 0, green: 0, blue: 0, limiting: 1, backlight: 0, staticMilliwatts: 0, refreshMilliwatts: 0)
        }
        let scale = nits / panel.typicalNits
        let dr = r * panel.redMilliwatts * scale, dg = g * panel.greenMilliwatts * scale, db = b * panel.blueMilliwatts * scale
        let demand = dr + dg + db
        let limiting = demand > 0 ? limitedEmission(demand) / demand : 1
        return PanelPowerBreakdown(red: dr * limiting, green: dg * limiting, blue: db * limiting, limiting: limiting,
                                   backlight: panel.backlightMilliwatts(nits: nits), staticMilliwatts: panel.staticMilliwatts(alwaysOn: alwaysOn), refreshMilliwatts: panel.refreshMilliwattsPerHz * hz)
    }

    /// Battery share per hour that a constant draw of `milliwatts` takes.
    public func batteryPercentPerHour(milliwatts: Double) -> Double {
        milliwatts / 1000 / panel.batteryWattHours * 100
    }
}

/// Where a panel's power goes: each channel's emission (after brightness limiting), an LCD's
/// backlight, the driver's static draw and the scan-out at the refresh rate.
public struct PanelPowerBreakdown: Hashable, Sendable, Codable {
    public var red: Double, green: Double, blue: Double
    /// Emitted ÷ demanded (1: no brightness limiting).
    public var limiting: Double
    /// An LCD's backlight at the luminance (0 on OLED).
    public var backlight: Double
    public var staticMilliwatts: Double
    public var refreshMilliwatts: Double
    public var emission: Double { red + green + blue }
    public var total: Double { emission + backlight + staticMilliwatts + refreshMilliwatts }
}
