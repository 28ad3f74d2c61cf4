import AfterglowApp
import ArgumentParser
import Foundation

@main
struct Afterglow: ParsableCommand {
    /// As ArgumentParser's own `main()`, except that usage errors (an unknown option, a bad value,
    /// a failed `validate()`) exit 2 — the code every command documents (`import`: 0 imported,
    /// 1 nothing importable, 2 usage) — instead of ArgumentParser's 64 (EX_USAGE), so a script
    /// sees one usage code whichever check caught the mistake.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }

    static let configuration = CommandConfiguration(
        commandName: "afterglow",
        abstract: "A hardware-in-the-loop emulator for glanceable, always-on device screens.",
        version: "0.1.0",
        subcommands: [Devices.self, Screenshot.self, Lint.self, Payload.self, Bench.self, Sensors.self, Board.self,
                      Run.self, Import.self, BenchImport.self, BenchMotion.self, Power.self, Push.self, State.self, GestureVerb.self, Tap.self, Wait.self, Settings.self, Record.self, Events.self]
    )
}
