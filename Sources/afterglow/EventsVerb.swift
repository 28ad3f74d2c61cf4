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
    var types: CommaSeparated<ControlEvent.Kind>?
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
        if let types { query.append("types=\(types.values.map(\.rawValue).joined(separator: ","))") }
        if let since { query.append("since=\(since)") }
        let target = "/v1/events" + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
        var seen = 0
        var reached = false
        do {
            try client.stream(target, deadline: timeout.map { ControlServer.monotonicSeconds() + $0 }) { m in
                if json { say(m.data) } else { say(m.personLine) }
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
}
