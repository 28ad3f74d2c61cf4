import AfterglowDevices
import AfterglowDisplay
import Foundation

/// One frame's panel power on one device at one luminance and refresh: what `afterglow power`
/// prints. Plain values, so a designer's two designs (or a rig's meter reading) compare directly.
public struct PanelPowerEstimate: Hashable, Sendable, Codable {
    public var deviceId: String
    public var nits: Double
    public var refreshHz: Double
    /// Mean linear light per channel (0…1) and the share of lit pixels of the frame.
    public var meanR: Double, meanG: Double, meanB: Double, litShare: Double
    public var breakdown: PanelPowerBreakdown
    public var batteryWattHours: Double
    public var milliwatts: Double { breakdown.total }
    public var batteryPercentPerHour: Double { milliwatts / 1000 / batteryWattHours * 100 }

    /// `alwaysOn`: the panel is in Always On, so the profile's Always On fixed draw applies.
    public init(device: DeviceProfile, meanR: Double, meanG: Double, meanB: Double, litShare: Double, nits: Double, refreshHz: Double,
                alwaysOn: Bool = false) {
        deviceId = device.id; self.nits = nits; self.refreshHz = refreshHz
        self.meanR = meanR; self.meanG = meanG; self.meanB = meanB; self.litShare = litShare
        breakdown = PanelPowerModel(panel: device.panel).breakdown(meanLinear: meanR, meanG, meanB, nits: nits, hz: refreshHz, alwaysOn: alwaysOn)
        batteryWattHours = device.panel.batteryWattHours
    }

    /// A frame read through the analyzer (the same pass the emulator runs every frame).
    public init(device: DeviceProfile, frame: PixelBuffer, nits: Double, refreshHz: Double, alwaysOn: Bool = false) {
        var a = PixelPowerAnalyzer(width: frame.width, height: frame.height)
        let r = a.analyze(frame, damage: nil)
        self.init(device: device, meanR: r.meanR, meanG: r.meanG, meanB: r.meanB, litShare: r.litShare, nits: nits, refreshHz: refreshHz,
                  alwaysOn: alwaysOn)
    }

    /// A full screen of one 8-bit sRGB colour.
    public init(device: DeviceProfile, red: UInt8, green: UInt8, blue: UInt8, nits: Double, refreshHz: Double, alwaysOn: Bool = false) {
        let t = PanelPowerModel.linearTable, s = PanelPowerModel.linearScale
        self.init(device: device, meanR: Double(t[Int(red)]) / s, meanG: Double(t[Int(green)]) / s, meanB: Double(t[Int(blue)]) / s,
                  litShare: red | green | blue == 0 ? 0 : 1, nits: nits, refreshHz: refreshHz, alwaysOn: alwaysOn)
    }
}
