import AfterglowControl
import AfterglowApp
import AfterglowSensing
import ArgumentParser
import Foundation

// The control API's command-line clients, in simctl's spirit (docs/CONTROL_API.md).

struct Push: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Deliver an APNs payload (.apns or JSON; '-' reads stdin) to the running emulator.")
    @OptionGroup var connection: ControlConnectionOptions
    @Argument(help: "Payload file.") var payload: String

    func run() throws {
        let data: Data
        if payload == "-" { data = FileHandle.standardInput.readDataToEndOfFile() } else {
            guard let d = FileManager.default.contents(atPath: payload) else { printError("error: cannot read \(payload)"); throw ExitCode(2) }
            data = d
        }
        let r = try decodeAnswer(PushResult.self, try call(try connection.client(), "POST", "/v1/push", body: data))
        say("\(r.kind)\(r.id.map { " \($0)" } ?? "")")
        for w in r.warnings { printError("warning: \(w)") }
    }
}

struct State: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Show the running emulator's display state (and its transition log or statistics).")
    @OptionGroup var connection: ControlConnectionOptions
    @Flag(help: "Print JSON.") var json = false
    @Flag(help: "Print the transition log and alert sounds instead.") var transitions = false
    @Flag(help: "Print frame and power statistics instead.") var stats = false

    func run() throws {
        let client = try connection.client()
        if transitions {
            let r = try call(client, "GET", "/v1/transitions")
            if json { say(String(decoding: r.body, as: UTF8.self)); return }
            for line in try decodeAnswer(TransitionLog.self, r).personLines { say(line) }
            return
        }
        if stats {
            let r = try call(client, "GET", "/v1/stats")
            if json { say(String(decoding: r.body, as: UTF8.self)); return }
            for line in try decodeAnswer(ControlStatistics.self, r).personLines { say(line) }
            return
        }
        let r = try call(client, "GET", "/v1/state")
        if json { say(String(decoding: r.body, as: UTF8.self)); return }
        for line in try decodeAnswer(ControlState.self, r).personLines { say(line) }
    }
}

struct GestureVerb: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "gesture", abstract: "Inject a gesture: \(Gesture.allCases.map(\.rawValue).joined(separator: "|")).")
    @OptionGroup var connection: ControlConnectionOptions
    @Argument(help: "The gesture.") var name: Gesture

    func run() throws {
        let s = try decodeAnswer(ControlState.self, try call(try connection.client(), "POST", "/v1/gesture", body: ControlClient.encode(GestureRequest(gesture: name.rawValue))))
        say("\(s.displayState) (cause: \(s.cause))")
    }
}

struct Tap: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Tap the screen (points; default: the centre).")
    @OptionGroup var connection: ControlConnectionOptions
    @Option var x: Double?
    @Option var y: Double?

    func validate() throws {
        if (x == nil) != (y == nil) { throw ValidationError("give both --x and --y, or neither") }
    }

    func run() throws {
        let s = try decodeAnswer(ControlState.self, try call(try connection.client(), "POST", "/v1/tap", body: ControlClient.encode(TapRequest(x: x, y: y))))
        say("\(s.displayState) (cause: \(s.cause))")
    }
}

struct Wait: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Wait until the display reaches a state (interactive, dimming, always-on, off), or until no animation runs (--animation-finished); exit 1 on timeout.")
    @OptionGroup var connection: ControlConnectionOptions
    @Argument(help: "The display state.") var state: String?
    @Flag(name: .customLong("animation-finished"), help: "Wait until the inputs sent so far are applied and every animation has come to rest.")
    var animationFinished = false
    @Option(help: "Seconds on the emulator's clock.") var timeout: Double = 10

    func validate() throws {
        if (state == nil) == !animationFinished { throw ValidationError("give a display state or --animation-finished, not both") }
    }

    func run() throws {
        let client = try connection.client(timeout: timeout + 10)
        let r: ControlClient.Response
        let condition = state.map { "state=\($0)" } ?? "animation=finished"
        do { r = try client.request("GET", "/v1/wait?\(condition)&timeout=\(timeout)") } catch {
            printError("error: \(error)"); throw ExitCode(1)
        }
        if r.status == 408, let w = try? JSONDecoder().decode(WaitResult.self, from: r.body) {
            printError("timeout: still \(w.animation != nil ? "animating" : w.current.displayState) after \(String(format: "%.2f", w.waitedSeconds)) s"); throw ExitCode(1)
        }
        guard r.ok else { printError("error: \(r.status) \(r.errorMessage)"); throw ExitCode(2) }
        let w = try decodeAnswer(WaitResult.self, r)
        say("\(w.state ?? "animation finished") after \(String(format: "%.3f", w.waitedSeconds)) s")
    }
}

struct Settings: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show or change settings: afterglow settings dark-mode=on always-on=off …",
        discussion: "Names: dark-mode, reduce-motion, always-on, low-power-mode, standby, night-mode, always-on-wallpaper, auto-brightness, show-sensitive (or their camelCase API names). Values: on/off, true/false, 1/0. ambient-lux takes a number of lux (0…120000).")
    @OptionGroup var connection: ControlConnectionOptions
    @Argument(help: "NAME=VALUE changes.") var changes: [String] = []
    @Flag(help: "Print JSON.") var json = false

    func run() throws {
        let client = try connection.client()
        let r: ControlClient.Response
        if changes.isEmpty {
            r = try call(client, "GET", "/v1/settings")
        } else {
            let patch: [String: Any]
            do { patch = try SettingsArguments.patch(changes) } catch let e as SettingsArguments.Failure { throw failure(e, 2) }
            r = try call(client, "PATCH", "/v1/settings", body: try JSONSerialization.data(withJSONObject: patch))
        }
        if json { say(String(decoding: r.body, as: UTF8.self)); return }
        let s = try decodeAnswer(ControlSettings.self, r)
        say(s.personLine)
    }
}

struct Record: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Start or stop recording the running emulator's screen to an animated PNG.")
    @OptionGroup var connection: ControlConnectionOptions
    enum Action: String, ExpressibleByArgument, CaseIterable { case start, stop }
    @Argument(help: "start or stop.") var action: Action
    @Option(name: .shortAndLong, help: "Output file for start (.png, animated): relative to the emulator's --output-dir, or an absolute path inside it.")
    var output: String?

    func validate() throws {
        if action == .stop, output != nil { throw ValidationError("-o/--output is for start: stop writes the file being recorded") }
    }

    func run() throws {
        // Sent as given: the emulator resolves it inside its output directory (and refuses anything else).
        let s = try decodeAnswer(RecordingStatus.self, try call(try connection.client(), "POST", "/v1/recording",
                                                                body: ControlClient.encode(RecordingRequest(action: action.rawValue, path: output))))
        say(s.recording ? "recording to \(s.path ?? "")" : "wrote \(s.frames) frames to \(s.path ?? "")")
    }
}

extension Gesture: ExpressibleByArgument {}
