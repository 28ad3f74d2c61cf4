import AfterglowSensing
import AfterglowTime

/// Scores the detectors against labelled traces (docs/SENSORS.md › Evaluation).
///
/// Matching: a detection of gesture G matches an unmatched label of G when it falls within
/// [label.start − 100 ms, label.end + `matchWindow`]. Each label matches at most one detection.
/// - recall = matched *target* labels / target labels;
/// - precision = detections that matched any label (target or incidental) / all detections;
/// - latency = detection − label.end for matched target labels (negative: reported before the
///   motion had finished);
/// - false triggers per hour = detections of any gesture in the unlabelled noise traces
///   (walking, typing) per hour of that noise.
public enum GestureEvaluation {
    public static let targetRecall = 0.95
    public static let targetFalseTriggersPerHour = 1.0
    public static let targetLatencyMs = 100.0

    public struct GestureScore: Hashable, Codable, Sendable {
        public var gesture: Gesture
        public var targets = 0
        public var recalled = 0
        public var detections = 0
        public var matchedDetections = 0
        public var latenciesMs: [Double] = []
        public init(gesture: Gesture) { self.gesture = gesture }
        public var recall: Double { targets == 0 ? 1 : Double(recalled) / Double(targets) }
        public var precision: Double { detections == 0 ? 1 : Double(matchedDetections) / Double(detections) }
        public var meanLatencyMs: Double { latenciesMs.isEmpty ? 0 : latenciesMs.reduce(0, +) / Double(latenciesMs.count) }
        public var p95LatencyMs: Double { percentile(latenciesMs, 0.95) }
        public var maxLatencyMs: Double { latenciesMs.max() ?? 0 }
    }

    public struct NoiseScore: Hashable, Codable, Sendable {
        public var activity: String
        public var hours = 0.0
        public var triggers: [Gesture: Int] = [:]
        public init(activity: String) { self.activity = activity }
        public var total: Int { triggers.values.reduce(0, +) }
        public var perHour: Double { hours > 0 ? Double(total) / hours : 0 }
    }

    public struct Report: Codable, Sendable {
        public var gestures: [GestureScore]
        public var noise: [NoiseScore]
        public var traces = 0
        public var samples = 0
        public var sanitizer = SampleSanitizer.Report()

        /// Each unmet target, in words; empty when every target is met.
        public var failures: [String] {
            var out: [String] = []
            for g in gestures where g.targets > 0 {
                if g.recall < targetRecall { out.append("\(g.gesture.rawValue): recall \(fmt(g.recall * 100))% < 95%") }
                if g.p95LatencyMs > targetLatencyMs { out.append("\(g.gesture.rawValue): p95 latency \(fmt(g.p95LatencyMs)) ms > 100 ms") }
            }
            for n in noise where n.perHour > targetFalseTriggersPerHour {
                out.append("\(n.activity): \(fmt(n.perHour)) false triggers/h > 1")
            }
            return out
        }
    }

    public static let matchWindow: Duration = .milliseconds(1000)

    /// Runs a fresh engine over each trace. Traces with labels score gestures; traces without
    /// labels count as noise under their `activity` (or `scenario`) metadata.
    public static func evaluate(_ traces: [IMUTrace], thresholds: GestureThresholds = GestureThresholds()) -> Report {
        var scores = Dictionary(uniqueKeysWithValues: Gesture.allCases.map { ($0, GestureScore(gesture: $0)) })
        var noise: [String: NoiseScore] = [:]
        var report = Report(gestures: [], noise: [])
        for trace in traces {
            var engine = GestureEngine(thresholds: thresholds)
            let events = engine.process(trace.samples)
            report.traces += 1
            report.samples += trace.samples.count
            report.sanitizer.add(engine.report)
            if trace.labels.isEmpty {
                let name = trace.metadata("scenario") ?? trace.metadata("activity") ?? "unlabelled"
                var n = noise[name] ?? NoiseScore(activity: name)
                n.hours += trace.duration.seconds / 3600
                for e in events { n.triggers[e.gesture, default: 0] += 1 }
                noise[name] = n
                for e in events { scores[e.gesture]!.detections += 1 }
                continue
            }
            var matched = [Bool](repeating: false, count: trace.labels.count)
            for e in events {
                scores[e.gesture]!.detections += 1
                let hit = trace.labels.indices.first { i in
                    let l = trace.labels[i]
                    return !matched[i] && l.gesture == e.gesture
                        && e.timestamp >= l.start - .milliseconds(100) && e.timestamp <= l.end + matchWindow
                }
                guard let i = hit else { continue }
                matched[i] = true
                scores[e.gesture]!.matchedDetections += 1
                if trace.labels[i].role == .target {
                    scores[e.gesture]!.latenciesMs.append((e.timestamp - trace.labels[i].end).milliseconds)
                }
            }
            for (i, l) in trace.labels.enumerated() where l.role == .target {
                scores[l.gesture]!.targets += 1
                if matched[i] { scores[l.gesture]!.recalled += 1 }
            }
        }
        report.gestures = Gesture.allCases.map { scores[$0]! }
        report.noise = noise.values.sorted { $0.activity < $1.activity }
        return report
    }

    /// The standard labelled set: `trialsPerGesture` generated traces of each gesture (seeds
    /// `seed`…, cycling through 50/100/200 Hz — an accelerometer + gyroscope like the board's
    /// MPU-6050) plus `noiseSeconds` each of walking and typing. `accelerometerOnly` makes the
    /// same set at 25 Hz without a gyroscope (the Pebble / IIO case).
    public static func standardSet(trialsPerGesture: Int = 40, noiseSeconds: Double = 3600, seed: UInt64 = 1,
                                   accelerometerOnly: Bool = false) -> [IMUTrace] {
        var traces: [IMUTrace] = []
        let rates = accelerometerOnly ? [25.0] : [50.0, 100.0, 200.0]
        var noise = SensorNoiseModel()
        noise.hasGyroscope = !accelerometerOnly
        for (gi, g) in Gesture.allCases.enumerated() {
            let activity = SimulatedActivity(gesture: g)!
            for k in 0..<trialsPerGesture {
                let s = seed &+ UInt64(gi * 100_000 + k)
                traces.append(GestureScenarios.trace(activity, seed: s, rateHz: rates[k % rates.count], noise: noise))
            }
        }
        // Noise in 10-minute pieces (each its own seed), at 50 Hz to keep an hour cheap.
        for activity in [SimulatedActivity.walking, .typing] {
            var left = noiseSeconds, k: UInt64 = 0
            while left > 0 {
                let piece = min(600, left)
                traces.append(GestureScenarios.trace(activity, seed: seed &+ 900_000 &+ k &+ (activity == .typing ? 50_000 : 0),
                                                     rateHz: accelerometerOnly ? 25 : 50, noise: noise, seconds: piece))
                left -= piece; k += 1
            }
        }
        return traces
    }
}

extension SampleSanitizer.Report {
    mutating func add(_ o: SampleSanitizer.Report) {
        accepted += o.accepted; nonFinite += o.nonFinite; outOfRange += o.outOfRange
        timeWentBackwards += o.timeWentBackwards; stuckAxis += o.stuckAxis; clockJumps += o.clockJumps
    }
}

func percentile(_ values: [Double], _ p: Double) -> Double {
    guard !values.isEmpty else { return 0 }
    let s = values.sorted()
    let i = Int((p * Double(s.count - 1)).rounded(.up))
    return s[min(s.count - 1, max(0, i))]
}

func fmt(_ v: Double) -> String { String(format: "%.1f", v) }

import Foundation
