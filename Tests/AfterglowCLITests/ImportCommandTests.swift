import Foundation
import Testing

/// `afterglow import` as issue 11 specifies it, from the outside: exit codes 0 / 1 / 2, the
/// `--json` shape, compiler-style diagnostics, and `screenshot --widget` saying where its
/// starting state came from.
@Suite("afterglow import: exit codes, JSON, diagnostics")
struct ImportCommandTests {
    static let corpus = CLI.repositoryRoot + "/Examples/swiftui"

    @Test func exitCodesZeroOneTwo() throws {
        let ok = try CLI.run(["import", Self.corpus + "/bndkt-sports-score"])
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(ok.stdout.contains("1 activity imported"), "\(ok.stdout)")
        let missing = try CLI.run(["import", "/nonexistent/widget-dir"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("/nonexistent/widget-dir: error: no such file or directory"), "no 0:0 position: \(missing.stderr)")
        let dir = NSTemporaryDirectory() + "afterglow-import-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "struct Model { var a: Int }".write(toFile: dir + "/Model.swift", atomically: true, encoding: .utf8)
        let none = try CLI.run(["import", dir])
        #expect(none.status == 1 && none.stderr.contains("no ActivityConfiguration(for:)") && none.stderr.contains(dir), "\(none.stderr)")
        // Usage errors exit 2, whether ArgumentParser or the command caught them.
        for args in [["import"], ["import", "--bogus", dir], ["screenshot", "--no-such-option"]] {
            let u = try CLI.run(args)
            #expect(u.status == 2, "\(args): \(u.status) \(u.stderr)")
            #expect(u.stderr.contains("Usage:") || u.stderr.contains("Error:"), "\(args): \(u.stderr)")
        }
    }

    @Test func jsonShapeAndCompilerStyleDiagnostics() throws {
        let r = try CLI.run(["import", "--json", Self.corpus + "/duckduckgo-vpn-snooze"])
        #expect(r.status == 0, "\(r.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(root["files"] as? Int == 2)
        let a = try #require((root["activities"] as? [[String: Any]])?.first)
        for key in ["attributesType", "file", "presentations", "previews", "mappedViews", "totalViews", "unsupported"] {
            #expect(a[key] != nil, "missing \(key)")
        }
        #expect(a["attributesType"] as? String == "VPNSnoozeActivityAttributes")
        let u = try #require((a["unsupported"] as? [[String: Any]])?.first)
        for key in ["file", "line", "column", "construct"] { #expect(u[key] != nil, "unsupported entry lacks \(key)") }
        // The same diagnostics as text: file:line:column: warning: <construct> is not supported; <fallback>.
        let text = try CLI.run(["import", Self.corpus + "/duckduckgo-vpn-snooze"])
        let line = try #require(text.stderr.split(separator: "\n").first { $0.contains(": warning: ") })
        let parts = line.split(separator: ":", maxSplits: 4)
        #expect(parts.count == 5 && Int(parts[1]) != nil && Int(parts[2]) != nil && parts[3] == " warning", "\(line)")
        #expect(line.contains(" is not supported; "), "\(line)")
    }

    @Test func screenshotSaysWhereItsStartingStateCameFrom() throws {
        let out = NSTemporaryDirectory() + "afterglow-import-shot-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let preview = try CLI.run(["screenshot", "--widget", Self.corpus + "/apple-food-truck", "--device", "iphone-16-pro", "-o", out])
        #expect(preview.status == 0 && preview.stderr.contains("starting from its first preview content state"), "\(preview.stderr)")
        let synthesized = try CLI.run(["screenshot", "--widget", Self.corpus + "/sparrowcode-live-activity", "--device", "iphone-16-pro", "-o", out])
        #expect(synthesized.status == 0 && synthesized.stderr.contains("synthesized"), "\(synthesized.stderr)")
    }
}
