import AfterglowGeometry
import Foundation

/// The bench's short summary (`--report`, and `make run` without a display): device, time in each
/// display state, frames, p99 frame cost against its budget, average power, breaches, and where
/// the full report is.
public enum BenchSummary {
    public static func render(_ o: BenchOutput, reportPath: String) -> String {
        let r = o.report
        var lines: [String] = []
        lines.append(String(format: "%@ — scenario %@: %.0f s simulated in %.2f s (%@ clock)",
                            r.device, o.scenario, r.simulatedSeconds, o.wallSeconds, o.clock))
        for s in r.states where s.seconds > 0 {
            let hz = s.seconds > 0 ? s.refreshes / s.seconds : 0
            let p99 = s.phases["total"]?.p99Ms ?? 0
            let budget = hz > 0 ? String(format: "%.2f ms budget at %.0f Hz", 1000 / hz, hz) : "no refresh"
            let name = s.state.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0)
            lines.append("  \(name)" + String(format: " %8.1f s  %6d frames  p99 %6.3f ms (", s.seconds, s.frames, p99)
                         + budget + String(format: ")  %7.1f mW", s.averageMilliwatts))
        }
        let frames = r.states.reduce(0) { $0 + $1.frames }
        let hitches = r.states.reduce(0) { $0 + $1.hitches }, misses = r.states.reduce(0) { $0 + $1.budgetMisses }
        lines.append("  frames \(frames): \(hitches) hitches, \(misses) budget misses")
        lines.append(String(format: "  average panel power %.1f mW (%.3f %% battery per hour)", r.averageMilliwatts, r.batteryPercentPerHour))
        var breaches = o.breaches
        let b = r.budgets
        if b.alwaysOnWorkBreaches > 0 { breaches.append("Always On work over \(formatPoints(b.alwaysOnWorkLimitMsPerS)) ms/s \(b.alwaysOnWorkBreaches)×") }
        if b.cadenceViolations > 0 { breaches.append("update cadence violated \(b.cadenceViolations)×") }
        if b.priority10OverBudget > 0 { breaches.append("priority-10 pushes over budget \(b.priority10OverBudget)×") }
        if r.burnIn.flaggedTiles > 0 { breaches.append("burn-in: \(r.burnIn.flaggedTiles) tiles lit in one place > \(formatPoints(r.burnIn.flagAfterSeconds)) s") }
        lines.append("  breaches: " + (breaches.isEmpty ? "none" : breaches.joined(separator: "; ")))
        lines.append("  full report: \(reportPath)")
        return lines.joined(separator: "\n")
    }
}
