import AfterglowScheduler
import Foundation

/// The bench's human-readable report.
public enum BenchTable {
    public static func render(_ o: BenchOutput) -> String {
        let r = o.report
        var lines: [String] = []
        lines.append("scenario   \(o.scenario) (\(o.scenarioFile))")
        lines.append("device     \(r.device), renderer: \(o.renderer), clock: \(o.clock)")
        lines.append("conditions \(o.conditions.line)")
        lines.append(String(format: "time       simulated %.1f s, wall %.3f s, CPU %.3f s (%.2f %% of wall)",
                            r.simulatedSeconds, o.wallSeconds, o.cpuSeconds, o.cpuShare * 100))
        lines.append("")
        let header = ["STATE", "TIME s", "FRAMES", "REFRESHES", "PHASE", "p50 ms", "p99 ms", "max ms", "MISSES", "HITCHES", "HITCH ms/s", "AVG mW", "ENERGY J", "LIT %"]
        var rows: [[String]] = []
        for s in r.states {
            let phases = FramePhase.allCases.map(\.rawValue) + ["total"]
            for (i, p) in phases.enumerated() {
                let f = s.phases[p]!
                let first = i == 0
                rows.append([first ? s.state.rawValue : "", first ? String(format: "%.1f", s.seconds) : "",
                             first ? "\(s.frames)" : "", first ? String(format: "%.0f", s.refreshes) : "", p,
                             String(format: "%.3f", f.p50Ms), String(format: "%.3f", f.p99Ms), String(format: "%.3f", f.maxMs),
                             first ? "\(s.budgetMisses)" : "", first ? "\(s.hitches)" : "",
                             first ? String(format: "%.2f", s.hitchTimeRatioMsPerS) : "",
                             first ? String(format: "%.1f", s.averageMilliwatts) : "",
                             first ? String(format: "%.2f", s.energyMillijoules / 1000) : "",
                             first ? String(format: "%.1f", s.litPixelShare * 100) : ""])
            }
        }
        lines.append(table(header: header, rows: rows))
        lines.append("")
        lines.append(String(format: "panel      average %.1f mW, energy %.1f J, %.3f %% battery per hour",
                            r.averageMilliwatts, r.totalEnergyMillijoules / 1000, r.batteryPercentPerHour))
        let b = r.budgets
        lines.append(String(format: "budgets    Always On work peak %.3f ms/s (limit %.0f, %d breaches); cadence %d applied, %d deferred, %d violations; priority-10 pushes %d accepted, %d over budget; priority-5 %d",
                            b.alwaysOnWorkPeakMsPerS, b.alwaysOnWorkLimitMsPerS, b.alwaysOnWorkBreaches, b.cadenceApplied, b.cadenceDeferred,
                            b.cadenceViolations, b.priority10Accepted, b.priority10OverBudget, b.priority5Pushes))
        lines.append(String(format: "burn-in    %d tiles lit > %.0f s in one place; peak exposure %.0f nit·s",
                            r.burnIn.flaggedTiles, r.burnIn.flagAfterSeconds, r.burnIn.peakExposureNitSeconds))
        lines.append("transitions \(r.transitions.count)" + (r.transitions.isEmpty ? "" : ":"))
        for t in r.transitions.prefix(12) { lines.append("  \(t)") }
        if r.transitions.count > 12 { lines.append("  … \(r.transitions.count - 12) more") }
        if !r.alertSounds.isEmpty {
            lines.append("alert sounds \(r.alertSounds.count):")
            for s in r.alertSounds.prefix(12) { lines.append("  \(s)") }
            if r.alertSounds.count > 12 { lines.append("  … \(r.alertSounds.count - 12) more") }
        }
        if !o.breaches.isEmpty { lines.append(""); lines.append("BREACH: " + o.breaches.joined(separator: "; ")) }
        return lines.joined(separator: "\n")
    }
}
