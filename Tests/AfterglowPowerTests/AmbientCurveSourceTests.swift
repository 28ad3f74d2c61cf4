import Foundation
import Testing
@testable import AfterglowPower

/// The auto-brightness curve against its source, typed here from the file itself: the Pixel 4
/// XL's overlay, LineageOS/android_device_google_coral @ 60b57e51,
/// coral/overlay/frameworks/base/core/res/res/values/config.xml (Apache-2.0),
/// `config_autoBrightnessLevels` and `config_autoBrightnessDisplayValuesNits`.
@Suite struct AmbientCurveSourceTests {
    static let levelsLux: [Double] = [1, 2, 3, 4, 8, 12, 20, 33, 55, 90, 148, 245, 403, 665, 1097, 1808, 2981, 5000, 10000]
    static let nits: [Double] = [10.27811, 25.5265, 32.9902384256, 37.3278742039, 40.2339130994, 47.3775896947, 52.0773980991,
                                 58.9500178659, 67.0727661023, 77.4795277377, 90.1649821044, 106.199488897, 126.920893691,
                                 155.278937975, 192.014446343, 238.225445161, 292.196984602, 355.964092728, 431.503962344, 546.6433233]

    @Test func theTablesAreThePublishedOnes() {
        #expect(AmbientLightCurve.zoneEdgesLux == Self.levelsLux)
        #expect(AmbientLightCurve.zoneNits == Self.nits)
    }

    /// "Keeps each zone's value at its centre": zone i (between levels i − 1 and i) has its
    /// published nits at the geometric mean of its edges, e.g. √(2981 × 5000) = 3860.7 lux → 355.96.
    @Test(arguments: 1..<19)
    func theCurvePassesThroughEachZoneCentre(zone i: Int) {
        let lux = (Self.levelsLux[i - 1] * Self.levelsLux[i]).squareRoot()
        #expect(abs(AmbientLightCurve.curveNits(lux: lux) - Self.nits[i]) < 1e-9, "zone \(i) at \(lux) lux")
    }
}
