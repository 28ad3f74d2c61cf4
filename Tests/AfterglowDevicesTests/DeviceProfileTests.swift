import AfterglowKit
import Foundation
import AfterglowTestSupport
import Testing

@Suite struct DeviceProfileTests {
    @Test func everyShippedProfileLoads() {
        #expect(shippedCatalog.errors.isEmpty, "\(shippedCatalog.errors)")
        let ids = Set(shippedCatalog.profiles.map(\.id))
        for id in ["iphone-14-pro", "iphone-14-pro-max", "iphone-15", "iphone-15-plus", "iphone-15-pro", "iphone-15-pro-max",
                   "iphone-16", "iphone-16-plus", "iphone-16-pro", "iphone-16-pro-max", "iphone-17", "iphone-17-pro",
                   "iphone-17-pro-max", "iphone-air", "apple-watch-40mm", "apple-watch-41mm", "apple-watch-44mm",
                   "apple-watch-45mm", "apple-watch-49mm"] {
            #expect(ids.contains(id), "missing \(id)")
        }
    }

    @Test func alwaysOnDevicesDropToOneHertz() {
        for p in shippedCatalog.profiles where p.alwaysOn.supported {
            #expect(p.refresh.alwaysOnHz == 1, "\(p.id)")
            #expect(p.refresh.ladderHz.first == p.refresh.maxHz, "\(p.id): the ladder starts at the maximum")
        }
        #expect(device("iphone-16-pro").refresh.maxHz == 120)
        #expect(device("apple-watch-45mm").refresh.maxHz == 60)
        #expect(!device("iphone-16").alwaysOn.supported)
    }

    /// Breaks one field of a valid profile and checks the error names the file, field and range.
    func load(_ mutate: (inout [String: Any]) -> Void) throws -> Result<DeviceProfile, ProfileError> {
        let data = try Data(contentsOf: URL(fileURLWithPath: devicesDirectory + "/iphone-16-pro.json"))
        var object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        mutate(&object)
        let broken = try JSONSerialization.data(withJSONObject: object)
        do { return .success(try ProfileParser.parse(data: broken, file: "broken.json")) } catch { return .failure(error) }
    }

    func set(_ object: inout [String: Any], _ section: String, _ key: String, _ value: Any) {
        var s = object[section] as! [String: Any]; s[key] = value; object[section] = s
    }

    @Test func outOfRangeScaleNamesFieldAndRange() throws {
        guard case .failure(let e) = try load({ set(&$0, "screen", "scale", 7) }) else { Issue.record("accepted scale 7"); return }
        #expect(e.file == "broken.json" && e.field == "screen.scale")
        #expect(e.description == "broken.json: field 'screen.scale': 7 is outside the allowed range 1–4")
    }

    /// `panel.fullWhiteNits` is optional; present, it must lie within 10 nits … `peakNits` (2000 here).
    @Test func fullWhiteNitsIsOptionalAndRangeChecked() throws {
        guard case .success(let plain) = try load({ _ in }) else { Issue.record("shipped profile rejected"); return }
        #expect(plain.panel.fullWhiteNits == nil && plain.panel.limitNits == plain.panel.typicalNits)
        guard case .success(let limited) = try load({ set(&$0, "panel", "fullWhiteNits", 770) }) else { Issue.record("rejected 770"); return }
        #expect(limited.panel.limitNits == 770)
        guard case .failure(let e) = try load({ set(&$0, "panel", "fullWhiteNits", 2500) }) else { Issue.record("accepted 2500"); return }
        #expect(e.field == "panel.fullWhiteNits" && e.message.contains("outside the allowed range 10–2000"), "\(e)")
    }

    /// `panel.alwaysOnStaticMilliwatts` (issue 25, the Always On fixed draw) is optional; absent,
    /// Always On falls back to `staticMilliwatts`; present, it must lie within 0…5000 mW.
    @Test func alwaysOnStaticIsOptionalAndRangeChecked() throws {
        guard case .success(let shipped) = try load({ _ in }) else { Issue.record("shipped profile rejected"); return }
        #expect(shipped.panel.alwaysOnStaticMilliwatts == 106.431)
        #expect(shipped.panel.staticMilliwatts(alwaysOn: true) == 106.431 && shipped.panel.staticMilliwatts(alwaysOn: false) == 93.308)
        guard case .success(let plain) = try load({ var p = $0["panel"] as! [String: Any]; p["alwaysOnStaticMilliwatts"] = nil; $0["panel"] = p })
        else { Issue.record("rejected without the key"); return }
        #expect(plain.panel.alwaysOnStaticMilliwatts == nil && plain.panel.staticMilliwatts(alwaysOn: true) == 93.308)
        guard case .failure(let e) = try load({ set(&$0, "panel", "alwaysOnStaticMilliwatts", -1) }) else { Issue.record("accepted −1"); return }
        #expect(e.field == "panel.alwaysOnStaticMilliwatts" && e.message.contains("outside the allowed range 0–5000"), "\(e)")
    }

