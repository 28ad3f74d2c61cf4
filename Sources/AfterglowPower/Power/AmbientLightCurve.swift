import Foundation

/// Auto-brightness: the screen luminance a phone picks for the ambient illuminance (lux).
///
/// Apple publishes no curve, so the shape is Android's, from a shipped device: the Pixel 4 XL's
/// `config_autoBrightnessLevels` (lux zone edges) and `config_autoBrightnessDisplayValuesNits` (one
/// luminance per zone), LineageOS/android_device_google_coral,
/// coral/overlay/frameworks/base/core/res/res/values/config.xml @ 60b57e51 (Apache-2.0; the AOSP
/// overlay Google ships for that phone). Android's `BrightnessMappingStrategy` interpolates between
/// the zones; here the curve is interpolated linearly in log(lux) between zone centres, which keeps
/// each zone's value at its centre and is monotone.
///
/// A panel uses the curve's *shape*: `relative(lux)` is the curve over its value at `referenceLux`
/// (1000 lux, the condition of the Always On fit, docs/POWER.md › Always On fit). Interactive
/// auto-brightness maps the curve's top (10 000+ lux) to the panel's `typicalNits`; Always On
/// luminance is the profile's `alwaysOnNits` (fitted at 1000 lux) × `relative(lux)`.
public enum AmbientLightCurve {
    /// Zone edges in lux (Pixel 4 XL `config_autoBrightnessLevels`).
    public static let zoneEdgesLux: [Double] = [1, 2, 3, 4, 8, 12, 20, 33, 55, 90, 148, 245, 403, 665, 1097, 1808, 2981, 5000, 10000]
    /// Nits per zone, one more than the edges (Pixel 4 XL `config_autoBrightnessDisplayValuesNits`).
    public static let zoneNits: [Double] = [10.27811, 25.5265, 32.9902384256, 37.3278742039, 40.2339130994, 47.3775896947,
                                            52.0773980991, 58.9500178659, 67.0727661023, 77.4795277377, 90.1649821044,
                                            106.199488897, 126.920893691, 155.278937975, 192.014446343, 238.225445161,
                                            292.196984602, 355.964092728, 431.503962344, 546.6433233]
    /// The ambient illuminance of the Always On fit (PhoneBuff's 24-hour test lab lighting).
    public static let referenceLux: Double = 1000
    /// What the emulator assumes when nobody sets the ambient light: the fit's condition.
    public static let defaultLux: Double = referenceLux

    /// Zone centres (geometric mean of the edges; the open ends use half and twice their edge).
    static let centres: [(lux: Double, nits: Double)] = {
        var out: [(Double, Double)] = []
        for (i, n) in zoneNits.enumerated() {
            let lo = i == 0 ? zoneEdgesLux[0] / 2 : zoneEdgesLux[i - 1]
            let hi = i == zoneEdgesLux.count ? zoneEdgesLux[i - 1] * 2 : zoneEdgesLux[i]
            out.append(((lo * hi).squareRoot(), n))
        }
        return out
    }()

    /// The Pixel 4 XL's curve in nits at `lux` (clamped to its first and last zone).
    public static func curveNits(lux: Double) -> Double {
        let c = centres
        guard lux.isFinite, lux > c[0].lux else { return c[0].nits }
        guard lux < c[c.count - 1].lux else { return c[c.count - 1].nits }
        let x = log(lux)
        var i = 1
        while c[i].lux < lux { i += 1 }
        let x0 = log(c[i - 1].lux), x1 = log(c[i].lux)
        let s = (x - x0) / (x1 - x0)
        return c[i - 1].nits + (c[i].nits - c[i - 1].nits) * s
    }

    /// The curve at `lux` over the curve at `referenceLux`.
    public static func relative(lux: Double) -> Double {
        curveNits(lux: lux) / curveNits(lux: referenceLux)
    }

    /// Interactive auto-brightness for a panel: the curve scaled so its top is `typicalNits`.
    public static func autoBrightnessNits(lux: Double, typicalNits: Double) -> Double {
        curveNits(lux: lux) / zoneNits[zoneNits.count - 1] * typicalNits
    }
}
