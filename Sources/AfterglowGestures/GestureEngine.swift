import AfterglowSensing
import AfterglowTime

/// The whole detection pipeline for one stream: sanitiser → shared features → the five detectors.
///
/// Feed samples in time order with `process(_:)`; it returns the gestures completed by that
/// sample. A hole in the stream longer than the sanitiser's `maxGap` restarts the features and
/// every detector (a window must never bridge a gap). Concrete detector fields, no existentials:
/// this loop runs at the sensor rate and must stay cheap (`afterglow sensors bench`).
public struct GestureEngine: Sendable {
    public private(set) var sanitizer: SampleSanitizer
    public private(set) var features: MotionFeatures
    private var raise = WristRaiseDetector()
    private var drop = WristDropDetector()
    private var faceUp = FaceUpDetector()
    private var faceDown = FaceDownDetector()
    private var pickUp = PickUpDetector()
    /// Gestures to report; the others still run but stay silent.
    public var enabled: Set<Gesture> = Set(Gesture.allCases)

    public init(thresholds: GestureThresholds = GestureThresholds(), limits: SampleSanitizer.Limits = .init()) {
        sanitizer = SampleSanitizer(limits: limits)
        features = MotionFeatures(thresholds: thresholds)
    }

    public var report: SampleSanitizer.Report { sanitizer.report }

    public mutating func process(_ s: IMUSample) -> [GestureEvent] {
        switch sanitizer.check(s) {
        case .reject: return []
        case .gap: resetDetectors()
        case .accept: break
        }
        features.update(s)
        var out: [GestureEvent] = []
        if raise.update(features) { emit(.wristRaise, s, &out) }
        if drop.update(features) { emit(.wristDrop, s, &out) }
        if faceUp.update(features) { emit(.faceUp, s, &out) }
        if faceDown.update(features) { emit(.faceDown, s, &out) }
        if pickUp.update(features) { emit(.pickUp, s, &out) }
        return out
    }

    public mutating func process(_ samples: [IMUSample]) -> [GestureEvent] {
        var out: [GestureEvent] = []
        for s in samples { out.append(contentsOf: process(s)) }
        return out
    }

    private func emit(_ g: Gesture, _ s: IMUSample, _ out: inout [GestureEvent]) {
        if enabled.contains(g) { out.append(GestureEvent(gesture: g, timestamp: s.timestamp, source: s.source)) }
    }

    private mutating func resetDetectors() {
        features.reset()
        raise.reset(); drop.reset(); faceUp.reset(); faceDown.reset(); pickUp.reset()
    }
}
