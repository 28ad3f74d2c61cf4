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

    /// `kind`: the device the stream belongs to — a watch reports wrist raise/drop and face
    /// up/down, a phone pick-up and face up/down (`Gesture.supported(on:)`); nil reports all five
    /// (the simulator's evaluation, where every gesture is scored).
    public init(kind: WearKind? = nil, thresholds: GestureThresholds = GestureThresholds(), limits: SampleSanitizer.Limits = .init()) {
        sanitizer = SampleSanitizer(limits: limits)
        features = MotionFeatures(thresholds: thresholds)
        if let kind { enabled = Gesture.supported(on: kind) }
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
        if enabled.contains(.pickUp), pickUp.update(features) { emit(.pickUp, s, &out) }
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
        // Face up/down keep their rest memory: a hole is not motion (once per rest period).
        raise.reset(); drop.reset(); faceUp.resetAfterGap(); faceDown.resetAfterGap(); pickUp.reset()
    }
}
