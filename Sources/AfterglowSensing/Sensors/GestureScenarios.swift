/// The simulator's scenario library: one labelled script per gesture, varied by a seed
/// (durations, angles, lift, what comes before), plus the two unlabelled noise activities.
///
/// Every gesture that physically happens in a script is labelled — a face-down flip from a table
/// starts face up (incidental face-up) and lifts the phone (incidental pick-up) — so that the
/// evaluation does not count true detections as false positives.
public enum SimulatedActivity: String, Codable, Sendable, CaseIterable {
    case wristRaise = "wrist-raise"
    case wristDrop = "wrist-drop"
    case faceUp = "face-up"
    case faceDown = "face-down"
    case pickUp = "pick-up"
    case walking
    case typing

    public init?(gesture: Gesture) { self.init(rawValue: gesture.rawValue) }

    public var gesture: Gesture? { Gesture(rawValue: rawValue) }
}

public enum GestureScenarios {
    /// A labelled script for `activity`, varied by `seed`. `seconds` sets the length of the noise
    /// activities (walking, typing) and is ignored by gestures.
    public static func script(_ activity: SimulatedActivity, seed: UInt64, seconds: Double = 60) -> MotionScript {
        var r = SeededRandom(seed: seed ^ 0xA5A5_5A5A_0F0F_F0F0)
        var s = MotionScript(name: activity.rawValue)
        func jitter(_ pose: DevicePose, _ degrees: Double) -> Vector3 {
            pose.gravity
                .rotated(about: Vector3(x: 1, y: 0, z: 0), degrees: r.uniform(-degrees, degrees))
                .rotated(about: Vector3(x: 0, y: 1, z: 0), degrees: r.uniform(-degrees, degrees))
        }
        switch activity {
        case .wristRaise:
            if r.chance(0.5) { s.walk(r.uniform(2, 4)) } else { s.hold(jitter(.armDown, 10), r.uniform(1, 2), .wrist) }
            s.move(to: jitter(.viewing, 8), r.uniform(0.4, 0.9), .wrist, liftG: r.uniform(0.15, 0.4))
            s.labelLast(.wristRaise)
            s.hold(jitter(.viewing, 3), 1.5, .wrist)
        case .wristDrop:
            // A drop follows a raise: the watch only counts as "being looked at" after one.
            s.hold(jitter(.armDown, 10), r.uniform(1, 2), .wrist)
            s.move(to: jitter(.viewing, 8), r.uniform(0.4, 0.9), .wrist, liftG: r.uniform(0.15, 0.4))
            s.labelLast(.wristRaise, .incidental)
            s.hold(jitter(.viewing, 3), r.uniform(1, 3), .wrist)
            s.move(to: jitter(.armDown, 10), r.uniform(0.4, 0.8), .wrist, liftG: r.uniform(0.15, 0.4))
            s.labelLast(.wristDrop)
            if r.chance(0.5) { s.walk(2) } else { s.hold(jitter(.armDown, 5), 1.5, .wrist) }
        case .faceUp:
            s.hold(jitter(.handHeld, 10), r.uniform(1, 2), .hand)
            s.move(to: jitter(.faceUp, 4), r.uniform(0.5, 1.0), .hand, liftG: r.uniform(0.1, 0.25))
            s.labelLast(.faceUp)
            s.hold(s.lastGravity, 2, .table)
        case .faceDown:
            s.hold(jitter(.faceUp, 4), r.uniform(1.5, 2.5), .table)
            s.labelStartOfLast(.faceUp, .incidental)
            let flipAxis = r.chance(0.5) ? Vector3(x: 0, y: 1, z: 0) : Vector3(x: 1, y: 0, z: 0)
            let mid = DevicePose.faceUp.gravity.rotated(about: flipAxis, degrees: r.uniform(80, 100))
            s.move(to: mid, r.uniform(0.35, 0.6), .hand, liftG: r.uniform(0.15, 0.3))
            s.labelLast(.pickUp, .incidental)
            s.move(to: jitter(.faceDown, 4), r.uniform(0.35, 0.6), .hand, liftG: r.uniform(0.1, 0.25))
            s.labelLast(.faceDown)
            s.hold(s.lastGravity, 2, .table)
        case .pickUp:
            if r.chance(0.6) {
                s.hold(jitter(.faceUp, 4), r.uniform(1.5, 2.5), .table)
                s.labelStartOfLast(.faceUp, .incidental)
            } else {
                s.hold(jitter(.onStand, 5), r.uniform(1.5, 2.5), .table)
            }
            s.move(to: jitter(.handHeld, 10), r.uniform(0.5, 0.9), .hand, liftG: r.uniform(0.15, 0.35))
            s.labelLast(.pickUp)
            s.hold(s.lastGravity, 1.5, .hand)
        case .walking:
            s.walk(seconds)
        case .typing:
            s.type(seconds)
        }
        return s
    }

    /// Renders a scenario with the given sensor model.
    public static func trace(_ activity: SimulatedActivity, seed: UInt64, rateHz: Double = 100,
                             noise: SensorNoiseModel = SensorNoiseModel(), seconds: Double = 60) -> IMUTrace {
        IMUSimulator(rateHz: rateHz, noise: noise, source: "sim:\(activity.rawValue)")
            .render(script(activity, seed: seed, seconds: seconds), seed: seed)
    }
}

extension MotionScript {
    /// Gravity direction at the end of the script so far (where a following hold should stay).
    public var lastGravity: Vector3 {
        for s in segments.reversed() {
            switch s {
            case .hold(let g, _, _), .move(let g, _, _, _): return g.normalized
            case .walk: return DevicePose.armDown.gravity
            case .type: return DevicePose.typing.gravity
            }
        }
        return DevicePose.faceUp.gravity
    }
}
