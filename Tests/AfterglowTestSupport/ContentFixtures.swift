import AfterglowKit
import Foundation

/// Paths and loaders shared by the content tests (payloads, templates, lint).
public enum ContentFixtures {
    public static let repoRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    public static var catalog: DeviceCatalog { DeviceCatalog.load(directory: repoRoot + "/Devices") }

    /// A phone with the Dynamic Island (iPhone 16 Pro when the catalog has it).
    public static var phone: DeviceProfile {
        let c = catalog
        return c.profile(named: "iphone-16-pro") ?? c.profiles.first { $0.dynamicIsland != nil }!
    }

    public static var watch: DeviceProfile { catalog.profiles.first { $0.kind == .watch }! }

    public static func template(_ name: String) throws -> ActivityTemplate {
        try TemplateParser.parse(contentsOf: repoRoot + "/Examples/activities/\(name)/template.json")
    }

    public static func example(_ name: String, _ file: String) -> String { repoRoot + "/Examples/activities/\(name)/\(file)" }
}
