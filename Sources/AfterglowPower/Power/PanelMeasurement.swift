import Foundation

/// One published display-power measurement (`docs/data/panel-power-measurements.json`): what was
/// shown, at what luminance, on which panel, and the figure. Two kinds of scored row:
/// - **absolute**: panel size, the frame's mean linear level and its luminance give the model's
///   milliwatts directly (efficacy η × emitted nits × area);
/// - **relative** (`shareOf`): a full-screen colour's display power as a share of the summed display
///   power of other rows on the same panel (its red, green and blue screens) — for reviews that
///   give no luminance, where only the mix of the channels can be compared.
/// Rows that cannot give either are `unscored`, with the reason in `condition`.
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
    /// Mean linear light per channel (red, green, blue; 0…1): a full screen of one colour.
    public var linearRGB: [Double]?
    /// The luminance: measured on this content, or (with `fullWhiteNits`) the setting's low-APL luminance.
    public var nits: Double?
    /// The panel's full-white luminance at the same setting (brightness limiting), when it limits.
    public var fullWhiteNits: Double?
    /// The published figure (whole device when `floorMilliwatts` is given).
    public var milliwatts: Double?
    /// The same device showing black under the same conditions: subtracted to leave the display's
    /// emission (the SoC, radios and panel driver stay in the floor).
    public var floorMilliwatts: Double?
    /// Relative rows: ids of the rows (same panel, same setting) whose display power sums to the
    /// denominator.
    public var shareOf: [String]?

    /// The display's own draw: the figure less the black-screen floor.
    public var displayMilliwatts: Double? { milliwatts.map { $0 - (floorMilliwatts ?? 0) } }

    public var isRelative: Bool { shareOf != nil }

    /// The pixel array's area in cm² (rectangle), or nil when the row has no panel size.
    public var areaSquareCentimetres: Double? {
        guard let w = widthPx, let h = heightPx, let ppi = pixelsPerInch, ppi > 0 else { return nil }
        return Self.areaSquareCentimetres(widthPx: w, heightPx: h, pixelsPerInch: ppi)
    }

    /// A pixel array's area in cm² from its size and density.
    public static func areaSquareCentimetres(widthPx w: Double, heightPx h: Double, pixelsPerInch ppi: Double) -> Double {
        (w / ppi * 2.54) * (h / ppi * 2.54)
    }

    /// Full-white-equivalent luminance the panel emits for this content: the mean linear level
    /// times the setting, capped at full white's luminance (the panel's current limit).
    public var emittedNits: Double? {
        guard let m = meanLinear, let l = nits else { return nil }
        return min(m * l, fullWhiteNits ?? .infinity)
    }
}

/// The measurement set and the fit of the panel's free parameters: the emission efficacy η
/// (display power per nit of full-white-equivalent luminance and per cm² of panel,
/// mW / (cd/m²) / cm², from the absolute `fit` rows: each gives η = P / (L_emitted · A); the fit is
/// their mean) and, per panel that has one, the white share (full white's display power over
/// the sum of its full red, green and blue screens, from a relative `fit` row).
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
        try set.check(path: path)
        return set
    }

    /// Every scored row carries what its kind needs; relative rows name existing rows.
    func check(path: String) throws {
        var ids = Set<String>()
        for r in rows {
            guard ids.insert(r.id).inserted else { throw PanelMeasurementError(message: "\(path): row id \(r.id) appears twice") }
        }
        for r in rows where r.use != .unscored {
            if let refs = r.shareOf {
                guard r.linearRGB?.count == 3, r.displayMilliwatts != nil else {
                    throw PanelMeasurementError(message: "\(path): row \(r.id) is relative (shareOf) but lacks linearRGB (3 values) or milliwatts")
                }
                for id in refs {
                    guard let ref = rows.first(where: { $0.id == id }), ref.linearRGB?.count == 3, ref.displayMilliwatts != nil else {
                        throw PanelMeasurementError(message: "\(path): row \(r.id): shareOf names '\(id)', which is not a row with linearRGB and milliwatts")
                    }
                }
            } else {
                guard r.areaSquareCentimetres != nil, r.emittedNits != nil, r.milliwatts != nil else {
                    throw PanelMeasurementError(message: "\(path): row \(r.id) is \(r.use.rawValue) but lacks widthPx, heightPx, pixelsPerInch, meanLinear, nits or milliwatts")
                }
            }
        }
    }

    public func row(_ id: String) -> PanelMeasurement? { rows.first { $0.id == id } }

    /// η from one absolute row: mW / (nit · cm²).
    public static func efficacy(_ r: PanelMeasurement) -> Double {
        r.displayMilliwatts! / (r.emittedNits! * r.areaSquareCentimetres!)
    }

    /// η fitted on the absolute `fit` rows, leaving out those of `excludingSource`.
    public func fittedEfficacy(excludingSource: String? = nil) -> Double? {
        let fit = rows.filter { $0.use == .fit && !$0.isRelative && $0.sourceId != excludingSource }
        guard !fit.isEmpty else { return nil }
        return fit.map(Self.efficacy).reduce(0, +) / Double(fit.count)
    }

    /// The published share of a relative row: its display power over the sum of its references'.
    public func publishedShare(_ r: PanelMeasurement) -> Double {
        r.displayMilliwatts! / r.shareOf!.map { row($0)!.displayMilliwatts! }.reduce(0, +)
    }

    /// The white share of the panel a relative row was measured on: the published share of the
    /// relative `fit` row of the same source and device (full white over its primaries), or nil
    /// when that panel has none or its source is left out (then no limiting is assumed, as for
    /// the iPhones at or below `typicalNits`).
    public func fittedWhiteShare(for r: PanelMeasurement, excludingSource: String? = nil) -> Double? {
        guard r.sourceId != excludingSource else { return nil }
        return rows.first { $0.use == .fit && $0.isRelative && $0.sourceId == r.sourceId && $0.device == r.device }.map(publishedShare)
    }
}

public struct PanelMeasurementError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public var description: String { message }
}
