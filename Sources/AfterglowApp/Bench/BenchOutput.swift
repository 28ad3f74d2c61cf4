import AfterglowEmulator
import Foundation

public struct BenchOutput: Encodable {
    public var scenario: String
    public var scenarioFile: String
    public var renderer: String
    public var clock: String
    /// Ambient light, brightness and wallpaper the run assumed.
    public var conditions: BenchConditions
    public var wallSeconds: Double
    public var cpuSeconds: Double
    public var cpuShare: Double
    public var report: EmulatorReport
    public var breaches: [String]
    public init(scenario: String, scenarioFile: String, renderer: String, clock: String, conditions: BenchConditions, wallSeconds: Double, cpuSeconds: Double, cpuShare: Double, report: EmulatorReport, breaches: [String]) {
        self.scenario = scenario
        self.scenarioFile = scenarioFile
        self.renderer = renderer
        self.clock = clock
        self.conditions = conditions
        self.wallSeconds = wallSeconds
        self.cpuSeconds = cpuSeconds
        self.cpuShare = cpuShare
        self.report = report
        self.breaches = breaches
    }
}

/// User + system CPU time of this process.
public func processCPUSeconds() -> Double {
    var u = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &u)
    return Double(u.ru_utime.tv_sec) + Double(u.ru_utime.tv_usec) / 1e6 + Double(u.ru_stime.tv_sec) + Double(u.ru_stime.tv_usec) / 1e6
}
