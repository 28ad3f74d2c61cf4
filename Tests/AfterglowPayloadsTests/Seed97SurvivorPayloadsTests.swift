import Foundation
import Testing
@testable import AfterglowPayloads

/// From the seed-97 sample's Payloads survivor (issue 30, session 15): an action's `icon` in a
/// category file (CategoryFile's doc: `{"id", "title", "destructive", "icon"}`) is read, and an
/// action without one has none.
@Suite struct Seed97SurvivorPayloadsTests {
    @Test func anActionsIconIsRead() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("categories-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("categories.json").path
        try #"{"categories": [{"id": "order", "actions": [{"id": "track", "title": "Track", "icon": "map"}, {"id": "cancel", "title": "Cancel", "destructive": true}]}]}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        let categories = try CategoryFile.load(contentsOf: path)
        #expect(categories.map(\.id) == ["order"])
        #expect(categories.first?.actions.map(\.icon) == ["map", nil])
        #expect(categories.first?.actions.map(\.destructive) == [false, true])
    }
}
