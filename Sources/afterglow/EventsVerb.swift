import AfterglowControl
import AfterglowApp
import AfterglowGeometry
import ArgumentParser
import Foundation

/// `afterglow events`: tails the running emulator's event stream (GET /v1/events).
struct Events: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Tail the running emulator's events: transitions, gestures, pushes, alerts, budget breaches, frames per second.",
        discussion: "Exits 0 after --count events or when --until-state is reached; 1 when --timeout (real seconds) passes first.")
    @OptionGroup var connection: ControlConnectionOptions
    @Flag(help: "One JSON object per line (the hello line first).") var json = false
    @Option(help: "Only these types, comma-separated: \(ControlEvent.Kind.allCases.map(\.rawValue).joined(separator: ",")).")
    var types: EventTypeList?
    @Option(help: "Replay from after this event id (still in the emulator's log) instead of starting now.") var since: Int?
    @Option(help: "Stop after this many events.") var count: Int?
    @Option(help: "Stop when the display reaches this state (at once if it is already there).") var untilState: String?
    @Option(help: "Give up after this many seconds of real time (exit 1).") var timeout: Double?

    func validate() throws {
        if let count, count < 1 { throw ValidationError("--count must be at least 1") }
        if let since, since < 0 { throw ValidationError("--since must be ≥ 0") }
        if let timeout, !(timeout > 0) { throw ValidationError("--timeout must be > 0") }
    }

    func run() throws {
        let client = try connection.client()
        var query: [String] = []
        if let types { query.append("types=\(types.kinds.map(\.rawValue).joined(separator: ","))") }
        if let since { query.append("since=\(since)") }
        let target = "/v1/events" + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
        var seen = 0
        var reached = false
        do {
            try client.stream(target, deadline: timeout.map { ControlServer.monotonicSeconds() + $0 }) { m in
                if json { say(m.data) } else { say(Self.describe(m)) }
                if m.event == "hello", let untilState,
                   let h = try? JSONDecoder().decode(ServerSentEvents.Hello.self, from: Data(m.data.utf8)), h.state.displayState == untilState {
                    reached = true; return false
                }
                guard let kind = ControlEvent.Kind(rawValue: m.event) else { return true }
                seen += 1
                if let untilState, kind == .transition,
                   let e = try? JSONDecoder().decode(ControlEvent.self, from: Data(m.data.utf8)), e.transition?.to == untilState {
                    reached = true; return false
                }
                return count.map { seen < $0 } ?? true
            }
        } catch let f as ControlClient.Failure where f.description == "deadline passed" {
            printError("timeout: \(untilState.map { "not \($0) " } ?? "")after \(formatPoints(timeout ?? 0)) s (\(seen) events)"); throw ExitCode(1)
        } catch {
            printError("error: \(error)"); throw ExitCode(1)
        }
        if untilState != nil && !reached { printError("error: the stream ended before the state was reached"); throw ExitCode(1) }
    }

    /// One line for a person.
    static func describe(_ m: ServerSentEvents.Message) -> String {
        let data = Data(m.data.utf8)
        if m.event == "hello", let h = try? JSONDecoder().decode(ServerSentEvents.Hello.self, from: data) {
            return "hello: \(h.state.device) \(h.state.displayState) at t=\(String(format: "%.3f", h.state.time)) s, events after #\(h.after)"
        }
        if m.event == "missed", let x = try? JSONDecoder().decode(ServerSentEvents.Missed.self, from: data) {
            return "missed \(x.missed) events (dropped from the emulator's log)"
        }
        guard let e = try? JSONDecoder().decode(ControlEvent.self, from: data) else { return "\(m.event): \(m.data)" }
        let head = String(format: "%9.3f  #%-5d %-10@ ", e.time, e.id, e.type.rawValue as NSString)
        switch e.type {
        case .transition:
            guard let t = e.transition else { break }
            return head + "\(t.from) → \(t.to) (\(t.cause)\(t.inputTime.map { String(format: ", %.0f ms after input", (t.time - $0) * 1000) } ?? ""))"
        case .gesture:
            guard let g = e.gesture else { break }
            return head + "\(g.name) (\(g.source))"
        case .push:
            guard let p = e.push else { break }
            return head + (p.accepted ? "accepted \(p.kind ?? "") \(p.id ?? "") on \(p.endpoint)" : "rejected \(p.status) on \(p.endpoint): \(p.reason ?? "")")
        case .alert:
            guard let a = e.alert else { break }
            return head + "\"\(a.title)\"\(a.body.map { " — \($0)" } ?? "")\(a.lightsScreen ? "" : " (passive)")"
        case .sound:
            guard let s = e.sound else { break }
            return head + "sound \"\(s.name)\"\(s.critical ? " (critical)" : "") for \(s.source) (no audio device)"
        case .budget:
            guard let b = e.budget else { break }
            return head + "\(b.kind) ×\(b.count): \(b.detail)"
        case .frames:
            guard let f = e.frames else { break }
            return head + String(format: "second %d: %d frames, %d over budget, p50 %.2f ms, max %.2f ms, %@ Hz, %@, %.0f mW", f.second, f.frames,
                                 f.budgetMisses, f.costP50Ms, f.costMaxMs, formatPoints(f.refreshHz) as NSString, f.displayState as NSString, f.panelMilliwatts)
        case .refused:
            guard let r = e.refused else { break }
            return head + "\(r.status) \(r.method) \(r.path) over \(r.transport)\(r.origin.map { " from \($0)" } ?? ""): \(r.reason)"
        case .settings:
            guard let s = e.settings else { break }
            return head + "dark-mode=\(s.darkMode) always-on=\(s.alwaysOn) low-power-mode=\(s.lowPowerMode) standby=\(s.standBy)"
        case .recording:
            guard let r = e.recording else { break }
            return head + (r.recording ? "started: \(r.path ?? "")" : "wrote \(r.frames) frames to \(r.path ?? "")")
        case .interaction:
            guard let i = e.interaction else { break }
            return head + "tap: " + i.detail
        case .widget:
            guard let w = e.widget else { break }
            if let err = w.error { return head + "failed (last good version kept): \(err.description)" }
            return head + String(format: "%@: %d activit%@, %d warning(s), %.0f ms", w.status as NSString, w.activities,
                                 (w.activities == 1 ? "y" : "ies") as NSString, w.warnings, w.milliseconds)
        }
        return head + m.data
    }
}

/// `--types transition,gesture`, checked against the event kinds.
struct EventTypeList: ExpressibleByArgument {
    let kinds: [ControlEvent.Kind]
    init?(argument: String) {
        let parsed = argument.split(separator: ",").map { ControlEvent.Kind(rawValue: String($0)) }
        guard !parsed.isEmpty, !parsed.contains(where: { $0 == nil }) else { return nil }
        kinds = parsed.compactMap { $0 }
    }
    static var allValueStrings: [String] { ControlEvent.Kind.allCases.map(\.rawValue) }
}
