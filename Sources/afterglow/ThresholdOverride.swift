import AfterglowApp
import AfterglowGestures
import ArgumentParser
import Foundation

/// `--set NAME=VALUE` on `sensors evaluate`: overrides one field of `GestureThresholds` for a run,
/// so thresholds can be tried against recordings without rebuilding (docs/SENSORS.md ›
/// Thresholds and the data that chose them). Durations are given in milliseconds.
struct ThresholdOverride: ExpressibleByArgument {
    var name: String
    var value: Double

    init?(argument: String) {
        let p = argument.split(separator: "=", maxSplits: 1)
        guard p.count == 2, let v = Double(p[1]), v.isFinite else { return nil }
        name = String(p[0]); value = v
    }

    static func apply(_ overrides: [ThresholdOverride], to base: GestureThresholds) throws -> GestureThresholds {
        guard !overrides.isEmpty else { return base }
        var object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(base)) as! [String: Any]
        for o in overrides {
            guard let current = object[o.name] else {
                throw ValidationError("--set \(o.name): no such threshold; known: \(object.keys.sorted().joined(separator: ", "))")
            }
            if current is [Any] {   // a Duration
                object[o.name] = try JSONSerialization.jsonObject(with: JSONEncoder().encode(Duration.nanoseconds(Int64((o.value * 1e6).rounded())))) as Any
            } else {
                object[o.name] = o.value
            }
        }
        do {
            return try JSONDecoder().decode(GestureThresholds.self, from: JSONSerialization.data(withJSONObject: object))
        } catch {
            // A count (raiseDwellMinSamples, restWindowMinSamples) takes a whole number only.
            let given = overrides.map { "\($0.name)=\($0.value)" }.joined(separator: ", ")
            throw ValidationError("--set \(given): a value does not fit its threshold (counts take whole numbers)")
        }
    }
}
