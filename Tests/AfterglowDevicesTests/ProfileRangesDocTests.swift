import AfterglowKit
import AfterglowTestSupport
import Foundation
import Testing
@testable import AfterglowDevices

/// Every row of docs/PROFILES.md's allowed-range table against the parser: in a shipped profile
/// that has the field's section, the field set to each bound is not refused for its range, and
/// set one past a bound (1, or 0.05 for a bound below 1) is refused naming the field and stating
/// the range as the table writes it. A bound naming another field is that field's value in the
/// profile. So a range moved in code alone, or in the doc alone, fails.
@Suite struct ProfileRangesDocTests {
    struct Row: CustomStringConvertible {
        let field: String, lower: String, upper: String
        var description: String { "\(field) \(lower)–\(upper)" }
    }

    static let rows: [Row] = {
        let text = (try? String(contentsOfFile: repositoryRoot + "/docs/PROFILES.md", encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line -> Row? in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 3, cells[0].hasPrefix("`") else { return nil }
            let bounds = cells[1].components(separatedBy: "–")
            guard bounds.count == 2 else { return nil }
            let strip = { (s: String) in s.trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
            return Row(field: strip(cells[0]), lower: strip(bounds[0]), upper: strip(bounds[1]))
        }
    }()

    /// The shipped profile that has each section.
    static func profileId(for field: String) -> String {
        switch field.split(separator: ".")[0] {
        case "smartStack": "apple-watch-45mm"
        case "lockScreen": "ipad-9th-gen"
        case "menuBar": "mac-macbook-air-13-m3"
        case "carPlay": "carplay-standard"
        default: "iphone-16-pro"
        }
    }

    static func object(_ id: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: devicesDirectory + "/\(id).json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func value(_ o: [String: Any], _ path: String) -> Double? {
        let parts = path.split(separator: ".").map(String.init)
        guard let section = o[parts[0]] as? [String: Any] else { return nil }
        return (section[parts[1]] as? NSNumber)?.doubleValue
    }

    /// The profile with `field` set to `v` (a ladder to the one step `[v]`), parsed.
    static func parse(_ id: String, _ field: String, _ v: Double) throws -> ProfileError? {
        var o = try object(id)
        let parts = field.split(separator: ".").map(String.init)
        var section = o[parts[0]] as? [String: Any] ?? [:]
        section[parts[1]] = parts[1] == "ladderHz" ? [v] as [Any] : v
        o[parts[0]] = section
        let data = try JSONSerialization.data(withJSONObject: o)
        do { _ = try ProfileParser.parse(data: data, file: "\(id).json"); return nil } catch { return error }
    }

    @Test func theTableIsThere() {
        // 41 rows: every range the parser and SurfaceSections check.
        #expect(Self.rows.count == 41, "docs/PROFILES.md's table not found beside the repository")
    }

    @Test(arguments: rows)
    func theParserRefusesExactlyOutsideTheDocumentedRange(row: Row) throws {
        let id = Self.profileId(for: row.field)
        let o = try Self.object(id)
        let bound = { (s: String) throws -> Double in try #require(Double(s) ?? Self.value(o, s), "\(row): bound \(s)") }
        let lower = try bound(row.lower), upper = try bound(row.upper)
        // What the parser says of a value outside the range (the ladder's message is its own).
        let range = "allowed range \(formatPoints(lower))–\(formatPoints(upper))"
        let fieldName = row.field.hasSuffix("ladderHz") ? row.field + "[0]" : row.field
        let refusedForRange = { (e: ProfileError?) in e.map { $0.field == fieldName && $0.message.contains("allowed range") } ?? false }
        for v in [lower, upper] {
            let e = try Self.parse(id, row.field, v)
            #expect(!refusedForRange(e), "\(row): \(formatPoints(v)) refused: \(e.map(\.description) ?? "")")
        }
        for v in [lower - (lower < 1 && lower > 0 ? 0.05 : 1), upper + (upper < 1 ? 0.05 : 1)] {
            let e = try Self.parse(id, row.field, v)
            #expect(refusedForRange(e) && e?.message.contains(range) == true, "\(row): \(formatPoints(v)) gave \(e.map(\.description) ?? "no error")")
        }
    }
}
