import Foundation
import Testing

@Suite("afterglow lint")
struct LintCommandTests {
    @Test("the examples lint clean with their sequences: exit 0")
    func examplesClean() throws {
        for name in ["food-delivery", "sports-score", "workout"] {
            let r = try CLI.run(["lint", "Examples/activities/\(name)/template.json",
                                 "--payload", "Examples/activities/\(name)/sequence.json"])
            #expect(r.status == 0, "\(name): \(r.stdout)\(r.stderr)")
            #expect(r.stdout.contains("0 error(s), 0 warning(s)"))
        }
    }

    @Test("errors exit 1, each finding with its rule and seed source")
    func badTemplate() throws {
        let r = try CLI.run(["lint", "Examples/lint/bad-template.json", "--device", "iphone-16-pro"])
        #expect(r.status == 1)
        for rule in ["island-shape", "lock-screen-height", "lock-screen-margin", "text-size", "animation-duration",
                     "always-on-contrast", "sensitive-unredacted", "sensor-region"] {
            #expect(r.stdout.contains("error[\(rule)]"), "no \(rule) in \(r.stdout)")
        }
        #expect(r.stdout.contains("from HIG Live Activities › Specifications (seeds/001)"))
        // A misspelt SF Symbol is a warning naming it, with the mapped name it probably meant.
        #expect(r.stdout.contains("warning[unknown-symbol]"), "\(r.stdout)")
        #expect(r.stdout.contains("unknown SF Symbol 'dollarsign.circle.fil' is drawn as a placeholder; did you mean 'dollarsign.circle.fill'"), "\(r.stdout)")
        #expect(r.stdout.components(separatedBy: "unknown SF Symbol").count - 1 == 1, "reported once, not per device and presentation")
    }

    @Test("--json prints the findings as JSON")
    func json() throws {
        let r = try CLI.run(["lint", "Examples/lint/bad-template.json", "--device", "iphone-16-pro", "--json"])
        #expect(r.status == 1)
        let list = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
        #expect(list.contains { $0["rule"] as? String == "animation-duration" && ($0["source"] as? String)?.contains("seeds/001") == true })
    }

    @Test("an invalid payload or template exits 2 naming the key")
    func badInput() throws {
        let r = try CLI.run(["lint", "Examples/activities/food-delivery/template.json", "--payload", "Examples/payloads/invalid-relevance.apns"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("aps.relevance-score: 4 is out of range, allowed 0…1"), "\(r.stderr)")
        #expect(r.stderr.contains("aps.interruption-level"))
        let t = try CLI.run(["lint", "Examples/payloads/categories.json"])
        #expect(t.status == 2 && t.stderr.contains("activityType"), "\(t.stderr)")
    }
}
