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
    private var raise: WristRaiseDetector
    private var drop: WristDropDetector
    private var faceUp = FaceUpDetector()
    private var faceDown = FaceDownDetector()
    private var pickUp = PickUpDetector()
    /// A watch only: face up / face down fire only once it is judged off the wrist.
    private var offWrist: OffWristDetector?
    /// Gestures to report; the others still run but stay silent.
    public var enabled: Set<Gesture> = Set(Gesture.allCases)
    /// How the watch is worn (wrist and crown settings): the frame the raise is judged in.
    public let wearing: WatchWearing

    /// `kind`: the device the stream belongs to — a watch reports wrist raise/drop and face
    /// up/down, the latter only off the wrist (`OffWristDetector`: a resting wrist is not a table);
    /// a phone pick-up and face up/down (`Gesture.supported(on:)`); nil reports all five, face
    /// up/down as for a phone (the simulator's evaluation, where every gesture is scored).
    /// `wearing`: the watch's wrist and Digital Crown settings (`WatchWearing`).
    public init(kind: WearKind? = nil, wearing: WatchWearing = .standard, thresholds: GestureThresholds = GestureThresholds(),
                limits: SampleSanitizer.Limits = .init()) {
        sanitizer = SampleSanitizer(limits: limits)
        features = MotionFeatures(thresholds: thresholds)
        self.wearing = wearing
        raise = WristRaiseDetector(wearing: wearing)
        drop = WristDropDetector(wearing: wearing)
        if let kind { enabled = Gesture.supported(on: kind) }
        if kind == .watch { offWrist = OffWristDetector() }
    }

    /// For a watch: whether it is judged off the wrist now (nil for other kinds).
    public var isOffWrist: Bool? { offWrist?.offWrist }

    public var report: SampleSanitizer.Report { sanitizer.report }

    public mutating func process(_ s: IMUSample) -> [GestureEvent] {
        switch sanitizer.check(s) {
        case .reject: return []
        case .gap: resetDetectors()
        case .accept: break
        }
        features.update(s)
        offWrist?.update(features, s.acceleration)
        let offBody = offWrist?.offWrist ?? true
        var out: [GestureEvent] = []
        if raise.update(features) { emit(.wristRaise, s, &out) }
        if drop.update(features) { emit(.wristDrop, s, &out) }
        if faceUp.update(features, offBody: offBody) { emit(.faceUp, s, &out) }
        if faceDown.update(features, offBody: offBody) { emit(.faceDown, s, &out) }
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
        raise.reset(); drop.reset(); faceUp.resetAfterGap(); faceDown.resetAfterGap(); offWrist?.resetAfterGap(); pickUp.reset()
    }
}
