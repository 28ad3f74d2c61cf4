import AfterglowKit
import AfterglowTestSupport
import Foundation
import Testing

/// "A broken file is reported and skipped; the rest load" (DeviceCatalog): an entry named like a
/// profile that cannot be read at all — here a folder called `b-folder.json` — is reported with
/// its path, and the readable profile beside it still loads.
@Suite struct UnreadableProfileFileTests {
    @Test func aProfileThatCannotBeReadIsReported() throws {
        let fm = FileManager.default
        let dir = fm.temporaryDirectory.appendingPathComponent("afterglow-unreadable-\(UUID().uuidString)")
        try fm.createDirectory(at: dir.appendingPathComponent("b-folder.json"), withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: dir) }
        try Data(contentsOf: URL(fileURLWithPath: devicesDirectory + "/iphone-16-pro.json")).write(to: dir.appendingPathComponent("a-good.json"))
        let catalog = DeviceCatalog.load(directory: dir.path)
        #expect(catalog.profiles.map(\.id) == ["iphone-16-pro"])
        #expect(catalog.errors.count == 1, "\(catalog.errors)")
        #expect(catalog.errors.first?.file.hasSuffix("b-folder.json") == true && catalog.errors.first?.message == "cannot be read", "\(catalog.errors)")
    }
}
