import Foundation
import Testing

/// `sensors evaluate --set NAME=VALUE` (docs/SENSORS.md › Thresholds): a bad name or a value its
/// threshold cannot take is refused with the reason, never run with a silently changed detector.
@Suite struct SensorsThresholdOverrideTests {
    @Test func anUnknownThresholdOrAFractionalCountIsRefused() throws {
        let dir = "Examples/real/worn-wrists"
        let unknown = try CLI.run(["sensors", "evaluate", "--real", dir, "--set", "raiseDwel=80"])
        #expect(unknown.status != 0 && unknown.stderr.contains("no such threshold"), "\(unknown.stderr)")
        let fraction = try CLI.run(["sensors", "evaluate", "--real", dir, "--set", "raiseDwellMinSamples=2.5"])
        #expect(fraction.status != 0 && fraction.stderr.contains("raiseDwellMinSamples=2.5") && fraction.stderr.contains("whole numbers"), "\(fraction.stderr)")
        let whole = try CLI.run(["sensors", "evaluate", "--real", dir, "--set", "raiseDwellMinSamples=2"])
        #expect(whole.status == 0, "\(whole.stderr)")
    }
}
