import AfterglowTime

/// What the device is attached to while it moves: decides the physiological tremor added.
public enum MotionContext: String, Codable, Sendable {
    /// Resting on a table or stand: no tremor, only sensor noise.
    case table
    /// Held in a hand: ~0.01 g / 2 °/s tremor.
    case hand
    /// Worn on a wrist: the same tremor as a hand.
    case wrist
}

/// Whether a label is what a trace is about, or something that also (truly) happens in it.
public enum LabelRole: String, Codable, Sendable {
    /// The gesture the trace was made for: counted for recall and latency.
    case target
    /// A real gesture on the way (a face-down flip is also a pick-up): a detection matching it is
    /// not a false positive, but it does not count toward recall.
    case incidental
}

/// Ground truth: gesture `gesture` happens between `start` and `end` (the moment it completes).
public struct GestureLabel: Hashable, Codable, Sendable {
    public var gesture: Gesture
    public var role: LabelRole
    public var start: Timestamp
    public var end: Timestamp
    public init(gesture: Gesture, role: LabelRole, start: Timestamp, end: Timestamp) {
        self.gesture = gesture; self.role = role; self.start = start; self.end = end
    }
}

/// One piece of scripted motion.
public enum MotionSegment: Hashable, Codable, Sendable {
    /// Stay at a gravity direction for `seconds`.
    case hold(gravity: Vector3, seconds: Double, context: MotionContext)
    /// Rotate smoothly (minimum-jerk profile) to a gravity direction, with a linear-acceleration
    /// bump of `liftG` (accelerate, then decelerate) along the path.
    case move(to: Vector3, seconds: Double, context: MotionContext, liftG: Double)
    /// Walking with the device on a swinging arm.
    case walk(seconds: Double)
    /// Typing on a keyboard with the device on the wrist.
    case type(seconds: Double)

    public var seconds: Double {
        switch self {
        case .hold(_, let s, _), .move(_, let s, _, _), .walk(let s), .type(let s): s
        }
    }
}

/// A scripted scenario: segments in order plus the labels that say which gestures happen when.
/// Build it with the chaining methods, which keep the label times consistent with the segments.
public struct MotionScript: Hashable, Codable, Sendable {
    public var name: String
    public var segments: [MotionSegment] = []
    public var labels: [GestureLabel] = []
    public private(set) var duration: Double = 0

    public init(name: String) { self.name = name }

    public mutating func hold(_ pose: DevicePose, _ seconds: Double, _ context: MotionContext) {
        hold(pose.gravity, seconds, context)
    }
    public mutating func hold(_ gravity: Vector3, _ seconds: Double, _ context: MotionContext) {
        append(.hold(gravity: gravity, seconds: seconds, context: context))
    }
    public mutating func move(to pose: DevicePose, _ seconds: Double, _ context: MotionContext, liftG: Double = 0.2) {
        move(to: pose.gravity, seconds, context, liftG: liftG)
    }
    public mutating func move(to gravity: Vector3, _ seconds: Double, _ context: MotionContext, liftG: Double = 0.2) {
        append(.move(to: gravity, seconds: seconds, context: context, liftG: liftG))
    }
    public mutating func walk(_ seconds: Double) { append(.walk(seconds: seconds)) }
    public mutating func type(_ seconds: Double) { append(.type(seconds: seconds)) }

    /// Labels the segment just added (start = its start, end = its end).
    public mutating func labelLast(_ gesture: Gesture, _ role: LabelRole = .target) {
        guard let last = segments.last else { return }
        let end = duration
        labels.append(GestureLabel(gesture: gesture, role: role, start: Timestamp(seconds: end - last.seconds), end: Timestamp(seconds: end)))
    }
    /// Labels the start of the segment just added as an instant (a state that holds from there).
    public mutating func labelStartOfLast(_ gesture: Gesture, _ role: LabelRole) {
        guard let last = segments.last else { return }
        let t = Timestamp(seconds: duration - last.seconds)
        labels.append(GestureLabel(gesture: gesture, role: role, start: t, end: t))
    }

    private mutating func append(_ s: MotionSegment) {
        segments.append(s)
        duration += s.seconds
    }
}
