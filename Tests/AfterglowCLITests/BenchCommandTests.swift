import Foundation
import Testing

/// `afterglow bench`: figures, JSON, trace and exit codes, on the virtual clock.
@Suite struct BenchCommandTests {
    let scenario = "Examples/scenarios/phone-idle-always-on.json"

    @Test func printsPerStateFiguresAndPasses() throws {
        let r = try CLI.run(["bench", "--scenario", scenario, "--renderer", "flat"])
        #expect(r.status == 0, "\(r.stderr)")
        for s in ["interactive", "dimming", "alwaysOn", "waking", "p99 ms", "HITCH ms/s", "AVG mW", "LIT %", "simulated 600.0 s"] {
            #expect(r.stdout.contains(s), "missing \(s)")
        }
    }

    @Test("the bench prints the conditions it assumed: ambient light, brightness, Always On luminance, wallpaper")
    func printsConditions() throws {
        let r = try CLI.run(["bench", "--scenario", scenario, "--renderer", "flat"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("conditions ambient 1000 lux, brightness 1.00 → 1000 nits interactive, 65.7 nits in Always On; Always On wallpaper on"),
                "\(r.stdout.prefix(400))")
        let dim = try CLI.run(["bench", "--scenario", scenario, "--renderer", "flat", "--ambient-lux", "50", "--no-wallpaper", "--json"])
        #expect(dim.status == 0, "\(dim.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(dim.stdout.utf8)) as? [String: Any])
        let c = try #require(json["conditions"] as? [String: Any])
        #expect(c["ambientLux"] as? Double == 50 && c["alwaysOnWallpaper"] as? Bool == false)
        #expect((c["alwaysOnNits"] as? Double ?? 0) < 70)
        let bad = try CLI.run(["bench", "--scenario", scenario, "--ambient-lux", "-5"])
        #expect(bad.status != 0 && bad.stderr.contains("--ambient-lux"))
    }

    @Test("ambient light changing in a scenario: listed in the conditions, and Always On draws less as the room dims")
    func eveningScenario() throws {
        let r = try CLI.run(["bench", "--scenario", "Examples/scenarios/always-on-evening.json", "--appearance", "light", "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let c = try #require(json["conditions"] as? [String: Any])
        #expect(c["brightnessMode"] as? String == "auto")
        #expect((c["laterChanges"] as? [String]) == ["ambientLux 150 at 3600 s", "ambientLux 50 at 7200 s", "ambientLux 5 at 10800 s"])
        let report = try #require(json["report"] as? [String: Any])
        let states = try #require(report["states"] as? [[String: Any]])
        let ao = try #require(states.first { $0["state"] as? String == "alwaysOn" })
        // Four hours at 1000, 150, 50 and 5 lux: below the 1000-lux fitted row (139 mW, wallpaper
        // on), above the panel's fixed cost (108 mW at 1 Hz).
        let mw = try #require(ao["averageMilliwatts"] as? Double)
        #expect(mw > 108 && mw < 139, "\(mw)")
    }

    @Test func jsonReportAndTrace() throws {
        let trace = NSTemporaryDirectory() + "afterglow-bench-trace-\(getpid()).json"
        defer { try? FileManager.default.removeItem(atPath: trace) }
        let r = try CLI.run(["bench", "--scenario", scenario, "--renderer", "flat", "--json", "--trace", trace])
        #expect(r.status == 0, "\(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let report = try #require(json["report"] as? [String: Any])
        let states = try #require(report["states"] as? [[String: Any]])
        #expect(states.map { $0["state"] as? String } == ["interactive", "dimming", "alwaysOn", "waking"])
        #expect((report["transitions"] as? [Any])?.count == 6)
        let t = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: trace))) as? [String: Any])
        #expect(((t["traceEvents"] as? [[String: Any]])?.count ?? 0) > 100)
    }

    /// Each pushed notification's `aps.sound` is an alert-sound event beside the transitions
    /// (no audio device), in the printed log and the JSON report.
    @Test func alertSoundsAreLoggedBesideTheTransitions() throws {
        // One run: the burst animates 50 banners at 120 Hz, about a minute of a debug build.
        let burst = "Examples/scenarios/notification-burst.json"
        let j = try CLI.run(["bench", "--scenario", burst, "--scene", "composed", "--json"])
        #expect(j.status == 0, "\(j.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(j.stdout.utf8)) as? [String: Any])
        let report = try #require(json["report"] as? [String: Any])
        let sounds = try #require(report["alertSounds"] as? [[String: Any]])
        #expect(sounds.count == 50)
        let first = try #require(sounds.first)
        #expect((first["timestamp"] as? [String: Any])?["nanoseconds"] as? Int == 5_000_000_000)
        let sound = try #require(first["sound"] as? [String: Any])
        #expect(sound["name"] as? String == "default" && sound["source"] as? String == "notification n1")
    }

    @Test func exitsOneOnABreach() throws {
        let p99 = try CLI.run(["bench", "--scenario", scenario, "--renderer", "flat", "--max-p99-ms", "0.000001"])
        #expect(p99.status == 1)
        #expect(p99.stderr.contains("breach: p99 frame time"))
        let hitch = try CLI.run(["bench", "--scenario", scenario, "--renderer", "flat", "--max-hitch-ratio=-1"])
        #expect(hitch.status == 1)
        #expect(hitch.stderr.contains("breach: hitch time ratio"))
        let generous = try CLI.run(["bench", "--scenario", scenario, "--renderer", "flat", "--max-p99-ms", "1e9", "--max-hitch-ratio", "1e9"])
        #expect(generous.status == 0, "\(generous.stderr)")
    }

    @Test func badScenarioExitsTwoNamingTheKey() throws {
        let dir = NSTemporaryDirectory() + "afterglow-bench-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/bad.json"
        try #"{"timeline": [{"gesture": "shake"}]}"#.write(toFile: file, atomically: true, encoding: .utf8)
        let r = try CLI.run(["bench", "--scenario", file])
        #expect(r.status == 2)
        #expect(r.stderr.contains("timeline[0].gesture") && r.stderr.contains("'shake'"))
    }
}
