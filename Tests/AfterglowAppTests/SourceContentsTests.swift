import AfterglowApp
import Foundation
import Testing

/// A second event for one save, or a save that changed no byte, re-imports nothing
/// (`run --widget` once reloaded the same edit twice on a loaded machine and reported it as two saves).
struct SourceContentsTests {
    @Test func onlyABytesChangeIsAChange() throws {
        let dir = NSTemporaryDirectory() + "afterglow-source-contents-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let a = dir + "/A.swift", b = dir + "/B.swift"
        try "let a = 1\n".write(toFile: a, atomically: true, encoding: .utf8)
        try "let b = 1\n".write(toFile: b, atomically: true, encoding: .utf8)
        var c = SourceContents()
        #expect(c.changed([a]) == [a], "never seen: a change")
        #expect(c.changed([a]) == [], "the same bytes again: the save's second event")
        try "let a = 1\n".write(toFile: a, atomically: true, encoding: .utf8)
        #expect(c.changed([a, b]) == [b], "rewritten with the same bytes: no change; b never seen")
        try "let a = 2\n".write(toFile: a, atomically: true, encoding: .utf8)
        #expect(c.changed([a, b]) == [a])
        try FileManager.default.removeItem(atPath: a)
        #expect(c.changed([a]) == [a], "gone: a change, once")
        #expect(c.changed([a]) == [])
        try "let a = 2\n".write(toFile: a, atomically: true, encoding: .utf8)
        #expect(c.changed([a]) == [a], "back again")
    }
}
