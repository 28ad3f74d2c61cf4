import AfterglowKit
import Foundation

/// Device profiles from the repository's Devices/ directory (the same files the CLI loads).
enum TestDevices {
    static let directory: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            let candidate = url.appendingPathComponent("Devices").path
            if FileManager.default.fileExists(atPath: candidate + "/iphone-14-pro.json") { return candidate }
        }
        return "Devices"
    }()
    static let catalog = DeviceCatalog.load(directory: directory)
    static func named(_ id: String) -> DeviceProfile {
        guard let p = catalog.profile(named: id) else { fatalError("test device \(id) missing from \(directory)") }
        return p
    }
    static var repositoryRoot: String { (directory as NSString).deletingLastPathComponent }
}
