import AfterglowApp
import AfterglowDevices
import ArgumentParser
import Foundation

struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List device profiles, or show one with its presentation frames.",
        subcommands: [List.self, Show.self],
        defaultSubcommand: List.self
    )

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List every device profile.")
        @OptionGroup var options: DeviceDirectoryOption
        @Flag(help: "Print JSON instead of a table.") var json = false

        func run() throws {
            let catalog = try options.loadCatalog()
            if json {
                print(try jsonString(catalog.profiles))
                return
            }
            print(DeviceProfileText.list(catalog.profiles))
            if !catalog.errors.isEmpty { printError("\(catalog.errors.count) profile(s) skipped, see above") }
        }
    }

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Show one profile and its computed presentation frames.")
        @OptionGroup var options: DeviceDirectoryOption
        @Argument(help: "Device id or name, e.g. iphone-16-pro.") var name: String
        @Flag(help: "Print JSON.") var json = false

        func run() throws {
            let catalog = try options.loadCatalog()
            let profile = try options.profile(name, in: catalog)
            let frames = PresentationGeometry(device: profile).allFrames()
            if json {
                struct Out: Encodable { let profile: DeviceProfile; let presentations: [PresentationFrame] }
                print(try jsonString(Out(profile: profile, presentations: frames)))
                return
            }
            for line in DeviceProfileText.lines(profile) { print(line) }
        }
    }
}
