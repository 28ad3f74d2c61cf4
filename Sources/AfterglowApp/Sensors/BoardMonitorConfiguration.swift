import AfterglowHardware
import AfterglowSensing

extension BoardSerialSource.Configuration {
    /// What `afterglow board monitor` asks of a board: its rate, ranges (the MPU-6050's register
    /// indices for ±2…16 g and ±250…2000 °/s), low-pass filter and axis mapping. The values were
    /// checked by the command's `validate()`; nil when one is not a
    /// board's (a range it lacks, axes that are not a permutation).
    public static func monitor(path: String, baud: Int, rateHz: UInt16?, accelRangeG: Int?, gyroRangeDPS: Int?, dlpf: UInt8,
                               axes: String?) -> Self? {
        var config = Self(path: path)
        config.baud = baud
        config.rateHz = rateHz
        if accelRangeG != nil || gyroRangeDPS != nil || dlpf != 3 {
            guard let a = [2, 4, 8, 16].firstIndex(of: accelRangeG ?? 4), let g = [250, 500, 1000, 2000].firstIndex(of: gyroRangeDPS ?? 500),
                  dlpf <= 6 else { return nil }
            config.ranges = (UInt8(a), UInt8(g), dlpf)
        }
        if let s = axes {
            guard let mapping = BoardAxisMapping(spec: s) else { return nil }
            config.mapping = mapping
        }
        return config
    }
}
