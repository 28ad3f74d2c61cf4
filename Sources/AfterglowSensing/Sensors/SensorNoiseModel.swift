/// Sensor imperfections the simulator adds on top of the motion.
///
/// Defaults follow the MPU-6050 datasheet at a ~100 Hz bandwidth: accelerometer noise density
/// 400 µg/√Hz → ~0.004 g rms; gyroscope 0.005 °/s/√Hz → ~0.05 °/s rms (rounded up to 0.1);
/// bias is drawn once per trace, uniformly within ±`accelBiasG` / ±`gyroBiasDps` per axis
/// (after factory calibration; the raw part's zero-rate offset is larger, ±20 °/s).
public struct SensorNoiseModel: Hashable, Codable, Sendable {
    public var accelNoiseG: Double = 0.004
    public var gyroNoiseDps: Double = 0.1
    public var accelBiasG: Double = 0.03
    public var gyroBiasDps: Double = 2.0
    /// Physiological tremor while held or worn (AR(1), τ = 50 ms).
    public var tremorG: Double = 0.01
    public var tremorDps: Double = 2.0
    public var hasGyroscope: Bool = true

    public init() {}
    public static let ideal: SensorNoiseModel = {
        var m = SensorNoiseModel()
        m.accelNoiseG = 0; m.gyroNoiseDps = 0; m.accelBiasG = 0; m.gyroBiasDps = 0; m.tremorG = 0; m.tremorDps = 0
        return m
    }()
}
