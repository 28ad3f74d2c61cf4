import AfterglowSensing

/// A detector sees the shared features after each sample and reports at most one event per
/// sample. Detectors are independent state machines; `GestureEngine` runs them all.
public protocol GestureDetector: Sendable {
    var gesture: Gesture { get }
    mutating func update(_ f: MotionFeatures) -> Bool
    mutating func reset()
}