    @Test func missingFieldWrongTypeAndMissingSource() throws {
        guard case .failure(let a) = try load({ var s = $0["screen"] as! [String: Any]; s["widthPt"] = nil; $0["screen"] = s }) else { Issue.record("accepted"); return }
        #expect(a.field == "screen.widthPt" && a.message == "is missing")
        guard case .failure(let b) = try load({ set(&$0, "refresh", "maxHz", "fast") }) else { Issue.record("accepted"); return }
        #expect(b.field == "refresh.maxHz" && b.message.contains("must be a number"))
        guard case .failure(let c) = try load({ set(&$0, "alwaysOn", "supported", 1) }) else { Issue.record("accepted"); return }
        #expect(c.field == "alwaysOn.supported")
        guard case .failure(let d) = try load({ var s = $0["sources"] as! [String: String]; s["panel"] = nil; $0["sources"] = s }) else { Issue.record("accepted"); return }
        #expect(d.field.hasPrefix("panel.") && d.message.contains("no source note"))
        guard case .failure(let e) = try load({ set(&$0, "refresh", "ladderHz", [120, 130]) }) else { Issue.record("accepted"); return }
        #expect(e.field == "refresh.ladderHz[1]")
        // A repeated step is no step: the ladder must walk strictly down.
        guard case .failure(let f) = try load({ set(&$0, "refresh", "ladderHz", [120, 80, 80]) }) else { Issue.record("accepted a repeated step"); return }
        #expect(f.field == "refresh.ladderHz[2]")
    }

    @Test func watchNeedsSmartStackAndIslandMustFit() throws {
        guard case .failure(let e) = try load({ $0["kind"] = "watch"; $0["smartStack"] = NSNull() }) else { Issue.record("accepted"); return }
        #expect(e.field == "smartStack")
        guard case .failure(let f) = try load({ set(&$0, "dynamicIsland", "expandedWidthPt", 500) }) else { Issue.record("accepted"); return }
        #expect(f.description.contains("dynamicIsland.expandedWidthPt") && f.description.contains("200–402"))
        // Found by the profile fuzzer: a screen narrower than 200 pt with an island trapped on an
        // invalid range (200…width) instead of reporting the field (Fuzz/corpus/profile/regress-narrow-screen-with-island).
        guard case .failure(let g) = try load({ set(&$0, "screen", "widthPt", 150) }) else { Issue.record("accepted"); return }
        #expect(g.field == "dynamicIsland.expandedWidthPt" && g.message.contains("150"))
    }

    @Test func brokenFilesAreReportedAndTheRestStillLoad() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("afterglow-devices-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let good = try Data(contentsOf: URL(fileURLWithPath: devicesDirectory + "/iphone-16-pro.json"))
        try good.write(to: dir.appendingPathComponent("a-good.json"))
        try Data("{ not json".utf8).write(to: dir.appendingPathComponent("b-garbage.json"))
        try Data("[1, 2]".utf8).write(to: dir.appendingPathComponent("c-array.json"))
        try good.write(to: dir.appendingPathComponent("d-duplicate.json"))
        try Data("ignored".utf8).write(to: dir.appendingPathComponent("notes.txt"))
        let catalog = DeviceCatalog.load(directory: dir.path)
        #expect(catalog.profiles.map(\.id) == ["iphone-16-pro"])
        #expect(catalog.errors.count == 3)
        #expect(catalog.errors[0].file.hasSuffix("b-garbage.json") && catalog.errors[0].message.hasPrefix("not valid JSON"))
        #expect(catalog.errors[1].message == "the top level must be a JSON object")
        #expect(catalog.errors[2].field == "id" && catalog.errors[2].message.contains("already used"))
    }

    @Test func unknownNamesGetSuggestions() {
        #expect(shippedCatalog.profile(named: "iPhone 16 Pro")?.id == "iphone-16-pro")
        #expect(shippedCatalog.suggestions(for: "iphone-16-pr").first == "iphone-16-pro")
        #expect(shippedCatalog.suggestions(for: "apple-watch-45").first == "apple-watch-45mm")
        #expect(shippedCatalog.suggestions(for: "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzz").isEmpty)
        #expect(editDistance("kitten", "sitting") == 3)
        #expect(editDistance("", "abc") == 3 && editDistance("abc", "") == 3)
    }

    /// Every number in every shipped profile file has a non-empty source, under its own field path
    /// ("panel.batteryWattHours") or a section's ("panel"), read from the JSON itself so a figure
    /// the parser does not model is not missed.
    @Test func everyFigureHasASource() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: devicesDirectory).filter { $0.hasSuffix(".json") }
        #expect(files.count >= 20)
        for file in files {
            let text = try String(contentsOfFile: devicesDirectory + "/" + file, encoding: .utf8)
            guard case .object(let object) = try JSONParser.parse(text) else { Issue.record("\(file): not an object"); continue }
            var sources: [String: String] = [:]
            for m in object["sources"]?.objectValue?.members ?? [] { sources[m.key] = m.value.stringValue }
            for path in Self.figurePaths(.object(object), prefix: "") {
                let cited = Self.ancestors(path).contains { !(sources[$0] ?? "").isEmpty }
                #expect(cited, "\(file): \(path) has no source")
            }
        }
    }

    /// Paths of the numeric leaves (a list of numbers is one figure), skipping `sources`.
    static func figurePaths(_ value: JSONValue, prefix: String) -> [String] {
        switch value {
        case .object(let o):
            return o.members.filter { !prefix.isEmpty || $0.key != "sources" }
                .flatMap { figurePaths($0.value, prefix: prefix.isEmpty ? $0.key : prefix + "." + $0.key) }
        case .array(let a):
            if !a.isEmpty, a.allSatisfy({ $0.numberValue != nil }) { return [prefix] }
            return a.enumerated().flatMap { figurePaths($0.element, prefix: "\(prefix)[\($0.offset)]") }
        case .number: return [prefix]
        case .null, .bool, .string: return []
        }
    }

    /// "a.b[0].c" → ["a.b[0].c", "a.b[0]", "a.b", "a"].
    static func ancestors(_ path: String) -> [String] {
        var out = [path], p = Substring(path)
        while let i = p.lastIndex(where: { $0 == "." || $0 == "[" }) { p = p[..<i]; out.append(String(p)) }
        return out
    }
}
