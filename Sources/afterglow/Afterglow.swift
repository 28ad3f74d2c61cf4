import ArgumentParser

@main
struct Afterglow: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "afterglow",
        abstract: "A hardware-in-the-loop emulator for glanceable, always-on device screens.",
        version: "0.1.0",
        subcommands: [Devices.self, Screenshot.self, Lint.self, Payload.self, Bench.self, Sensors.self, Board.self,
                      Run.self, Import.self, BenchImport.self, Push.self, State.self, GestureVerb.self, Tap.self, Wait.self, Settings.self, Record.self, Events.self]
    )
}
