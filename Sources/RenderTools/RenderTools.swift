import ArgumentParser
import Foundation

/// Developer tools for the renderer, kept out of the test targets so the test count is only
/// tests: `swift run render-tools preview-dump DIR`, `swift run render-tools inter-advances FILE`.
@main
struct RenderTools: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render-tools",
        abstract: "Renderer developer tools: full-screen previews, Inter advance tables.",
        subcommands: [PreviewDumpCommand.self, InterAdvancesCommand.self])
}

/// The repository root: the nearest directory upwards from the working directory with Devices/.
func repositoryRoot() throws -> String {
    var url = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    while url.path != "/" {
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("Devices/iphone-16-pro.json").path) { return url.path }
        url.deleteLastPathComponent()
    }
    throw ValidationError("run inside the Afterglow repository (no Devices/ found above \(FileManager.default.currentDirectoryPath))")
}
