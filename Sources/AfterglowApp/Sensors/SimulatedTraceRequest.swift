import AfterglowGestures
import AfterglowSensing
import Foundation

/// `afterglow sensors simulate`: a labelled trace from the seeded simulator (a built-in activity
/// or a motion script), written as CSV, evemu events or an IIO sysfs script.
public struct SimulatedTraceRequest {
    public struct Failure: Error, CustomStringConvertible { public var description: String }
    public var activity: String?
    public var script: (name: String, script: MotionScript)?
    public var seed: UInt64
    public var rateHz: Double
    public var seconds: Double
    public var gyroscope: Bool
    public var ideal: Bool
    public var iioScale: Double

    public init(seed: UInt64, rateHz: Double, seconds: Double, gyroscope: Bool, ideal: Bool, iioScale: Double) {
        self.seed = seed; self.rateHz = rateHz; self.seconds = seconds; self.gyroscope = gyroscope; self.ideal = ideal; self.iioScale = iioScale
    }

    public func render(format: String) throws -> (IMUTrace, String) {
        var noise = ideal ? SensorNoiseModel.ideal : SensorNoiseModel()
        noise.hasGyroscope = gyroscope
        let trace: IMUTrace
        if let script {
            trace = IMUSimulator(rateHz: rateHz, noise: noise, source: "sim:\(script.name)").render(script.script, seed: seed)
        } else {
            guard let activity, let a = SimulatedActivity(rawValue: activity) else {
                throw Failure(description: "unknown activity \"\(activity ?? "")\"; expected one of \(SimulatedActivity.allCases.map(\.rawValue).joined(separator: ", ")), or --script FILE")
            }
            trace = GestureScenarios.trace(a, seed: seed, rateHz: rateHz, noise: noise, seconds: seconds)
        }
        let text: String
        switch format {
        case "csv": text = TraceCSV.write(trace)
        case "evemu": text = TraceExport.evemu(trace)
        case "iio": text = TraceExport.iioScript(trace, scale: iioScale)
        default: throw Failure(description: "--format must be csv, evemu or iio, got \"\(format)\"")
        }
        return (trace, text)
    }
}
