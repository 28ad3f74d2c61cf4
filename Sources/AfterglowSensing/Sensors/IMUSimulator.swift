import Foundation
import AfterglowTime

/// Renders a `MotionScript` into samples at a fixed rate, reproducibly from a seed.
///
/// The motion model is kinematic: the script gives the direction of gravity in the device frame
/// over time; the simulator adds linear acceleration (lift bumps, walking bounce, keystrokes),
/// tremor, and sensor noise and bias. Angular rate is derived from the change of the gravity
/// direction (ω⊥ = −(g₀ × g₁)/Δt), so the gyroscope agrees with the accelerometer, plus tremor
/// and noise. The same seed, script, rate and noise model give bit-identical samples.
public struct IMUSimulator: Sendable {
    public var rateHz: Double
    public var noise: SensorNoiseModel
    public var source: String

    public init(rateHz: Double = 100, noise: SensorNoiseModel = SensorNoiseModel(), source: String = "simulated") {
        self.rateHz = rateHz; self.noise = noise; self.source = source
    }

    public func render(_ script: MotionScript, seed: UInt64, start: Timestamp = .zero) -> IMUTrace {
        var state = RenderState(seed: seed, noise: noise, dt: 1 / rateHz, start: script.segments.first.map(Self.initialGravity) ?? DevicePose.faceUp.gravity)
        var samples: [IMUSample] = []
        samples.reserveCapacity(Int(script.duration * rateHz) + 1)
        let period = Int64((1e9 / rateHz).rounded())
        var n: Int64 = 0
        var segmentStart = 0.0
        for segment in script.segments {
            let end = segmentStart + segment.seconds
            state.beginSegment(segment)
            while true {
                let t = Double(n * period) / 1e9
                if t >= end { break }
                let (accel, gyro) = state.step(segment, local: t - segmentStart)
                samples.append(IMUSample(timestamp: start + .nanoseconds(n * period), acceleration: accel, angularRate: gyro, source: source))
                n += 1
            }
            segmentStart = end
        }
        var meta: [(key: String, value: String)] = [("source", source), ("scenario", script.name), ("seed", String(seed)), ("rate_hz", String(rateHz))]
        if !noise.hasGyroscope { meta.append(("gyroscope", "none")) }
        let labels = script.labels.map { l in
            GestureLabel(gesture: l.gesture, role: l.role, start: start + .nanoseconds(l.start.nanoseconds), end: start + .nanoseconds(l.end.nanoseconds))
        }
        return IMUTrace(samples: samples, labels: labels, metadata: meta)
    }

    static func initialGravity(_ s: MotionSegment) -> Vector3 {
        switch s {
        case .hold(let g, _, _): g.normalized
        case .move(let g, _, _, _): g.normalized
        case .walk: DevicePose.armDown.gravity
        case .type: DevicePose.typing.gravity
        }
    }
}

/// Mutable rendering state carried across segments (orientation, tremor, biases, generator).
struct RenderState {
    var rng: SeededRandom
    let noise: SensorNoiseModel
    let dt: Double
    var gravity: Vector3
    var accelBias: Vector3
    var gyroBias: Vector3
    var tremorA = Vector3.zero, tremorG = Vector3.zero
    let tremorDecay: Double

    // Per-segment parameters.
    var moveFrom = Vector3.zero
    var walk = (stepHz: 1.8, swingDeg: 25.0, bounceG: 0.25, pronationDeg: 12.0, phase: 0.0, pronationHz: 0.13)
    var typing = (drift: Vector3.zero, impulseA: Vector3.zero, impulseG: Vector3.zero, keyRate: 5.0)

    init(seed: UInt64, noise: SensorNoiseModel, dt: Double, start: Vector3) {
        rng = SeededRandom(seed: seed)
        self.noise = noise; self.dt = dt; gravity = start
        var r = rng
        accelBias = Vector3(x: r.uniform(-1, 1), y: r.uniform(-1, 1), z: r.uniform(-1, 1)) * noise.accelBiasG
        gyroBias = Vector3(x: r.uniform(-1, 1), y: r.uniform(-1, 1), z: r.uniform(-1, 1)) * noise.gyroBiasDps
        rng = r
        tremorDecay = exp(-dt / 0.05)
    }

