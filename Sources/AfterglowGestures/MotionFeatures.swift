import AfterglowSensing
import AfterglowTime

/// The per-sample quantities every detector reads, computed once per sample.
///
/// - gravity: first-order low-pass of acceleration (τ = `gravityTau`); `down` is its unit vector.
/// - accelMagnitude: ‖a‖ in g (1 at rest), for lift detection.
/// - stillness: spread of acceleration and angular rate over the last `stillWindow`
///   (`StillnessWindow`); `quietSince` is when the current run of quiet samples began.
public struct MotionFeatures: Sendable {
    public let thresholds: GestureThresholds
    public private(set) var gravity = Vector3.zero
    public private(set) var down = Vector3(x: 0, y: 0, z: -1)
    public private(set) var accelMagnitude = 1.0
    /// The latest sample's acceleration, g.
    public private(set) var acceleration = Vector3.zero
    /// |ω| of the latest sample, °/s (0 without a gyroscope).
    public private(set) var angularSpeed = 0.0
    public private(set) var now = Timestamp.zero
    public private(set) var quietSince: Timestamp?
    public private(set) var hasGyroscope = false
    /// When the current rest began (the start of the first quiet rest window), nil while not at
    /// rest: the longer, hysteretic judgement face up / face down use (`GestureThresholds.restWindow`).
    public private(set) var restSince: Timestamp?
    private var window: StillnessWindow
    private var restWindow: StillnessWindow
    private var initialized = false
    private let tauNs: Double

    public init(thresholds: GestureThresholds) {
        self.thresholds = thresholds
        tauNs = Double(thresholds.gravityTau.nanoseconds)
        window = StillnessWindow(window: thresholds.stillWindow)
        restWindow = StillnessWindow(window: thresholds.restWindow, minSamples: thresholds.restWindowMinSamples, capacity: 1024)
    }

    public mutating func reset() { self = MotionFeatures(thresholds: thresholds) }

    public mutating func update(_ s: IMUSample) {
        let a = s.acceleration
        acceleration = a
        accelMagnitude = a.magnitude
        if !initialized {
            gravity = a; initialized = true
        } else {
            let dt = Double(s.timestamp.nanoseconds - now.nanoseconds)
            let alpha = dt / (tauNs + dt)   // ≈ 1 − e^(−dt/τ), and stable for any dt
            gravity = gravity + (a - gravity) * alpha
        }
        now = s.timestamp
        down = gravity.normalized
        let w = s.angularRate
        angularSpeed = w.magnitude
        if w.x != 0 || w.y != 0 || w.z != 0 { hasGyroscope = true }
        window.add(s)
        let quiet = window.isFull && window.accelSpread < thresholds.quietAccelSpreadG
            && (!hasGyroscope || window.gyroSpread < thresholds.quietGyroSpreadDps)
        if quiet {
            // The window was already quiet when it filled: stillness began at its start.
            if quietSince == nil { quietSince = s.timestamp - thresholds.stillWindow }
        } else {
            quietSince = nil
        }
        restWindow.add(s)
        let t = thresholds
        if restSince == nil {
            if restWindow.isFull, restWindow.accelSpread < t.restEnterSpreadG, !hasGyroscope || restWindow.gyroSpread < t.quietGyroSpreadDps {
                restSince = s.timestamp - t.restWindow
            }
        } else if restWindow.accelSpread > t.restExitSpreadG || (hasGyroscope && restWindow.gyroSpread > t.restExitGyroSpreadDps) {
            restSince = nil
        }
    }

    /// How long the device has been at rest (zero when not): reaches `restWindow` on the first
    /// sample whose rest window is quiet.
    public var restFor: Duration { restSince.map { now - $0 } ?? .zero }
    /// Acceleration spread over the rest window, in g.
    public var restAccelSpread: Double { restWindow.accelSpread }

    /// How long the device has been quiet (zero while moving). Counts from the start of the
    /// first quiet window, so it reaches `stillWindow` on the first quiet sample.
    public var stillFor: Duration { quietSince.map { now - $0 } ?? .zero }
    public var accelSpread: Double { window.accelSpread }
    public var gyroSpread: Double { window.gyroSpread }

    /// Angle of the screen normal from straight up (0° = face up, 180° = face down).
    public var tiltFromFaceUpDeg: Double { down.angleDegrees(to: Vector3(x: 0, y: 0, z: -1)) }
}
