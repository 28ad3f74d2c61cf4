import AfterglowControl
import AfterglowApp
import AfterglowGeometry
import AfterglowSensing
import AfterglowPower
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
            let log = try decodeAnswer(TransitionLog.self, r)
            let rows = log.transitions.map { t in
                [String(t.index), String(format: "%.3f", t.time), t.from, t.to, t.cause,
                 t.inputTime.map { String(format: "%.1f ms", (t.time - $0) * 1000) } ?? "—"]
            }
            say(table(header: ["#", "TIME", "FROM", "TO", "CAUSE", "LATENCY"], rows: rows))
            // Alert sounds are events beside the transitions (no audio device plays them).
            if !log.alertSounds.isEmpty {
                say("alert sounds \(log.alertSounds.count):")
                for s in log.alertSounds {
                    say(String(format: "  %.3f ", s.time) + "sound \"\(s.name)\"\(s.critical ? " (critical)" : "") for \(s.source)")
                }
            }
            return
        }
        if stats {
            let r = try call(client, "GET", "/v1/stats")
            if json { say(String(decoding: r.body, as: UTF8.self)); return }
            let s = try decodeAnswer(ControlStatistics.self, r)
            say("frames \(s.frames), hitches \(s.hitches), budget misses \(s.budgetMisses)")
            say(String(format: "frame cost p50 %.2f ms, p99 %.2f ms, max %.2f ms (budget %.2f ms)", s.frameCostP50Ms, s.frameCostP99Ms, s.frameCostMaxMs, s.budgetMs))
            say(String(format: "panel power %.1f mW average, %.1f mJ over %.1f s", s.averagePanelMilliwatts, s.energyMillijoules, s.simulatedSeconds))
            return
        }
        let r = try call(client, "GET", "/v1/state")
        if json { say(String(decoding: r.body, as: UTF8.self)); return }
        let s = try decodeAnswer(ControlState.self, r)
        say("\(s.device): \(s.displayState) (cause: \(s.cause)), \(formatPoints(s.refreshHz)) Hz, \(formatPoints(s.luminanceNits)) nits, \(formatPoints(s.panelMilliwatts.rounded())) mW")
        say("sensor \(s.sensorSource), last gesture \(s.lastGesture ?? "—"), engine \(s.engine), t = \(String(format: "%.3f", s.time)) s")
    }
}

struct GestureVerb: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "gesture", abstract: "Inject a gesture: \(Gesture.allCases.map(\.rawValue).joined(separator: "|")).")
    @OptionGroup var connection: ControlConnectionOptions
    @Argument(help: "The gesture.") var name: String

    func run() throws {
        guard Gesture(rawValue: name) != nil else {
            printError("error: unknown gesture '\(name)': expected \(Gesture.allCases.map(\.rawValue).joined(separator: ", "))"); throw ExitCode(2)
        }
        let s = try decodeAnswer(ControlState.self, try call(try connection.client(), "POST", "/v1/gesture", body: ControlClient.encode(GestureRequest(gesture: name))))
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
    static let configuration = CommandConfiguration(abstract: "Wait until the display reaches a state (interactive, dimming, always-on, off); exit 1 on timeout.")
    @OptionGroup var connection: ControlConnectionOptions
    @Argument(help: "The display state.") var state: String
    @Option(help: "Seconds on the emulator's clock.") var timeout: Double = 10

    func run() throws {
        let client = try connection.client(timeout: timeout + 10)
        let r: ControlClient.Response
        do { r = try client.request("GET", "/v1/wait?state=\(state)&timeout=\(timeout)") } catch {
            printError("error: \(error)"); throw ExitCode(1)
        }
        if r.status == 408, let w = try? JSONDecoder().decode(WaitResult.self, from: r.body) {
            printError("timeout: still \(w.current.displayState) after \(String(format: "%.2f", w.waitedSeconds)) s"); throw ExitCode(1)
        }
        guard r.ok else { printError("error: \(r.status) \(r.errorMessage)"); throw ExitCode(2) }
        let w = try decodeAnswer(WaitResult.self, r)
        say("\(w.state) after \(String(format: "%.3f", w.waitedSeconds)) s")
    }
}

