import Foundation
import Testing

@Suite struct DevicesCommandTests {
    @Test func listShowsEveryProfile() throws {
        let r = try CLI.run(["devices"])
        #expect(r.status == 0, "\(r.stderr)")
        func row(_ id: String) -> [Substring]? {
            r.stdout.split(separator: "\n").first { $0.hasPrefix(id + " ") }.map { $0.split(separator: " ", omittingEmptySubsequences: true) }
        }
        #expect(row("iphone-16-pro-max")?.contains("440x956") == true && row("iphone-16-pro-max")?.contains("phone") == true)
        #expect(row("ipad-pro-12-9-6th-gen")?.contains("1024x1366") == true && row("ipad-pro-12-9-6th-gen")?.contains("tablet") == true)
        #expect(row("mac-macbook-air-13-m3")?.contains("mac") == true)
        #expect(row("carplay-widescreen")?.contains("1920x720") == true && row("carplay-widescreen")?.contains("carPlay") == true)
        #expect(r.stdout.contains("apple-watch-49mm"))
        #expect(r.stdout.contains("60 Hz") && r.stdout.contains("1–120 Hz"))
    }

    @Test func showJSONPrintsTheSpecificationFigures() throws {
        let r = try CLI.run(["devices", "show", "iphone-14-pro", "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let frames = try #require(json["presentations"] as? [[String: Any]])
        func frame(_ name: String) throws -> [String: Any] {
            try #require(frames.first { $0["presentation"] as? String == name })
        }
        func size(_ f: [String: Any]) throws -> (Double, Double) {
            let rect = try #require(f["frame"] as? [String: Any])
            let size = try #require(rect["size"] as? [String: Double])
            return (try #require(size["width"]), try #require(size["height"]))
        }
        let leading = try size(try frame("compactLeading"))
        #expect(abs(leading.0 - 52.33) < 0.005 && abs(leading.1 - 36.67) < 0.005)
        #expect(try frame("expanded")["widthRange"] as? [Double] == [371, 371])
        #expect(try frame("expanded")["heightRange"] as? [Double] == [84, 160])
        #expect(try frame("lockScreen")["marginPt"] as? Double == 14)
        #expect(try frame("minimalDetached")["widthRange"] as? [Double] == [36.67, 45])
        let profile = try #require(json["profile"] as? [String: Any])
        #expect((profile["dynamicIsland"] as? [String: Any])?["cornerRadiusPt"] as? Double == 44)
    }

    /// `devices show` prints what the code draws: the compact island at the table's width, the
    /// minimal island as drawn (attached bubble + camera housing), and the new surfaces' figures.
    @Test func showPrintsTheIslandAsDrawnAndTheNewSurfaces() throws {
        let phone = try CLI.run(["devices", "show", "iphone-16-pro"])
        #expect(phone.stdout.contains("230 pt compact (table: compact or minimal), 162 pt minimal as drawn, 371 pt expanded"), "\(phone.stdout)")
        #expect(phone.stdout.contains("surfaces    lockScreen, homeScreen, notificationCenter, notificationExpanded, standBy"))
        let mac = try CLI.run(["devices", "show", "mac-macbook-air-13-m3"])
        #expect(mac.stdout.contains("menu bar    37 pt tall; the paired iPhone's activity: compact 52.33x36.67 pt x 2, expanded 371 pt on click"), "\(mac.stdout)")
        let pad = try CLI.run(["devices", "show", "ipad-9th-gen"])
        #expect(pad.stdout.contains("lock screen activity 425 x 84–160 pt"))
        #expect(pad.stdout.contains("Always On not supported"))
        let car = try CLI.run(["devices", "show", "carplay-standard"])
        #expect(car.stdout.split(separator: "\n").contains { $0.hasPrefix("carPlay") && $0.contains("170x78") })
    }

    /// The README tour's `devices show` block is what the command prints, line for line (the tour
    /// may end early with "…").
    @Test func theReadmeTourPrintsWhatTheCodeProduces() throws {
        let readme = try String(contentsOfFile: CLI.repositoryRoot + "/README.md", encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "$ afterglow devices show iphone-16-pro"), "the tour shows devices show")
        let shown = lines[(start + 1)...].prefix { $0 != "```" && $0 != "…" }
        #expect(shown.count >= 15, "the block covers the header and the presentation table")
        let r = try CLI.run(["devices", "show", "iphone-16-pro"])
        #expect(r.status == 0)
        let printed = r.stdout.components(separatedBy: "\n")
        for (i, line) in shown.enumerated() {
            #expect(i < printed.count && printed[i] == line, "README line \(start + 2 + i) differs from the command's line \(i + 1): '\(line)' vs '\(i < printed.count ? printed[i] : "")'")
        }
    }

    /// StandBy rows carry `screenshot --presentation`'s names: the minimal bubble first, the scaled
    /// Lock Screen presentation after a tap (HIG Live Activities › StandBy, seeds/001).
    @Test func showNamesStandByAsTheScreenshotVerbDoes() throws {
        let r = try CLI.run(["devices", "show", "iphone-16-pro"])
        let rows = r.stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) }
        let minimal = try #require(rows.first { $0.first == "standBy" })
        #expect(minimal[1] == "36.67x36.67" && minimal.last == "1x")
        let expanded = try #require(rows.first { $0.first == "standByExpanded" })
        #expect(expanded[1] == "826x187.02" && expanded.last == "2.23x")
        #expect(r.stdout.contains("with a custom background colour it is exactly 2x (742x168 pt)"))
    }

    @Test func showTableForAWatch() throws {
        let r = try CLI.run(["devices", "show", "apple-watch-41mm"])
        #expect(r.status == 0)
        #expect(r.stdout.split(separator: "\n").contains { $0.hasPrefix("smartStack") && $0.contains("165x72.5") })
        #expect(!r.stdout.contains("compactLeading"))
    }

    @Test func unknownDeviceExitsTwoWithSuggestions() throws {
        let r = try CLI.run(["devices", "show", "iphone-16-pr"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("unknown device 'iphone-16-pr'"))
        #expect(r.stderr.contains("did you mean 'iphone-16-pro'"))
    }

    @Test func brokenProfileInDevicesDirIsReportedOthersStillLoad() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("afterglow-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let good = try String(contentsOfFile: CLI.repositoryRoot + "/Devices/apple-watch-45mm.json", encoding: .utf8)
        try good.write(to: dir.appendingPathComponent("watch.json"), atomically: true, encoding: .utf8)
        try good.replacingOccurrences(of: "\"scale\": 2", with: "\"scale\": 9")
            .replacingOccurrences(of: "apple-watch-45mm", with: "bad-watch")
            .write(to: dir.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["devices", "--devices", dir.path])
        #expect(r.status == 0)
        #expect(r.stdout.contains("apple-watch-45mm"))
        #expect(!r.stdout.contains("bad-watch"))
        #expect(r.stderr.contains("bad.json: field 'screen.scale': 9 is outside the allowed range 1–4"))
    }

    @Test func helpOnEveryVerb() throws {
        for args in [["--help"], ["devices", "--help"], ["devices", "show", "--help"], ["devices", "list", "--help"]] {
            let r = try CLI.run(args)
            #expect(r.status == 0, "\(args)")
            #expect(r.stdout.contains("USAGE"), "\(args)")
        }
    }
}
