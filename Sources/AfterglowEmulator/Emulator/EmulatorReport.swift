import AfterglowEvents
import AfterglowDevices
import AfterglowDisplay
import AfterglowPower
import AfterglowScheduler
import AfterglowTime

/// Everything a run measured, per display state, ready for the bench's table or JSON.
public struct EmulatorReport: Sendable, Encodable {
    public struct PhaseFigures: Sendable, Encodable, Hashable {
        public var p50Ms: Double, p99Ms: Double, maxMs: Double
    }

    public struct StateFigures: Sendable, Encodable {
        public var state: DisplayState
        public var seconds: Double
        public var frames: Int
        /// Panel refreshes (Σ Hz · dt), rendered or not.
        public var refreshes: Double
        public var phases: [String: PhaseFigures]
        public var budgetMisses: Int
        public var hitches: Int
        public var hitchTimeRatioMsPerS: Double
        public var averageMilliwatts: Double
        public var energyMillijoules: Double
        public var litPixelShare: Double
        public var pixelsRedrawn: Int
    }

    public struct Budgets: Sendable, Encodable {
        public var alwaysOnWorkLimitMsPerS: Double
        public var alwaysOnWorkPeakMsPerS: Double
        public var alwaysOnWorkBreaches: Int
        public var cadenceApplied: Int
        public var cadenceDeferred: Int
        public var cadenceViolations: Int
        public var priority10Accepted: Int
        public var priority10OverBudget: Int
        public var priority5Pushes: Int
    }

    public struct BurnIn: Sendable, Encodable {
        public var flaggedTiles: Int
        public var flagAfterSeconds: Double
        public var peakExposureNitSeconds: Double
        public var firstFlagged: [PixelRect]
    }

    public var device: String
    public var simulatedSeconds: Double
    public var states: [StateFigures]
    public var transitions: [DisplayTransition]
    /// Alert sounds, in order, logged beside the transitions.
    public var alertSounds: [AlertSoundRecord]
    public var budgets: Budgets
    public var burnIn: BurnIn
    public var totalEnergyMillijoules: Double
    public var averageMilliwatts: Double
    public var batteryPercentPerHour: Double
    public var problems: [Emulator.Problem]
    public var suppressedWakes: Int
    public var traceEventsDropped: Int

    init(device: DeviceProfile, simulatedSeconds: Double, ledger: EnergyLedger, stats: [DisplayState: FrameStats],
         transitions: [DisplayTransition], cadence: UpdateCadenceRule, aoBudget: AlwaysOnWorkBudget,
         pushBudget: LiveActivityPushBudget, burnIn: BurnInTracker, panel: PanelPowerModel, refreshes: Double,
         problems: [Emulator.Problem], suppressedWakes: Int, traceDropped: Int, alertSounds: [AlertSoundRecord] = []) {
        self.alertSounds = alertSounds
        self.device = device.id
        self.simulatedSeconds = simulatedSeconds
        var out: [StateFigures] = []
        for s in DisplayState.allCases {
            let e = ledger.entries[s]
            let f = stats[s]
            guard e != nil || f != nil else { continue }
            var phases: [String: PhaseFigures] = [:]
            for p in FramePhase.allCases {
                phases[p.rawValue] = PhaseFigures(p50Ms: f?.percentileMilliseconds(p, 50) ?? 0, p99Ms: f?.percentileMilliseconds(p, 99) ?? 0,
                                                  maxMs: f?.maxMilliseconds(p) ?? 0)
            }
            phases["total"] = PhaseFigures(p50Ms: f?.percentileMilliseconds(nil, 50) ?? 0, p99Ms: f?.percentileMilliseconds(nil, 99) ?? 0,
                                           maxMs: f?.maxMilliseconds(nil) ?? 0)
            let secs = e?.seconds ?? 0
            out.append(StateFigures(state: s, seconds: secs, frames: f?.frames ?? 0, refreshes: e?.refreshes ?? 0, phases: phases,
                                    budgetMisses: f?.budgetMisses ?? 0, hitches: f?.hitches ?? 0,
                                    hitchTimeRatioMsPerS: f?.hitchRatio(overSeconds: secs) ?? 0,
                                    averageMilliwatts: e?.averageMilliwatts ?? 0, energyMillijoules: e?.millijoules ?? 0,
                                    litPixelShare: e?.averageLitShare ?? 0, pixelsRedrawn: f?.pixelsRedrawn ?? 0))
        }
        states = out
        self.transitions = transitions
        budgets = Budgets(alwaysOnWorkLimitMsPerS: aoBudget.limitMillisecondsPerSecond, alwaysOnWorkPeakMsPerS: aoBudget.peakMillisecondsPerSecond,
                          alwaysOnWorkBreaches: aoBudget.breaches, cadenceApplied: cadence.applied, cadenceDeferred: cadence.deferred,
                          cadenceViolations: cadence.violations, priority10Accepted: pushBudget.accepted,
                          priority10OverBudget: pushBudget.overBudget, priority5Pushes: pushBudget.lowPriority)
        self.burnIn = BurnIn(flaggedTiles: burnIn.flagged.count, flagAfterSeconds: burnIn.flagAfter.seconds,
                             peakExposureNitSeconds: burnIn.peakExposure, firstFlagged: Array(burnIn.flaggedRects().prefix(8)))
        totalEnergyMillijoules = ledger.totalMillijoules
        averageMilliwatts = ledger.totalSeconds > 0 ? ledger.totalMillijoules / ledger.totalSeconds : 0
        batteryPercentPerHour = panel.batteryPercentPerHour(milliwatts: averageMilliwatts)
        self.problems = problems
        self.suppressedWakes = suppressedWakes
        traceEventsDropped = traceDropped
        _ = refreshes
    }

    /// Worst p99 total frame time over the states, ms.
    public var worstP99Ms: Double { states.map { $0.phases["total"]?.p99Ms ?? 0 }.max() ?? 0 }
    /// Worst hitch time ratio over the states, ms/s.
    public var worstHitchRatio: Double { states.map(\.hitchTimeRatioMsPerS).max() ?? 0 }
}

/// An alert sound and when it played.
public struct AlertSoundRecord: Hashable, Sendable, Codable, CustomStringConvertible {
    public var timestamp: Timestamp
    public var sound: AlertSound
    public var description: String { "\(timestamp) \(sound)" }
}

/// A tap on a Live Activity's interactive element and when it happened.
public struct InteractionRecord: Hashable, Sendable, Codable, CustomStringConvertible {
    public var timestamp: Timestamp
    public var interaction: ContentInteraction
    public var description: String { "\(timestamp) \(interaction)" }
}
