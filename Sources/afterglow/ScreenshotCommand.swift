import ArgumentParser

/// `afterglow screenshot -o shot.png`: from the running emulator (socket mode). The headless
/// renderer's mode (`--device … --payload …`) joins here when it lands.
struct Screenshot: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Save the running emulator's screen as PNG.")
    @OptionGroup var connection: ControlConnectionOptions
    @Option(name: .shortAndLong, help: "Output PNG.") var output: String = "screenshot.png"

    func run() throws {
        try screenshotFromRunningEmulator(connection: connection, output: output)
    }
}
