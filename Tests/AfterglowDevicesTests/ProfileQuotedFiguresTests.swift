import AfterglowKit
import AfterglowTestSupport
import Foundation
import Testing

/// Profile figures against the numbers their own source notes quote (issue 30: a battery's
/// watt-hours nudged by 10 % passed every test). The notes cite the filing or spec sheet; where a
/// note states the figure — "32.4-watt-hour", "1.17 Wh", "3561 mAh … × 3.88 V", "1620x2160 px at
/// 264 ppi (@2x = 810x1080 pt)", "dimensions row 393x852" — the profile must agree with it.
@Suite struct ProfileQuotedFiguresTests {
    struct Profile { var file: String; var json: [String: Any]; var sources: [String: String] }

    static var profiles: [Profile] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: devicesDirectory).filter { $0.hasSuffix(".json") }.sorted()) ?? []
        return files.compactMap { file in
            guard let data = FileManager.default.contents(atPath: devicesDirectory + "/" + file),
                  let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
            return Profile(file: file, json: json, sources: json["sources"] as? [String: String] ?? [:])
        }
    }

    static func numbers(_ pattern: String, in text: String) -> [[Double]] {
        let re = try! NSRegularExpression(pattern: pattern)
        return re.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { m in
            (1..<m.numberOfRanges).compactMap { i in Range(m.range(at: i), in: text).flatMap { Double(text[$0].replacingOccurrences(of: ",", with: "")) } }
        }
    }

    func section(_ p: Profile, _ name: String) -> [String: Any] { p.json[name] as? [String: Any] ?? [:] }

    /// Battery energy: the note's watt-hours, or its mAh × nominal volts, agrees with the profile
    /// to the profile's two decimals (3561 mAh × 3.88 V = 13.817 Wh → 13.82).
    @Test func batteryWattHoursAgreeWithTheirNote() throws {
        #expect(Self.profiles.count >= 20)
        for p in Self.profiles {
            let wh = try #require(section(p, "panel")["batteryWattHours"] as? Double, "\(p.file)")
            let note = p.sources["panel.batteryWattHours"] ?? p.sources["panel"] ?? ""
            var stated = Self.numbers(#"(\d[\d.,]*)[ -](?:Wh\b|watt-hour)"#, in: note).map { $0[0] }
            let mAh = Self.numbers(#"(\d[\d,]*) mAh"#, in: note).map { $0[0] }
            let volts = Self.numbers(#"(\d+\.\d+) V\b"#, in: note).map { $0[0] }
            if let a = mAh.first, let v = volts.first { stated.append(a * v / 1000) }
            #expect(!stated.isEmpty, "\(p.file): the battery note states no Wh and no mAh × V")
            #expect(stated.contains { abs($0 - wh) <= 0.005 + 1e-9 }, "\(p.file): \(wh) Wh, the note says \(stated)")
        }
    }

    /// Screen size in points: the note's "W x H" is the point size, or the pixel size at the
    /// profile's scale (1206x2622 px at @3x = 402x874 pt).
    @Test func screenSizesAgreeWithTheirNote() throws {
        for p in Self.profiles {
            let s = section(p, "screen")
            let w = try #require(s["widthPt"] as? Double), h = try #require(s["heightPt"] as? Double), k = try #require(s["scale"] as? Double)
            let note = p.sources["screen.widthPt"] ?? p.sources["screen"] ?? ""
            let pairs = Self.numbers(#"(\d[\d,]*)\s*[x×]\s*(\d[\d,]*)"#, in: note)
            #expect(!pairs.isEmpty, "\(p.file): the screen note quotes no size")
            #expect(pairs.contains { $0 == [w, h] || $0 == [w * k, h * k] }, "\(p.file): \(w)x\(h) pt @\(k)x, the note says \(pairs)")
        }
    }

    /// Corner radii: the notes say the radius is what the OS reports "for this screen size", so
    /// profiles of one size (430x932 pt @3x: 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus) must agree;
    /// a note saying "square corners" or "drawn rectangular" means a radius of 0.
    @Test func cornerRadiiFollowTheirNote() throws {
        var bySize: [String: [(String, Double)]] = [:]
        for p in Self.profiles {
            let s = section(p, "screen")
            let r = try #require(s["cornerRadiusPt"] as? Double, "\(p.file)")
            let note = p.sources["screen.cornerRadiusPt"] ?? p.sources["screen"] ?? ""
            if note.contains("square corners") || note.contains("drawn rectangular") { #expect(r == 0, "\(p.file): \(r)") }
            if note.contains("for this screen size") {
                bySize["\(s["widthPt"]!)x\(s["heightPt"]!)@\(s["scale"]!)", default: []].append((p.file, r))
            }
        }
        #expect(bySize.values.contains { $0.count >= 4 }, "the shared-size check compares nothing")
        for (size, rows) in bySize {
            #expect(Set(rows.map(\.1)).count == 1, "\(size): \(rows)")
        }
    }
}
