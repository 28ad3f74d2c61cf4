import Foundation

/// One published display-power measurement (`docs/data/panel-power-measurements.json`): what was
/// shown, at what luminance, on which panel, and the figure. The model needs the panel's area, the
/// frame's mean linear level and its luminance; rows that cannot give them are `unscored`.
public struct PanelMeasurement: Codable, Hashable, Sendable {
    public enum Use: String, Codable, Sendable { case fit, validation, unscored }
    public var id: String
    public var use: Use
    /// Rows from one publication share it (the leave-one-source-out grouping).
    public var sourceId: String
    public var source: String
    public var device: String
    public var measures: String
    public var condition: String
    public var widthPx: Double?
    public var heightPx: Double?
    public var pixelsPerInch: Double?
    /// Mean linear light of the frame, white-equivalent (1: full white).
    public var meanLinear: Double?
    /// The luminance: measured on this content, or (with `fullWhiteNits`) the setting's low-APL luminance.
    public var nits: Double?
    /// The panel's full-white luminance at the same setting (brightness limiting), when it limits.
    public var fullWhiteNits: Double?
    public var milliwatts: Double?

    /// The pixel array's area in cm² (rectangle), or nil when the row has no panel size.
    public var areaSquareCentimetres: Double? {
        guard let w = widthPx, let h = heightPx, let ppi = pixelsPerInch, ppi > 0 else { return nil }
        return (w / ppi * 2.54) * (h / ppi * 2.54)
    }

    /// Full-white-equivalent luminance the panel emits for this content: the mean linear level
    /// times the setting, capped at full white's luminance (the panel's current limit).
    public var emittedNits: Double? {
        guard let m = meanLinear, let l = nits else { return nil }
        return min(m * l, fullWhiteNits ?? .infinity)
    }
}

/// The measurement set and the fit of the panel's one free parameter, the emission efficacy η:
/// display power per nit of full-white-equivalent luminance and per cm² of panel
/// (mW / (cd/m²) / cm²). Each fit row gives η = P / (L_emitted · A); the fit is their mean.
public struct PanelMeasurementSet: Codable, Sendable {
    public var about: String
    public var rows: [PanelMeasurement]

    public static func load(path: String) throws -> PanelMeasurementSet {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw PanelMeasurementError(message: "\(path): cannot be read (\(error.localizedDescription))")
        }
        let set: PanelMeasurementSet
        do { set = try JSONDecoder().decode(PanelMeasurementSet.self, from: data) } catch {
            throw PanelMeasurementError(message: "\(path): \(error)")
        }
        for r in set.rows where r.use != .unscored {
            guard r.areaSquareCentimetres != nil, r.emittedNits != nil, r.milliwatts != nil else {
                throw PanelMeasurementError(message: "\(path): row \(r.id) is \(r.use.rawValue) but lacks widthPx, heightPx, pixelsPerInch, meanLinear, nits or milliwatts")
            }
        }
        return set
    }

    /// η from one row: mW / (nit · cm²).
    public static func efficacy(_ r: PanelMeasurement) -> Double {
        r.milliwatts! / (r.emittedNits! * r.areaSquareCentimetres!)
    }

    /// η fitted on the `fit` rows, leaving out those of `excludingSource`.
    public func fittedEfficacy(excludingSource: String? = nil) -> Double? {
        let fit = rows.filter { $0.use == .fit && $0.sourceId != excludingSource }
        guard !fit.isEmpty else { return nil }
        return fit.map(Self.efficacy).reduce(0, +) / Double(fit.count)
    }

    /// The model's figure for a row at efficacy η.
    public static func predicted(_ r: PanelMeasurement, efficacy: Double) -> Double {
        efficacy * r.emittedNits! * r.areaSquareCentimetres!
    }
}

public struct PanelMeasurementError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public var description: String { message }
}
