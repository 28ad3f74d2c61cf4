import AfterglowKit
import AfterglowTestSupport
import Foundation
import Testing

/// Each profile's `alwaysOn.supported` against what its source note quotes: Apple's tech specs
/// "list 'Always-On display'" (or "'Always-On Retina display'") for a device that has one; the
/// others' notes say it has none. A flipped flag makes a watch or phone lose (or gain) Always On.
@Suite struct AlwaysOnSourceTests {
    @Test func theFlagIsWhatTheNoteQuotes() throws {
        let dir = devicesDirectory
        let files = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".json") }.sorted()
        #expect(files.count >= 28)
        for f in files {
            let json = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: (dir as NSString).appendingPathComponent(f)))) as? [String: Any])
            let sources = try #require(json["sources"] as? [String: Any], "\(f)")
            let note = try #require((sources["alwaysOn.supported"] ?? sources["alwaysOn"]) as? String, "\(f): no source for alwaysOn")
            let id = (f as NSString).deletingPathExtension
            #expect(device(id).alwaysOn.supported == note.contains("lists 'Always-On"), "\(f): \(note)")
        }
    }
}