struct Settings: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show or change settings: afterglow settings dark-mode=on always-on=off …",
        discussion: "Names: dark-mode, reduce-motion, always-on, low-power-mode, standby, night-mode, always-on-wallpaper, auto-brightness, show-sensitive (or their camelCase API names). Values: on/off, true/false, 1/0. ambient-lux takes a number of lux (0…120000).")
    @OptionGroup var connection: ControlConnectionOptions
    @Argument(help: "NAME=VALUE changes.") var changes: [String] = []
    @Flag(help: "Print JSON.") var json = false

    static let names: [String: String] = [
        "dark-mode": "darkMode", "reduce-motion": "reduceMotion", "always-on": "alwaysOn",
        "low-power-mode": "lowPowerMode", "low-power": "lowPowerMode", "standby": "standBy", "night-mode": "nightMode",
        "always-on-wallpaper": "alwaysOnWallpaper", "ambient-lux": "ambientLux", "auto-brightness": "autoBrightness", "show-sensitive": "showSensitiveContent",
    ]

    func run() throws {
        let client = try connection.client()
        let r: ControlClient.Response
        if changes.isEmpty {
            r = try call(client, "GET", "/v1/settings")
        } else {
            var patch: [String: Any] = [:]
            for c in changes {
                let kv = c.split(separator: "=", maxSplits: 1).map(String.init)
                guard kv.count == 2 else { printError("error: '\(c)': expected NAME=VALUE"); throw ExitCode(2) }
                let key = Self.names[kv[0]] ?? kv[0]
                guard SettingsPatch.fieldNames.contains(key) else {
                    printError("error: unknown setting '\(kv[0])': expected \(Self.names.keys.sorted().joined(separator: ", "))"); throw ExitCode(2)
                }
                if key == "ambientLux" {
                    guard let lux = Double(kv[1]), DisplaySettings.ambientLuxRange.contains(lux) else {
                        printError("error: '\(c)': ambient-lux must be a number of lux, 0…120000"); throw ExitCode(2)
                    }
                    patch[key] = lux
                    continue
                }
                switch kv[1].lowercased() {
                case "on", "true", "1", "yes": patch[key] = true
                case "off", "false", "0", "no": patch[key] = false
                default: printError("error: '\(c)': value must be on or off"); throw ExitCode(2)
                }
            }
            r = try call(client, "PATCH", "/v1/settings", body: try JSONSerialization.data(withJSONObject: patch))
        }
        if json { say(String(decoding: r.body, as: UTF8.self)); return }
        let s = try decodeAnswer(ControlSettings.self, r)
        func on(_ b: Bool) -> String { b ? "on" : "off" }
        say("dark-mode=\(on(s.darkMode)) reduce-motion=\(on(s.reduceMotion)) always-on=\(on(s.alwaysOn)) low-power-mode=\(on(s.lowPowerMode)) standby=\(on(s.standBy)) night-mode=\(on(s.nightMode)) always-on-wallpaper=\(on(s.alwaysOnWallpaper)) ambient-lux=\(String(format: "%g", s.ambientLux)) auto-brightness=\(on(s.autoBrightness)) show-sensitive=\(on(s.showSensitiveContent))")
    }
}

struct Record: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Start or stop recording the running emulator's screen to an animated PNG.")
    @OptionGroup var connection: ControlConnectionOptions
    @Argument(help: "start or stop.") var action: String
    @Option(name: .shortAndLong, help: "Output file for start (.png, animated): relative to the emulator's --output-dir, or an absolute path inside it.")
    var output: String?

    func run() throws {
        guard action == "start" || action == "stop" else { printError("error: '\(action)': expected start or stop"); throw ExitCode(2) }
        if action == "stop", output != nil { printError("error: -o/--output is for start: stop writes the file being recorded"); throw ExitCode(2) }
        // Sent as given: the emulator resolves it inside its output directory (and refuses anything else).
        let path = output
        let s = try decodeAnswer(RecordingStatus.self, try call(try connection.client(), "POST", "/v1/recording",
                                                                body: ControlClient.encode(RecordingRequest(action: action, path: path))))
        say(s.recording ? "recording to \(s.path ?? "")" : "wrote \(s.frames) frames to \(s.path ?? "")")
    }
}
