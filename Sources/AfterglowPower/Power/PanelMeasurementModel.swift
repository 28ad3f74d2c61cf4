import AfterglowDevices
import Foundation

/// The product model (`PanelPowerModel`) set up for one published measurement, so the figures in
/// docs/POWER.md › Lit screens come from the same code the emulator runs, not a copy of it.
///
/// The panel is built from the row and the fitted parameters only: white at 1000 nits is
/// η × area × 1000 (absolute rows) split by the channel ratio the device profiles carry, no drive
/// (the measurements are display emission: the reviewer's display figure, or the whole device
/// less its black-screen floor), and the brightness limit — the row's own full-white luminance,
/// or the panel's fitted white share for relative rows.
public struct PanelMeasurementModel: Sendable {
    /// Channel costs in proportion (any scale): the profiles' red : green : blue.
    public var channelRatio: (red: Double, green: Double, blue: Double)

    public init(channelRatio: (red: Double, green: Double, blue: Double)) { self.channelRatio = channelRatio }

    /// The ratio a device profile carries (all OLED profiles share one).
    public init(profile panel: DeviceProfile.Panel) {
        channelRatio = (panel.redMilliwatts, panel.greenMilliwatts, panel.blueMilliwatts)
    }

    static let typical = 1000.0

    /// A panel whose full white at 1000 nits costs `white` mW before limiting, limited to
    /// `limitShare` of it (nil: no limit).
    func panel(white: Double, limitShare: Double?) -> PanelPowerModel {
        let sum = channelRatio.red + channelRatio.green + channelRatio.blue
        var p = DeviceProfile.Panel(technology: "OLED", peakNits: 100 * Self.typical, typicalNits: Self.typical, alwaysOnNits: 1,
                                    staticMilliwatts: 0, redMilliwatts: white * channelRatio.red / sum,
                                    greenMilliwatts: white * channelRatio.green / sum, blueMilliwatts: white * channelRatio.blue / sum,
                                    refreshMilliwattsPerHz: 0, batteryWattHours: 1)
        p.fullWhiteNits = (limitShare ?? 100) * Self.typical
        return PanelPowerModel(panel: p)
    }

    static func content(_ r: PanelMeasurement) -> (Double, Double, Double) {
        if let c = r.linearRGB, c.count == 3 { return (c[0], c[1], c[2]) }
        let m = r.meanLinear ?? 0
        return (m, m, m)
    }

    /// An absolute row's display milliwatts at efficacy η (mW per nit per cm²). The row's luminance
    /// is the setting; its full-white luminance, when given, caps the emission.
    public func milliwatts(_ r: PanelMeasurement, efficacy: Double) -> Double {
        let white = efficacy * r.areaSquareCentimetres! * Self.typical
        let m = panel(white: white, limitShare: r.fullWhiteNits.map { $0 / Self.typical })
        let (cr, cg, cb) = Self.content(r)
        return m.totalMilliwatts(emissionAtTypical: m.emissionMilliwatts(meanLinear: cr, cg, cb), nits: r.nits!, hz: 0)
    }

    /// A relative row's share: its emission over the summed emission of its references, on a
    /// panel limited to `whiteShare` of its unlimited white (nil: unlimited).
    public func share(_ r: PanelMeasurement, in set: PanelMeasurementSet, whiteShare: Double?) -> Double {
        let m = panel(white: 1000, limitShare: whiteShare)
        func emission(_ row: PanelMeasurement) -> Double {
            let (cr, cg, cb) = Self.content(row)
            return m.limitedEmission(m.emissionMilliwatts(meanLinear: cr, cg, cb))
        }
        return emission(r) / r.shareOf!.map { emission(set.row($0)!) }.reduce(0, +)
    }

    /// (model − published) / published for any scored row, with η for absolute rows and the
    /// panel's fitted white share for relative ones.
    public func error(_ r: PanelMeasurement, in set: PanelMeasurementSet, efficacy: Double, excludingSource: String? = nil) -> Double {
        let (model, published) = figures(r, in: set, efficacy: efficacy, excludingSource: excludingSource)
        return (model - published) / published
    }

    /// The model's and the published figure: mW for absolute rows, a share for relative ones.
    /// `excludingSource` drops that publication's white-share fit (leave one source out; η is
    /// passed in already refitted).
    public func figures(_ r: PanelMeasurement, in set: PanelMeasurementSet, efficacy: Double,
                        excludingSource: String? = nil) -> (model: Double, published: Double) {
        if r.isRelative {
            return (share(r, in: set, whiteShare: set.fittedWhiteShare(for: r, excludingSource: excludingSource)), set.publishedShare(r))
        }
        return (milliwatts(r, efficacy: efficacy), r.displayMilliwatts!)
    }
}
