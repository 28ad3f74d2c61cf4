import AfterglowControl
import AfterglowTime
import AfterglowEmulator
import Foundation

/// How far the session has published the engine's logs into the event stream.
public struct PublishedCounts {
    public var transitions = 0
    public var alertSounds = 0
    public var interactions = 0
    public var alwaysOnWorkBreaches = 0
    public var pushesOverBudget = 0
    public var problems = 0
}

// The session feeds the control API's event stream (docs/CONTROL_API.md › Events) from what it
// already sees: the emulator's transition log and gestures after every step and input, push results,
// and one frame summary per second of the emulator's clock. All of it runs under the session lock.
extension EmulatorSession {
    /// Publishes transitions, alert sounds and gestures that appeared since the last call (under `lock`).
    public func publishNewEvents(at t: Timestamp) {
        for g in newGestures { events.append(ControlEvent(type: .gesture, time: t.seconds, gesture: g)) }
        newGestures.removeAll()
        // Cheap when nothing is new: the emulator returns an empty slice without copying its log.
        for s in emulator.stampedTransitions(since: published.transitions) {
            let record = TransitionRecord(index: published.transitions, s)
            events.append(ControlEvent(type: .transition, time: record.time, transition: record))
            published.transitions += 1
        }
        for r in emulator.alertSounds.dropFirst(published.alertSounds) {
            events.append(ControlEvent(type: .sound, time: r.timestamp.seconds, sound: AlertSoundEntry(index: published.alertSounds, r)))
            published.alertSounds += 1
        }
        for r in emulator.interactionLog.dropFirst(published.interactions) {
            let i = r.interaction
            events.append(ControlEvent(type: .interaction, time: r.timestamp.seconds, interaction: .init(
                activity: i.activityID, control: i.kind, action: i.action, presentation: i.presentation,
                deactivated: i.deactivated, detail: i.description, opens: i.deactivated ? nil : i.opens?.rawValue)))
            published.interactions += 1
        }
        publishNewProblems()
    }

    /// Problems the emulator found while playing (a scenario's payload file that does not parse, an
    /// update ActivityKit rejects): each goes to `problemSink` (stderr in `run`), onto the event
    /// stream as a rejected push from the scenario, and onto the HUD for a while. Nothing stops.
    public func publishNewProblems() {
        guard emulator.problemCount > published.problems else { return }
        for p in emulator.problems(since: published.problems) {
            problemSink(p.message)
            events.append(ControlEvent(type: .push, time: p.timestamp.seconds, push: .init(
                accepted: false, endpoint: "scenario", status: 422, reason: p.message)))
            lastProblem = p
            published.problems += 1
        }
    }

    /// The HUD's line for the latest problem: the file's name and the keys at fault.
    public static func hudLine(_ p: Emulator.Problem) -> String {
        if let f = p.file {
            let keys = (p.keyPaths ?? []).map { $0.isEmpty ? "payload" : $0 }
            return "warning: \((f as NSString).lastPathComponent)\(keys.isEmpty ? "" : ": " + keys.joined(separator: ", "))"
        }
        let first = p.message.split(separator: "\n").first.map(String.init) ?? p.message
        return "warning: " + (first.count > 60 ? first.prefix(59) + "…" : first)
    }

    /// Always On work-budget and push-budget breaches since the last check.
    public func publishBudgetBreaches(at t: Timestamp) {
        let b = emulator.budgetBreaches
        if b.alwaysOnWork > published.alwaysOnWorkBreaches {
            events.append(ControlEvent(type: .budget, time: t.seconds, budget: .init(
                kind: "always-on-work", count: b.alwaysOnWork - published.alwaysOnWorkBreaches,
                detail: "Always On work averaged over the last minute exceeded its limit (\(b.alwaysOnWork) breaches so far)")))
        }
        if b.pushesOverBudget > published.pushesOverBudget {
            events.append(ControlEvent(type: .budget, time: t.seconds, budget: .init(
                kind: "live-activity-push", count: b.pushesOverBudget - published.pushesOverBudget,
                detail: "priority-10 Live Activity push over its budget (\(b.pushesOverBudget) so far)")))
        }
        published.alwaysOnWorkBreaches = b.alwaysOnWork
        published.pushesOverBudget = b.pushesOverBudget
    }

    /// Publishes closed seconds' frame summaries, a frame-budget breach for a second with misses,
    /// and the slower budgets once a second.
    public func publish(_ summaries: [FrameSummary], budgetMs: Double) {
        guard let last = summaries.last else { return }
        for s in summaries {
            let end = Double(s.second + 1)
            events.append(ControlEvent(type: .frames, time: end, frames: s))
            if s.budgetMisses > 0 {
                events.append(ControlEvent(type: .budget, time: end, budget: .init(
                    kind: "frame", count: s.budgetMisses,
                    detail: "\(s.budgetMisses) of \(s.frames) frames over the \(String(format: "%.2f", budgetMs)) ms refresh budget (max \(String(format: "%.2f", s.costMaxMs)) ms)")))
            }
        }
        publishBudgetBreaches(at: Timestamp(seconds: Double(last.second + 1)))
    }

    /// The state a frame summary reports at the end of its second (the emulator's own reading).
    public func summaryContext() -> FrameSummarizer.Context {
        let r = emulator.reading()
        return .init(refreshHz: r.refreshHz, displayState: r.state.wireName, panelMilliwatts: r.milliwatts)
    }

    /// A push's outcome on the stream: accepted (and the alert it shows) or rejected with the reason.
    public func publishPush(endpoint: String, _ outcome: Result<PushResult, any Error>) {
        let t = clock.now.seconds
        switch outcome {
        case .success(let r):
            events.append(ControlEvent(type: .push, time: t, push: .init(accepted: true, endpoint: endpoint, kind: r.kind, id: r.id, status: 200,
                                                                         reason: r.warnings.isEmpty ? nil : r.warnings.joined(separator: "; "))))
            if let a = r.alert { events.append(ControlEvent(type: .alert, time: t, alert: a)) }
        case .failure(let e):
            let status = (e as? ControlError)?.status ?? 422
            let reason = (e as? ControlError)?.message ?? "\(e)"
            events.append(ControlEvent(type: .push, time: t, push: .init(accepted: false, endpoint: endpoint, status: status, reason: reason)))
        }
    }
}
