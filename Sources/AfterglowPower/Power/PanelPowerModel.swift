import Foundation
import AfterglowDevices

/// The OLED panel's power as a function of what it shows.
///
/// An OLED pixel's emission power is linear in the current through each subpixel, which is linear in
/// that subpixel's *linear-light* intensity. So (Dong & Zhong's pixel-level OLED model):
///
///   P = Σ_c k_c · mean_c(lin(v)) · (L / L_typ)  +  P_static  +  k_Hz · f
///
/// where v is the 8-bit sRGB value of channel c, lin the sRGB decoding (IEC 61966-2-1),
/// k_c the profile's `redMilliwatts/greenMilliwatts/blueMilliwatts` (a full screen of that primary
/// at full intensity at `typicalNits`), L the current luminance in nits, P_static the profile's
/// `staticMilliwatts` (driver ICs, timing controller) and k_Hz · f the scan-out cost at refresh f.
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

    /// Emission power at `typicalNits` of a frame whose mean linear intensities are r, g, b (0…1).
    public func emissionMilliwatts(meanLinear r: Double, _ g: Double, _ b: Double) -> Double {
        r * panel.redMilliwatts + g * panel.greenMilliwatts + b * panel.blueMilliwatts
    }

    /// Total panel power for a frame's emission (at typical nits), at luminance `nits` and refresh `hz`.
    public func totalMilliwatts(emissionAtTypical e: Double, nits: Double, hz: Double) -> Double {
        guard nits > 0 || hz > 0 else { return 0 } // off: the panel is powered down
        return e * nits / panel.typicalNits + panel.staticMilliwatts + panel.refreshMilliwattsPerHz * hz
    }

    /// Battery share per hour that a constant draw of `milliwatts` takes.
    public func batteryPercentPerHour(milliwatts: Double) -> Double {
        milliwatts / 1000 / panel.batteryWattHours * 100
    }
}