    mutating func beginSegment(_ s: MotionSegment) {
        switch s {
        case .move: moveFrom = gravity
        case .walk:
            walk = (rng.uniform(1.6, 2.1), rng.uniform(18, 35), rng.uniform(0.15, 0.35), rng.uniform(5, 18), rng.uniform(0, 2 * .pi), rng.uniform(0.08, 0.2))
        case .type:
            typing.keyRate = rng.uniform(3, 7)
        case .hold: break
        }
    }

    /// One sample: returns (acceleration in g, angular rate in °/s) in the device frame.
    mutating func step(_ s: MotionSegment, local t: Double) -> (Vector3, Vector3) {
        let previous = gravity
        var linear = Vector3.zero
        var extraGyro = Vector3.zero
        var context = MotionContext.wrist
        switch s {
        case .hold(let g, _, let c):
            gravity = g.normalized; context = c
        case .move(let target, let seconds, let c, let lift):
            context = c
            let u = min(1, max(0, t / seconds))
            let sj = u * u * u * (10 - 15 * u + 6 * u * u)   // minimum-jerk position profile
            gravity = Vector3.slerp(moveFrom, target, sj)
            let dir = (target.normalized - moveFrom.normalized)
            if dir.magnitude > 1e-9 { linear = dir.normalized * (lift * sin(2 * .pi * u)) }
        case .walk:
            let w = walk
            let swing = w.swingDeg * sin(.pi * w.stepHz * t + w.phase)              // arm swings at half the step rate
            let pron = w.pronationDeg * sin(2 * .pi * w.pronationHz * t + w.phase)
            gravity = DevicePose.armDown.gravity
                .rotated(about: Vector3(x: 0, y: 0, z: 1), degrees: swing)
                .rotated(about: Vector3(x: 1, y: 0, z: 0), degrees: pron)
            // Heel strikes: a sharp vertical bounce twice per stride, along gravity.
            let phase = (w.stepHz * t + w.phase).truncatingRemainder(dividingBy: 1)
            linear = gravity * (w.bounceG * (exp(-phase / 0.08) - 0.08 / 1.0))
        case .type:
            // Slow posture drift (±~6°) plus keystroke impulses at a Poisson rate.
            let driftDecay = exp(-dt / 2.0)
            typing.drift = typing.drift * driftDecay + rng.gaussianVector(6 * (1 - driftDecay * driftDecay).squareRoot())
            gravity = DevicePose.typing.gravity
                .rotated(about: Vector3(x: 1, y: 0, z: 0), degrees: typing.drift.x)
                .rotated(about: Vector3(x: 0, y: 1, z: 0), degrees: typing.drift.y)
            typing.impulseA = typing.impulseA * exp(-dt / 0.02)
            typing.impulseG = typing.impulseG * exp(-dt / 0.04)
            if rng.chance(typing.keyRate * dt) {
                typing.impulseA = typing.impulseA + rng.gaussianVector(1).normalized * rng.uniform(0.05, 0.2)
                typing.impulseG = typing.impulseG + rng.gaussianVector(1).normalized * rng.uniform(10, 40)
            }
            linear = typing.impulseA
            extraGyro = typing.impulseG
        }
        if context != .table {
            let k = (1 - tremorDecay * tremorDecay).squareRoot()
            tremorA = tremorA * tremorDecay + rng.gaussianVector(noise.tremorG * k)
            tremorG = tremorG * tremorDecay + rng.gaussianVector(noise.tremorDps * k)
        } else {
            tremorA = .zero; tremorG = .zero
        }
        let rotation = previous.cross(gravity) * (-(180 / .pi) / dt)
        let accel = gravity + linear + tremorA + accelBias + rng.gaussianVector(noise.accelNoiseG)
        var gyro = Vector3.zero
        if noise.hasGyroscope {
            gyro = rotation + extraGyro + tremorG + gyroBias + rng.gaussianVector(noise.gyroNoiseDps)
        }
        return (accel, gyro)
    }
}
